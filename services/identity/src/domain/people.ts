import { PEOPLE_PAGE_SIZE, type PeoplePage, type PeopleSearchQuery, isUuid } from '@easel/contracts';
import { NotFoundError } from '@easel/service-kit';
import type { IdentityDeps } from './identity-deps';
import { requestPasswordReset } from './password-reset';

type PeopleDeps = Pick<IdentityDeps, 'people'>;

const USER_NOT_FOUND = 'User not found';

/** The admin area's search of users and artists. */
export async function searchPeople({ people }: PeopleDeps, { q, page }: PeopleSearchQuery): Promise<PeoplePage> {
  const found = await people.search(q, page, PEOPLE_PAGE_SIZE);
  return { ...found, page, pageSize: PEOPLE_PAGE_SIZE };
}

export async function personDetails({ people }: PeopleDeps, id: string) {
  const person = isUuid(id) ? await people.find(id) : undefined;
  if (!person) throw new NotFoundError(USER_NOT_FOUND);
  return person;
}

/** The same mail as "Forgot your password?", sent at an admin's request; the answer says where it went. */
export async function sendPasswordReset(deps: IdentityDeps, id: string) {
  const person = await personDetails(deps, id);
  await requestPasswordReset(deps, person.email);
  return { email: person.email };
}
