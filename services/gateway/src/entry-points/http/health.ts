import { notReadyWhileStopping } from '@easel/service-kit';
import { Router } from 'express';
import { serviceNames, type ServiceName, type ServiceUrls } from '../../domain/services';

const probeTimeoutMs = 1500;

/** /livez: the gateway itself; /readyz: every service by name, 503 unless all of them are ready. */
export function health(urls: ServiceUrls): Router {
  const router = Router();
  router.get('/livez', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', notReadyWhileStopping, async (_req, res) => {
    const states = await Promise.all(serviceNames.map(async (service) => [service, await probe(urls[service])] as const));
    const ready = states.every(([, state]) => state === 'up');
    const services = Object.fromEntries(states) as Record<ServiceName, 'up' | 'down'>;
    res.status(ready ? 200 : 503).json({ status: ready ? 'ok' : 'degraded', services });
  });
  return router;
}

async function probe(serviceUrl: string): Promise<'up' | 'down'> {
  try {
    const answer = await fetch(`${serviceUrl.replace(/\/$/, '')}/readyz`, { signal: AbortSignal.timeout(probeTimeoutMs) });
    await answer.body?.cancel();
    return answer.ok ? 'up' : 'down';
  } catch {
    return 'down';
  }
}
