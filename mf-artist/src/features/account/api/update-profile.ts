import type { ProfileInput, User } from '@easel/contracts';
import { artistApi } from '../../../app/artist-api';

/** identity's PUT /user/profile: answers the stored user as it is now. Its refusal is shown at the form, not as a toast. */
const updateProfileApi = artistApi.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<User, ProfileInput>({
      query: (body) => ({ url: '/user/profile', method: 'PUT', body }),
      extraOptions: { toast: false },
    }),
  }),
});

export const { useUpdateProfileMutation } = updateProfileApi;
