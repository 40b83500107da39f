import { useParams } from 'react-router-dom';
import { PlaceholderPage, RemoteFragment } from '@easel/ui';
import './artwork-page.css';

/** /art/:id — the artwork detail; other teams' widgets are embedded through federation. */
export function ArtworkPage() {
  const { id = '' } = useParams();
  return (
    <PlaceholderPage title="Artwork" team="mf-catalog">
      <p className="cat-artwork__slug">Artwork {id}</p>
      <div className="cat-artwork__widgets">
        <RemoteFragment id="mf_community/pulse-rank" props={{ slug: id }} fallback={null} />
        <RemoteFragment id="mf_commerce/order-request" props={{ slug: id }} fallback={null} />
        <RemoteFragment id="mf_community/comments" props={{ slug: id }} fallback={null} />
      </div>
    </PlaceholderPage>
  );
}
