import { randomBytes } from 'node:crypto';
import type { SentNewsletter } from '@easel/contracts';
import type { Db, Outbox } from '@easel/service-kit';

export interface NewNewsletter {
  id: string;
  artistId: string;
  artistName: string;
  subject: string;
  bodyHtml: string;
  sentAt: Date;
}

export interface NewDelivery {
  id: string;
  userId: string;
  email: string;
}

/** One follower's copy, with what its mail needs. */
export interface DeliveryToMail {
  id: string;
  email: string;
  subject: string;
  bodyHtml: string;
  artistName: string;
  token: string;
  unsubscribed: boolean;
}

const CHUNK = 500;
const newToken = () => randomBytes(24).toString('base64url');

export function createNewslettersRepository(db: Db, outbox: Outbox) {
  return {
    /** Gives each follower a token with the artist (once), and answers those who have unsubscribed from them. */
    async unsubscribedAmong(artistId: string, userIds: string[]): Promise<Set<string>> {
      const out = new Set<string>();
      for (let i = 0; i < userIds.length; i += CHUNK) {
        const chunk = userIds.slice(i, i + CHUNK);
        const rows = chunk.map((userId) => ({ artist_id: artistId, user_id: userId, token: newToken() }));
        await db('newsletter_subscribers').insert(rows).onConflict(['artist_id', 'user_id']).ignore();
        const gone = await db('newsletter_subscribers')
          .select('user_id')
          .where({ artist_id: artistId })
          .whereIn('user_id', chunk)
          .whereNotNull('unsubscribed_at');
        for (const row of gone) out.add(String(row.user_id));
      }
      return out;
    },

    /** The newsletter, its deliveries and the events that mail them, in one transaction. */
    async record(
      newsletter: NewNewsletter,
      deliveries: NewDelivery[],
      events: { type: string; payload: object }[],
    ): Promise<void> {
      await db.transaction(async (trx) => {
        const { id, artistId, artistName, subject, bodyHtml, sentAt } = newsletter;
        await trx('newsletters').insert({
          id,
          artist_id: artistId,
          artist_name: artistName,
          subject,
          body_html: bodyHtml,
          sent_at: sentAt,
        });
        for (let i = 0; i < deliveries.length; i += CHUNK) {
          const rows = deliveries
            .slice(i, i + CHUNK)
            .map((d) => ({ id: d.id, newsletter_id: id, user_id: d.userId, email: d.email }));
          await trx('newsletter_deliveries').insert(rows);
        }
        for (const { type, payload } of events) await outbox.write(trx, type, payload);
      });
    },

    /** The artist's newsletters, newest first, each with its counts. */
    async sentBy(artistId: string, limit = 100): Promise<SentNewsletter[]> {
      const rows = await db('newsletters as n')
        .leftJoin('newsletter_deliveries as d', 'd.newsletter_id', 'n.id')
        .leftJoin('newsletter_subscribers as s', function joinSubscriber() {
          this.on('s.artist_id', 'n.artist_id').andOn('s.user_id', 'd.user_id');
        })
        .where('n.artist_id', artistId)
        .groupBy('n.id')
        .orderBy('n.sent_at', 'desc')
        .limit(limit)
        .select('n.id', 'n.subject', 'n.sent_at')
        .select(db.raw('count(d.id)::int as recipients'), db.raw('count(d.delivered_at)::int as delivered'))
        .select(db.raw('(count(*) filter (where s.unsubscribed_at > n.sent_at))::int as unsubscribed'));
      return rows.map((row) => ({
        id: String(row.id),
        subject: String(row.subject),
        sentAt: new Date(row.sent_at).toISOString(),
        recipients: Number(row.recipients),
        delivered: Number(row.delivered),
        unsubscribed: Number(row.unsubscribed),
      }));
    },

    async deliveryToMail(id: string): Promise<DeliveryToMail | undefined> {
      const [row] = await db('newsletter_deliveries as d')
        .join('newsletters as n', 'n.id', 'd.newsletter_id')
        .join('newsletter_subscribers as s', function joinSubscriber() {
          this.on('s.artist_id', 'n.artist_id').andOn('s.user_id', 'd.user_id');
        })
        .where('d.id', id)
        .select('d.id', 'd.email', 'n.subject', 'n.body_html', 'n.artist_name', 's.token', 's.unsubscribed_at');
      if (!row) return undefined;
      const { email, subject, body_html: bodyHtml, artist_name: artistName, token } = row;
      return { id, email, subject, bodyHtml, artistName, token, unsubscribed: row.unsubscribed_at !== null };
    },

    markDelivered: (id: string, at: Date) => db('newsletter_deliveries').where({ id }).update({ delivered_at: at }),

    /** The artist a token unsubscribes from, by the name their latest newsletter was signed with. */
    async subscription(token: string): Promise<{ artistName: string; unsubscribed: boolean } | undefined> {
      const [row] = await db('newsletter_subscribers as s')
        .where('s.token', token)
        .select('s.unsubscribed_at')
        .select(
          db('newsletters as n')
            .whereRaw('n.artist_id = s.artist_id')
            .orderBy('n.sent_at', 'desc')
            .limit(1)
            .select('n.artist_name')
            .as('artist_name'),
        );
      return row
        ? { artistName: String(row.artist_name ?? 'this artist'), unsubscribed: row.unsubscribed_at !== null }
        : undefined;
    },

    /** Answers whether the token was known; unsubscribing twice keeps the first time. */
    async unsubscribe(token: string, at: Date): Promise<boolean> {
      const known = await db('newsletter_subscribers').where({ token }).select('token');
      if (!known.length) return false;
      await db('newsletter_subscribers').where({ token }).whereNull('unsubscribed_at').update({ unsubscribed_at: at });
      return true;
    },
  };
}

export type NewslettersRepository = ReturnType<typeof createNewslettersRepository>;
