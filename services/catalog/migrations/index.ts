import type { Migration } from '@easel/service-kit';
import { createArtworks } from './001-artworks';
import { createMedia } from './002-media';

export const migrations: Migration[] = [createArtworks, createMedia];
