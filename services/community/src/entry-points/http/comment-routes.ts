import { Router } from 'express';
import type { CommunityContext } from '../../service';

/** GET /artwork/get/comments/:slug, POST /artwork/comment/new, upvote, delete, mentions; POST /reports. */
export function commentRoutes(_ctx: CommunityContext): Router {
  return Router();
}
