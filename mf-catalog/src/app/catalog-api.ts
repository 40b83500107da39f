import { createApi } from '@reduxjs/toolkit/query/react';
import { easelBaseQuery } from '@easel/store';

/** mf-catalog's calls; features add theirs with catalogApi.injectEndpoints. */
export const catalogApi = createApi({ reducerPath: 'catalogApi', baseQuery: easelBaseQuery, endpoints: () => ({}) });
