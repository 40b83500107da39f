import type { MediaType } from '@easel/contracts';
import type { EventWriter, Logger, Outbox } from '@easel/service-kit';
import type { ArticlesRepository } from '../data-access/articles-repository';
import type { ArtworkRepository } from '../data-access/artwork-repository';
import type { ArtworkSales } from '../data-access/artwork-sales';
import type { ArtworkSearch } from '../data-access/artwork-search';
import type { ArtworkViewWriter } from '../data-access/artwork-view-writer';
import type { ArtworkViewsRepository } from '../data-access/artwork-views-repository';
import type { ArtworkVocabulary } from '../data-access/artwork-vocabulary';
import type { IdentityDirectory } from '../data-access/identity-directory';
import type { ImageVariants, ProcessedImage } from '../data-access/image-processing';
import type { MediaRepository } from '../data-access/media-repository';
import type { NewArtworksPerWeek } from '../data-access/new-artworks-per-week';
import type { OwnerArtworks } from '../data-access/owner-artworks';
import type { PulseRanks } from '../data-access/pulse-ranks';
import type { UnchangedCache } from '../data-access/unchanged-cache';
import type { MediaStorage } from './media-storage';
import type { Uploads } from './upload-allowance';

/** What a change sees inside one transaction: the artworks, and the events that commit with it. */
interface CatalogTransaction {
  artworks: ArtworkRepository;
  events: EventWriter;
}

/** Everything the catalog's rules and routes work with; built once per service in src/deps.ts. */
export interface CatalogDeps {
  artworks: ArtworkRepository;
  /** commerce's reads and sale marks (internal routes) */
  sales: ArtworkSales;
  inTransaction<T>(work: (tx: CatalogTransaction) => Promise<T>): Promise<T>;
  /** catalog's events, delivered by its relay (the service's job) */
  outbox: Outbox;
  search: ArtworkSearch;
  /** the media and styles in use, offered as suggestions */
  vocabulary: ArtworkVocabulary;
  views: ArtworkViewsRepository;
  /** the artwork page's views, stored behind its answer */
  viewWriter: ArtworkViewWriter;
  /** the admin area's reads: an account's works, and the dashboard's new works per week */
  ownerArtworks: OwnerArtworks;
  newArtworksPerWeek: NewArtworksPerWeek;
  media: MediaRepository;
  articles: ArticlesRepository;
  storage: MediaStorage;
  /** an uploaded picture decoded and encoded again; throws UnreadableImageError when it is no picture */
  reencodeImage(file: string, type: MediaType): Promise<ProcessedImage>;
  variants: ImageVariants;
  identity: IdentityDirectory;
  pulse: PulseRanks;
  /** answers kept until an artwork or picture changes, on any replica */
  unchanged: UnchangedCache;
  uploads: Uploads;
  /** where uploads land while they are checked */
  incomingFolder: string;
  logger: Logger;
}
