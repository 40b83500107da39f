import type { CSSProperties, ReactNode } from 'react';
import type { PictureShape } from '@easel/contracts';

/**
 * The box the shown picture is drawn in, sized from its shape before anything loads (at most 75% of the window's
 * height) and painted in its dominant colour until the picture covers it. A button opens the lightbox; a video keeps
 * its own controls, so it sits in a plain box with a zoom button beside.
 */
export function GalleryStage({ shape, onZoom, zoomLabel, button, children }: GalleryStageProps) {
  const style = {
    '--cat-stage-ratio': shape.width / shape.height,
    backgroundColor: shape.colour ?? undefined,
  } as CSSProperties;
  if (button)
    return (
      <button type="button" className="cat-gallery__main" style={style} onClick={onZoom} aria-label={zoomLabel}>
        {children}
      </button>
    );
  return (
    <div className="cat-gallery__main" style={style}>
      {children}
      <button type="button" className="cat-gallery__zoom" onClick={onZoom} aria-label={zoomLabel}>
        ⤢
      </button>
    </div>
  );
}

interface GalleryStageProps {
  shape: PictureShape;
  onZoom: () => void;
  zoomLabel: string;
  /** the whole stage is the zoom button (a picture), or it holds one (a video) */
  button: boolean;
  children: ReactNode;
}

/** The stage while the artwork loads: the same box in a neutral colour, so the page does not move when it arrives. */
export function WaitingStage() {
  return <div className="cat-gallery__main cat-gallery__main--waiting" aria-hidden="true" />;
}
