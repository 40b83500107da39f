import { PageLink } from '@easel/ui';

const NAMES = { previous: 'Previous artwork in the Weekly Pulse', next: 'Next artwork in the Weekly Pulse' };

/** An arrow to the neighbouring rank, or its dimmed outline when there is none (the first or last of the week). */
export function RankArrow({ direction, href }: { direction: 'previous' | 'next'; href: string | null }) {
  const arrow = (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={direction === 'previous' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
    </svg>
  );
  if (!href)
    return (
      <span
        className="cmy-rank-arrow cmy-rank-arrow--none"
        role="link"
        aria-disabled="true"
        aria-label={NAMES[direction]}
      >
        {arrow}
      </span>
    );
  return (
    <PageLink href={href} className="cmy-rank-arrow" aria-label={NAMES[direction]}>
      {arrow}
    </PageLink>
  );
}
