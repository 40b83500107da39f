/** @jest-environment @easel/ui/build/jsdom-with-fetch.js */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import {
  answerWith,
  artwork,
  FakeXhr,
  picture,
  renderPublishing,
  uploadsSent,
  useFakeXhr,
  user,
} from './publish-render';

jest.mock('react-toastify', () => ({
  toast: { error: jest.fn(), success: jest.fn(), info: jest.fn(), warning: jest.fn() },
}));

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const publish = () => fireEvent.click(screen.getByRole('button', { name: 'Publish artwork' }));
const messageOf = (label: string) => {
  const input = screen.getByLabelText(label);
  return (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent);
};

async function uploadFeatured() {
  fireEvent.change(screen.getByLabelText('Featured image'), { target: { files: [picture()] } });
  await uploadsSent();
  await FakeXhr.sent
    .at(-1)!
    .answer(201, { url: '/api/media/abc123.png', kind: 'image', mime: 'image/png', width: 10, height: 10, bytes: 100 });
}

function fillIn() {
  type('Title', 'Morning Tide');
  type('Description', 'Low water at dawn.');
  type('Medium', 'Oil');
  type('Material', 'Canvas');
  type('Style', 'Landscape');
  type('Year', '2024');
  type('Width (cm)', '50');
  type('Height (cm)', '70');
  type('Price', '800');
}

beforeEach(() => useFakeXhr());

it('when an artist sends the form empty, then each field says why in the contract words, tied to it, and the first is focused', async () => {
  const sent = answerWith({});
  renderPublishing('/publish', user());
  publish();
  await screen.findByText('Please enter a title');
  const expected = {
    'Featured image': 'Please add a featured image',
    Title: 'Please enter a title',
    Description: 'Please enter a description',
    Medium: 'Please choose a medium',
    Material: 'Please enter the material',
    Style: 'Please choose a style',
    Year: 'Please enter the year',
    'Width (cm)': 'Please enter the width',
    'Height (cm)': 'Please enter the height',
    Price: 'Please enter a price',
  };
  for (const [label, message] of Object.entries(expected)) {
    expect(messageOf(label)).toContain(message);
    expect(screen.getByLabelText(label).getAttribute('aria-invalid')).toBe('true');
  }
  expect(document.activeElement).toBe(screen.getByLabelText('Featured image'));
  expect(sent.filter(({ method }) => method !== 'GET')).toEqual([]); // the suggestions are read; nothing is sent
});

it('when values are wrong, then the messages say why and every input keeps what was typed', async () => {
  answerWith({});
  renderPublishing('/publish', user());
  fillIn();
  type('Year', '1850');
  type('Width (cm)', '1001');
  type('Discount price (optional)', '900');
  publish();
  await waitFor(() => expect(messageOf('Year')).toContain('Year must be between 1900 and ' + new Date().getFullYear()));
  expect(messageOf('Width (cm)')).toContain('Width must be between 1 and 1000 cm');
  expect(messageOf('Discount price (optional)')).toContain('Discount price must be lower than the price');
  expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Morning Tide');
  expect((screen.getByLabelText('Year') as HTMLInputElement).value).toBe('1850');
  type('Year', '2020');
  expect(messageOf('Year')).not.toContain('Year must be between 1900 and ' + new Date().getFullYear());
});

it.each([
  ['0.004', 'Price must be in whole cents (at most 2 decimals)'],
  ['1.005', 'Price must be in whole cents (at most 2 decimals)'],
  ['0', 'Price must be between 0.01 and 10,000,000'],
  ['-5', 'Price must be between 0.01 and 10,000,000'],
  ['10000000.01', 'Price must be between 0.01 and 10,000,000'],
])('when the price is %s, then the form says %s, as the server would, and sends nothing', async (price, message) => {
  const sent = answerWith({});
  renderPublishing('/publish', user());
  fillIn();
  type('Price', price);
  publish();
  await waitFor(() => expect(messageOf('Price')).toContain(message));
  expect(sent.filter(({ method }) => method !== 'GET')).toEqual([]); // the suggestions are read; nothing is sent
});

it('when an artwork is not for sale, then no price is asked', async () => {
  answerWith({});
  renderPublishing('/publish', user());
  fireEvent.click(screen.getByLabelText('For sale'));
  expect(screen.queryByLabelText('Price')).toBeNull();
  publish();
  await screen.findByText('Please enter a title');
  expect(screen.queryByText('Please enter a price')).toBeNull();
});

it('when a complete artwork is published, then every field of spec §3 is sent once ("Publishing…") and the artist lands on /art/{slug}?popup=true', async () => {
  let settle!: (answer: { status: number; body: unknown }) => void;
  const sent = answerWith({ 'POST /api/artwork/new': () => new Promise((resolve) => (settle = resolve)) });
  renderPublishing('/publish', user());
  await uploadFeatured();
  fillIn();
  type('Second medium (optional)', 'Ink');
  type('Discount price (optional)', '650');
  fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'GBP' } });
  fireEvent.click(screen.getByLabelText('Hide price'));
  fireEvent.click(screen.getByLabelText('Sold - Open for Commission'));
  fireEvent.click(screen.getByLabelText('Yes, collectors can make offers'));
  publish();
  const button = await screen.findByRole('button', { name: 'Publishing…' });
  fireEvent.submit(button.closest('form')!);
  await act(async () => settle({ status: 201, body: { art: artwork({ slug: 'morning-tide-mara-okafor' }) } }));
  await screen.findByText('Landed on /art/morning-tide-mara-okafor?popup=true');
  const posts = sent.filter((request) => request.path === '/api/artwork/new');
  expect(posts).toHaveLength(1);
  expect(posts[0]!.authorization).toBe('Bearer token-of-artist-1');
  expect(posts[0]!.body).toEqual({
    title: 'Morning Tide',
    description: 'Low water at dawn.',
    featuredImage: '/api/media/abc123.png',
    gallery: [],
    medium: 'Oil',
    medium2: 'Ink',
    material: 'Canvas',
    year: '2024',
    style: 'Landscape',
    size: { width: '50', height: '70' },
    price: '800',
    discountPrice: '650',
    currency: 'GBP',
    onSale: true,
    phidden: true,
    status: 'Sold - Open for Commission',
    allowoffers: 'Yes, collectors can make offers',
  });
});

it('when an artwork is published, then the session’s user is read again, so the artwork count (gift cards unlock at 4) is current', async () => {
  const sent = answerWith({
    'POST /api/artwork/new': { status: 201, body: { art: artwork({ slug: 'morning-tide-mara-okafor' }) } },
    'GET /api/user/me': { status: 200, body: user({ count: 4 }) },
  });
  const { store } = renderPublishing('/publish', user({ count: 3 }));
  await uploadFeatured();
  fillIn();
  publish();
  await screen.findByText('Landed on /art/morning-tide-mara-okafor?popup=true');
  await waitFor(() => expect(store.getState().session.user?.count).toBe(4));
  expect(sent.map((request) => `${request.method} ${request.path}`)).toContain('GET /api/user/me');
});

it('when the server refuses the artwork, then its message shows beside the form and the values stay', async () => {
  answerWith({
    'POST /api/artwork/new': { status: 400, body: { message: 'Featured image must be an uploaded image' } },
  });
  renderPublishing('/publish', user());
  await uploadFeatured();
  fillIn();
  publish();
  await waitFor(() =>
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
      'Featured image must be an uploaded image',
    ),
  );
  expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Morning Tide');
  expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Publish artwork' }).disabled).toBe(false);
});
