import { profileInput, becomeArtistInput } from '@easel/contracts';
import { bodyOf, caller, parseInput } from '@easel/service-kit';
import { Router, type RequestHandler } from 'express';
import { becomeArtist } from '../../domain/become-artist';
import type { IdentityDeps } from '../../domain/identity-deps';
import { loadUser, updateProfile } from '../../domain/user-profile';

export function userRoutes(deps: IdentityDeps, signedIn: RequestHandler[]): Router {
  const router = Router();

  router.get('/user/me', ...signedIn, async (req, res) => {
    res.json(await loadUser(deps, caller(req).sub));
  });

  router.put('/user/profile', ...signedIn, async (req, res) => {
    res.json(await updateProfile(deps, caller(req).sub, parseInput(profileInput, bodyOf(req))));
  });

  router.post('/user/become-artist', ...signedIn, async (req, res) => {
    const { artistName } = parseInput(becomeArtistInput, bodyOf(req));
    res.json(await becomeArtist(deps, caller(req), artistName));
  });

  return router;
}
