import type { ArtistCard, ArtworkCard } from '@easel/contracts';
import { ArtistList } from '../../../shared/components/artist-list';

/** While GET /artists is unavailable, the artists of the newest artworks stand in, without a word about it. */
function artistsOf(artworks: ArtworkCard[]): ArtistCard[] {
  const seen = new Map<string, ArtistCard>();
  for (const art of artworks) {
    const known = seen.get(art.user.slug);
    if (known) known.count += 1;
    else
      seen.set(art.user.slug, {
        slug: art.user.slug,
        artistName: art.user.artistName,
        avatar: art.user.avatar,
        count: 1,
        featuredImage: art.featuredImage,
      });
  }
  return [...seen.values()];
}

/** The query the section shows, asked by the home page, which waits for it too before scrolling to an anchor below it. Six fill whole rows of six, three or two. */
export const FEATURED_ARTISTS = { limit: 6 };

interface FeaturedArtistsProps {
  answer: { data?: { artists: ArtistCard[] }; isError: boolean };
  fallbackFrom: ArtworkCard[];
}

export function FeaturedArtists({ answer: { data, isError }, fallbackFrom }: FeaturedArtistsProps) {
  const artists = data?.artists.length
    ? data.artists
    : isError
      ? artistsOf(fallbackFrom).slice(0, FEATURED_ARTISTS.limit)
      : [];
  if (!artists.length) return null;
  return (
    <section className="cat-home__section" aria-labelledby="cat-featured-artists">
      <h2 id="cat-featured-artists">Featured artists</h2>
      <ArtistList artists={artists} label="Featured artists" belowTheFold />
    </section>
  );
}
