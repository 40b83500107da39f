import type { User } from '@easel/contracts';

/** Who the header is drawn for (spec §6): artists are users with role 'user'. */
export type HeaderRole = 'visitor' | 'artist' | 'customer' | 'member';

export function headerRole(loggedIn: boolean, user: User | null): HeaderRole {
  if (!loggedIn) return 'visitor';
  if (user?.role === 'user') return 'artist';
  return user?.role === 'customer' ? 'customer' : 'member';
}

/** Spec §2: the account icon goes to /profile for role customer, /user for others. */
export const accountHref = (role: HeaderRole) => (role === 'customer' ? '/profile' : '/user');

/** Spec §2: logged in → /publish; a visitor registers first. */
export const submitArtworkHref = (loggedIn: boolean) => (loggedIn ? '/publish' : '/register?publish=true');

/** Spec §6: customers get no Submit Artwork. */
export const maySubmitArtwork = (role: HeaderRole) => role !== 'customer';

/** Spec §6: the cart icon is hidden in the artist's header. */
export const seesCart = (role: HeaderRole) => role !== 'artist';
