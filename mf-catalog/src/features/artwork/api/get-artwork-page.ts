import type { ArtworkPageAnswer } from '@easel/contracts/src/catalog';
import { ARTWORKS, catalogApi } from '../../../app/catalog-api';

const FP_KEY = 'fp';

/** The visitor's fingerprint (spec §7): a random id made once and kept in localStorage 'fp'. */
function visitorFingerprint(storage: Storage = localStorage): string {
  let fp = storage.getItem(FP_KEY);
  if (!fp) {
    fp =
      typeof crypto !== 'undefined' && 'randomUUID' in crypto
        ? crypto.randomUUID()
        : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
    storage.setItem(FP_KEY, fp);
  }
  return fp;
}

const artworkPageApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    getArtworkPage: build.query<ArtworkPageAnswer, string>({
      query: (slug) => ({ url: `/artwork/get/${encodeURIComponent(slug)}`, params: { fp: visitorFingerprint() } }),
      providesTags: [ARTWORKS],
    }),
  }),
});

export const { useGetArtworkPageQuery } = artworkPageApi;
