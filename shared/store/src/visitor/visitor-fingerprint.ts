const FP_KEY = 'fp';

/**
 * The visitor's fingerprint (spec §7): a random id made once per browser and kept in localStorage 'fp'.
 * Sent as `fp` on the artwork, comment and upvote calls; it carries nothing about the visitor.
 */
export function visitorFingerprint(storage: Storage = localStorage): string {
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
