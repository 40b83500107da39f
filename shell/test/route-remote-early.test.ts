jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const manifest = {
  'mf-catalog': '/remotes/mf-catalog/remoteEntry.js',
  'mf-artist': '/remotes/mf-artist/remoteEntry.js',
};

/** The module fresh (it registers once a page), on `path`, with /remotes.json answering the manifest. */
async function openPage(path: string) {
  window.history.replaceState(null, '', path);
  jest.resetModules();
  const runtime = jest.requireMock<{ loadRemote: jest.Mock; registerRemotes: jest.Mock }>(
    '@module-federation/enhanced/runtime',
  );
  runtime.loadRemote.mockResolvedValue({});
  global.fetch = jest.fn().mockResolvedValue({ ok: true, json: async () => manifest });
  const { remotesRegistered } = await import('../src/app/federation/route-remote-early');
  await remotesRegistered();
  await remotesRegistered(); // bootstrap asks again: the same registration
  return {
    asked: runtime.loadRemote.mock.calls.map(([id]) => id as string),
    registered: runtime.registerRemotes.mock.calls,
  };
}

afterEach(() => localStorage.clear());

it('when a page of a remote opens, then its app is asked for as soon as the remotes are registered, once', async () => {
  const { asked, registered } = await openPage('/art/quiet-thunder');
  expect(asked).toEqual(['mf_catalog/app']);
  expect(registered.map(([remotes]) => remotes.map(({ name }: { name: string }) => name))).toEqual([
    ['mf_catalog', 'mf_artist'],
  ]);
});

it("when the shell's own page opens, then no remote is asked for", async () => {
  expect((await openPage('/login')).asked).toEqual([]);
});

it('when a path no one owns opens, then no remote is asked for (it goes to /)', async () => {
  expect((await openPage('/nope')).asked).toEqual([]);
});

it('when a visitor opens a page that sends them to log in, then its remote is not fetched', async () => {
  expect((await openPage('/profile')).asked).toEqual([]);
  localStorage.setItem('token', 'a-token');
  expect((await openPage('/profile')).asked).toEqual(['mf_artist/app']);
});
