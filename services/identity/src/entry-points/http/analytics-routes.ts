import { slugsWindowInput, type BucketCountsAnswer } from '@easel/contracts';
import { bodyOf, parseInput } from '@easel/service-kit';
import { Router } from 'express';
import type { IdentityDeps } from '../../domain/identity-deps';

/** The artist service's analytics ask (with the service credential) how often an artist's works were saved, per day or week. */
export function analyticsRoutes(deps: Pick<IdentityDeps, 'bookmarks'>): Router {
  return Router().post('/internal/analytics/saves', async (req, res) => {
    const { slugs, ...window } = parseInput(slugsWindowInput, bodyOf(req));
    res.json({ counts: await deps.bookmarks.savesPer(slugs, window) } satisfies BucketCountsAnswer);
  });
}
