import { artworkSlug } from './slug';

// The demo world seeded with SEED=demo. Ids are fixed so that every service's seed agrees on who is who.
export const DEMO_PASSWORD = 'easel-demo-1';

export interface DemoArtist {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  artistName: string;
  slug: string;
  instagram: string;
  style: string;
}

/** Twelve artists; the first is the demo artist account artist@easel.example. */
export const DEMO_ARTISTS: DemoArtist[] = [
  {
    id: 'da4bbbe4-1a01-56a2-a869-e0f50079881d',
    email: 'artist@easel.example',
    firstName: 'Mara',
    lastName: 'Okafor',
    artistName: 'Mara Okafor',
    slug: 'mara-okafor',
    instagram: '@mara.okafor',
    style: 'Abstract',
  },
  {
    id: '6bc2f386-5149-5906-a522-8d8ca5521fb9',
    email: 'jonas.lindqvist@easel.example',
    firstName: 'Jonas',
    lastName: 'Lindqvist',
    artistName: 'Jonas Lindqvist',
    slug: 'jonas-lindqvist',
    instagram: '@jonas.lindqvist',
    style: 'Landscape',
  },
  {
    id: '9f5ae748-9b4a-573c-8f18-6dd892cc2ee8',
    email: 'aiko.tanaka@easel.example',
    firstName: 'Aiko',
    lastName: 'Tanaka',
    artistName: 'Aiko Tanaka',
    slug: 'aiko-tanaka',
    instagram: '@aiko.tanaka',
    style: 'Minimalism',
  },
  {
    id: '79190b12-f250-5ad2-a93b-739300362fe4',
    email: 'lucia.herrera@easel.example',
    firstName: 'Lucía',
    lastName: 'Herrera',
    artistName: 'Lucía Herrera',
    slug: 'lucia-herrera',
    instagram: '@lucia.herrera',
    style: 'Expressionism',
  },
  {
    id: 'da976c02-2667-5819-8feb-d1f0e3316c43',
    email: 'theo.marchetti@easel.example',
    firstName: 'Theo',
    lastName: 'Marchetti',
    artistName: 'Theo Marchetti',
    slug: 'theo-marchetti',
    instagram: '@theo.marchetti',
    style: 'Realism',
  },
  {
    id: '0e570f70-2939-5033-a543-72dabdafc81d',
    email: 'noor.haddad@easel.example',
    firstName: 'Noor',
    lastName: 'Haddad',
    artistName: 'Noor Haddad',
    slug: 'noor-haddad',
    instagram: '@noor.haddad',
    style: 'Geometric',
  },
  {
    id: 'd8b388cd-3b5b-5d9a-995f-21d1c296fafe',
    email: 'ewan.byrne@easel.example',
    firstName: 'Ewan',
    lastName: 'Byrne',
    artistName: 'Ewan Byrne',
    slug: 'ewan-byrne',
    instagram: '@ewan.byrne',
    style: 'Impressionism',
  },
  {
    id: 'cc1f39b8-9a92-54f9-848b-6581a969fe03',
    email: 'priya.raman@easel.example',
    firstName: 'Priya',
    lastName: 'Raman',
    artistName: 'Priya Raman',
    slug: 'priya-raman',
    instagram: '@priya.raman',
    style: 'Pop Art',
  },
  {
    id: 'c7c3cfb8-4f78-592b-b0b2-2f2ff44f26df',
    email: 'felix.wagner@easel.example',
    firstName: 'Felix',
    lastName: 'Wagner',
    artistName: 'Felix Wagner',
    slug: 'felix-wagner',
    instagram: '@felix.wagner',
    style: 'Surrealism',
  },
  {
    id: 'cb871108-fb5d-5633-a488-308f4b53029b',
    email: 'sofia.costa@easel.example',
    firstName: 'Sofia',
    lastName: 'Costa',
    artistName: 'Sofia Costa',
    slug: 'sofia-costa',
    instagram: '@sofia.costa',
    style: 'Portraiture',
  },
  {
    id: 'd812e9d9-d769-5729-ad3c-f8d6d3a17248',
    email: 'kwame.mensah@easel.example',
    firstName: 'Kwame',
    lastName: 'Mensah',
    artistName: 'Kwame Mensah',
    slug: 'kwame-mensah',
    instagram: '@kwame.mensah',
    style: 'Contemporary',
  },
  {
    id: '82b1c08f-4e1c-55da-b436-6c60ff1e7b9e',
    email: 'ines.dubois@easel.example',
    firstName: 'Ines',
    lastName: 'Dubois',
    artistName: 'Ines Dubois',
    slug: 'ines-dubois',
    instagram: '@ines.dubois',
    style: 'Botanical',
  },
];

