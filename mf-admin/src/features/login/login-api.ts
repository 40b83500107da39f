import type { AdminProfile, AdminLoginAnswer, AdminLoginInput, SecondFactorEnrolment } from '@easel/contracts';
import { adminApi } from '../../app/admin-api';

/** The set-up pass of an owner without a second factor, sent instead of the admin token (which they do not have yet). */
const withPass = (pass?: string) => (pass ? { headers: { Authorization: `Bearer ${pass}` } } : {});

// Refusals show beside the form that was sent, not as toasts.
const quiet = { toast: false };

const loginApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminLogin: build.mutation<AdminLoginAnswer, AdminLoginInput>({
      query: (body) => ({ url: 'admin/login', method: 'POST', body }),
      extraOptions: quiet,
    }),
    beginSecondFactor: build.mutation<SecondFactorEnrolment, { pass?: string }>({
      query: ({ pass }) => ({ url: 'admin/me/second-factor', method: 'POST', body: {}, ...withPass(pass) }),
      extraOptions: quiet,
    }),
    confirmSecondFactor: build.mutation<AdminLoginAnswer, { code: string; pass?: string }>({
      query: ({ code, pass }) => ({
        url: 'admin/me/second-factor/confirm',
        method: 'POST',
        body: { code },
        ...withPass(pass),
      }),
      extraOptions: quiet,
    }),
    turnOffSecondFactor: build.mutation<{ admin: AdminProfile }, { code: string; reason: string }>({
      query: (body) => ({ url: 'admin/me/second-factor/off', method: 'POST', body }),
      extraOptions: quiet,
    }),
  }),
});

export const {
  useAdminLoginMutation,
  useBeginSecondFactorMutation,
  useConfirmSecondFactorMutation,
  useTurnOffSecondFactorMutation,
} = loginApi;
