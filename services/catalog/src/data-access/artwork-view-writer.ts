import type { Logger } from '@easel/service-kit';
import type { ArtworkView, ArtworkViewsRepository } from './artwork-views-repository';

/** How many views may wait for the database before new ones are dropped (the database is down or stuck). */
const MAX_WAITING = 10_000;

export interface ArtworkViewWriter {
  /** Queues the view and returns at once: a page never waits for its view to be stored. */
  record(view: ArtworkView): void;
  /** Resolves when every view queued so far is stored or given up: before the service stops, and in tests. */
  flushed(): Promise<void>;
}

/**
 * Views are written behind the page. The views that arrive while an insert runs go together in the next one, so a busy
 * page costs the database one insert per round trip, not one per visitor. A failed insert is logged and its views are
 * lost: a count never costs a visitor the page. A queue and a loop, so written here rather than taken from a library.
 */
export function createArtworkViewWriter(
  views: Pick<ArtworkViewsRepository, 'recordMany'>,
  logger: Logger,
  maxWaiting = MAX_WAITING,
): ArtworkViewWriter {
  let waiting: ArtworkView[] = [];
  let dropped = 0;
  let writing: Promise<void> | undefined;

  async function writeWaiting() {
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      try {
        await views.recordMany(batch);
      } catch (error) {
        logger.warn({ err: error, views: batch.length }, 'artwork views not recorded');
      }
      if (dropped > 0) logger.warn({ views: dropped }, 'artwork views dropped while the database was behind');
      dropped = 0;
    }
    writing = undefined;
  }

  return {
    record(view) {
      if (waiting.length >= maxWaiting) {
        dropped += 1;
        return;
      }
      waiting.push(view);
      writing ??= writeWaiting();
    },
    flushed: () => writing ?? Promise.resolve(),
  };
}
