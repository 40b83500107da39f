import type { ReactElement } from 'react';
import type { AdminPermission } from '@easel/contracts';
import { AdminsPage } from '../features/admins/admins-page';
import { AuditPage } from '../features/audit/audit-page';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { MagazinePage } from '../features/magazine/magazine-page';
import { ModerationPage } from '../features/moderation/moderation-page';
import { OrdersPage } from '../features/orders/orders-page';
import { PeoplePage } from '../features/people/people-page';
import { PulsePage } from '../features/pulse/pulse-page';

export interface AdminSection {
  /** under /admin; '' is the dashboard */
  path: string;
  label: string;
  /** the section shows only to a role that holds it (the server checks each call again) */
  permission: AdminPermission;
  page: ReactElement;
}

/** The admin area's sections, in the navigation's order; each feature owns its page and may add routes under its path. */
export const ADMIN_SECTIONS: AdminSection[] = [
  { path: '', label: 'Dashboard', permission: 'dashboard.read', page: <DashboardPage /> },
  { path: 'moderation', label: 'Moderation', permission: 'moderation.read', page: <ModerationPage /> },
  { path: 'people', label: 'Users & artists', permission: 'people.read', page: <PeoplePage /> },
  { path: 'orders', label: 'Orders', permission: 'orders.read', page: <OrdersPage /> },
  { path: 'pulse', label: 'Weekly Pulse', permission: 'pulse.manage', page: <PulsePage /> },
  { path: 'magazine', label: 'Magazine', permission: 'magazine.manage', page: <MagazinePage /> },
  { path: 'audit', label: 'Audit log', permission: 'audit.read', page: <AuditPage /> },
  { path: 'admins', label: 'Admins', permission: 'admins.manage', page: <AdminsPage /> },
];
