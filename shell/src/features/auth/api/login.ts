import type { AuthAnswer, LoginInput } from '@easel/contracts';
import { accountApi } from './account-api';

const loginApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<AuthAnswer, LoginInput>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
      extraOptions: { toastFallback: 'Could not log in, please try again' },
    }),
  }),
});

export const { useLoginMutation } = loginApi;
