import type { CartLine } from '@easel/contracts';

const clock = (iso: string) =>
  new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', hour12: false });

/** 'Reserved until HH:MM' in the buyer's own time, or 'Reserved' when the end is unknown. */
export const reservedLabel = (reservedUntil: string | null) =>
  reservedUntil ? `Reserved until ${clock(reservedUntil)}` : 'Reserved';

/**
 * Why a line is left out of a cart's or a checkout's totals, in the buyer's words; null when it counts.
 * `currency` is the order's (one order takes one currency); `buyable` says whether a line in its state can be paid here.
 */
export function lineFlag(
  line: CartLine,
  currency: string | null | undefined,
  buyable = line.state === 'available',
): string | null {
  if (line.state === 'sold') return 'Sold';
  if (line.state === 'unpublished') return 'No longer available';
  if (line.state === 'reserved') return reservedLabel(line.reservedUntil);
  if (!buyable || line.price === null) return 'Price on request';
  return line.currency.code === currency ? null : `Priced in ${line.currency.code}: one order takes one currency`;
}
