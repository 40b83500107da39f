import { Router } from 'express';
import type { ArtistDeps } from '../../domain/artist-deps';

export function giftCardRoutes(_deps: ArtistDeps): Router {
  return Router();
}
