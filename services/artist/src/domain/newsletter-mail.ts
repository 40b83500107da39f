import type { Mail } from '@easel/service-kit';
import type { DeliveryToMail } from '../data-access/newsletters-repository';
import { newsletterText } from './newsletter-html';

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const unsubscribeUrl = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/$/, '')}/api/newsletter/unsubscribe/${token}`;

/** One follower's copy: the artist's words, why they get it, a one-click unsubscribe link and its headers (RFC 8058). */
export function newsletterMail(delivery: DeliveryToMail, site: { publicUrl: string; productName: string }): Mail {
  const leave = unsubscribeUrl(site.publicUrl, delivery.token);
  const why = `You get this newsletter because you follow ${delivery.artistName} on ${site.productName}.`;
  return {
    to: delivery.email,
    subject: delivery.subject,
    text: `${delivery.artistName} writes:\n\n${newsletterText(delivery.bodyHtml)}\n\n--\n${why}\nUnsubscribe: ${leave}\n`,
    html:
      `<p><strong>${escape(delivery.artistName)}</strong> writes:</p>${delivery.bodyHtml}` +
      `<hr><p style="color:#666;font-size:13px">${escape(why)} <a href="${escape(leave)}">Unsubscribe</a></p>`,
    headers: { 'List-Unsubscribe': `<${leave}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
