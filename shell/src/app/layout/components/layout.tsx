import { useLayoutEffect } from 'react';
import { Provider } from 'react-redux';
import type { FragmentLoader } from '@easel/ui';
import { ErrorBoundary, FragmentLoaderContext, Toasts } from '@easel/ui';
import type { EaselStore } from '@easel/store';
import { Footer } from './footer';
import { Header } from './header';
import { MainArea } from './main-area';
import { SkipLink } from './skip-link';
import './layout.css';

interface LayoutProps {
  store: EaselStore;
  loadFragment: FragmentLoader;
  /** Called once the frame, and so the main mount point, is on the page. */
  onFramed?: () => void;
}

/** The persistent page frame around the routed applications: header, main mount point, footer, the one toast container. */
export function Layout({ store, loadFragment, onFramed }: LayoutProps) {
  useLayoutEffect(() => onFramed?.(), [onFramed]);
  return (
    <Provider store={store}>
      <FragmentLoaderContext.Provider value={loadFragment}>
        <div className="shl-layout">
          <SkipLink />
          <ErrorBoundary fallback={<header className="shl-header" />}>
            <Header />
          </ErrorBoundary>
          <MainArea />
          <ErrorBoundary fallback={<footer className="shl-footer" />}>
            <Footer />
          </ErrorBoundary>
        </div>
        <Toasts />
      </FragmentLoaderContext.Provider>
    </Provider>
  );
}
