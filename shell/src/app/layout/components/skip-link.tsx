import type { MouseEvent } from 'react';

export const MAIN_LANDMARK_ID = 'main';

/** The first stop of the keyboard: past the header's links to the page itself; shown only while focused. */
export function SkipLink() {
  // Focus moves by hand: a hash change would be a route change to the single-spa router.
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_LANDMARK_ID)?.focus();
  };
  return (
    <a className="shl-skip" href={`#${MAIN_LANDMARK_ID}`} onClick={skip}>
      Skip to content
    </a>
  );
}
