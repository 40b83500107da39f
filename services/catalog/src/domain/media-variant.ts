// Image variants: the widths a srcset needs and the formats a browser can take.
const VARIANT_WIDTHS = [400, 800, 1200, 1600] as const;
const DEFAULT_QUALITY = 80;
export type VariantFormat = 'avif' | 'webp' | 'jpeg';

export interface VariantRequest {
  width: (typeof VARIANT_WIDTHS)[number];
  quality: number;
  format: VariantFormat;
}

const MIME = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' } as const;
export const variantMime = (request: VariantRequest) => MIME[request.format];

const IMAGE_FILE = /\.(jpe?g|png|webp)$/i;
const isImageFile = (name: string) => IMAGE_FILE.test(name);

/** The smallest allowed width at least as wide as asked, else the widest: the cache never grows past four widths. */
export function clampWidth(asked: number): VariantRequest['width'] {
  return VARIANT_WIDTHS.find((width) => width >= asked) ?? VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]!;
}

/** 30 to 90 in steps of ten; anything unreadable is the spec's 80. */
export function clampQuality(asked: number): number {
  if (!Number.isFinite(asked)) return DEFAULT_QUALITY;
  return Math.min(90, Math.max(30, Math.round(asked / 10) * 10));
}

/** AVIF, then WebP when the browser says it takes them; JPEG for everyone else. */
export function negotiateFormat(accept: string | undefined): VariantFormat {
  const types = (accept ?? '').toLowerCase();
  if (types.includes('image/avif')) return 'avif';
  if (types.includes('image/webp')) return 'webp';
  return 'jpeg';
}

/** What a ?w=&q= request of a picture asks for, or undefined for the original file. */
export function variantFor(
  file: string,
  query: { w?: unknown; q?: unknown },
  accept: string | undefined,
): VariantRequest | undefined {
  if (!isImageFile(file) || (query.w === undefined && query.q === undefined)) return undefined;
  const width = clampWidth(Number(query.w ?? VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]) || 0);
  return {
    width,
    quality: clampQuality(query.q === undefined ? DEFAULT_QUALITY : Number(query.q)),
    format: negotiateFormat(accept),
  };
}
