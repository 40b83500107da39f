import type { MessageAnswer } from '@easel/contracts';
import { accountApi } from './account-api';

const logoutApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    // Signing out goes ahead whatever the server says, so a failure stays quiet. The server ends the session named by
    // the token, even an expired one, or else by the refresh cookie (sent with credentials), and clears the cookie.
    logout: build.mutation<MessageAnswer, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
      extraOptions: { toast: false, renew: false },
    }),
  }),
});

export const { useLogoutMutation } = logoutApi;
