import { Suspense } from 'react';
import { act } from '@testing-library/react';
import type { EaselStore } from '@easel/store';
import { createLifecycles } from '../src/micro-frontend/create-lifecycles';

// single-spa hands each lifecycle its name and the shell's props; single-spa-react makes the application's element.
type Props = Parameters<ReturnType<typeof createLifecycles>['unmount']>[0];
const props = (store: EaselStore) =>
  ({ name: 'mf_catalog', store, singleSpa: {}, mountParcel: () => undefined }) as unknown as Props;

// Mounting resolves once React has committed, which act() does only when its callback ends: the steps start inside it and
// are awaited after.
async function mounted(lifecycles: ReturnType<typeof createLifecycles>, appProps: Props) {
  await lifecycles.bootstrap(appProps);
  const [inject, render] = lifecycles.mount;
  await inject!(appProps);
  let rendered: Promise<unknown> = Promise.resolve();
  await act(async () => {
    rendered = render!(appProps);
  });
  await rendered;
}

it('when an application mounts, then its state is injected before its first render and it is on the page once mount resolves', async () => {
  const store = { injected: [] as string[] } as unknown as EaselStore & { injected: string[] };
  const lifecycles = createLifecycles({
    name: 'catalog',
    inject: (into) => (into as typeof store).injected.push('catalogApi'),
    Root: ({ store: given }) => <h1>Catalog with {(given as typeof store).injected.join(', ')}</h1>,
  });
  await mounted(lifecycles, props(store));
  expect(document.querySelector('h1')?.textContent).toBe('Catalog with catalogApi');

  await unmounted(lifecycles, props(store));
  expect(document.querySelector('h1')).toBeNull();
});

it("when a page waits for its data, then mount still resolves with the page's fallback shown, and the page replaces it once the data is there", async () => {
  let arrive: () => void = () => undefined;
  const data = new Promise<void>((resolve) => (arrive = resolve));
  let ready = false;
  void data.then(() => (ready = true));
  const Page = () => {
    if (!ready) throw data;
    return <p>Quiet Thunder</p>;
  };
  const lifecycles = createLifecycles({
    name: 'artwork',
    Root: () => (
      <Suspense fallback={<p>Loading the artwork</p>}>
        <Page />
      </Suspense>
    ),
  });
  await mounted(lifecycles, props({} as EaselStore));
  expect(document.body.textContent).toContain('Loading the artwork');
  await act(async () => arrive());
  expect(document.body.textContent).toContain('Quiet Thunder');
  await unmounted(lifecycles, props({} as EaselStore));
});

async function unmounted(lifecycles: ReturnType<typeof createLifecycles>, appProps: Props) {
  let removed: Promise<unknown> = Promise.resolve();
  await act(async () => {
    removed = lifecycles.unmount(appProps);
  });
  await removed;
}
