import type { BuyOption, OfferState } from '@easel/contracts';
import { isUuid } from '@easel/contracts';
import type { Outbox } from '@easel/service-kit';
import type { Knex } from 'knex';

/** A stored request; money in minor units of `currency`. The state kept is never 'expired': that is read from the time. */
export interface OrderRequestRecord {
  id: string;
  slug: string;
  artTitle: string;
  artistId: string;
  buyOption: BuyOption;
  email: string;
  whatsapp: string | null;
  userId: string | null;
  offerMinor: number | null;
  counterMinor: number | null;
  currency: string | null;
  message: string;
  state: Exclude<OfferState, 'expired'>;
  createdAt: Date;
  answeredAt: Date | null;
  checkoutExpiresAt: Date | null;
}

export type NewOrderRequest = Omit<OrderRequestRecord, 'id' | 'createdAt' | 'counterMinor'> & {
  checkoutTokenHash: string | null;
};

/** An answer to an open offer: its state, and for an accept or a counter the link's token hash and end. */
export interface OfferAnswer {
  state: 'accepted' | 'declined' | 'countered';
  counterMinor: number | null;
  checkoutTokenHash: string | null;
  checkoutExpiresAt: Date | null;
}

export interface OrderRequestsRepository {
  /** Stores the request with its events (written in the same transaction). */
  create(
    request: NewOrderRequest,
    events: (record: OrderRequestRecord) => { type: string; payload: object }[],
  ): Promise<OrderRequestRecord>;
  find(id: string): Promise<OrderRequestRecord | undefined>;
  /** Newest first; `workOrdered` tells whether the work has its one order by now. */
  listForArtist(artistId: string, limit: number): Promise<(OrderRequestRecord & { workOrdered: boolean })[]>;
  /** Answers the offer when it is still open; undefined when someone answered it first. */
  answerOpen(id: string, answer: OfferAnswer): Promise<OrderRequestRecord | undefined>;
  findByTokenHash(tokenHash: string): Promise<OrderRequestRecord | undefined>;
}

interface OrderRequestRow {
  id: string;
  art_slug: string;
  art_title: string | null;
  artist_id: string | null;
  buy_option: BuyOption;
  email: string;
  whatsapp: string | null;
  user_id: string | null;
  offer_minor: number | null;
  counter_minor: number | null;
  currency: string | null;
  message: string | null;
  state: OrderRequestRecord['state'];
  created_at: Date;
  answered_at: Date | null;
  checkout_expires_at: Date | null;
}

const toRecord = (row: OrderRequestRow): OrderRequestRecord => ({
  id: row.id,
  slug: row.art_slug,
  artTitle: row.art_title ?? row.art_slug,
  artistId: row.artist_id ?? '',
  buyOption: row.buy_option,
  email: row.email,
  whatsapp: row.whatsapp,
  userId: row.user_id,
  offerMinor: row.offer_minor,
  counterMinor: row.counter_minor,
  currency: row.currency?.trim() ?? null,
  message: row.message ?? '',
  state: row.state,
  createdAt: new Date(row.created_at),
  answeredAt: row.answered_at && new Date(row.answered_at),
  checkoutExpiresAt: row.checkout_expires_at && new Date(row.checkout_expires_at),
});

async function insertRequest(db: Knex, request: NewOrderRequest): Promise<OrderRequestRecord> {
  const [row] = await db('order_requests')
    .insert({
      art_slug: request.slug,
      art_title: request.artTitle,
      artist_id: request.artistId,
      buy_option: request.buyOption,
      email: request.email,
      whatsapp: request.whatsapp,
      user_id: request.userId,
      offer_minor: request.offerMinor,
      currency: request.currency,
      message: request.message,
      state: request.state,
      answered_at: request.answeredAt,
      checkout_token_hash: request.checkoutTokenHash,
      checkout_expires_at: request.checkoutExpiresAt,
    })
    .returning('*');
  return toRecord(row as OrderRequestRow);
}

export function createOrderRequestsRepository(db: Knex, outbox: Pick<Outbox, 'write'>): OrderRequestsRepository {
  // Untyped: knex's row typing fights partial inserts and db.fn.now(); the rows are mapped by toRecord.
  const table = () => db('order_requests');
  return {
    async create(request, events) {
      return db.transaction(async (trx) => {
        const record = await insertRequest(trx, request);
        for (const event of events(record)) await outbox.write(trx, event.type, event.payload);
        return record;
      });
    },
    async find(id) {
      // A uuid column refuses other text with an error; a malformed id is simply no request.
      if (!isUuid(id)) return undefined;
      const row = await table().where({ id }).first();
      return row && toRecord(row as OrderRequestRow);
    },
    async listForArtist(artistId, limit) {
      const ordered = db('order_items')
        .select(db.raw('1'))
        .whereRaw('order_items.art_slug = order_requests.art_slug')
        .whereNull('released_at');
      const rows = await table()
        .select('order_requests.*', db.raw('exists(?) as work_ordered', [ordered]))
        .where({ artist_id: artistId })
        .orderBy([{ column: 'created_at', order: 'desc' }, 'id'])
        .limit(limit);
      return (rows as (OrderRequestRow & { work_ordered: boolean })[]).map((row) => ({
        ...toRecord(row),
        workOrdered: row.work_ordered,
      }));
    },
    async answerOpen(id, answer) {
      const [row] = await table()
        .where({ id, state: 'open' })
        .update({
          state: answer.state,
          counter_minor: answer.counterMinor,
          checkout_token_hash: answer.checkoutTokenHash,
          checkout_expires_at: answer.checkoutExpiresAt,
          answered_at: db.fn.now(),
        })
        .returning('*');
      return row && toRecord(row as OrderRequestRow);
    },
    async findByTokenHash(tokenHash) {
      const row = await table().where({ checkout_token_hash: tokenHash }).first();
      return row && toRecord(row as OrderRequestRow);
    },
  };
}
