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
