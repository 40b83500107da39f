import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import platform from '../platform';

export const repoRoot = path.resolve(__dirname, '../..');

const types: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
  '.map': 'application/json',
  '.txt': 'text/plain',
};

export interface Running {
  origin: string;
  close(): Promise<void>;
}

/** A plain static server for `dir` on another port (another origin), answering any origin (Access-Control-Allow-Origin *). */
export async function serveDirectory(dir: string): Promise<Running> {
  const root = path.resolve(dir);
  const server = http.createServer((req, res) => {
    const file = path.join(root, decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname));
    const cors = { 'Access-Control-Allow-Origin': '*' };
    if (!file.startsWith(root + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404, cors).end();
      return;
    }
    res.writeHead(200, { ...cors, 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function freePort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * A second gateway in front of the same services, with its own settings (e.g. REMOTES_JSON): what a deployment
 * whose configuration moved a remote serves, CSP included.
 */
export async function startGateway(env: Record<string, string>): Promise<Running> {
  const port = await freePort();
  const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');
  const child: ChildProcess = spawn(tsx, [path.join('services', 'gateway', 'src', 'main.ts')], {
    cwd: repoRoot,
    env: { ...process.env, ...platform.env(), ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk));
  const origin = `http://localhost:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the second gateway stopped: ${errors}`);
    const up = await fetch(`${origin}/livez`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`the second gateway did not start within 30 s: ${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    origin,
    close: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
