/** identity did not answer, or not as agreed: nobody can tell whether the artist exists. */
export class IdentityUnavailableError extends Error {}

/** catalog did not answer, or not as agreed: nobody can tell whose the works are. */
export class CatalogUnavailableError extends Error {}
