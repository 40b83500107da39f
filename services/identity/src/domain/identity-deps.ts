import type { DeviceCookies, EndedSession, EventWriter, Mailer, Outbox, TokenSigner } from '@easel/service-kit';
import type { BookmarksRepository } from '../data-access/bookmarks-repository';
import type { CredentialsRepository } from '../data-access/credentials-repository';
import type { GoogleIdTokens } from '../data-access/google-id-tokens';
import type { LoginThrottle } from '../data-access/login-throttle';
import type { PasswordResetsRepository } from '../data-access/password-resets-repository';
import type { PeopleDirectory } from '../data-access/people-directory';
import type { ProfileFollowers } from '../data-access/profile-followers';
import type { SessionsRepository } from '../data-access/sessions-repository';
import type { UsersRepository } from '../data-access/users-repository';

/** What a change sees inside one transaction: the reset links, and the events that commit with them. */
interface IdentityTransaction {
  resets: PasswordResetsRepository;
  events: EventWriter;
}

/** Everything the account rules work with; built once per service in src/deps.ts. */
export interface IdentityDeps {
  users: UsersRepository;
  credentials: CredentialsRepository;
  resets: PasswordResetsRepository;
  inTransaction<T>(work: (tx: IdentityTransaction) => Promise<T>): Promise<T>;
  /** identity's events, delivered by its relay (the service's job) */
  outbox: Outbox;
  sessions: SessionsRepository;
  /** The admin area's search, account view and suspension switch. */
  people: PeopleDirectory;
  /** Writes ended sessions to Redis, when there is one, for every service to refuse at once. */
  announceEnded(ended: EndedSession[]): Promise<void>;
  loginThrottle: LoginThrottle;
  /** Signs and reads the cookies of browsers that signed in before, whose failed logins count on their own. */
  devices: DeviceCookies;
  bookmarks: BookmarksRepository;
  /** catalog and community, told of a changed name, avatar or slug */
  profileFollowers: ProfileFollowers;
  signer: TokenSigner;
  mailer: Mailer;
  /** absent when GOOGLE_CLIENT_ID is not set */
  google?: GoogleIdTokens;
  site: { publicUrl: string; productName: string };
}
