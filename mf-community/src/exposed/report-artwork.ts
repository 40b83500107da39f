import { createElement } from 'react';
import { WithCommunityApi } from '../app/with-community-api';
import { ReportButton } from '../shared/report/report-button';

/** The art page's 'Report this artwork', in that page's store, which gets the community calls first. */
export default function ReportArtworkFragment({ slug }: { slug: string }) {
  return createElement(
    WithCommunityApi,
    null,
    createElement(ReportButton, { target: { kind: 'artwork', artSlug: slug }, className: 'cmy-report-artwork' }),
  );
}
