import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { notFound } from '@easel/service-kit';
import { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { cacheControlFor, revalidate } from '../../domain/asset-cache';
import { remoteNames, type Remotes } from '../../domain/remotes';
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

/** /remotes.json, the remotes' builds under /remotes/<name>/, the shell's build at /, and the shell page for client-side routes. */
export function frontEnd(staticRoot: string, remotes: Remotes): Router {
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
  router.use(shellPage(shellFiles, shellDir));
  return router;
}

/**
 * A build folder, each file sent as the brotli or gzip copy the build made beside it (file.js.br, file.js.gz) when the
 * visitor accepts one, brotli first, else as it is. The copies are listed when the gateway starts: files built while
 * it runs are sent uncompressed until it restarts.
 */
function buildFiles(dir: string, setHeaders: (res: ServerResponse, file: string) => void): RequestHandler {
  const files = expressStaticGzip(dir, { enableBrotli: true, orderPreference: ['br'], index: false, serveStatic: { setHeaders } });
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

/** Any page a browser navigates to is the shell's index.html, revalidated each time; the shell routes on the client. */
function shellPage(shellFiles: RequestHandler, shellDir: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!wantsPage(req)) return next();
    req.url = '/index.html';
    res.set('Cache-Control', revalidate);
    shellFiles(req, res, () => {
      res.status(503).set('Cache-Control', 'no-store').type('html').send(notBuiltPage(shellDir));
    });
  };
}

// Only navigations: a missing script asked for with Accept: */* gets a 404, not HTML posing as JavaScript.
function wantsPage(req: Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (req.path.startsWith('/remotes/')) return false;
  return req.path === '/' || /\btext\/html\b/.test(req.headers.accept ?? '');
}
