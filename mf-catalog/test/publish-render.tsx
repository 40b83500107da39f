import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { User, ArtworkDetail } from '@easel/contracts';
import { createEaselStore } from '@easel/store';
import { catalogApi } from '../src/app/catalog-api';
import { BecomeArtistPage } from '../src/features/publish/components/become-artist-page';
import { EditArtworkPage } from '../src/features/publish/components/edit-artwork-page';
import { PublishPage } from '../src/features/publish/components/publish-page';

// Shared by the publish-*.test.tsx files: a store with a session, the three publishing routes, fetch and XHR stand-ins.

export { answerWith } from '@easel/ui/testing';

export const user = (changes: Partial<User> = {}): User => ({
  _id: 'artist-1',
  role: 'user',
  email: 'mara@example.com',
  firstName: 'Mara',
  lastName: 'Okafor',
  artistName: 'Mara Okafor',
  slug: 'mara-okafor',
  avatar: null,
  instagram: null,
  google: false,
  count: 3,
  artistPage: { about: { img: null } },
  bookmarks: [],
  artistbookmarks: [],
  ...changes,
});
export const CUSTOMER = user({ _id: 'customer-1', role: 'customer', artistName: null, slug: null, count: 0 });

export const artwork = (changes: Partial<ArtworkDetail> = {}): ArtworkDetail => ({
  _id: 'art-1',
  slug: 'quiet-thunder-mara-okafor',
  title: 'Quiet Thunder',
  description: 'Storm light over the sea.',
  featuredImage: '/api/media/featured.jpg',
  featuredImageShape: { width: 600, height: 800, colour: null },
  gallery: ['/api/media/detail.png', '/api/media/studio.mp4'],
  medium: 'Oil',
  medium2: 'Ink',
  material: 'Canvas',
  year: 2024,
  style: 'Abstract',
  size: { width: 60, height: 80 },
  price: 1200,
  discountPrice: 900,
  currency: { code: 'USD', tag: '$' },
  onSale: true,
  phidden: false,
  status: 'Sold - Open for Commission',
  allowoffers: 'Yes, collectors can make offers',
  galleryShapes: [{ width: 800, height: 600, colour: '#334455' }, null],
  user: {
    _id: 'artist-1',
    slug: 'mara-okafor',
    artistName: 'Mara Okafor',
    avatar: null,
    artistPage: { about: { img: null } },
  },
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  ...changes,
});

function Landed() {
  const { pathname, search } = useLocation();
  return <p>Landed on {pathname + search}</p>;
}

/** Renders the publishing routes at `path`, signed in as `signedInAs` (none: a visitor); other paths show "Landed on <path>". */
export function renderPublishing(path: string, signedInAs: User | null) {
  localStorage.clear();
  if (signedInAs) {
    localStorage.setItem('token', `token-of-${signedInAs._id}`);
    localStorage.setItem('user', JSON.stringify(signedInAs));
  }
  const store = createEaselStore({ redirect: jest.fn() });
  store.injectApi(catalogApi);
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/publish" element={<PublishPage />} />
          <Route path="/publish/register" element={<BecomeArtistPage />} />
          <Route path="/art/edit/:id" element={<EditArtworkPage />} />
          <Route path="*" element={<Landed />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { ...view, store };
}

/** XMLHttpRequest as uploadMedia uses it; the test drives progress and the answer. */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  aborted = false;

  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  async answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    await act(async () => this.onload?.());
  }
}

/** Lets chosen files' uploads go: each waits for its first bytes to be read and its token (renewed if it was about to expire). */
// A few turns of the event loop, not a time: jsdom's FileReader answers in setImmediate steps, run between timers.
export const uploadsSent = () =>
  act(async () => {
    for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });

export function useFakeXhr() {
  FakeXhr.sent = [];
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
}

// The first bytes of each kind, as the browser checks them before sending (the catalog checks them again).
const HEADS: Record<string, number[]> = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpg: [0xff, 0xd8, 0xff, 0xe0],
  mp4: [0, 0, 0, 0x18, ...Array.from('ftypmp42', (c) => c.charCodeAt(0))],
};

/** A file of `bytes` whose first bytes are of the kind its name says (PNG, JPEG, MP4); text for any other name. */
export const picture = (name = 'sunrise.png', type = 'image/png', bytes = 100) => {
  const head = HEADS[name.slice(name.lastIndexOf('.') + 1)];
  if (!head) return new File(['plain words'], name, { type });
  const content = new Uint8Array(bytes);
  content.set(head);
  return new File([content], name, { type });
};
