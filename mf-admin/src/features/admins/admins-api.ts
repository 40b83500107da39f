import type { AdminChangeInput, AdminListItem, AdminsAnswer, NewAdminAnswer, NewAdminInput } from '@easel/contracts';
import { adminApi } from '../../app/admin-api';

export type AdminAction = 'disable' | 'enable' | 'reset-second-factor';

const adminsApi = adminApi.enhanceEndpoints({ addTagTypes: ['Admins'] }).injectEndpoints({
  endpoints: (build) => ({
    admins: build.query<AdminsAnswer, number>({
      query: (page) => `admin/admins?page=${page}`,
      providesTags: ['Admins'],
    }),
    inviteAdmin: build.mutation<NewAdminAnswer, NewAdminInput>({
      query: (body) => ({ url: 'admin/admins', method: 'POST', body }),
      invalidatesTags: ['Admins'],
      extraOptions: { toast: false },
    }),
    changeAdmin: build.mutation<{ admin: AdminListItem }, AdminChangeInput & { id: string }>({
      query: ({ id, ...body }) => ({ url: `admin/admins/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Admins'],
      extraOptions: { toast: false },
    }),
    actOnAdmin: build.mutation<{ admin: AdminListItem }, { id: string; action: AdminAction; reason: string }>({
      query: ({ id, action, reason }) => ({ url: `admin/admins/${id}/${action}`, method: 'POST', body: { reason } }),
      invalidatesTags: ['Admins'],
      extraOptions: { toast: false },
    }),
  }),
});

export const { useAdminsQuery, useInviteAdminMutation, useChangeAdminMutation, useActOnAdminMutation } = adminsApi;
