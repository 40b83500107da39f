import http from 'node:http';
import https from 'node:https';

const probeTimeoutMs = 1500;

/**
 * Whether a service (one replica) answers its /readyz with a 2xx in time. Each probe opens its own connection: a
 * kept-alive one would outlive a replica's restart and fail the first probe of the new one.
 */
export function probeReadiness(address: string, timeoutMs = probeTimeoutMs): Promise<'up' | 'down'> {
  const url = `${address.replace(/\/$/, '')}/readyz`;
  return new Promise((resolve) => {
    const probe = (url.startsWith('https:') ? https : http).get(url, { agent: false, timeout: timeoutMs }, (answer) => {
      answer.resume();
      resolve(answer.statusCode && answer.statusCode < 300 ? 'up' : 'down');
    });
    probe.on('timeout', () => probe.destroy());
    probe.on('error', () => resolve('down'));
  });
}
