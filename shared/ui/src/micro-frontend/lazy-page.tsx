import { lazy, Suspense, type ComponentType } from 'react';
import { Spinner } from '../components/spinner';

/**
 * A routed page whose code is fetched when it is first shown: a remote's first load carries its routes, not every
 * page and the libraries only some pages use (forms, charts, editors).
 */
export function lazyPage(load: () => Promise<ComponentType>, label = 'Loading page') {
  const Page = lazy(async () => ({ default: await load() }));
  return function LazyPage() {
    return (
      <Suspense fallback={<Spinner label={label} />}>
        <Page />
      </Suspense>
    );
  };
}
