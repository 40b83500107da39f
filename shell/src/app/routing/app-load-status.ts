import { useSyncExternalStore } from 'react';

/** Which routed applications are being fetched, and which one failed for good: the main area shows it. */
export interface AppLoadStatus {
  loading: readonly string[];
  failed: string | null;
}

let status: AppLoadStatus = { loading: [], failed: null };
const listeners = new Set<() => void>();

function update(next: AppLoadStatus) {
  status = next;
  listeners.forEach((listener) => listener());
}

export const appLoadStatus = {
  started: (app: string) =>
    update({ loading: [...status.loading, app], failed: status.failed === app ? null : status.failed }),
  finished: (app: string) => update({ ...status, loading: status.loading.filter((name) => name !== app) }),
  failed: (app: string) => update({ loading: status.loading.filter((name) => name !== app), failed: app }),
  cleared: () => update({ ...status, failed: null }),
  get: () => status,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const useAppLoadStatus = () => useSyncExternalStore(appLoadStatus.subscribe, appLoadStatus.get);
