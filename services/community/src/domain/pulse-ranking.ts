import { createHash } from 'node:crypto';
import { PULSE_FEATURED } from '@easel/contracts';

/** An artwork's votes in a week, and when the last of them was cast (ties go to the earlier). */
export interface VoteTally {
  artSlug: string;
  votes: number;
  lastVoteAt: Date;
}

export interface PulseEntry {
  artSlug: string;
  position: number;
  votes: number;
}

export interface PulsePlace {
  slug: string;
  position: number;
}

/** A fresh order for each week, the same on every run of that week: every unvoted artwork gets its turn near the top. */
const weeklyDraw = (week: string, artSlug: string) => createHash('md5').update(`${week}:${artSlug}`).digest('hex');

/**
 * A week's whole ranking: every candidate, plus any voted artwork (one that has stopped being a candidate keeps its votes).
 * Most votes first; a tie goes to the artwork whose last vote came first. The unvoted follow in the week's draw.
 * The same candidates and votes always give the same rows, so ranking a week again changes nothing.
 */
export function rankWeek(week: string, candidates: string[], tallies: VoteTally[]): PulseEntry[] {
  const voted = [...tallies].sort(
    (a, b) =>
      b.votes - a.votes || a.lastVoteAt.getTime() - b.lastVoteAt.getTime() || a.artSlug.localeCompare(b.artSlug),
  );
  const votedSlugs = new Set(voted.map((tally) => tally.artSlug));
  const unvoted = [...new Set(candidates)]
    .filter((slug) => !votedSlugs.has(slug))
    .map((slug) => ({ slug, draw: weeklyDraw(week, slug) }))
    .sort((a, b) => a.draw.localeCompare(b.draw) || a.slug.localeCompare(b.slug));
  return [
    ...voted.map((t) => ({ artSlug: t.artSlug, votes: t.votes })),
    ...unvoted.map(({ slug }) => ({ artSlug: slug, votes: 0 })),
  ].map((entry, i) => ({ ...entry, position: i + 1 }));
}

/** The top of a ranking: the featured artworks that earn the badge. */
export const featuredOf = (entries: PulseEntry[]): PulsePlace[] =>
  entries
    .filter((entry) => entry.position <= PULSE_FEATURED)
    .map((entry) => ({ slug: entry.artSlug, position: entry.position }));

export const sameFeatured = (a: PulsePlace[], b: PulsePlace[]) =>
  a.length === b.length && a.every((place, i) => place.slug === b[i]?.slug && place.position === b[i]?.position);

/** An artwork's place in a week's Pulse with its neighbours, for the arrows on its page; undefined when not ranked. */
export function placeIn(
  entries: PulseEntry[],
  artSlug: string,
): { position: number; prevSlug: string | null; nextSlug: string | null } | undefined {
  const byPosition = [...entries].sort((a, b) => a.position - b.position);
  const index = byPosition.findIndex((entry) => entry.artSlug === artSlug);
  if (index < 0) return undefined;
  return {
    position: (byPosition[index] as PulseEntry).position,
    prevSlug: byPosition[index - 1]?.artSlug ?? null,
    nextSlug: byPosition[index + 1]?.artSlug ?? null,
  };
}
