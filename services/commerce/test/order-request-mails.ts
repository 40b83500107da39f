import type { TestCommerce } from './checkout-helpers';

/** The mails so far, as text: commerce.mails() decodes quoted-printable once; a second pass would mangle a link's '?offer=AB…'. */
export const mailsOf = (commerce: TestCommerce) => commerce.mails();

/** The newest mail to this address. */
export const mailTo = (commerce: TestCommerce, to: string) =>
  mailsOf(commerce)
    .reverse()
    .find((text) => text.includes(`To: ${to}`));
