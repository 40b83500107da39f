import { fingerprintQuery } from '@easel/contracts';
import { caller, parseInput, requireAuth } from '@easel/service-kit';
import { Router } from 'express';
import { z } from 'zod';
import type { PulseDeps } from '../../domain/pulse-deps';
import { pulseWeek, pulseWeeks, standingOf } from '../../domain/pulse-standing';
import { toggleUpvote } from '../../domain/pulse-votes';
import { internalRoutes, weekParam } from './internal-routes';

const artSlug = z.string().trim().min(1, 'Artwork is required').max(200, 'Artwork ids must be at most 200 characters');
const standingQuery = fingerprintQuery.extend({ week: weekParam.optional() });

/** GET /pulse/art/:slug, POST /pulse/upvote/:slug, GET /pulse/weeks, GET /pulse/week/:week; the /internal Pulse routes. */
export function pulseRoutes(deps: PulseDeps): Router {
  return Router()
    .get('/pulse/art/:slug', async (req, res) => {
      const slug = parseInput(artSlug, req.params.slug);
      const { fp, week: asked } = parseInput(standingQuery, req.query);
      res.json(await standingOf(deps, slug, { userId: req.auth?.sub ?? null, fp: fp || null }, asked));
    })
    .post('/pulse/upvote/:slug', requireAuth, async (req, res) => {
      const slug = parseInput(artSlug, req.params.slug);
      const { fp } = parseInput(fingerprintQuery, req.query);
      res.json(await toggleUpvote(deps, { userId: caller(req).sub, fp: fp || null, artSlug: slug }));
    })
    .get('/pulse/weeks', async (_req, res) => {
      res.json(await pulseWeeks(deps));
    })
    .get('/pulse/week/:week', async (req, res) => {
      res.json(await pulseWeek(deps, parseInput(weekParam, req.params.week)));
    })
    .use(internalRoutes(deps));
}
