import type { ArtworkDetail } from '@easel/contracts';

/** The catalog's image variants (spec §7: width 800); 400 for phones. */
const src = (url: string, width: number) => `${url}?w=${width}`;

/**
 * The artwork's picture at its own proportions: width and height come before the image (its pixels when the catalog
 * knows them, else its size in cm), so nothing below it moves when it arrives.
 */
export function FeaturedPicture({ art }: { art: ArtworkDetail }) {
  const shape = art.featuredImageShape ?? { width: art.size.width, height: art.size.height, colour: null };
  return (
    <div
      className="cmy-featured__frame"
      style={{ aspectRatio: `${shape.width} / ${shape.height}`, backgroundColor: shape.colour ?? undefined }}
    >
      <img
        className="cmy-featured__image"
        src={src(art.featuredImage, 800)}
        srcSet={`${src(art.featuredImage, 400)} 400w, ${src(art.featuredImage, 800)} 800w`}
        sizes="(max-width: 920px) 100vw, 60vw"
        width={shape.width}
        height={shape.height}
        alt={`${art.title} by ${art.user.artistName}`}
        fetchPriority="high"
      />
    </div>
  );
}
