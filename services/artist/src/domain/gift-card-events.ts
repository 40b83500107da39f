import { euros, formatGiftCode, type IssueGiftCodeInput } from '@easel/contracts/src/gift-cards';
import { applyOnce, type EventHandler, type EventWriter, type Mail } from '@easel/service-kit';
import type { ArtistDeps } from './artist-deps';

/** Written with a new code, in its transaction; its handler mails the code to the buyer. */
const GIFT_CODE_ISSUED = 'gift-card.code-issued';

interface CodeIssued extends IssueGiftCodeInput {
  code: string;
  artistName: string;
  title: string;
}

export const giftCodeIssued = (events: EventWriter, issued: CodeIssued) => events.write(GIFT_CODE_ISSUED, issued);

/** The buyer's mail: the code, its amount, whose works it pays for, and the card's page. */
function giftCodeMail(issued: CodeIssued, { publicUrl, product }: { publicUrl: string; product: string }): Mail {
  const amount = euros(issued.amountMinor / 100);
  const link = `${publicUrl.replace(/\/$/, '')}/giftcard/${encodeURIComponent(issued.slug)}`;
  return {
    to: issued.buyerEmail,
    subject: `Your ${amount} gift card for works by ${issued.artistName}`,
    text: [
      `Hello${issued.buyerName ? ` ${issued.buyerName}` : ''},`,
      '',
      `Thank you for your order ${issued.orderNumber}. Here is your gift card "${issued.title}" for works by ${issued.artistName}.`,
      '',
      `Code: ${formatGiftCode(issued.code)}`,
      `Amount: ${amount}`,
      '',
      `Enter the code at checkout on ${product} when you buy works by ${issued.artistName}. What you do not spend stays on the code for next time.`,
      `The card: ${link}`,
      '',
      `The ${product} team`,
    ].join('\n'),
  };
}

/** The outbox events of this feature and how each is delivered (applyOnce for effects that must not repeat). */
export function giftCardEventHandlers(deps: () => ArtistDeps): Record<string, EventHandler> {
  return {
    [GIFT_CODE_ISSUED]: async (event) => {
      const { ctx, mailer } = deps();
      const mail = giftCodeMail(event.payload as CodeIssued, {
        publicUrl: ctx.config.PUBLIC_URL,
        product: ctx.config.PRODUCT_NAME,
      });
      await applyOnce(ctx.db, event.id, () => mailer.send(mail));
    },
  };
}
