import { mediaSrc, mediaSrcSet } from '../../../shared/card-rules';

/** Covers are 1600 px wide; the catalog serves these variants of them (services/catalog media-variant). */
const COVER_WIDTHS = [400, 800, 1200, 1600] as const;

interface ArticleCoverProps {
  src: string;
  /** The srcset's sizes: how wide the cover is drawn. */
  sizes: string;
  /** The first cover on screen loads at once, the others when scrolled to. */
  priority?: boolean;
}

/** A 16:9 cover; decorative, since the title beside it says what it is. */
export function ArticleCover({ src, sizes, priority = false }: ArticleCoverProps) {
  return (
    <div className="cat-mag-cover">
      {src && (
        <img
          className="cat-mag-cover__image"
          src={mediaSrc(src, 800)}
          srcSet={mediaSrcSet(src, COVER_WIDTHS)}
          sizes={sizes}
          alt=""
          width={1600}
          height={900}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
        />
      )}
    </div>
  );
}
