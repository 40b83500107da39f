/** A Pulse week is named by its Monday (UTC, YYYY-MM-DD); people read it as 'Week of 16 November 2026'. */
export const weekLabel = (week: string) =>
  `Week of ${new Date(`${week}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })}`;

/** Only a well-formed week goes to the server; anything else is read as the running week. */
export const weekOrNothing = (week: string | null | undefined) =>
  week && /^\d{4}-\d{2}-\d{2}$/.test(week) ? week : undefined;

export const votesLabel = (votes: number) => `${votes} ${votes === 1 ? 'vote' : 'votes'}`;
