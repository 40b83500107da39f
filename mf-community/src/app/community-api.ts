import { createApi } from '@reduxjs/toolkit/query/react';
import { easelBaseQuery } from '@easel/store';

/** mf-community's calls; features add theirs with communityApi.injectEndpoints. */
export const communityApi = createApi({
  reducerPath: 'communityApi',
  baseQuery: easelBaseQuery,
  endpoints: () => ({}),
});
