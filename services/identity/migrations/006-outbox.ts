import { outboxMigration } from '@easel/service-kit';

/** The kit's outbox and applied-events tables: reset mails leave through them, and catalog's count events are recorded once. */
export const createOutbox = outboxMigration('006-outbox');
