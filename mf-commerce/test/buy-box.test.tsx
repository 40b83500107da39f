/** @jest-environment @easel/ui/build/jsdom-with-fetch.js */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { toast } from 'react-toastify';
import { SOLD_STATUS, OFFERS_ALLOWED, type ArtworkDetail, REQUEST_SUBMITTED, type CartLine } from '@easel/contracts';
import { createEaselStore, loggedIn } from '@easel/store';
import { answerWith, type Answers, testUser } from '@easel/ui/testing';
import OrderRequest from '../src/exposed/order-request';

jest.mock('react-toastify', () => ({
  toast: { success: jest.fn(), info: jest.fn(), warning: jest.fn(), error: jest.fn() },
}));

const product = { autoClose: 3000 };

const artwork = (changes: Partial<ArtworkDetail> = {}): ArtworkDetail => ({
  _id: '1',
  slug: 'quiet-thunder-mara-okafor',
  title: 'Quiet Thunder',
  description: 'Light across a kitchen table.',
  featuredImage: '/api/media/demo.jpg',
  featuredImageShape: null,
  gallery: [],
  medium: 'Oil',
  medium2: '',
  material: 'Canvas',
  year: 2018,
  style: 'Abstract',
  size: { width: 60, height: 45 },
  price: 1000,
  discountPrice: null,
  currency: { code: 'EUR', tag: '€' },
  onSale: true,
  phidden: false,
  status: '',
  allowoffers: OFFERS_ALLOWED,
  galleryShapes: [],
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  user: {
    _id: 'mara',
    slug: 'mara-okafor',
    artistName: 'Mara Okafor',
    avatar: null,
    artistPage: { about: { img: null } },
  },
  ...changes,
});

const line = (changes: Partial<CartLine> = {}): CartLine => ({
  slug: 'quiet-thunder-mara-okafor',
  title: 'Quiet Thunder',
  featuredImage: '/api/media/demo.jpg',
  medium: 'Oil',
  material: 'Canvas',
  size: { width: 60, height: 45 },
  artistName: 'Mara Okafor',
  price: 1000,
  currency: { code: 'EUR', tag: '€' },
  state: 'available',
  reservedUntil: null,
  ...changes,
});

const available: Answers = { 'GET /api/cart/lines': { status: 200, body: { lines: [line()] } } };

function showBuyBox(
  art = artwork(),
  { signedInAs, answers = available }: { signedInAs?: string; answers?: Answers } = {},
) {
  const sent = answerWith(answers);
  const store = createEaselStore({ redirect: jest.fn() });
  if (signedInAs) store.dispatch(loggedIn({ token: 't', user: testUser({ _id: signedInAs }) }));
  render(
    <Provider store={store}>
      <OrderRequest slug={art.slug} art={art} />
    </Provider>,
  );
  return sent;
}

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
const type = (name: string | RegExp, value: string) => fireEvent.change(field(name), { target: { value } });
const send = () => fireEvent.click(button(/^Send/));
const buttonNames = () => screen.getAllByRole('button').map((shown) => shown.textContent);

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
});

it('when a visitor sees an artwork for sale with offers allowed, then the box offers Add to Cart, Make an offer and Request to buy', async () => {
  showBuyBox();
  await screen.findByRole('button', { name: 'Add to Cart' });
  expect(buttonNames()).toEqual(['Add to Cart', 'Make an offer', 'Request to buy']);
});

it('when Add to Cart is pressed, then the artwork is saved in the guest cart with what the header shows, and the button turns to Remove from cart', async () => {
  showBuyBox(artwork({ discountPrice: 800 }));
  fireEvent.click(await screen.findByRole('button', { name: 'Add to Cart' }));
  expect(JSON.parse(localStorage.getItem('guestCart') ?? '[]')).toEqual([
    {
      slug: 'quiet-thunder-mara-okafor',
      title: 'Quiet Thunder',
      featuredImage: '/api/media/demo.jpg',
      medium: 'Oil',
      material: 'Canvas',
      size: { width: 60, height: 45 },
      price: 800,
      currency: { code: 'EUR', tag: '€' },
      phidden: false,
      artistName: 'Mara Okafor',
    },
  ]);
  fireEvent.click(button('Remove from cart'));
  expect(localStorage.getItem('guestCart')).toBe('[]');
  expect(button('Add to Cart')).toBeInstanceOf(HTMLButtonElement);
});

it('when another buyer holds the artwork, then the box says Reserved until HH:MM in place of Add to Cart', async () => {
  const until = new Date(2026, 10, 24, 14, 35).toISOString();
  showBuyBox(artwork(), {
    answers: {
      'GET /api/cart/lines': { status: 200, body: { lines: [line({ state: 'reserved', reservedUntil: until })] } },
    },
  });
  expect((await screen.findByRole('status')).textContent).toBe('Reserved until 14:35');
  expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
  expect(buttonNames()).toEqual(['Make an offer', 'Request to buy']);
});

