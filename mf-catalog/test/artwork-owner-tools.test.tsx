import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { toast } from 'react-toastify';
import { createEaselStore, loggedIn } from '@easel/store';
import { FragmentLoaderContext, type FragmentLoader } from '@easel/ui';
import type { ArtworkDetail, ArtworkPageAnswer } from '@easel/contracts';
import { ArtworkPage } from '../src/features/artwork/components/artwork-page';
import { artworkDetail, signedInUser } from './artwork-fixture';

jest.mock('react-toastify', () => ({
  toast: { success: jest.fn(), info: jest.fn(), warning: jest.fn(), error: jest.fn() },
}));

let answer: ArtworkPageAnswer;
jest.mock('../src/features/artwork/api/get-artwork-page', () => ({
  useGetArtworkPageQuery: () => ({ currentData: answer, isError: false }),
}));

function openArtPage(
  art: ArtworkDetail,
  signedInAs: string | null,
  query = '',
  loadFragment: FragmentLoader | null = null,
) {
  answer = { art, similar: [], more: [], rank: null };
  const store = createEaselStore({ redirect: jest.fn() });
  if (signedInAs) store.dispatch(loggedIn({ token: 't', user: signedInUser(signedInAs) }));
  render(
    <Provider store={store}>
      <FragmentLoaderContext.Provider value={loadFragment}>
        <MemoryRouter initialEntries={[`/art/${art.slug}${query}`]}>
          <Routes>
            <Route path="/art/:id" element={<ArtworkPage />} />
          </Routes>
        </MemoryRouter>
      </FragmentLoaderContext.Provider>
    </Provider>,
  );
}
const link = (name: string) => screen.queryByRole('link', { name });
const button = (name: string | RegExp) => screen.queryByRole('button', { name });

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  window.scrollTo = jest.fn();
  Object.assign(navigator, { clipboard: { writeText: jest.fn(() => Promise.resolve()) } });
});

it('when the owner opens their artwork, then Edit Artwork, Edit Artist Page and Share on Instagram are shown, and no Bookmark or Message artist', async () => {
  openArtPage(artworkDetail(), 'mara');
  await screen.findByRole('group', { name: 'Your artwork' }); // the owner's tools are fetched for a signed-in visitor
  expect(link('Edit Artwork')?.getAttribute('href')).toBe('/art/edit/quiet-thunder-mara-okafor');
  expect(link('Edit Artist Page')?.getAttribute('href')).toBe('/artist/mara-okafor?edit=true');
  expect(button('Share on Instagram')).not.toBeNull();
  expect(button(/^Bookmark/)).toBeNull();
  expect(button('Message artist')).toBeNull();
  expect(button('Copy Link')).not.toBeNull();
});

it.each([
  ['a visitor', null],
  ['another signed-in user', 'jonas'],
])(
  'when %s opens the artwork, then no owner tools are shown, but Bookmark and Message artist are',
  (_who, signedInAs) => {
    openArtPage(artworkDetail(), signedInAs);
    expect(link('Edit Artwork')).toBeNull();
    expect(link('Edit Artist Page')).toBeNull();
    expect(button('Share on Instagram')).toBeNull();
    expect(button('Bookmark')).not.toBeNull();
    expect(button('Bookmark artist')).not.toBeNull();
    expect(button('Message artist')).not.toBeNull();
  },
);

it('when the owner shares on Instagram, then the artwork link is copied first and Instagram opens in a new tab without access to this page', async () => {
  const open = jest.spyOn(window, 'open').mockReturnValue(null);
  openArtPage(artworkDetail(), 'mara');
  await act(async () => fireEvent.click(button('Share on Instagram')!));
  expect(navigator.clipboard.writeText).toHaveBeenCalledWith('http://localhost/art/quiet-thunder-mara-okafor');
  expect(toast.success).toHaveBeenCalledWith('Link copied to clipboard', expect.anything());
  expect(open).toHaveBeenCalledWith('https://www.instagram.com/', '_blank', expect.stringContaining('noopener'));
});

it('when the owner opens it with ?popup=true, then the onboarding popup is shown', () => {
  openArtPage(artworkDetail(), 'mara', '?popup=true');
  const dialog = screen.getByRole('dialog');
  expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Your artwork is live!');
});

it('when the owner opens art on sale with ?popup=true, then there is no popup', () => {
  openArtPage(artworkDetail({ onSale: true }), 'mara', '?popup=true');
  expect(screen.queryByRole('dialog')).toBeNull();
});

it("when a visitor presses Message artist, then mf-artist's message popup opens for the artist and closes on its onClose", async () => {
  const Popup = ({ slug, artistName, onClose }: { slug: string; artistName: string; onClose: () => void }) => (
    <div role="dialog" aria-label={`Message ${artistName}`}>
      {slug}
      <button onClick={onClose}>Done</button>
    </div>
  );
  const loadFragment = jest.fn(async (id: string) => ({
    default: id === 'mf_artist/message-popup' ? Popup : () => null,
  }));
  openArtPage(artworkDetail(), null, '', loadFragment as unknown as FragmentLoader);
  fireEvent.click(button('Message artist')!);
  expect((await screen.findByRole('dialog', { name: 'Message Mara Okafor' })).textContent).toContain('mara-okafor');
  expect(loadFragment).toHaveBeenCalledWith('mf_artist/message-popup');
  fireEvent.click(button('Done')!);
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('when the message popup cannot be loaded, then the visitor is told how to reach the artist instead', () => {
  openArtPage(artworkDetail(), null);
  fireEvent.click(button('Message artist')!);
  expect(screen.getByRole('dialog', { name: 'Message Mara Okafor' }).textContent).toContain(
    'Messaging is not available right now',
  );
});
