import { useLayoutEffect, useState, type ReactNode } from 'react';
import { useStore } from 'react-redux';
import type { EaselStore } from '@easel/store';
import { communityApi } from './community-api';

/**
 * A fragment on another team's page: that page's store has no community calls until this adds them. It adds them
 * after the first render (adding dispatches) and before the first paint, so nothing is seen without them.
 */
export function WithCommunityApi({ children }: { children: ReactNode }) {
  const store = useStore() as EaselStore;
  const [ready, setReady] = useState(false);
  useLayoutEffect(() => {
    store.injectApi(communityApi);
    setReady(true);
  }, [store]);
  return ready ? children : null;
}
