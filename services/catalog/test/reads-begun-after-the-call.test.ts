import { readsBegunAfterTheCall } from '../src/data-access/unchanged-cache';

/** A read the test answers by hand, with the version committed when it began. */
function manualReads() {
  const begun: { answer: () => void; fail: () => void }[] = [];
  let version = 1;
  const read = () =>
    new Promise<number>((resolve, reject) => {
      const committed = version;
      begun.push({ answer: () => resolve(committed), fail: () => reject(new Error('database down')) });
    });
  return { read, begun, commit: () => (version += 1) };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('reads begun after the call (the catalog version behind the artwork page cache)', () => {
  it('when no read is under way, then a call begins one and gets its answer', async () => {
    const { read, begun } = manualReads();
    const version = readsBegunAfterTheCall(read);
    const answer = version();
    expect(begun).toHaveLength(1);
    begun[0]!.answer();
    await expect(answer).resolves.toBe(1);
  });

  it('when calls come while a read is under way, then they share one read begun after it, and see a change committed meanwhile', async () => {
    const { read, begun, commit } = manualReads();
    const version = readsBegunAfterTheCall(read);
    const first = version();
    commit(); // an artist's edit, committed after the first read began
    const later = [version(), version(), version()];
    expect(begun).toHaveLength(1); // the later calls do not take the read under way…
    begun[0]!.answer();
    await expect(first).resolves.toBe(1);
    await tick();
    expect(begun).toHaveLength(2); // …but the next one, begun once it had answered
    begun[1]!.answer();
    await expect(Promise.all(later)).resolves.toEqual([2, 2, 2]);
  });

  it('when a read fails, then only its callers get the error, and the calls waiting for the next read still get it', async () => {
    const { read, begun } = manualReads();
    const version = readsBegunAfterTheCall(read);
    const failing = version();
    const waiting = version();
    begun[0]!.fail();
    await expect(failing).rejects.toThrow('database down');
    await tick();
    begun[1]!.answer();
    await expect(waiting).resolves.toBe(1);
    const afterwards = version();
    expect(begun).toHaveLength(3);
    begun[2]!.answer();
    await expect(afterwards).resolves.toBe(1);
  });
});
