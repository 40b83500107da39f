import type { Db } from '@easel/service-kit';
import { LRUCache } from 'lru-cache';

/** How many answers a replica keeps: every artwork page of a large catalog's busy part. */
const KEPT = 2_000;

/**
 * Answers built from the catalog's artworks and pictures, kept until either changes (migration 012 counts each change
 * in catalog_version). Each look-up reads that number first, so an answer is never older than the last change any
 * replica committed: an artist who edits a work sees the edit on the next page, whichever replica serves it.
 */
export function createUnchangedCache(db: Db) {
  const kept = new LRUCache<string, { version: string; value: unknown }>({ max: KEPT });
  const currentVersion = readsBegunAfterTheCall(async () =>
    String((await db('catalog_version').first('version')).version),
  );
  return {
    /** load()'s answer for key, or the one kept for it if nothing changed since (read before load, so a change during it counts). */
    async read<T>(key: string, load: () => Promise<T>): Promise<T> {
      const version = await currentVersion();
      const hit = kept.get(key);
      if (hit?.version === version) return hit.value as T;
      const value = await load();
      kept.set(key, { version, value });
      return value;
    },
  };
}

/**
 * `read`, shared by the calls that wait for it: a call gets the answer of a read begun after it was made, so it sees
 * every change committed before it. The calls made while a read is under way share the next one, begun once that read
 * has answered. A busy replica then reads once a round trip rather than once a call: at 16 connections, a look-up per
 * artwork page cost a third of the catalog's calls a second.
 */
export function readsBegunAfterTheCall<T>(read: () => Promise<T>): () => Promise<T> {
  let underWay: Promise<T> | undefined;
  let next: Promise<T> | undefined;
  const begin = () => {
    const reading = read();
    underWay = reading;
    const over = () => {
      if (underWay === reading) underWay = undefined;
    };
    reading.then(over, over);
    return reading;
  };
  return () => {
    if (!underWay) return begin();
    next ??= underWay
      .catch(() => undefined) // its failure is its own callers' to see
      .then(() => {
        next = undefined;
        return begin();
      });
    return next;
  };
}

export type UnchangedCache = ReturnType<typeof createUnchangedCache>;
