import { DEMO_ARTISTS, DEMO_ARTWORKS, DEMO_COLLECTOR, demoAboutImage } from '@easel/contracts';
import type { NamedGallery } from '@easel/contracts';
import type { ArtistMessage, ArtistPage } from '../domain/artist-page';

const CITIES = [
  'London',
  'Gothenburg',
  'Kyoto',
  'Seville',
  'Rome',
  'Amman',
  'Dublin',
  'Mumbai',
  'Berlin',
  'Lisbon',
  'Accra',
  'Lyon',
];
const HABITS = [
  'works early, before the light turns flat',
  'keeps a sketchbook for every series',
  'paints to music, one album per canvas',
  'walks the same route every morning to collect colours',
  'returns to each piece after a month away before calling it finished',
  'shares the studio with two cats and a very old radio',
];
const COLOURS = [
  ['#e4572e', '#f3a712', '#1d1a2f'],
  ['#2f5d62', '#f2d388', '#f4f8f8'],
  ['#2b2b2b', '#8c2f39', '#f4f1ea'],
  ['#d7263d', '#1b998b', '#fff7f0'],
  ['#c97b3c', '#8a9a5b', '#f4ead5'],
  ['#1f4e79', '#e9c46a', '#f6efe4'],
  ['#5b8e7d', '#ca3c25', '#f3f8fc'],
  ['#ff2e63', '#08d9d6', '#fffbe6'],
  ['#f2a541', '#6c8ead', '#0f2340'],
  ['#a5778a', '#2f4f4f', '#fbf5f0'],
  ['#f2c14e', '#2e8b57', '#161616'],
  ['#2d6a4f', '#b7094c', '#eef3e6'],
];

/**
 * Named galleries where an artist's five works read as series (by each work's index among their five); the rest show in
 * the default one. The demo artist account's own page (mara-okafor) keeps one gallery, as other specs expect.
 */
const SERIES: Record<string, [string, number[]][]> = {
  'jonas-lindqvist': [
    ['Coast', [2, 4, 0]],
    ['Inland', [1, 3]],
  ],
  'lucia-herrera': [['Sevilla', [1, 4, 2]]],
  'theo-marchetti': [
    ['Still lifes', [0, 3]],
    ['Rome', [2, 4]],
  ],
  'sofia-costa': [['Portraits', [0, 1, 2, 4]]],
  'ines-dubois': [
    ['Leaves', [0, 3, 1]],
    ['Flowers', [2]],
  ],
};

function demoGalleries(artistSlug: string): NamedGallery[] {
  const works = DEMO_ARTWORKS.filter((work) => work.artist.slug === artistSlug);
  return (SERIES[artistSlug] ?? []).map(([name, indexes]) => ({
    name,
    artworks: indexes.flatMap((index) => works.filter((work) => work.index === index).map((work) => work.slug)),
  }));
}

/** A page for every demo artist: a short biography, their studio picture, their colours and, for some, named series. */
export function demoArtistPages(): ArtistPage[] {
  return DEMO_ARTISTS.map((artist, a) => {
    const [primary = '#222222', secondary = '#888888', background = '#ffffff'] = COLOURS[a] ?? [];
    return {
      userId: artist.id,
      about: `${artist.artistName} is a ${artist.style.toLowerCase()} artist based in ${CITIES[a]}. ${artist.firstName} ${HABITS[a % HABITS.length]}, and has shown work in group exhibitions across Europe. Follow along on Instagram at ${artist.instagram}.`,
      aboutImg: demoAboutImage(artist.slug),
      logo: null,
      colours: { primary, secondary, background },
      galleries: demoGalleries(artist.slug),
      otherWorks: [],
    };
  });
}

/** A few messages waiting in the demo artist's inbox (artist@easel.example). */
export function demoMessages(now = new Date()): ArtistMessage[] {
  const to = DEMO_ARTISTS[0]?.slug ?? '';
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
  return [
    {
      artistSlug: to,
      fromEmail: DEMO_COLLECTOR.email,
      message: 'Hello! Is "Saffron Drift" still available, and could it ship to Amsterdam?',
      createdAt: hoursAgo(30),
      readAt: hoursAgo(20),
    },
    {
      artistSlug: to,
      fromEmail: 'hannah.berg@example.com',
      message: 'I love the colours in your Abstract series. Do you take commissions for a larger canvas?',
      createdAt: hoursAgo(8),
      readAt: null,
    },
    {
      artistSlug: to,
      fromEmail: 'gallery@northlight.example',
      message: 'We are planning a group show in spring and would be glad to include two of your pieces.',
      createdAt: hoursAgo(2),
      readAt: null,
    },
  ];
}
