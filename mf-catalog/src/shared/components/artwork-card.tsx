import type { ArtworkCard as Artwork } from '@easel/contracts';
import { formatPrice } from '@easel/contracts';
import { PageLink } from '@easel/ui';
import { cardShape, cardTitle, isSold, mediaSrc, mediaSrcSet, shownPrice } from '../card-rules';
import { usePictureTurn, type PictureLoad } from '../first-screen';
import './artwork-card.css';

/**
 * One artwork on a grid or carousel: the whole picture at its own proportions (the box keeps them before it loads,
 * in its dominant colour), then title, artist and price on one line each; links to /art/{slug}.
 * `sizes` is how wide the picture shows, so the browser picks the right variant. `load`: a card in the first screen is
 * 'eager' (fetched without waiting for the layout to find it in view); the page's first, its likely largest picture,
 * is 'first' and fetched before the others (first-screen.ts), which would otherwise share the connection with it.
 * `square`: a square frame, the whole picture inside it, for a grid whose tiles all share one shape.
 */
export function ArtworkCard({
  art,
  sizes = '(max-width: 500px) 50vw, 300px',
  load = 'lazy',
  square = false,
}: {
  art: Artwork;
  sizes?: string;
  load?: PictureLoad;
  square?: boolean;
}) {
  const sold = isSold(art);
  const shown = shownPrice(art);
  const shape = cardShape(art);
  const { drawn, arrived } = usePictureTurn(load);
  const frame = square
    ? { aspectRatio: '1' }
    : { aspectRatio: `${shape.width} / ${shape.height}`, backgroundColor: shape.colour ?? undefined };
  return (
    <article className="cat-card">
      <PageLink href={`/art/${art.slug}`} className="cat-card__link">
        <div className="cat-card__frame" style={frame}>
          {drawn && (
            <img
              className="cat-card__image"
              src={mediaSrc(art.featuredImage, 400)}
              srcSet={mediaSrcSet(art.featuredImage)}
              sizes={sizes}
              width={shape.width}
              height={shape.height}
              alt={`${art.title} by ${art.user.artistName}`}
              loading={load === 'lazy' ? 'lazy' : 'eager'}
              fetchPriority={load === 'first' ? 'high' : 'auto'}
              decoding="async"
              onLoad={arrived}
              onError={arrived}
            />
          )}
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
      {/* Kept when the price is hidden, so the cards of a row end at one line */}
      <p className="cat-card__price">
        {shown?.discountPrice ? (
          <>
            <s className="cat-card__was">{formatPrice(shown.price, art.currency.code)}</s>{' '}
            <span>{formatPrice(shown.discountPrice, art.currency.code)}</span>
          </>
        ) : (
          shown && <span>{formatPrice(shown.price, art.currency.code)}</span>
        )}
      </p>
    </article>
  );
}

/** For the card at `index` of a list whose first `eager` cards are in the first screen, `first` the largest of them. */
export const cardLoad = (index: number, eager: number, first = 0): PictureLoad =>
  index >= eager ? 'lazy' : index === first ? 'first' : 'eager';
