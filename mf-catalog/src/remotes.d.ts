// Fragments the art page embeds by id through the shell's loader (dts: false: declared by hand).
// Each takes the artwork slug; see the owning remote's src/exposed/.
declare module 'mf_community/pulse-rank' {
  import type { ComponentType } from 'react';
  const PulseRank: ComponentType<{ slug: string }>;
  export default PulseRank;
}
declare module 'mf_community/comments' {
  import type { ComponentType } from 'react';
  const Comments: ComponentType<{ slug: string }>;
  export default Comments;
}
/** 'Report this artwork' to the moderators; a visitor signs in first. */
declare module 'mf_community/report-artwork' {
  import type { ComponentType } from 'react';
  const ReportArtwork: ComponentType<{ slug: string }>;
  export default ReportArtwork;
}
/** The buy box: Add to Cart and the request form; `art` is the page's artwork (price, currency, owner, status). */
declare module 'mf_commerce/order-request' {
  import type { ComponentType } from 'react';
  import type { ArtworkDetail } from '@easel/contracts';
  const OrderRequest: ComponentType<{ slug: string; art: ArtworkDetail }>;
  export default OrderRequest;
}
/** mf-artist's message popup (spec §2 "Message popup"), opened by the art page's Message artist. */
declare module 'mf_artist/message-popup' {
  import type { ComponentType } from 'react';
  const MessagePopup: ComponentType<{ slug: string | null; artistName: string; artSlug?: string; onClose: () => void }>;
  export default MessagePopup;
}
