import type { Random } from '../seeded-random';

export interface Canvas {
  width: number;
  height: number;
  palette: string[];
  random: Random;
}

/** Draws the body of an SVG; `defs` hold gradients and patterns the body refers to. */
export type Composition = (canvas: Canvas) => { defs?: string; body: string };

export const accent = ({ palette, random }: Canvas) => palette[random.int(1, palette.length - 1)] as string;

export const linear = (id: string, from: string, to: string, vertical = false) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;

export const radial = (id: string, color: string, edge = 0) =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="0.95"/><stop offset="1" stop-color="${color}" stop-opacity="${edge}"/></radialGradient>`;

export const round = (value: number) => Math.round(value);

export function toSvg(canvas: Canvas, composition: Composition): string {
  const { defs = '', body } = composition(canvas);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${canvas.width}" height="${canvas.height}" viewBox="0 0 ${canvas.width} ${canvas.height}"><defs>${defs}</defs>${body}</svg>`;
}

/** The same picture seen through a window of it, drawn at a new pixel size: a crisp close-up. */
export function cropSvg(
  svg: string,
  window: { x: number; y: number; width: number; height: number },
  width: number,
  height: number,
): string {
  return svg.replace(
    /^<svg [^>]*>/,
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${round(window.x)} ${round(window.y)} ${round(window.width)} ${round(window.height)}">`,
  );
}
