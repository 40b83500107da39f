/** @jest-environment @easel/ui/build/jsdom-with-fetch.js */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { REPORT_RECEIVED } from '@easel/contracts';
import { answerWith } from '@easel/ui/testing';
import ReportArtwork from '../src/exposed/report-artwork';
import { renderInStore } from './pulse-fixture';

jest.mock('react-toastify', () => ({
  toast: { error: jest.fn(), success: jest.fn(), info: jest.fn(), warning: jest.fn() },
}));

beforeEach(() => {
  localStorage.clear();
  jest.clearAllMocks();
});

it('when a reader reports an artwork with a reason, then the moderators get it and the reader is thanked', async () => {
  const sent = answerWith({ 'POST /api/reports': { status: 201, body: { message: REPORT_RECEIVED } } });
  renderInStore(<ReportArtwork slug="quiet-thunder" />, { signedIn: true });
  fireEvent.click(await screen.findByRole('button', { name: 'Report this artwork' }));
  const dialog = await screen.findByRole('dialog', { name: 'Report this artwork' }); // its code comes on the first press
  fireEvent.change(within(dialog).getByLabelText('Why should our moderators look at it?'), {
    target: { value: 'Copied from a museum' },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith(REPORT_RECEIVED, expect.anything()));
  expect(sent.find((request) => request.path === '/api/reports')?.body).toEqual({
    kind: 'artwork',
    artSlug: 'quiet-thunder',
    reason: 'Copied from a museum',
  });
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('when a visitor presses Report this artwork, then they are sent to /login to come back, and nothing is sent', async () => {
  window.singleSpaNavigate = jest.fn();
  window.history.pushState({}, '', '/art/quiet-thunder');
  const sent = answerWith({});
  renderInStore(<ReportArtwork slug="quiet-thunder" />);
  fireEvent.click(await screen.findByRole('button', { name: 'Report this artwork' }));
  expect(window.singleSpaNavigate).toHaveBeenCalledWith('/login?next=%2Fart%2Fquiet-thunder');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(sent).toEqual([]);
  delete window.singleSpaNavigate;
});
