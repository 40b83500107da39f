import { DEMO_ARTISTS, DEMO_ARTWORKS, DEMO_COLLECTOR, DEMO_PASSWORD, demoAboutImage } from '@easel/contracts';
import type { NewUser, UsersRepository } from '../data-access/users-repository';
import { hashPassword } from '@easel/service-kit';

/** The demo artists and collector, on an empty database only; other services seed with the same ids. */
export async function seedDemoAccounts(users: UsersRepository): Promise<boolean> {
  if ((await users.count()) > 0) return false;
  const artists: NewUser[] = DEMO_ARTISTS.map((artist) => ({
    id: artist.id,
    email: artist.email,
    role: 'user',
    firstName: artist.firstName,
    lastName: artist.lastName,
    artistName: artist.artistName,
    slug: artist.slug,
    instagram: artist.instagram,
    aboutImg: demoAboutImage(artist.slug),
    // Catalog seeds exactly these artworks and tells identity nothing while seeding: the count starts right here.
    artworkCount: DEMO_ARTWORKS.filter((art) => art.artist.id === artist.id).length,
  }));
  const collector: NewUser = { ...DEMO_COLLECTOR, role: 'customer' };
  // One hash for all: scrypt is slow on purpose, and these accounts share a password anyway.
  await users.createMany([...artists, collector], await hashPassword(DEMO_PASSWORD));
  return true;
}
