import {
  adminActionInput,
  adminPageQuery,
  ADMINS_PER_PAGE,
  adminChangeInput,
  newAdminInput,
  type AdminsAnswer,
  isUuid,
} from '@easel/contracts';
import { NotFoundError, parseInput } from '@easel/service-kit';
import { Router, type Request } from 'express';
import type { AdminDeps } from '../../domain/admin-deps';
import { manageAdmins } from '../../domain/manage-admins';
import { actingAdmin, type AdminGuard, pathParam } from './admin-guard';
import { secondFactorRoutes } from './second-factor-routes';

/** The admin a path names; anything but an id is no admin (not a database error). */
const adminIdOf = (req: Request): string => {
  const id = pathParam(req, 'id');
  if (!isUuid(id)) throw new NotFoundError('There is no such admin');
  return id;
};

/** Owners manage the admins: list, invite, change role and refund right, disable, reset a second factor; each with a reason. */
export function adminsRoutes(deps: AdminDeps, can: AdminGuard): Router {
  const manage = manageAdmins(deps);
  const owner = can('admins.manage');
  return Router()
    .use(secondFactorRoutes(deps))
    .get('/admin/admins', ...owner, async (req, res) => {
      const { page } = parseInput(adminPageQuery, req.query);
      const answer: AdminsAnswer = { ...(await manage.list(page, ADMINS_PER_PAGE)), page, pageSize: ADMINS_PER_PAGE };
      res.json(answer);
    })
    .post('/admin/admins', ...owner, async (req, res) => {
      res.status(201).json(await manage.invite(actingAdmin(res), parseInput(newAdminInput, req.body)));
    })
    .put('/admin/admins/:id', ...owner, async (req, res) => {
      res.json({
        admin: await manage.change(actingAdmin(res), adminIdOf(req), parseInput(adminChangeInput, req.body)),
      });
    })
    .post('/admin/admins/:id/disable', ...owner, async (req, res) => {
      const { reason } = parseInput(adminActionInput, req.body);
      res.json({ admin: await manage.setDisabled(actingAdmin(res), adminIdOf(req), true, reason) });
    })
    .post('/admin/admins/:id/enable', ...owner, async (req, res) => {
      const { reason } = parseInput(adminActionInput, req.body);
      res.json({ admin: await manage.setDisabled(actingAdmin(res), adminIdOf(req), false, reason) });
    })
    .post('/admin/admins/:id/reset-second-factor', ...owner, async (req, res) => {
      const { reason } = parseInput(adminActionInput, req.body);
      res.json({ admin: await manage.resetSecondFactor(actingAdmin(res), adminIdOf(req), reason) });
    });
}
