import type { ReactNode } from 'react';
import type { User } from '@easel/contracts';
import { Avatar, PageLink } from '@easel/ui';

/** Who is signed in: picture, names, e-mail, Instagram, and the links to change them (no password link for Google accounts). */
export function AccountDetails({ user, children }: { user: User; children?: ReactNode }) {
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  return (
    <section className="art-account__card art-account__details" aria-label="Your details">
      <Avatar src={user.avatar} name={fullName} size={96} />
      <dl className="art-account__facts">
        <div>
          <dt>Name</dt>
          <dd>{fullName}</dd>
        </div>
        {user.artistName && (
          <div>
            <dt>Artist name</dt>
            <dd>{user.artistName}</dd>
          </div>
        )}
        <div>
          <dt>E-mail</dt>
          <dd>{user.email}</dd>
        </div>
        {user.instagram && (
          <div>
            <dt>Instagram</dt>
            <dd>{user.instagram}</dd>
          </div>
        )}
        {children}
      </dl>
      <p className="art-account__actions">
        <PageLink href="/edit/profile" className="art-account__button">
          Edit Profile
        </PageLink>
        {!user.google && (
          <PageLink href="/change-password" className="art-account__button art-account__button--quiet">
            Change Password
          </PageLink>
        )}
      </p>
    </section>
  );
}
