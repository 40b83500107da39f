/**
 * A widget slot whose widget a later issue builds. It renders nothing: a visitor sees no "coming soon"
 * in the middle of a page, and the page around it is laid out as it will be without the widget.
 */
export function FragmentPlaceholder(_props: { title: string; team: string; className?: string }) {
  return null;
}
