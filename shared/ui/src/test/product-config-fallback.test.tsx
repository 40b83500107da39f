import { render, screen, waitFor } from '@testing-library/react';
import { loadProductConfig, useProductConfig } from '../config/product-config';

function Shown() {
  const { productName, supportEmail, ready } = useProductConfig();
  return <p>{`${productName} ${supportEmail} ${ready ? 'ready' : 'waiting'}`}</p>;
}

it('when /config.json answers 404, then the fallbacks stay and the config is ready', async () => {
  globalThis.fetch = jest.fn(async () => ({
    ok: false,
    json: async () => ({ message: 'Not found' }),
  })) as unknown as typeof fetch;
  render(<Shown />);
  await waitFor(() => expect(screen.getByText(/^Easel/).textContent).toBe('Easel support@easel.example ready'));
  await expect(loadProductConfig()).resolves.toEqual({
    productName: 'Easel',
    supportEmail: 'support@easel.example',
    googleClientId: null,
    stripePublishableKey: null,
  });
  delete (globalThis as { fetch?: unknown }).fetch;
});
