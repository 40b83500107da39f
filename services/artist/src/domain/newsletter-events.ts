import { applyOnce, type EventHandler } from '@easel/service-kit';
import { createNewslettersRepository } from '../data-access/newsletters-repository';
import type { ArtistDeps } from './artist-deps';
import { newsletterMail } from './newsletter-mail';
import { NEWSLETTER_BATCH, type NewsletterBatch } from './newsletters';

/** The outbox events of this feature and how each is delivered (applyOnce for effects that must not repeat). */
export function newsletterEventHandlers(deps: () => ArtistDeps): Record<string, EventHandler> {
  return {
    // Each follower's mail is applied once under its delivery id, so a batch retried after a failure half-way mails only
    // those it had not reached. Reads go through the transaction too: PGlite has a single connection.
    [NEWSLETTER_BATCH]: async (event) => {
      const { ctx, mailer, outbox, now } = deps();
      const site = { publicUrl: ctx.config.PUBLIC_URL, productName: ctx.config.PRODUCT_NAME };
      for (const deliveryId of (event.payload as NewsletterBatch).deliveryIds) {
        await applyOnce(ctx.db, deliveryId, async (trx) => {
          const newsletters = createNewslettersRepository(trx, outbox);
          const delivery = await newsletters.deliveryToMail(deliveryId);
          // Unsubscribed since the newsletter was sent: they get nothing more from this artist.
          if (!delivery || delivery.unsubscribed) return;
          await mailer.send(newsletterMail(delivery, site));
          await newsletters.markDelivered(deliveryId, now());
        });
      }
    },
  };
}
