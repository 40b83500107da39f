import type { Page, Request, Response } from '@playwright/test';
import { reactDownloads, reactFilesOf } from './react-chunks';

export interface ScriptDownload {
  url: string;
  /** React's files in it (see react-chunks.js), e.g. ['react-dom-client', 'scheduler']. */
  files: string[];
  unnamedReactCode: boolean;
}

const isScript = (response: Response) =>
  response.request().resourceType() === 'script' || /javascript/.test(response.headers()['content-type'] ?? '');

/** Every JavaScript response the page gets from now on, with the React files each one carries. */
export function recordScripts(page: Page) {
  const pending: Promise<ScriptDownload | null>[] = [];
  const fetchText = async (url: string) => (await page.request.get(url)).text();
  page.on('response', (response) => {
    if (!isScript(response)) return;
    pending.push(
      response
        .text()
        .then(async (body) => ({ url: response.url(), ...(await reactFilesOf(response.url(), body, fetchText)) }))
        .catch(() => null), // no body (redirect, aborted): nothing was downloaded
    );
  });
  return {
    async downloads(): Promise<ScriptDownload[]> {
      return (await Promise.all(pending)).filter((download): download is ScriptDownload => download !== null);
    },
    /** React file → the URLs that delivered it. */
    async react(): Promise<Record<string, string[]>> {
      return reactDownloads(await this.downloads());
    },
  };
}

/** The URLs of every request the page makes from now on that `matches`. */
export function recordRequests(page: Page, matches: (url: string) => boolean) {
  const urls: string[] = [];
  page.on('request', (request: Request) => {
    if (matches(request.url())) urls.push(request.url());
  });
  return urls;
}

/** Waits until `count()` has not changed for `quietMs`: the page has stopped trying (retries, reloads). */
export async function untilQuiet(count: () => number, quietMs = 1500, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  let last = count();
  let since = Date.now();
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    if (count() !== last) {
      last = count();
      since = Date.now();
    } else if (Date.now() - since >= quietMs) return;
  }
  throw new Error(`still changing after ${timeoutMs} ms`);
}

/** Requests for a remote's code: its folder on the gateway, /remotes/<name>/ (remoteEntry.js and chunks). */
export const remoteCode = (remote: string) => (url: string) => new URL(url).pathname.startsWith(`/remotes/${remote}/`);

/** `csp` with `origin` added where the gateway adds a remote's origin (security-headers.ts): scripts, fetches, styles, fonts, images. */
export function cspAllowing(csp: string, origin: string): string {
  const widened = new Set(['script-src', 'connect-src', 'style-src', 'font-src', 'img-src']);
  return csp
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean)
    .map((directive) => (widened.has(directive.split(/\s+/)[0] ?? '') ? `${directive} ${origin}` : directive))
    .join(';');
}

/**
 * Waits until the network rests (no request for 500 ms). If it does not within `timeout`, the error names the requests
 * still open, which a bare networkidle wait never says. Start it before the page's first request.
 */
export function watchNetworkRest(page: Page) {
  const open = new Set<Request>();
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return async (where: string, timeout = 30_000) => {
    await page.waitForLoadState('networkidle', { timeout }).catch(() => {
      const pending = [...open].map((request) => `${request.method()} ${request.url()}`);
      throw new Error(
        `the network did not rest on ${where} within ${timeout / 1000} s; still open: ${pending.join(', ') || 'none'}`,
      );
    });
  };
}