it("when the other buyer's hold ends, then the box asks again and offers Add to Cart without a reload", async () => {
  let asked = 0;
  const soon = new Date(Date.now() + 100).toISOString();
  showBuyBox(artwork(), {
    answers: {
      'GET /api/cart/lines': () => ({
        status: 200,
        body: { lines: [asked++ === 0 ? line({ state: 'reserved', reservedUntil: soon }) : line()] },
      }),
    },
  });
  expect((await screen.findByRole('status')).textContent).toMatch(/^Reserved until \d\d:\d\d$/);
  expect(await screen.findByRole('button', { name: 'Add to Cart' }, { timeout: 3000 })).toBeInstanceOf(
    HTMLButtonElement,
  );
  expect(asked).toBe(2);
});

it('when the availability check fails, then Add to Cart is still offered', async () => {
  showBuyBox(artwork(), { answers: { 'GET /api/cart/lines': { status: 500, body: { message: 'down' } } } });
  await waitFor(() => expect(globalThis.fetch).toHaveBeenCalled());
  expect(buttonNames()).toEqual(['Add to Cart', 'Make an offer', 'Request to buy']);
  expect(toast.error).not.toHaveBeenCalled();
});

it('when the artwork is SOLD, then it offers Commission only', () => {
  showBuyBox(artwork({ status: SOLD_STATUS }));
  expect(buttonNames()).toEqual(['Commission a work']);
});

it('when the price is hidden, then Inquire Price and Make an offer are offered and no Add to Cart; without offers allowed, Inquire Price alone', () => {
  showBuyBox(artwork({ phidden: true, price: null }));
  expect(buttonNames()).toEqual(['Inquire Price', 'Make an offer']);
});

it('when offers are not allowed, then no Make an offer', () => {
  showBuyBox(artwork({ allowoffers: '' }));
  expect(buttonNames()).toEqual(['Add to Cart', 'Request to buy']);
});

it('when the artist looks at their own artwork, then the box says artists cannot purchase their own art and offers nothing', () => {
  showBuyBox(artwork(), { signedInAs: 'mara' });
  expect(screen.getByText(/^Artists cannot purchase their own art\./)).toBeInstanceOf(HTMLParagraphElement);
  expect(screen.queryAllByRole('button')).toEqual([]);
});

it('when the artwork is not on sale, then there is no box', () => {
  showBuyBox(artwork({ onSale: false }));
  expect(screen.queryByRole('region')).toBeNull();
});

