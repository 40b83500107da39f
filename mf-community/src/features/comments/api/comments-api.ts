import type {
  CommentsAnswer,
  CommentView,
  MentionAnswer,
  NewCommentAnswer,
  NewCommentInput,
  UpvoteAnswer,
} from '@easel/contracts';
import { COMMENTS_FIRST_FULL, COMMENTS_PAGE, ERROR_DELETING, ERROR_UPVOTING } from '@easel/contracts';
import { visitorFingerprint } from '@easel/store';
import { communityApi } from '../../../app/community-api';

/** The comments shown so far, newest first, and whether 'View more' may find others. */
interface CommentsList {
  comments: CommentView[];
  more: boolean;
}
interface ListPage {
  slug: string;
  /** How many are shown already: the next batch starts after them. */
  skip: number;
}
interface OneComment {
  slug: string;
  commentId: string;
}

const commentsPath = (slug: string) => `/artwork/get/comments/${encodeURIComponent(slug)}`;
const commentPath = (action: 'upvote' | 'delete', { slug, commentId }: OneComment) =>
  `/artwork/comment/${action}/${encodeURIComponent(slug)}/${encodeURIComponent(commentId)}`;

/** Spec §9: a batch shorter than asked is the last, and so is a first batch under COMMENTS_FIRST_FULL. */
const mayHaveMore = (count: number, skip: number) => count >= (skip === 0 ? COMMENTS_FIRST_FULL : COMMENTS_PAGE);

/** Runs `then` with the answer once the call succeeds; a failure was already shown by the base query's toast. */
async function afterSuccess<Answer>(queryFulfilled: Promise<{ data: Answer }>, then: (answer: Answer) => void) {
  const outcome = await queryFulfilled.then(
    ({ data }) => ({ data }),
    () => null,
  );
  if (outcome) then(outcome.data);
}

const commentsApi = communityApi.injectEndpoints({
  endpoints: (build) => ({
    /** Spec §7 GET /artwork/get/comments/{slug}?skip&limit=7 with fp; each 'View more' batch is appended to one list per artwork. */
    getComments: build.query<CommentsList, ListPage>({
      query: ({ slug, skip }) => ({
        url: commentsPath(slug),
        params: { skip, limit: COMMENTS_PAGE, fp: visitorFingerprint() },
      }),
      extraOptions: { toast: false },
      transformResponse: (answer: CommentsAnswer, _meta, { skip }) => ({
        comments: answer.comments,
        more: mayHaveMore(answer.comments.length, skip),
      }),
      serializeQueryArgs: ({ queryArgs }) => ({ slug: queryArgs.slug }),
      merge: (list, batch, { arg }) => {
        if (arg.skip === 0) return batch;
        // A comment posted meanwhile by someone else shifts the pages by one: it is shown once.
        const shown = new Set(list.comments.map((comment) => comment._id));
        list.comments.push(...batch.comments.filter((comment) => !shown.has(comment._id)));
        list.more = batch.more;
      },
      forceRefetch: ({ currentArg, previousArg }) => currentArg?.skip !== previousArg?.skip,
    }),
    /** Spec §7 POST /artwork/comment/new; the new comment goes to the top of the list. */
    postComment: build.mutation<NewCommentAnswer, NewCommentInput>({
      query: (body) => ({ url: '/artwork/comment/new', method: 'POST', body }),
      onQueryStarted: ({ artId }, { dispatch, queryFulfilled }) =>
        afterSuccess(queryFulfilled, ({ comment }) =>
          dispatch(
            commentsApi.util.updateQueryData(
              'getComments',
              { slug: artId, skip: 0 },
              (list) => void list.comments.unshift(comment),
            ),
          ),
        ),
    }),
    /** Spec §7 POST /artwork/comment/upvote/{artSlug}/{commentId} with fp: toggles, and answers the new count. */
    upvoteComment: build.mutation<UpvoteAnswer, OneComment>({
      query: (target) => ({ url: commentPath('upvote', target), method: 'POST', params: { fp: visitorFingerprint() } }),
      extraOptions: { toastFallback: ERROR_UPVOTING },
      onQueryStarted: (target, { dispatch, queryFulfilled }) =>
        afterSuccess(queryFulfilled, ({ isUpvoted, totalUpvotes }) =>
          dispatch(
            commentsApi.util.updateQueryData('getComments', { slug: target.slug, skip: 0 }, (list) => {
              const comment = list.comments.find((found) => found._id === target.commentId);
              if (comment) Object.assign(comment, { isUpvoted, totalUpvotes });
            }),
          ),
        ),
    }),
    /** Spec §7 GET /artwork/comment/delete/{artSlug}/{commentId}: the author's own; the list drops it. */
    deleteComment: build.mutation<{ message: string }, OneComment>({
      query: (target) => ({ url: commentPath('delete', target) }),
      extraOptions: { toastFallback: ERROR_DELETING },
      onQueryStarted: (target, { dispatch, queryFulfilled }) =>
        afterSuccess(queryFulfilled, () =>
          dispatch(
            commentsApi.util.updateQueryData('getComments', { slug: target.slug, skip: 0 }, (list) => {
              list.comments = list.comments.filter((comment) => comment._id !== target.commentId);
            }),
          ),
        ),
    }),
    /** GET /artwork/comment/mentions/{artSlug}?q= : people to @-mention; a failure just offers nobody. */
    getMentions: build.query<MentionAnswer['people'], { slug: string; q: string }>({
      query: ({ slug, q }) => ({ url: `/artwork/comment/mentions/${encodeURIComponent(slug)}`, params: { q } }),
      extraOptions: { toast: false },
      transformResponse: (answer: MentionAnswer) => answer.people,
    }),
  }),
});

export const {
  useGetCommentsQuery,
  usePostCommentMutation,
  useUpvoteCommentMutation,
  useDeleteCommentMutation,
  useGetMentionsQuery,
} = commentsApi;
