import { euros, formatGiftCode, type IssueGiftCodeInput } from '@easel/contracts';
import type { EventHandler, EventWriter, Mail } from '@easel/service-kit';
import type { MailDeliveryDeps, MailSite } from './mail-delivery';

/** Written with a new code, in its transaction; its handler mails the code to the buyer. */
const GIFT_CODE_ISSUED = 'gift-card.code-issued';

interface CodeIssued extends IssueGiftCodeInput {
  code: string;
  artistName: string;
  title: string;
}

export const giftCodeIssued = (events: EventWriter, issued: CodeIssued) => events.write(GIFT_CODE_ISSUED, issued);

/** The buyer's mail: the code, its amount, whose works it pays for, and the card's page. */
function giftCodeMail(issued: CodeIssued, { publicUrl, productName }: MailSite): Mail {
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
      `Enter the code at checkout on ${productName} when you buy works by ${issued.artistName}. What you do not spend stays on the code for next time.`,
      `The card: ${link}`,
      '',
      `The ${productName} team`,
    ].join('\n'),
  };
}

/** The outbox events of this feature and how each is delivered (applyOnce for effects that must not repeat). */
export function giftCardEventHandlers(deps: MailDeliveryDeps): Record<string, EventHandler> {
  return {
    [GIFT_CODE_ISSUED]: async (event) => {
      const mail = giftCodeMail(event.payload as CodeIssued, deps.site);
      await deps.applyOnce(event.id, () => deps.mailer.send(mail));
    },
  };
}
