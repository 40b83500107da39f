import { createHash } from 'node:crypto';
import { featuredOf, placeIn, rankWeek, sameFeatured } from '../src/domain/pulse-ranking';
import { isoWeekStart, isWeekStart } from '../src/domain/week';

const at = (time: string) => new Date(`2026-11-17T${time}:00Z`);
const WEEK = '2026-11-16';

describe('weekly pulse rules', () => {
  it('when any day of a week is given, then the week starts on its Monday (UTC)', () => {
    expect(isoWeekStart(new Date('2026-11-16T00:00:00Z'))).toBe('2026-11-16');
    expect(isoWeekStart(new Date('2026-11-21T23:59:59Z'))).toBe('2026-11-16');
    expect(isoWeekStart(new Date('2026-11-22T12:00:00Z'))).toBe('2026-11-16');
    expect(isoWeekStart(new Date('2027-01-01T08:00:00Z'))).toBe('2026-12-28');
  });

  it.each([
    ['2026-11-16', true],
    ['2026-11-17', false],
    ['2026-02-30', false],
    ['2026-13-01', false],
    ['2026-11-16T00:00', false],
    ['16/11/2026', false],
  ])('when %s names a week, then it is a week start: %s', (text, expected) => {
    expect(isWeekStart(text)).toBe(expected);
  });

  it('when artworks are ranked, then the most voted come first and a tie goes to the one whose last vote came first', () => {
    const ranked = rankWeek(
      WEEK,
      ['late-tie', 'early-tie', 'most', 'unvoted'],
      [
        { artSlug: 'late-tie', votes: 3, lastVoteAt: at('10:00') },
        { artSlug: 'most', votes: 5, lastVoteAt: at('12:00') },
        { artSlug: 'early-tie', votes: 3, lastVoteAt: at('09:00') },
      ],
    );
    expect(ranked).toEqual([
      { artSlug: 'most', votes: 5, position: 1 },
      { artSlug: 'early-tie', votes: 3, position: 2 },
      { artSlug: 'late-tie', votes: 3, position: 3 },
      { artSlug: 'unvoted', votes: 0, position: 4 },
    ]);
  });

  it('when an artwork with votes is no longer a candidate (now for sale), then it keeps its place by its votes', () => {
    const ranked = rankWeek(WEEK, ['a'], [{ artSlug: 'sold-since', votes: 2, lastVoteAt: at('09:00') }]);
    expect(ranked.map((e) => [e.artSlug, e.position])).toEqual([
      ['sold-since', 1],
      ['a', 2],
    ]);
  });

  it('when artworks have no votes, then they follow in the week’s own draw, which changes from week to week', () => {
    const unvoted = Array.from({ length: 12 }, (_, i) => `art-${i}`);
    const draw = (week: string) =>
      [...unvoted].sort((a, b) =>
        createHash('md5')
          .update(`${week}:${a}`)
          .digest('hex')
          .localeCompare(createHash('md5').update(`${week}:${b}`).digest('hex')),
      );
    const thisWeek = rankWeek(WEEK, unvoted, []).map((e) => e.artSlug);
    const nextWeek = rankWeek('2026-11-23', unvoted, []).map((e) => e.artSlug);
    expect(thisWeek).toEqual(draw(WEEK));
    expect(nextWeek).toEqual(draw('2026-11-23'));
    expect(nextWeek).not.toEqual(thisWeek);
    // Asked again, the week's draw is the same: ranking is idempotent.
    expect(rankWeek(WEEK, [...unvoted].reverse(), []).map((e) => e.artSlug)).toEqual(thisWeek);
  });

  it('when a week has more than ten artworks, then every one has a position and the top 10 are featured', () => {
    const ranked = rankWeek(
      WEEK,
      Array.from({ length: 25 }, (_, i) => `art-${i}`),
      [],
    );
    expect(ranked.map((e) => e.position)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    const featured = featuredOf(ranked);
    expect(featured.map((p) => p.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(sameFeatured(featured, featuredOf(ranked))).toBe(true);
    expect(sameFeatured(featured, featured.slice(0, 9))).toBe(false);
  });

  it('when entries arrive out of order, then neighbours follow positions', () => {
    const entries = [
      { artSlug: 'c', position: 3, votes: 1 },
      { artSlug: 'a', position: 1, votes: 3 },
      { artSlug: 'b', position: 2, votes: 2 },
    ];
    expect(placeIn(entries, 'a')).toEqual({ position: 1, prevSlug: null, nextSlug: 'b' });
    expect(placeIn(entries, 'b')).toEqual({ position: 2, prevSlug: 'a', nextSlug: 'c' });
    expect(placeIn(entries, 'c')).toEqual({ position: 3, prevSlug: 'b', nextSlug: null });
    expect(placeIn(entries, 'z')).toBeUndefined();
  });
});
