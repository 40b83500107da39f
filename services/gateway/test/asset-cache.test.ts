import { cacheControlFor } from '../src/domain/asset-cache';

describe('asset cache policy', () => {
  it.each([
    ['main.3f2a1b9c.js', 'public, max-age=31536000, immutable'],
    ['src_features_cart_tsx.0a1b2c3d4e5f6a7b8c9d.js', 'public, max-age=31536000, immutable'],
    ['styles.deadbeef.css', 'public, max-age=31536000, immutable'],
    ['remoteEntry.js', 'no-cache'],
    ['index.html', 'no-cache'],
    ['favicon.svg', 'no-cache'],
    ['main.js', 'no-cache'],
  ])('when %s is served, then Cache-Control is %s', (file, policy) => {
    expect(cacheControlFor(`/dist/${file}`)).toBe(policy);
  });
});
