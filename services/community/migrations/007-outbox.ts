import { outboxMigration } from '@easel/service-kit';

/** The kit's outbox and applied-events tables: community tells catalog each week's featured artworks through them. */
export const createOutbox = outboxMigration('007-outbox');
