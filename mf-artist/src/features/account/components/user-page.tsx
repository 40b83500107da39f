import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate } from 'react-router-dom';
import { selectUser, userUpdated, type SessionRootState } from '@easel/store';
import { PageLink } from '@easel/ui';
import { useMyAccountQuery } from '../api/my-account';
import { AccountDetails } from './account-details';
import { ArtistTools } from './artist-tools';
import './account.css';

const worksCount = (count: number) => `${count} ${count === 1 ? 'artwork' : 'artworks'} published`;

/** /user (spec §2: the account page of every role but customer): details, the artist page and works count, and every tool. */
export function UserPage() {
  const user = useSelector((state: SessionRootState) => selectUser(state));
  const stored = useMyAccountQuery(undefined, { skip: !user, refetchOnMountOrArgChange: true });
  const dispatch = useDispatch();
  // The works count moves as artworks are published: the stored user (and so the header) catches up here, from a fresh
  // answer only (a cached one may predate a profile just saved).
  const fresh = stored.isFetching ? undefined : stored.data;
  useEffect(() => {
    if (fresh) dispatch(userUpdated(fresh));
  }, [fresh, dispatch]);

  // /user needs no login in the spec's route table: a visitor is shown the way in.
  if (!user)
    return (
      <section className="art-account">
        <h1>My account</h1>
        <p>
          <PageLink href="/login" className="art-link">
            Log in
          </PageLink>{' '}
          to see your account, or{' '}
          <PageLink href="/register" className="art-link">
            create one
          </PageLink>
          .
        </p>
      </section>
    );
  if (user.role === 'customer') return <Navigate to="/profile" replace />;
  return (
    <div className="art-account">
      <h1>My account</h1>
      <AccountDetails user={user}>
        {user.slug && (
          <div>
            <dt>Artist page</dt>
            <dd>
              <PageLink href={`/artist/${user.slug}`} className="art-link">
                /artist/{user.slug}
              </PageLink>
            </dd>
          </div>
        )}
        <div>
          <dt>Works</dt>
          <dd>{worksCount(user.count ?? 0)}</dd>
        </div>
      </AccountDetails>
      <ArtistTools user={user} />
    </div>
  );
}
