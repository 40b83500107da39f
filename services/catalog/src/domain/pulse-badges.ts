import type { ArtworkCard } from '@easel/contracts';
import type { PulsePlace } from '../data-access/pulse-ranks';
import { toArtworkSummary } from './artwork-summary';
import type { CatalogDeps } from './catalog-deps';

/** Marks the cards that are in this week's Pulse, for their badge (issue: "Pulse badge for the top 10"). */
export async function withPulseBadges(deps: Pick<CatalogDeps, 'pulse'>, cards: ArtworkCard[]): Promise<ArtworkCard[]> {
  return cards.length === 0 ? cards : badged(cards, await deps.pulse.thisWeek());
}

export function badged(cards: ArtworkCard[], week: PulsePlace[]): ArtworkCard[] {
  const positions = new Map(week.map((place) => [place.slug, place.position]));
  return cards.map((card) => {
    const pulseRank = positions.get(card.slug);
    return pulseRank === undefined ? card : { ...card, pulseRank };
  });
}

/** GET /artworks/pulse: this week's featured artworks in Pulse order; empty when community does not answer. */
export async function pulseOfTheWeek(deps: Pick<CatalogDeps, 'pulse' | 'artworks'>): Promise<ArtworkCard[]> {
  const places = await deps.pulse.thisWeek();
  if (places.length === 0) return [];
  const { artworks } = await deps.artworks.list({
    sort: 'newest',
    limit: places.length,
    offset: 0,
    slugs: places.map((place) => place.slug),
  });
  const bySlug = new Map(artworks.map((art) => [art.slug, toArtworkSummary(art)]));
  // A featured artwork deleted since the vote simply drops out.
  return places.flatMap((place) => {
    const card = bySlug.get(place.slug);
    return card ? [{ ...card, pulseRank: place.position }] : [];
  });
}
