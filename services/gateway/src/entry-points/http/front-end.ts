import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { pathMatches } from '@easel/contracts';
import { notFound } from '@easel/service-kit';
import { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { cacheControlFor, revalidate } from '../../domain/asset-cache';
import { defaultRemotes, remoteNames, type Remotes } from '../../domain/remotes';
import { compressAnswers } from './compress-answers';
import { notBuiltPage } from './not-built-page';

const SOURCE_MAP = /\.map$/i;
// As the static files read it: /main.js%2Emap is main.js.map too. A malformed one was refused earlier (guardAddress).
const isSourceMap = (req: Request) => {
  try {
    return SOURCE_MAP.test(decodeURIComponent(req.path));
  } catch {
    return false;
  }
};

/** The extra line a page's <head> gets for its path (page-head.ts), or null. */
type HeadFor = (pathname: string) => Promise<string | null>;

/**
 * /remotes.json, the remotes' builds under /remotes/<name>/, the shell's build at /, and the shell page for client-side
 * routes, with what `headFor` adds to its head.
 */
export function frontEnd(staticRoot: string, remotes: Remotes, headFor: HeadFor = async () => null): Router {
  const router = Router();
  // Source maps hold the whole source: the build keeps them beside the code for error reports, never for visitors.
  router.use((req, _res, next) => (isSourceMap(req) ? notFound(req) : next()));
  // It decides which remote build a page loads, so it is never cached.
  router.get('/remotes.json', (_req, res) => {
    res.set('Cache-Control', 'no-store').json(remotes);
  });
  for (const name of remoteNames) {
    router.use(`/remotes/${name}`, buildFiles(path.join(staticRoot, name, 'dist'), publicCode));
  }
  const shellDir = path.join(staticRoot, 'shell', 'dist');
  const shellFiles = buildFiles(shellDir, cacheByName);
  router.use(shellFiles);
  router.use(shellPage(shellFiles, shellDir, routeFiles(staticRoot, remotes), headFor));
  return router;
}

/**
 * A build folder, each file sent as the brotli or gzip copy the build made beside it (file.js.br, file.js.gz) when the
 * visitor accepts one, brotli first, else as it is. The copies are listed when the gateway starts: files built while
 * it runs are sent uncompressed until it restarts.
 */
function buildFiles(dir: string, setHeaders: (res: ServerResponse, file: string) => void): RequestHandler {
  const files = expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ['br'],
    index: false,
    serveStatic: { setHeaders },
  });
  return (req, res, next) => {
    files(req, res, (error?: unknown) => {
      // A copy listed at start and gone since (a rebuild under way): whatever answers instead is not that copy.
      res.removeHeader('Content-Encoding');
      res.removeHeader('Content-Type');
      next(error);
    });
  };
}

function cacheByName(res: ServerResponse, file: string) {
  res.setHeader('Cache-Control', cacheControlFor(file));
}

// Remote code is public: a shell or remote on another origin (remote development) may load it.
function publicCode(res: ServerResponse, file: string) {
  cacheByName(res, file);
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
}

/**
 * Any page a browser navigates to is the shell's index.html, revalidated each time; the shell routes on the client.
 * For a route whose files a remote names, the page names them as preloads too, and what its first screen waits for
 * (page-head.ts: the home page's Pulse, an artwork's main picture).
 */
function shellPage(
  shellFiles: RequestHandler,
  shellDir: string,
  filesFor: (pathname: string) => Promise<string[]>,
  headFor: HeadFor,
) {
  const compress = compressAnswers();
  return async (req: Request, res: Response, next: NextFunction) => {
    if (!wantsPage(req)) return next();
    res.set('Cache-Control', revalidate);
    const [files, head] = await Promise.all([filesFor(req.path), headFor(req.path)]);
    const page =
      files.length || head ? await readFile(path.join(shellDir, 'index.html'), 'utf8').catch(() => null) : null;
    if (page) return compress(req, res, () => res.type('html').send(withPreloads(page, files, head)));
    req.url = '/index.html';
    shellFiles(req, res, () => {
      res.status(503).set('Cache-Control', 'no-store').type('html').send(notBuiltPage(shellDir));
    });
  };
}

/**
 * The files a first visit to a route fetches from the remote that owns it, as that remote's build lists them in its
 * route-files.json (RouteFiles in federated-config.js), under the remote's address. Read at each navigation, as the
 * static files are, so a remote rebuilt while the gateway runs is preloaded as it now is. Only for a remote served from
 * this gateway's own build: one that REMOTES_JSON moves elsewhere has files this gateway does not know.
 */
function routeFiles(staticRoot: string, remotes: Remotes) {
  const built = remoteNames.filter((name) => remotes[name] === defaultRemotes[name]);
  return async (pathname: string): Promise<string[]> => {
    for (const name of built) {
      const routes = await readRouteFiles(path.join(staticRoot, name, 'dist', 'route-files.json'));
      const route = Object.keys(routes).find((pattern) => pathMatches(pattern, pathname));
      if (route) return routes[route]!.map((file) => `/remotes/${name}/${file}`);
    }
    return [];
  };
}

// A build's own file names only: a file that says anything else is not read as one.
const BUILT_FILE = /^[\w.-]+\.(js|css)$/;

async function readRouteFiles(file: string): Promise<Record<string, string[]>> {
  try {
    const routes: unknown = JSON.parse(await readFile(file, 'utf8'));
    if (typeof routes !== 'object' || routes === null) return {};
    const valid = Object.entries(routes).filter(
      (entry): entry is [string, string[]] =>
        Array.isArray(entry[1]) && entry[1].every((name) => typeof name === 'string' && BUILT_FILE.test(name)),
    );
    return Object.fromEntries(valid);
  } catch {
    return {}; // no such build, or not one that names its routes
  }
}

function withPreloads(page: string, files: string[], head: string | null): string {
  const links = files.map(
    (file) => `<link rel="preload" as="${file.endsWith('.css') ? 'style' : 'script'}" href="${file}">`,
  );
  return page.replace('</head>', `${head ?? ''}${links.join('')}</head>`);
}

// Only navigations: a missing script asked for with Accept: */* gets a 404, not HTML posing as JavaScript.
function wantsPage(req: Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (req.path.startsWith('/remotes/')) return false;
  return req.path === '/' || /\btext\/html\b/.test(req.headers.accept ?? '');
}
