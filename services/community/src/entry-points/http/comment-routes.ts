import { commentsQuery, fingerprintQuery, newCommentInput, reportInput, reportsQueueQuery } from '@easel/contracts';
import { bodyOf, caller, NotFoundError, parseInput, requireAuth } from '@easel/service-kit';
import { Router, type Request } from 'express';
import { z } from 'zod';
import type { CommentDeps } from '../../domain/comment-deps';
import { deleteComment, listComments, mentionable, postComment, toggleUpvote } from '../../domain/comments';
import { fileReport, REPORT_MISSING, REPORTED_COMMENT_MISSING, type ReportDeps } from '../../domain/reports';

const mentionsQuery = z.object({
  q: z.string({ error: 'Search must be text' }).trim().max(50, 'Search must be at most 50 characters').default(''),
});
const recordId = (what: string) => z.uuid({ error: `${what} id must be a uuid` });

const fpOf = (req: Request) => parseInput(fingerprintQuery, req.query).fp || null;

/** GET /artwork/get/comments/:slug, POST /artwork/comment/new, upvote, delete, mentions; POST /reports and the admin's queue. */
export function commentRoutes(deps: CommentDeps & ReportDeps): Router {
  const router = Router();

  router.get('/artwork/get/comments/:slug', async (req, res) => {
    const { skip, limit, fp } = parseInput(commentsQuery, req.query);
    res.json(
      await listComments(
        deps,
        String(req.params.slug),
        { skip, limit },
        { userId: req.auth?.sub ?? null, fp: fp || null },
      ),
    );
  });

  router.post('/artwork/comment/new', requireAuth, async (req, res) => {
    res.status(201).json(await postComment(deps, caller(req).sub, parseInput(newCommentInput, bodyOf(req))));
  });

  router.post('/artwork/comment/upvote/:artSlug/:commentId', requireAuth, async (req, res) => {
    res.json(
      await toggleUpvote(deps, String(req.params.artSlug), String(req.params.commentId), {
        userId: caller(req).sub,
        fp: fpOf(req),
      }),
    );
  });

  router.get('/artwork/comment/delete/:artSlug/:commentId', requireAuth, async (req, res) => {
    res.json(await deleteComment(deps, String(req.params.artSlug), String(req.params.commentId), caller(req).sub));
  });

  router.get('/artwork/comment/mentions/:artSlug', requireAuth, async (req, res) => {
    res.json(await mentionable(deps, String(req.params.artSlug), parseInput(mentionsQuery, req.query).q));
  });

  router.post('/reports', requireAuth, async (req, res) => {
    res.status(201).json(await fileReport(deps, caller(req).sub, parseInput(reportInput, bodyOf(req))));
  });

  // The admin area's moderation, over the private network: the queue, dismissing a report, deleting a comment.
  router.get('/internal/reports', async (req, res) => {
    res.json(await deps.reports.list(parseInput(reportsQueueQuery, req.query)));
  });

  router.put('/internal/reports/:id/resolved', async (req, res) => {
    const resolved = await deps.reports.resolve(parseInput(recordId('Report'), req.params.id));
    if (!resolved) throw new NotFoundError(REPORT_MISSING);
    res.json(resolved);
  });

  router.put('/internal/comments/:id/deleted', async (req, res) => {
    const removed = await deps.reports.removeComment(parseInput(recordId('Comment'), req.params.id));
    if (!removed) throw new NotFoundError(REPORTED_COMMENT_MISSING);
    res.json(removed);
  });

  return router;
}
