import type { Logger } from '@easel/service-kit';
import type { UpstreamPool, UpstreamPools } from '../../domain/upstream-pool';
import { probeReadiness } from './probe-readiness';

/** Often enough that a stopping replica (its /readyz fails for DRAIN_MS first) leaves the rotation before it closes. */
const probeEveryMs = 1000;

/** A replica too busy to answer its probe in time is still serving; it leaves the rotation only when it stays so. */
const slowProbesBeforeDown = 3;

/**
 * Probes every replica's /readyz in the background: one that fails leaves its pool's rotation, and comes back once
 * it passes. Each replica has its own probe loop, so a slow one never delays the verdict on another. A service with
 * one address is never probed: it is always tried, as before replicas.
 */
export function watchReplicas(
  pools: UpstreamPools,
  { everyMs = probeEveryMs, logger }: { everyMs?: number; logger?: Logger } = {},
): () => void {
  const timers = Object.entries(pools)
    .filter(([, pool]) => pool.replicated)
    .flatMap(([service, pool]) =>
      pool.addresses.map((address) =>
        watchReplica(pool, address, everyMs, (change) =>
          logger?.warn({ service, address }, `${service} replica ${address} ${change}`),
        ),
      ),
    );
  return () => timers.forEach((timer) => clearInterval(timer));
}

function watchReplica(pool: UpstreamPool, address: string, everyMs: number, note: (change: string) => void) {
  let probing = false;
  let slowInARow = 0;
  let last: 'in' | 'out' = 'in';
  const probe = async () => {
    if (probing) return; // a slow probe is never overlapped by the next
    probing = true;
    const startedAt = pool.probeStarted();
    const state = await probeReadiness(address, Math.max(everyMs - 100, 200));
    slowInARow = state === 'slow' ? slowInARow + 1 : 0;
    // A slow answer keeps the last verdict, until it has been slow too often.
    const verdict = state === 'up' ? 'in' : state === 'down' || slowInARow >= slowProbesBeforeDown ? 'out' : undefined;
    if (verdict === 'in') pool.markUp(address, startedAt);
    if (verdict === 'out') pool.markDown(address);
    if (verdict && verdict !== last)
      note(
        verdict === 'in'
          ? 'ready: back in the rotation'
          : `${state === 'slow' ? 'too slow' : 'not ready'}: out of the rotation`,
      );
    last = verdict ?? last;
    probing = false;
  };
  void probe();
  // unref: the probes never keep a stopping gateway alive.
  return setInterval(() => void probe(), everyMs).unref();
}
