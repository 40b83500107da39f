const UNITS: [name: string, seconds: number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['min', 60],
  ['sec', 1],
];
const ABBREVIATED = new Set(['min', 'sec']);

/** Spec §9: '5 min ago', '1 hour ago', '2 months ago' (a month is 30 days); under a second, or in the future, 'Just now'. */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const seconds = Math.floor((now - Date.parse(iso)) / 1000);
  for (const [name, size] of UNITS) {
    const count = Math.floor(seconds / size);
    if (count < 1) continue;
    // 'min' and 'sec' are abbreviations, which stay as they are; the whole words take an 's'.
    const unit = count > 1 && !ABBREVIATED.has(name) ? `${name}s` : name;
    return `${count} ${unit} ago`;
  }
  return 'Just now';
}
