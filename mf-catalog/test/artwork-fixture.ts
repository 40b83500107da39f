import type { ArtworkCard, ArtworkDetail, User } from '@easel/contracts';

/** A demo-like artwork detail (GET /artwork/get/:slug's art) of Mara Okafor, featured (not on sale). */
export const artworkDetail = (changes: Partial<ArtworkDetail> = {}): ArtworkDetail => ({
  _id: '1',
  slug: 'quiet-thunder-mara-okafor',
  title: 'Quiet Thunder',
  description: 'Light across a kitchen table.',
  featuredImage: '/api/media/demo.jpg',
  featuredImageShape: { width: 1200, height: 900, colour: '#8a6f5a' },
  gallery: [],
  medium: 'Oil',
  medium2: '',
  material: 'Canvas',
  year: 2018,
  style: 'Abstract',
  size: { width: 60, height: 45 },
  price: 1200,
  discountPrice: null,
  currency: { code: 'EUR', tag: '€' },
  onSale: false,
  phidden: false,
  status: '',
  allowoffers: '',
  galleryShapes: [],
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  user: {
    _id: 'mara',
    slug: 'mara-okafor',
    artistName: 'Mara Okafor',
    avatar: null,
    artistPage: { about: { img: null } },
  },
  ...changes,
});

export const signedInUser = (_id: string): User => ({
  _id,
  role: 'user',
  email: `${_id}@easel.example`,
  firstName: 'Mara',
  lastName: 'Okafor',
  artistName: 'Mara Okafor',
  slug: _id,
  avatar: null,
  instagram: null,
  google: false,
  count: 5,
  artistPage: { about: { img: null } },
  bookmarks: [],
  artistbookmarks: [],
});

/** A card of the catalog's lists: the same work as a card, on sale, in a taller size (60 × 80 cm). */
export function artworkCard(changes: Partial<ArtworkCard> = {}): ArtworkCard {
  const {
    description: _d,
    medium2: _m,
    allowoffers: _a,
    galleryShapes: _g,
    updatedAt: _u,
    ...card
  } = artworkDetail({
    onSale: true,
    size: { width: 60, height: 80 },
  });
  return { ...card, user: { _id: 'u', slug: 'mara-okafor', artistName: 'Mara Okafor', avatar: null }, ...changes };
}
