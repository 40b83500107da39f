import type { Db, Mailer } from '@easel/service-kit';

/** The site a mail names and links to. */
export interface MailSite {
  publicUrl: string;
  productName: string;
}

/** What the outbox's mail handlers work with. */
export interface MailDeliveryDeps {
  site: MailSite;
  mailer: Mailer;
  /** Runs work at most once per id, in the transaction that records the id: a redelivered event sends nothing. */
  applyOnce(id: string, work: (trx: Db) => Promise<void>): Promise<boolean>;
}
