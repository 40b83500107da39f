import { sendNewsletterInput } from '@easel/contracts';
import { caller, NotFoundError, parseInput, requireRole, bodyOf } from '@easel/service-kit';
import { Router, type Response } from 'express';
import type { ArtistDeps } from '../../deps';
import { unsubscribe, unsubscribeLink } from '../../domain/newsletter-unsubscribe';
import { newsletterAudience, sendNewsletter, sentNewsletters } from '../../domain/newsletters';
import { unsubscribePage, type UnsubscribePage } from './unsubscribe-page';

/** /newsletter: an artist writes to their followers; a follower leaves with the link of any newsletter. */
export function newsletterRoutes(deps: ArtistDeps): Router {
  const artist = requireRole('user');
  const { productName } = deps.site;
  const page = (res: Response, status: number, content: Omit<UnsubscribePage, 'productName'>) =>
    res
      .status(status)
      .type('html')
      .send(unsubscribePage({ ...content, productName }));
  // A link that is not (or no longer) one answers a page too: it is opened from a mail, not by a client of the API.
  const orUnknown = (res: Response) => (error: unknown) => {
    if (!(error instanceof NotFoundError)) throw error;
    page(res, 404, {
      title: 'Link not valid',
      text: 'This unsubscribe link is not valid. Please use the link of a recent newsletter.',
    });
  };

  return (
    Router()
      .get('/newsletter/audience', artist, async (req, res) => {
        res.json(await newsletterAudience(deps, caller(req).sub));
      })
      .get('/newsletter/sent', artist, async (req, res) => {
        res.json(await sentNewsletters(deps, caller(req).sub));
      })
      .post('/newsletter/send', artist, async (req, res) => {
        res.status(201).json(await sendNewsletter(deps, caller(req).sub, parseInput(sendNewsletterInput, bodyOf(req))));
      })
      .get('/newsletter/unsubscribe/:token', async (req, res) => {
        const shown = (link: { artistName: string; unsubscribed: boolean }) =>
          link.unsubscribed
            ? page(res, 200, {
                title: 'You are unsubscribed',
                text: `You get no more newsletters from ${link.artistName}.`,
              })
            : page(res, 200, {
                title: 'Unsubscribe?',
                text: `You will get no more newsletters from ${link.artistName}. You keep following them on ${productName}.`,
                confirm: 'Unsubscribe',
              });
        await unsubscribeLink(deps, req.params.token).then(shown, orUnknown(res));
      })
      // The page's button, and mail clients' one-click (RFC 8058: a POST with List-Unsubscribe=One-Click).
      .post('/newsletter/unsubscribe/:token', async (req, res) => {
        await unsubscribe(deps, req.params.token).then(
          ({ artistName }) =>
            page(res, 200, { title: 'You are unsubscribed', text: `You get no more newsletters from ${artistName}.` }),
          orUnknown(res),
        );
      })
  );
}
