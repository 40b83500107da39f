import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary } from '../components/error-boundary';
import { codeOnce, useCodeArrival, type CodeOnce } from './code-once';
import type { FragmentLoader } from './types';
import { useNearScreen } from './use-near-screen';

export const FragmentLoaderContext = createContext<FragmentLoader | null>(null);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each fragment has its own props, known only where it is placed
type Fragment = ComponentType<any>;

/** Each fragment is fetched once a page; once there, later embeds render it at once. */
const fragments = new Map<string, CodeOnce<Fragment>>();

function fragmentCode(id: string, load: FragmentLoader): CodeOnce<Fragment> {
  let code = fragments.get(id);
  if (!code) fragments.set(id, (code = codeOnce(() => load(id).then((module) => module.default))));
  return code;
}

interface RemoteFragmentProps {
  /** "<federation name>/<exposed name>", e.g. "mf_commerce/cart-indicator". */
  id: string;
  /** Shown when the fragment fails (and, unless `loading` is given, while it loads). */
  fallback: ReactNode;
  loading?: ReactNode;
  props?: Record<string, unknown>;
  /**
   * Fetched only once its place comes within a screen of the viewport, for a fragment below the first screen: a visitor
   * who never scrolls there downloads none of it. Till then `loading` holds its place.
   */
  whenNear?: boolean;
}

/**
 * Another team's widget, embedded through federation; a failure shows the fallback and leaves the page up.
 * Loaded by an effect, the page re-rendered when it is there, rather than through React.lazy and Suspense: the header's fragments arriving one after another
 * as Suspense retries made React 19.3 commit one tree twice (error #177, when a signed-in visitor opened /login).
 */
export function RemoteFragment({
  id,
  fallback,
  loading: whileLoading = fallback,
  props = {},
  whenNear = false,
}: RemoteFragmentProps) {
  const load = useContext(FragmentLoaderContext);
  const [near, nearRef] = useNearScreen(!whenNear || fragments.get(id)?.value !== undefined);
  const code = load && near ? fragmentCode(id, load) : undefined;
  const failed = useCodeArrival(code);
  if (load && !near) return <div ref={nearRef}>{whileLoading}</div>;
  if (!code || failed) return <>{fallback}</>;
  const Component = code.value;
  if (!Component) return <>{whileLoading}</>;
  return (
    <ErrorBoundary fallback={fallback}>
      <Component {...props} />
    </ErrorBoundary>
  );
}
