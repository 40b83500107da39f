import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useHashScroll } from '../src/hooks/use-hash-scroll';

/** A page whose lists arrive (ready), and whose grid still draws its rows (data-page-waiting) until "Rows drawn". */
function Page() {
  const [drawing, setDrawing] = useState(true);
  useHashScroll(true);
  return (
    <>
      {drawing && <ul data-page-waiting aria-label="Loading artworks" />}
      <button onClick={() => setDrawing(false)}>Rows drawn</button>
      <section id="Aboutus">About us</section>
    </>
  );
}

it('when the page opens at #Aboutus, then it scrolls there only once nothing above is still arriving', async () => {
  const scrolled = jest.fn();
  Element.prototype.scrollIntoView = scrolled;
  render(
    <MemoryRouter initialEntries={['/#Aboutus']}>
      <Page />
    </MemoryRouter>,
  );
  // Several frames pass while the grid is still drawing: no scroll yet.
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  expect(scrolled).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: 'Rows drawn' }));
  await waitFor(() => expect(scrolled).toHaveBeenCalledTimes(1));
  expect(scrolled.mock.contexts[0]).toBe(document.getElementById('Aboutus'));
});
