import { z } from 'zod';
import { ConfigError, loadServiceConfig, port } from '../src/config';

describe('configuration', () => {
  const shape = { PORT: port(4100), SMTP_URL: z.string().url().optional() };

  it('when nothing is set, then defaults apply', () => {
    const config = loadServiceConfig(shape, {});
    expect(config).toMatchObject({
      PORT: 4100,
      SEED: 'demo',
      PRODUCT_NAME: 'Easel',
      SUPPORT_EMAIL: 'support@easel.example',
    });
    expect(config.DATA_DIR).toMatch(/\.data$/);
  });

  it('when several values are bad, then each is reported on its own line', () => {
    let message = '';
    try {
      loadServiceConfig(shape, { PORT: 'eighty', SEED: 'lots', DATABASE_URL: 'mysql://x', SMTP_URL: 'nope' });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    const lines = message.split('\n').slice(1);
    expect(lines).toHaveLength(4);
    for (const key of ['PORT', 'SEED', 'DATABASE_URL', 'SMTP_URL'])
      expect(lines.some((line) => line.trim().startsWith(`${key}:`))).toBe(true);
  });

  it('when a value is empty, then it counts as unset', () => {
    expect(loadServiceConfig(shape, { PORT: '', DATABASE_URL: '' })).toMatchObject({
      PORT: 4100,
      DATABASE_URL: undefined,
    });
  });
});
