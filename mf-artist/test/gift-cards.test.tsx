/** @jest-environment @easel/ui/build/jsdom-with-fetch.js */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { GiftCardSummary } from '@easel/contracts';
import { createEaselStore } from '@easel/store';
import { answerWith, openApp, testUser } from '@easel/ui/testing';
import { artistApp } from '../src/app/artist-app';
import GiftCardList from '../src/exposed/gift-card-list';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

const card: GiftCardSummary = {
  slug: 'mara-card',
  artistSlug: 'mara-okafor',
  artistName: 'Mara Okafor',
  title: 'Studio gift card',
  featuredImage: '/api/media/card.jpg',
  amounts: [50, 100, 250],
  note: 'For any of my works.',
  published: true,
};
const signInAs = (slug: string) => {
  localStorage.setItem('token', 'a-token');
  localStorage.setItem('user', JSON.stringify(testUser({ role: 'user', slug, artistName: 'Mara Okafor' })));
};

beforeEach(() => localStorage.clear());

it('when a visitor opens a card, then its amounts and Buy lead to the checkout for the chosen amount, and no Edit shows', async () => {
  answerWith({ 'GET /api/giftcard/get/mara-card': { status: 200, body: card } });
  openApp(artistApp, '/giftcard/mara-card');
  expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Studio gift card');
  expect(screen.getByRole('link', { name: 'Buy for 50 €' }).getAttribute('href')).toBe(
    '/checkout?giftcard=mara-card&amount=50',
  );
  fireEvent.click(screen.getByRole('radio', { name: '250 €' }));
  expect(screen.getByRole('link', { name: 'Buy for 250 €' }).getAttribute('href')).toBe(
    '/checkout?giftcard=mara-card&amount=250',
  );
  expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
});

it('when its artist opens their draft, then it says only they see it, offers Edit and no Buy', async () => {
  signInAs('mara-okafor');
  answerWith({ 'GET /api/giftcard/get/mara-card': { status: 200, body: { ...card, published: false, mine: true } } });
  openApp(artistApp, '/giftcard/mara-card');
  expect((await screen.findByRole('link', { name: 'Edit' })).getAttribute('href')).toBe('/giftcard/edit/mara-card');
  expect(screen.getByText('Draft: only you can see this card until you publish it.')).toBeInstanceOf(
    HTMLParagraphElement,
  );
  expect(screen.queryByRole('link', { name: /Buy/ })).toBeNull();
});

it('when the card does not exist, then the page says so and leads to the other cards', async () => {
  answerWith({ 'GET /api/giftcard/get/nothing': { status: 404, body: { message: 'Gift card not found' } } });
  openApp(artistApp, '/giftcard/nothing');
  expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Gift card not found');
  expect(screen.getByRole('link', { name: 'See gift cards' }).getAttribute('href')).toBe('/artists#cards');
});

it('when an artist with 3 works opens /create/giftcard, then the locked popup shows and, after Cancel, the form cannot be used', async () => {
  signInAs('mara-okafor');
  answerWith({ 'GET /api/giftcard/unlock': { status: 200, body: { artworks: 3, unlocked: false } } });
  openApp(artistApp, '/create/giftcard');
  const popup = await screen.findByRole('dialog', { name: 'Gift cards are locked' });
  expect(popup.textContent).toContain('You need a minimum of 4 artworks to unlock the giftcards to be published.');
  expect(within(popup).getByRole('link', { name: 'Add Artwork' }).getAttribute('href')).toBe('/publish');
  fireEvent.click(within(popup).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  // The form's fieldset is disabled: every control in it is.
  expect(screen.getByRole('button', { name: 'Publish' }).matches(':disabled')).toBe(true);
  expect(screen.getByLabelText('Card image').matches(':disabled')).toBe(true);
});

it('when another artist opens a card’s edit page, then they are told it is not theirs', async () => {
  signInAs('someone-else');
  answerWith({ 'GET /api/giftcard/get/mara-card': { status: 200, body: { ...card, mine: false } } });
  openApp(artistApp, '/giftcard/edit/mara-card');
  expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Not your gift card');
  expect(screen.queryByRole('form')).toBeNull();
});

describe('the list on /artists#cards', () => {
  const renderList = () =>
    render(<Provider store={createEaselStore({ redirect: jest.fn() })}>{<GiftCardList />}</Provider>);

  it('when cards are published, then each links to its page with its artist and its lowest amount', async () => {
    answerWith({
      'GET /api/giftcard/list': { status: 200, body: { cards: [{ ...card, amounts: [75, 100] }], total: 1 } },
    });
    renderList();
    const link = await screen.findByRole('link', { name: /Studio gift card/ });
    expect(link.getAttribute('href')).toBe('/giftcard/mara-card');
    expect(link.textContent).toBe('Studio gift cardMara OkaforFrom 75 €');
  });

  it('when no card is published, then the list says so', async () => {
    answerWith({ 'GET /api/giftcard/list': { status: 200, body: { cards: [], total: 0 } } });
    renderList();
    expect((await screen.findByText('No artist offers a gift card yet.')).tagName).toBe('P');
  });
});
