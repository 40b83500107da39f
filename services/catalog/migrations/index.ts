import type { Migration } from '@easel/service-kit';
import { createArtworks } from './001-artworks';
import { createMedia } from './002-media';
import { addArtworkSearch } from './003-artwork-search';
import { createArtworkViews } from './004-artwork-views';
import { createArticles } from './005-articles';
import { createOutbox } from './006-outbox';
import { addPictureShapes } from './007-picture-shapes';
import { createPulseBadges } from './008-pulse-badges';
import { addArtworkModeration } from './009-artwork-moderation';
import { addArticlePublishing } from './010-article-publishing';
import { addSearchIndexes } from './011-search-indexes';
import { addCatalogVersion } from './012-catalog-version';
import { addArtworkWords } from './013-artwork-words';

export const migrations: Migration[] = [
  createArtworks,
  createMedia,
  addArtworkSearch,
  createArtworkViews,
  createArticles,
  createOutbox,
  addPictureShapes,
  createPulseBadges,
  addArtworkModeration,
  addArticlePublishing,
  addSearchIndexes,
  addCatalogVersion,
  addArtworkWords,
];
