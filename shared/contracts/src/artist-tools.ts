/** Spec §9: artists unlock gift cards and the newsletter ("new features") from this many artworks. */
export const UNLOCK_MIN_ARTWORKS = 4;
export type LockedFeature = 'giftcards' | 'newsletter';

/** Spec §9's locked popup, word for word, for either feature; also the server's 403 message. */
export const lockedMessage = (feature: LockedFeature) =>
  `You need a minimum of ${UNLOCK_MIN_ARTWORKS} artworks to unlock the ${feature} to be published.`;

export const isUnlocked = (artworkCount: number) => artworkCount >= UNLOCK_MIN_ARTWORKS;
