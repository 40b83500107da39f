import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { FragmentLoaderContext, RemoteFragment } from '../src/micro-frontend/remote-fragment';
import type { FragmentLoader } from '../src/micro-frontend/types';

const fallback = <a href="/cart">Cart</a>;

function embed(load: FragmentLoader | null, id: string) {
  render(
    <FragmentLoaderContext.Provider value={load}>
      <header>
        <span>Logo</span>
        <RemoteFragment id={id} fallback={fallback} props={{ label: 'from props' }} />
      </header>
    </FragmentLoaderContext.Provider>,
  );
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

it('when the fragment loads, then it renders with its props', async () => {
  const load: FragmentLoader = async () => ({ default: ({ label }: { label: string }) => <b>Fragment {label}</b> });
  embed(load, 'team_a/widget');
  expect(await screen.findByText('Fragment from props')).toBeTruthy();
});

it('when the fragment fails to load, then the fallback shows and the host stays up', async () => {
  embed(() => Promise.reject(new Error('remote down')), 'team_b/widget');
  expect(await screen.findByRole('link', { name: 'Cart' })).toBeTruthy();
  expect(screen.getByText('Logo')).toBeTruthy();
});

it('when the fragment throws while rendering, then the fallback shows', async () => {
  const Broken = () => {
    throw new Error('render failed');
  };
  embed(async () => ({ default: Broken }), 'team_c/widget');
  expect(await screen.findByRole('link', { name: 'Cart' })).toBeTruthy();
});

it('when there is no loader (a remote opened on its own), then the fallback shows', () => {
  embed(null, 'team_d/widget');
  expect(screen.getByRole('link', { name: 'Cart' })).toBeTruthy();
});

it('when the fragment is still loading, then the loading placeholder shows in its place', async () => {
  let arrive: (module: { default: ComponentType }) => void = () => undefined;
  const load: FragmentLoader = () => new Promise((resolve) => (arrive = resolve));
  render(
    <FragmentLoaderContext.Provider value={load}>
      <RemoteFragment id="team_e/widget" fallback={fallback} loading={<i>Loading the widget</i>} />
    </FragmentLoaderContext.Provider>,
  );
  expect(screen.getByText('Loading the widget').tagName).toBe('I');
  arrive({ default: () => <b>Widget here</b> });
  expect((await screen.findByText('Widget here')).tagName).toBe('B');
  expect(screen.queryByText('Loading the widget')).toBeNull();
});

it('when a fragment already loaded is embedded again, then it renders at once, with no placeholder', async () => {
  const load = jest.fn<ReturnType<FragmentLoader>, [string]>(async () => ({ default: () => <b>Loaded once</b> }));
  embed(load, 'team_f/widget');
  await screen.findByText('Loaded once');
  embed(load, 'team_f/widget');
  expect(screen.getAllByText('Loaded once')).toHaveLength(2);
  expect(load).toHaveBeenCalledTimes(1);
});

it('when a fragment failed to load, then the next embed tries again', async () => {
  const load = jest.fn<ReturnType<FragmentLoader>, [string]>().mockRejectedValueOnce(new Error('remote down'));
  load.mockResolvedValueOnce({ default: () => <b>Second try</b> });
  embed(load, 'team_g/widget');
  expect((await screen.findByRole('link', { name: 'Cart' })).getAttribute('href')).toBe('/cart');
  embed(load, 'team_g/widget');
  expect((await screen.findByText('Second try')).tagName).toBe('B');
});
