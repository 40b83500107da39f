/** Another application's page (the shell's /login), the way PageLink goes there: through single-spa when it runs. */
export function goToPage(href: string) {
  if (window.singleSpaNavigate) window.singleSpaNavigate(href);
  else window.location.assign(href);
}
