import { createRoot } from 'react-dom/client';
import { createEaselStore } from '@easel/store';
import { Toasts } from '../toasts/toasts';
import type { MicroFrontend } from './types';
import '../styles/tokens.css';
import '../styles/reset.css';

/** A remote opened on its own (its dev server or dist): its own store, no shell around it. */
export function mountStandalone({ Root, inject }: MicroFrontend, container = document.getElementById('root')) {
  if (!container) throw new Error('mountStandalone: no #root element');
  const store = createEaselStore();
  inject?.(store);
  createRoot(container).render(
    <>
      <Root store={store} />
      <Toasts />
    </>,
  );
}
