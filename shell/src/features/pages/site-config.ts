import { useEffect, useState } from 'react';

/** The deployment's public settings, served by the gateway at /config.json. */
export interface SiteConfig {
  productName: string;
  supportEmail: string;
  googleClientId: string | null;
  stripePublishableKey: string | null;
}

export const FALLBACK_CONFIG: SiteConfig = { productName: 'Easel', supportEmail: 'support@easel.example', googleClientId: null, stripePublishableKey: null };

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

function fromAnswer(answer: Record<string, unknown>): SiteConfig {
  return {
    productName: text(answer.productName) ?? FALLBACK_CONFIG.productName,
    supportEmail: text(answer.supportEmail) ?? FALLBACK_CONFIG.supportEmail,
    googleClientId: text(answer.googleClientId),
    stripePublishableKey: text(answer.stripePublishableKey),
  };
}

let loaded: SiteConfig | null = null;
let request: Promise<SiteConfig> | null = null;

/** Fetched once per page; a failure means "nothing configured": the fallbacks, no Google sign-in. */
export function loadSiteConfig(): Promise<SiteConfig> {
  request ??= fetch('/config.json', { headers: { Accept: 'application/json' } })
    .then((response) => (response.ok ? response.json() : {}))
    .then((answer: unknown) => fromAnswer(answer && typeof answer === 'object' ? (answer as Record<string, unknown>) : {}))
    .catch(() => FALLBACK_CONFIG)
    .then((config) => (loaded = config));
  return request;
}

/** The site config, with `ready` false (and the fallbacks) until /config.json has answered. */
export function useSiteConfig(): SiteConfig & { ready: boolean } {
  const [config, setConfig] = useState(loaded);
  useEffect(() => {
    let current = true;
    if (!config) void loadSiteConfig().then((answer) => current && setConfig(answer));
    return () => {
      current = false;
    };
  }, [config]);
  return { ...(config ?? FALLBACK_CONFIG), ready: config !== null };
}
