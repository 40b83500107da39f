import { MEDIA_LIMITS, mediaRefusal, UNSUPPORTED } from '../src/media-files';

// The browser's check before an upload, by the catalog's own rules (services/catalog tests the sniffing itself).
const head = (...bytes: number[]) => Uint8Array.from([...bytes, ...new Array<number>(64).fill(0)]);
const PNG = head(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const MP4 = head(0, 0, 0, 0x18, ...Array.from('ftypisom', (c) => c.charCodeAt(0)));
const TEXT = head(...Array.from('Shopping list', (c) => c.charCodeAt(0)));
const PICTURES_ONLY = { kind: 'image', refusal: 'Please choose a picture' } as const;

describe('what the browser refuses before sending a file', () => {
  it.each([
    { file: 'a picture at the 15 MB limit', bytes: PNG, size: MEDIA_LIMITS.image, only: undefined, refusal: undefined },
    {
      file: 'a picture one byte over 15 MB',
      bytes: PNG,
      size: MEDIA_LIMITS.image + 1,
      only: undefined,
      refusal: 'This image is larger than 15 MB',
    },
    { file: 'a 50 MB video', bytes: MP4, size: 50 * 1024 * 1024, only: undefined, refusal: undefined },
    {
      file: 'a video over 100 MB',
      bytes: MP4,
      size: MEDIA_LIMITS.video + 1,
      only: undefined,
      refusal: 'This video is larger than 100 MB',
    },
    { file: 'a text named .png', bytes: TEXT, size: 100, only: undefined, refusal: UNSUPPORTED },
    {
      file: 'a text named .png where only pictures go',
      bytes: TEXT,
      size: 100,
      only: PICTURES_ONLY,
      refusal: UNSUPPORTED,
    },
    {
      file: 'a video where only pictures go',
      bytes: MP4,
      size: 100,
      only: PICTURES_ONLY,
      refusal: 'Please choose a picture',
    },
    { file: 'an empty file', bytes: new Uint8Array(), size: 0, only: undefined, refusal: 'This file is empty' },
  ])('when it is $file, then it is refused with $refusal', ({ bytes, size, only, refusal }) => {
    expect(mediaRefusal(bytes, size, only)).toBe(refusal);
  });
});
