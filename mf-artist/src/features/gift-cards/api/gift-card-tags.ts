import type { GiftCardInput } from '@easel/contracts';
import { artistApi } from '../../../app/artist-api';

/** Saving a card refreshes every card and list on screen. */
export const GIFT_CARDS = 'GiftCards';
export const giftCardsApi = artistApi.enhanceEndpoints({ addTagTypes: [GIFT_CARDS] });

/** A card as the form sends it. */
export type GiftCardBody = GiftCardInput;
