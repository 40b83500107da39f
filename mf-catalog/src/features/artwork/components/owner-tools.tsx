import type { ArtworkDetail } from '@easel/contracts';
import { Button, InstagramIcon, PageLink } from '@easel/ui';
import { copyLink } from '../copy-link';

const INSTAGRAM = 'https://www.instagram.com/';

// Instagram has no share URL: the artwork's link goes to the clipboard first, ready to paste into a post or bio.
async function shareOnInstagram(slug: string) {
  await copyLink(`/art/${slug}`);
  window.open(INSTAGRAM, '_blank', 'noopener,noreferrer');
}

/** Spec §6: what the owner of the artwork sees instead of the visitor's actions. */
export function OwnerTools({ art }: { art: ArtworkDetail }) {
  return (
    <div className="cat-actions cat-owner-tools" role="group" aria-label="Your artwork">
      <PageLink href={`/art/edit/${art.slug}`} className="ui-button ui-button--primary">
        Edit Artwork
      </PageLink>
      <PageLink href={`/artist/${art.user.slug}?edit=true`} className="ui-button ui-button--secondary">
        Edit Artist Page
      </PageLink>
      <Button variant="secondary" onClick={() => void shareOnInstagram(art.slug)}>
        <InstagramIcon size={18} /> Share on Instagram
      </Button>
    </div>
  );
}
