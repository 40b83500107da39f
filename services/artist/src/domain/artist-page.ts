/** An artist's public page: the words and colours around their gallery. */
export interface ArtistPage {
  userId: string;
  slug: string;
  about: string;
  aboutImg: string | null;
  colours: { primary: string; secondary: string; background: string };
}

/** A visitor's message to an artist, kept for the artist's inbox. */
export interface ArtistMessage {
  artistSlug: string;
  fromEmail: string;
  message: string;
  createdAt: Date;
  readAt: Date | null;
}
