import { loginToComeBack } from '@easel/store';

/** Spec §5: upvoting or commenting while logged out sends to /login; once signed in, the visitor comes back to this page. */
export function goToLogin() {
  const login = loginToComeBack();
  if (window.singleSpaNavigate) window.singleSpaNavigate(login);
  else window.location.assign(login);
}
