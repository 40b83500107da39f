/** The Weekly Pulse features the ten most voted artworks (spec §9). */
export const PULSE_FEATURED = 10;

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
