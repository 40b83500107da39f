/** @jest-environment @easel/ui/build/jsdom-with-fetch.js */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answerWith, renderPublishing, user } from './publish-render';

jest.mock('react-toastify', () => ({
  toast: { error: jest.fn(), success: jest.fn(), info: jest.fn(), warning: jest.fn() },
}));

const suggestionsFor = (label: string, typed: string) => {
  const field = screen.getByRole('combobox', { name: label });
  fireEvent.change(field, { target: { value: typed } });
  const list = document.getElementById(field.getAttribute('aria-controls') ?? '')!;
  return within(list)
    .queryAllByRole('option')
    .map((option) => option.textContent);
};

it('when the catalog answers its media and styles, then Medium and Style suggest those words as the artist types', async () => {
  answerWith({
    'GET /api/artworks/vocabulary': {
      status: 200,
      body: { media: ['Oil', 'Encaustic', 'Egg tempera'], styles: ['Lowbrow', 'Abstract'] },
    },
  });
  renderPublishing('/publish', user());
  await waitFor(() => expect(suggestionsFor('Medium', 'e')).toEqual(['Encaustic', 'Egg tempera']));
  expect(suggestionsFor('Style', 'low')).toEqual(['Lowbrow']);
  fireEvent.keyDown(screen.getByRole('combobox', { name: 'Style' }), { key: 'ArrowDown' });
  fireEvent.keyDown(screen.getByRole('combobox', { name: 'Style' }), { key: 'Enter' });
  expect((screen.getByRole('combobox', { name: 'Style' }) as HTMLInputElement).value).toBe('Lowbrow');
});

it('when the catalog cannot answer, then the usual words are suggested and the artist may still type their own', async () => {
  const sent = answerWith({
    'GET /api/artworks/vocabulary': { status: 500, body: { message: 'Something went wrong' } },
  });
  renderPublishing('/publish', user());
  await waitFor(() => expect(sent.map(({ path }) => path)).toContain('/api/artworks/vocabulary'));
  expect(suggestionsFor('Medium', 'water')).toEqual(['Watercolour']);
  expect(suggestionsFor('Medium', 'Oil on glass')).toEqual([]);
  expect((screen.getByRole('combobox', { name: 'Medium' }) as HTMLInputElement).value).toBe('Oil on glass');
});
