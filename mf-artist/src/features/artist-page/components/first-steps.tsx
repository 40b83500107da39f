import { UNLOCK_MIN_ARTWORKS } from '@easel/contracts';
import { PageLink } from '@easel/ui';

/** What a new artist does next, on their own page until their first work is up: Submit Artwork leads. */
export function FirstSteps({ slug }: { slug: string }) {
  return (
    <section className="art-first-steps" aria-labelledby="art-first-steps-title">
      <h2 id="art-first-steps-title">Your first steps</h2>
      <p className="art-note">Your artist page is ready. Put your first work on it, then make the page your own.</p>
      <ol className="art-first-steps__list">
        <li>
          <PageLink href="/publish" className="ui-button">
            Submit Artwork
          </PageLink>
          <span>A picture, a price and a few words: it shows here at once.</span>
        </li>
        <li>
          <PageLink href={`/artist/${slug}?edit=true`} className="art-link">
            Edit your artist page
          </PageLink>
          <span>Your logo, colours, galleries and about text.</span>
        </li>
        <li>
          <PageLink href="/edit/profile" className="art-link">
            Edit your profile
          </PageLink>
          <span>Your picture, Instagram and page address.</span>
        </li>
        <li>
          <strong>Gift cards and your newsletter</strong>
          <span>They open once you have {UNLOCK_MIN_ARTWORKS} artworks.</span>
        </li>
      </ol>
    </section>
  );
}
