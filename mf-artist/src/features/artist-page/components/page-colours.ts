import type { CSSProperties } from 'react';
import type { PageColours } from '@easel/contracts';

const DARK_TEXT = '#1c1b19';
const LIGHT_TEXT = '#f8f7f4';
/** WCAG's minimum for large text and for the accent's lines and borders. */
const LARGE_TEXT_CONTRAST = 3;

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Dark or light text, whichever reads better on the background. */
export const textOn = (background: string) =>
  contrast(DARK_TEXT, background) >= contrast(LIGHT_TEXT, background) ? DARK_TEXT : LIGHT_TEXT;

/**
 * The artist's colours as the page root's CSS variables. Their background carries the banner and About me, with text
 * chosen to read on it; their accent is used for headings there only when it stands out enough, else the text colour.
 * Unset colours leave the site's theme (light or dark) alone.
 */
export function pageColourStyle(colours: PageColours | null): CSSProperties | undefined {
  if (!colours) return undefined;
  const text = textOn(colours.background);
  const readable = (colour: string) => (contrast(colour, colours.background) >= LARGE_TEXT_CONTRAST ? colour : text);
  return {
    '--art-band-bg': colours.background,
    '--art-band-text': text,
    '--art-band-accent': readable(colours.primary),
    '--art-band-second': readable(colours.secondary),
    '--art-primary': colours.primary,
    '--art-secondary': colours.secondary,
  } as CSSProperties;
}
