import { localConfirmInput, type LocalConfirmAnswer } from '@easel/contracts';
import { InputError, NotFoundError, parseInput } from '@easel/service-kit';
import express, { Router, type Request } from 'express';
import { z } from 'zod';
import type { LocalPayments } from '../../data-access/local-payments';
import { UnhandledWebhookEvent } from '../../domain/errors';
import type { PaymentProvider, ProviderEvent } from '../../domain/payment-provider';

const authenticateInput = z.object({
  clientSecret: z.string({ error: 'Client secret is required' }).trim().min(1, 'Client secret is required').max(200),
  approve: z.boolean({ error: 'Approve must be true or false' }),
});

export interface ProviderRouteDeps {
  provider: PaymentProvider;
  /** The embedded provider's card form; undefined when cards go through Stripe. */
  localPayments?: LocalPayments;
  recordProviderEvent(event: ProviderEvent): Promise<void>;
}

/** JSON bodies were read before these routes; the bytes as sent are kept beside them for the signature. */
const rawBodyOf = (req: Request): Buffer | undefined =>
  req.rawBody ?? (Buffer.isBuffer(req.body) ? req.body : undefined);

/** GET /payment/config, the local provider's card steps, and the webhook (spec §7; ARCHITECTURE §3 payments). */
export function providerRoutes({ provider, localPayments, recordProviderEvent }: ProviderRouteDeps): Router {
  const local = () => {
    if (!localPayments) throw new NotFoundError('Card payments go through Stripe here, not the local card form');
    return localPayments;
  };

  return (
    Router()
      .get('/payment/config', (_req, res) => {
        res.json({ provider: provider.name, publishableKey: provider.publishableKey });
      })
      .post('/payment/local/confirm', async (req, res) => {
        const answer: LocalConfirmAnswer = await local().confirmCard(parseInput(localConfirmInput, req.body));
        res.json(answer);
      })
      .post('/payment/local/authenticate', async (req, res) => {
        const { clientSecret, approve } = parseInput(authenticateInput, req.body);
        const answer: LocalConfirmAnswer = await local().authenticate(clientSecret, approve);
        res.json(answer);
      })
      // A body that is not JSON was not read yet: it is read here as bytes, on this route only.
      .post('/payment/webhook', express.raw({ type: () => true, limit: '512kb' }), async (req, res) => {
        const body = rawBodyOf(req);
        if (!body?.length) throw new InputError('Webhook body is missing');
        let event: ProviderEvent;
        try {
          event = provider.parseWebhook(body, req.get('stripe-signature'));
        } catch (error) {
          if (error instanceof UnhandledWebhookEvent) return void res.json({ received: true });
          throw error;
        }
        await recordProviderEvent(event);
        res.json({ received: true });
      })
  );
}
