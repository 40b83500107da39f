/** An artwork as catalog has it now (catalog's GET /internal/artworks?slugs=…); commerce prices only from this. */
export interface CatalogArtwork {
  id: string;
  slug: string;
  title: string;
  description: string;
  featuredImage: string;
  medium: string;
  material: string;
  size: { width: number; height: number };
  /** what a buyer pays, in minor units: the discount price when there is one */
  salePriceMinor: number;
  currency: string;
  phidden: boolean;
  onSale: boolean;
  sold: boolean;
  /** false once the artist deleted it or took it down */
  published: boolean;
  allowOffers: boolean;
  owner: { id: string; slug: string; name: string };
}

/** Catalog's side of buying; throws a 503 (service-kit's ServiceUnavailableError) when catalog does not answer in time. */
export interface CatalogDirectory {
  /** The artworks catalog knows among `slugs`; an unknown slug is simply missing. */
  artworks(slugs: string[]): Promise<CatalogArtwork[]>;
  /** Marks the works sold (status 'Sold - Open for Commission'), once per event id. */
  markSold(slugs: string[], eventId: string): Promise<void>;
  /** Puts a cancelled order's works back on sale, once per event id. */
  markAvailable(slugs: string[], eventId: string): Promise<void>;
}

/** Who to write to about a sale or a request (identity's GET /internal/users/:id/contact). */
export interface ContactDirectory {
  /** undefined when identity no longer knows the user */
  contact(userId: string): Promise<{ email: string; name: string } | undefined>;
}
