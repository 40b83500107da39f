import { withArtistApi } from '../app/with-artist-api';
import { InboxIndicator } from '../features/inbox/components/inbox-indicator';

/** The shell header's messenger icon with the unread count, in the shell's store. */
export default withArtistApi(InboxIndicator);
