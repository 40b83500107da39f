const DAY = 24 * 60 * 60 * 1000;

/** The Monday (UTC) that starts the ISO week holding `date`, as YYYY-MM-DD: votes and rankings are kept per week. */
export function isoWeekStart(date: Date): string {
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  const monday = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()) - sinceMonday * DAY);
  return monday.toISOString().slice(0, 10);
}

/** Whether `text` names a week as its Monday, YYYY-MM-DD (a date that does not exist rolls over and fails). */
export function isWeekStart(text: string): boolean {
  const date = new Date(`${text}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(date.getTime()) && isoWeekStart(date) === text;
}
