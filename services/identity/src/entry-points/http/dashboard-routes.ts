import { weeklySinceQuery, type WeeklyCountsAnswer } from '@easel/contracts/src/admin-dashboard';
import { fromUtcDay, parseInput, timeBucket, type Db } from '@easel/service-kit';
import { Router } from 'express';

/** The admin dashboard asks (with the service credential) how many accounts were opened per week, counted by PostgreSQL. */
export function dashboardRoutes(db: Db): Router {
  return Router().get('/internal/dashboard/new-users', async (req, res) => {
    const { since } = parseInput(weeklySinceQuery, req.query);
    const rows: { bucket: string; n: string | number }[] = await db('users')
      .select(timeBucket(db, 'week', 'created_at'), db.raw('count(*) as n'))
      .where(fromUtcDay(db, 'created_at', since))
      .groupBy('bucket')
      .orderBy('bucket');
    res.json({ weeks: rows.map((row) => ({ week: row.bucket, count: Number(row.n) })) } satisfies WeeklyCountsAnswer);
  });
}
