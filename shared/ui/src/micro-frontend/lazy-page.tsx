import type { ComponentType } from 'react';
import { Spinner } from '../components/spinner';
import { codeOnce, useCodeArrival } from './code-once';

/**
 * A routed page whose code is fetched when it is first shown: a remote's first load carries its routes, not every
 * page and the libraries only some pages use (forms, charts, editors).
 *
 * Not React.lazy: a page revealed through Suspense is committed no sooner than 300 ms after its spinner (React's
 * fallback throttle), and the page's own calls start only then. Measured on /: its calls waited some 250 ms idle.
 */
export function lazyPage(load: () => Promise<ComponentType>, label = 'Loading page') {
  const code = codeOnce(load);

  function LazyPage() {
    const failed = useCodeArrival(code);
    // Asked for while rendering, as React.lazy does: the effect that waits for it would ask only after the spinner is painted.
    if (!code.value && !failed) void code.load().catch(() => undefined);
    if (failed) throw failed.error; // to the remote's error boundary, as a failed lazy page did
    const Page = code.value;
    return Page ? <Page /> : <Spinner label={label} />;
  }
  /** Fetches the page's code ahead of its first render (a remote's app asks for the page being opened). */
  LazyPage.preload = () => void code.load().catch(() => undefined);
  return LazyPage;
}
