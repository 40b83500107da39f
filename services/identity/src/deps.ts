import {
  announceEndedSessions,
  applyOnce,
  createMailer,
  createOutbox,
  createTokenSigner,
  deviceCookies,
  privateKeyFrom,
  type ServiceContext,
} from '@easel/service-kit';
import { createBookmarksRepository } from './data-access/bookmarks-repository';
import { createCredentialsRepository } from './data-access/credentials-repository';
import { createGoogleIdTokens, type GoogleCertSource } from './data-access/google-id-tokens';
import { createLoginThrottle } from './data-access/login-throttle';
import { createPasswordResetsRepository } from './data-access/password-resets-repository';
import { createPeopleDirectory } from './data-access/people-directory';
import { createSessionsRepository } from './data-access/sessions-repository';
import { createUsersRepository } from './data-access/users-repository';
import type { IdentityDeps } from './domain/identity-deps';
import { mailResetLink, PASSWORD_RESET_REQUESTED } from './domain/password-reset';
import { createProfileFollowers } from './data-access/profile-followers';
import { PROFILE_CHANGED, tellProfileChanged } from './domain/profile-changed';
import type { IdentityConfig } from './config';

/** The account rules' deps, and what the routes take from the context: the token checks, the logger, the database. */
export type ServiceDeps = IdentityDeps & Pick<ServiceContext<IdentityConfig>, 'db' | 'logger' | 'verifier'>;

export interface IdentityOptions {
  /** Where Google's signing keys come from; tests pass their own. */
  googleCerts?: GoogleCertSource;
}

/** Wires the repositories, outbox and its handlers, signer, mailer and Google verifier the account rules need. */
export async function createIdentityDeps(
  { config, db, logger, redis, internal, verifier }: ServiceContext<IdentityConfig>,
  options: IdentityOptions = {},
): Promise<ServiceDeps> {
  const outbox = createOutbox({ db, logger });
  const deps: ServiceDeps = {
    db,
    logger,
    verifier,
    users: createUsersRepository(db),
    credentials: createCredentialsRepository(db),
    resets: createPasswordResetsRepository(db),
    inTransaction: (work) =>
      db.transaction((trx) =>
        work({
          resets: createPasswordResetsRepository(trx),
          events: { write: (type, payload) => outbox.write(trx, type, payload) },
        }),
      ),
    outbox,
    sessions: createSessionsRepository(db),
    people: createPeopleDirectory(db),
    announceEnded: (ended) => announceEndedSessions(redis, ended, logger),
    loginThrottle: createLoginThrottle(redis, logger),
    devices: deviceCookies(internal.secret),
    bookmarks: createBookmarksRepository(db),
    profileFollowers: createProfileFollowers(internal, {
      catalog: config.CATALOG_URL,
      artist: config.ARTIST_URL,
      community: config.COMMUNITY_URL,
    }),
    signer: await createTokenSigner(privateKeyFrom(config)),
    mailer: createMailer({
      smtpUrl: config.SMTP_URL,
      dataDir: config.DATA_DIR,
      from: `${config.PRODUCT_NAME} <${config.SUPPORT_EMAIL}>`,
    }),
    google: config.GOOGLE_CLIENT_ID ? createGoogleIdTokens(config.GOOGLE_CLIENT_ID, options.googleCerts) : undefined,
    site: { publicUrl: config.PUBLIC_URL, productName: config.PRODUCT_NAME },
  };
  outbox.handle({
    // The event id commits only after the mail left, so a redelivery does not mail twice; a crash between the two does (at least once).
    // Its reads go through that transaction too: PGlite has a single connection.
    [PASSWORD_RESET_REQUESTED]: async (event) =>
      void (await applyOnce(db, event.id, (trx) =>
        mailResetLink({ ...deps, resets: createPasswordResetsRepository(trx) }, event),
      )),
    // Each follower applies it once per event id; a retry after one of them failed tells the other again, harmlessly.
    [PROFILE_CHANGED]: (event) => tellProfileChanged(deps, event),
  });
  return deps;
}
