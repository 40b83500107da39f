import type { VocabularyAnswer } from '@easel/contracts';
import { catalogApi } from '../../app/catalog-api';
import { MEDIUMS, STYLES } from '../artwork-vocabulary';

const vocabularyApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    // Suggestions only: a failure shows no toast, the fields offer the usual words instead.
    vocabulary: build.query<VocabularyAnswer, void>({
      query: () => '/artworks/vocabulary',
      extraOptions: { toast: false },
      keepUnusedDataFor: 600,
    }),
  }),
});

/** The media and styles the catalog uses, or the usual words while they load or when they cannot. */
export function useVocabulary(): VocabularyAnswer {
  const { data } = vocabularyApi.useVocabularyQuery();
  return { media: data?.media.length ? data.media : MEDIUMS, styles: data?.styles.length ? data.styles : STYLES };
}
