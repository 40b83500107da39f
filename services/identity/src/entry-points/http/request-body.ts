import type { Request } from 'express';

// Without a JSON body express leaves req.body undefined; an empty object lets each missing field name itself.
export const bodyOf = (req: Request): unknown => req.body ?? {};
