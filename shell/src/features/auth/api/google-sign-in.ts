import type { AuthAnswer } from '@easel/contracts';
import { accountApi } from './account-api';

const googleSignInApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    googleSignIn: build.mutation<AuthAnswer, { credential: string }>({
      query: (body) => ({ url: '/auth/google', method: 'POST', body }),
      extraOptions: { toastFallback: 'Google sign-in failed, please try again' },
    }),
  }),
});

export const { useGoogleSignInMutation } = googleSignInApi;
