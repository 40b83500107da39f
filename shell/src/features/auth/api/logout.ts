import type { MessageAnswer } from '@easel/contracts';
import { accountApi } from './account-api';

const logoutApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    // Signing out goes ahead whatever the server says, so a failure stays quiet. The server ends the session named by
    // the token, even an expired one, or else by the refresh cookie (sent with credentials), and clears the cookie.
    // The token is given: the page has already forgotten it (signingOut).
    logout: build.mutation<MessageAnswer, string | null>({
      query: (token) => ({
        url: '/auth/logout',
        method: 'POST',
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      }),
      extraOptions: { toast: false, renew: false },
    }),
  }),
});

export const { useLogoutMutation } = logoutApi;
