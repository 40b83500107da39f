import { PlaceholderPage } from '@easel/ui';

/** Audit log: Every admin action: who, what, when, why, before and after. */
export function AuditPage() {
  return <PlaceholderPage title="Audit log" promise="Every admin action: who, what, when, why, before and after." />;
}
