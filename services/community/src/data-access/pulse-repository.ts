import type { Db } from '@easel/service-kit';
import type { PulseEntry, PulsePlace } from '../domain/pulse-ranking';

/** A week as its Monday, YYYY-MM-DD, whatever the driver makes of dates. */
const WEEK_TEXT = "to_char(week, 'YYYY-MM-DD')";

/** A week's stored ranking, its state (voting switch, final mark), and the list of ranked weeks. */
export function createPulseRepository(db: Db) {
  return {
    /** The whole ranking of a week is replaced at once: a reader sees the old rows or the new, never half. */
    async replaceWeek(week: string, entries: PulseEntry[]): Promise<void> {
      await db('pulse_weeks').where({ week }).delete();
      const rows = entries.map((e) => ({ week, art_slug: e.artSlug, position: e.position, votes: e.votes }));
      for (let i = 0; i < rows.length; i += 500) await db('pulse_weeks').insert(rows.slice(i, i + 500));
    },
    async week(week: string): Promise<PulseEntry[]> {
      const rows: { art_slug: string; position: number; votes: number }[] = await db('pulse_weeks')
        .where({ week })
        .orderBy('position')
        .select('art_slug', 'position', 'votes');
      return rows.map((row) => ({ artSlug: row.art_slug, position: row.position, votes: row.votes }));
    },
    async entry(week: string, artSlug: string): Promise<PulseEntry | undefined> {
      const row: { position: number; votes: number } | undefined = await db('pulse_weeks')
        .where({ week, art_slug: artSlug })
        .first('position', 'votes');
      return row && { artSlug, position: row.position, votes: row.votes };
    },
    async featured(week: string, top: number): Promise<PulsePlace[]> {
      const rows: { art_slug: string; position: number }[] = await db('pulse_weeks')
        .where({ week })
        .where('position', '<=', top)
        .orderBy('position')
        .select('art_slug', 'position');
      return rows.map((row) => ({ slug: row.art_slug, position: row.position }));
    },
    /** Newest first: the weeks that have a ranking. */
    async weeks(): Promise<{ week: string; final: boolean }[]> {
      const rows: { week: string; final: boolean | null }[] = await db('pulse_weeks as p')
        .leftJoin('pulse_week_states as s', 's.week', 'p.week')
        .distinct(db.raw("to_char(p.week, 'YYYY-MM-DD') as week"), 's.final')
        .orderBy('week', 'desc');
      return rows.map((row) => ({ week: row.week, final: row.final === true }));
    },
    /** Weeks before `week` with votes or a ranking that were not ranked one last time yet. */
    async unfinishedBefore(week: string): Promise<string[]> {
      const rows: { week: string }[] = await db
        .select(db.raw(`${WEEK_TEXT} as week`))
        .from(db.raw('(select week from pulse_weeks union select week from votes) as w'))
        .where('week', '<', week)
        .whereNotExists(db('pulse_week_states as s').whereRaw('s.week = w.week').where('s.final', true))
        .orderBy('week');
      return rows.map((row) => row.week);
    },
    async state(week: string): Promise<{ votingOpen: boolean; final: boolean }> {
      const row: { voting_open: boolean; final: boolean } | undefined = await db('pulse_week_states')
        .where({ week })
        .first();
      return { votingOpen: row?.voting_open ?? true, final: row?.final ?? false };
    },
    async setVotingOpen(week: string, open: boolean): Promise<void> {
      await db('pulse_week_states').insert({ week, voting_open: open }).onConflict('week').merge(['voting_open']);
    },
    async markFinal(week: string): Promise<void> {
      await db('pulse_week_states').insert({ week, final: true }).onConflict('week').merge(['final']);
    },
  };
}

export type PulseRepository = ReturnType<typeof createPulseRepository>;
