import type { DemoArtwork } from '@easel/contracts';
import type { Random } from './seeded-random';

const MEDIA = ['Oil', 'Acrylic', 'Watercolour', 'Ink', 'Charcoal', 'Photography', 'Digital', 'Mixed media'] as const;
const SECOND_MEDIA = ['Gold leaf', 'Graphite', 'Pastel', 'Collage', 'Gouache', 'Resin'];
const STYLES = [
  'Abstract',
  'Landscape',
  'Minimalism',
  'Expressionism',
  'Realism',
  'Geometric',
  'Impressionism',
  'Pop Art',
  'Surrealism',
  'Portraiture',
  'Contemporary',
  'Botanical',
];

const MATERIALS: Record<(typeof MEDIA)[number], string[]> = {
  Oil: ['Canvas', 'Linen', 'Wood panel'],
  Acrylic: ['Canvas', 'Wood panel', 'Paper'],
  Watercolour: ['Paper'],
  Ink: ['Paper', 'Wood panel'],
  Charcoal: ['Paper'],
  Photography: ['Aluminium', 'Paper'],
  Digital: ['Aluminium', 'Paper'],
  'Mixed media': ['Wood panel', 'Canvas', 'Linen'],
};

const MOODS = [
  'the hush just before rain',
  'a city waking slowly',
  'a summer that would not end',
  'the weight of an old letter',
  'light moving across a kitchen table',
  'the first cold morning of the year',
];

export function demoMedium(art: DemoArtwork, artistIndex: number) {
  const medium = MEDIA[(artistIndex * 2 + art.index) % MEDIA.length] as (typeof MEDIA)[number];
  const materials = MATERIALS[medium];
  const medium2 =
    art.index % 2 === 1 ? (SECOND_MEDIA[(artistIndex + art.index) % SECOND_MEDIA.length] as string) : null;
  return { medium, medium2, material: materials[(artistIndex + art.index) % materials.length] as string };
}

/** The artist's own style first; the last of their five strays to the next style on the list. */
export function demoStyle(art: DemoArtwork): string {
  return art.index < 4 ? art.artist.style : (STYLES[(STYLES.indexOf(art.artist.style) + 1) % STYLES.length] as string);
}

/** Landscapes lie wide, portraits stand tall, the rest vary. */
export function demoSize(style: string, random: Random) {
  const width = random.pick([30, 40, 50, 60, 70, 80, 90, 100, 120, 150]);
  const ratio =
    style === 'Landscape'
      ? random.between(0.55, 0.8)
      : style === 'Portraiture'
        ? random.between(1.2, 1.4)
        : random.pick([0.75, 1, 1, 1.25, 1.33]);
  return { width, height: Math.round(width * ratio) };
}

export function demoDescription(art: DemoArtwork, medium: string, style: string, random: Random): string {
  const { firstName } = art.artist;
  const opening = random.pick([
    `"${art.title}" is ${firstName}'s study of ${random.pick(MOODS)}.`,
    `In "${art.title}", ${firstName} returns to ${random.pick(MOODS)}.`,
    `${firstName} made "${art.title}" over a long season, thinking about ${random.pick(MOODS)}.`,
  ]);
  const middle = `Worked in ${medium.toLowerCase()} with the ${style.toLowerCase()} vocabulary that runs through the series, it rewards a second and a third look.`;
  const closing = random.pick([
    'Signed on the back and shipped with a certificate of authenticity.',
    'Ready to hang; it arrives signed and carefully packed.',
    'One of a kind, signed by the artist.',
  ]);
  return `${opening} ${middle} ${closing}`;
}
