import type { MessageAnswer } from '@easel/contracts';
import { accountApi } from './account-api';

const forgotPasswordApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    forgotPassword: build.mutation<MessageAnswer, { email: string }>({
      query: (body) => ({ url: '/auth/forgot-password', method: 'POST', body }),
      extraOptions: { toastFallback: 'Could not send the reset link, please try again' },
    }),
  }),
});

export const { useForgotPasswordMutation } = forgotPasswordApi;
