import type { Db } from '@easel/service-kit';
import type { PulseEntry } from '../domain/pulse-ranking';

export function createPulseRepository(db: Db) {
  return {
    async saveWeek(week: string, entries: PulseEntry[]): Promise<void> {
      if (entries.length) await db('pulse_weeks').insert(entries.map((e) => ({ week, art_slug: e.artSlug, position: e.position, votes: e.votes })));
    },
    async week(week: string): Promise<PulseEntry[]> {
      const rows: { art_slug: string; position: number; votes: number }[] = await db('pulse_weeks').where({ week }).orderBy('position');
      return rows.map((row) => ({ artSlug: row.art_slug, position: row.position, votes: row.votes }));
    },
  };
}
