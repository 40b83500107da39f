import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { toast } from 'react-toastify';
import type { ArtworkDetail } from '@easel/contracts';
import { OwnerOnboarding } from '../src/features/artwork/components/owner-onboarding';
import { hashtagsFor } from '../src/features/artwork/components/onboarding-steps';
import { artworkDetail } from './artwork-fixture';

jest.mock('react-toastify', () => ({
  toast: { success: jest.fn(), info: jest.fn(), warning: jest.fn(), error: jest.fn() },
}));

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

function open({
  art = artworkDetail(),
  own = true,
  url = `/art/${art.slug}?popup=true`,
}: { art?: ArtworkDetail; own?: boolean; url?: string } = {}) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <OwnerOnboarding art={art} own={own} />
      <Where />
    </MemoryRouter>,
  );
}
const dialog = () => screen.queryByRole('dialog');
// A step's title names the dialog.
const dialogTitle = () => document.getElementById(dialog()?.getAttribute('aria-labelledby') ?? '')?.textContent;
const button = (name: string) => screen.getByRole('button', { name });
const currentDot = () =>
  screen
    .getAllByRole('button', { name: /^Step \d of 4$/ })
    .filter((dot) => dot.getAttribute('aria-current') === 'step');

beforeEach(() => {
  jest.clearAllMocks();
  Object.assign(navigator, { clipboard: { writeText: jest.fn(() => Promise.resolve()) } });
});

it('when the owner opens a featured artwork with ?popup=true, then step 1 of 4 shows the artwork link with Copy, and Back is disabled', async () => {
  open();
  expect(dialogTitle()).toBe('Your artwork is live!');
  expect((screen.getByRole('textbox', { name: "Your artwork's link" }) as HTMLInputElement).value).toBe(
    'http://localhost/art/quiet-thunder-mara-okafor',
  );
  expect(screen.getByRole('textbox').hasAttribute('readonly')).toBe(true);
  expect((button('Back') as HTMLButtonElement).disabled).toBe(true);
  expect(currentDot().map((dot) => dot.getAttribute('aria-label'))).toEqual(['Step 1 of 4']);
  await act(async () => fireEvent.click(button('Copy')));
  expect(navigator.clipboard.writeText).toHaveBeenCalledWith('http://localhost/art/quiet-thunder-mara-okafor');
  expect(toast.success).toHaveBeenCalledWith('Link copied to clipboard', expect.anything());
});

it('when the owner presses Continue, then the steps follow each other with their dot, and Back goes one step back', () => {
  open();
  fireEvent.click(button('Continue'));
  expect(dialog()?.textContent).toContain('#weeklypulse #easel');
  expect(currentDot()[0]!.getAttribute('aria-label')).toBe('Step 2 of 4');
  fireEvent.click(button('Continue'));
  expect(dialog()?.textContent).toMatch(/top 10 most voted are featured .* and earn a badge/);
  fireEvent.click(button('Back'));
  expect(currentDot()[0]!.getAttribute('aria-label')).toBe('Step 2 of 4');
  fireEvent.click(button('Step 4 of 4'));
  expect(dialogTitle()).toBe('Set up your gallery');
  expect(currentDot()).toHaveLength(1);
});

it('when the owner presses Continue on the last step, then the popup closes and the page is /art/{id} without the query', () => {
  open();
  fireEvent.click(button('Step 4 of 4'));
  fireEvent.click(button('Continue'));
  expect(dialog()).toBeNull();
  expect(screen.getByTestId('where').textContent).toBe('/art/quiet-thunder-mara-okafor');
});

it('when the owner presses Escape, then the popup closes and the query is removed', () => {
  open();
  fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
  expect(dialog()).toBeNull();
  expect(screen.getByTestId('where').textContent).toBe('/art/quiet-thunder-mara-okafor');
});

it.each([
  ['the art is on sale', { art: artworkDetail({ onSale: true }) }],
  ['a visitor opens it', { own: false }],
  ['the query is missing', { url: '/art/quiet-thunder-mara-okafor' }],
])('when %s, then there is no popup', (_case, options) => {
  open(options);
  expect(dialog()).toBeNull();
});

it('when the product has a name with spaces, then its hashtag is lower-cased without them', () => {
  expect(hashtagsFor('Easel')).toEqual(['#weeklypulse', '#easel']);
  expect(hashtagsFor('Art House Co.')).toEqual(['#weeklypulse', '#arthouseco']);
});
