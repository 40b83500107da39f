import platform from '../replica-platform';

const withinMs = 120_000;

/** Waits until every replica answers its own /readyz, or fails the run naming the ones that did not. */
export default async function everyReplicaReady() {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const states = await Promise.all(
      platform.replicas.map(async ({ name, url }) => ({
        name,
        ready: await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(3000) }).then(
          (answer) => answer.ok,
          () => false,
        ),
      })),
    );
    const waiting = states.filter((state) => !state.ready).map((state) => state.name);
    if (waiting.length === 0) return;
    if (Date.now() > deadline) throw new Error(`not ready within ${withinMs / 1000} s: ${waiting.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
