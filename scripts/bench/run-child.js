'use strict';
const path = require('node:path');
const { spawn } = require('node:child_process');

const repoRoot = path.resolve(__dirname, '..', '..');

/** A command's standard output; its error output is kept to explain a failure. */
function runChild(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve(out)
        : reject(
            new Error(
              `${path.basename(args[0] ?? command)} ended with ${signal ?? `code ${code}`}:\n${(err || out).slice(-4000)}`,
            ),
          ),
    );
  });
}

/** A TypeScript bench of a service (services/<x>/bench/<y>.ts) in a child process, with tsx. */
const runTypeScript = (file, env) =>
  runChild(path.join(repoRoot, 'node_modules', '.bin', 'tsx'), [path.join(repoRoot, file)], env);

module.exports = { runChild, runTypeScript, repoRoot };
