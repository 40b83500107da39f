import { DEMO_ARTISTS, DEMO_ARTWORKS, DEMO_COLLECTOR, type DemoArtwork } from '@easel/contracts';
import type { NewComment, Vote } from '../domain/community';

const HOUR = 3_600_000;
const REMARKS = [
  '<p>The colours in this are unreal. I keep coming back to it.</p>',
  '<p>Love the composition, <strong>especially</strong> the way the light falls on the left.</p>',
  '<p>This deserves the top spot this week!</p>',
  '<p>Saw this at the open studio: photos do not do it justice.</p>',
  '<p>Such a calm piece. <em>Perfect</em> for a reading corner.</p>',
  '<blockquote>Less is more</blockquote><p>and this proves it.</p>',
  '<p>How long did this one take you?</p>',
  '<p>Voted! Good luck in the Pulse.</p>',
  '<p>The texture here is incredible, I want to see it up close.</p>',
  '<ul><li>palette: perfect</li><li>mood: perfect</li></ul>',
];

interface Person {
  id: string;
  name: string;
  slug: string | null;
}

const PEOPLE: Person[] = [
  { id: DEMO_COLLECTOR.id, name: `${DEMO_COLLECTOR.firstName} ${DEMO_COLLECTOR.lastName}`, slug: null },
  ...DEMO_ARTISTS.map((a) => ({ id: a.id, name: a.artistName, slug: a.slug })),
];

/** The featured (not for sale) demo artworks: the ones with comments and Pulse votes. */
const featuredDemoArtworks = (): DemoArtwork[] => DEMO_ARTWORKS.filter((art) => !art.onSale);

// Everyone but the artwork's own artist, starting at a different person for each artwork.
const othersThan = (art: DemoArtwork, start: number) =>
  [...PEOPLE.slice(start), ...PEOPLE.slice(0, start)].filter((p) => p.id !== art.artist.id);

export function demoComments(now: Date): (NewComment & { userSlug: string | null })[] {
  return featuredDemoArtworks().flatMap((art, j) =>
    othersThan(art, j % PEOPLE.length)
      .slice(0, 1 + (j % 3))
      .map((person, i) => ({
        artSlug: art.slug,
        userId: person.id,
        userName: person.name,
        userAvatar: null,
        userSlug: person.slug,
        html: REMARKS[(j + i * 3) % REMARKS.length] as string,
        createdAt: new Date(now.getTime() - (j * 7 + i * 3 + 1) * HOUR),
      })),
  );
}

/** Who upvoted the i-th demo comment: none to three people other than its author. */
export function demoCommentVoters(comment: NewComment, i: number): string[] {
  return PEOPLE.filter((p) => p.id !== comment.userId)
    .slice(i % 5, (i % 5) + (i % 4))
    .map((p) => p.id);
}

/** Distinct vote counts between 7 and 40 for the featured artworks, from signed-in people first, then visitors' fingerprints. */
export function demoVotes(week: string, now: Date): Vote[] {
  return featuredDemoArtworks().flatMap((art, j) => {
    const count = 40 - ((j * 7) % 12) * 3;
    const voters = [
      ...othersThan(art, 0).map((p) => p.id),
      ...Array.from({ length: 40 }, (_, n) => `fp-demo-${String(n + 1).padStart(2, '0')}`),
    ];
    return voters.slice(0, count).map((voter, n) => ({
      artSlug: art.slug,
      voter,
      week,
      createdAt: new Date(now.getTime() - ((n * 5 + j) % 60) * 60_000),
    }));
  });
}
