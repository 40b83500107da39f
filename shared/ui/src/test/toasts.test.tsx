import { render, screen } from '@testing-library/react';
import { notify } from '../toasts/notify';
import { Toasts } from '../toasts/toasts';

const toastRegion = () => document.querySelector('section.Toastify');

afterEach(() => document.documentElement.removeAttribute('data-toasts-wanted'));

it('when the page has shown no toast, then there is no toast container (react-toastify is not loaded)', () => {
  render(<Toasts />);
  expect(toastRegion()).toBeNull();
});

it('when a toast is asked for after the page has rendered, then it shows', async () => {
  render(<Toasts />);
  notify.error('Art not found');
  const toast = await screen.findByText('Art not found');
  expect(toastRegion()?.contains(toast)).toBe(true);
  expect(toastRegion()?.getAttribute('aria-live')).toBe('polite');
});

it('when a toast is asked for before the container is on the page, then it shows once the container is', async () => {
  notify.success('Message Sent Successfully');
  render(<Toasts />);
  const toast = await screen.findByText('Message Sent Successfully');
  expect(toastRegion()?.contains(toast)).toBe(true);
});
