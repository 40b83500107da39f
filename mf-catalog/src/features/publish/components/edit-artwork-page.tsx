import { useSelector } from 'react-redux';
import { useNavigate, useParams } from 'react-router-dom';
import type { ArtworkInputPayload } from '@easel/contracts';
import { selectIsLoggedIn, selectUser } from '@easel/store';
import { notify, PageLink, Spinner } from '@easel/ui';
import { useEditArtworkMutation, useGetArtworkToEditQuery } from '../api/edit-artwork';
import { failureText, isNotFound } from '../api/failure-text';
import { ArtworkForm } from './artwork-form';
import { DeleteArtwork } from './delete-artwork';
import { PublishFrame } from './publish-frame';

// The page's heading, then the catalog's own refusal of a change by someone else (services/catalog publishing.ts ONLY_OWNER).
export const NOT_YOURS = 'You can only edit your own artworks';
export const ONLY_OWNER = 'Only the artist who published this artwork can change it.';

/** /art/edit/:id — the owner changes or deletes an artwork; anyone else is told why not. */
export function EditArtworkPage() {
  const { id = '' } = useParams();
  const isLoggedIn = useSelector(selectIsLoggedIn);
  const user = useSelector(selectUser);
  const { data: art, error, isLoading } = useGetArtworkToEditQuery(id, { skip: !isLoggedIn });
  const [edit] = useEditArtworkMutation();
  const navigate = useNavigate();

  if (!isLoggedIn) {
    return (
      <PublishFrame title="Edit artwork">
        <p className="cat-publish__intro">
          Please <PageLink href="/login">log in</PageLink> to edit your artworks.
        </p>
      </PublishFrame>
    );
  }
  if (isNotFound(error))
    return <PublishFrame title="No Art Found" intro={<PageLink href="/">Back to the home page</PageLink>} />;
  if (error)
    return (
      <PublishFrame title="Edit artwork" intro="This artwork could not be loaded just now. Please try again later." />
    );
  if (isLoading || !art) {
    return (
      <PublishFrame title="Edit artwork" busy>
        <Spinner label="Loading artwork" />
      </PublishFrame>
    );
  }
  if (art.user._id !== user?._id) {
    return (
      <PublishFrame
        title={NOT_YOURS}
        intro={
          <>
            {ONLY_OWNER} <PageLink href={`/art/${art.slug}`}>View “{art.title}”</PageLink>
          </>
        }
      />
    );
  }

  const send = async (payload: ArtworkInputPayload) => {
    const result = await edit({ slug: art.slug, body: payload });
    if (result.error) return failureText(result.error);
    notify.success('Artwork updated');
    navigate(`/art/${result.data.art.slug}`);
  };

  return (
    <PublishFrame
      title="Edit artwork"
      intro={
        <>
          Changes show on <PageLink href={`/art/${art.slug}`}>“{art.title}”</PageLink> as soon as you save them; its
          link stays the same.
        </>
      }
    >
      <ArtworkForm
        key={art.slug}
        art={art}
        submitLabel="Save changes"
        pendingLabel="Saving…"
        send={send}
        actions={<DeleteArtwork art={art} />}
      />
    </PublishFrame>
  );
}
