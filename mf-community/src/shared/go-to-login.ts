/** Spec §5: upvoting or commenting while logged out sends to /login (no return path: the login page keeps none). */
export function goToLogin() {
  if (window.singleSpaNavigate) window.singleSpaNavigate('/login');
  else window.location.assign('/login');
}
