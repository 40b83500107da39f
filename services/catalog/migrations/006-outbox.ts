import { outboxMigration } from '@easel/service-kit';

/** The kit's outbox and applied-events tables: catalog tells identity an artist's artwork count through them. */
export const createOutbox = outboxMigration('006-outbox');
