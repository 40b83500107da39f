import type { PersonSummary } from '@easel/contracts';

/** An artist is known by their artist name; anyone else by their own. */
export const displayName = (person: Pick<PersonSummary, 'artistName' | 'firstName' | 'lastName'>) =>
  person.artistName || `${person.firstName} ${person.lastName}`.trim();

/** Role 'user' is an artist (spec §3); a customer collects. */
export const roleLabel = (role: PersonSummary['role']) => (role === 'user' ? 'Artist' : 'Collector');

export const dayFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
