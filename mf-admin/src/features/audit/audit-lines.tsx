import { useState } from 'react';
import type { AuditFilters } from '@easel/contracts';
import { Button, ErrorFallback, Spinner } from '@easel/ui';
import { useAuditLogQuery } from './audit-api';
import { AuditLine } from './audit-line';

/**
 * The filtered log, newest first, one page after another: "Show older lines" adds the next page under the ones shown
 * (the log is keyset-paged, so a line written meanwhile never shifts them). Mount it anew when the filters change.
 */
export function AuditLines({ filters, filtered }: { filters: AuditFilters; filtered: boolean }) {
  const [pages, setPages] = useState<(string | undefined)[]>([undefined]);
  return (
    <ol className="adm-audit__lines" aria-label="Audit log lines">
      {pages.map((before, index) => (
        <AuditPage
          key={before ?? 'newest'}
          filters={filters}
          before={before}
          filtered={filtered}
          onOlder={index === pages.length - 1 ? (next) => setPages([...pages, next]) : undefined}
        />
      ))}
    </ol>
  );
}

interface AuditPageProps {
  filters: AuditFilters;
  before?: string;
  filtered: boolean;
  /** only on the last page shown */
  onOlder?: (next: string) => void;
}

function AuditPage({ filters, before, filtered, onOlder }: AuditPageProps) {
  const page = useAuditLogQuery({ filters, before });
  if (page.isLoading)
    return (
      <li>
        <Spinner label="Loading the audit log" />
      </li>
    );
  if (!page.data) {
    return (
      <li>
        <ErrorFallback title="The audit log could not be loaded" onRetry={() => void page.refetch()} />
      </li>
    );
  }
  const { entries, next } = page.data;
  if (!before && entries.length === 0) {
    return (
      <li className="adm-audit__muted">
        {filtered ? 'No line matches these filters.' : 'Nothing has been recorded yet.'}
      </li>
    );
  }
  return (
    <>
      {entries.map((entry) => (
        <li key={entry.id}>
          <AuditLine entry={entry} />
        </li>
      ))}
      {onOlder && next && (
        <li className="adm-audit__older">
          <Button variant="secondary" onClick={() => onOlder(next)}>
            Show older lines
          </Button>
        </li>
      )}
    </>
  );
}
