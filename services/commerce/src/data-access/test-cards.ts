/**
 * Stripe's test cards (docs.stripe.com/testing) as the local provider answers them, with Stripe's own words, so a
 * checkout tried on the embedded provider behaves as it will on Stripe.
 */
export interface CardDecline {
  message: string;
  code: string;
  decline_code?: string;
}
export type CardOutcome = { kind: 'succeeds' } | { kind: 'authenticate' } | { kind: 'declined'; error: CardDecline };

const declined = (message: string, code: string, decline_code?: string): CardOutcome => ({
  kind: 'declined',
  error: decline_code ? { message, code, decline_code } : { message, code },
});

const CARD_DECLINED = 'Your card was declined.';

const TEST_CARDS: Record<string, CardOutcome> = {
  '4242424242424242': { kind: 'succeeds' },
  '4000056655665556': { kind: 'succeeds' },
  '5555555555554444': { kind: 'succeeds' },
  '378282246310005': { kind: 'succeeds' },
  '4000000000000002': declined(CARD_DECLINED, 'card_declined', 'generic_decline'),
  '4000000000009995': declined('Your card has insufficient funds.', 'card_declined', 'insufficient_funds'),
  '4000000000009987': declined(CARD_DECLINED, 'card_declined', 'lost_card'),
  '4000000000009979': declined(CARD_DECLINED, 'card_declined', 'stolen_card'),
  '4000000000000069': declined('Your card has expired.', 'expired_card'),
  '4000000000000127': declined("Your card's security code is incorrect.", 'incorrect_cvc'),
  '4000000000000119': declined(
    'An error occurred while processing your card. Try again in a little bit.',
    'processing_error',
  ),
  '4000002500003155': { kind: 'authenticate' },
  '4000002760003184': { kind: 'authenticate' },
  '4000000000003220': { kind: 'authenticate' },
};

/** Stripe's last_payment_error when the buyer fails 3D Secure. */
export const AUTHENTICATION_FAILED: CardDecline = {
  message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  code: 'payment_intent_authentication_failure',
};

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** 'MM/YY', 'MM / YY' or 'MM/YYYY'; the card is good through the last day of that month. */
function expiryProblem(expiry: string, now: Date): CardDecline | undefined {
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry.trim());
  if (!match) return { message: "Your card's expiration date is incomplete.", code: 'incomplete_expiry' };
  const [, monthText = '', yearText = ''] = match;
  const month = Number(monthText);
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (month < 1 || month > 12)
    return { message: "Your card's expiration month is invalid.", code: 'invalid_expiry_month' };
  if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1)
    return { message: "Your card's expiration date is in the past.", code: 'invalid_expiry_year' };
  return undefined;
}

/** What Stripe answers for this card: a number, expiry and CVC that cannot be a card are refused before any test card is looked up. */
export function cardOutcome(card: { cardNumber: string; expiry: string; cvc: string }, now: Date): CardOutcome {
  const digits = card.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits)) return declined('Your card number is invalid.', 'invalid_number');
  if (digits.length < 15) return declined('Your card number is incomplete.', 'incomplete_number');
  if (digits.length > 19 || !passesLuhn(digits)) return declined('Your card number is incorrect.', 'incorrect_number');
  const badExpiry = expiryProblem(card.expiry, now);
  if (badExpiry) return { kind: 'declined', error: badExpiry };
  const cvcLength = digits.startsWith('34') || digits.startsWith('37') ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc.trim()))
    return declined("Your card's security code is incomplete.", 'incomplete_cvc');
  // Stripe in test mode refuses every card that is not one of its test cards.
  return TEST_CARDS[digits] ?? declined(CARD_DECLINED, 'card_declined', 'test_mode_live_card');
}
