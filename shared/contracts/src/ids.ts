import { z } from './messages';

const uuid = z.uuid();

/** An id the database made (gen_random_uuid): anything else names nothing, so it is refused before a query. */
export const isUuid = (value: unknown): value is string => uuid.safeParse(value).success;
