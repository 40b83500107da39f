import path from 'node:path';
import { createOutbox, type Db, type ServiceContext } from '@easel/service-kit';
import { createArticlesRepository } from './data-access/articles-repository';
import { createArtworkRepository } from './data-access/artwork-repository';
import { createArtworkSales } from './data-access/artwork-sales';
import { createArtworkSearch } from './data-access/artwork-search';
import { createArtworkViewWriter } from './data-access/artwork-view-writer';
import { createArtworkViewsRepository } from './data-access/artwork-views-repository';
import { createArtworkVocabulary } from './data-access/artwork-vocabulary';
import { createIdentityDirectory, type IdentityDirectory } from './data-access/identity-directory';
import { createImageVariants, reencodeImage } from './data-access/image-processing';
import { createMediaRepository } from './data-access/media-repository';
import { createMediaStorage } from './data-access/media-storage';
import { createNewArtworksPerWeek } from './data-access/new-artworks-per-week';
import { createOwnerArtworks } from './data-access/owner-artworks';
import { createPulseRanks, type PulseRanks } from './data-access/pulse-ranks';
import { createUnchangedCache } from './data-access/unchanged-cache';
import { createUploadLimits } from './data-access/upload-limits';
import { ARTIST_ARTWORKS_CHANGED, tellArtworkCount } from './domain/artwork-count';
import type { CatalogDeps } from './domain/catalog-deps';
import { UPLOAD_ALLOWANCES, type UploadAllowance, type Uploader } from './domain/upload-allowance';
import type { CatalogConfig } from './config';

export interface CatalogOptions {
  /** Stand-ins for identity and community; tests may pass their own. */
  identity?: IdentityDirectory;
  pulse?: PulseRanks;
  /** Smaller allowances, so that tests reach a day's cap or a quota quickly. */
  uploadAllowances?: Record<Uploader, UploadAllowance>;
}

/** What the routes, the relay and the demo seed are handed: the rules' deps, with the database and the settings. */
export interface CatalogServiceDeps extends CatalogDeps {
  /** for the kit's outbox and profile-follower routes, and the demo seed's transaction */
  db: Db;
  config: CatalogConfig;
}

/** Wires the repositories, storage, outbox and the clients of other services that the catalog's rules need. */
export function createCatalogDeps(
  { config, db, logger, internal, redis }: ServiceContext<CatalogConfig>,
  options: CatalogOptions = {},
): CatalogServiceDeps {
  const outbox = createOutbox({ db, logger });
  const storage = createMediaStorage(config);
  const allowances = options.uploadAllowances ?? UPLOAD_ALLOWANCES;
  const views = createArtworkViewsRepository(db);
  const deps: CatalogServiceDeps = {
    db,
    config,
    artworks: createArtworkRepository(db),
    sales: createArtworkSales(db),
    inTransaction: (work) =>
      db.transaction((trx) =>
        work({
          artworks: createArtworkRepository(trx),
          events: { write: (type, payload) => outbox.write(trx, type, payload) },
        }),
      ),
    outbox,
    search: createArtworkSearch(db),
    vocabulary: createArtworkVocabulary(db),
    views,
    viewWriter: createArtworkViewWriter(views, logger),
    ownerArtworks: createOwnerArtworks(db),
    newArtworksPerWeek: createNewArtworksPerWeek(db),
    media: createMediaRepository(db),
    articles: createArticlesRepository(db),
    storage,
    reencodeImage,
    variants: createImageVariants(storage, path.join(config.DATA_DIR, 'media-variants')),
    identity: options.identity ?? createIdentityDirectory(internal, config.IDENTITY_URL, logger),
    pulse: options.pulse ?? createPulseRanks(db, internal, config.COMMUNITY_URL, logger),
    unchanged: createUnchangedCache(db),
    uploads: { allowances, limits: createUploadLimits(redis, allowances) },
    incomingFolder: path.join(config.DATA_DIR, 'media-incoming'),
    logger,
  };
  outbox.handle({ [ARTIST_ARTWORKS_CHANGED]: (event) => tellArtworkCount(deps, event) });
  return deps;
}
