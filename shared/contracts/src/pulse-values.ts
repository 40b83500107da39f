// The Weekly Pulse's plain values (spec §9), apart from the comments': an art page's Pulse rank, on its first screen,
// downloads these and not the comments' rules, which a module's unused exports would not leave behind in a bundle.
/** The top 10 of a week are featured and earn the badge. */
export const PULSE_FEATURED = 10;
/** Only an artwork ranked this high or better can be upvoted this week. */
export const PULSE_VOTABLE = 18;
export const ERROR_UPVOTING = 'Error upvoting';
export const VOTING_CLOSED = 'Voting for this week’s Pulse is now closed. Come back soon for new featured artwork!';
export const NOT_YET_IN_PULSE = 'This art will be on weekly pulse in next week';
