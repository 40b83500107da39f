import { lazy, Suspense, type ComponentType } from 'react';
import { Spinner } from '@easel/ui';

// The publishing pages, and the form library under them, load when someone opens one, not with every catalog page.
function later(load: () => Promise<ComponentType>) {
  const Page = lazy(async () => ({ default: await load() }));
  return function LaterPage() {
    return (
      <Suspense fallback={<Spinner />}>
        <Page />
      </Suspense>
    );
  };
}

export const PublishPage = later(async () => (await import('./components/publish-page')).PublishPage);
export const BecomeArtistPage = later(async () => (await import('./components/become-artist-page')).BecomeArtistPage);
export const EditArtworkPage = later(async () => (await import('./components/edit-artwork-page')).EditArtworkPage);
