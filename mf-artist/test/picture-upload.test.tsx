/** @jest-environment @easel/ui/build/jsdom-with-fetch.js */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MediaAnswer } from '@easel/contracts';
import { uploadMedia } from '@easel/store/upload-media';
import { answerWith, openApp, testUser } from '@easel/ui/testing';
import { artistApp } from '../src/app/artist-app';

// The one picture upload control, met where the artist meets it: the logo and About me image of their page's editor.

jest.mock('react-toastify', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
// The catalog's upload is the test's to drive: its progress, then the stored picture or a refusal.
jest.mock('@easel/store/upload-media', () => ({
  ...jest.requireActual<object>('@easel/store/upload-media'),
  uploadMedia: jest.fn(),
}));

interface SentPicture {
  file: File;
  progress: (percent: number) => void;
  stored: (url: string) => Promise<void>;
  refused: (message: string) => Promise<void>;
}
const sent: SentPicture[] = [];
const NOT_A_PICTURE = 'Please choose a picture: JPEG, PNG or WebP';
const MARA = { _id: 'u1', slug: 'mara-okafor', artistName: 'Mara Okafor', avatar: null, instagram: null };

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'a-token');
  localStorage.setItem(
    'user',
    JSON.stringify(testUser({ _id: MARA._id, role: 'user', slug: MARA.slug, artistName: MARA.artistName })),
  );
  sent.length = 0;
  URL.createObjectURL = (file: Blob) => `blob:${(file as File).name}`;
  URL.revokeObjectURL = () => undefined;
  jest.mocked(uploadMedia).mockImplementation((file, _token, onProgress) => {
    let settle: { resolve: (answer: MediaAnswer) => void; reject: (failure: Error) => void } | undefined;
    const done = new Promise<MediaAnswer>((resolve, reject) => (settle = { resolve, reject }));
    const answer = {
      kind: 'image' as const,
      mime: 'image/png',
      width: 300,
      height: 200,
      colour: '#887766',
      bytes: 1000,
    };
    sent.push({
      file,
      progress: (percent) => act(() => onProgress(percent)),
      stored: (url) => act(async () => settle?.resolve({ ...answer, url })),
      refused: (message) => act(async () => settle?.reject(new Error(message))),
    });
    return { done, cancel: jest.fn() };
  });
});

function openEditor() {
  const requests = answerWith({
    'GET /api/artist/page/mara-okafor': {
      status: 200,
      body: {
        artist: MARA,
        about: 'I paint weather.',
        aboutImg: '/api/media/studio.jpg',
        logo: null,
        colours: null,
        galleries: [],
        otherWorks: [],
      },
    },
    'GET /api/artworks': { status: 200, body: { artworks: [], total: 0 } },
    'PUT /api/artist/page': { status: 200, body: { message: 'Your page is saved' } },
  });
  openApp(artistApp, '/artist/mara-okafor?edit=true');
  return requests;
}
const picture = (name: string, type = 'image/png') => new File(['picture bytes'], name, { type });
const choose = (label: string, file: File) =>
  fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });
const fieldOf = (label: string) => within(screen.getByLabelText(label).closest('.ui-upload') as HTMLElement);

it('when the owner chooses a logo, then it shows at once with its progress, then the stored picture, and Save sends it', async () => {
  const requests = openEditor();
  await screen.findByLabelText('Logo');
  choose('Logo', picture('logo.png'));
  sent[0]!.progress(40);
  const logo = fieldOf('Logo');
  expect(logo.getByRole('img', { name: 'Your logo' }).getAttribute('src')).toBe('blob:logo.png');
  expect(logo.getByRole('progressbar', { name: 'Uploading the logo' }).getAttribute('aria-valuenow')).toBe('40');
  expect(logo.getByText('40%')).toBeInstanceOf(HTMLSpanElement);
  // Words typed while the picture is on its way stay.
  fireEvent.change(screen.getByRole('textbox', { name: /About me text/ }), { target: { value: 'Weather, mostly.' } });

  await sent[0]!.stored('/api/media/logo.png');
  expect(logo.getByRole('img', { name: 'Your logo' }).getAttribute('src')).toBe('/api/media/logo.png');
  expect(logo.queryByRole('progressbar')).toBeNull();
  expect(logo.getByText('Replace the picture').getAttribute('aria-hidden')).toBe('true');
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(requests.find((request) => request.method === 'PUT')?.body).toMatchObject({
      logo: '/api/media/logo.png',
      about: 'Weather, mostly.',
    }),
  );
});

it('when the owner chooses a file that is not a picture, then it is refused beside the field and nothing is sent', async () => {
  openEditor();
  await screen.findByLabelText('Logo');
  choose('Logo', picture('notes.pdf', 'application/pdf'));
  expect(fieldOf('Logo').getByRole('alert').textContent).toBe(NOT_A_PICTURE);
  const input = screen.getByLabelText('Logo');
  expect(input.getAttribute('aria-invalid')).toBe('true');
  const describedBy = (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent);
  expect(describedBy).toEqual(['JPEG, PNG or WebP.', NOT_A_PICTURE]);
  expect(sent).toEqual([]);
});

it('when the catalog refuses a new About me image, then its message shows and the stored one stays; Remove takes it away', async () => {
  const requests = openEditor();
  await screen.findByLabelText('About me image');
  choose('About me image', picture('huge.png'));
  await sent[0]!.refused('This image is larger than 15 MB');
  const about = fieldOf('About me image');
  expect(about.getByRole('alert').textContent).toBe('This image is larger than 15 MB');
  expect(about.getByRole('img', { name: 'Your About me image' }).getAttribute('src')).toBe('/api/media/studio.jpg');

  fireEvent.click(about.getByRole('button', { name: 'Remove about me image' }));
  expect(about.queryByRole('img')).toBeNull();
  expect(about.getByText('Choose a picture').getAttribute('aria-hidden')).toBe('true');
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(requests.find((request) => request.method === 'PUT')?.body).toMatchObject({ aboutImg: null }),
  );
});
