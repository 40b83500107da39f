import { useEffect, useReducer, useState, type ComponentType } from 'react';
import { Spinner } from '../components/spinner';

/**
 * A routed page whose code is fetched when it is first shown: a remote's first load carries its routes, not every
 * page and the libraries only some pages use (forms, charts, editors).
 *
 * Not React.lazy: a page revealed through Suspense is committed no sooner than 300 ms after its spinner (React's
 * fallback throttle), and the page's own calls start only then. Measured on /: its calls waited some 250 ms idle.
 */
export function lazyPage(load: () => Promise<ComponentType>, label = 'Loading page') {
  let page: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const loadOnce = () => {
    loading ??= load().then(
      (loaded) => (page = loaded),
      (error: unknown) => {
        loading = undefined; // the next visit tries again
        throw error;
      },
    );
    return loading;
  };

  function LazyPage() {
    const [, arrived] = useReducer((count: number) => count + 1, 0);
    const [failed, setFailed] = useState<{ error: unknown } | null>(null);
    const Page = page;
    // Asked for while rendering, as React.lazy does: an effect would ask only after the spinner is painted.
    if (!Page && !failed) void loadOnce().catch(() => undefined);
    useEffect(() => {
      // The spinner was drawn: wait for the code, even if it came in since (then this re-renders at once).
      if (Page) return;
      let live = true;
      loadOnce().then(
        () => live && arrived(),
        (error: unknown) => live && setFailed({ error }),
      );
      return () => {
        live = false;
      };
    }, [Page]);
    if (failed) throw failed.error; // to the remote's error boundary, as a failed lazy page did
    return Page ? <Page /> : <Spinner label={label} />;
  }
  /** Fetches the page's code ahead of its first render (a remote's app asks for the page being opened). */
  LazyPage.preload = () => void loadOnce().catch(() => undefined);
  return LazyPage;
}
