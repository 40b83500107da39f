import http from 'node:http';
import https from 'node:https';

const probeTimeoutMs = 1500;

/**
 * A replica's /readyz: 'up' on a 2xx in time, 'down' on any other answer or no connection, 'slow' when it did not
 * answer in time (a busy replica is still serving; only a replica that stays slow should leave the rotation). Each
 * probe opens its own connection: a kept-alive one would outlive a replica's restart and fail the first probe of the
 * new one.
 */
export function probeReadiness(address: string, timeoutMs = probeTimeoutMs): Promise<'up' | 'down' | 'slow'> {
  const url = `${address.replace(/\/$/, '')}/readyz`;
  return new Promise((resolve) => {
    const probe = (url.startsWith('https:') ? https : http).get(url, { agent: false, timeout: timeoutMs }, (answer) => {
      answer.resume();
      resolve(answer.statusCode && answer.statusCode < 300 ? 'up' : 'down');
    });
    probe.on('timeout', () => {
      resolve('slow');
      probe.destroy();
    });
    probe.on('error', () => resolve('down'));
  });
}
