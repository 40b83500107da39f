import { z } from 'zod';
import type { AuditLogEntry } from './admin';

export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_TEXT_MAX = 200;

// A filter left empty (`?admin=`, as a form sends it) is no filter.
const unlessBlank = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
const isoDay = (name: string) => unlessBlank(z.iso.date(`${name} must be a date (YYYY-MM-DD)`));
const text = (name: string) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .max(AUDIT_TEXT_MAX, `${name} can be at most ${AUDIT_TEXT_MAX} characters`)
    .transform((value) => value || undefined)
    .optional();

/**
 * The audit log's filters, all optional, as GET /admin/audit, GET /admin/audit/export and the page's URL name them:
 * the acting admin's id, the exact action, part of the target, and the days (UTC, both included).
 */
export const auditFilters = z
  .object({
    admin: unlessBlank(z.uuid({ error: 'Admin must be an admin id' })),
    action: text('Action'),
    target: text('Target'),
    from: isoDay('From'),
    to: isoDay('To'),
  })
  .refine((filters) => !filters.from || !filters.to || filters.from <= filters.to, {
    message: 'From must not be after To',
    path: ['to'],
  });
export type AuditFilters = z.output<typeof auditFilters>;
export const AUDIT_FILTER_NAMES = [
  'admin',
  'action',
  'target',
  'from',
  'to',
] as const satisfies readonly (keyof AuditFilters)[];

/** GET /admin/audit: a page of the filtered log, newest first; `before` is the `next` of the page above. */
export const auditPageQuery = z.intersection(
  auditFilters,
  z.object({ before: z.uuid({ error: 'Before must be an audit line id' }).optional() }),
);

export interface AuditLogPage {
  entries: AuditLogEntry[];
  /** pass as `before` for the older page; null on the oldest */
  next: string | null;
}

/** GET /admin/audit/choices: what the filters offer, taken from the log itself. */
export interface AuditLogChoices {
  admins: { id: string; email: string; name: string }[];
  actions: string[];
}

/** The CSV export's columns, in order: its header row. */
export const AUDIT_CSV_COLUMNS = [
  'at',
  'admin_email',
  'admin_name',
  'action',
  'target',
  'reason',
  'before',
  'after',
] as const;
