/** A file served by the catalog: what POST /media answers as url. */
export const MEDIA_URL = /^\/api\/media\/[A-Za-z0-9][A-Za-z0-9_-]{0,150}\.[a-z0-9]{2,5}$/;

/** A picture's variant of `width` pixels, as the catalog serves it (services/catalog media-variant). */
export const mediaSrc = (url: string, width: number) => `${url}?w=${width}`;
export const mediaSrcSet = (url: string, widths: readonly number[]) => widths.map((w) => `${mediaSrc(url, w)} ${w}w`).join(', ');

/**
 * The artwork page's main picture as its gallery draws it, and as the gateway names it in the page for the browser to
 * fetch before any script has run (issue 15 §2, the hero preloaded): the same variants and sizes make the same choice,
 * so the picture is fetched once.
 */
export const HERO_PICTURE = { widths: [400, 800], sizes: '(max-width: 920px) 100vw, 60vw' } as const;
