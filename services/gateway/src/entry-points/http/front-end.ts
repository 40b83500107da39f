import path from 'node:path';
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { cacheControlFor, revalidate } from '../../domain/asset-cache';
import { remoteNames, type Remotes } from '../../domain/remotes';
import { notBuiltPage } from './not-built-page';

/** /remotes.json, the remotes' builds under /remotes/<name>/, the shell's build at /, and the shell page for client-side routes. */
export function frontEnd(staticRoot: string, remotes: Remotes): Router {
  const router = Router();
  // It decides which remote build a page loads, so it is never cached.
  router.get('/remotes.json', (_req, res) => {
    res.set('Cache-Control', 'no-store').json(remotes);
  });
  for (const name of remoteNames) {
    router.use(`/remotes/${name}`, express.static(path.join(staticRoot, name, 'dist'), { index: false, setHeaders: publicCode }));
  }
  const shellDir = path.join(staticRoot, 'shell', 'dist');
  router.use(express.static(shellDir, { index: false, setHeaders: cacheByName }));
  router.use(shellPage(shellDir));
  return router;
}

function cacheByName(res: Response, file: string) {
  res.setHeader('Cache-Control', cacheControlFor(file));
}

// Remote code is public: a shell or remote on another origin (remote development) may load it.
function publicCode(res: Response, file: string) {
  cacheByName(res, file);
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
}

/** Any page a browser navigates to is the shell's index.html; the shell routes on the client. */
function shellPage(shellDir: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!wantsPage(req)) return next();
    res.sendFile(path.join(shellDir, 'index.html'), { headers: { 'Cache-Control': revalidate } }, (error) => {
      if (error && !res.headersSent) res.status(503).set('Cache-Control', 'no-store').type('html').send(notBuiltPage(shellDir));
    });
  };
}

// Only navigations: a missing script asked for with Accept: */* gets a 404, not HTML posing as JavaScript.
function wantsPage(req: Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (req.path.startsWith('/remotes/')) return false;
  return req.path === '/' || /\btext\/html\b/.test(req.headers.accept ?? '');
}
