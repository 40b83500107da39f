import type { InboxArtwork, InboxMessage } from '@easel/contracts';
import { PageLink } from '@easel/ui';

/**
 * What each message of a thread says of its work, oldest first: the first work named, another one than the message
 * before named, and every request's (each is about its own); null when it goes on about the same work, or none.
 */
export function workLeads(messages: Pick<InboxMessage, 'kind' | 'artwork'>[]): (string | null)[] {
  let named: string | null = null;
  return messages.map(({ kind, artwork }) => {
    if (!artwork) return null;
    const before = named;
    named = artwork.slug;
    if (kind === 'order-request') return 'Request about';
    if (before === null) return 'Sent from';
    return before === artwork.slug ? null : 'Sent from another work:';
  });
}

/** The work as a link to its page: its picture (a blank square when none is known), what the lead says and its title. */
export function MessageArtwork({ artwork, lead }: { artwork: InboxArtwork; lead: string }) {
  return (
    <PageLink className="art-inbox__artwork" href={`/art/${encodeURIComponent(artwork.slug)}`}>
      {artwork.image ? (
        <img
          className="art-inbox__artwork-image"
          src={`${artwork.image}?w=400`}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span className="art-inbox__artwork-image" aria-hidden="true" />
      )}
      <span>
        <span className="art-inbox__artwork-lead">{lead}</span>{' '}
        <span className="art-inbox__artwork-title">{artwork.title}</span>
      </span>
    </PageLink>
  );
}
