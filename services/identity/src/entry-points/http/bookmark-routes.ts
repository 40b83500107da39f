import { syncBookmarksInput, updateBookmarksInput, z } from '@easel/contracts';
import { bodyOf, caller, parseInput } from '@easel/service-kit';
import { Router, type RequestHandler } from 'express';
import { syncBookmarks, toggleBookmark, updateBookmarks } from '../../domain/bookmarks';
import type { IdentityDeps } from '../../domain/identity-deps';

const slugParam = z.string().trim().min(1, 'Slug is required').max(200, 'Slug must be at most 200 characters');

export function bookmarkRoutes(deps: IdentityDeps, signedIn: RequestHandler[]): Router {
  const router = Router();

  router.post('/user/sync-bookmarks', ...signedIn, async (req, res) => {
    res.json(await syncBookmarks(deps, caller(req).sub, parseInput(syncBookmarksInput, bodyOf(req))));
  });

  router.post('/user/update-bookmarks', ...signedIn, async (req, res) => {
    res.json(await updateBookmarks(deps, caller(req).sub, parseInput(updateBookmarksInput, bodyOf(req))));
  });

  router.post('/user/bookmark/:artSlug', ...signedIn, async (req, res) => {
    res.json(await toggleBookmark(deps, caller(req).sub, 'item', parseInput(slugParam, req.params.artSlug)));
  });

  // A GET that changes state, as the spec's client calls it (§7).
  router.get('/user/bookmark/artist/:artistSlug', ...signedIn, async (req, res) => {
    res.json(await toggleBookmark(deps, caller(req).sub, 'artist', parseInput(slugParam, req.params.artistSlug)));
  });

  return router;
}
