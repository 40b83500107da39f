import { toMajor } from './money';

/** Offers arrive in major units: 1250.5 EUR → 125050; the inverse of toMajor, to the nearest minor unit. */
export const toMinor = (major: number, currency: string) => Math.round(major / toMajor(1, currency));
