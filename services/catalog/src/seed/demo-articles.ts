import { DEMO_ARTWORKS } from '@easel/contracts';
import type { NewArticle } from '../domain/article';
import { mediaUrl } from '../domain/media-file-name';

const DAY = 24 * 60 * 60 * 1000;
const art = (n: number) => DEMO_ARTWORKS[n] as (typeof DEMO_ARTWORKS)[number];
const artLink = (n: number) => `<a href="/art/${art(n).slug}">${art(n).title}</a>`;

/** A cover is drawn in a style with a demo artist's palette, like the demo artworks. */
export interface DemoArticle extends NewArticle {
  cover: { style: string; paletteIndex: number; seed: number; file: string };
}

function article(
  link: string,
  daysAgo: number,
  now: Date,
  cover: Omit<DemoArticle['cover'], 'file'>,
  fields: Omit<NewArticle, 'link' | 'publishedAt' | 'coverImage'>,
): DemoArticle {
  const file = `demo-magazine-${link}.jpg`;
  return {
    link,
    publishedAt: new Date(now.getTime() - daysAgo * DAY),
    coverImage: mediaUrl(file),
    cover: { ...cover, file },
    ...fields,
  };
}

/** Four magazine articles, newest first, linking to demo artworks. */
export function demoArticles(now = new Date()): DemoArticle[] {
  return [
    article(
      'how-to-buy-your-first-original',
      3,
      now,
      { style: 'Abstract', paletteIndex: 0, seed: 501 },
      {
        title: 'How to Buy Your First Original Artwork',
        excerpt: 'Size, budget, certificates and the questions worth asking an artist before you click Add to Cart.',
        author: 'The Easel Editors',
        body: `<p>Buying an original is less about knowing art history than about knowing your wall. Measure it first: a piece that looks generous on screen can feel small above a sofa.</p>
<h2>Start with what moves you</h2><p>Browse by feeling before price. Bookmark anything you return to twice, then compare. ${artLink(0)} is a good example of a work that rewards a second look.</p>
<h2>Ask the artist</h2><ul><li>How is it framed, or is it ready to hang?</li><li>Does it come with a certificate of authenticity?</li><li>Can they share a photo in daylight?</li></ul>
<blockquote>Every artwork on Easel is sold by the artist who made it.</blockquote><p>If the price is a stretch, make an offer: many artists welcome them.</p>`,
      },
    ),
    article(
      'inside-the-weekly-pulse',
      10,
      now,
      { style: 'Pop Art', paletteIndex: 7, seed: 502 },
      {
        title: 'Inside The Weekly Pulse',
        excerpt:
          'How the community’s votes pick ten featured artworks every week, and why the ranking resets on Monday.',
        author: 'The Easel Editors',
        body: `<p>Every Monday the ten most voted artworks of the past week are featured on The Weekly Pulse and earn a badge for good.</p>
<h2>One vote per person per week</h2><p>Upvotes count for the week they are cast in, so a new piece has the same chance as a well-known one.</p>
<p>This week’s list includes ${artLink(8)} and ${artLink(40)}. <strong>Vote for what you would hang at home</strong>, not what you think will win.</p>`,
      },
    ),
    article(
      'studio-visit-jonas-lindqvist',
      17,
      now,
      { style: 'Landscape', paletteIndex: 1, seed: 503 },
      {
        title: 'Studio Visit: Northern Light with Jonas Lindqvist',
        excerpt: 'Fjords at dawn, birch lines in March: a landscape painter on working outdoors in the cold.',
        author: 'Mara Okafor',
        body: `<p>Jonas paints outside until his fingers refuse. “The light changes every four minutes up here,” he says, “so the first hour decides the painting.”</p>
<h3>From sketch to canvas</h3><p>He starts with small studies in oil on paper, then works the large canvases back in the studio. ${artLink(5)} began as a study no bigger than a postcard.</p>
<figure><img src="${art(5).featuredImage}" alt="${art(5).title}"><figcaption>${art(5).title}</figcaption></figure>`,
      },
    ),
    article(
      'caring-for-works-on-paper',
      24,
      now,
      { style: 'Botanical', paletteIndex: 11, seed: 504 },
      {
        title: 'Caring for Works on Paper',
        excerpt:
          'Watercolours, ink and charcoal last for generations with the right glass, the right wall and a little patience.',
        author: 'Ines Dubois',
        body: `<p>Paper is alive: it breathes with the room. Hang it away from radiators and out of direct sun.</p>
<ol><li>Frame behind UV-filtering glass.</li><li>Use acid-free mounts.</li><li>Keep humidity between 40 and 60 percent.</li></ol>
<p><em>Charcoal</em> smudges at a touch; ask for a fixative when you buy, as the artist of ${artLink(55)} does for every piece.</p>`,
      },
    ),
  ];
}
