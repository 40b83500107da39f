import { screen } from '@testing-library/react';
import type { FragmentLoader } from '@easel/ui';
import { Header } from '../components/header';
import { artist, customer, renderFrame, resetPage, signIn } from './render-header';

beforeEach(resetPage);

/** mf-artist's indicator as the loader would give it: a link with the count it was handed; other fragments empty. */
const indicatorLoader: FragmentLoader = async (id) => ({
  default: ({ className }: { className?: string }) =>
    id === 'mf_artist/inbox-indicator' ? (
      <a href="/inbox" className={className} aria-label="Inbox, 3 unread">
        3
      </a>
    ) : null,
});

it.each([
  ['an artist', artist],
  ['a customer', customer],
])(
  'when %s is signed in, then the header shows mf-artist’s messenger with its count, sized as the header’s icons',
  async (_who, user) => {
    signIn(user);
    renderFrame(<Header />, indicatorLoader);
    const indicator = await screen.findByRole('link', { name: 'Inbox, 3 unread' });
    expect([indicator.getAttribute('href'), indicator.className, indicator.textContent]).toEqual([
      '/inbox',
      'shl-icon-button',
      '3',
    ]);
  },
);

it('when a visitor looks at the header, then there is no messenger', () => {
  renderFrame(<Header />, indicatorLoader);
  expect(screen.queryByRole('link', { name: /^Inbox/ })).toBeNull();
});
