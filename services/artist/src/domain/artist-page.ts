import type { NamedGallery, PageColours } from '@easel/contracts';

/** An artist's public page: the words, logo, colours and galleries around their works; keyed by the artist's user id. */
export interface ArtistPage {
  userId: string;
  about: string;
  aboutImg: string | null;
  logo: string | null;
  colours: PageColours | null;
  galleries: NamedGallery[];
  otherWorks: string[];
}

/** A visitor's message to an artist, kept for the artist's inbox. */
export interface ArtistMessage {
  artistSlug: string;
  fromEmail: string;
  message: string;
  createdAt: Date;
  readAt: Date | null;
}
