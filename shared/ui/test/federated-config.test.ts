/** @jest-environment node */
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../../..');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build config is CommonJS, as webpack loads it
const federatedConfig = require('../build/federated-config') as (
  options: object,
) => (env: unknown, argv: { mode: string }) => WebpackConfig;

interface WebpackConfig {
  plugins: { constructor: { name: string }; _options?: { shared: Record<string, { import?: false | string }> } }[];
}

/** The shared modules a front end's build declares, and whether it builds its own copy of each. */
function sharedOf(pkg: string, mode: 'production' | 'development') {
  const exposes = pkg === 'shell' ? undefined : { './app': './src/exposed/app.ts' };
  const config = federatedConfig({ dir: path.join(repoRoot, pkg), name: pkg, exposes })(undefined, { mode });
  const federation = config.plugins.find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin');
  return federation!._options!.shared;
}

const ownCopies = (shared: Record<string, { import?: false | string }>) =>
  Object.keys(shared).filter((key) => shared[key]!.import !== false);

it('when a remote is built for production, then it builds no copy of what it shares: the shell shares all of it', () => {
  const fromShell = Object.keys(sharedOf('shell', 'production'));
  for (const remote of ['mf-catalog', 'mf-artist', 'mf-commerce', 'mf-community', 'mf-admin']) {
    const shared = sharedOf(remote, 'production');
    expect(Object.keys(shared)).toContain('react');
    expect(ownCopies(shared)).toEqual([]);
    expect(fromShell).toEqual(expect.arrayContaining(Object.keys(shared)));
  }
});

it("when the shell, or a remote's dev server, is built, then each shared module has its own copy (a remote then opens alone)", () => {
  const shell = sharedOf('shell', 'production');
  expect(ownCopies(shell)).toEqual(Object.keys(shell));
  const devRemote = sharedOf('mf-community', 'development');
  expect(ownCopies(devRemote)).toEqual(Object.keys(devRemote));
});
