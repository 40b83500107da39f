import { useSyncExternalStore } from 'react';

/** The deployment's public settings, as GET /config.json (served by the gateway) answers them. */
export interface ProductConfig {
  productName: string;
  supportEmail: string;
  googleClientId: string | null;
  stripePublishableKey: string | null;
}

/** What the page shows until /config.json answers, or if it never does. */
export const DEFAULT_PRODUCT_CONFIG: ProductConfig = Object.freeze({
  productName: 'Easel',
  supportEmail: 'support@easel.example',
  googleClientId: null,
  stripePublishableKey: null,
});

let current = DEFAULT_PRODUCT_CONFIG;
let answered = false;
let pending: Promise<ProductConfig> | null = null;
const listeners = new Set<() => void>();

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

function merged(body: Record<string, unknown>): ProductConfig {
  return {
    productName: text(body.productName) ?? DEFAULT_PRODUCT_CONFIG.productName,
    supportEmail: text(body.supportEmail) ?? DEFAULT_PRODUCT_CONFIG.supportEmail,
    googleClientId: text(body.googleClientId),
    stripePublishableKey: text(body.stripePublishableKey),
  };
}

/**
 * GET /config.json's body (null if it failed), fetched once a page: each front end bundles its own copy of this module,
 * so the copies share the one answer through the page's global object.
 */
const PAGE_ANSWER = Symbol.for('easel.product-config');

function pageAnswer(): Promise<unknown> {
  const page = globalThis as { [PAGE_ANSWER]?: Promise<unknown> };
  page[PAGE_ANSWER] ??= (async () => {
    try {
      const response = await fetch('/config.json', { headers: { Accept: 'application/json' } });
      return response.ok ? await response.json() : null;
    } catch {
      return null; // not answering (or no fetch, as in jsdom): the defaults stay
    }
  })();
  return page[PAGE_ANSWER];
}

async function fetchConfig(): Promise<ProductConfig> {
  const body = await pageAnswer();
  current = body && typeof body === 'object' ? merged(body as Record<string, unknown>) : current;
  answered = true;
  listeners.forEach((listener) => listener());
  return current;
}

/** Fetches /config.json once per page; never rejects (falls back to the defaults). */
export function loadProductConfig(): Promise<ProductConfig> {
  pending ??= fetchConfig();
  return pending;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  void loadProductConfig();
  return () => listeners.delete(listener);
}

const snapshot = () => (answered ? current : null);

/**
 * The product name, support e-mail and public client keys: the defaults first, then what /config.json says.
 * `ready` turns true once it has answered (or failed), for what must wait for it (Google sign-in).
 */
export function useProductConfig(): ProductConfig & { ready: boolean } {
  const config = useSyncExternalStore(subscribe, snapshot, snapshot);
  return { ...(config ?? DEFAULT_PRODUCT_CONFIG), ready: config !== null };
}
