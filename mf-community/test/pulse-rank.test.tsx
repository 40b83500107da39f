/** @jest-environment @easel/ui/build/jsdom-with-fetch.js */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createEaselStore, loggedIn } from '@easel/store';
import { testUser, answerWith } from '@easel/ui/testing';
import { toast } from 'react-toastify';
import { ERROR_UPVOTING, NOT_YET_IN_PULSE, VOTING_CLOSED, type PulseStanding } from '@easel/contracts';
import PulseRank from '../src/exposed/pulse-rank';
import { askedUrls, renderInStore, standing } from './pulse-fixture';

jest.mock('react-toastify', () => ({
  toast: { success: jest.fn(), info: jest.fn(), warning: jest.fn(), error: jest.fn() },
}));

const STANDING = 'GET /api/pulse/art/quiet-thunder';
const UPVOTE = 'POST /api/pulse/upvote/quiet-thunder';
const product = { autoClose: 3000 };

function showRank(
  shown: PulseStanding,
  { signedIn = false, upvote = { status: 200, body: {} } as unknown, props = {} } = {},
) {
  const sent = answerWith({ [STANDING]: { status: 200, body: shown }, [UPVOTE]: upvote as never });
  renderInStore(<PulseRank slug="quiet-thunder" {...props} />, { signedIn });
  return sent;
}

const rank = () => screen.findByRole('region', { name: 'The Weekly Pulse', busy: false });
const arrow = (name: RegExp) => screen.getByRole('link', { name });
const upvoteButton = () => screen.getByRole('button', { name: /^Upvote/ });
const upvotes = (sent: { method: string }[]) => sent.filter((request) => request.method === 'POST').length;

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  window.singleSpaNavigate = jest.fn();
});

it("when an artwork is third this week, then 'Weekly Pulse #3' shows with the Featured badge, arrows to its neighbours' pages and Upvote 12", async () => {
  showRank(standing());
  expect((await rank()).querySelector('.cmy-pulse__place')?.textContent).toBe('Weekly Pulse #3Featured');
  expect(arrow(/^Previous/).getAttribute('href')).toBe('/art/red-dawn');
  expect(arrow(/^Next/).getAttribute('href')).toBe('/art/blue-hour');
  expect(upvoteButton().textContent).toBe('Upvote12');
  expect(upvoteButton().getAttribute('aria-pressed')).toBe('false');
});

it('when the rank is asked, then the visitor fingerprint goes with it', async () => {
  localStorage.setItem('fp', 'browser-7');
  showRank(standing());
  await rank();
  expect(askedUrls()[0]?.searchParams.get('fp')).toBe('browser-7');
});

