import type { MentionAnswer } from '@easel/contracts';
import type { Limiter } from '@easel/service-kit';

/** A comment as stored, with its votes counted for one reader. */
export interface StoredComment {
  id: string;
  artSlug: string;
  userId: string;
  userName: string;
  userAvatar: string | null;
  userSlug: string | null;
  html: string;
  createdAt: Date;
  totalUpvotes: number;
  isUpvoted: boolean;
}

/** Who reads a list or votes: a signed-in user's id, and the browser's fingerprint when sent. */
export interface Reader {
  userId: string | null;
  fp: string | null;
}

export interface CommentsStore {
  /** Newest first, deleted ones left out. */
  page(artSlug: string, skip: number, limit: number, reader: Reader): Promise<StoredComment[]>;
  /** The comment when it is on that artwork and not deleted. */
  find(artSlug: string, commentId: string, reader: Reader): Promise<StoredComment | undefined>;
  insert(comment: Omit<StoredComment, 'id' | 'createdAt' | 'totalUpvotes' | 'isUpvoted'>): Promise<StoredComment>;
  /** Adds the reader's vote, or takes it back when there is one; answers whether it is now upvoted and the count. */
  toggleUpvote(
    commentId: string,
    voter: string,
    fp: string | null,
  ): Promise<{ isUpvoted: boolean; totalUpvotes: number }>;
  softDelete(commentId: string): Promise<void>;
  /** Distinct authors whose name holds `q`, this artwork's commenters first, then names starting with `q`. */
  authors(artSlug: string, q: string, limit: number): Promise<MentionAnswer['people']>;
}

/** identity's public profile of a user (GET /internal/users/:id). */
interface Author {
  name: string;
  avatar: string | null;
  slug: string | null;
}
export interface PeopleDirectory {
  /** undefined when identity no longer knows the user. */
  author(userId: string): Promise<Author | undefined>;
}

/** catalog's published artworks (GET /internal/artworks?slugs=). */
export interface ArtworkDirectory {
  /** undefined for an unknown or unpublished work; its artist otherwise. */
  artwork(slug: string): Promise<{ slug: string; owner: { id: string; slug: string; name: string } } | undefined>;
}

/** One submission at a time per account, across replicas when Redis is there. */
export interface PostingLocks {
  claim(userId: string): Promise<boolean>;
  release(userId: string): Promise<void>;
}

export interface CommentDeps {
  comments: CommentsStore;
  people: PeopleDirectory;
  artworks: ArtworkDirectory;
  postingLocks: PostingLocks;
  limits: { posting: Limiter; upvoting: Limiter };
}
