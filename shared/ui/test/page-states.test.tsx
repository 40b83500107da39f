import { fireEvent, render, screen } from '@testing-library/react';
import { ErrorFallback } from '../src/components/error-fallback';
import { PlaceholderPage } from '../src/components/placeholder-page';

it('when a page is a placeholder, then its heading names the page and the remote', () => {
  render(<PlaceholderPage title="Artwork" team="mf-catalog" />);
  expect(screen.getByRole('status').textContent).toBe('Artwork — coming soon (mf-catalog)');
  expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
});

it('when Retry is pressed on the error, then the retry runs', () => {
  const retry = jest.fn();
  render(<ErrorFallback onRetry={retry} />);
  expect(screen.getByRole('alert')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(retry).toHaveBeenCalledTimes(1);
});
