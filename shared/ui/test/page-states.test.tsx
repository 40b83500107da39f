import { fireEvent, render, screen, within } from '@testing-library/react';
import { ErrorFallback } from '../src/components/error-fallback';
import { PlaceholderPage } from '../src/components/placeholder-page';

it('when a page is a placeholder, then it names the page and says what will be there, in the product’s words only', () => {
  render(<PlaceholderPage title="Inbox" promise="Messages from collectors about your art, in one place." />);
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Inbox');
  expect(screen.getByRole('status').textContent).toBe(
    'InboxMessages from collectors about your art, in one place.This page is on its way.',
  );
});

it('when Retry is pressed on the error, then the retry runs', () => {
  const retry = jest.fn();
  render(<ErrorFallback onRetry={retry} />);
  expect(within(screen.getByRole('alert')).getByRole('heading').textContent).toBe('Something went wrong');
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(retry).toHaveBeenCalledTimes(1);
});
