/** @jest-environment @easel/ui/build/jsdom-with-fetch.js */
import { fireEvent, screen, within } from '@testing-library/react';
import { answerWith, FakeXhr, picture, renderPublishing, uploadsSent, useFakeXhr, user } from './publish-render';

jest.mock('react-toastify', () => ({
  toast: { error: jest.fn(), success: jest.fn(), info: jest.fn(), warning: jest.fn() },
}));

const UNSUPPORTED = 'This file is not a supported image or video (JPEG, PNG, WebP, MP4, WebM, Ogg, MOV)';
const choose = async (label: string, ...files: File[]) => {
  fireEvent.change(screen.getByLabelText(label), { target: { files } });
  await uploadsSent();
};
const uploads = (label: string) => within(screen.getByRole('list', { name: `${label}: uploads` }));

beforeEach(() => {
  useFakeXhr();
  answerWith({});
});

it('when a picture is uploading, then a progress bar shows its percent; once stored, its thumbnail and a remove button show', async () => {
  renderPublishing('/publish', user());
  await choose('Featured image', picture('sunrise.png'));
  const upload = FakeXhr.sent[0]!;
  expect(upload.url).toBe('/api/media');
  expect(upload.headers.Authorization).toBe('Bearer token-of-artist-1');
  expect((upload.body?.get('file') as File).name).toBe('sunrise.png');
  upload.progress(42, 100);
  const bar = uploads('Featured image').getByRole('progressbar', { name: 'Uploading sunrise.png' });
  expect(bar.getAttribute('aria-valuenow')).toBe('42');
  expect(uploads('Featured image').getByText('42%').getAttribute('aria-hidden')).toBe('true');
  await upload.answer(201, {
    url: '/api/media/abc.png',
    kind: 'image',
    mime: 'image/png',
    width: 30,
    height: 20,
    bytes: 100,
  });
  const thumbnail = uploads('Featured image').getByRole('img', { name: 'Uploaded sunrise.png' });
  expect([thumbnail.getAttribute('src'), thumbnail.getAttribute('width'), thumbnail.getAttribute('height')]).toEqual([
    '/api/media/abc.png?w=400',
    '30',
    '20',
  ]);
  expect(screen.queryByText('sunrise.png')).toBeNull();
  fireEvent.click(uploads('Featured image').getByRole('button', { name: 'Remove sunrise.png' }));
  expect(screen.queryByRole('list', { name: 'Featured image: uploads' })).toBeNull();
});

