import cors from 'cors';
import helmet from 'helmet';
import { remoteOrigins, type Remotes } from '../../domain/remotes';

const google = 'https://accounts.google.com';

/** CSP, HSTS, nosniff, referrer policy; remotes served from other origins may load their scripts, styles, fonts and images. */
export function securityHeaders(remotes: Remotes) {
  const remoteSources = remoteOrigins(remotes);
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", google, 'https://js.stripe.com', ...remoteSources],
        scriptSrcAttr: ["'none'"],
        connectSrc: ["'self'", ...remoteSources, 'https://api.stripe.com', google],
        // A remote's code may point at its own images and fonts; 'https:' alone misses a remote served over http (development).
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...remoteSources],
        // A remote on another origin injects <link rel="stylesheet"> for its CSS chunks.
        styleSrc: ["'self'", "'unsafe-inline'", google, ...remoteSources],
        frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com', google],
        fontSrc: ["'self'", 'data:', ...remoteSources],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    // Google sign-in's popup reports back to its opener; plain same-origin would cut that link.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    xFrameOptions: { action: 'deny' }, // the same as frame-ancestors 'none', for browsers without CSP
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}

/** Only listed origins get Access-Control-Allow-Origin (with credentials); an empty list means same origin only. */
export function corsAllowlist(origins: string[]) {
  return cors({ origin: origins, credentials: true });
}
