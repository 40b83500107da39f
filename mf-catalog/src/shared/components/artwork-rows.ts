import { computeRowsLayout, type LayoutModel, type Photo } from 'react-photo-album';

/** Picture heights the rows aim at; the skeleton in artwork-grid.css draws the same (--cat-row-height). */
export const targetRowHeight = (width: number) => (width < 600 ? Math.round(width * 0.45) : width < 900 ? 220 : 280);
const rowSpacing = (width: number) => (width < 600 ? 8 : 16);
/** A last row may grow this much past the target to reach the right edge; beyond, it keeps the target height and starts left. */
const LAST_ROW_STRETCH = 1.2;

/**
 * Justified rows (react-photo-album's layout: rows as close to the target height as possible), except that a short
 * last row is not blown up to fill the width: a lone landscape would otherwise stand two or three times taller than the rest.
 */
export function artworkRows<P extends Photo>(photos: readonly P[], width: number): LayoutModel<P> | undefined {
  const target = targetRowHeight(width);
  const model = computeRowsLayout(photos, rowSpacing(width), 0, width, target);
  const last = model?.tracks.at(-1);
  const height = last?.photos[0]?.height ?? 0;
  if (!model || !last || height <= target * LAST_ROW_STRETCH) return model;
  const scale = target / height;
  const capped = { ...last, photos: last.photos.map((p) => ({ ...p, width: p.width * scale, height: target })) };
  return { ...model, tracks: [...model.tracks.slice(0, -1), capped] };
}
