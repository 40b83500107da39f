// Backdrops for gallery and about pictures; the artwork itself is laid on top by sharp.
export interface Placement {
  left: number;
  top: number;
  width: number;
  height: number;
}

export const ROOM = { width: 1200, height: 900 };

/** A painted wall, skirting and floor, with a frame and its shadow where the artwork will hang. */
export function roomSvg(wall: string, art: Placement): string {
  const { width: w, height: h } = ROOM;
  const frame = 14;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><linearGradient id="wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f5f2ec"/><stop offset="1" stop-color="${wall}" stop-opacity="0.35"/></linearGradient><linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#a9825a"/><stop offset="1" stop-color="#6f5238"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="#f5f2ec"/><rect width="${w}" height="${h}" fill="url(#wall)"/>
<rect y="${h - 150}" width="${w}" height="150" fill="url(#floor)"/><rect y="${h - 162}" width="${w}" height="12" fill="#e8e2d8"/>
<rect x="${art.left - frame + 10}" y="${art.top - frame + 14}" width="${art.width + frame * 2}" height="${art.height + frame * 2}" fill="#000" opacity="0.18"/>
<rect x="${art.left - frame}" y="${art.top - frame}" width="${art.width + frame * 2}" height="${art.height + frame * 2}" fill="#2b2622"/>
<rect x="${w * 0.1}" y="${h - 230}" width="${w * 0.22}" height="70" rx="8" fill="#3c3a36" opacity="0.85"/></svg>`;
}

/** A studio corner: window light, a wooden easel holding the canvas. */
export function studioSvg(tint: string, art: Placement): string {
  const { width: w, height: h } = ROOM;
  const foot = h - 40;
  const centre = art.left + art.width / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><radialGradient id="light" cx="0.2" cy="0.2" r="0.9"><stop offset="0" stop-color="#fffaf0"/><stop offset="1" stop-color="${tint}"/></radialGradient></defs>
<rect width="${w}" height="${h}" fill="url(#light)"/><rect x="60" y="60" width="260" height="340" fill="#ffffff" opacity="0.55"/><rect x="186" y="60" width="8" height="340" fill="${tint}" opacity="0.5"/>
<rect y="${h - 120}" width="${w}" height="120" fill="#8b6b4a"/>
<path d="M${centre} ${art.top - 60}L${centre - art.width * 0.45} ${foot}M${centre} ${art.top - 60}L${centre + art.width * 0.45} ${foot}M${centre} ${art.top - 60}L${centre} ${foot - 30}" stroke="#5b4330" stroke-width="16" stroke-linecap="round"/>
<rect x="${art.left - 20}" y="${art.top + art.height}" width="${art.width + 40}" height="16" fill="#5b4330"/></svg>`;
}

/** Fits an image of the given size inside a box, centred horizontally at the box's middle. */
export function fitInside(
  image: { width: number; height: number },
  box: { centreX: number; top: number; maxWidth: number; maxHeight: number },
): Placement {
  const scale = Math.min(box.maxWidth / image.width, box.maxHeight / image.height);
  const width = Math.round(image.width * scale);
  const height = Math.round(image.height * scale);
  return {
    left: Math.round(box.centreX - width / 2),
    top: box.top + Math.round((box.maxHeight - height) / 2),
    width,
    height,
  };
}
