import { loadRemote } from '@module-federation/enhanced/runtime';

const RETRIES = 2;
const BACKOFF_MS = 400;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A federated module, e.g. "mf_catalog/app", tried once more than RETRIES with a growing pause. */
export async function loadRemoteModule<T>(id: string): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      const module = await loadRemote<T>(id);
      if (!module) throw new Error(`Remote module ${id} is empty`);
      return module;
    } catch (error) {
      if (attempt >= RETRIES) throw error;
      await pause(BACKOFF_MS * (attempt + 1));
    }
  }
}
