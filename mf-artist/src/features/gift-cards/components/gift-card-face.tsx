import { euros, GIFT_CARD_MIN_EUR } from '@easel/contracts';
import './gift-cards.css';

interface GiftCardFaceProps {
  image: string | null;
  title: string;
  artistName: string;
  amounts: number[];
  /** the page's own picture is large; tiles and the preview ask for a smaller variant */
  width?: 400 | 800;
}

/** 'From 50 €' (spec §2), or from the card's lowest amount. */
export const fromPrice = (amounts: number[]) =>
  `From ${euros(amounts.length ? Math.min(...amounts) : GIFT_CARD_MIN_EUR)}`;

/** The card as a collector sees it: the artist's picture with the card's name, its artist and its lowest amount. */
export function GiftCardFace({ image, title, artistName, amounts, width = 400 }: GiftCardFaceProps) {
  return (
    <div className="art-gift-face">
      {image ? (
        <img className="art-gift-face__image" src={`${image}?w=${width}`} alt="" loading="lazy" />
      ) : (
        <div className="art-gift-face__image art-gift-face__image--empty" aria-hidden="true" />
      )}
      <div className="art-gift-face__label">
        <span className="art-gift-face__kicker">Gift card</span>
        <span className="art-gift-face__title">{title}</span>
        <span className="art-gift-face__artist">{artistName}</span>
        <span className="art-gift-face__price">{fromPrice(amounts)}</span>
      </div>
    </div>
  );
}
