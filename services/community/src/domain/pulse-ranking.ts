/** The Weekly Pulse features the ten most voted artworks (spec §9). */
const PULSE_FEATURED = 10;

export interface VoteTally {
  artSlug: string;
  votes: number;
}

export interface PulseEntry extends VoteTally {
  position: number;
}

/** Most votes first; ties go to the slug that sorts first, so a ranking never changes between runs. */
export function rankByVotes(tallies: VoteTally[], top = PULSE_FEATURED): PulseEntry[] {
  return [...tallies]
    .sort((a, b) => b.votes - a.votes || a.artSlug.localeCompare(b.artSlug))
    .slice(0, top)
    .map((tally, i) => ({ ...tally, position: i + 1 }));
}

/** An artwork's place in a week's Pulse with its neighbours, for the arrows on its page; undefined when not ranked. */
export function placeIn(entries: PulseEntry[], artSlug: string): { position: number; prevSlug: string | null; nextSlug: string | null } | undefined {
  const byPosition = [...entries].sort((a, b) => a.position - b.position);
  const index = byPosition.findIndex((entry) => entry.artSlug === artSlug);
  if (index < 0) return undefined;
  return {
    position: (byPosition[index] as PulseEntry).position,
    prevSlug: byPosition[index - 1]?.artSlug ?? null,
    nextSlug: byPosition[index + 1]?.artSlug ?? null,
  };
}
