import type { Request } from 'express';

/**
 * A request's JSON body for its contract: without one express leaves body undefined, and {} lets each missing field
 * name itself; a list or a number stays as sent, so that the contract answers it is not an object.
 */
export const bodyOf = (req: Request): Record<string, unknown> => req.body ?? {};
