import { useDispatch, useSelector } from 'react-redux';
import { Navigate, useNavigate } from 'react-router-dom';
import { becomeArtistInput } from '@easel/contracts';
import { loggedIn, selectUser } from '@easel/store';
import { FormField, FormMessage, SubmitButton, useContractForm } from '@easel/ui';
import { useBecomeArtistMutation } from '../api/become-artist';
import { failureText } from '../api/failure-text';
import { PublishFrame } from './publish-frame';

/** /publish/register: a signed-in customer picks an artist name, becomes an artist, and goes on to /publish. */
export function BecomeArtistPage() {
  const user = useSelector(selectUser);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [becomeArtist] = useBecomeArtistMutation();
  const form = useContractForm(becomeArtistInput, { artistName: '' });

  if (user?.role === 'user') return <Navigate to="/publish" replace />;

  const onSubmit = form.submit(async (input) => {
    const result = await becomeArtist(input);
    if (result.error) return failureText(result.error);
    // The fresh token carries the new role; the session keeps it for every team.
    dispatch(loggedIn(result.data));
    navigate('/publish', { replace: true });
  });

  return (
    <PublishFrame
      title="Become an artist"
      intro="Your artworks and your artist page carry your artist name. You can change it later in your profile."
    >
      <form
        className="cat-publish__form cat-publish__form--narrow"
        onSubmit={onSubmit}
        noValidate
        aria-label="Become an artist"
      >
        <FormField label="Artist name" type="text" autoComplete="nickname" {...form.field('artistName')} />
        {form.failure && <FormMessage>{form.failure}</FormMessage>}
        <div className="cat-publish__actions">
          <SubmitButton pending={form.pending} pendingLabel="Saving…">
            Continue
          </SubmitButton>
        </div>
      </form>
    </PublishFrame>
  );
}
