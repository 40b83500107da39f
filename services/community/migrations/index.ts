import type { Migration } from '@easel/service-kit';
import { createComments } from './001-comments';
import { createVotes } from './002-votes';
import { createCommentVotes } from './003-comment-votes';
import { createPulseWeeks } from './004-pulse-weeks';
import { commentReports } from './005-comment-reports';
import { pulseLive } from './006-pulse-live';
import { createOutbox } from './007-outbox';

export const migrations: Migration[] = [
  createComments,
  createVotes,
  createCommentVotes,
  createPulseWeeks,
  commentReports,
  pulseLive,
  createOutbox,
];
