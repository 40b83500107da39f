import type { ArticleSummary } from '@easel/contracts';
import { catalogApi } from '../../../app/catalog-api';

const listArticlesApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    listArticles: build.query<{ articles: ArticleSummary[] }, void>({
      query: () => '/magazine',
      // The page shows its own error state; a toast would say it twice.
      extraOptions: { toast: false },
    }),
  }),
});

export const { useListArticlesQuery } = listArticlesApi;
