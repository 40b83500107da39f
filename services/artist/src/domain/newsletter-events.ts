import type { Db, EventHandler } from '@easel/service-kit';
import type { NewslettersRepository } from '../data-access/newsletters-repository';
import type { MailDeliveryDeps } from './mail-delivery';
import { newsletterMail } from './newsletter-mail';
import { NEWSLETTER_BATCH, type NewsletterBatch } from './newsletters';

export interface NewsletterMailDeps extends MailDeliveryDeps {
  /** The newsletters as one transaction sees them. */
  newslettersIn(trx: Db): NewslettersRepository;
  now(): Date;
}

/** The outbox events of this feature and how each is delivered (applyOnce for effects that must not repeat). */
export function newsletterEventHandlers(deps: NewsletterMailDeps): Record<string, EventHandler> {
  return {
    // Each follower's mail is applied once under its delivery id, so a batch retried after a failure half-way mails only
    // those it had not reached. Reads go through the transaction too: PGlite has a single connection.
    [NEWSLETTER_BATCH]: async (event) => {
      for (const deliveryId of (event.payload as NewsletterBatch).deliveryIds) {
        await deps.applyOnce(deliveryId, async (trx) => {
          const newsletters = deps.newslettersIn(trx);
          const delivery = await newsletters.deliveryToMail(deliveryId);
          // Unsubscribed since the newsletter was sent: they get nothing more from this artist.
          if (!delivery || delivery.unsubscribed) return;
          await deps.mailer.send(newsletterMail(delivery, deps.site));
          await newsletters.markDelivered(deliveryId, deps.now());
        });
      }
    },
  };
}
