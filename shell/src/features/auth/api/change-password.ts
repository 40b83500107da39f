import type { MessageAnswer } from '@easel/contracts';
import { accountApi } from './account-api';

/** The answer carries a fresh token: the password change refuses every earlier one, the caller's too. */
interface PasswordChanged extends MessageAnswer {
  token: string;
}

const changePasswordApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<PasswordChanged, { oldPassword: string; newPassword: string }>({
      query: (body) => ({ url: '/auth/change-password', method: 'POST', body }),
      extraOptions: { toastFallback: 'Could not change your password, please try again' },
    }),
  }),
});

export const { useChangePasswordMutation } = changePasswordApi;
