import { adminActionInput, reportsQueueQuery } from '@easel/contracts';
import { parseInput, bodyOf } from '@easel/service-kit';
import { Router, type Request } from 'express';
import { z } from 'zod';
import type { AdminDeps } from '../../domain/admin-deps';
import { deleteComment, dismissReport, moderationQueue, setArtworkHidden } from '../../domain/moderation';
import { actingAdmin, type AdminGuard, pathParam } from './admin-guard';

// A hide from the queue names the report it answers, which is then closed.
const hideInput = adminActionInput.extend({ reportId: z.uuid({ error: 'Report id must be a uuid' }).optional() });

const reasonOf = (req: Request) => parseInput(adminActionInput, bodyOf(req)).reason;

/** Moderation: the reports queue, hiding and restoring artworks, deleting comments, dismissing reports; each action asks why. */
export function moderationRoutes(deps: AdminDeps, can: AdminGuard): Router {
  return Router()
    .get('/admin/moderation/reports', ...can('moderation.read'), async (req, res) => {
      res.json(await moderationQueue(deps, parseInput(reportsQueueQuery, req.query)));
    })
    .post('/admin/moderation/artworks/:slug/hide', ...can('moderation.act'), async (req, res) => {
      const { reason, reportId } = parseInput(hideInput, bodyOf(req));
      res.json({
        artwork: await setArtworkHidden(deps, actingAdmin(res), {
          slug: pathParam(req, 'slug'),
          hidden: true,
          reason,
          reportId,
        }),
      });
    })
    .post('/admin/moderation/artworks/:slug/restore', ...can('moderation.act'), async (req, res) => {
      res.json({
        artwork: await setArtworkHidden(deps, actingAdmin(res), {
          slug: pathParam(req, 'slug'),
          hidden: false,
          reason: reasonOf(req),
        }),
      });
    })
    .post('/admin/moderation/comments/:id/delete', ...can('moderation.act'), async (req, res) => {
      res.json(await deleteComment(deps, actingAdmin(res), pathParam(req, 'id'), reasonOf(req)));
    })
    .post('/admin/moderation/reports/:id/dismiss', ...can('moderation.act'), async (req, res) => {
      res.json({ report: await dismissReport(deps, actingAdmin(res), pathParam(req, 'id'), reasonOf(req)) });
    });
}
