import type { ArtworkDetail } from '@easel/contracts/src/catalog';
import { PageLink } from '@easel/ui';

export function AboutTheArt({ art }: { art: ArtworkDetail }) {
  const aboutImage = art.user.artistPage.about.img;
  return (
    <section className="cat-about-art" aria-labelledby="cat-about-art-title">
      <h2 id="cat-about-art-title">About the art</h2>
      <p className="cat-about-art__text">{art.description}</p>
      {aboutImage && (
        <img
          className="cat-about-art__image"
          src={aboutImage}
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
