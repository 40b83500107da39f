import { adminActionInput, adminPulseVotingInput } from '@easel/contracts';
import { parseInput, bodyOf } from '@easel/service-kit';
import { Router } from 'express';
import type { AdminDeps } from '../../domain/admin-deps';
import { pulseState, pulseWeek, recomputePulseWeek, setPulseVoting } from '../../domain/pulse-control';
import { actingAdmin, type AdminGuard, pathParam } from './admin-guard';

/** The Weekly Pulse: voting open or closed, the live ranking, past weeks, recomputing a week. */
export function pulseRoutes(deps: AdminDeps, can: AdminGuard): Router {
  return Router()
    .get('/admin/pulse', ...can('pulse.manage'), async (_req, res) => {
      res.json(await pulseState(deps));
    })
    .get('/admin/pulse/weeks/:week', ...can('pulse.manage'), async (req, res) => {
      res.json(await pulseWeek(deps, pathParam(req, 'week')));
    })
    .put('/admin/pulse/voting', ...can('pulse.manage'), async (req, res) => {
      const { open, reason } = parseInput(adminPulseVotingInput, bodyOf(req));
      res.json(await setPulseVoting(deps, actingAdmin(res), open, reason));
    })
    .post('/admin/pulse/weeks/:week/recompute', ...can('pulse.manage'), async (req, res) => {
      const { reason } = parseInput(adminActionInput, bodyOf(req));
      res.json(await recomputePulseWeek(deps, actingAdmin(res), pathParam(req, 'week'), reason));
    });
}
