import type {
  AdminActionInput,
  AdminArticle,
  AdminArticlePage,
  ArticleInput,
  ArticlePublishInput,
} from '@easel/contracts';
import { adminApi } from '../../app/admin-api';

const ARTICLES = 'Articles';

const magazineApi = adminApi.enhanceEndpoints({ addTagTypes: [ARTICLES] }).injectEndpoints({
  endpoints: (build) => ({
    articles: build.query<AdminArticlePage, { page: number }>({
      query: ({ page }) => `admin/magazine/articles?page=${page}`,
      providesTags: [ARTICLES],
    }),
    article: build.query<AdminArticle, string>({
      query: (id) => `admin/magazine/articles/${encodeURIComponent(id)}`,
      providesTags: [ARTICLES],
    }),
    writeArticle: build.mutation<AdminArticle, ArticleInput>({
      query: (body) => ({ url: 'admin/magazine/articles', method: 'POST', body }),
      invalidatesTags: [ARTICLES],
    }),
    editArticle: build.mutation<AdminArticle, ArticleInput & { id: string }>({
      query: ({ id, ...body }) => ({ url: `admin/magazine/articles/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: [ARTICLES],
    }),
    publishArticle: build.mutation<AdminArticle, ArticlePublishInput & { id: string }>({
      query: ({ id, ...body }) => ({
        url: `admin/magazine/articles/${encodeURIComponent(id)}/publish`,
        method: 'POST',
        body,
      }),
      invalidatesTags: [ARTICLES],
    }),
    unpublishArticle: build.mutation<AdminArticle, AdminActionInput & { id: string }>({
      query: ({ id, ...body }) => ({
        url: `admin/magazine/articles/${encodeURIComponent(id)}/unpublish`,
        method: 'POST',
        body,
      }),
      invalidatesTags: [ARTICLES],
    }),
  }),
});

export const {
  useArticlesQuery,
  useArticleQuery,
  useWriteArticleMutation,
  useEditArticleMutation,
  usePublishArticleMutation,
  useUnpublishArticleMutation,
} = magazineApi;
