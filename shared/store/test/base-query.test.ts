/** @jest-environment node */
import './page-stand-ins';
import { createApi } from '@reduxjs/toolkit/query';
import { toast } from 'react-toastify';
import { createEaselStore } from '../src/create-store';
import { adminBaseQuery, easelBaseQuery } from '../src/api/base-query';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn() } }));

/** react-toastify is imported with the first toast: its call comes a few microtasks after the failure. */
const toastsShown = () => new Promise((resolve) => setTimeout(resolve, 0));

const fetchMock = jest.fn();
const answer = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

const testApi = createApi({
  reducerPath: 'testApi',
  baseQuery: easelBaseQuery,
  endpoints: (build) => ({
    art: build.query<unknown, string>({ query: (slug) => `/artwork/get/${slug}` }),
    quiet: build.query<unknown, void>({ query: () => '/quiet', extraOptions: { toast: false } }),
  }),
});
const adminApi = createApi({
  reducerPath: 'adminTestApi',
  baseQuery: adminBaseQuery,
  endpoints: (build) => ({ audit: build.query<unknown, void>({ query: () => '/admin/audit' }) }),
});

function storeWithApis() {
  const store = createEaselStore();
  store.injectApi(testApi);
  store.injectApi(adminApi);
  return store;
}
const sentRequest = (): Request => fetchMock.mock.calls[0][0];

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  global.fetch = fetchMock;
  (toast.error as jest.Mock).mockReset();
});

it('when a token is stored, then calls go to /api with a bearer header', async () => {
  localStorage.setItem('token', 'abc');
  fetchMock.mockImplementation(() => answer(200, { art: {} }));
  await storeWithApis().dispatch(testApi.endpoints.art.initiate('blue-sky'));
  expect(sentRequest().url).toMatch(/\/api\/artwork\/get\/blue-sky$/);
  expect(sentRequest().headers.get('Authorization')).toBe('Bearer abc');
  expect(sentRequest().credentials).toBe('include');
});

it('when admin calls are made, then the bearer comes from admintoken', async () => {
  localStorage.setItem('token', 'user-token');
  localStorage.setItem('admintoken', 'admin-token');
  fetchMock.mockImplementation(() => answer(200, {}));
  await storeWithApis().dispatch(adminApi.endpoints.audit.initiate());
  expect(sentRequest().headers.get('Authorization')).toBe('Bearer admin-token');
});

it('when a call fails with a message, then the message is shown as an error toast', async () => {
  fetchMock.mockImplementation(() => answer(404, { message: 'Art not found' }));
  await storeWithApis().dispatch(testApi.endpoints.art.initiate('nope'));
  await toastsShown();
  expect(toast.error).toHaveBeenCalledWith('Art not found', expect.objectContaining({ autoClose: 3000 }));
});

it('when an endpoint asks for no toast, then a failure stays quiet', async () => {
  fetchMock.mockImplementation(() => answer(500, { message: 'down' }));
  await storeWithApis().dispatch(testApi.endpoints.quiet.initiate());
  await toastsShown();
  expect(toast.error).not.toHaveBeenCalled();
});

it('when the same api is injected twice, then it still answers once per call', async () => {
  fetchMock.mockImplementation(() => answer(200, {}));
  const store = storeWithApis();
  store.injectApi(testApi);
  await store.dispatch(testApi.endpoints.art.initiate('x'));
  expect(fetchMock).toHaveBeenCalledTimes(1);
});
