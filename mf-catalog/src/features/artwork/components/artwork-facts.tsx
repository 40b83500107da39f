import type { ArtworkDetail } from '@easel/contracts';
import { PageLink } from '@easel/ui';
import { ArtistAvatar } from './artist-avatar';

/** Artist, medium on material, year, style, second medium, size. */
export function ArtworkFacts({ art }: { art: ArtworkDetail }) {
  const facts: [string, string | number | null][] = [
    ['Medium', `${art.medium} on ${art.material}`],
    ['Year', art.year],
    ['Style', art.style],
    ['Second medium', art.medium2 || null],
    ['Size', `${art.size.width} × ${art.size.height} cm`],
  ];
  return (
    <>
      <PageLink href={`/artist/${art.user.slug}`} className="cat-byline">
        <ArtistAvatar src={art.user.avatar} />
        <span>{art.user.artistName}</span>
      </PageLink>
      <dl className="cat-facts">
        {facts
          .filter(([, value]) => value !== null && value !== '')
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </>
  );
}
