import { Router } from 'express';
import request from 'supertest';
import { createApp } from '../src/http/create-app';
import { GATEWAY_CREDENTIAL_HEADER, gatewayCredential } from '../src/internal/gateway-credential';
import { createLogger } from '../src/logger';

const SECRET = 'the-services-shared-secret-of-this-test';

/** A service whose one route says who it thinks called, and whether the credential reached it. */
function service(internalSecret?: string) {
  const routes = Router().get('/who', (req, res) => {
    res.json({ ip: req.ip, protocol: req.protocol, credentialSeen: GATEWAY_CREDENTIAL_HEADER in req.headers });
  });
  return createApp({ logger: createLogger('test', 'silent'), routes, readiness: async () => 1, internalSecret });
}

const forwarded = { 'X-Forwarded-For': '203.0.113.9', 'X-Forwarded-Proto': 'https' };

it('when the gateway forwards a call with its credential, then the service sees the visitor’s address and scheme, not the credential', async () => {
  const res = await request(service(SECRET))
    .get('/who')
    .set(forwarded)
    .set(GATEWAY_CREDENTIAL_HEADER, gatewayCredential(SECRET))
    .expect(200);
  expect(res.body).toEqual({ ip: '203.0.113.9', protocol: 'https', credentialSeen: false });
});

it.each([
  ['no credential', undefined],
  ['a wrong credential', gatewayCredential('another secret altogether, as long')],
  ['the /internal secret itself', SECRET],
])('when a caller sends X-Forwarded-* with %s, then they are ignored', async (_case, credential) => {
  const call = request(service(SECRET)).get('/who').set(forwarded);
  const res = await (credential ? call.set(GATEWAY_CREDENTIAL_HEADER, credential) : call).expect(200);
  expect(res.body).toEqual({ ip: expect.stringMatching(/127\.0\.0\.1$/), protocol: 'http', credentialSeen: false });
});

it('when the app is made without a secret, then no X-Forwarded-* is believed', async () => {
  const res = await request(service())
    .get('/who')
    .set(forwarded)
    .set(GATEWAY_CREDENTIAL_HEADER, gatewayCredential(SECRET))
    .expect(200);
  expect(res.body.ip).toMatch(/127\.0\.0\.1$/);
});
