import type { AnalyticsWindow, BucketCount } from '@easel/contracts';
import { fromUtcDay, timeBucket, type Db } from '@easel/service-kit';
import type { Vote } from '../domain/community';
import type { VoteTally } from '../domain/pulse-ranking';

/** Who is looking: the account when signed in, else the browser's fingerprint (either may be missing). */
export interface Voter {
  userId: string | null;
  fp: string | null;
}

export function createVotesRepository(db: Db) {
  const mine = (artSlug: string, week: string, { userId, fp }: Voter) =>
    db('votes')
      .where({ art_slug: artSlug, week })
      .where((q) => {
        if (userId) q.where('voter', userId);
        else if (fp) q.where('fp', fp);
        else q.whereRaw('false');
      });

  return {
    async insertMany(votes: Vote[]): Promise<void> {
      const rows = votes.map((v) => ({
        art_slug: v.artSlug,
        voter: v.voter,
        fp: v.fp ?? null,
        week: v.week,
        created_at: v.createdAt,
      }));
      // Inserted in slices: one statement's bindings stay well below PostgreSQL's limit.
      for (let i = 0; i < rows.length; i += 500) await db('votes').insert(rows.slice(i, i + 500));
    },
    async tallies(week: string): Promise<VoteTally[]> {
      const rows: { art_slug: string; n: string | number; last: Date | string }[] = await db('votes')
        .where({ week })
        .groupBy('art_slug')
        .select('art_slug', db.raw('count(*) as n'), db.raw('max(created_at) as last'));
      return rows.map((row) => ({ artSlug: row.art_slug, votes: Number(row.n), lastVoteAt: new Date(row.last) }));
    },
    /** The likes (upvotes) of each work (an artist's analytics), per day or week of voting, counted by PostgreSQL. */
    async likesPer(slugs: string[], { since, unit }: AnalyticsWindow): Promise<BucketCount[]> {
      if (slugs.length === 0) return [];
      const rows: { slug: string; bucket: string; n: string | number }[] = await db('votes')
        .select('art_slug as slug', timeBucket(db, unit, 'created_at'), db.raw('count(*) as n'))
        .whereIn('art_slug', slugs)
        .where(fromUtcDay(db, 'created_at', since))
        .groupBy('art_slug', 'bucket')
        .orderBy(['bucket', 'slug']);
      return rows.map((row) => ({ slug: row.slug, bucket: row.bucket, count: Number(row.n) }));
    },
    async count(artSlug: string, week: string): Promise<number> {
      const [row] = await db('votes').where({ art_slug: artSlug, week }).count<{ n: string | number }[]>({ n: '*' });
      return Number(row?.n ?? 0);
    },
    async hasVoted(artSlug: string, week: string, voter: Voter): Promise<boolean> {
      return Boolean(await mine(artSlug, week, voter).first('id'));
    },
    /** The account's vote is taken back when there is one, else cast; answers whether it now stands. */
    async toggle(vote: Vote): Promise<boolean> {
      // returning(): PGlite's driver answers a delete with an object, not a count.
      const removed = await db('votes')
        .where({ art_slug: vote.artSlug, voter: vote.voter, week: vote.week })
        .delete()
        .returning('id');
      if (removed.length) return false;
      // A double click's second insert meets the unique (art_slug, voter, week) and is ignored: one vote per account.
      await db('votes')
        .insert({
          art_slug: vote.artSlug,
          voter: vote.voter,
          fp: vote.fp ?? null,
          week: vote.week,
          created_at: vote.createdAt,
        })
        .onConflict(['art_slug', 'voter', 'week'])
        .ignore();
      return true;
    },
  };
}

export type VotesRepository = ReturnType<typeof createVotesRepository>;
