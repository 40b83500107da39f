import { UpstreamPool } from '../src/domain/upstream-pool';

describe('upstream pool', () => {
  it('when replicas are all ready, then they take turns; one address is always that one', () => {
    const pool = new UpstreamPool(['a', 'b']);
    expect([pool.pick(), pool.pick(), pool.pick(), pool.pick()]).toEqual(['a', 'b', 'a', 'b']);
    const single = new UpstreamPool(['only']);
    single.markDown('only');
    expect([single.pick(), single.pick('only')]).toEqual(['only', 'only']);
  });

  it('when a replica is down, then it is skipped, unless every one is down', () => {
    const pool = new UpstreamPool(['a', 'b', 'c']);
    pool.markDown('b');
    expect([pool.pick(), pool.pick(), pool.pick()]).toEqual(['a', 'c', 'a']);
    pool.markDown('a');
    pool.markDown('c');
    expect(new Set([pool.pick(), pool.pick(), pool.pick()])).toEqual(new Set(['a', 'b', 'c']));
  });

  it('when a call failed on a replica, then its retry goes to another one', () => {
    const pool = new UpstreamPool(['a', 'b']);
    expect([pool.pick('a'), pool.pick('a'), pool.pick('b')]).toEqual(['b', 'b', 'a']);
  });

  it('when a probe that started before a failed call says ready, then the replica stays out until a later probe', () => {
    const pool = new UpstreamPool(['a', 'b']);
    const probeStartedAt = pool.probeStarted();
    pool.markDown('b');
    pool.markUp('b', probeStartedAt);
    expect([pool.pick(), pool.pick()]).toEqual(['a', 'a']);
    pool.markUp('b', pool.probeStarted());
    expect(new Set([pool.pick(), pool.pick()])).toEqual(new Set(['a', 'b']));
  });
});
