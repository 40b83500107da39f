import React from 'react';
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
    mount: [async (props: MicroFrontendProps) => inject?.(props.store), lifecycles.mount],
    unmount: lifecycles.unmount,
  };
}
