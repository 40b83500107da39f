import { createContext, lazy, Suspense, useContext, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { ErrorBoundary } from '../components/error-boundary';
import type { FragmentLoader } from './types';

export const FragmentLoaderContext = createContext<FragmentLoader | null>(null);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each fragment has its own props, known only where it is placed
const loaded = new Map<string, LazyExoticComponent<ComponentType<any>>>();

function lazyFragment(id: string, load: FragmentLoader) {
  let fragment = loaded.get(id);
  if (!fragment) {
    fragment = lazy(() => load(id));
    loaded.set(id, fragment);
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

/** Another team's widget, embedded through federation; a failure shows the fallback and leaves the page up. */
export function RemoteFragment({ id, fallback, loading = fallback, props = {} }: RemoteFragmentProps) {
  const load = useContext(FragmentLoaderContext);
  if (!load) return <>{fallback}</>;
  const Fragment = lazyFragment(id, load);
  return (
    <ErrorBoundary fallback={fallback}>
      <Suspense fallback={loading}>
        <Fragment {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
