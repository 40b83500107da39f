/** A file served by the catalog: what POST /media answers as url. */
export const MEDIA_URL = /^\/api\/media\/[A-Za-z0-9][A-Za-z0-9_-]{0,150}\.[a-z0-9]{2,5}$/;
