import { fireEvent, render, screen } from '@testing-library/react';
import { Avatar } from '../src/components/avatar';

it('when a picture loads, then it is shown at 44 px, named after its person', () => {
  render(<Avatar src="/api/media/ada.png" name="Ada Lovelace" />);
  const picture = screen.getByRole('img', { name: 'Ada Lovelace' });
  expect(picture.tagName).toBe('IMG');
  expect(picture.getAttribute('src')).toBe('/api/media/ada.png');
  expect(picture.getAttribute('width')).toBe('44');
});

it('when the picture fails to load, then the default placeholder takes its place at 44 px (spec §8, §9)', () => {
  render(<Avatar src="/api/media/gone.png" name="Ada Lovelace" />);
  fireEvent.error(screen.getByRole('img', { name: 'Ada Lovelace' }));
  const placeholder = screen.getByRole('img', { name: 'Ada Lovelace' });
  expect(placeholder.tagName).toBe('SPAN');
  expect(placeholder.className).toBe('ui-avatar ui-avatar--default');
  expect(placeholder.style.getPropertyValue('--ui-avatar-size')).toBe('44px');
  expect(document.querySelector('img')).toBeNull();
});

it('when a broken picture is replaced by a new one, then the new one is tried', () => {
  const { rerender } = render(<Avatar src="/api/media/gone.png" name="Ada Lovelace" />);
  fireEvent.error(screen.getByRole('img', { name: 'Ada Lovelace' }));
  rerender(<Avatar src="/api/media/new.png" name="Ada Lovelace" />);
  expect(screen.getByRole('img', { name: 'Ada Lovelace' }).getAttribute('src')).toBe('/api/media/new.png');
});

it('when there is no picture, then the placeholder is shown at the size asked', () => {
  render(<Avatar src={null} name="Ada Lovelace" size={96} />);
  expect(screen.getByRole('img', { name: 'Ada Lovelace' }).style.getPropertyValue('--ui-avatar-size')).toBe('96px');
});
