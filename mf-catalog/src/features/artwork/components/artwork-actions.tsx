import { useDispatch, useSelector } from 'react-redux';
import type { ArtworkDetail } from '@easel/contracts/src/catalog';
import { selectArtistBookmarks, selectBookmarks, selectUser, toggleArtistBookmark, toggleBookmark, type EaselDispatch } from '@easel/store';
import { Button, notify } from '@easel/ui';

async function copyLink(path: string) {
  try {
    await navigator.clipboard.writeText(`${window.location.origin}${path}`);
    notify.success('Link copied to clipboard');
  } catch {
    notify.error('The link could not be copied');
  }
}

/** Bookmark and Copy Link for the artwork, bookmark and copy link for its artist (owners do not bookmark their own art). */
export function ArtworkActions({ art }: { art: ArtworkDetail }) {
  const dispatch = useDispatch<EaselDispatch>();
  const user = useSelector(selectUser);
  const bookmarked = useSelector(selectBookmarks).includes(art.slug);
  const artistBookmarked = useSelector(selectArtistBookmarks).includes(art.user.slug);
  const own = user?._id === art.user._id;
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
      {!own && (
        <Button variant="secondary" aria-pressed={artistBookmarked} onClick={() => void dispatch(toggleArtistBookmark(art.user.slug))}>
          {artistBookmarked ? 'Artist bookmarked' : 'Bookmark artist'}
        </Button>
      )}
      <Button variant="secondary" onClick={() => void copyLink(`/artist/${art.user.slug}`)}>
        Copy artist link
      </Button>
    </div>
  );
}