it('when the server refuses a file (an .exe named .jpg), then its message shows next to the file input', async () => {
  renderPublishing('/publish', user());
  await choose('Gallery (optional)', picture('holiday.jpg', 'image/jpeg'));
  await FakeXhr.sent[0]!.answer(415, { message: UNSUPPORTED });
  expect(uploads('Gallery (optional)').getByRole('alert').textContent).toBe(UNSUPPORTED);
  const describedBy = screen.getByLabelText('Gallery (optional)').getAttribute('aria-describedby') ?? '';
  expect(describedBy.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain(UNSUPPORTED);
});

it.each([
  [429, 'Too many uploads, please wait a minute and try again'],
  [413, 'This file would take your uploads over your storage quota of 5 GB'],
])('when the server refuses an upload with %s, then its message shows next to the file', async (status, message) => {
  renderPublishing('/publish', user());
  await choose('Featured image', picture('sunrise.png'));
  await FakeXhr.sent[0]!.answer(status, { message });
  expect(uploads('Featured image').getByRole('alert').textContent).toBe(message);
});

it('when a new featured image is refused, then the stored one stays and the refusal shows once, in its own card', async () => {
  renderPublishing('/publish', user());
  fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Quiet Thunder' } });
  await choose('Featured image', picture('sunrise.png'));
  await FakeXhr.sent[0]!.answer(201, {
    url: '/api/media/abc.png',
    kind: 'image',
    mime: 'image/png',
    width: 30,
    height: 20,
    bytes: 100,
  });
  expect(screen.getByText('Replace the picture').getAttribute('aria-hidden')).toBe('true');
  await choose('Featured image', picture('huge.png'));
  await FakeXhr.sent[1]!.answer(413, { message: 'This image is larger than 15 MB' });
  const cards = uploads('Featured image').getAllByRole('listitem');
  expect(cards.map((card) => card.textContent)).toEqual(['Remove', 'huge.pngThis image is larger than 15 MBRemove']);
  expect(screen.getAllByText('This image is larger than 15 MB')).toHaveLength(1);
  expect(uploads('Featured image').getByRole('img', { name: 'Uploaded sunrise.png' }).getAttribute('src')).toBe(
    '/api/media/abc.png?w=400',
  );
  expect(screen.getByLabelText<HTMLInputElement>('Title').value).toBe('Quiet Thunder');
});

it('when a video is chosen as featured image, then it is refused before sending with a clear message', async () => {
  renderPublishing('/publish', user());
  await choose('Featured image', picture('clip.mp4', 'video/mp4'));
  expect(FakeXhr.sent).toHaveLength(0);
  expect(uploads('Featured image').getByRole('alert').textContent).toBe(
    'The featured image must be a picture (JPEG, PNG or WebP); add videos to the gallery',
  );
});

it('when a picture over 15 MB or a text named .png is chosen, then it is refused before sending, in the catalog’s words', async () => {
  renderPublishing('/publish', user());
  fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Quiet Thunder' } });
  await choose('Featured image', picture('huge.png', 'image/png', 50 * 1024 * 1024));
  await choose(
    'Gallery (optional)',
    new File(['Shopping list: canvas, linseed oil'], 'notes.png', { type: 'image/png' }),
  );
  expect(FakeXhr.sent).toHaveLength(0);
  expect(uploads('Featured image').getByRole('alert').textContent).toBe('This image is larger than 15 MB');
  expect(uploads('Gallery (optional)').getByRole('alert').textContent).toBe(UNSUPPORTED);
  expect(screen.getByLabelText<HTMLInputElement>('Title').value).toBe('Quiet Thunder');
});

it('when videos go to the gallery, then they are shown as videos; past 12 items the rest are refused', async () => {
  renderPublishing('/publish', user());
  await choose('Gallery (optional)', picture('clip.mp4', 'video/mp4'));
  await FakeXhr.sent[0]!.answer(201, {
    url: '/api/media/clip1.mp4',
    kind: 'video',
    mime: 'video/mp4',
    width: null,
    height: null,
    bytes: 100,
  });
  const video = uploads('Gallery (optional)').getByLabelText('Video clip.mp4');
  expect([video.tagName, video.getAttribute('src'), video.getAttribute('preload')]).toEqual([
    'VIDEO',
    '/api/media/clip1.mp4#t=0.1',
    'metadata',
  ]);
  await choose('Gallery (optional)', ...Array.from({ length: 12 }, (_, i) => picture(`p${i}.png`)));
  expect(FakeXhr.sent).toHaveLength(12);
  expect(uploads('Gallery (optional)').getByRole('alert').textContent).toBe(
    'Gallery can hold at most 12 images and videos',
  );
});

it('when Publish is pressed while a file is still uploading, then the artist is asked to wait', async () => {
  renderPublishing('/publish', user());
  await choose('Featured image', picture());
  fireEvent.click(screen.getByRole('button', { name: 'Publish artwork' }));
  expect(screen.getByText('Please wait until your uploads have finished').getAttribute('role')).toBe('alert');
});

describe('an upload started as the session token expires', () => {
  /** A token whose payload says it expires in 20 seconds: too close to start an upload with. */
  const EXPIRING = `e30.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 20 })).replace(/=+$/, '')}.sig`;

  it('when a file is chosen, then the token is renewed first and the upload carries the new one', async () => {
    const sent = answerWith({ 'POST /api/auth/refresh': { status: 200, body: { token: 'renewed-token' } } });
    renderPublishing('/publish', user());
    localStorage.setItem('token', EXPIRING);
    await choose('Featured image', picture('sunrise.png'));
    expect(sent.filter(({ path }) => path === '/api/auth/refresh')).toHaveLength(1);
    expect(FakeXhr.sent[0]!.headers.Authorization).toBe('Bearer renewed-token');
    expect(localStorage.getItem('token')).toBe('renewed-token');
  });

  it('when the file is removed while the token is being renewed, then it is never sent', async () => {
    let answerRenewal!: (answer: { status: number; body: unknown }) => void;
    answerWith({ 'POST /api/auth/refresh': new Promise((resolve) => (answerRenewal = resolve)) });
    renderPublishing('/publish', user());
    localStorage.setItem('token', EXPIRING);
    await choose('Featured image', picture('sunrise.png'));
    fireEvent.click(uploads('Featured image').getByRole('button', { name: 'Remove sunrise.png' }));
    answerRenewal({ status: 200, body: { token: 'renewed-token' } });
    await uploadsSent();
    expect(FakeXhr.sent).toHaveLength(0);
    expect(screen.queryByRole('list', { name: 'Featured image: uploads' })).toBeNull();
  });
});
