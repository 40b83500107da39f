import { createApi } from '@reduxjs/toolkit/query/react';
import { easelBaseQuery } from '@easel/store';

/** mf-artist's calls; features add theirs with artistApi.injectEndpoints. */
export const artistApi = createApi({ reducerPath: 'artistApi', baseQuery: easelBaseQuery, endpoints: () => ({}) });
