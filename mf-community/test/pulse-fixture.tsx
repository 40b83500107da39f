import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { ArtworkCard, ArtworkDetail, PulseStanding } from '@easel/contracts';
import { createEaselStore, loggedIn } from '@easel/store';
import { testUser } from '@easel/ui/testing';

export const standing = (changes: Partial<PulseStanding> = {}): PulseStanding => ({
  slug: 'quiet-thunder',
  week: '2026-11-23',
  position: 3,
  prevSlug: 'red-dawn',
  nextSlug: 'blue-hour',
  totalUpvotes: 12,
  isUpvoted: false,
  votingOpen: true,
  views: 40,
  ...changes,
});

export const card = (slug: string, title: string, changes: Partial<ArtworkCard> = {}): ArtworkCard => ({
  _id: slug,
  slug,
  title,
  featuredImage: `/api/media/${slug}.jpg`,
  featuredImageShape: { width: 1200, height: 900, colour: '#aa8866' },
  gallery: [],
  medium: 'Oil',
  material: 'Canvas',
  year: 2020,
  style: null,
  size: { width: 60, height: 45 },
  price: null,
  discountPrice: null,
  currency: { code: 'EUR', tag: '€' },
  onSale: false,
  phidden: false,
  status: '',
  user: { _id: 'mara', slug: 'mara-okafor', artistName: 'Mara Okafor', avatar: null },
  createdAt: '2026-01-01T00:00:00Z',
  ...changes,
});

export const artwork = (changes: Partial<ArtworkDetail> = {}): ArtworkDetail => ({
  ...card('quiet-thunder', 'Quiet Thunder'),
  description: 'Light across a kitchen table.',
  medium2: '',
  allowoffers: '',
  galleryShapes: [],
  user: {
    _id: 'mara',
    slug: 'mara-okafor',
    artistName: 'Mara Okafor',
    avatar: null,
    artistPage: { about: { img: null } },
  },
  updatedAt: '2026-01-01T00:00:00Z',
  ...changes,
});

/** A page's store, signed in when asked, with `ui` rendered in it (as a fragment is on another team's page). */
export function renderInStore(ui: React.ReactElement, { signedIn = false } = {}) {
  const store = createEaselStore({ redirect: jest.fn() });
  if (signedIn) {
    localStorage.setItem('token', 't');
    store.dispatch(loggedIn({ token: 't', user: testUser() }));
  }
  return render(<Provider store={store}>{ui}</Provider>);
}

/** The addresses fetch was asked for, with their queries (answerWith keeps only the paths). */
export const askedUrls = () =>
  (globalThis.fetch as jest.Mock).mock.calls.map(([input]) => new URL((input as Request).url));
