import { NotFoundError } from '@easel/service-kit';
import type { NewsletterDeps } from './newsletters';

const UNKNOWN_LINK = 'This unsubscribe link is not valid';
// Random base64url tokens of 24 bytes; anything else cannot be one, and does not reach SQL.
const TOKEN = /^[A-Za-z0-9_-]{32}$/;

/** Whose newsletter a link unsubscribes from, for the confirmation page. */
export async function unsubscribeLink({ newsletters }: NewsletterDeps, token: string) {
  const subscription = TOKEN.test(token) ? await newsletters.subscription(token) : undefined;
  if (!subscription) throw new NotFoundError(UNKNOWN_LINK);
  return subscription;
}

/** The follower gets no further newsletter from this artist; their bookmark stays. Twice is the same as once. */
export async function unsubscribe(deps: NewsletterDeps, token: string) {
  const { artistName } = await unsubscribeLink(deps, token);
  await deps.newsletters.unsubscribe(token, deps.now());
  return { artistName };
}
