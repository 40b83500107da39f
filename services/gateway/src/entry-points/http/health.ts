import { notReadyWhileStopping } from '@easel/service-kit';
import { Router } from 'express';
import { serviceNames, type ServiceName, type ServiceUpstreams } from '../../domain/services';
import { probeReadiness } from './probe-readiness';

/** /livez: the gateway itself; /readyz: every service by name, 503 unless each has a ready replica. */
export function health(upstreams: ServiceUpstreams): Router {
  const router = Router();
  router.get('/livez', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', notReadyWhileStopping, async (_req, res) => {
    const states = await Promise.all(
      serviceNames.map(async (service) => [service, await anyReady(upstreams[service])] as const),
    );
    const ready = states.every(([, state]) => state === 'up');
    const services = Object.fromEntries(states) as Record<ServiceName, 'up' | 'down'>;
    res.status(ready ? 200 : 503).json({ status: ready ? 'ok' : 'degraded', services });
  });
  return router;
}

async function anyReady(addresses: readonly string[]): Promise<'up' | 'down'> {
  const states = await Promise.all(addresses.map((address) => probeReadiness(address)));
  return states.includes('up') ? 'up' : 'down';
}
