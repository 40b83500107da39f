import { useState } from 'react';
import { isUnlocked, GIFT_CARD_MIN_EUR } from '@easel/contracts';
import { PageLink } from '@easel/ui';
import { UnlockPopup } from '../../../shared/unlock-popup';
import { useArtistGiftCardsQuery } from '../api/artist-gift-card';

/** Spec §2: the owner's gallery shows at least this many tiles, works and owner's tiles together. */
const TILES_WIDE = 7;
const TILES_NARROW = 3;

/** How many 'Add Artwork' tiles fill the empty slots up to `tiles` (the gift card tile takes one); none once the works fill it. */
const addTilesFor = (tiles: number, works: number) => Math.max(0, tiles - 1 - works);

/**
 * The owner's own tiles after their works: the gift card tile, then 'Add Artwork' placeholders filling the gallery to 7
 * tiles on a wide screen and 3 on a phone (those past 3 are hidden there by CSS).
 */
export function OwnerTiles({ slug, works }: { slug: string; works: number }) {
  const wide = addTilesFor(TILES_WIDE, works);
  const narrow = addTilesFor(TILES_NARROW, works);
  return (
    <>
      <GiftCardTile slug={slug} works={works} />
      {Array.from({ length: wide }, (_, i) => (
        <li
          key={i}
          className={
            i < narrow ? 'art-gallery__item art-tile-slot' : 'art-gallery__item art-tile-slot art-tile-slot--wide'
          }
        >
          <PageLink href="/publish" className="art-tile art-tile--add">
            <span className="art-tile__plus" aria-hidden="true">
              +
            </span>
            Add Artwork
          </PageLink>
        </li>
      ))}
    </>
  );
}

/** Locked below 4 works (the unlock popup); then it opens the published card, or the designer of a first one. */
function GiftCardTile({ slug, works }: { slug: string; works: number }) {
  const [locked, setLocked] = useState(false);
  const unlocked = isUnlocked(works);
  const cards = useArtistGiftCardsQuery(slug, { skip: !unlocked });
  const published = cards.data?.cards.find((card) => card.published);
  const words = (
    <>
      <span className="art-tile__title">Gift card</span>
      <span className="art-tile__price">From {GIFT_CARD_MIN_EUR} €</span>
      <span className="art-tile__note">Delivered digitally or by mail</span>
    </>
  );
  return (
    <li className="art-gallery__item art-tile-slot">
      {unlocked ? (
        <PageLink
          href={published ? `/giftcard/${published.slug}` : '/create/giftcard'}
          className="art-tile art-tile--gift"
        >
          {words}
        </PageLink>
      ) : (
        <button
          type="button"
          className="art-tile art-tile--gift art-tile--locked"
          onClick={() => setLocked(true)}
          aria-haspopup="dialog"
        >
          {words}
          <span className="art-tile__lock">Locked</span>
        </button>
      )}
      {locked && <UnlockPopup feature="giftcards" onClose={() => setLocked(false)} />}
    </li>
  );
}
