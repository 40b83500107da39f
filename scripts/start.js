// `npm start`: builds what is missing, starts every service and the gateway, and says where to go.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { buildFrontEnd } = require('./build');
const {
  banner,
  createLauncher,
  createLocalSecrets,
  domainServices,
  getJson,
  makePgliteTemplate,
  repoRoot,
} = require('./launcher');

const productName = process.env.PRODUCT_NAME || 'Easel';
const gatewayPort = Number(process.env.PORT || 8080);
const readyWithinMs = 90_000;

const launcher = createLauncher(['gateway', ...Object.keys(domainServices)]);
const { log, startService } = launcher;

main().catch((error) => {
  log(`could not start: ${error.stack ?? error}`);
  launcher.stopAll(1);
});

async function main() {
  launcher.prepare();
  await buildFrontEnd({ onlyMissing: true, log });
  if (launcher.isStopping()) return;
  const dataDir = path.resolve(process.env.DATA_DIR || path.join(repoRoot, '.data'));
  fs.mkdirSync(dataDir, { recursive: true });
  createLocalSecrets(dataDir, log);

  const urls = serviceUrls();
  const shared = {
    ...process.env,
    DATA_DIR: dataDir,
    // One process per service and no balancer in front: nobody needs the drain, and Ctrl+C stops at once.
    DRAIN_MS: process.env.DRAIN_MS || '0',
    // Links in mail point where the site is served: PUBLIC_URL when set, else this gateway's own port.
    PUBLIC_URL: process.env.PUBLIC_URL || `http://localhost:${gatewayPort}`,
    ...Object.fromEntries(Object.entries(urls).map(([name, url]) => [`${name.toUpperCase()}_URL`, url])),
  };
  makePgliteTemplate(dataDir, Object.keys(domainServices), shared);
  Object.keys(domainServices).forEach((name, index) =>
    startService(name, index, { ...shared, PORT: portOf(urls[name]) }),
  );
  startService('gateway', Object.keys(domainServices).length, { ...shared, PORT: String(gatewayPort) });

  if (!launcher.children.has('gateway')) return;
  const late = await launcher.waitUntilReady(servicesNotReady, readyWithinMs);
  if (!launcher.isStopping())
    banner({ url: `http://localhost:${gatewayPort}`, productName, late, readyWithinMs, skipped: launcher.skipped });
}

/** Each service's URL: *_URL from the environment, else 127.0.0.1 on its default port. */
function serviceUrls() {
  return Object.fromEntries(
    Object.entries(domainServices).map(([name, port]) => [
      name,
      process.env[`${name.toUpperCase()}_URL`] || `http://127.0.0.1:${port}`,
    ]),
  );
}

function portOf(url) {
  const parsed = new URL(url);
  return parsed.port || (parsed.protocol === 'https:' ? '443' : '80');
}

/** The services the gateway's /readyz does not list as up; the gateway itself while it does not answer. */
async function servicesNotReady() {
  const answer = await getJson(`http://127.0.0.1:${gatewayPort}/readyz`);
  if (!answer?.body?.services) return ['the gateway'];
  return Object.entries(answer.body.services)
    .filter(([, state]) => state !== 'up')
    .map(([name]) => name);
}
