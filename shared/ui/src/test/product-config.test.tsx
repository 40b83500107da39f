import { act, render, screen } from '@testing-library/react';
import { useProductConfig } from '../config/product-config';

function Shown() {
  const { productName, supportEmail, ready } = useProductConfig();
  return <p>{`${productName} ${supportEmail} ${ready ? 'ready' : 'waiting'}`}</p>;
}

it('when /config.json answers, then the product name and support e-mail come from it, fetched once for the page', async () => {
  let answer!: (response: unknown) => void;
  const fetchMock = jest.fn(() => new Promise((resolve) => (answer = resolve)));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  render(
    <>
      <Shown />
      <Shown />
    </>,
  );
  expect(screen.getAllByText('Easel support@easel.example waiting')).toHaveLength(2);
  await act(async () =>
    answer({
      ok: true,
      json: async () => ({ productName: ' Atelier ', supportEmail: 'help@atelier.example', googleClientId: null }),
    }),
  );
  expect(screen.getAllByText('Atelier help@atelier.example ready')).toHaveLength(2);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(fetchMock).toHaveBeenCalledWith('/config.json', expect.anything());
  delete (globalThis as { fetch?: unknown }).fetch;
});
