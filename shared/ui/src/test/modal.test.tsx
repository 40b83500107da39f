import { fireEvent, render, screen } from '@testing-library/react';
import { Modal } from '../overlay/modal';

function renderModal() {
  const onClose = jest.fn();
  const opener = document.createElement('button');
  document.body.appendChild(opener);
  opener.focus();
  const view = render(
    <Modal title="Message Mara Okafor" onClose={onClose}>
      <input aria-label="Your e-mail" />
      <button type="submit">Send message</button>
    </Modal>,
  );
  return { onClose, opener, ...view };
}

afterEach(() => (document.body.innerHTML = ''));

it('when it opens, then it is a modal dialog named by its title and focus moves to its first field', () => {
  renderModal();
  const dialog = screen.getByRole('dialog', { name: 'Message Mara Okafor' });
  expect(dialog.getAttribute('aria-modal')).toBe('true');
  expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Your e-mail' }));
});

it('when X, Escape or the backdrop is used, then it asks to close; a press inside does not', () => {
  const { onClose } = renderModal();
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  fireEvent.keyDown(screen.getByRole('textbox'), { key: 'Escape' });
  fireEvent.mouseDown(screen.getByRole('dialog').parentElement!);
  expect(onClose).toHaveBeenCalledTimes(3);
  fireEvent.mouseDown(screen.getByRole('textbox'));
  expect(onClose).toHaveBeenCalledTimes(3);
});

it('when Tab leaves the last control, then focus wraps to the first, and Shift+Tab wraps back', () => {
  renderModal();
  const close = screen.getByRole('button', { name: 'Close' });
  const send = screen.getByRole('button', { name: 'Send message' });
  send.focus();
  fireEvent.keyDown(send, { key: 'Tab' });
  expect(document.activeElement).toBe(close);
  fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
  expect(document.activeElement).toBe(send);
});

it('when it closes, then focus returns to what opened it', () => {
  const { opener, unmount } = renderModal();
  unmount();
  expect(document.activeElement).toBe(opener);
});
