import { artistApi } from '../../../app/artist-api';

/** The messenger's cache tag: a reply, a read or live news asks again for the list, the thread and the count. */
export const INBOX = 'Inbox';
export const inboxApi = artistApi.enhanceEndpoints({ addTagTypes: [INBOX] });
