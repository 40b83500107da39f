import type { ArtworkCard } from '@easel/contracts';
import { PULSE_FEATURED } from '@easel/contracts';
import { PageLink } from '@easel/ui';
import { votesLabel } from '../../../shared/pulse-week';

const TITLE_MAX = 34;
/** Spec §2: card titles are cut at 34 characters with an ellipsis. */
const cardTitle = (title: string) => (title.length > TITLE_MAX ? `${title.slice(0, TITLE_MAX).trimEnd()}…` : title);

interface PulseWeekCardProps {
  art: ArtworkCard;
  position: number;
  votes: number;
  /** /art2/{slug}, with ?week= for a past week */
  href: string;
}

/** One ranked artwork: its picture in its own proportions, place, title, artist and votes. */
export function PulseWeekCard({ art, position, votes, href }: PulseWeekCardProps) {
  const shape = art.featuredImageShape ?? { width: art.size.width, height: art.size.height, colour: null };
  return (
    <li className={`cmy-card${position <= PULSE_FEATURED ? ' cmy-card--featured' : ''}`}>
      <PageLink href={href} className="cmy-card__link">
        <div
          className="cmy-card__frame"
          style={{ aspectRatio: `${shape.width} / ${shape.height}`, backgroundColor: shape.colour ?? undefined }}
        >
          <img
            src={`${art.featuredImage}?w=400`}
            srcSet={`${art.featuredImage}?w=400 400w, ${art.featuredImage}?w=800 800w`}
            sizes="(max-width: 500px) 50vw, 300px"
            width={shape.width}
            height={shape.height}
            alt=""
            loading="lazy"
            decoding="async"
          />
          <span className="cmy-card__place">#{position}</span>
        </div>
        <h2 className="cmy-card__title" title={art.title}>
          {cardTitle(art.title)}
        </h2>
      </PageLink>
      <p className="cmy-card__artist">{art.user.artistName}</p>
      <p className="cmy-card__votes">{votesLabel(votes)}</p>
    </li>
  );
}
