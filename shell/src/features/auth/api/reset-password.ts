import type { MessageAnswer } from '@easel/contracts';
import { accountApi } from './account-api';

const resetLinkPath = (id: string) => `/auth/reset-password/${encodeURIComponent(id)}`;

const resetPasswordApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    // The page itself says what is wrong with the link, so a refusal makes no toast.
    checkResetLink: build.query<MessageAnswer, string>({
      query: resetLinkPath,
      extraOptions: { toast: false },
    }),
    resetPassword: build.mutation<MessageAnswer, { id: string; password: string }>({
      query: ({ id, password }) => ({ url: resetLinkPath(id), method: 'POST', body: { password } }),
      extraOptions: { toastFallback: 'Could not reset your password, please try again' },
    }),
  }),
});

export const { useCheckResetLinkQuery, useResetPasswordMutation } = resetPasswordApi;
