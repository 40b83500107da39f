import { createContext, useContext, useEffect, useReducer, useState, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary } from '../components/error-boundary';
import type { FragmentLoader } from './types';

export const FragmentLoaderContext = createContext<FragmentLoader | null>(null);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each fragment has its own props, known only where it is placed
type Fragment = ComponentType<any>;

/** Each fragment is fetched once a page; once there, later embeds render it at once. */
const loading = new Map<string, Promise<Fragment>>();
const loaded = new Map<string, Fragment>();

function loadOnce(id: string, load: FragmentLoader): Promise<Fragment> {
  let fragment = loading.get(id);
  if (!fragment) {
    fragment = load(id).then((module) => {
      loaded.set(id, module.default);
      return module.default;
    });
    // A failed load is tried again by the next embed.
    fragment.catch(() => loading.delete(id));
    loading.set(id, fragment);
  }
  return fragment;
}

interface RemoteFragmentProps {
  /** "<federation name>/<exposed name>", e.g. "mf_commerce/cart-indicator". */
  id: string;
  /** Shown when the fragment fails (and, unless `loading` is given, while it loads). */
  fallback: ReactNode;
  loading?: ReactNode;
  props?: Record<string, unknown>;
}

/**
 * Another team's widget, embedded through federation; a failure shows the fallback and leaves the page up.
 * Loaded by an effect, the page re-rendered when it is there, rather than through React.lazy and Suspense: the header's fragments arriving one after another
 * as Suspense retries made React 19.3 commit one tree twice (error #177, when a signed-in visitor opened /login).
 */
export function RemoteFragment({ id, fallback, loading: whileLoading = fallback, props = {} }: RemoteFragmentProps) {
  const load = useContext(FragmentLoaderContext);
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  const [failed, setFailed] = useState<string | null>(null);
  const component = loaded.get(id);
  useEffect(() => {
    if (!load || component) return;
    let live = true;
    loadOnce(id, load).then(
      () => live && arrived(),
      () => live && setFailed(id),
    );
    return () => {
      live = false;
    };
  }, [id, load, component]);
  if (!load || failed === id) return <>{fallback}</>;
  if (!component) return <>{whileLoading}</>;
  const Component = component;
  return (
    <ErrorBoundary fallback={fallback}>
      <Component {...props} />
    </ErrorBoundary>
  );
}
