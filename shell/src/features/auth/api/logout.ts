import type { MessageAnswer } from '@easel/contracts';
import { accountApi } from './account-api';

const logoutApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    // Signing out goes ahead whatever the server says, so a failure stays quiet.
    logout: build.mutation<MessageAnswer, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
      extraOptions: { toast: false },
    }),
  }),
});

export const { useLogoutMutation } = logoutApi;
