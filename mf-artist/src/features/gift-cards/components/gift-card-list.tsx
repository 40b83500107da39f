import { FragmentPlaceholder } from '@easel/ui';

/** The gift cards artists offer, for the #cards section of /artists (built with gift cards, a later issue). */
export function GiftCardList() {
  return <FragmentPlaceholder title="Gift cards" team="mf-artist" />;
}
