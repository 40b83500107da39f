import { colourFields, popDots, quietShapes, tiles } from './abstract';
import { toSvg, type Canvas, type Composition } from './canvas';
import { botanical, dreamscape, horizon, portrait, stillLife } from './scenes';

const BY_STYLE: Record<string, Composition> = {
  Abstract: colourFields(false),
  Expressionism: colourFields(true),
  Contemporary: colourFields(true),
  Landscape: horizon(false),
  Impressionism: horizon(true),
  Minimalism: quietShapes,
  Geometric: tiles,
  'Pop Art': popDots,
  Surrealism: dreamscape,
  Portraiture: portrait,
  Realism: stillLife,
  Botanical: botanical,
};

/** An SVG picture in the manner of a style, drawn with the canvas's palette and random draws. */
export function composeArtwork(style: string, canvas: Canvas): string {
  return toSvg(canvas, BY_STYLE[style] ?? colourFields(false));
}
