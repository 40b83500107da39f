import { rankByVotes } from '../src/domain/pulse-ranking';
import { isoWeekStart } from '../src/domain/week';

describe('weekly pulse rules', () => {
  it('when any day of a week is given, then the week starts on its Monday (UTC)', () => {
    expect(isoWeekStart(new Date('2026-11-16T00:00:00Z'))).toBe('2026-11-16');
    expect(isoWeekStart(new Date('2026-11-21T23:59:59Z'))).toBe('2026-11-16');
    expect(isoWeekStart(new Date('2026-11-22T12:00:00Z'))).toBe('2026-11-16');
    expect(isoWeekStart(new Date('2027-01-01T08:00:00Z'))).toBe('2026-12-28');
  });

  it('when artworks are ranked, then the most voted come first, ties by slug, and only the top 10 are kept', () => {
    const tallies = Array.from({ length: 14 }, (_, i) => ({ artSlug: `art-${String(i).padStart(2, '0')}`, votes: i % 7 }));
    const ranked = rankByVotes(tallies);
    expect(ranked).toHaveLength(10);
    expect(ranked.slice(0, 3)).toEqual([
      { artSlug: 'art-06', votes: 6, position: 1 },
      { artSlug: 'art-13', votes: 6, position: 2 },
      { artSlug: 'art-05', votes: 5, position: 3 },
    ]);
  });
});
