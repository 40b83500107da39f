import { render } from '@testing-library/react';
import { createEaselStore } from '@easel/store';
import type { MicroFrontend } from '../micro-frontend/types';

/** For route tests: mounts a routed application at `path` on a fresh page store, as the shell would. */
export function openApp(app: MicroFrontend, path: string) {
  window.history.pushState({}, '', path);
  const store = createEaselStore({ redirect: jest.fn() });
  app.inject?.(store);
  return render(<app.Root store={store} />);
}
