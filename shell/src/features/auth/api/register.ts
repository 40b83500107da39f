import type { AuthAnswer, RegisterInput } from '@easel/contracts';
import { accountApi } from './account-api';

const registerApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<AuthAnswer, RegisterInput>({
      query: (body) => ({ url: '/auth/register', method: 'POST', body }),
      extraOptions: { toastFallback: 'Could not create your account, please try again' },
    }),
  }),
});

export const { useRegisterMutation } = registerApi;
