import type { User } from '@easel/contracts';

/** Set by the footer's Submit Art: the visitor came to publish an artwork (spec §2). */
const PUBLISH_FLAG = 'publish';

/** Whether the visitor came to publish: `publish=true` in the query or the publish flag in local storage. */
export function wantsToPublish(search: string, storage: Storage = localStorage): boolean {
  return new URLSearchParams(search).get('publish') === 'true' || storage.getItem(PUBLISH_FLAG) === 'true';
}

/** `next`: the page a visitor left to sign in (loginToComeBack), when it is a path of this site; never another site. */
function comeBackTo(search: string): string | null {
  const next = new URLSearchParams(search).get('next');
  return next && /^\/(?![/\\])/.test(next) ? next : null;
}

/** Where a session goes on to: /publish for a visitor who came to publish, else back where they were (`next`), else `home`. */
export const landingFor = (search: string, home = '/', storage: Storage = localStorage) =>
  wantsToPublish(search, storage) ? '/publish' : (comeBackTo(search) ?? home);

/** A new artist starts on their own page, where their first steps wait; anyone else on the home page. */
export const homeAfterRegistering = (user: User) => (user.role === 'user' && user.slug ? `/artist/${user.slug}` : '/');

/** The publish flag is used up once a session goes on from /login or /register. */
export const forgetPublishIntent = (storage: Storage = localStorage) => storage.removeItem(PUBLISH_FLAG);

/** Where a fresh session goes (landingFor), using the flag up. */
export function landingAfterSignIn(search: string, home = '/', storage: Storage = localStorage): string {
  const landing = landingFor(search, home, storage);
  forgetPublishIntent(storage);
  return landing;
}

/** The query to carry between /login and /register, so the publish or artist intent survives the switch. */
export function intentQuery(search: string): string {
  const from = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const flag of ['publish', 'artist']) if (from.get(flag) === 'true') kept.set(flag, 'true');
  const next = comeBackTo(search);
  if (next) kept.set('next', next);
  const query = kept.toString();
  return query ? `?${query}` : '';
}
