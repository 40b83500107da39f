import type { User } from '@easel/contracts';
import { createEaselStore } from '../src/create-store';
import { toggleArtistBookmark, toggleBookmark } from '../src/session/bookmark-thunks';
import { loggedIn, loggedOut, userUpdated } from '../src/session/session-slice';

const user = (overrides: Partial<User> = {}): User => ({
  _id: 'u1',
  role: 'customer',
  email: 'c@easel.example',
  firstName: 'Cleo',
  lastName: 'Lane',
  artistName: null,
  slug: null,
  avatar: null,
  instagram: null,
  google: false,
  count: 0,
  artistPage: { about: { img: null } },
  bookmarks: [],
  artistbookmarks: [],
  ...overrides,
});

const fetchMock = jest.fn();
const ok = () => Promise.resolve({ ok: true, status: 200, json: async () => ({}) });
const failed = () => Promise.resolve({ ok: false, status: 500, json: async () => ({ message: 'down' }) });
const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null');
const postedBody = (call = 0) => JSON.parse(fetchMock.mock.calls[call][1].body);
/** The session's effects run after the action; let their awaits finish. */
const effectsDone = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset().mockImplementation(ok);
  global.fetch = fetchMock;
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('session on load', () => {
  it('when a token and user are stored, then the bookmark lists come from the user record', () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('user', JSON.stringify(user({ bookmarks: ['a'], artistbookmarks: ['ana'] })));
    localStorage.setItem('guestBookmarks', JSON.stringify(['guest-art']));
    const { session } = createEaselStore().getState();
    expect(session).toMatchObject({ token: 't', bookmarks: ['a'], artistbookmarks: ['ana'] });
  });

  it('when no token is stored, then the guest lists are used', () => {
    localStorage.setItem('guestBookmarks', JSON.stringify(['a', 'b']));
    localStorage.setItem('guestArtistBookmarks', JSON.stringify(['ana']));
    const { session } = createEaselStore().getState();
    expect(session).toEqual({ token: null, user: null, bookmarks: ['a', 'b'], artistbookmarks: ['ana'] });
  });

  it('when a guest list is not valid JSON, then it reads as empty', () => {
    localStorage.setItem('guestBookmarks', '{oops');
    expect(createEaselStore().getState().session.bookmarks).toEqual([]);
  });
});

describe('guest bookmarks', () => {
  it('when a guest toggles an artwork twice, then it is added, then removed, and saved locally each time', async () => {
    const store = createEaselStore();
    await store.dispatch(toggleBookmark('blue-sky'));
    expect(stored('guestBookmarks')).toEqual(['blue-sky']);
    await store.dispatch(toggleBookmark('blue-sky'));
    expect(stored('guestBookmarks')).toEqual([]);
    expect(store.getState().session.bookmarks).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when a guest toggles an artist, then guestArtistBookmarks keeps it', async () => {
    const store = createEaselStore();
    await store.dispatch(toggleArtistBookmark('ana'));
    expect(stored('guestArtistBookmarks')).toEqual(['ana']);
  });
});

describe('logged-in bookmarks', () => {
  beforeEach(() => {
    localStorage.setItem('token', 't');
    localStorage.setItem('user', JSON.stringify(user({ bookmarks: ['a'] })));
  });

  it('when a logged-in user toggles an artwork, then the full list is posted and the stored user is updated', async () => {
    const store = createEaselStore();
    await store.dispatch(toggleBookmark('b'));
    expect(fetchMock).toHaveBeenCalledWith('/api/user/update-bookmarks', expect.objectContaining({ method: 'POST' }));
    expect(fetchMock.mock.calls[0][1].headers.Authorization).toBe('Bearer t');
    expect(postedBody()).toEqual({ type: 'item', updated: ['a', 'b'] });
    expect(stored('user').bookmarks).toEqual(['a', 'b']);
    expect(localStorage.getItem('guestBookmarks')).toBeNull();
  });

  it('when an artist bookmark is toggled, then the type is artist', async () => {
    await createEaselStore().dispatch(toggleArtistBookmark('ana'));
    expect(postedBody()).toEqual({ type: 'artist', updated: ['ana'] });
  });

  it('when the update fails, then "Bookmark update failed" is logged and the list is not rolled back', async () => {
    fetchMock.mockImplementation(failed);
    const store = createEaselStore();
    await store.dispatch(toggleBookmark('a'));
    expect(console.log).toHaveBeenCalledWith('Bookmark update failed');
    expect(store.getState().session.bookmarks).toEqual([]);
    expect(stored('user').bookmarks).toEqual([]);
  });
});

describe('becoming logged in', () => {
  it('when a guest with bookmarks logs in, then bookmarks, artist bookmarks and cart are synced and the guest stores cleared', async () => {
    localStorage.setItem('guestBookmarks', JSON.stringify(['a']));
    localStorage.setItem('guestArtistBookmarks', JSON.stringify([]));
    localStorage.setItem('guestCart', JSON.stringify([{ slug: 'c' }]));
    const store = createEaselStore();
    store.dispatch(loggedIn({ token: 't', user: user({ bookmarks: ['z'] }) }));
    await effectsDone();
    expect(fetchMock).toHaveBeenCalledWith('/api/user/sync-bookmarks', expect.anything());
    expect(postedBody()).toEqual({ bookmarks: ['a'], artistbookmarks: [], cartItems: [{ slug: 'c' }] });
    for (const key of ['guestBookmarks', 'guestArtistBookmarks', 'guestCart'])
      expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('token')).toBe('t');
    expect(stored('user')).toMatchObject({ firstName: 'Cleo', bookmarks: ['z', 'a'] });
    // The guest's bookmarks join the user's, as on the server: /favourites shows them at once.
    expect(store.getState().session.bookmarks).toEqual(['z', 'a']);
  });

  it('when the guest has only a cart and no bookmarks, then nothing is synced and the cart stays', async () => {
    localStorage.setItem('guestCart', JSON.stringify([{ slug: 'c' }]));
    createEaselStore().dispatch(loggedIn({ token: 't', user: user() }));
    await effectsDone();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(stored('guestCart')).toEqual([{ slug: 'c' }]);
  });

  it('when the sync fails, then only "Sync failed" is logged and the guest stores stay', async () => {
    fetchMock.mockImplementation(failed);
    localStorage.setItem('guestArtistBookmarks', JSON.stringify(['ana']));
    createEaselStore().dispatch(loggedIn({ token: 't', user: user() }));
    await effectsDone();
    expect(console.log).toHaveBeenCalledWith('Sync failed');
    expect(stored('guestArtistBookmarks')).toEqual(['ana']);
  });
});

describe('user record', () => {
  it('when the user record is updated, then the stored user and the bookmark lists follow it', async () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('user', JSON.stringify(user()));
    const store = createEaselStore();
    store.dispatch(userUpdated(user({ firstName: 'Cleo Ann', bookmarks: ['q'] })));
    await effectsDone();
    expect(stored('user').firstName).toBe('Cleo Ann');
    expect(store.getState().session.bookmarks).toEqual(['q']);
  });
});

describe('logout', () => {
  it('when a user logs out, then token and user are removed and the page goes to /login', async () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('user', JSON.stringify(user()));
    localStorage.setItem('admintoken', 'a');
    const redirect = jest.fn();
    const store = createEaselStore({ redirect });
    store.dispatch(loggedOut());
    await effectsDone();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('admintoken')).toBe('a');
    expect(store.getState().session.token).toBeNull();
    expect(redirect).toHaveBeenCalledWith('/login');
  });
});
