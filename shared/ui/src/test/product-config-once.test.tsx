// A page of its own (jest gives each file one): no other test has fetched /config.json on it yet.
it('when two front ends each bundle the config module, then the page still fetches /config.json once and both show its answer', async () => {
  const fetchMock = jest.fn(async () => ({
    ok: true,
    json: async () => ({ productName: 'Atelier', supportEmail: 'help@atelier.example' }),
  }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  const copies: (typeof import('../config/product-config'))[] = [];
  for (let copy = 0; copy < 2; copy++)
    await jest.isolateModulesAsync(async () => {
      copies.push(await import('../config/product-config'));
    });
  const answers = await Promise.all(copies.map((copy) => copy.loadProductConfig()));
  expect(answers.map((answer) => answer.productName)).toEqual(['Atelier', 'Atelier']);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  delete (globalThis as { fetch?: unknown }).fetch;
});
