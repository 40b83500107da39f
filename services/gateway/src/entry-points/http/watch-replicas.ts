import type { UpstreamPools } from '../../domain/upstream-pool';
import { probeReadiness } from './probe-readiness';

/** Often enough that a stopping replica (its /readyz fails for DRAIN_MS first) leaves the rotation before it closes. */
const probeEveryMs = 1000;

/**
 * Probes every replica's /readyz in the background: one that fails leaves its pool's rotation, and comes back once
 * it passes. A service with one address is never probed: it is always tried, as before replicas.
 */
export function watchReplicas(pools: UpstreamPools, everyMs = probeEveryMs): () => void {
  const replicated = Object.values(pools).filter((pool) => pool.replicated);
  if (replicated.length === 0) return () => undefined;
  let probing = false;
  const probeAll = async () => {
    if (probing) return; // a slow probe round is never overlapped by the next
    probing = true;
    await Promise.all(
      replicated.flatMap((pool) =>
        pool.addresses.map(async (address) => {
          const startedAt = pool.probeStarted();
          const state = await probeReadiness(address, Math.max(everyMs - 100, 200));
          if (state === 'up') pool.markUp(address, startedAt);
          else pool.markDown(address);
        }),
      ),
    );
    probing = false;
  };
  void probeAll();
  // unref: the probes never keep a stopping gateway alive.
  const timer = setInterval(() => void probeAll(), everyMs).unref();
  return () => clearInterval(timer);
}
