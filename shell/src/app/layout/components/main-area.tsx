import { triggerAppChange } from 'single-spa';
import { ErrorFallback, Spinner } from '@easel/ui';
import { appLoadStatus, useAppLoadStatus } from '../../routing/app-load-status';
import { MAIN_ELEMENT_ID } from '../../routing/register-applications';
import { MAIN_LANDMARK_ID } from './skip-link';

// single-spa tries a failed application again only 200 ms after its failure.
const RETRY_AFTER_MS = 250;

function retry() {
  appLoadStatus.cleared();
  setTimeout(() => void triggerAppChange(), RETRY_AFTER_MS);
}

/** The routed applications' mount point, with the loading and failed states of the one being fetched. */
export function MainArea() {
  const { loading, failed } = useAppLoadStatus();
  return (
    <main className="shl-main" id={MAIN_LANDMARK_ID} tabIndex={-1}>
      <div id={MAIN_ELEMENT_ID} />
      {failed ? (
        <ErrorFallback
          title="This page could not be loaded"
          message="Part of Easel is not answering right now. Please try again in a moment."
          onRetry={retry}
        />
      ) : (
        loading.length > 0 && <Spinner label="Loading page" page />
      )}
    </main>
  );
}
