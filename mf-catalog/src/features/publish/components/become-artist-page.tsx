import { useRef, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, useNavigate } from 'react-router-dom';
import { becomeArtistInput } from '@easel/contracts/src/catalog';
import { loggedIn, selectUser } from '@easel/store';
import { Button } from '@easel/ui';
import { useBecomeArtistMutation } from '../api/become-artist';
import { failureText } from '../api/failure-text';
import { Field } from './field';
import { PublishFrame } from './publish-frame';

/** /publish/register: a signed-in customer picks an artist name, becomes an artist, and goes on to /publish. */
export function BecomeArtistPage() {
  const user = useSelector(selectUser);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [becomeArtist] = useBecomeArtistMutation();
  const [artistName, setArtistName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);
  const input = useRef<HTMLInputElement>(null);

  if (user?.role === 'user') return <Navigate to="/publish" replace />;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    setFailure(null);
    const checked = becomeArtistInput.safeParse({ artistName });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      input.current?.focus();
      return;
    }
    inFlight.current = true;
    setPending(true);
    const result = await becomeArtist(checked.data);
    inFlight.current = false;
    setPending(false);
    if (result.error) return setFailure(failureText(result.error));
    // The fresh token carries the new role; the session keeps it for every team.
    dispatch(loggedIn(result.data));
    navigate('/publish', { replace: true });
  };

  return (
    <PublishFrame title="Become an artist" intro="Your artworks and your artist page carry your artist name. You can change it later in your profile.">
      <form className="cat-publish__form cat-publish__form--narrow" onSubmit={onSubmit} noValidate aria-label="Become an artist">
        <Field label="Artist name" error={error}>
          {(control) => (
            <input
              {...control}
              ref={input}
              name="artistName"
              type="text"
              autoComplete="nickname"
              value={artistName}
              onChange={(event) => {
                setArtistName(event.target.value);
                setError(undefined);
              }}
            />
          )}
        </Field>
        {failure && (
          <p className="cat-publish__failure" role="alert">
            {failure}
          </p>
        )}
        <div className="cat-publish__actions">
          <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
            {pending ? 'Saving…' : 'Continue'}
          </Button>
        </div>
      </form>
    </PublishFrame>
  );
}
