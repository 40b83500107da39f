import type { ArtworkDetail } from '@easel/contracts';
import { PageLink } from '@easel/ui';
import { mediaSrc, mediaSrcSet } from '../../../shared/card-rules';
import { useBelowTheFoldPictures } from '../../../shared/first-screen';

/** Its box is at most 420 px wide (artwork-page.css), the screen's width on a phone. */
const ABOUT_SIZES = '(max-width: 460px) 100vw, 420px';

export function AboutTheArt({ art }: { art: ArtworkDetail }) {
  const aboutImage = art.user.artistPage.about.img;
  // A picture uploaded to the catalog comes in its widths, not as the artist sent it; one from elsewhere as it is.
  const uploaded = aboutImage?.startsWith('/api/media/') ?? false;
  // Below the first screen: drawn once the work's own picture has come, its box held till then (artwork-page.css).
  const drawn = useBelowTheFoldPictures();
  return (
    <section className="cat-about-art" aria-labelledby="cat-about-art-title">
      <h2 id="cat-about-art-title">About the art</h2>
      <p className="cat-about-art__text">{art.description}</p>
      {aboutImage && !drawn && <div className="cat-about-art__image" />}
      {aboutImage && drawn && (
        <img
          className="cat-about-art__image"
          src={uploaded ? mediaSrc(aboutImage, 800) : aboutImage}
          srcSet={uploaded ? mediaSrcSet(aboutImage) : undefined}
          sizes={uploaded ? ABOUT_SIZES : undefined}
          alt={`${art.user.artistName} in the studio`}
          width={1200}
          height={900}
          loading="lazy"
          decoding="async"
        />
      )}
      <PageLink href={`/artist/${art.user.slug}#Gallery`} className="cat-link">
        View Gallery
      </PageLink>
    </section>
  );
}
