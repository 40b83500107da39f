import { useSelector } from 'react-redux';
import type { PulseStanding } from '@easel/contracts';
import { NOT_YET_IN_PULSE, PULSE_VOTABLE, VOTING_CLOSED } from '@easel/contracts';
import { selectIsLoggedIn } from '@easel/store';
import { notify } from '@easel/ui';
import { useUpvoteArtworkMutation } from '../api/pulse-standing-api';
import { goToLogin } from '../../../shared/go-to-login';

/**
 * Upvote / Upvoted with the count (spec §4, §5). Closed voting only warns; a visitor goes to /login; an artwork
 * ranked below 18 is told it waits for next week. The server holds the same rules and answers with its message.
 */
export function UpvoteArtwork({ standing }: { standing: PulseStanding }) {
  const loggedIn = useSelector(selectIsLoggedIn);
  const [upvote, { isLoading }] = useUpvoteArtworkMutation();
  const press = () => {
    if (!standing.votingOpen) return void notify.warning(VOTING_CLOSED);
    if (!loggedIn) return goToLogin();
    if (standing.position === null || standing.position > PULSE_VOTABLE) return void notify.info(NOT_YET_IN_PULSE);
    void upvote(standing.slug);
  };
  return (
    <button
      type="button"
      className={`cmy-upvote${standing.isUpvoted ? ' cmy-upvote--on' : ''}`}
      aria-pressed={standing.isUpvoted}
      disabled={isLoading}
      onClick={press}
    >
      <svg className="cmy-upvote__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 4l8 9h-5v7H9v-7H4z" />
      </svg>
      <span>{standing.isUpvoted ? 'Upvoted' : 'Upvote'}</span>
      <span className="cmy-upvote__count">{standing.totalUpvotes}</span>
    </button>
  );
}
