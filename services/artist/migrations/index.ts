import type { Migration } from '@easel/service-kit';
import { createArtistPages } from './001-artist-pages';
import { createMessages } from './002-messages';
import { designArtistPages } from './003-artist-page-design';
import { createConversations } from './004-conversations';
import { createGiftCards } from './005-gift-cards';
import { createNewsletters } from './006-newsletters';
import { createOutbox } from './007-outbox';
import { addGiftCodeRefunds } from './008-gift-code-refunds';
import { addMessageArtworkImage } from './009-message-artwork-image';

/** In order; never reorder or edit a migration that has shipped, add a new one. */
export const migrations: Migration[] = [
  createArtistPages,
  createMessages,
  designArtistPages,
  createConversations,
  createGiftCards,
  createNewsletters,
  createOutbox,
  addGiftCodeRefunds,
  addMessageArtworkImage,
];
