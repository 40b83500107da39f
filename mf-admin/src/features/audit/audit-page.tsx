import { useState, type MouseEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AUDIT_FILTER_NAMES, auditFilters, type AuditFilters, friendlyParse } from '@easel/contracts';
import { notify } from '@easel/ui';
import { auditExportUrl, auditQuery, downloadAuditCsv } from './audit-api';
import { AuditFilterForm } from './audit-filters';
import { AuditLines } from './audit-lines';
import './audit.css';

/** /admin/audit: every admin action, newest first; the filters live in the address, and the export takes the same. */
export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const parsed = friendlyParse(
    auditFilters,
    Object.fromEntries(AUDIT_FILTER_NAMES.map((name) => [name, params.get(name) ?? undefined])),
  );
  const filters: AuditFilters = parsed.success ? parsed.data : {};
  const query = auditQuery(filters).toString();

  return (
    <section className="adm-audit" aria-labelledby="audit-title">
      <div className="adm-audit__title">
        <h1 id="audit-title">Audit log</h1>
        <ExportLink filters={filters} />
      </div>
      <p className="adm-audit__muted">
        Every admin action: who, what, when, the target, the reason, and what changed. Nothing here can be edited.
      </p>
      <AuditFilterForm
        key={`filters?${query}`}
        applied={filters}
        onApply={(applied) => setParams(auditQuery(applied))}
      />
      <AuditLines key={`lines?${query}`} filters={filters} filtered={query !== ''} />
    </section>
  );
}

function ExportLink({ filters }: { filters: AuditFilters }) {
  const [busy, setBusy] = useState(false);
  const onClick = (event: MouseEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    downloadAuditCsv(filters)
      .catch((error: Error) => notify.error(error.message))
      .finally(() => setBusy(false));
  };
  return (
    <a
      className="ui-button ui-button--secondary"
      href={auditExportUrl(filters)}
      download
      aria-busy={busy || undefined}
      onClick={onClick}
    >
      {busy ? 'Exporting…' : 'Export CSV'}
    </a>
  );
}
