import { INBOX_EVENT, type InboxLiveEvent } from '@easel/contracts';
import type { EaselDispatch } from '@easel/store';
import { inboxEventTicket } from '../api/event-ticket';
import { INBOX, inboxApi } from '../api/inbox-tags';

const MAX_WAIT_MS = 30_000;

/**
 * One live stream per page, however many parts listen (the header's count, /inbox): the last to leave closes it.
 * Each connection is opened with a fresh one-use ticket, so the browser's own reconnect (same URL) cannot work: on an
 * error the stream is closed and opened again with a new ticket, waiting longer after each failure.
 */
let listeners = 0;
let close: (() => void) | undefined;

export function joinInboxStream(dispatch: EaselDispatch): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  listeners += 1;
  if (listeners === 1) close = openStream(dispatch);
  return () => {
    listeners -= 1;
    if (listeners > 0) return;
    close?.();
    close = undefined;
  };
}

function openStream(dispatch: EaselDispatch): () => void {
  let source: EventSource | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  let failures = 0;
  let opened = false;
  const refresh = () => dispatch(inboxApi.util.invalidateTags([INBOX]));

  const retry = () => {
    if (closed) return;
    failures += 1;
    timer = setTimeout(() => void connect(), Math.min(MAX_WAIT_MS, 1000 * 2 ** failures));
  };
  const connect = async () => {
    const answer = await dispatch(inboxEventTicket.initiate(undefined, { track: false }));
    if (closed) return;
    if (!('data' in answer) || !answer.data) return retry();
    source = new EventSource(`/api/inbox/events?ticket=${encodeURIComponent(answer.data)}`);
    source.addEventListener(INBOX_EVENT, (event) => {
      const news = JSON.parse((event as MessageEvent<string>).data) as InboxLiveEvent;
      failures = 0;
      // The first word of a stream is the count as it stands: news only after a gap (a reconnect) may have been missed.
      if (news.conversationId || opened) refresh();
      opened = true;
    });
    source.onerror = () => {
      source?.close();
      retry();
    };
  };

  void connect();
  return () => {
    closed = true;
    clearTimeout(timer);
    source?.close();
  };
}
