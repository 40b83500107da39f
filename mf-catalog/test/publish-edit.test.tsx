/** @jest-environment @easel/ui/build/jsdom-with-fetch.js */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { answerWith, artwork, CUSTOMER, renderPublishing, user } from './publish-render';

jest.mock('react-toastify', () => ({
  toast: { error: jest.fn(), success: jest.fn(), info: jest.fn(), warning: jest.fn() },
}));

const PATH = '/art/edit/quiet-thunder-mara-okafor';
const found = { status: 200, body: { art: artwork(), similar: [], rank: null, more: [] } };
const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
const checked = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).checked;

beforeEach(() => jest.clearAllMocks());

it('when a visitor opens the edit page, then it asks them to log in, with a link', () => {
  const sent = answerWith({});
  renderPublishing(PATH, null);
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Edit artwork');
  expect(screen.getByRole('link', { name: 'log in' }).getAttribute('href')).toBe('/login');
  expect(sent).toEqual([]);
});

it("when someone else opens an artwork's edit page, then they are told they can only edit their own artworks", async () => {
  answerWith({ 'GET /api/artwork/get/quiet-thunder-mara-okafor': found });
  renderPublishing(PATH, CUSTOMER);
  await waitFor(() =>
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('You can only edit your own artworks'),
  );
  expect(screen.getByText(/Only the artist who published this artwork can change it/).textContent).toMatch(
    /^Only the artist who published this artwork can change it\. View “.+”$/,
  );
  expect(screen.queryByRole('form')).toBeNull();
});

it("when the artwork does not exist, then the page says 'No Art Found'", async () => {
  answerWith({ 'GET /api/artwork/get/quiet-thunder-mara-okafor': { status: 404, body: { message: 'No Art Found' } } });
  renderPublishing(PATH, user());
  await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('No Art Found'));
  expect(toast.error).not.toHaveBeenCalled();
});

it('when the owner opens it, then every field holds the current value and saving sends them and opens the artwork', async () => {
  const sent = answerWith({
    'GET /api/artwork/get/quiet-thunder-mara-okafor': found,
    'PUT /api/artwork/edit/quiet-thunder-mara-okafor': {
      status: 200,
      body: { art: artwork({ title: 'Quiet Thunder II' }) },
    },
  });
  renderPublishing(PATH, user());
  await screen.findByRole('button', { name: 'Save changes' });
  expect([
    value('Title'),
    value('Medium'),
    value('Second medium (optional)'),
    value('Material'),
    value('Style'),
    value('Year'),
  ]).toEqual(['Quiet Thunder', 'Oil', 'Ink', 'Canvas', 'Abstract', '2024']);
  expect([
    value('Width (cm)'),
    value('Height (cm)'),
    value('Price'),
    value('Discount price (optional)'),
    value('Currency'),
  ]).toEqual(['60', '80', '1200', '900', 'USD']);
  expect([
    checked('For sale'),
    checked('Hide price'),
    checked('Sold - Open for Commission'),
    checked('Yes, collectors can make offers'),
  ]).toEqual([true, false, true, true]);
  // The artwork's pictures show as pictures at their own proportions, called by what they are, not by their file names.
  const featured = within(screen.getByRole('list', { name: 'Featured image: uploads' }));
  const picture = featured.getByRole('img', { name: 'Current featured image' });
  expect([picture.getAttribute('src'), picture.getAttribute('width'), picture.getAttribute('height')]).toEqual([
    '/api/media/featured.jpg?w=400',
    '600',
    '800',
  ]);
  expect(featured.getByRole('button', { name: 'Remove featured image' }).textContent).toBe('Remove');
  const gallery = within(screen.getByRole('list', { name: 'Gallery (optional): uploads' }));
  expect(gallery.getByRole('img', { name: 'Current gallery picture 1' }).getAttribute('width')).toBe('800');
  expect(gallery.getByLabelText('Current gallery video 2').getAttribute('src')).toBe('/api/media/studio.mp4#t=0.1');
  expect(screen.queryByText(/featured\.jpg|detail\.png|studio\.mp4/)).toBeNull();

  fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Quiet Thunder II' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  await screen.findByText('Landed on /art/quiet-thunder-mara-okafor');
  const put = sent.find((request) => request.method === 'PUT');
  expect(put?.body).toMatchObject({
    title: 'Quiet Thunder II',
    featuredImage: '/api/media/featured.jpg',
    gallery: ['/api/media/detail.png', '/api/media/studio.mp4'],
    currency: 'USD',
  });
  expect(toast.success).toHaveBeenCalledWith('Artwork updated', expect.anything());
});

it('when the owner deletes the artwork and confirms, then it is deleted and they land on their artist page', async () => {
  const sent = answerWith({
    'GET /api/artwork/get/quiet-thunder-mara-okafor': found,
    'DELETE /api/artwork/quiet-thunder-mara-okafor': { status: 200, body: { message: 'Artwork deleted' } },
  });
  renderPublishing(PATH, user());
  fireEvent.click(await screen.findByRole('button', { name: 'Delete artwork' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Delete this artwork?' }));
  fireEvent.click(dialog.getByRole('button', { name: 'Delete artwork' }));
  await screen.findByText('Landed on /artist/mara-okafor');
  expect(sent.filter((request) => request.method === 'DELETE')).toHaveLength(1);
  expect(toast.success).toHaveBeenCalledWith('Artwork deleted', expect.anything());
});

it('when the owner cancels the delete, then nothing is deleted', async () => {
  const sent = answerWith({ 'GET /api/artwork/get/quiet-thunder-mara-okafor': found });
  renderPublishing(PATH, user());
  fireEvent.click(await screen.findByRole('button', { name: 'Delete artwork' }));
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(sent.filter((request) => request.method === 'DELETE')).toHaveLength(0);
});
