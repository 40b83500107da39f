/** '@mara.okafor', 'mara.okafor' or an instagram.com link → the profile's https link. */
export function instagramUrl(instagram: string): string {
  if (/^https:\/\//.test(instagram)) return instagram;
  return `https://www.instagram.com/${encodeURIComponent(instagram.replace(/^@/, ''))}/`;
}
