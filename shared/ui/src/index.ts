// The public surface of @easel/ui. Global styles: import '@easel/ui/src/styles/tokens.css' and reset.css once per page.
export { Button } from './components/button';
export { PlaceholderPage } from './components/placeholder-page';
export { ErrorFallback } from './components/error-fallback';
export { ErrorBoundary } from './components/error-boundary';
export { Spinner } from './components/spinner';
export { PageLink } from './components/page-link';
export { FragmentPlaceholder } from './components/fragment-placeholder';
export { RemoteFragment, FragmentLoaderContext } from './micro-frontend/remote-fragment';
export { RouteGuard } from './micro-frontend/route-guard';
export { MicroFrontendRoot } from './micro-frontend/micro-frontend-root';
export { createLifecycles } from './micro-frontend/create-lifecycles';
export { mountStandalone } from './micro-frontend/mount-standalone';
export type { FragmentLoader, MicroFrontend, MicroFrontendProps } from './micro-frontend/types';
