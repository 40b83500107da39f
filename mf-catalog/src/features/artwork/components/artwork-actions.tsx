import { useDispatch, useSelector } from 'react-redux';
import type { ArtworkDetail } from '@easel/contracts';
import {
  selectArtistBookmarks,
  selectBookmarks,
  toggleArtistBookmark,
  toggleBookmark,
  type EaselDispatch,
} from '@easel/store';
import { Button } from '@easel/ui';
import { copyLink } from '../copy-link';
import { MessageArtist } from './message-artist';

/**
 * The artwork's Bookmark and Copy Link, the artist's message, bookmark and copy link (spec §2).
 * Owners neither bookmark nor message themselves (spec §6).
 */
export function ArtworkActions({ art, own }: { art: ArtworkDetail; own: boolean }) {
  const dispatch = useDispatch<EaselDispatch>();
  const bookmarked = useSelector(selectBookmarks).includes(art.slug);
  const artistBookmarked = useSelector(selectArtistBookmarks).includes(art.user.slug);
  return (
    <div className="cat-actions">
      {!own && (
        <Button variant="secondary" aria-pressed={bookmarked} onClick={() => void dispatch(toggleBookmark(art.slug))}>
          {bookmarked ? 'Bookmarked' : 'Bookmark'}
        </Button>
      )}
      <Button variant="secondary" onClick={() => void copyLink(`/art/${art.slug}`)}>
        Copy Link
      </Button>
      {!own && <MessageArtist slug={art.user.slug} artistName={art.user.artistName} artSlug={art.slug} />}
      {!own && (
        <Button
          variant="secondary"
          aria-pressed={artistBookmarked}
          onClick={() => void dispatch(toggleArtistBookmark(art.user.slug))}
        >
          {artistBookmarked ? 'Artist bookmarked' : 'Bookmark artist'}
        </Button>
      )}
      <Button variant="secondary" onClick={() => void copyLink(`/artist/${art.user.slug}`)}>
        Copy artist link
      </Button>
    </div>
  );
}
