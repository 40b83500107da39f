import { serviceNames, type ServiceName, type ServiceUpstreams } from './services';

/**
 * The replicas of one service behind the gateway: handed out in turn, skipping the ones last found not ready.
 * One address is today's single service: always that one.
 */
export class UpstreamPool {
  /** Replicas out of the rotation, each with the count of marks when it was marked down. */
  private readonly down = new Map<string, number>();
  private marks = 0;
  private turn = 0;

  constructor(readonly addresses: readonly string[]) {
    if (addresses.length === 0) throw new Error('An upstream pool needs at least one address');
  }

  get replicated(): boolean {
    return this.addresses.length > 1;
  }

  /**
   * The next ready replica, other than `except` (the one a call just failed on) when there is another. When none is
   * known ready, the next of them all: a probe's verdict may be a second old, and a call must be tried somewhere.
   */
  pick(except?: string): string {
    const others = this.addresses.filter((address) => address !== except);
    const candidates = others.length > 0 ? others : this.addresses;
    const ready = candidates.filter((address) => !this.down.has(address));
    const from = ready.length > 0 ? ready : candidates;
    const address = from[this.turn % from.length]!;
    this.turn = (this.turn + 1) % Number.MAX_SAFE_INTEGER;
    return address;
  }

  markDown(address: string): void {
    this.down.set(address, ++this.marks);
  }

  /** Taken when a probe starts; a call that fails while the probe runs is newer news than the probe's "ready". */
  probeStarted(): number {
    return this.marks;
  }

  /** Back in the rotation, unless it was marked down after `probeStartedAt`. */
  markUp(address: string, probeStartedAt: number): void {
    if ((this.down.get(address) ?? 0) <= probeStartedAt) this.down.delete(address);
  }
}

export type UpstreamPools = Record<ServiceName, UpstreamPool>;

export function upstreamPools(upstreams: ServiceUpstreams): UpstreamPools {
  return Object.fromEntries(
    serviceNames.map((service) => [service, new UpstreamPool(upstreams[service])]),
  ) as UpstreamPools;
}
