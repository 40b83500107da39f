import type { TestCommerce } from './checkout-helpers';

/** The mails so far, quoted-printable decoded (a € is =E2=82=AC on the wire). */
export const mailsOf = (commerce: TestCommerce) =>
  commerce.mails().map((text) => decodeURIComponent(text.replace(/%/g, '%25').replace(/=([0-9A-F]{2})/g, '%$1')));

/** The newest mail to this address. */
export const mailTo = (commerce: TestCommerce, to: string) =>
  mailsOf(commerce)
    .reverse()
    .find((text) => text.includes(`To: ${to}`));
