import { WithCommunityApi } from '../app/with-community-api';
import { PulseRank, type PulseRankProps } from '../features/pulse-rank/components/pulse-rank';

/** The art page's Weekly Pulse rank and Upvote (not-for-sale works), in the page's store. */
export default function PulseRankFragment(props: PulseRankProps) {
  return (
    <WithCommunityApi>
      <PulseRank {...props} />
    </WithCommunityApi>
  );
}
