import type { MessageAnswer } from '@easel/contracts';
import { accountApi } from './account-api';

const resetPasswordApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    resetPassword: build.mutation<MessageAnswer, { id: string; password: string }>({
      query: ({ id, password }) => ({ url: `/auth/reset-password/${encodeURIComponent(id)}`, method: 'POST', body: { password } }),
      extraOptions: { toastFallback: 'Could not reset your password, please try again' },
    }),
  }),
});

export const { useResetPasswordMutation } = resetPasswordApi;
