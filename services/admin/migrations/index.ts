import type { Migration } from '@easel/service-kit';
import { createAdmins } from './001-admins';
import { createAuditLog } from './002-audit-log';

export const migrations: Migration[] = [createAdmins, createAuditLog];
