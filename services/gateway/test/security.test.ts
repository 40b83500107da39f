import request from 'supertest';
import { gateway } from './fake-services';

describe('gateway security headers and CORS', () => {
  it('when any answer leaves, then it carries the CSP, HSTS, nosniff and referrer policy', async () => {
    const answer = await request(gateway()).get('/livez').expect(200, { status: 'ok' });
    const csp = answer.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self' https://accounts.google.com https://js.stripe.com");
    expect(csp).toContain('frame-src https://js.stripe.com https://hooks.stripe.com https://accounts.google.com');
    expect(answer.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('when a remote is served from another origin, then the CSP lets the page load its scripts and fetch from it', async () => {
    const app = gateway({ REMOTES_JSON: JSON.stringify({ 'mf-artist': 'http://localhost:3002/remoteEntry.js' }) });
    const csp = (await request(app).get('/livez')).headers['content-security-policy'] as string;
    expect(csp).toMatch(/script-src [^;]*http:\/\/localhost:3002/);
    expect(csp).toMatch(/connect-src [^;]*http:\/\/localhost:3002/);
  });

  it('when a remote is served from another origin, then the CSP lets it add its stylesheets, fonts and images', async () => {
    const app = gateway({
      REMOTES_JSON: JSON.stringify({
        'mf-catalog': 'http://localhost:3001/remoteEntry.js',
        'mf-commerce': 'https://cdn.example/commerce/v42/remoteEntry.js',
      }),
    });
    const csp = (await request(app).get('/livez')).headers['content-security-policy'] as string;
    for (const directive of ['style-src', 'font-src', 'img-src']) {
      expect(csp).toMatch(new RegExp(`${directive} [^;]*http://localhost:3001[ ;]`));
      expect(csp).toMatch(new RegExp(`${directive} [^;]*https://cdn\\.example[ ;]`));
    }
  });

  it('when every remote is served by the gateway, then styles, fonts and images stay on its own origin', async () => {
    const csp = (await request(gateway()).get('/livez')).headers['content-security-policy'] as string;
    expect(csp).toContain("style-src 'self' 'unsafe-inline' https://accounts.google.com;");
    expect(csp).toContain("font-src 'self' data:;");
    expect(csp).toContain("img-src 'self' data: blob: https:;");
  });

  it('when a listed origin calls the API, then it is allowed with credentials; another origin is not', async () => {
    const app = gateway({ CORS_ORIGINS: 'https://partner.example, https://studio.example' });
    const allowed = await request(app)
      .options('/api/user/me')
      .set('Origin', 'https://studio.example')
      .set('Access-Control-Request-Method', 'POST')
      .expect(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://studio.example');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    const refused = await request(app)
      .options('/api/user/me')
      .set('Origin', 'https://evil.example')
      .set('Access-Control-Request-Method', 'POST');
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('when no origins are configured, then no cross-origin caller is allowed', async () => {
    const answer = await request(gateway()).get('/remotes.json').set('Origin', 'https://studio.example').expect(200);
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });
});
