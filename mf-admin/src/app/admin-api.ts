import { createApi } from '@reduxjs/toolkit/query/react';
import { adminBaseQuery } from '@easel/store';

/** mf-admin's calls, with the admin token; features add theirs with adminApi.injectEndpoints. */
export const adminApi = createApi({ reducerPath: 'adminApi', baseQuery: adminBaseQuery, endpoints: () => ({}) });
