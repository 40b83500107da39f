import type { AuditLogEntry } from '@easel/contracts';
import { auditChanges } from './audit-diff';

// The log's times are UTC, as its day filters are.
const timeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' });

/** One line of the log: who did what, when, to what and why; what changed opens on demand. */
export function AuditLine({ entry }: { entry: AuditLogEntry }) {
  const changes = auditChanges(entry.before, entry.after);
  const who = entry.admin?.name ?? 'A removed admin';
  return (
    <article className="adm-audit-line" aria-label={`${entry.action} by ${who}`}>
      <p className="adm-audit-line__head">
        <span className="adm-audit-line__action">{entry.action}</span>
        <time dateTime={entry.at}>{timeFormat.format(new Date(entry.at))} UTC</time>
      </p>
      <dl className="adm-audit-line__facts">
        <div>
          <dt>By</dt>
          <dd>
            {who} {entry.admin && <span className="adm-audit__muted">{entry.admin.email}</span>}
          </dd>
        </div>
        <div>
          <dt>Target</dt>
          <dd>{entry.target ?? '—'}</dd>
        </div>
        <div>
          <dt>Reason</dt>
          <dd>{entry.reason ?? '—'}</dd>
        </div>
      </dl>
      {changes.length > 0 && (
        <details className="adm-audit-line__changes">
          <summary>{changes.length === 1 ? 'Show the change' : `Show the ${changes.length} changes`}</summary>
          <table>
            <caption className="adm-audit__muted">Before and after</caption>
            <thead>
              <tr>
                <th scope="col">Field</th>
                <th scope="col">Before</th>
                <th scope="col">After</th>
              </tr>
            </thead>
            <tbody>
              {changes.map((change) => (
                <tr key={change.field}>
                  <th scope="row">{change.field}</th>
                  <td>
                    {change.before === null ? <span className="adm-audit__muted">—</span> : <del>{change.before}</del>}
                  </td>
                  <td>
                    {change.after === null ? <span className="adm-audit__muted">—</span> : <ins>{change.after}</ins>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      )}
    </article>
  );
}
