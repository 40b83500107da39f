import { useState, type FormEvent } from 'react';
import { AUDIT_FILTER_NAMES, AUDIT_TEXT_MAX, auditFilters, type AuditFilters, friendlyParse } from '@easel/contracts';
import { Button, FormMessage } from '@easel/ui';
import { useAuditChoicesQuery } from './audit-api';

type Draft = Record<(typeof AUDIT_FILTER_NAMES)[number], string>;
const draftOf = (filters: AuditFilters) =>
  Object.fromEntries(AUDIT_FILTER_NAMES.map((name) => [name, filters[name] ?? ''])) as Draft;
const NONE = draftOf({});

/** The filter form: admin and action to choose from what the log holds, part of the target, and a range of days. */
export function AuditFilterForm({
  applied,
  onApply,
}: {
  applied: AuditFilters;
  onApply: (filters: AuditFilters) => void;
}) {
  const choices = useAuditChoicesQuery();
  const [draft, setDraft] = useState(() => draftOf(applied));
  const [error, setError] = useState<string>();
  const set = (name: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [name]: event.target.value });
  const apply = (filters: Draft) => {
    const parsed = friendlyParse(auditFilters, filters);
    setError(parsed.error?.issues[0]?.message);
    if (parsed.success) onApply(parsed.data);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };
  const clear = () => {
    setDraft(NONE);
    apply(NONE);
  };

  return (
    <form className="adm-filters" role="search" aria-label="Filter the audit log" noValidate onSubmit={onSubmit}>
      <label className="adm-filter">
        Admin
        <select className="ui-field__control" value={draft.admin} onChange={set('admin')}>
          <option value="">Anyone</option>
          {choices.data?.admins.map((admin) => (
            <option key={admin.id} value={admin.id}>
              {admin.name} ({admin.email})
            </option>
          ))}
        </select>
      </label>
      <label className="adm-filter">
        Action
        <select className="ui-field__control" value={draft.action} onChange={set('action')}>
          <option value="">Any</option>
          {choices.data?.actions.map((action) => (
            <option key={action} value={action}>
              {action}
            </option>
          ))}
        </select>
      </label>
      <label className="adm-filter">
        Target contains
        <input
          className="ui-field__control"
          type="search"
          maxLength={AUDIT_TEXT_MAX}
          value={draft.target}
          onChange={set('target')}
        />
      </label>
      <label className="adm-filter">
        From
        <input className="ui-field__control" type="date" value={draft.from} onChange={set('from')} />
      </label>
      <label className="adm-filter">
        To
        <input className="ui-field__control" type="date" value={draft.to} onChange={set('to')} />
      </label>
      <div className="adm-filter-actions">
        <Button type="submit">Filter</Button>
        {AUDIT_FILTER_NAMES.some((name) => applied[name]) && (
          <Button variant="secondary" onClick={clear}>
            Clear
          </Button>
        )}
      </div>
      {error && <FormMessage>{error}</FormMessage>}
    </form>
  );
}