it('when an artwork is 14th and first of nothing below, then it has no badge and its missing neighbour is a dimmed arrow', async () => {
  showRank(standing({ position: 14, nextSlug: null }));
  const region = await rank();
  expect(within(region).getByText(/^Weekly Pulse #/).textContent).toBe('Weekly Pulse #14');
  expect(region.querySelector('.cmy-pulse__badge')).toBeNull();
  expect(arrow(/^Next/).getAttribute('aria-disabled')).toBe('true');
  expect(arrow(/^Next/).hasAttribute('href')).toBe(false);
});

it("when the artwork is not ranked, then 'Not ranked yet this week' shows with both arrows dimmed", async () => {
  showRank(standing({ position: null, prevSlug: null, nextSlug: null }));
  expect((await rank()).querySelector('.cmy-pulse__place')?.textContent).toBe('Not ranked yet this week');
  expect(screen.getAllByRole('link').map((link) => link.getAttribute('aria-disabled'))).toEqual(['true', 'true']);
});

it('when a signed-in user presses Upvote and then Upvoted, then the count goes to 13 and back to 12', async () => {
  let votes = 12;
  const sent = showRank(standing(), {
    signedIn: true,
    upvote: () => {
      votes = votes === 12 ? 13 : 12;
      return { status: 200, body: { message: 'ok', isUpvoted: votes === 13, totalUpvotes: votes } };
    },
  });
  await rank();
  fireEvent.click(upvoteButton());
  await waitFor(() => expect(upvoteButton().textContent).toBe('Upvoted13'));
  expect(upvoteButton().getAttribute('aria-pressed')).toBe('true');
  fireEvent.click(upvoteButton());
  await waitFor(() => expect(upvoteButton().textContent).toBe('Upvote12'));
  expect(upvotes(sent)).toBe(2);
  expect(sent.find((request) => request.method === 'POST')?.authorization).toBe('Bearer t');
});

it('when an upvote is on its way, then the button is disabled until the answer comes', async () => {
  let answer: (value: { status: number; body: unknown }) => void = () => {};
  showRank(standing(), { signedIn: true, upvote: () => new Promise((resolve) => (answer = resolve)) });
  await rank();
  fireEvent.click(upvoteButton());
  await waitFor(() => expect(upvoteButton()).toHaveProperty('disabled', true));
  await act(async () => answer({ status: 200, body: { message: 'ok', isUpvoted: true, totalUpvotes: 13 } }));
  await waitFor(() => expect(upvoteButton()).toHaveProperty('disabled', false));
  expect(upvoteButton().textContent).toBe('Upvoted13');
});

it('when a visitor presses Upvote, then they are sent to /login, to come back here, and nothing is sent', async () => {
  window.history.pushState({}, '', '/art/quiet-thunder');
  const sent = showRank(standing());
  await rank();
  fireEvent.click(upvoteButton());
  expect(window.singleSpaNavigate).toHaveBeenCalledWith('/login?next=%2Fart%2Fquiet-thunder');
  expect(upvotes(sent)).toBe(0);
});

it.each([
  ['a signed-in user', true],
  ['a visitor', false],
])(
  'when voting is closed and %s presses Upvote, then it only shows the warning and nothing is sent',
  async (_who, signedIn) => {
    const sent = showRank(standing({ votingOpen: false }), { signedIn });
    await rank();
    fireEvent.click(upvoteButton());
    await waitFor(() => expect(toast.warning).toHaveBeenCalledWith(VOTING_CLOSED, product));
    expect(window.singleSpaNavigate).not.toHaveBeenCalled();
    expect(upvotes(sent)).toBe(0);
    expect(upvoteButton().textContent).toBe('Upvote12');
  },
);

it("when the artwork is ranked 19th, then Upvote says 'This art will be on weekly pulse in next week' and nothing is sent", async () => {
  const sent = showRank(standing({ position: 19 }), { signedIn: true });
  await rank();
  fireEvent.click(upvoteButton());
  await waitFor(() => expect(toast.info).toHaveBeenCalledWith(NOT_YET_IN_PULSE, product));
  expect(upvotes(sent)).toBe(0);
});

it("when the server refuses with a message, then that message shows; without one, 'Error upvoting'; the count stays", async () => {
  showRank(standing(), {
    signedIn: true,
    upvote: { status: 429, body: { message: 'Too many votes, try again in a minute' } },
  });
  await rank();
  fireEvent.click(upvoteButton());
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Too many votes, try again in a minute', product));
  expect(upvoteButton().textContent).toBe('Upvote12');

  answerWith({ [STANDING]: { status: 200, body: standing() }, [UPVOTE]: { status: 500, body: {} } });
  fireEvent.click(upvoteButton());
  await waitFor(() => expect(toast.error).toHaveBeenLastCalledWith(ERROR_UPVOTING, product));
  expect(upvoteButton().textContent).toBe('Upvote12');
});

it("when a past week is asked on /art2, then its final rank, 'Week of …' and votes show, the arrows keep the week and there is no Upvote", async () => {
  showRank(standing({ week: '2026-11-16', position: 1, prevSlug: null }), {
    props: { linkTo: 'art2', week: '2026-11-16' },
  });
  const region = await rank();
  expect(within(region).getByText('Week of 16 November 2026').tagName).toBe('P');
  expect(within(region).getByText('12 votes').tagName).toBe('P');
  expect(arrow(/^Next/).getAttribute('href')).toBe('/art2/blue-hour?week=2026-11-16');
  expect(screen.queryByRole('button')).toBeNull();
  expect(askedUrls()[0]?.searchParams.get('week')).toBe('2026-11-16');
});

it('when the rank cannot be loaded, then the box says so and Try again asks once more', async () => {
  answerWith({ [STANDING]: { status: 503, body: { message: 'Community is not answering' } } });
  renderInStore(<PulseRank slug="quiet-thunder" />);
  expect((await screen.findByText('The Weekly Pulse rank could not be loaded.')).tagName).toBe('P');
  expect(toast.error).not.toHaveBeenCalled();
  answerWith({ [STANDING]: { status: 200, body: standing() } });
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect((await screen.findByText(/^Weekly Pulse #/)).textContent).toBe('Weekly Pulse #3Featured');
});

it('when a visitor signs in and comes back to the artwork, then the rank is asked again and shows their own Upvoted', async () => {
  const answers = [standing({ isUpvoted: false, totalUpvotes: 12 }), standing({ isUpvoted: true, totalUpvotes: 12 })];
  answerWith({ [STANDING]: () => ({ status: 200, body: answers.shift() }) });
  const store = createEaselStore({ redirect: jest.fn() });
  const page = () => (
    <Provider store={store}>
      <PulseRank slug="quiet-thunder" />
    </Provider>
  );
  const visit = render(page());
  await waitFor(() => expect(upvoteButton().textContent).toBe('Upvote12'));
  visit.unmount();
  localStorage.setItem('token', 't');
  store.dispatch(loggedIn({ token: 't', user: testUser() }));
  render(page());
  await waitFor(() => expect(upvoteButton().textContent).toBe('Upvoted12'));
});
