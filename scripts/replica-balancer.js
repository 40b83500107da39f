// What a Kubernetes Service is to its pods, on one machine: one address per service that the other services call, which
// hands each call to the replicas in turn. A replica that does not take the connection (it is restarting) is skipped
// for the next, so a rolling restart of one service never fails the calls of another.
'use strict';
const http = require('node:http');

// Per hop: the caller's connection is not the replica's.
const hopByHop = new Set(['connection', 'keep-alive', 'transfer-encoding', 'proxy-connection', 'upgrade']);
const withoutHopByHop = (headers) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !hopByHop.has(name.toLowerCase())));

/** Listens on `port` of 127.0.0.1 (0: any free one) in front of `addresses`; resolves with the server once it listens. */
function balanceReplicas(addresses, port) {
  let turn = 0;
  const server = http.createServer(async (req, res) => {
    // Kept whole, so that it can be sent again to the next replica: the services' own calls are small JSON.
    const body = await readBody(req).catch(() => undefined);
    if (body === undefined) return res.destroy();
    const first = turn++ % addresses.length;
    let lastError;
    for (let i = 0; i < addresses.length; i++) {
      const address = addresses[(first + i) % addresses.length];
      try {
        return await forward(address, req, body, res);
      } catch (error) {
        lastError = error;
        // Refused: the replica is not listening, nothing was sent. Any other failure may have been acted on: only a
        // read may go again.
        if (error.code !== 'ECONNREFUSED' && !['GET', 'HEAD'].includes(req.method)) break;
      }
    }
    if (res.headersSent) return res.destroy();
    res.writeHead(503, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ message: `No replica answered: ${lastError?.code ?? lastError?.message}` }));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.once('end', () => resolve(Buffer.concat(chunks)));
    req.once('error', reject);
  });
}

/** One try on one replica, on a connection of its own (a pooled one may be closed by a stopping replica under the call). */
function forward(address, req, body, res) {
  return new Promise((resolve, reject) => {
    const target = new URL(req.url, address);
    const headers = { ...withoutHopByHop(req.headers), host: target.host, 'content-length': String(body.length) };
    const call = http.request(target, { method: req.method, headers, agent: false }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, withoutHopByHop(answer.headers));
      answer.pipe(res);
      answer.once('end', resolve);
      answer.once('error', () => resolve(res.destroy()));
    });
    call.once('error', (error) => (res.headersSent ? resolve(res.destroy()) : reject(error)));
    // The caller gave up (its own timeout): the replica need not go on.
    res.once('close', () => call.destroy());
    call.end(body);
  });
}

module.exports = { balanceReplicas };
