import { profileChangedInput, type ProfileChangedInput } from '@easel/contracts';
import { Router } from 'express';
import type { Knex } from 'knex';
import { z } from 'zod';
import { parseInput } from '../http/validate';
import { applyOnce } from '../outbox/apply-once';

/** A service's copies of a person's display fields (name, slug, avatar) brought up to date, in the transaction that records the event. */
export type FollowProfile = (trx: Knex.Transaction, personId: string, profile: ProfileChangedInput) => Promise<void>;

// Every copy is keyed by identity's user id, a uuid: another id is a caller's mistake, not a person with nothing to change.
const personId = z.uuid({ error: 'Person id must be a uuid' });

/**
 * PUT /internal/people/:id/profile, called by identity's relay on user.profile-changed (the /internal guard checks the
 * service credential). Once per event id: a redelivered change finds its id recorded, changes nothing and answers
 * {applied: false}. A person with nothing here to change is still {applied: true}.
 */
export function profileFollowerRoutes(db: Knex, follow: FollowProfile): Router {
  return Router().put('/internal/people/:id/profile', async (req, res) => {
    const id = parseInput(personId, req.params.id);
    const profile = parseInput(profileChangedInput, req.body);
    res.json({ applied: await applyOnce(db, profile.eventId, (trx) => follow(trx, id, profile)) });
  });
}
