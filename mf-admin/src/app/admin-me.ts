import type { AdminProfile } from '@easel/contracts';
import { adminApi } from './admin-api';

const meApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminMe: build.query<{ admin: AdminProfile }, void>({ query: () => 'admin/me' }),
  }),
});

/** The signed-in admin with their role: the area shows only what that role may do. */
export const { useAdminMeQuery } = meApi;
