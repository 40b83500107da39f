/** One changed field of an audit line: its path (`address.city`) and its value before and after, as text. */
export interface AuditChange {
  field: string;
  before: string | null;
  after: string | null;
}

type Flat = Map<string, string>;

/** A value's leaves by path; an array or a plain value is one leaf, shown as JSON. */
function flatten(value: unknown, path = '', into: Flat = new Map()): Flat {
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length > 0) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, path ? `${path}.${key}` : key, into);
  } else if (value !== null && value !== undefined) {
    into.set(path || 'value', typeof value === 'string' ? value : JSON.stringify(value));
  }
  return into;
}

/** What an action changed: the fields whose value differs between before and after, in the order they first appear. */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const was = flatten(before);
  const is = flatten(after);
  const fields = [...new Set([...was.keys(), ...is.keys()])];
  return fields
    .map((field) => ({ field, before: was.get(field) ?? null, after: is.get(field) ?? null }))
    .filter((change) => change.before !== change.after);
}
