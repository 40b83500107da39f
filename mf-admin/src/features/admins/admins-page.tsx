import { useState } from 'react';
import { useOutletContext } from 'react-router-dom';
import type { AdminProfile } from '@easel/contracts';
import { ROLE_LABELS, type AdminListItem } from '@easel/contracts';
import { Button, ErrorFallback, Spinner } from '@easel/ui';
import { Pager } from '../../shared/pager';
import { useAdminsQuery, type AdminAction } from './admins-api';
import { AdminActionDialog, ChangeAdminDialog, InviteAdminDialog } from './admin-dialogs';
import './admins.css';

type Open =
  | { dialog: 'invite' }
  | { dialog: 'change'; admin: AdminListItem }
  | { dialog: 'act'; admin: AdminListItem; action: AdminAction }
  | null;

/** /admin/admins (owners): the team's admin accounts, their roles, refund rights and second factors; never deleted, only disabled. */
export function AdminsPage() {
  const me = useOutletContext<AdminProfile>();
  const [page, setPage] = useState(1);
  const admins = useAdminsQuery(page);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  return (
    <section className="adm-admins" aria-labelledby="adm-admins-title">
      <header className="adm-admins__head">
        <h1 id="adm-admins-title">Admins</h1>
        <Button onClick={() => setOpen({ dialog: 'invite' })}>Invite an admin</Button>
      </header>
      {admins.isLoading && <Spinner label="Loading the admins" />}
      {admins.isError && <ErrorFallback title="The admins could not be loaded" onRetry={() => void admins.refetch()} />}
      {admins.data && (
        <ul className="adm-admins__list" aria-label="Admin accounts">
          {admins.data.admins.map((admin) => (
            <li
              key={admin.id}
              className={admin.disabled ? 'adm-admins__item adm-admins__item--disabled' : 'adm-admins__item'}
              aria-label={admin.name}
            >
              <div className="adm-admins__who">
                <strong>{admin.name}</strong>
                {admin.id === me.id && <span className="adm-tag">you</span>}
                <span className="adm-admins__email">{admin.email}</span>
              </div>
              <p className="adm-admins__facts">
                <span>{ROLE_LABELS[admin.role]}</span>
                {admin.role === 'support' && <span>{admin.canRefund ? 'May refund' : 'No refunds'}</span>}
                <span>{admin.totpEnabled ? 'Second factor on' : 'No second factor'}</span>
                {admin.disabled && <span className="adm-tag adm-tag--warning">Disabled</span>}
              </p>
              {admin.id !== me.id && (
                <div className="adm-admins__actions">
                  <Button variant="secondary" onClick={() => setOpen({ dialog: 'change', admin })}>
                    Change role
                  </Button>
                  <Button
                    variant="secondary"
                    onClick={() => setOpen({ dialog: 'act', admin, action: admin.disabled ? 'enable' : 'disable' })}
                  >
                    {admin.disabled ? 'Enable' : 'Disable'}
                  </Button>
                  {admin.totpEnabled && (
                    <Button
                      variant="secondary"
                      onClick={() => setOpen({ dialog: 'act', admin, action: 'reset-second-factor' })}
                    >
                      Reset second factor
                    </Button>
                  )}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {admins.data && <Pager {...admins.data} label="Admin pages" onPage={setPage} />}
      {open?.dialog === 'invite' && <InviteAdminDialog onClose={close} />}
      {open?.dialog === 'change' && <ChangeAdminDialog admin={open.admin} onClose={close} />}
      {open?.dialog === 'act' && <AdminActionDialog admin={open.admin} action={open.action} onClose={close} />}
    </section>
  );
}
