import { slugsWindowInput, type BucketCountsAnswer } from '@easel/contracts';
import { bodyOf, parseInput } from '@easel/service-kit';
import { Router } from 'express';
import type { PulseDeps } from '../../domain/pulse-deps';

/** The artist service's analytics ask (with the service credential) for the likes of an artist's works, per day or week. */
export function analyticsRoutes(deps: Pick<PulseDeps, 'votes'>): Router {
  return Router().post('/internal/analytics/likes', async (req, res) => {
    const { slugs, ...window } = parseInput(slugsWindowInput, bodyOf(req));
    res.json({ counts: await deps.votes.likesPer(slugs, window) } satisfies BucketCountsAnswer);
  });
}
