import { Router } from 'express';
import type { CommunityContext } from '../../service';

/** Comments, upvotes and the Weekly Pulse arrive in later work; health checks come from the kit. */
export function communityRoutes(_ctx: CommunityContext): Router {
  return Router();
}
