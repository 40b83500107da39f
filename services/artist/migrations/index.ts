import type { Migration } from '@easel/service-kit';
import { createArtistPages } from './001-artist-pages';
import { createMessages } from './002-messages';

export const migrations: Migration[] = [createArtistPages, createMessages];
