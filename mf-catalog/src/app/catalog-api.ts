import { createApi } from '@reduxjs/toolkit/query/react';
import { easelBaseQuery } from '@easel/store';

/** Every answer that shows artworks provides it (not the edit form); a publish, edit or delete invalidates it, so lists and pages refetch. */
export const ARTWORKS = 'Artworks';

/** mf-catalog's calls; features add theirs with catalogApi.injectEndpoints. */
export const catalogApi = createApi({
  reducerPath: 'catalogApi',
  baseQuery: easelBaseQuery,
  tagTypes: [ARTWORKS],
  endpoints: () => ({}),
});
