import { useEffect, useRef, useState } from 'react';
import { Button, loadProductConfig, useProductConfig } from '@easel/ui';
import { useGoogleSignInMutation } from '../api/google-sign-in';
import { loadGoogleIdentity } from '../google-identity';
import { useSignIn } from '../use-sign-in';

const currentTheme = () => (document.documentElement.dataset.theme === 'dark' ? 'filled_black' : 'outline');

/** Google's own button when a client id is configured; otherwise a disabled stand-in that says why. */
export function GoogleSignIn() {
  const { googleClientId } = useProductConfig();
  const ready = useConfigAnswered();
  const [signInWithGoogle, { isLoading }] = useGoogleSignInMutation();
  const signIn = useSignIn();
  const slot = useRef<HTMLDivElement>(null);
  const [unavailable, setUnavailable] = useState(false);
  // Google calls back long after rendering; the ref always holds this render's handlers.
  const latest = useRef({ signInWithGoogle, signIn });
  latest.current = { signInWithGoogle, signIn };

  useEffect(() => {
    if (!googleClientId) return;
    let current = true;
    loadGoogleIdentity()
      .then((google) => {
        if (!current || !slot.current) return;
        google.accounts.id.initialize({
          client_id: googleClientId,
          ux_mode: 'popup',
          context: 'signin',
          callback: async ({ credential }) => {
            if (!credential) return;
            const result = await latest.current.signInWithGoogle({ credential });
            if (result.data) latest.current.signIn(result.data);
          },
        });
        const width = Math.min(400, Math.round(slot.current.getBoundingClientRect().width) || 320);
        google.accounts.id.renderButton(slot.current, {
          type: 'standard',
          theme: currentTheme(),
          size: 'large',
          text: 'continue_with',
          shape: 'rectangular',
          width,
        });
      })
      .catch(() => current && setUnavailable(true));
    return () => {
      current = false;
    };
  }, [googleClientId]);

  if (googleClientId && !unavailable) {
    return <div className="shl-google" ref={slot} aria-busy={isLoading || undefined} data-testid="google-sign-in" />;
  }
  return (
    <div className="shl-google">
      <Button
        variant="secondary"
        className="shl-google__stand-in"
        disabled
        aria-describedby={ready ? 'shl-google-note' : undefined}
      >
        <GoogleMark /> Continue with Google
      </Button>
      {ready && (
        <p id="shl-google-note" className="shl-google__note">
          {unavailable
            ? 'Google sign-in could not be loaded, please try again later'
            : 'Google sign-in is not available on this site yet'}
        </p>
      )}
    </div>
  );
}

/** True once /config.json has answered (or failed): only then is "no client id" the site's real setting. */
function useConfigAnswered() {
  const [answered, setAnswered] = useState(false);
  useEffect(() => {
    let current = true;
    void loadProductConfig().then(() => current && setAnswered(true));
    return () => {
      current = false;
    };
  }, []);
  return answered;
}

function GoogleMark() {
  return (
    <svg className="shl-google__mark" viewBox="0 0 18 18" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        fill="#4285F4"
        d="M17.64 9.2c0-.64-.06-1.25-.16-1.84H9v3.48h4.84a4.14 4.14 0 0 1-1.8 2.72v2.26h2.92c1.7-1.57 2.68-3.88 2.68-6.62z"
      />
      <path
        fill="#34A853"
        d="M9 18c2.43 0 4.47-.8 5.96-2.18l-2.92-2.26c-.8.54-1.84.86-3.04.86-2.34 0-4.33-1.58-5.04-3.7H.96v2.33A9 9 0 0 0 9 18z"
      />
      <path fill="#FBBC05" d="M3.96 10.72a5.4 5.4 0 0 1 0-3.44V4.95H.96a9 9 0 0 0 0 8.1l3-2.33z" />
      <path
        fill="#EA4335"
        d="M9 3.58c1.32 0 2.5.45 3.44 1.35l2.58-2.58A9 9 0 0 0 .96 4.95l3 2.33C4.67 5.16 6.66 3.58 9 3.58z"
      />
    </svg>
  );
}
