import { commentsQuery, fingerprintQuery, newCommentInput, reportInput } from '@easel/contracts/src/community';
import { reportsQueueQuery } from '@easel/contracts/src/admin-moderation';
import { caller, createLimiter, NotFoundError, parseInput, requireAuth } from '@easel/service-kit';
import { Router, type Request } from 'express';
import { z } from 'zod';
import { createCommentsRepository } from '../../data-access/comments-repository';
import { createArtworkDirectory, createPeopleDirectory } from '../../data-access/neighbour-directories';
import { createPostingLocks } from '../../data-access/posting-locks';
import { createReportsRepository } from '../../data-access/reports-repository';
import type { CommentDeps } from '../../domain/comment-deps';
import {
  deleteComment,
  listComments,
  mentionable,
  postComment,
  POSTS_PER_MINUTE,
  toggleUpvote,
  UPVOTES_PER_MINUTE,
} from '../../domain/comments';
import { fileReport, REPORT_MISSING, REPORTED_COMMENT_MISSING, type ReportDeps } from '../../domain/reports';
import type { CommunityContext } from '../../service';

// Without a JSON body express leaves req.body undefined; an empty object lets each missing field name itself.
const bodyOf = (req: Request): Record<string, unknown> =>
  req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};

const mentionsQuery = z.object({
  q: z.string({ error: 'Search must be text' }).trim().max(50, 'Search must be at most 50 characters').default(''),
});
const recordId = (what: string) => z.uuid({ error: `${what} id must be a uuid` });

type CommentsDeps = CommentDeps & ReportDeps;

/** Comments, their votes and reports: the repositories, identity and catalog as read over /internal, and the per-account limits. */
function createCommentsDeps({ db, config, internal, logger, redis }: CommunityContext): CommentsDeps {
  return {
    comments: createCommentsRepository(db),
    reports: createReportsRepository(db),
    people: createPeopleDirectory(internal, config.IDENTITY_URL, logger),
    artworks: createArtworkDirectory(internal, config.CATALOG_URL, logger),
    postingLocks: createPostingLocks(redis),
    limits: {
      posting: createLimiter({
        redis,
        keyPrefix: 'community:comment-posts',
        points: POSTS_PER_MINUTE,
        durationSeconds: 60,
      }),
      upvoting: createLimiter({
        redis,
        keyPrefix: 'community:comment-upvotes',
        points: UPVOTES_PER_MINUTE,
        durationSeconds: 60,
      }),
    },
  };
}

const fpOf = (req: Request) => parseInput(fingerprintQuery, req.query).fp || null;

/** GET /artwork/get/comments/:slug, POST /artwork/comment/new, upvote, delete, mentions; POST /reports and the admin's queue. */
export function commentRoutes(ctx: CommunityContext): Router {
  const deps = createCommentsDeps(ctx);
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

  // The admin area's moderation (issue 14), over the private network: the queue, dismissing a report, deleting a comment.
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
