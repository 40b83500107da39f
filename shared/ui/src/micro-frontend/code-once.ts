import { useEffect, useReducer, useState } from 'react';

/** Code fetched at most once a page (a page, another team's fragment): `value` once it is there. */
export interface CodeOnce<T> {
  value: T | undefined;
  /** The one fetch under way or done; after a failure the next call fetches again. */
  load(): Promise<T>;
}

export function codeOnce<T>(fetch: () => Promise<T>): CodeOnce<T> {
  let loading: Promise<T> | undefined;
  const code: CodeOnce<T> = {
    value: undefined,
    load: () =>
      (loading ??= fetch().then(
        (value) => (code.value = value),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
  };
  return code;
}

/**
 * Renders again once `code` is there, unless it already was; answers its failure, if its fetch failed. Waited for in an
 * effect, rather than through React.lazy and Suspense: see lazyPage and RemoteFragment for what Suspense cost them.
 */
export function useCodeArrival<T>(code: CodeOnce<T> | undefined): { error: unknown } | null {
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  const [failed, setFailed] = useState<{ code: CodeOnce<T>; error: unknown } | null>(null);
  const there = code?.value !== undefined;
  useEffect(() => {
    // Also when it came in since this render: then the promise is settled and this renders again at once.
    if (!code || there) return;
    let live = true;
    code.load().then(
      () => live && arrived(),
      (error: unknown) => live && setFailed({ code, error }),
    );
    return () => {
      live = false;
    };
  }, [code, there]);
  return failed?.code === code ? failed : null;
}
