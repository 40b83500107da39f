import type { Migration } from '@easel/service-kit';
import { createUsers } from './001-users';
import { createCredentials } from './002-credentials';
import { createPasswordResets } from './003-password-resets';
import { createBookmarks } from './004-bookmarks';
import { createRevokedTokens } from './005-revoked-tokens';
import { createOutbox } from './006-outbox';
import { createSessions } from './007-sessions';
import { createSlugHistory } from './008-slug-history';
import { addSuspensions } from './009-suspensions';
import { addArtistNameKey } from './010-artist-name-key';

/** In order; never reorder or edit a migration that has shipped, add a new one. */
export const migrations: Migration[] = [
  createUsers,
  createCredentials,
  createPasswordResets,
  createBookmarks,
  createRevokedTokens,
  createOutbox,
  createSessions,
  createSlugHistory,
  addSuspensions,
  addArtistNameKey,
];
