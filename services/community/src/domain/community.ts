/** A comment on an artwork; the author's name and avatar are copied in when it is written. */
export interface NewComment {
  artSlug: string;
  userId: string;
  userName: string;
  userAvatar: string | null;
  html: string;
  createdAt: Date;
}

/** One upvote: a voter (user id or visitor fingerprint) for an artwork, in a week. */
export interface Vote {
  artSlug: string;
  voter: string;
  week: string;
  createdAt: Date;
}
