const weekFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

/** A week by its Monday, as "23 Nov 2026". */
export const weekLabel = (week: string) => weekFormat.format(new Date(`${week}T00:00:00Z`));
