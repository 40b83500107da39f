import { useSelector } from 'react-redux';
import { Navigate, useNavigate } from 'react-router-dom';
import type { ArtworkInputPayload } from '@easel/contracts';
import { selectUser } from '@easel/store';
import { failureText } from '../api/failure-text';
import { usePublishArtworkMutation } from '../api/publish-artwork';
import { ArtworkForm } from './artwork-form';
import { PublishFrame } from './publish-frame';

/** /publish: an artist submits an artwork; a signed-in customer first becomes an artist (visitors never get here). */
export function PublishPage() {
  const user = useSelector(selectUser);
  const [publish] = usePublishArtworkMutation();
  const navigate = useNavigate();

  if (user?.role !== 'user') return <Navigate to="/publish/register" replace />;

  const send = async (payload: ArtworkInputPayload) => {
    const result = await publish(payload);
    if (result.error) return failureText(result.error);
    // popup=true: the artwork page greets the artist with the onboarding tips (spec §2).
    navigate(`/art/${result.data.art.slug}?popup=true`);
  };

  return (
    <PublishFrame
      title="Submit artwork"
      intro="Add your pictures, tell collectors about the work and set its price. It is live as soon as you publish it."
    >
      <ArtworkForm submitLabel="Publish artwork" pendingLabel="Publishing…" send={send} />
    </PublishFrame>
  );
}
