// Thrown by data-access, caught by the rules: declared here, so the rules need no data-access value.

/** Another artwork got this slug first. */
export class ArtworkSlugTakenError extends Error {}

/** identity did not answer, or not as asked. */
export class IdentityUnavailableError extends Error {}

/** Thrown when the bytes start like a picture but sharp cannot read one. */
export class UnreadableImageError extends Error {}
