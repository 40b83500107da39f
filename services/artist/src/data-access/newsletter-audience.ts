import type { ArtistFollower, ArtistFollowersPage } from '@easel/contracts';
import type { InternalClient } from '@easel/service-kit';
import { IdentityUnavailableError } from '../domain/errors';
import type { ArtistDirectory } from './artist-directory';

const IDENTITY_TIMEOUT_MS = 2000;

/** The signed-in artist as a newsletter needs them: the name it is signed with and the artworks that unlock it. */
export interface NewsletterArtist {
  id: string;
  slug: string;
  artistName: string;
  artworks: number;
}

/** identity's answers about an artist (by user id) and the users who bookmarked them; identity owns both. */
export function createNewsletterAudience(internal: InternalClient, identityUrl: string, artists: ArtistDirectory) {
  const base = identityUrl.replace(/\/$/, '');
  const ask = async (url: string) => {
    const answer = await internal.getJson(url, IDENTITY_TIMEOUT_MS);
    if (answer.status !== 200 && answer.status !== 404)
      throw new IdentityUnavailableError(`identity answered ${answer.status}`);
    return answer;
  };
  return {
    /** undefined when the user is no artist; throws IdentityUnavailableError when identity cannot say. */
    async artist(userId: string): Promise<NewsletterArtist | undefined> {
      const profile = await ask(`${base}/internal/users/${encodeURIComponent(userId)}`);
      const slug = profile.status === 200 ? (profile.body as { slug?: string | null }).slug : undefined;
      const card = slug ? await artists.find(slug) : undefined;
      if (!card) return undefined;
      const { count, artistName } = card as typeof card & { count?: number };
      return { id: userId, slug: card.slug, artistName: artistName || card.slug, artworks: Number(count ?? 0) };
    },

    /** Every follower, page by page (identity answers at most 500 a page). */
    async followers(artistId: string): Promise<ArtistFollower[]> {
      const all: ArtistFollower[] = [];
      let after: string | null = '';
      do {
        const { status, body } = await ask(
          `${base}/internal/artists/${encodeURIComponent(artistId)}/followers?after=${after}`,
        );
        if (status !== 200) return all;
        const page = body as ArtistFollowersPage;
        all.push(...page.followers);
        after = page.next;
      } while (after);
      return all;
    },
  };
}

export type NewsletterAudienceSource = ReturnType<typeof createNewsletterAudience>;
