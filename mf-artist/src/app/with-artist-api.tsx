import { useLayoutEffect, useState, type ComponentType } from 'react';
import { useStore } from 'react-redux';
import type { EaselStore } from '@easel/store';
import { artistApi } from './artist-api';

/**
 * A fragment on another team's page: that page's store has no artist calls until this adds them, after the first
 * render (adding dispatches) and before the first paint.
 */
export function withArtistApi<P extends object>(Fragment: ComponentType<P>) {
  return function WithArtistApi(props: P) {
    const store = useStore() as EaselStore;
    const [ready, setReady] = useState(false);
    useLayoutEffect(() => {
      store.injectApi(artistApi);
      setReady(true);
    }, [store]);
    return ready ? <Fragment {...props} /> : null;
  };
}
