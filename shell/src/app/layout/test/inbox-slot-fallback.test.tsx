import { screen } from '@testing-library/react';
import { Header } from '../components/header';
import { artist, renderFrame, resetPage, signIn } from './render-header';

// A file of its own: a fragment, once loaded, is kept for the whole module, so a failing load must come first.
beforeEach(resetPage);

it('when the fragment cannot be loaded, then a plain link to /inbox stands in and the rest of the header is there', async () => {
  signIn(artist);
  renderFrame(<Header />, () => Promise.reject(new Error('mf-artist is down')));
  const fallback = await screen.findByRole('link', { name: 'Inbox' });
  expect(fallback.getAttribute('href')).toBe('/inbox');
  expect(screen.getByRole('link', { name: 'Submit Artwork' }).getAttribute('href')).toBe('/publish');
});
