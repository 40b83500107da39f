import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import type { EaselDispatch } from '@easel/store';
import { joinInboxStream } from './inbox-stream';

/** Keeps the inbox's queries fresh from the live stream while the component is shown; closed on unmount. */
export function useInboxLive(): void {
  const dispatch = useDispatch<EaselDispatch>();
  useEffect(() => joinInboxStream(dispatch), [dispatch]);
}
