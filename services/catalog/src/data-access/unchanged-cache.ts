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
  const currentVersion = async () => String((await db('catalog_version').first('version')).version);
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

export type UnchangedCache = ReturnType<typeof createUnchangedCache>;
