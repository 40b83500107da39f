// What a file is, from its first bytes only: its name and declared type are never trusted. The catalog refuses by these
// rules, and the browser checks by them before it sends a byte.
export type MediaKind = 'image' | 'video';

export interface MediaType {
  kind: MediaKind;
  mime: string;
  /** the extension the stored file gets; spec §3 tells videos by it */
  ext: 'jpg' | 'png' | 'webp' | 'mp4' | 'webm' | 'ogg' | 'mov';
}

/** Bytes enough to tell every accepted type apart. */
export const SNIFF_BYTES = 64;

const MB = 1024 * 1024;
export const MEDIA_LIMITS: Record<MediaKind, number> = { image: 15 * MB, video: 100 * MB };
const limitLabel = (kind: MediaKind) => `${MEDIA_LIMITS[kind] / MB} MB`;

export const UNSUPPORTED = 'This file is not a supported image or video (JPEG, PNG, WebP, MP4, WebM, Ogg, MOV)';
export const EMPTY = 'This file is empty';
export const tooLarge = (kind: MediaKind) => `This ${kind} is larger than ${limitLabel(kind)}`;

const ascii = (head: Uint8Array, from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
const startsWith = (head: Uint8Array, bytes: number[]) => bytes.every((byte, i) => head[i] === byte);

// ISO base media brands: QuickTime's own, and the MP4 family. AVIF and HEIC share the box but are refused.
const QUICKTIME_BRANDS = new Set(['qt  ']);
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'mp71',
  'avc1',
  'M4V ',
  'M4VH',
  'M4VP',
  'dash',
  'mmp4',
  'MSNV',
  'f4v ',
  'XAVC',
]);
// Old QuickTime files start with a top-level atom other than ftyp.
const QUICKTIME_ATOMS = new Set(['moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);

export function sniffMediaType(head: Uint8Array): MediaType | undefined {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { kind: 'image', mime: 'image/jpeg', ext: 'jpg' };
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { kind: 'image', mime: 'image/png', ext: 'png' };
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP')
    return { kind: 'image', mime: 'image/webp', ext: 'webp' };
  if (ascii(head, 0, 4) === 'OggS') return { kind: 'video', mime: 'video/ogg', ext: 'ogg' };
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3]))
    return ascii(head, 0, head.length).includes('webm')
      ? { kind: 'video', mime: 'video/webm', ext: 'webm' }
      : undefined;
  if (ascii(head, 4, 8) === 'ftyp') {
    const brand = ascii(head, 8, 12);
    if (QUICKTIME_BRANDS.has(brand)) return { kind: 'video', mime: 'video/quicktime', ext: 'mov' };
    if (MP4_BRANDS.has(brand)) return { kind: 'video', mime: 'video/mp4', ext: 'mp4' };
    return undefined;
  }
  if (QUICKTIME_ATOMS.has(ascii(head, 4, 8))) return { kind: 'video', mime: 'video/quicktime', ext: 'mov' };
  return undefined;
}

/** Where only one kind is taken (a picture field), and what a file of the other kind is told. */
export interface OnlyKind {
  kind: MediaKind;
  refusal: string;
}

/** Why the catalog would refuse a file of these first bytes and this size; undefined when it takes it. */
export function mediaRefusal(head: Uint8Array, bytes: number, only?: OnlyKind): string | undefined {
  if (bytes === 0) return EMPTY;
  const type = sniffMediaType(head);
  if (!type) return UNSUPPORTED;
  if (only && type.kind !== only.kind) return only.refusal;
  return bytes > MEDIA_LIMITS[type.kind] ? tooLarge(type.kind) : undefined;
}
