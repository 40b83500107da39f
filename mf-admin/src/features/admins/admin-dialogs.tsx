import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import {
  ADMIN_ROLES,
  adminActionInput,
  adminChangeInput,
  newAdminInput,
  ROLE_LABELS,
  type AdminListItem,
} from '@easel/contracts';
import { errorMessage } from '@easel/store';
import { Button, FormField, FormMessage, Modal, notify, SubmitButton, useContractForm } from '@easel/ui';
import { useActOnAdminMutation, useChangeAdminMutation, useInviteAdminMutation, type AdminAction } from './admins-api';

const roleOptions = ADMIN_ROLES.map((role) => (
  <option key={role} value={role}>
    {ROLE_LABELS[role]}
  </option>
));

function DialogActions({
  onClose,
  pending,
  label,
  pendingLabel,
}: {
  onClose: () => void;
  pending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <div className="adm-admins__dialog-actions">
      <Button variant="secondary" onClick={onClose}>
        Cancel
      </Button>
      <SubmitButton pending={pending} pendingLabel={pendingLabel}>
        {label}
      </SubmitButton>
    </div>
  );
}

/** A new admin: name, e-mail, role (and the refund right for support), a password the owner sets or one made and shown once. */
export function InviteAdminDialog({ onClose }: { onClose: () => void }) {
  const [invite] = useInviteAdminMutation();
  const [made, setMade] = useState<{ name: string; email: string; password?: string }>();
  const form = useContractForm(newAdminInput, {
    name: '',
    email: '',
    role: 'moderator',
    canRefund: false,
    password: '',
    reason: '',
  });
  const role = form.watch('role');
  const onSubmit = form.submit(async (input) => {
    const result = await invite(input);
    if (result.error)
      return errorMessage(result.error as FetchBaseQueryError, 'The admin could not be made: please try again');
    notify.success(`${result.data.admin.name} is an admin now`);
    setMade({ name: result.data.admin.name, email: result.data.admin.email, password: result.data.initialPassword });
  });

  if (made) {
    return (
      <Modal title="Admin invited" onClose={onClose}>
        <div className="adm-admins__dialog">
          {made.password ? (
            <>
              <p>
                Give {made.name} this password for {made.email} in person or by a safe channel. It is shown only now:
              </p>
              <code className="adm-admins__password" aria-label="Initial password">
                {made.password}
              </code>
            </>
          ) : (
            <p>
              {made.name} signs in at /admin/login as {made.email} with the password you set.
            </p>
          )}
          <div className="adm-admins__dialog-actions">
            <Button onClick={onClose}>Done</Button>
          </div>
        </div>
      </Modal>
    );
  }
  return (
    <Modal title="Invite an admin" onClose={onClose}>
      <form className="adm-admins__dialog" noValidate onSubmit={onSubmit}>
        <FormField label="Name" autoComplete="off" {...form.field('name')} />
        <FormField label="E-mail" type="email" autoComplete="off" {...form.field('email')} />
        <FormField as="select" label="Role" {...form.field('role')}>
          {roleOptions}
        </FormField>
        {role === 'support' && (
          <label className="adm-admins__check">
            <input type="checkbox" {...form.register('canRefund')} /> May refund orders
          </label>
        )}
        <FormField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="Leave empty to have one made and shown once"
          {...form.field('password')}
        />
        <FormField as="textarea" label="Reason" rows={2} {...form.field('reason')} />
        {form.failure && <FormMessage>{form.failure}</FormMessage>}
        <DialogActions onClose={onClose} pending={form.pending} label="Invite" pendingLabel="Inviting..." />
      </form>
    </Modal>
  );
}

/** Another role, or the refund right (support only). */
export function ChangeAdminDialog({ admin, onClose }: { admin: AdminListItem; onClose: () => void }) {
  const [change] = useChangeAdminMutation();
  const form = useContractForm(adminChangeInput, { role: admin.role, canRefund: admin.canRefund, reason: '' });
  const role = form.watch('role');
  const onSubmit = form.submit(async (input) => {
    const result = await change({
      id: admin.id,
      ...input,
      canRefund: input.role === 'support' ? input.canRefund : undefined,
    });
    if (result.error)
      return errorMessage(result.error as FetchBaseQueryError, 'The change could not be made: please try again');
    notify.success(`${admin.name} is changed`);
    onClose();
  });
  return (
    <Modal title={`Change ${admin.name}`} onClose={onClose}>
      <form className="adm-admins__dialog" noValidate onSubmit={onSubmit}>
        <FormField as="select" label="Role" {...form.field('role')}>
          {roleOptions}
        </FormField>
        {role === 'support' && (
          <label className="adm-admins__check">
            <input type="checkbox" {...form.register('canRefund')} /> May refund orders
          </label>
        )}
        <FormField as="textarea" label="Reason" rows={2} {...form.field('reason')} />
        {form.failure && <FormMessage>{form.failure}</FormMessage>}
        <DialogActions onClose={onClose} pending={form.pending} label="Save" pendingLabel="Saving..." />
      </form>
    </Modal>
  );
}

const ACTIONS: Record<
  AdminAction,
  { title: string; about: string; label: string; pendingLabel: string; done: string }
> = {
  disable: {
    title: 'Disable',
    about:
      'They are signed out at once and cannot sign in until an owner enables them. Their lines in the audit log stay.',
    label: 'Disable',
    pendingLabel: 'Disabling...',
    done: 'is disabled',
  },
  enable: {
    title: 'Enable',
    about: 'They can sign in again with their password.',
    label: 'Enable',
    pendingLabel: 'Enabling...',
    done: 'is enabled',
  },
  'reset-second-factor': {
    title: 'Reset the second factor of',
    about: 'For a lost phone: their second factor is removed. An owner must set a new one up at their next sign-in.',
    label: 'Reset',
    pendingLabel: 'Resetting...',
    done: 'has no second factor now',
  },
};

/** Disable, enable or reset a second factor: each asks why. */
export function AdminActionDialog({
  admin,
  action,
  onClose,
}: {
  admin: AdminListItem;
  action: AdminAction;
  onClose: () => void;
}) {
  const [act] = useActOnAdminMutation();
  const form = useContractForm(adminActionInput, { reason: '' });
  const words = ACTIONS[action];
  const onSubmit = form.submit(async ({ reason }) => {
    const result = await act({ id: admin.id, action, reason });
    if (result.error)
      return errorMessage(result.error as FetchBaseQueryError, 'That could not be done: please try again');
    notify.success(`${admin.name} ${words.done}`);
    onClose();
  });
  return (
    <Modal title={`${words.title} ${admin.name}`} onClose={onClose}>
      <form className="adm-admins__dialog" noValidate onSubmit={onSubmit}>
        <p>{words.about}</p>
        <FormField as="textarea" label="Reason" rows={2} {...form.field('reason')} />
        {form.failure && <FormMessage>{form.failure}</FormMessage>}
        <DialogActions onClose={onClose} pending={form.pending} label={words.label} pendingLabel={words.pendingLabel} />
      </form>
    </Modal>
  );
}
