import { createApi } from '@reduxjs/toolkit/query/react';
import { easelBaseQuery } from '@easel/store';

/** The shell's account calls (ARCHITECTURE §6); each call's file adds itself with accountApi.injectEndpoints. */
export const accountApi = createApi({ reducerPath: 'accountApi', baseQuery: easelBaseQuery, endpoints: () => ({}) });