describe('the request form', () => {
  it('when Make an offer opens the form, then its fields are labelled, the e-mail has the focus and the answer time is said', () => {
    showBuyBox();
    fireEvent.click(button('Make an offer'));
    expect(screen.getByRole('form', { name: 'Make an offer' })).toBeInstanceOf(HTMLFormElement);
    expect(document.activeElement).toBe(field('Email'));
    expect(field('WhatsApp number')).toBeInstanceOf(HTMLInputElement);
    expect(field('Your offer (EUR)')).toBeInstanceOf(HTMLInputElement);
    expect(screen.getByText(/usually answered in less than 24 hours/)).toBeInstanceOf(HTMLParagraphElement);
    expect(screen.queryByRole('button', { name: 'Make an offer' })).toBeNull();
  });

  it.each([
    ['1100', 'Too high', 'red', '110% of the price'],
    ['700', 'Great', 'green', '70% of the price'],
    ['600', 'Too low', 'neutral', '60% of the price'],
  ])('when the offer is %s of a 1000 price, then the badge says %s (%s)', (offer, label, tone, share) => {
    showBuyBox();
    fireEvent.click(button('Make an offer'));
    type('Your offer (EUR)', offer);
    const badge = screen.getByText(label);
    expect(badge.className).toBe(`com-offer-badge com-offer-badge--${tone}`);
    expect(screen.getByText(share)).toBeInstanceOf(HTMLSpanElement);
  });

  it('when the price is hidden, then an offer has no badge', () => {
    showBuyBox(artwork({ phidden: true, price: null }));
    fireEvent.click(button('Make an offer'));
    type('Your offer (EUR)', '10');
    expect(document.querySelector('.com-offer-badge')).toBeNull();
  });

  it.each([
    ['offer', 'Make an offer', {}, 'Please enter email', 'Email'],
    ['offer', 'Make an offer', { Email: 'not-mail' }, 'Please enter a valid email', 'Email'],
    ['offer', 'Make an offer', { Email: 'fan@example.com' }, 'Please enter your offer', 'Your offer (EUR)'],
    [
      'offer',
      'Make an offer',
      { Email: 'fan@example.com', 'Your offer (EUR)': '599.99' },
      'Offer should be at least 60% of the price',
      'Your offer (EUR)',
    ],
    [
      'offer',
      'Make an offer',
      { Email: 'fan@example.com', 'Your offer (EUR)': 'lots' },
      'Offer must be a number, like 1250 or 1250.50',
      'Your offer (EUR)',
    ],
    [
      'buy',
      'Request to buy',
      { Email: 'fan@example.com', 'Shipping Address': '   ' },
      'Please enter your Shipping Address ',
      'Shipping Address',
    ],
  ])(
    'when a %s request (%s) is sent with %j, then the toast says %j and the focus goes to %s',
    async (_mode, opener, typed, message, focused) => {
      const sent = showBuyBox();
      fireEvent.click(button(opener));
      for (const [name, value] of Object.entries(typed)) type(name, value);
      send();
      await waitFor(() => expect(toast.error).toHaveBeenCalledWith(message, product));
      expect(document.activeElement).toBe(field(focused));
      expect(field(focused).getAttribute('aria-invalid')).toBe('true');
      expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
    },
  );

  it("when a SOLD work's Commission is sent without a request, then 'Please enter your Request ' shows", async () => {
    showBuyBox(artwork({ status: SOLD_STATUS }));
    fireEvent.click(button('Commission a work'));
    type('Email', 'fan@example.com');
    send();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Please enter your Request ', product));
    expect(document.activeElement).toBe(field('Your Request'));
  });

  it('when a visitor sends a good offer, then it is posted, the success toast shows, the form closes and opens again empty', async () => {
    const sent = showBuyBox(artwork(), {
      answers: { ...available, 'POST /api/artwork/order-request': { status: 201, body: { message: 'ok' } } },
    });
    fireEvent.click(button('Make an offer'));
    type('Email', ' fan@example.com ');
    type('WhatsApp number', '+44 7700 900123');
    type('Your offer (EUR)', '650');
    type('Message (optional)', 'I love the light.');
    send();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(REQUEST_SUBMITTED, product));
    expect(sent.find((request) => request.method === 'POST')).toEqual(
      expect.objectContaining({
        path: '/api/artwork/order-request',
        body: {
          email: 'fan@example.com',
          password: '+44 7700 900123',
          offer: 650,
          message: 'I love the light.',
          slug: 'quiet-thunder-mara-okafor',
          buyOption: 'offer',
        },
      }),
    );
    expect(screen.queryByRole('form')).toBeNull();
    fireEvent.click(button('Make an offer'));
    expect((field('Email') as HTMLInputElement).value).toBe('');
    expect((field('Your offer (EUR)') as HTMLInputElement).value).toBe('');
  });

  it('when a signed-in buyer asks the price, then no e-mail is asked and the request goes with an empty one', async () => {
    const sent = showBuyBox(artwork({ phidden: true, price: null }), {
      signedInAs: 'ada',
      answers: { ...available, 'POST /api/artwork/order-request': { status: 201, body: {} } },
    });
    fireEvent.click(button('Inquire Price'));
    expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull();
    send();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(REQUEST_SUBMITTED, product));
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      email: '',
      password: '',
      message: '',
      slug: 'quiet-thunder-mara-okafor',
      buyOption: 'Inquire Price',
    });
  });

  it("when the server refuses, then its message shows and the fields stay; a second send on the way is told 'Please wait'", async () => {
    let refuse: (answer: { status: number; body: unknown }) => void = () => undefined;
    showBuyBox(artwork(), {
      answers: { ...available, 'POST /api/artwork/order-request': () => new Promise((resolve) => (refuse = resolve)) },
    });
    fireEvent.click(button('Request to buy'));
    type('Email', 'fan@example.com');
    type('Shipping Address', '1 Main St, Leeds');
    send();
    await waitFor(() => expect(button('Sending…')).toHaveProperty('disabled', true));
    fireEvent.submit(screen.getByRole('form'));
    await waitFor(() => expect(toast.warning).toHaveBeenCalledWith('Please wait', product));
    await act(async () => refuse({ status: 409, body: { message: 'This artwork is sold' } }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('This artwork is sold', product));
    expect((field('Shipping Address') as HTMLTextAreaElement).value).toBe('1 Main St, Leeds');
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('when Back is pressed, then the form closes and the focus returns to the button that opened it', async () => {
    showBuyBox();
    fireEvent.click(button('Request to buy'));
    type('Email', 'fan@example.com');
    fireEvent.click(button('Back'));
    expect(screen.queryByRole('form')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(button('Request to buy')));
  });
});
