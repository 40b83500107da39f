import type { User } from '@easel/contracts';
import { userUpdated } from '@easel/store';
import { catalogApi } from '../../../app/catalog-api';

const currentUserApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    currentUser: build.query<User, void>({
      query: () => '/user/me',
      extraOptions: { toast: false },
      keepUnusedDataFor: 0,
    }),
  }),
});

interface Lifecycle {
  dispatch: (action: unknown) => unknown;
  queryFulfilled: Promise<unknown>;
}

/**
 * After a publish or a delete the artist's artwork count has changed (spec §3 count; four unlock gift cards and the
 * newsletter): the session's user is read again, so every remote sees the new count.
 */
export async function refreshSessionUser(_arg: unknown, { dispatch, queryFulfilled }: Lifecycle): Promise<void> {
  try {
    await queryFulfilled;
  } catch {
    return; // the form shows the failure; nothing changed
  }
  const result = (await dispatch(
    currentUserApi.endpoints.currentUser.initiate(undefined, { forceRefetch: true, subscribe: false }),
  )) as {
    data?: User;
  };
  if (result.data) dispatch(userUpdated(result.data));
}
