import type { Request } from 'express';

/** The JSON object a request carries; without one express leaves body undefined, and {} lets each missing field name itself. */
export const bodyOf = (req: Request): Record<string, unknown> =>
  req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};
