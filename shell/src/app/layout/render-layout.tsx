import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { EaselStore } from '@easel/store';
import type { FragmentLoader } from '@easel/ui';
import { Layout } from './components/layout';

/**
 * Renders the frame as a transition, which React renders in slices rather than in one long task a slow phone could
 * not answer a tap during; resolves once it is on the page, so that the main mount point exists before single-spa
 * mounts anything.
 */
export function renderLayout(container: HTMLElement, store: EaselStore, loadFragment: FragmentLoader): Promise<void> {
  const root = createRoot(container);
  return new Promise((framed) =>
    startTransition(() => root.render(<Layout store={store} loadFragment={loadFragment} onFramed={framed} />)),
  );
}
