import type { Db } from '@easel/service-kit';
import type { VocabularyAnswer } from '@easel/contracts';
import { visibleOnly } from './artwork-row';

/** Enough to choose from; a long tail of one-off words helps nobody. */
export const VOCABULARY_MAX = 50;

/** The media and styles the catalog's artworks use: what search and publishing offer as suggestions. */
export function createArtworkVocabulary(db: Db) {
  const typedIn = (column: string) =>
    db('artworks')
      .modify(visibleOnly)
      .select({ word: db.raw('btrim(??)', [column]) });
  // One word per spelling whatever its case, written as most artworks write it, most used first.
  const wordsIn = async (first: string, ...more: string[]) => {
    const typed = more.reduce((union, column) => union.unionAll(typedIn(column)), typedIn(first));
    const rows: { word: string }[] = await db
      .from(typed.as('typed'))
      .select(db.raw('mode() within group (order by word) as word'))
      .where('word', '<>', '')
      .groupByRaw('lower(word)')
      .orderByRaw('count(*) desc, lower(word)')
      .limit(VOCABULARY_MAX);
    return rows.map((row) => row.word);
  };
  return {
    async read(): Promise<VocabularyAnswer> {
      // A second medium is a medium too: search finds an artwork by either.
      const [media, styles] = await Promise.all([wordsIn('medium', 'medium2'), wordsIn('style')]);
      return { media, styles };
    },
  };
}

export type ArtworkVocabulary = ReturnType<typeof createArtworkVocabulary>;
