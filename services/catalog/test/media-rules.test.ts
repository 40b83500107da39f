import { sniffMediaType, artworkSlug, firstFreeSlug } from '@easel/contracts';
import { clampQuality, clampWidth, negotiateFormat, variantFor } from '../src/domain/media-variant';
import { toPrefixQuery } from '../src/domain/search-terms';

const pad = (head: Buffer | string) =>
  Buffer.concat([Buffer.isBuffer(head) ? head : Buffer.from(head, 'latin1'), Buffer.alloc(64)]);

describe('telling a file’s type by its first bytes', () => {
  it.each([
    ['JPEG', pad(Buffer.from([0xff, 0xd8, 0xff, 0xe1])), 'image/jpeg'],
    ['PNG', pad(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])), 'image/png'],
    ['WebP', pad('RIFF\x10\x00\x00\x00WEBPVP8 '), 'image/webp'],
    ['MP4', pad('\x00\x00\x00\x18ftypmp42'), 'video/mp4'],
    ['M4V', pad('\x00\x00\x00\x18ftypM4V '), 'video/mp4'],
    ['MOV', pad('\x00\x00\x00\x14ftypqt  '), 'video/quicktime'],
    ['old MOV', pad('\x00\x00\x00\x08wide'), 'video/quicktime'],
    ['WebM', pad('\x1a\x45\xdf\xa3\x9f\x42\x86\x81\x01\x42\x82\x84webm'), 'video/webm'],
    ['Ogg', pad('OggS\x00\x02'), 'video/ogg'],
  ])('when the bytes are a %s, then it is %s', (_case, head, mime) => {
    expect(sniffMediaType(head)?.mime).toBe(mime);
  });

  it.each([
    ['an SVG', pad('<svg xmlns="http://www.w3.org/2000/svg">')],
    ['an SVG with an XML prolog', pad('<?xml version="1.0"?><svg>')],
    ['a Windows program', pad('MZ\x90\x00')],
    ['a GIF', pad('GIF89a')],
    ['an AVIF', pad('\x00\x00\x00\x1cftypavif')],
    ['a HEIC', pad('\x00\x00\x00\x18ftypheic')],
    ['a Matroska file that is not WebM', pad('\x1a\x45\xdf\xa3\x9f\x42\x82\x88matroska')],
    ['a RIFF WAV', pad('RIFF\x10\x00\x00\x00WAVEfmt ')],
    ['a PDF', pad('%PDF-1.7')],
    ['HTML', pad('<!doctype html><script>')],
  ])('when the bytes are %s, then it is refused', (_case, head) => {
    expect(sniffMediaType(head)).toBeUndefined();
  });
});

describe('image variant rules', () => {
  it.each([
    [1, 400],
    [400, 400],
    [401, 800],
    [800, 800],
    [1000, 1200],
    [1600, 1600],
    [1601, 1600],
    [0, 400],
  ])('when width %d is asked, then %d is made', (asked, width) => {
    expect(clampWidth(asked)).toBe(width);
  });

  it.each([
    [80, 80],
    [84, 80],
    [5, 30],
    [100, 90],
    [Number.NaN, 80],
  ])('when quality %d is asked, then %d is used', (asked, quality) => {
    expect(clampQuality(asked)).toBe(quality);
  });

  it.each([
    ['image/avif,image/webp,*/*', 'avif'],
    ['image/webp,*/*', 'webp'],
    ['image/png,*/*', 'jpeg'],
    [undefined, 'jpeg'],
  ])('when the browser accepts %s, then %s is sent', (accept, format) => {
    expect(negotiateFormat(accept)).toBe(format);
  });

  it('when no width or quality is asked, or the file is a video, then the original is sent', () => {
    expect(variantFor('a.jpg', {}, 'image/webp')).toBeUndefined();
    expect(variantFor('a.mp4', { w: '800' }, 'image/webp')).toBeUndefined();
    expect(variantFor('a.jpg', { w: '800', q: '80' }, 'image/webp')).toEqual({
      width: 800,
      quality: 80,
      format: 'webp',
    });
  });
});

describe('slugs and search words', () => {
  it('when a title is made a slug, then it is plain, joined to the artist, never empty', () => {
    expect(artworkSlug('Low Tide, Skagen', 'jonas-lindqvist')).toBe('low-tide-skagen-jonas-lindqvist');
    expect(artworkSlug('Été à Nîmes', 'ana-lee')).toBe('ete-a-nimes-ana-lee');
    expect(artworkSlug('???', 'ana-lee')).toBe('artwork-ana-lee');
    expect(firstFreeSlug('a', ['a', 'a-2'])).toBe('a-3');
  });

  it('when search text is read, then only letters and digits become prefix terms, all required', () => {
    expect(toPrefixQuery('Blue  harbour!')).toBe('Blue:* & harbour:*');
    expect(toPrefixQuery("'): * & | !")).toBe('');
    expect(toPrefixQuery('a b c d e f g h i j')).toBe('a:* & b:* & c:* & d:* & e:* & f:* & g:* & h:*');
  });
});
