import type { ComponentType } from 'react';
import { act, render, screen } from '@testing-library/react';
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
  expect((await screen.findByText('Fragment from props')).tagName).toBe('B');
});

it('when the fragment fails to load, then the fallback shows and the host stays up', async () => {
  embed(() => Promise.reject(new Error('remote down')), 'team_b/widget');
  await screen.findByRole('link', { name: 'Cart' });
  expect(screen.getByRole('banner').textContent).toBe('LogoCart');
});

it('when the fragment throws while rendering, then the fallback shows', async () => {
  const Broken = () => {
    throw new Error('render failed');
  };
  embed(async () => ({ default: Broken }), 'team_c/widget');
  expect((await screen.findByRole('link', { name: 'Cart' })).getAttribute('href')).toBe('/cart');
});

it('when there is no loader (a remote opened on its own), then the fallback shows', () => {
  embed(null, 'team_d/widget');
  expect(screen.getByRole('link', { name: 'Cart' }).getAttribute('href')).toBe('/cart');
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

describe('a fragment below the first screen (whenNear)', () => {
  let reportIntersection: (isIntersecting: boolean) => void;
  let observed: Element[];
  beforeEach(() => {
    observed = [];
    class FakeIntersectionObserver {
      constructor(callback: (entries: Pick<IntersectionObserverEntry, 'isIntersecting'>[]) => void) {
        reportIntersection = (isIntersecting) => act(() => callback([{ isIntersecting }]));
      }
      observe = (element: Element) => observed.push(element);
      disconnect = () => undefined;
    }
    window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => delete (window as { IntersectionObserver?: unknown }).IntersectionObserver);

  const embedBelow = (load: FragmentLoader, id: string) =>
    render(
      <FragmentLoaderContext.Provider value={load}>
        <RemoteFragment id={id} fallback={fallback} loading={<i>Comments on their way</i>} whenNear />
      </FragmentLoaderContext.Provider>,
    );

  it('when its place is still far below the screen, then nothing is fetched and the placeholder holds its place', () => {
    const load = jest.fn<ReturnType<FragmentLoader>, [string]>(async () => ({ default: () => <b>Comments</b> }));
    embedBelow(load, 'team_h/comments');
    reportIntersection(false);
    expect(screen.getByText('Comments on their way').tagName).toBe('I');
    expect(observed).toEqual([screen.getByText('Comments on their way').parentElement]);
    expect(load).not.toHaveBeenCalled();
  });

  it('when its place comes within a screen of the viewport, then it is fetched and shown', async () => {
    const load = jest.fn<ReturnType<FragmentLoader>, [string]>(async () => ({ default: () => <b>Comments</b> }));
    embedBelow(load, 'team_i/comments');
    reportIntersection(true);
    expect((await screen.findByText('Comments')).tagName).toBe('B');
    expect(load).toHaveBeenCalledWith('team_i/comments');
    expect(screen.queryByText('Comments on their way')).toBeNull();
  });

  it('when the fragment was already fetched on this page, then it shows at once, wherever it is', async () => {
    const load = jest.fn<ReturnType<FragmentLoader>, [string]>(async () => ({ default: () => <b>Comments again</b> }));
    embedBelow(load, 'team_j/comments');
    reportIntersection(true);
    await screen.findByText('Comments again');
    embedBelow(load, 'team_j/comments');
    expect(screen.getAllByText('Comments again')).toHaveLength(2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('when the browser has no IntersectionObserver, then it is fetched at once', async () => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    embedBelow(async () => ({ default: () => <b>Comments anyway</b> }), 'team_k/comments');
    expect((await screen.findByText('Comments anyway')).tagName).toBe('B');
  });
});
