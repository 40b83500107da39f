import type { Db } from '@easel/service-kit';
import type { Vote } from '../domain/community';
import type { VoteTally } from '../domain/pulse-ranking';

export function createVotesRepository(db: Db) {
  return {
    async insertMany(votes: Vote[]): Promise<void> {
      const rows = votes.map((v) => ({ art_slug: v.artSlug, voter: v.voter, week: v.week, created_at: v.createdAt }));
      // Inserted in slices: one statement's bindings stay well below PostgreSQL's limit.
      for (let i = 0; i < rows.length; i += 500) await db('votes').insert(rows.slice(i, i + 500));
    },
    async tallies(week: string): Promise<VoteTally[]> {
      const rows = await db('votes')
        .where({ week })
        .groupBy('art_slug')
        .select('art_slug')
        .count<{ art_slug: string; n: string | number }[]>({ n: '*' });
      return rows.map((row) => ({ artSlug: row.art_slug, votes: Number(row.n) }));
    },
  };
}
