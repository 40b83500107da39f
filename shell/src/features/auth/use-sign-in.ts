import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import type { AuthAnswer } from '@easel/contracts';
import { loggedIn } from '@easel/store';
import { landingAfterSignIn } from './landing';

/** After login, registration or Google sign-in: start the session, then go where the visitor was heading, else `home`. */
export function useSignIn() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback(
    (answer: AuthAnswer, home = '/') => {
      dispatch(loggedIn(answer));
      navigate(landingAfterSignIn(search, home), { replace: true });
    },
    [dispatch, navigate, search],
  );
}
