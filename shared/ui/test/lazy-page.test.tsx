import { Component, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { act, render, screen, waitFor } from '@testing-library/react';
import { lazyPage, lazyPart } from '../src/micro-frontend/lazy-page';

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError = () => ({ failed: true });
  override render = () => (this.state.failed ? <p>This page could not be loaded</p> : this.props.children);
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

it('when the page is still loading, then its spinner shows, and the page replaces it once its code is there', async () => {
  let arrive: (page: () => ReactNode) => void = () => undefined;
  const Page = lazyPage(() => new Promise((resolve) => (arrive = resolve)), 'Loading the artwork');
  render(<Page />);
  expect(screen.getByRole('progressbar').getAttribute('aria-label')).toBe('Loading the artwork');
  await act(async () => arrive(() => <h1>Quiet Thunder</h1>));
  expect(screen.getByRole('heading').textContent).toBe('Quiet Thunder');
  expect(screen.queryByRole('progressbar')).toBeNull();
});

it('when the page was loaded before, then it renders at once, its code fetched once', async () => {
  const load = jest.fn(async () => () => <h1>Search</h1>);
  const Page = lazyPage(load);
  const first = render(<Page />);
  await screen.findByRole('heading', { name: 'Search' });
  first.unmount();
  render(<Page />);
  expect(screen.getByRole('heading').textContent).toBe('Search');
  expect(load).toHaveBeenCalledTimes(1);
});

it('when its code fails to load, then the error boundary shows, and the next visit fetches it again', async () => {
  const load = jest
    .fn()
    .mockRejectedValueOnce(new Error('chunk failed'))
    .mockResolvedValue(() => <h1>Artists</h1>);
  const Page = lazyPage(load);
  const first = render(
    <Boundary>
      <Page />
    </Boundary>,
  );
  expect((await screen.findByText('This page could not be loaded')).tagName).toBe('P');
  first.unmount();
  render(<Page />);
  expect((await screen.findByRole('heading')).textContent).toBe('Artists');
  expect(load).toHaveBeenCalledTimes(2);
});

it('when the code arrives after the spinner is drawn but before its effect runs, then the page still replaces the spinner', async () => {
  // Outside act, as in a browser: React runs the spinner's effect in a later task, after the load has settled.
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    const Page = lazyPage(() => Promise.resolve(() => <h1>Publish</h1>));
    const root = createRoot(document.body.appendChild(document.createElement('div')));
    root.render(<Page />);
    await waitFor(() => expect(screen.getByRole('heading').textContent).toBe('Publish'));
    root.unmount();
  } finally {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  }
});

it('when a part (a dialog) is drawn before its code is there, then nothing shows till it comes, then it shows with its props', async () => {
  let arrive: (part: (props: { title: string }) => ReactNode) => void = () => undefined;
  const Dialog = lazyPart<{ title: string }>(() => new Promise((resolve) => (arrive = resolve)));
  const { container } = render(<Dialog title="Report this artwork" />);
  expect(container.innerHTML).toBe('');
  await act(async () => arrive(({ title }) => <h2>{title}</h2>));
  expect(screen.getByRole('heading').textContent).toBe('Report this artwork');
});

it('when a part is preloaded (the pointer nears its button), then its code is fetched once, before its first draw', async () => {
  const load = jest.fn(async () => ({ title }: { title: string }) => <h2>{title}</h2>);
  const Dialog = lazyPart(load);
  Dialog.preload();
  expect(load).toHaveBeenCalledTimes(1);
  await act(async () => undefined); // the code arrives
  render(<Dialog title="Report this comment" />);
  expect(screen.getByRole('heading').textContent).toBe('Report this comment');
  expect(load).toHaveBeenCalledTimes(1);
});
