import type { ComponentType, ReactNode } from 'react';
import { Spinner } from '../components/spinner';
import { codeOnce, useCodeArrival } from './code-once';

/**
 * A part of a page whose code is fetched the first time it is drawn: a dialog, an owner's tools, a routed page. Till
 * then `placeholder` shows (nothing, unless given); a failure goes to the nearest error boundary, and the next draw
 * fetches it again.
 *
 * Not React.lazy: a part revealed through Suspense is committed no sooner than 300 ms after its fallback (React's
 * fallback throttle), and a page's own calls start only then. Measured on /: its calls waited some 250 ms idle.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, placeholder: ReactNode = null) {
  const code = codeOnce(load);

  function LazyPart(props: P) {
    const failed = useCodeArrival(code);
    // Asked for while rendering, as React.lazy does: the effect that waits for it would ask only after the placeholder is painted.
    if (!code.value && !failed) void code.load().catch(() => undefined);
    if (failed) throw failed.error;
    const Part = code.value;
    return Part ? <Part {...props} /> : <>{placeholder}</>;
  }
  /** Fetches the code ahead of its first draw (a remote's app asks for the page being opened; a button, for its dialog). */
  LazyPart.preload = () => void code.load().catch(() => undefined);
  return LazyPart;
}

/**
 * A routed page whose code is fetched when it is first shown, with a spinner till then: a remote's first load carries
 * its routes, not every page and the libraries only some pages use (forms, charts, editors).
 */
export const lazyPage = (load: () => Promise<ComponentType>, label = 'Loading page') =>
  lazyPart(load, <Spinner label={label} />);
