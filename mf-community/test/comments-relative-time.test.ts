import { relativeTime } from '../src/shared/relative-time';

const now = Date.parse('2026-11-24T12:00:00Z');
const before = (seconds: number) => new Date(now - seconds * 1000).toISOString();

it.each([
  [0, 'Just now'],
  [-30, 'Just now'],
  [1, '1 sec ago'],
  [45, '45 sec ago'],
  [60, '1 min ago'],
  [5 * 60 + 59, '5 min ago'],
  [3600, '1 hour ago'],
  [3 * 3600, '3 hours ago'],
  [86_400, '1 day ago'],
  [29 * 86_400, '29 days ago'],
  [30 * 86_400, '1 month ago'],
  [11 * 30 * 86_400, '11 months ago'],
  [365 * 86_400, '1 year ago'],
  [3 * 365 * 86_400, '3 years ago'],
])('when a comment was posted %i seconds ago, then it says "%s"', (seconds, shown) => {
  expect(relativeTime(before(seconds), now)).toBe(shown);
});
