import { Router } from 'express';
import type { ArtistDeps } from '../../domain/artist-deps';

export function newsletterRoutes(_deps: ArtistDeps): Router {
  return Router();
}
