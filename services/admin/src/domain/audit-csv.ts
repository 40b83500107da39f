import type { AuditLogEntry } from '@easel/contracts';
import { AUDIT_CSV_COLUMNS } from '@easel/contracts';

// A spreadsheet runs a cell that starts like a formula; a target or a before/after can hold a user's own text.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break, and never read as a formula. */
function csvField(value: string | null): string {
  if (value === null) return '';
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const csvLine = (fields: (string | null)[]) => `${fields.map(csvField).join(',')}\r\n`;
const jsonOf = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

export const auditCsvHeader = (): string => csvLine([...AUDIT_CSV_COLUMNS]);

export function auditCsvLine(entry: AuditLogEntry): string {
  const { at, admin, action, target, reason, before, after } = entry;
  return csvLine([
    at,
    admin?.email ?? null,
    admin?.name ?? null,
    action,
    target,
    reason,
    jsonOf(before),
    jsonOf(after),
  ]);
}

/** The export's file name, dated by the day it was made (UTC). */
export const auditCsvFileName = (now: Date): string => `easel-audit-log-${now.toISOString().slice(0, 10)}.csv`;
