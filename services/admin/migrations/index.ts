import type { Migration } from '@easel/service-kit';
import { createAdmins } from './001-admins';
import { createAuditLog } from './002-audit-log';
import { addAdminRoles } from './003-admin-roles';
import { appendOnlyAudit } from './004-append-only-audit';
import { adminSignIn } from './005-admin-sign-in';

export const migrations: Migration[] = [createAdmins, createAuditLog, addAdminRoles, appendOnlyAudit, adminSignIn];
