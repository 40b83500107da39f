import { createHmac, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

/** The header the gateway sends with every call it forwards, vouching for its X-Forwarded-* headers. */
export const GATEWAY_CREDENTIAL_HEADER = 'x-gateway-credential';

const FORWARDING_HEADERS = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host'];

/** Derived from the shared secret, so the credential the gateway sends is never the one that opens /internal. */
export const gatewayCredential = (secret: string): string =>
  createHmac('sha256', secret).update('gateway').digest('base64url');

/**
 * A service believes X-Forwarded-* (the visitor's address, scheme and host) only from the gateway: from anyone else who
 * reaches its port they are dropped, so req.ip is the caller's own address. Without a secret none is believed.
 */
export function forwardedByGateway(secret: string | undefined) {
  const expected = secret === undefined ? undefined : Buffer.from(gatewayCredential(secret));
  return (req: Request, _res: Response, next: NextFunction) => {
    const sent = Buffer.from(String(req.headers[GATEWAY_CREDENTIAL_HEADER] ?? ''));
    delete req.headers[GATEWAY_CREDENTIAL_HEADER];
    const fromGateway = expected !== undefined && sent.length === expected.length && timingSafeEqual(sent, expected);
    if (!fromGateway) for (const header of FORWARDING_HEADERS) delete req.headers[header];
    next();
  };
}
