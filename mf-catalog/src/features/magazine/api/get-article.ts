import type { Article } from '@easel/contracts';
import { catalogApi } from '../../../app/catalog-api';

const getArticleApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    getArticle: build.query<{ article: Article }, string>({
      query: (link) => `/magazine/${encodeURIComponent(link)}`,
      // 'Article not found' is a page state here, not a toast.
      extraOptions: { toast: false },
    }),
  }),
});

export const { useGetArticleQuery } = getArticleApi;