export const DEMO_COLLECTOR = {
  id: '6e285b83-c065-5991-9b48-1f8591454f7c',
  email: 'collector@easel.example',
  firstName: 'Cleo',
  lastName: 'Collins',
};

export const DEMO_ADMIN = {
  id: 'b219d8b0-4f3e-509e-aa58-9bd0e5bd0a79',
  email: 'admin@easel.example',
  firstName: 'Ada',
  lastName: 'Admin',
};

/**
 * The demo owner's second factor (the owner role requires one): a published secret, as the demo password is, so the
 * demo and the tests can sign in with any authenticator app or library (base32, SHA-1, 6 digits, 30 s).
 */
export const DEMO_ADMIN_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** One demo admin for each other role, with the demo password and no second factor. */
export const DEMO_STAFF = [
  {
    id: 'c4a4b8f2-53f0-4a51-9f0e-3f1d8a1e0b01',
    email: 'moderator@easel.example',
    name: 'Mo Moderator',
    role: 'moderator',
  },
  { id: 'c4a4b8f2-53f0-4a51-9f0e-3f1d8a1e0b02', email: 'editor@easel.example', name: 'Eda Editor', role: 'editor' },
  { id: 'c4a4b8f2-53f0-4a51-9f0e-3f1d8a1e0b03', email: 'support@easel.example', name: 'Sam Support', role: 'support' },
] as const;

/** Five titles per demo artist, in DEMO_ARTISTS order. */
const DEMO_ARTWORK_TITLES: string[][] = [
  ['Quiet Thunder', 'Saffron Drift', 'Tidal Memory', 'The Long Exhale', 'Ember Field'],
  ['Fjord at First Light', 'Birch Line in March', 'Low Tide, Skagen', 'Northern Hayfield', 'Storm over Gotland'],
  ['Two Stones', 'White on Fog', 'Single Line Study', 'Morning Paper', 'Still Water No. 3'],
  ['Fiesta de Ceniza', 'The Red Balcony', 'Night Market', 'Dancer in Blue', 'Heat of Sevilla'],
  ['Lemons on Linen', 'The Old Fisherman', 'Via Appia at Noon', 'Copper Pot and Figs', 'Window in Trastevere'],
  ['Courtyard Tessellation', 'Eight-Point Garden', 'Lattice of Dusk', 'Blue Muqarnas', 'Sand Grid'],
  ['Garden Party at Howth', 'Rain on Grafton Street', 'Poppies by the Liffey', 'Evening Regatta', 'Sunday Orchard'],
  ['Mango Lassi Superstar', 'Rickshaw Rush', 'Bollywood Halftone', 'Chai Time Forever', 'Neon Marigold'],
  ['The Clock That Swam', 'Staircase to the Moon', 'Fish in the Attic', 'Orchard of Lamps', 'A Door in the Sea'],
  [
    'Portrait of Inês',
    "The Grandmother's Hands",
    'Girl with Green Scarf',
    'Self-Portrait in Lisbon Light',
    'The Cellist',
  ],
  ['Kente Circuit', 'Accra Rush Hour', 'Gold Coast Signal', 'Market Mother', 'Harmattan Haze'],
  ['Monstera Study', 'Wild Fennel', 'Peonies after Rain', 'Fern Spiral', 'Herbarium No. 7'],
];

export interface DemoArtwork {
  slug: string;
  title: string;
  artist: DemoArtist;
  /** 0..4 within the artist's five */
  index: number;
  /** false: a featured piece, not for sale, ranked in The Weekly Pulse */
  onSale: boolean;
  featuredImage: string;
}

/** Sixty artworks, five per demo artist; one of each artist's five is featured (not for sale). */
export const DEMO_ARTWORKS: DemoArtwork[] = DEMO_ARTISTS.flatMap((artist, a) =>
  (DEMO_ARTWORK_TITLES[a] ?? []).map((title, index) => {
    const slug = artworkSlug(title, artist.slug);
    return { slug, title, artist, index, onSale: index !== (a * 3) % 5, featuredImage: `/api/media/demo-${slug}.jpg` };
  }),
);

/** The studio picture on a demo artist's page, generated by catalog's seed beside the artworks. */
export const demoAboutImage = (artistSlug: string) => `/api/media/demo-about-${artistSlug}.jpg`;
