import { AUDIT_FILTER_NAMES, type AuditFilters, type AuditLogChoices, type AuditLogPage } from '@easel/contracts';
import { STORAGE_KEYS } from '@easel/store';
import { adminApi } from '../../app/admin-api';

/** The filters as a query string, empty ones left out: the page's address and the API's take the same names. */
export const auditQuery = (filters: AuditFilters, before?: string) =>
  new URLSearchParams([
    ...AUDIT_FILTER_NAMES.flatMap((name) => (filters[name] ? [[name, filters[name]]] : [])),
    ...(before ? [['before', before]] : []),
  ]);

export const auditExportUrl = (filters: AuditFilters) => `/api/admin/audit/export?${auditQuery(filters)}`;

const auditApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    auditLog: build.query<AuditLogPage, { filters: AuditFilters; before?: string }>({
      query: ({ filters, before }) => `admin/audit?${auditQuery(filters, before)}`,
      // The list shows its own error with a retry.
      extraOptions: { toast: false },
    }),
    auditChoices: build.query<AuditLogChoices, void>({
      query: () => 'admin/audit/choices',
      extraOptions: { toast: false },
    }),
  }),
});

export const { useAuditLogQuery, useAuditChoicesQuery } = auditApi;

const fileNameOf = (disposition: string | null) =>
  /filename="?([^";]+)"?/.exec(disposition ?? '')?.[1] ?? 'easel-audit-log.csv';

/**
 * Saves the export as a file. A plain link cannot carry the admin token (it is not a cookie), so the file is fetched
 * with it and handed to the browser under the name the server gave.
 */
export async function downloadAuditCsv(filters: AuditFilters): Promise<void> {
  const answer = await fetch(auditExportUrl(filters), {
    headers: { Authorization: `Bearer ${localStorage.getItem(STORAGE_KEYS.admintoken) ?? ''}` },
  });
  if (!answer.ok)
    throw new Error(
      ((await answer.json().catch(() => ({}))) as { message?: string }).message ?? 'The export could not be made',
    );
  const url = URL.createObjectURL(await answer.blob());
  const link = Object.assign(document.createElement('a'), {
    href: url,
    download: fileNameOf(answer.headers.get('Content-Disposition')),
  });
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
