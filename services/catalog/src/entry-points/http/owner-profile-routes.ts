import { profileChangedInput } from '@easel/contracts/src/profile-changed';
import { parseInput } from '@easel/service-kit';
import { Router } from 'express';
import type { ArtworkOwners } from '../../data-access/artwork-owners';

/** identity's relay (user.profile-changed), holding the service credential: an artist's new name, avatar or slug on their artworks. */
export function ownerProfileRoutes(owners: ArtworkOwners): Router {
  return Router().put('/internal/people/:id/profile', async (req, res) => {
    res.json({ applied: await owners.follow(req.params.id, parseInput(profileChangedInput, req.body)) });
  });
}
