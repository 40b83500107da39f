import { loadRemote } from '@module-federation/enhanced/runtime';
import { appLoadStatus } from '../src/app/routing/app-load-status';
import { loadApplication } from '../src/app/routing/load-application';
import { page } from '../src/app/routing/reload-once';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));

const loadRemoteMock = loadRemote as jest.Mock;
const lifecycles = { bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() };
const reload = jest.fn();

page.reload = reload;

beforeEach(() => {
  jest.useFakeTimers();
  sessionStorage.clear();
  loadRemoteMock.mockReset();
  reload.mockReset();
  appLoadStatus.cleared();
});
afterEach(() => jest.useRealTimers());

async function settle<T>(promise: Promise<T>): Promise<{ value?: T; error?: unknown; pending: boolean }> {
  const outcome: { value?: T; error?: unknown; pending: boolean } = { pending: true };
  promise.then(
    (value) => Object.assign(outcome, { value, pending: false }),
    (error) => Object.assign(outcome, { error, pending: false }),
  );
  await jest.advanceTimersByTimeAsync(5000);
  return outcome;
}

it('when the remote answers, then its lifecycles are returned and nothing reloads', async () => {
  loadRemoteMock.mockResolvedValue(lifecycles);
  const outcome = await settle(loadApplication('mf-catalog'));
  expect(outcome.value).toBe(lifecycles);
  expect(loadRemoteMock).toHaveBeenCalledWith('mf_catalog/app');
  expect(appLoadStatus.get()).toEqual({ loading: [], failed: null });
});

it('when the first two attempts fail, then the third one is used', async () => {
  loadRemoteMock
    .mockRejectedValueOnce(new Error('net'))
    .mockRejectedValueOnce(new Error('net'))
    .mockResolvedValue(lifecycles);
  const outcome = await settle(loadApplication('mf-commerce'));
  expect(outcome.value).toBe(lifecycles);
  expect(loadRemoteMock).toHaveBeenCalledTimes(3);
  expect(reload).not.toHaveBeenCalled();
});

it('when all three attempts fail, then the page reloads once', async () => {
  loadRemoteMock.mockRejectedValue(new Error('net'));
  const outcome = await settle(loadApplication('mf-catalog'));
  expect(loadRemoteMock).toHaveBeenCalledTimes(3);
  expect(reload).toHaveBeenCalledTimes(1);
  expect(outcome.pending).toBe(true);
});

it('when it fails again right after that reload, then the error is shown instead of a second reload', async () => {
  loadRemoteMock.mockRejectedValue(new Error('net'));
  await settle(loadApplication('mf-catalog'));
  const second = await settle(loadApplication('mf-catalog'));
  expect(reload).toHaveBeenCalledTimes(1);
  expect(second.error).toEqual(new Error('net'));
  expect(appLoadStatus.get().failed).toBe('mf-catalog');
});

it('when the last reload was more than 30 s ago, then a new failure may reload again', async () => {
  loadRemoteMock.mockRejectedValue(new Error('net'));
  sessionStorage.setItem('easel:route-reload-at', String(Date.now() - 31_000));
  await settle(loadApplication('mf-artist'));
  expect(reload).toHaveBeenCalledTimes(1);
});
