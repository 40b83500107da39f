/** A comment on an artwork; the author's name and avatar are copied in when it is written. */
export interface NewComment {
  artSlug: string;
  userId: string;
  userName: string;
  userAvatar: string | null;
  html: string;
  createdAt: Date;
}

/** One upvote: an account (its user id) for an artwork, in a week, with the browser's fingerprint it came from. */
export interface Vote {
  artSlug: string;
  voter: string;
  /** The browser it came from, when known. */
  fp?: string | null;
  week: string;
  createdAt: Date;
}
