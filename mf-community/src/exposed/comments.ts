import { Comments } from '../features/comments/components/comments';

export default Comments;
