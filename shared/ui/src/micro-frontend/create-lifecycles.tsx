import React, { startTransition } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { ErrorFallback } from '../components/error-fallback';
import type { MicroFrontend, MicroFrontendProps } from './types';

/** single-spa lifecycles of a routed application; its state is injected before the first render. */
export function createLifecycles({ Root, inject }: MicroFrontend) {
  const lifecycles = singleSpaReact<MicroFrontendProps>({
    React,
    ReactDOMClient,
    rootComponent: ({ store, loadFragment }) => <Root store={store} loadFragment={loadFragment} />,
    errorBoundary: () => <ErrorFallback onRetry={() => window.location.reload()} />,
  });
  return {
    bootstrap: lifecycles.bootstrap,
    // As a transition, which React renders in slices: its first render in one task kept a slow phone from answering a
    // tap for 50-200 ms (four times that at Lighthouse's 4x CPU).
    mount: [
      async (props: MicroFrontendProps) => inject?.(props.store),
      (props: Parameters<typeof lifecycles.mount>[0]) => transition(() => lifecycles.mount(props)),
    ],
    unmount: lifecycles.unmount,
  };
}

/** What `start` returns, with the updates it makes rendered as a transition. */
function transition<T>(start: () => T): T {
  let started: T | undefined;
  startTransition(() => {
    started = start();
  });
  return started as T;
}
