import { Provider } from 'react-redux';
import { ToastContainer } from 'react-toastify';
import type { FragmentLoader } from '@easel/ui';
import { ErrorBoundary, FragmentLoaderContext } from '@easel/ui';
import type { EaselStore } from '@easel/store';
import { Footer } from './footer';
import { Header } from './header';
import { MainArea } from './main-area';
import './layout.css';

interface LayoutProps {
  store: EaselStore;
  loadFragment: FragmentLoader;
}

/** The persistent page frame around the routed applications: header slot, main mount point, footer slot, toasts. */
export function Layout({ store, loadFragment }: LayoutProps) {
  return (
    <Provider store={store}>
      <FragmentLoaderContext.Provider value={loadFragment}>
        <div className="shell-layout">
          <ErrorBoundary fallback={<header className="shell-header" />}>
            <Header />
          </ErrorBoundary>
          <MainArea />
          <ErrorBoundary fallback={<footer className="shell-footer" />}>
            <Footer />
          </ErrorBoundary>
        </div>
        <ToastContainer />
      </FragmentLoaderContext.Provider>
    </Provider>
  );
}
