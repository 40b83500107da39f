import { z } from 'zod';
import { adminPage } from './admin';
import type { Role } from './account';

/** The message a suspended account is refused with, by password, Google and a refresh token alike. */
export const ACCOUNT_SUSPENDED = 'This account is suspended';

export const PEOPLE_PAGE_SIZE = 20;

/** GET /admin/people?q=&page= (and identity's GET /internal/people): by name, e-mail or artist page address. */
export const peopleSearchQuery = z.object({
  q: z.string().trim().max(200, 'A search can be at most 200 characters').default(''),
  page: adminPage,
});
export type PeopleSearchQuery = z.infer<typeof peopleSearchQuery>;

type PersonStatus = 'active' | 'suspended';

/** An account as the admin area lists it; role 'user' is an artist. */
export interface PersonSummary {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  artistName: string | null;
  slug: string | null;
  role: Role;
  status: PersonStatus;
  createdAt: string;
}

export interface PeoplePage {
  people: PersonSummary[];
  total: number;
  page: number;
  pageSize: number;
}

/** One account's details (GET /admin/people/:id). */
export interface PersonDetails extends PersonSummary {
  avatar: string | null;
  google: boolean;
  artworkCount: number;
  suspendedAt: string | null;
}

/** identity's PUT /internal/people/:id/suspended: the account's state before and after. */
export const personSuspendedInput = z.object({ suspended: z.boolean({ error: 'Suspended must be true or false' }) });
export interface PersonSuspendedAnswer {
  before: PersonDetails;
  after: PersonDetails;
}

/** A work of the account, as catalog's GET /internal/people/:id/artworks answers it. */
interface PersonArtwork {
  slug: string;
  title: string;
  featuredImage: string;
  sold: boolean;
  /** The artist's own choice to keep it off their page. */
  phidden: boolean;
  createdAt: string;
}

/** An order the account placed, as commerce's GET /internal/people/:id/orders answers it. */
interface PersonOrder {
  orderNumber: string;
  status: string;
  totalMinor: number;
  currency: string;
  itemCount: number;
  createdAt: string;
}

/** The newest first, at most PERSON_LIST_LIMIT; `total` says how many there are. */
export const PERSON_LIST_LIMIT = 50;
export interface PersonArtworks {
  artworks: PersonArtwork[];
  total: number;
}
export interface PersonOrders {
  orders: PersonOrder[];
  total: number;
}
