import { EventEmitter } from 'node:events';
import type { Logger, Redis } from '@easel/service-kit';

const CHANNEL = 'artist:inbox';

/** News that a user's inbox changed: { userId, conversationId }. */
interface InboxNews {
  userId: string;
  conversationId: string;
}

export interface InboxChannel {
  publish(news: InboxNews): void;
  /** Calls `listener` with each news for this user, on whichever replica it was published; answers the unsubscribe. */
  subscribe(userId: string, listener: (news: InboxNews) => void): () => void;
  close(): void;
}

/**
 * With Redis, every replica hears every news (pub/sub on a second connection: a subscribed one can do nothing else);
 * without, the process is the only replica and an emitter is enough.
 */
export function createInboxChannel(redis: Redis | undefined, logger: Logger): InboxChannel {
  const local = new EventEmitter().setMaxListeners(0);
  const hear = (news: InboxNews) => local.emit(news.userId, news);
  if (!redis)
    return {
      publish: hear,
      subscribe: (userId, listener) => on(local, userId, listener),
      close: () => local.removeAllListeners(),
    };

  const subscriber = redis.duplicate();
  subscriber.on('error', (error) => logger.warn({ err: error }, 'inbox channel: redis problem'));
  subscriber
    .subscribe(CHANNEL)
    .catch((error: unknown) => logger.error({ err: error }, 'inbox channel: cannot subscribe'));
  subscriber.on('message', (_channel: string, text: string) => {
    try {
      hear(JSON.parse(text) as InboxNews);
    } catch (error) {
      logger.warn({ err: error }, 'inbox channel: unreadable news');
    }
  });
  return {
    publish: (news) =>
      void redis
        .publish(CHANNEL, JSON.stringify(news))
        .catch((error: unknown) => logger.warn({ err: error }, 'inbox news not published')),
    subscribe: (userId, listener) => on(local, userId, listener),
    close: () => subscriber.disconnect(),
  };
}

function on(emitter: EventEmitter, userId: string, listener: (news: InboxNews) => void) {
  emitter.on(userId, listener);
  return () => void emitter.off(userId, listener);
}
