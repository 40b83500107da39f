import { Router } from 'express';
import type { ArtistContext } from '../../service';

/** Artist pages, messages and the rest arrive in later work; health checks come from the kit. */
export function artistRoutes(_ctx: ArtistContext): Router {
  return Router();
}
