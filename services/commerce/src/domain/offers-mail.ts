import { formatPrice, OFFER_LINK_HOURS, toMajor } from '@easel/contracts';
import type { Mail } from '@easel/service-kit';
import type { OrderRequestRecord } from '../data-access/order-requests';
import { checkoutUrl } from './offer-checkout';
import type { RequestDeps } from './order-request-deps';

type MailDeps = Pick<RequestDeps, 'mailer' | 'contacts' | 'site' | 'logger'>;

const amount = (minor: number, currency: string) => formatPrice(toMajor(minor, currency), currency);
const artUrl = (site: RequestDeps['site'], slug: string) => `${site.publicUrl.replace(/\/+$/, '')}/art/${slug}`;

// The request is stored before any mail goes: a mail server that fails is logged, and the artist still sees the
// request in their list, so it never turns a kept request into an error for the buyer.
async function send({ mailer, logger }: MailDeps, mail: Mail) {
  await mailer
    .send(mail)
    .catch((error: unknown) => logger.error({ err: error, subject: mail.subject }, 'an offer e-mail was not sent'));
}

function describe(request: OrderRequestRecord): string {
  const offer =
    request.offerMinor !== null && request.currency ? amount(request.offerMinor, request.currency) : undefined;
  switch (request.buyOption) {
    case 'offer':
      return `an offer of ${offer}`;
    case 'buy':
      return 'a request to buy';
    case 'Commission':
      return 'a commission request';
    default:
      return 'a question about the price';
  }
}

/** The artist hears of every request, with how to answer it; an offer their rules answered says so. */
export async function mailArtistOfRequest(deps: MailDeps, request: OrderRequestRecord) {
  const artist = await deps.contacts.contact(request.artistId).catch(() => undefined);
  if (!artist)
    return deps.logger.warn({ requestId: request.id }, 'the artist of a request has no address we can reach');
  const ruled =
    request.state === 'open' ? '' : `Your offer rules ${request.state} it at once; the buyer has been told.`;
  await send(deps, {
    to: artist.email,
    subject: `New request for '${request.artTitle}'`,
    text: [
      `Hello ${artist.name},`,
      '',
      `${request.email} sent ${describe(request)} for '${request.artTitle}' (${artUrl(deps.site, request.slug)}).`,
      request.whatsapp ? `WhatsApp: ${request.whatsapp}` : '',
      request.message ? `Their message:\n${request.message}` : '',
      ruled,
      '',
      `Answer it from your sales page: ${deps.site.publicUrl.replace(/\/+$/, '')}/sales`,
    ]
      .filter((line, index, lines) => line !== '' || lines[index - 1] !== '')
      .join('\n'),
  });
}

/** The buyer's link at the agreed price: after an accept (by the artist or their rules) or a counter. */
export async function mailCheckoutLink(deps: MailDeps, request: OrderRequestRecord, token: string) {
  const countered = request.state === 'countered';
  const price = amount((countered ? request.counterMinor : request.offerMinor)!, request.currency!);
  await send(deps, {
    to: request.email,
    subject: countered
      ? `A counter offer for '${request.artTitle}'`
      : `Your offer for '${request.artTitle}' was accepted`,
    text: [
      countered
        ? `The artist answered your offer for '${request.artTitle}' with ${price}.`
        : `Good news: the artist accepted your offer of ${price} for '${request.artTitle}'.`,
      '',
      `You can buy it at ${price} within the next ${OFFER_LINK_HOURS} hours, until ${request.checkoutExpiresAt!.toUTCString()}:`,
      checkoutUrl(deps.site, token),
      '',
      'The artwork is unique: until you pay, someone else may still buy it.',
    ].join('\n'),
  });
}

export async function mailDeclined(deps: MailDeps, request: OrderRequestRecord) {
  await send(deps, {
    to: request.email,
    subject: `Your offer for '${request.artTitle}' was declined`,
    text: [
      `The artist declined your offer of ${amount(request.offerMinor!, request.currency!)} for '${request.artTitle}'.`,
      '',
      `You are welcome to make another one: ${artUrl(deps.site, request.slug)}`,
    ].join('\n'),
  });
}
