import { useCallback, useState } from 'react';
import type { PaymentProviderName, ShippingInfo, GiftCodeUse } from '@easel/contracts';

/** A payment intent and the hold it claimed, kept for this tab so a reload pays through the same hold. */
export interface HeldIntent {
  id: string;
  clientSecret: string;
  heldUntil: string;
  provider: PaymentProviderName;
  /** What it was made for: the checkout's artworks (or the offer), and where they go. */
  basket: string;
  shippingInfo: ShippingInfo;
  /** A gift card's code held with the intent: what it takes off; `covered` when it pays it all (no card step). */
  giftCode?: GiftCodeUse;
  covered?: boolean;
}

const KEY = 'com-checkout-intent';

function read(basket: string): HeldIntent | null {
  try {
    const held = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as HeldIntent | null;
    return held && held.basket === basket && Date.parse(held.heldUntil) > Date.now() ? held : null;
  } catch {
    return null;
  }
}

/** `basket` names what is being bought: an intent made for another basket is not this checkout's. */
export function useHeldIntent(basket: string) {
  const [held, setHeld] = useState(() => read(basket));
  const hold = useCallback((intent: HeldIntent) => {
    sessionStorage.setItem(KEY, JSON.stringify(intent));
    setHeld(intent);
  }, []);
  const release = useCallback(() => {
    sessionStorage.removeItem(KEY);
    setHeld(null);
  }, []);
  return { held: held?.basket === basket ? held : null, hold, release };
}
