import { createApi } from '@reduxjs/toolkit/query/react';
import { easelBaseQuery } from '@easel/store';

/** mf-commerce's calls; features add theirs with commerceApi.injectEndpoints. */
export const commerceApi = createApi({ reducerPath: 'commerceApi', baseQuery: easelBaseQuery, endpoints: () => ({}) });
