import { z } from 'zod';
import { adminReason } from './admin';
import type { PulseWeekAnswer } from './community';

/** GET /admin/pulse (and community's GET /internal/pulse/state): the running week, its voting switch, every ranked week. */
export interface AdminPulseState {
  week: string;
  votingOpen: boolean;
  /** Newest first; the running week is live, an ended week final. */
  weeks: { week: string; final: boolean }[];
}

/** GET /admin/pulse/weeks/:week: a week's whole ranking (the running week may have none yet). */
/** A week's ranking with each artwork's title (null when catalog no longer has it, or does not answer). */
export interface AdminPulseWeek extends Omit<PulseWeekAnswer, 'entries'> {
  entries: (PulseWeekAnswer['entries'][number] & { title: string | null })[];
}

/** PUT /admin/pulse/voting: open or close voting for the running week, and why. */
export const adminPulseVotingInput = z.object({
  open: z.boolean({ error: 'Open must be true or false' }),
  reason: adminReason,
});
export type AdminPulseVotingInput = z.infer<typeof adminPulseVotingInput>;

export const PULSE_BUSY = 'The Pulse is being ranked right now; please try again in a moment';
