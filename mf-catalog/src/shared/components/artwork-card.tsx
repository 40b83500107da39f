import type { ArtworkCard as Artwork } from '@easel/contracts/src/catalog';
import { PageLink } from '@easel/ui';
import { cardTitle, formatPrice, isSold, mediaSrc, mediaSrcSet, shownPrice } from '../card-rules';
import './artwork-card.css';

/** One artwork on a grid or carousel: image, title, artist, price, SOLD and Pulse badges; links to /art/{slug}. */
export function ArtworkCard({ art }: { art: Artwork }) {
  const sold = isSold(art);
  const shown = shownPrice(art);
  return (
    <article className="cat-card">
      <PageLink href={`/art/${art.slug}`} className="cat-card__link">
        <div className="cat-card__frame">
          <img
            className="cat-card__image"
            src={mediaSrc(art.featuredImage, 400)}
            srcSet={mediaSrcSet(art.featuredImage)}
            sizes="(max-width: 500px) 50vw, 300px"
            alt={`${art.title} by ${art.user.artistName}`}
            loading="lazy"
            decoding="async"
          />
          {sold && <span className="cat-card__sold">SOLD</span>}
          {art.pulseRank !== undefined && (
            <span className="cat-card__pulse" title={`Number ${art.pulseRank} in this week’s Weekly Pulse`}>
              #{art.pulseRank} Weekly Pulse
            </span>
          )}
        </div>
        <h3 className="cat-card__title" title={art.title}>
          {cardTitle(art.title)}
        </h3>
      </PageLink>
      <p className="cat-card__artist">{art.user.artistName}</p>
      {shown && (
        <p className="cat-card__price">
          {shown.discountPrice ? (
            <>
              <s className="cat-card__was">{formatPrice(shown.price, art.currency.tag)}</s>{' '}
              <span>{formatPrice(shown.discountPrice, art.currency.tag)}</span>
            </>
          ) : (
            <span>{formatPrice(shown.price, art.currency.tag)}</span>
          )}
          <span className="cat-card__currency">{art.currency.code}</span>
        </p>
      )}
    </article>
  );
}
