import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { catalogApi } from '../../../app/catalog-api';

/**
 * After a publish, edit or delete, every catalog list and detail the page has kept may be stale (home, search, the
 * artwork itself), so the catalog's cache starts over; the next page fetches what it shows.
 */
export function useArtworkChanged() {
  const dispatch = useDispatch();
  return useCallback(() => dispatch(catalogApi.util.resetApiState()), [dispatch]);
}
