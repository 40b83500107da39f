import type { AdminArticleSummary } from '@easel/contracts';

const timeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const at = (iso: string | null) => (iso ? timeFormat.format(new Date(iso)) : '');

/** An article's state in words: "Draft", "Scheduled for 1 Dec 2026, 09:00", "Published 24 Nov 2026, 10:00". */
export function statusLine({ status, publishedAt }: Pick<AdminArticleSummary, 'status' | 'publishedAt'>): string {
  if (status === 'scheduled') return `Scheduled for ${at(publishedAt)}`;
  if (status === 'published') return `Published ${at(publishedAt)}`;
  return 'Draft: only editors see it';
}
