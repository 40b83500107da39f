/** @jest-environment @easel/ui/build/jsdom-with-fetch.js */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { answerWith, openApp, testUser } from '@easel/ui/testing';
import { artistApp } from '../src/app/artist-app';

const artist = testUser({
  role: 'user',
  firstName: 'Mara',
  lastName: 'Okafor',
  artistName: 'Mara Paints',
  slug: 'mara-paints',
});

function openAs(user = artist) {
  localStorage.setItem('token', 'user-token');
  localStorage.setItem('user', JSON.stringify(user));
  openApp(artistApp, '/edit/profile');
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
/** The message tied to a field (its aria-describedby), not its hint. */
const messageOf = (label: string) =>
  (field(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((note) => note?.getAttribute('role') === 'alert')?.textContent;

beforeEach(() => localStorage.clear());

it('when an artist opens Edit Profile, then their names, artist name and page address are filled in', () => {
  openAs();
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Edit Profile');
  expect([
    field('First name').value,
    field('Last name').value,
    field('Artist name').value,
    field('Page address').value,
  ]).toEqual(['Mara', 'Okafor', 'Mara Paints', 'mara-paints']);
});

it('when a customer opens Edit Profile, then there is no artist name or page address to fill in', () => {
  openAs(testUser());
  expect(field('First name').value).toBe('Ada');
  expect(screen.queryByLabelText('Artist name')).toBeNull();
  expect(screen.queryByLabelText('Page address')).toBeNull();
});

it.each([
  ['First name', '  ', 'Please enter your first name'],
  ['Artist name', '', 'Please enter your artist name'],
  ['Page address', 'ab', 'Your page address must be at least 3 characters'],
  ['Page address', 'Mara Paints', 'Use only lower-case letters, digits and single hyphens between them'],
  ['Instagram', 'not a handle!', 'Instagram must be a handle like @name or an instagram.com link'],
])('when %s is "%s", then the form says "%s" at the field and sends nothing', async (label, value, message) => {
  const sent = answerWith({});
  openAs();
  type(label, value);
  save();
  await waitFor(() => expect(messageOf(label)).toBe(message));
  expect(field(label).getAttribute('aria-invalid')).toBe('true');
  expect(sent.filter((request) => request.path === '/api/user/profile')).toEqual([]);
});

it("when the page address is another artist's, then 'This address is taken' is said at the field", async () => {
  answerWith({ 'PUT /api/user/profile': { status: 409, body: { message: 'This address is taken' } } });
  openAs();
  type('Page address', 'someone-else');
  save();
  await waitFor(() => expect(messageOf('Page address')).toBe('This address is taken'));
});

it('when the profile is saved, then the stored user carries the new name at once', async () => {
  const saved = { ...artist, firstName: 'Marah', slug: 'marah-paints' };
  const sent = answerWith({ 'PUT /api/user/profile': { status: 200, body: saved } });
  openAs();
  type('First name', 'Marah');
  type('Page address', 'marah-paints');
  save();
  await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Your profile is saved'));
  expect(sent.find((request) => request.path === '/api/user/profile')?.body).toEqual({
    firstName: 'Marah',
    lastName: 'Okafor',
    avatar: '',
    instagram: '',
    artistName: 'Mara Paints',
    slug: 'marah-paints',
  });
  expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ firstName: 'Marah', slug: 'marah-paints' });
  expect(screen.getByRole('link', { name: 'View your artist page' }).getAttribute('href')).toBe('/artist/marah-paints');
});
