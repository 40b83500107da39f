import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createEaselStore, loggedIn } from '@easel/store';
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

function openArtPage(art: ArtworkDetail) {
  answer = { art, similar: [], more: [], rank: null };
  const store = createEaselStore({ redirect: jest.fn() });
  store.dispatch(loggedIn({ token: 't', user: signedInUser('mara') }));
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[`/art/${art.slug}`]}>
        <Routes>
          <Route path="/art/:id" element={<ArtworkPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

beforeEach(() => {
  window.scrollTo = jest.fn();
});

it('when the owner opens their work that moderators hid, then the page says so with the reason', () => {
  openArtPage({ ...artworkDetail(), hiddenNotice: "This artwork is hidden by Easel's moderators: Copied work" });
  expect(screen.getByRole('status').textContent).toBe("This artwork is hidden by Easel's moderators: Copied work");
});

it('when the work is not hidden, then no notice shows', () => {
  openArtPage(artworkDetail());
  expect(screen.queryByText(/hidden by Easel/)).toBeNull();
});
