const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are uuids; checking first keeps a malformed one from reaching SQL as a type error. */
export const isUuid = (value: string) => UUID.test(value);
