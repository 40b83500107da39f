import { lockedMessage, UNLOCK_MIN_ARTWORKS } from '@easel/contracts';
import { PageLink } from '@easel/ui';

/** What stays on the page once the locked popup is closed: the same words, how far along the artist is, and the way on. */
export function NewsletterLocked({ artworks }: { artworks: number }) {
  return (
    <section className="art-newsletter__locked" aria-label="The newsletter is locked">
      <p>{lockedMessage('newsletter')}</p>
      <p className="art-newsletter__muted">
        You have {artworks} of {UNLOCK_MIN_ARTWORKS}.
      </p>
      <PageLink href="/publish" className="ui-button ui-button--primary">
        Add Artwork
      </PageLink>
    </section>
  );
}
