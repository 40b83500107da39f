import { randomBytes } from 'node:crypto';
import type { adminChangeInput, AdminListItem, NewAdminAnswer, newAdminInput } from '@easel/contracts';
import { ConflictError, hashPassword, NotFoundError } from '@easel/service-kit';
import type { z } from 'zod';
import type { AdminChange } from '../data-access/admins-repository';
import { listItemOf, type Admin, type AdminAccount } from './admin';
import type { AdminDeps } from './admin-deps';

const LAST_OWNER = 'The marketplace needs at least one owner: make another admin an owner first';
const NOT_YOURSELF = 'You cannot do this to your own account';

/** What the audit line keeps of an admin before and after a change. */
const stateOf = (account: AdminAccount) => ({
  role: account.role,
  canRefund: account.canRefund,
  disabled: account.disabled,
  totpEnabled: account.totpEnabled,
});

/** A password an owner reads out once: 18 random characters, letters and digits (base64url without '-' and '_'). */
const madeUpPassword = () =>
  `${randomBytes(18).toString('base64url').replace(/[-_]/g, '').slice(0, 16)}-${randomBytes(2).toString('hex')}`;

/**
 * The owners' management of admins: invite, change role and refund right, disable and enable, reset a second factor.
 * Each change and its audit line (reason, before, after) land in one transaction; admins are never deleted.
 */
export function manageAdmins(deps: AdminDeps) {
  const { admins, auditLog } = deps;

  /** Runs a change on one admin under a lock; refuses one that would leave no active owner with a second factor. */
  async function changeAdmin(
    actor: Admin,
    id: string,
    {
      action,
      reason,
      change,
      refuse,
    }: { action: string; reason: string; change: AdminChange; refuse?: (target: AdminAccount) => string | undefined },
  ): Promise<AdminListItem> {
    return deps.transaction(async (trx) => {
      const owners = await admins.activeOwnerCount(trx);
      const target = await admins.lockAccount(id, trx);
      if (!target) throw new NotFoundError('There is no such admin');
      const refusal = refuse?.(target);
      if (refusal) throw new ConflictError(refusal);
      const after: AdminAccount = { ...target, ...change };
      const wasActiveOwner = target.role === 'owner' && !target.disabled;
      const staysActiveOwner = after.role === 'owner' && !after.disabled;
      if (wasActiveOwner && !staysActiveOwner && owners <= 1) throw new ConflictError(LAST_OWNER);
      await admins.change(id, change, trx);
      await auditLog.record(
        { adminId: actor.id, action, target: `admin:${id}`, reason, before: stateOf(target), after: stateOf(after) },
        trx,
      );
      return listItemOf(after);
    });
  }

  return {
    async list(page: number, pageSize: number): Promise<{ admins: AdminListItem[]; total: number }> {
      const { accounts, total } = await admins.list(page, pageSize);
      return { admins: accounts.map(listItemOf), total };
    },

    async invite(actor: Admin, input: z.output<typeof newAdminInput>): Promise<NewAdminAnswer> {
      const initialPassword = input.password ? undefined : madeUpPassword();
      const passwordHash = await hashPassword(input.password ?? initialPassword!);
      return deps.transaction(async (trx) => {
        const canRefund = input.role === 'support' && input.canRefund;
        const made = await admins.insert(
          { email: input.email, name: input.name, role: input.role, canRefund, passwordHash },
          trx,
        );
        if (!made) throw new ConflictError('There is already an admin with this e-mail');
        await auditLog.record(
          {
            adminId: actor.id,
            action: 'admin.create',
            target: `admin:${made.id}`,
            reason: input.reason,
            before: null,
            after: { email: made.email, ...stateOf(made) },
          },
          trx,
        );
        return { admin: listItemOf(made), ...(initialPassword ? { initialPassword } : {}) };
      });
    },

    change: (actor: Admin, id: string, { role, canRefund, reason }: z.output<typeof adminChangeInput>) =>
      changeAdmin(actor, id, {
        action: 'admin.change',
        reason,
        change: { ...(role ? { role } : {}), ...(canRefund !== undefined ? { canRefund } : {}) },
        refuse: (target) => {
          if (role === 'owner' && target.role !== 'owner' && !target.totpEnabled) {
            return 'An owner needs a second factor: this admin must set one up before becoming an owner';
          }
          if (canRefund && (role ?? target.role) !== 'support')
            return 'The refund right is for support admins: owners always have it';
          return undefined;
        },
      }),

    setDisabled: (actor: Admin, id: string, disabled: boolean, reason: string) =>
      changeAdmin(actor, id, {
        action: disabled ? 'admin.disable' : 'admin.enable',
        reason,
        change: { disabled },
        refuse: (target) => (disabled && target.id === actor.id ? NOT_YOURSELF : undefined),
      }),

    /** For an admin who lost their phone: they set one up again at their next sign-in (an owner must). */
    async resetSecondFactor(actor: Admin, id: string, reason: string): Promise<AdminListItem> {
      if (id === actor.id) throw new ConflictError(NOT_YOURSELF);
      return deps.transaction(async (trx) => {
        const target = await admins.lockAccount(id, trx);
        if (!target) throw new NotFoundError('There is no such admin');
        if (!target.totpEnabled) throw new ConflictError('This admin has no second factor to reset');
        await admins.removeSecondFactor(id, trx);
        const after = { ...target, totpEnabled: false };
        await auditLog.record(
          {
            adminId: actor.id,
            action: 'admin.second-factor-reset',
            target: `admin:${id}`,
            reason,
            before: stateOf(target),
            after: stateOf(after),
          },
          trx,
        );
        return listItemOf(after);
      });
    },
  };
}
