import { createElement } from 'react';
import { WithCommunityApi } from '../app/with-community-api';
import { Comments } from '../features/comments/components/comments';

/** The art page's comments (not-for-sale works), in that page's store, which gets the community calls first. */
export default function CommentsFragment(props: { slug: string }) {
  return createElement(WithCommunityApi, null, createElement(Comments, props));
}
