import { useParams, useSearchParams } from 'react-router-dom';
import { Comments } from '../features/comments/components/comments';
import { FeaturedArtPage } from '../features/featured-art/components/featured-art-page';
import { PulseRank } from '../features/pulse-rank/components/pulse-rank';
import { weekOrNothing } from '../shared/pulse-week';

/** /art2/:id[?week=YYYY-MM-DD]: the featured artwork with its rank (arrows stay on /art2 and in that week) and comments. */
export function FeaturedArtRoute() {
  const { id = '' } = useParams();
  const week = weekOrNothing(useSearchParams()[0].get('week'));
  return (
    <FeaturedArtPage
      slug={id}
      rank={(art) => <PulseRank slug={art.slug} linkTo="art2" week={week} />}
      comments={(art) => <Comments slug={art.slug} />}
    />
  );
}
