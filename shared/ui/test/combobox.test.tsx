import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Combobox } from '../src/forms/combobox';

const MEDIA = ['Oil', 'Acrylic', 'Watercolour', 'Gouache'];

function MediumForm({ onSubmit, message }: { onSubmit: (medium: string) => void; message?: string }) {
  const [medium, setMedium] = useState('');
  return (
    <form
      aria-label="Search"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(medium);
      }}
    >
      <Combobox
        label="Medium"
        name="medium"
        value={medium}
        onValueChange={setMedium}
        suggestions={MEDIA}
        message={message}
      />
      <button type="submit">Search</button>
    </form>
  );
}

const input = () => screen.getByRole('combobox', { name: 'Medium' }) as HTMLInputElement;
const options = () => screen.queryAllByRole('option').map((option) => option.textContent);

it('when a visitor types, then the suggestions holding the letters show, those that start with them first', () => {
  render(<MediumForm onSubmit={jest.fn()} />);
  fireEvent.change(input(), { target: { value: 'o' } });
  expect(options()).toEqual(['Oil', 'Watercolour', 'Gouache']);
  expect(input().getAttribute('aria-expanded')).toBe('true');
  fireEvent.change(input(), { target: { value: 'ACR' } });
  expect(options()).toEqual(['Acrylic']);
});

it('when a suggestion is chosen with the arrows and Enter, then it fills the field and the form is not sent yet', () => {
  const onSubmit = jest.fn();
  render(<MediumForm onSubmit={onSubmit} />);
  fireEvent.change(input(), { target: { value: 'o' } });
  fireEvent.keyDown(input(), { key: 'ArrowDown' });
  fireEvent.keyDown(input(), { key: 'ArrowDown' });
  expect(fireEvent.keyDown(input(), { key: 'Enter' })).toBe(false);
  expect(input().value).toBe('Watercolour');
  expect(options()).toEqual([]);
  expect(onSubmit).not.toHaveBeenCalled();
});

it('when Enter is pressed with no suggestion picked, then the form is sent with the word as typed', () => {
  const onSubmit = jest.fn();
  render(<MediumForm onSubmit={onSubmit} />);
  fireEvent.change(input(), { target: { value: 'Oil on glass' } });
  // Not prevented: the browser then submits the form, as it does from any text field.
  expect(fireEvent.keyDown(input(), { key: 'Enter' })).toBe(true);
  fireEvent.submit(input().form!);
  expect(onSubmit).toHaveBeenCalledWith('Oil on glass');
  expect(options()).toEqual([]);
});

it('when Escape is pressed, then the suggestions close and the text stays', () => {
  render(<MediumForm onSubmit={jest.fn()} />);
  fireEvent.change(input(), { target: { value: 'gou' } });
  expect(options()).toEqual(['Gouache']);
  fireEvent.keyDown(input(), { key: 'Escape' });
  expect(options()).toEqual([]);
  expect(input().value).toBe('gou');
});

it('when the value is refused, then the message shows under the field, tied to it', () => {
  render(<MediumForm onSubmit={jest.fn()} message="Please choose a medium" />);
  expect(input().getAttribute('aria-invalid')).toBe('true');
  const describedBy = (input().getAttribute('aria-describedby') ?? '').split(' ');
  expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toEqual(['Please choose a medium']);
});
