import { profileChangedInput } from '@easel/contracts/src/profile-changed';
import { parseInput } from '@easel/service-kit';
import { Router } from 'express';
import type { CommentAuthors } from '../../data-access/comment-authors';

/** identity's relay (user.profile-changed), holding the service credential: a person's new name, avatar or slug on their comments. */
export function authorProfileRoutes(authors: CommentAuthors): Router {
  return Router().put('/internal/people/:id/profile', async (req, res) => {
    res.json({ applied: await authors.follow(req.params.id, parseInput(profileChangedInput, req.body)) });
  });
}
