// The public surface of @easel/ui. Global styles: import '@easel/ui/styles/tokens.css' and reset.css once per page.
export { Button } from './components/button';
export { PlaceholderPage } from './components/placeholder-page';
export { ErrorFallback } from './components/error-fallback';
export { ErrorBoundary } from './components/error-boundary';
export { Spinner } from './components/spinner';
export { Avatar } from './components/avatar';
export { PageLink } from './components/page-link';
export { FragmentPlaceholder } from './components/fragment-placeholder';
export * from './components/icons';
export { Modal } from './overlay/modal';
export { useDismiss } from './overlay/use-dismiss';
export { focusableIn, trapTab } from './overlay/focus-trap';
export { notify } from './toasts/notify';
export { useContractForm } from './forms/use-contract-form';
export { FormField } from './forms/form-field';
export { Combobox } from './forms/combobox';
export { FormMessage } from './forms/form-message';
export { SubmitButton } from './forms/submit-button';
export { PictureUploadField } from './forms/picture-upload-field';
export { Toasts } from './toasts/toasts';
export {
  useProductConfig,
  loadProductConfig,
  DEFAULT_PRODUCT_CONFIG,
  type ProductConfig,
} from './config/product-config';
export { RemoteFragment, FragmentLoaderContext } from './micro-frontend/remote-fragment';
export { ArtistMessagePopup } from './micro-frontend/artist-message-popup';
export { RouteGuard } from './micro-frontend/route-guard';
export { MicroFrontendRoot } from './micro-frontend/micro-frontend-root';
export { createLifecycles } from './micro-frontend/create-lifecycles';
export { lazyPage, lazyPart } from './micro-frontend/lazy-page';
export { mountStandalone } from './micro-frontend/mount-standalone';
export type { FragmentLoader, MicroFrontend, MicroFrontendProps } from './micro-frontend/types';
export { useHashScroll } from './hooks/use-hash-scroll';
export { useMediaQuery } from './hooks/use-media-query';
