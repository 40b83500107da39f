import { outboxMigration } from '@easel/service-kit';

export const createOutbox = outboxMigration('007-outbox');
