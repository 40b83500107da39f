import { FragmentPlaceholder } from '@easel/ui';

/** The artwork's Weekly Pulse rank with previous/next arrows and the upvote (later issue). */
export function PulseRank(_props: { slug: string }) {
  return <FragmentPlaceholder title="Weekly Pulse rank" team="mf-community" className="cmy-pulse-rank" />;
}
