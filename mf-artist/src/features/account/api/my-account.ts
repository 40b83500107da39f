import type { User } from '@easel/contracts';
import { artistApi } from '../../../app/artist-api';

/** identity's GET /user/me: the account as stored now (its works count may have moved since the session began). */
const myAccountApi = artistApi.injectEndpoints({
  endpoints: (build) => ({
    myAccount: build.query<User, void>({
      query: () => '/user/me',
      extraOptions: { toast: false },
    }),
  }),
});

export const { useMyAccountQuery } = myAccountApi;
