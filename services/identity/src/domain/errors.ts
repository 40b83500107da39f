/** Another account already has this e-mail. */
export class EmailTakenError extends Error {}
/** Another artist got this slug first. */
export class SlugTakenError extends Error {}
/** Another account shows under this name, written alike or not (artistNameKey). */
export class ArtistNameTakenError extends Error {}
/** Google's signing keys could not be had: sign-in is unavailable, not failed. */
export class GoogleCertsUnavailable extends Error {}
