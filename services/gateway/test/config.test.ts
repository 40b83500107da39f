import { ConfigError } from '@easel/service-kit';
import { loadGatewayConfig } from '../src/config';

describe('gateway configuration', () => {
  it('when nothing is set, then the documented defaults apply', () => {
    const config = loadGatewayConfig({});
    expect(config).toMatchObject({
      PORT: 8080,
      IDENTITY_URL: ['http://127.0.0.1:4101'],
      ADMIN_URL: ['http://127.0.0.1:4106'],
      CORS_ORIGINS: [],
      UPSTREAM_TIMEOUT_MS: 10_000,
      RATE_LIMIT_AUTH_PER_MINUTE: 10,
      RATE_LIMIT_COMMENTS_PER_MINUTE: 20,
      TRUST_PROXY: 'loopback',
    });
    expect(config.REMOTES_JSON['mf-catalog']).toBe('/remotes/mf-catalog/remoteEntry.js');
  });

  it('when a service URL lists replicas, then each address is kept and a bad one is named', () => {
    expect(loadGatewayConfig({ CATALOG_URL: 'http://10.0.0.1:4102, http://10.0.0.2:4102' }).CATALOG_URL).toEqual([
      'http://10.0.0.1:4102',
      'http://10.0.0.2:4102',
    ]);
    expect(() => loadGatewayConfig({ CATALOG_URL: 'http://10.0.0.1:4102,10.0.0.2:4102' })).toThrow(
      /CATALOG_URL: "10.0.0.2:4102" is not an http\(s\) address/,
    );
  });

  it('when several values are bad, then each is named on its own line', () => {
    const env = {
      PORT: 'eighty',
      CATALOG_URL: 'catalog:4102',
      CORS_ORIGINS: 'https://ok.example,https://bad.example/path',
      UPSTREAM_TIMEOUT_MS: '-1',
      REMOTES_JSON: '{"mf-shop":"/x.js"}',
      TRUST_PROXY: 'everyone',
    };
    let message = '';
    try {
      loadGatewayConfig(env);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    for (const key of Object.keys(env)) expect(message).toMatch(new RegExp(`^  ${key}: `, 'm'));
    expect(message).toContain('"mf-shop" is not a remote');
  });

  it('when REMOTES_JSON is neither JSON nor a readable file, then it says which', () => {
    expect(() => loadGatewayConfig({ REMOTES_JSON: '{oops' })).toThrow(/REMOTES_JSON: is not valid JSON/);
    expect(() => loadGatewayConfig({ REMOTES_JSON: '/no/such/remotes.json' })).toThrow(
      /REMOTES_JSON: cannot read a JSON file/,
    );
  });
});
