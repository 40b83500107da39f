import { StrictMode, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { FragmentLoaderContext } from './remote-fragment';
import { RouteGuard } from './route-guard';
import type { MicroFrontendProps } from './types';
import './micro-frontend-root.css';

interface MicroFrontendRootProps extends MicroFrontendProps {
  /** The team's class prefix wrapper, e.g. "cat-app". */
  className: string;
  children: ReactNode;
}

/** What every routed application wraps its routes in: the page's store, its own router, the login rule. */
export function MicroFrontendRoot({ store, loadFragment, className, children }: MicroFrontendRootProps) {
  return (
    <StrictMode>
      <Provider store={store}>
        <FragmentLoaderContext.Provider value={loadFragment ?? null}>
          <BrowserRouter>
            <div className={`ui-app ${className}`}>
              <RouteGuard>{children}</RouteGuard>
            </div>
          </BrowserRouter>
        </FragmentLoaderContext.Provider>
      </Provider>
    </StrictMode>
  );
}
