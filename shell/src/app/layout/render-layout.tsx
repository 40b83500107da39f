import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import type { EaselStore } from '@easel/store';
import type { FragmentLoader } from '@easel/ui';
import { Layout } from './components/layout';

/** Renders the frame synchronously, so the main mount point exists before single-spa mounts anything. */
export function renderLayout(container: HTMLElement, store: EaselStore, loadFragment: FragmentLoader) {
  const root = createRoot(container);
  flushSync(() => root.render(<Layout store={store} loadFragment={loadFragment} />));
}
