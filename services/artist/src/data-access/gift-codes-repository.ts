import type { Db, EventWriter, Outbox } from '@easel/service-kit';
import type { Knex } from 'knex';
import type { GiftCode, GiftCodeHold, HoldStatus } from '../domain/gift-card';

interface CodeRow {
  code: string;
  card_id: string;
  artist_id: string;
  artist_name: string;
  initial_minor: number;
  balance_minor: number;
}
interface HoldRow {
  hold_id: string;
  code: string;
  amount_minor: number;
  expires_at: Date;
  status: HoldStatus;
}

const codeFrom = (row: CodeRow): GiftCode => ({
  code: row.code,
  cardId: row.card_id,
  artistId: row.artist_id,
  artistName: row.artist_name,
  initialMinor: Number(row.initial_minor),
  balanceMinor: Number(row.balance_minor),
});
const holdFrom = (row: HoldRow): GiftCodeHold => ({
  holdId: row.hold_id,
  code: row.code,
  amountMinor: Number(row.amount_minor),
  expiresAt: new Date(row.expires_at),
  status: row.status,
});

/** A new code for one line of a paid order. */
export interface NewGiftCode {
  code: string;
  cardId: string;
  artistId: string;
  amountMinor: number;
  buyerEmail: string;
  buyerName: string;
  orderNumber: string;
  line: number;
}

/** A code whose row is locked until the unit of work ends: every change to its balance or holds goes through one. */
function lockedCode(trx: Knex.Transaction, code: GiftCode) {
  return {
    code,
    async findHold(holdId: string): Promise<GiftCodeHold | undefined> {
      const row = await trx<HoldRow>('gift_code_holds').where({ hold_id: holdId, code: code.code }).first();
      return row && holdFrom(row);
    },
    /** What the other checkouts hold right now: captured holds are already off the balance, expired ones no longer count. */
    async heldByOthers(holdId: string, now: Date): Promise<number> {
      const [row] = await trx('gift_code_holds')
        .where({ code: code.code, status: 'held' })
        .andWhere('expires_at', '>', now)
        .andWhereNot({ hold_id: holdId })
        .sum<{ n: string | number | null }[]>({ n: 'amount_minor' });
      return Number(row?.n ?? 0);
    },
    /** Holds for holdId, replacing what it held before (on this code or another). */
    async putHold(holdId: string, amountMinor: number, expiresAt: Date, now: Date): Promise<void> {
      await trx('gift_code_holds')
        .insert({
          hold_id: holdId,
          code: code.code,
          amount_minor: amountMinor,
          expires_at: expiresAt,
          status: 'held',
          created_at: now,
        })
        .onConflict('hold_id')
        .merge(['code', 'amount_minor', 'expires_at', 'status', 'created_at']);
    },
    async capture(hold: GiftCodeHold, now: Date): Promise<void> {
      await trx('gift_code_holds').where({ hold_id: hold.holdId }).update({ status: 'captured', ended_at: now });
      await trx('gift_codes').where({ code: code.code }).decrement('balance_minor', hold.amountMinor);
    },
    async release(hold: GiftCodeHold, now: Date): Promise<void> {
      await trx('gift_code_holds').where({ hold_id: hold.holdId }).update({ status: 'released', ended_at: now });
    },
    /** What the hold captured goes back onto the balance (the check on gift_codes keeps it within the issued amount). */
    async refund(hold: GiftCodeHold, now: Date): Promise<void> {
      await trx('gift_code_holds').where({ hold_id: hold.holdId }).update({ status: 'refunded', refunded_at: now });
      await trx('gift_codes').where({ code: code.code }).increment('balance_minor', hold.amountMinor);
    },
    /** The balance as this unit of work left it. */
    async balanceMinor(): Promise<number> {
      const row = await trx<CodeRow>('gift_codes').where({ code: code.code }).first('balance_minor');
      return Number(row!.balance_minor);
    },
  };
}

export type LockedGiftCode = ReturnType<typeof lockedCode>;

export function createGiftCodesRepository(db: Db, outbox: Pick<Outbox, 'write'>) {
  return {
    async findByOrderLine(orderNumber: string, line: number): Promise<string | undefined> {
      const row = await db('gift_codes').where({ order_number: orderNumber, order_line: line }).first('code');
      return row?.code as string | undefined;
    },
    async findHold(holdId: string): Promise<GiftCodeHold | undefined> {
      const row = await db<HoldRow>('gift_code_holds').where({ hold_id: holdId }).first();
      return row && holdFrom(row);
    },
    /**
     * Stores the code and the events of its issue in one transaction. A second issue of the same order line (two
     * deliveries at once) waits on the first's row and then finds it: answers the stored code, and writes nothing.
     */
    async issue(
      code: NewGiftCode,
      events: (written: EventWriter) => Promise<unknown>,
    ): Promise<{ code: string; issued: boolean }> {
      return db.transaction(async (trx) => {
        const inserted = await trx('gift_codes')
          .insert({
            code: code.code,
            card_id: code.cardId,
            artist_id: code.artistId,
            initial_minor: code.amountMinor,
            balance_minor: code.amountMinor,
            buyer_email: code.buyerEmail,
            buyer_name: code.buyerName,
            order_number: code.orderNumber,
            order_line: code.line,
          })
          .onConflict(['order_number', 'order_line'])
          .ignore()
          .returning('code');
        if (!inserted.length) {
          const existing = await trx('gift_codes')
            .where({ order_number: code.orderNumber, order_line: code.line })
            .first('code');
          return { code: String(existing.code), issued: false };
        }
        await events({ write: (type, payload) => outbox.write(trx, type, payload) });
        return { code: code.code, issued: true };
      });
    },
    /** Runs work with the code's row locked (select … for update) until work ends: two checkouts take turns. undefined: no such code. */
    async withCodeLocked<T>(code: string, work: (locked: LockedGiftCode) => Promise<T>): Promise<T | undefined> {
      return db.transaction(async (trx) => {
        const { rows } = await trx.raw<{ rows: CodeRow[] }>(
          `select c.code, c.card_id, c.artist_id, g.artist_name, c.initial_minor, c.balance_minor
             from gift_codes c join gift_cards g on g.id = c.card_id
            where c.code = ? for update of c`,
          [code],
        );
        const row = rows[0];
        return row ? work(lockedCode(trx, codeFrom(row))) : undefined;
      });
    },
  };
}

export type GiftCodesRepository = ReturnType<typeof createGiftCodesRepository>;
