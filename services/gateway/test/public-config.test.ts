import request from 'supertest';
import { loadGatewayConfig } from '../src/config';
import { gateway } from './fake-services';

describe('gateway /config.json', () => {
  it('when nothing is configured, then the front end gets the product name, the support address and no client keys, revalidated each time', async () => {
    const answer = await request(gateway()).get('/config.json').expect(200).expect('content-type', /json/);
    expect(answer.body).toEqual({
      productName: 'Easel',
      supportEmail: 'support@easel.example',
      googleClientId: null,
      stripePublishableKey: null,
    });
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  it('when the deployment is configured, then /config.json carries its public values and nothing else', async () => {
    const app = gateway({
      PRODUCT_NAME: 'Atelier',
      SUPPORT_EMAIL: 'help@atelier.example',
      GOOGLE_CLIENT_ID: '1234-abc.apps.googleusercontent.com',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_51Abc',
      STRIPE_SECRET_KEY: 'sk_test_secret',
      STRIPE_WEBHOOK_SECRET: 'whsec_secret',
      AUTH_PRIVATE_KEY: 'private',
      SMTP_URL: 'smtp://user:pass@mail.example:587',
    });
    const answer = await request(app).get('/config.json').expect(200);
    expect(answer.body).toEqual({
      productName: 'Atelier',
      supportEmail: 'help@atelier.example',
      googleClientId: '1234-abc.apps.googleusercontent.com',
      stripePublishableKey: 'pk_test_51Abc',
    });
    expect(answer.text).not.toMatch(/secret|private|pass/);
  });

  it('when a browser opens /config.json as a page, then it still gets the JSON, not the shell page', async () => {
    await request(gateway()).get('/config.json').set('Accept', 'text/html').expect(200).expect('content-type', /json/);
  });

  it('when a secret Stripe key is put where the publishable one belongs, then the gateway refuses to start', () => {
    expect(() => loadGatewayConfig({ STRIPE_PUBLISHABLE_KEY: 'sk_live_oops' })).toThrow(
      /STRIPE_PUBLISHABLE_KEY: must be a publishable key/,
    );
    expect(() => loadGatewayConfig({ SUPPORT_EMAIL: 'not-an-address' })).toThrow(/SUPPORT_EMAIL/);
  });

  it('when a setting is set but empty, then its default applies', async () => {
    const answer = await request(gateway({ PRODUCT_NAME: '', GOOGLE_CLIENT_ID: '' }))
      .get('/config.json')
      .expect(200);
    expect(answer.body).toMatchObject({ productName: 'Easel', googleClientId: null });
  });
});
