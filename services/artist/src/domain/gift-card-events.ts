import type { EventHandler } from '@easel/service-kit';
import type { ArtistDeps } from './artist-deps';

/** The outbox events of this feature and how each is delivered (applyOnce for effects that must not repeat). */
export function giftCardEventHandlers(_deps: () => ArtistDeps): Record<string, EventHandler> {
  return {};
}
