import { fireEvent, screen, within } from '@testing-library/react';
import { Header } from '../components/header';
import { accountHref, headerRole } from '../session/header-role';
import { artist, customer, renderFrame, resetPage, signIn } from './render-header';

beforeEach(resetPage);

const link = (name: string | RegExp) => screen.getByRole('link', { name });
const hrefOf = (name: string | RegExp) => link(name).getAttribute('href');
const cart = () => screen.queryByRole('link', { name: 'Cart' });

it('when a visitor looks at the header, then they see Login, Submit Artwork to register, the cart and the bookmarks', () => {
  renderFrame(<Header />);
  expect(hrefOf('Login')).toBe('/login');
  expect(hrefOf('Submit Artwork')).toBe('/register?publish=true');
  expect(cart()).not.toBeNull();
  expect(hrefOf(/^Bookmarks/)).toBe('/favourites');
  expect(screen.queryByRole('button', { name: 'Account menu' })).toBeNull();
});

it('when a customer is logged in, then there is no Submit Artwork, the cart shows and the account icon goes to /profile', () => {
  signIn(customer);
  renderFrame(<Header />);
  expect(screen.queryByRole('link', { name: 'Submit Artwork' })).toBeNull();
  expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
  expect(cart()).not.toBeNull();
  expect(hrefOf('Account')).toBe('/profile');
});

it('when the account icon is for anyone but a customer, then it goes to /user', () => {
  expect(accountHref(headerRole(true, null))).toBe('/user');
  expect(accountHref(headerRole(true, customer))).toBe('/profile');
});

it('when an artist is logged in, then Submit Artwork goes to /publish, the cart is hidden and the avatar opens the account dropdown', async () => {
  signIn(artist);
  renderFrame(<Header />);
  expect(hrefOf('Submit Artwork')).toBe('/publish');
  expect(cart()).toBeNull();
  const trigger = await screen.findByRole('button', { name: 'Account menu' }); // its code comes for an artist
  expect(trigger.getAttribute('aria-expanded')).toBe('false');
  fireEvent.click(trigger);
  expect(trigger.getAttribute('aria-expanded')).toBe('true');
  const menu = within(document.getElementById(trigger.getAttribute('aria-controls')!)!);
  expect(menu.getByRole('link', { name: 'Mara Paints' }).getAttribute('href')).toBe('/artist/mara-okafor');
  expect(menu.getByText('Mara Okafor').closest('[hidden]')).toBeNull();
  expect(menu.getByRole('link', { name: 'Submit Artwork' }).getAttribute('href')).toBe('/publish');
  expect(menu.getByText('Unlock new Features').parentElement!.lastChild!.textContent).toBe(
    'Publish 2 more artworks to unlock gift cards and the newsletter.',
  );
  const entries = menu
    .getAllByRole('listitem')
    .map((item) => [item.textContent, item.querySelector('a')?.getAttribute('href')]);
  expect(entries).toEqual([
    ['My account', '/user'],
    ['Edit Artist Page', '/artist/mara-okafor?edit=true'],
    ['Inbox', '/inbox'],
    ['Gift cards', '/create/giftcard'],
    ['Newsletter', '/newsletter'],
    ['Analytics', '/analytics'],
    ['Sales', '/sales'],
    ['Edit Profile', '/edit/profile'],
    ['Bookmarks', '/favourites'],
    ['Change Password', '/change-password'],
    ['Contact us', '/contact'],
    ['Signout', '/logout'],
  ]);
});

it('when the artist signed in with Google, then Change Password is not offered', async () => {
  signIn({ ...artist, google: true });
  renderFrame(<Header />);
  fireEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
  expect(screen.queryByRole('link', { name: 'Change Password' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Edit Profile' }).getAttribute('href')).toBe('/edit/profile');
});

it('when the artist has no slug yet, then their name is not a link and Edit Artist Page is not offered', async () => {
  signIn({ ...artist, slug: null });
  renderFrame(<Header />);
  fireEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
  expect(screen.queryByRole('link', { name: 'Mara Paints' })).toBeNull();
  expect(screen.getByText('Mara Paints').tagName).toBe('SPAN');
  expect(screen.queryByRole('link', { name: 'Edit Artist Page' })).toBeNull();
});

it('when the dropdown is open, then a click outside or Escape closes it, and Escape returns focus to the avatar', async () => {
  signIn(artist);
  renderFrame(<Header />);
  const trigger = await screen.findByRole('button', { name: 'Account menu' }); // its code comes for an artist
  fireEvent.click(trigger);
  fireEvent.pointerDown(document.body);
  expect(trigger.getAttribute('aria-expanded')).toBe('false');
  fireEvent.keyDown(trigger, { key: 'ArrowDown' });
  expect(trigger.getAttribute('aria-expanded')).toBe('true');
  expect(document.activeElement?.textContent).toBe('Mara Paints');
  fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
  expect(trigger.getAttribute('aria-expanded')).toBe('false');
  expect(document.activeElement).toBe(trigger);
});

it('when the avatar has no picture or its picture fails to load, then the 44px default placeholder shows', () => {
  signIn({ ...artist, avatar: 'https://img.example/mara.jpg' });
  renderFrame(<Header />);
  const picture = screen.getByRole('img', { name: 'Mara Paints' });
  expect(picture.tagName).toBe('IMG');
  expect(picture.getAttribute('width')).toBe('44');
  fireEvent.error(picture);
  const placeholder = screen.getByRole('img', { name: 'Mara Paints' });
  expect(placeholder.tagName).toBe('SPAN');
  expect(placeholder.className).toContain('ui-avatar--default');
});

it('when the session holds bookmarks and artist bookmarks, then the heart counts both', () => {
  signIn({ ...customer, bookmarks: ['a', 'b'], artistbookmarks: ['mara-okafor'] });
  renderFrame(<Header />);
  expect(link('Bookmarks, 3 saved').textContent).toBe('3');
});
