import { accent, linear, radial, round, type Composition } from './canvas';

/** Glowing colour fields and tilted slabs; with `strokes`, wide brush marks on top. */
export const colourFields =
  (strokes: boolean): Composition =>
  (c) => {
    const { width: w, height: h, palette, random } = c;
    const glows = palette
      .slice(1)
      .map((color, i) => radial(`glow${i}`, color))
      .join('');
    let body = `<rect width="${w}" height="${h}" fill="url(#ground)"/>`;
    for (let i = 0; i < random.int(7, 12); i++) {
      body += `<circle cx="${round(random.between(0, w))}" cy="${round(random.between(0, h))}" r="${round(random.between(w * 0.08, w * 0.35))}" fill="url(#glow${random.int(0, palette.length - 2)})" opacity="${random.between(0.4, 0.9).toFixed(2)}"/>`;
    }
    for (let i = 0; i < random.int(2, 5); i++) {
      const [x, y] = [random.between(0, w * 0.8), random.between(0, h * 0.8)];
      body += `<rect x="${round(x)}" y="${round(y)}" width="${round(random.between(w * 0.1, w * 0.4))}" height="${round(random.between(h * 0.05, h * 0.3))}" fill="${accent(c)}" opacity="${random.between(0.35, 0.75).toFixed(2)}" transform="rotate(${round(random.between(-25, 25))} ${round(x)} ${round(y)})"/>`;
    }
    if (strokes) {
      for (let i = 0; i < random.int(4, 7); i++) {
        const points = Array.from({ length: 3 }, () => `${round(random.between(0, w))} ${round(random.between(0, h))}`);
        body += `<path d="M${points[0]} Q${points[1]} ${points[2]}" fill="none" stroke="${accent(c)}" stroke-width="${round(random.between(18, 60))}" stroke-linecap="round" opacity="0.85"/>`;
      }
    }
    return { defs: linear('ground', palette[0] as string, accent(c)) + glows, body };
  };

/** Lots of quiet space, one or two shapes and a hairline. */
export const quietShapes: Composition = (c) => {
  const { width: w, height: h, palette, random } = c;
  let body = `<rect width="${w}" height="${h}" fill="${palette[0]}"/>`;
  for (let i = 0; i < random.int(1, 3); i++) {
    const size = random.between(w * 0.12, w * 0.4);
    body +=
      random.next() < 0.5
        ? `<rect x="${round(random.between(w * 0.1, w * 0.9 - size))}" y="${round(random.between(h * 0.1, h * 0.9 - size))}" width="${round(size)}" height="${round(size * random.between(0.5, 1.5))}" fill="${accent(c)}"/>`
        : `<circle cx="${round(random.between(w * 0.3, w * 0.7))}" cy="${round(random.between(h * 0.3, h * 0.7))}" r="${round(size / 2)}" fill="${accent(c)}"/>`;
  }
  const y = round(random.between(h * 0.6, h * 0.85));
  return {
    body: `${body}<line x1="${round(w * 0.08)}" y1="${y}" x2="${round(w * 0.92)}" y2="${y}" stroke="${palette[1]}" stroke-width="3"/>`,
  };
};

/** A grid of tiles, each holding a triangle, a disc, a quarter circle or a diamond. */
export const tiles: Composition = (c) => {
  const { width: w, height: h, palette, random } = c;
  const columns = random.int(4, 7);
  const size = w / columns;
  let body = `<rect width="${w}" height="${h}" fill="${palette[0]}"/>`;
  for (let y = 0; y < h; y += size) {
    for (let x = 0; x < w; x += size) {
      const [a, b, s] = [round(x), round(y), round(size)];
      body += `<rect x="${a}" y="${b}" width="${s}" height="${s}" fill="${accent(c)}"/>`;
      const shape = random.int(0, 3);
      const fill = accent(c);
      if (shape === 0) body += `<path d="M${a} ${b + s}L${a + s / 2} ${b}L${a + s} ${b + s}Z" fill="${fill}"/>`;
      if (shape === 1) body += `<circle cx="${a + s / 2}" cy="${b + s / 2}" r="${s * 0.38}" fill="${fill}"/>`;
      if (shape === 2) body += `<path d="M${a} ${b}L${a + s} ${b}A${s} ${s} 0 0 1 ${a} ${b + s}Z" fill="${fill}"/>`;
      if (shape === 3)
        body += `<path d="M${a + s / 2} ${b}L${a + s} ${b + s / 2}L${a + s / 2} ${b + s}L${a} ${b + s / 2}Z" fill="${fill}"/>`;
    }
  }
  return { body };
};

/** Flat bold colour, halftone dots and black-outlined discs. */
export const popDots: Composition = (c) => {
  const { width: w, height: h, palette, random } = c;
  const dot = round(w / 60);
  const defs = `<pattern id="dots" width="${dot * 2}" height="${dot * 2}" patternUnits="userSpaceOnUse"><circle cx="${dot}" cy="${dot}" r="${round(dot * 0.6)}" fill="${palette[3]}" opacity="0.35"/></pattern>`;
  let body = `<rect width="${w}" height="${h}" fill="${palette[0]}"/><rect width="${w}" height="${h}" fill="url(#dots)"/>`;
  for (let i = 0; i < random.int(3, 5); i++) {
    body += `<circle cx="${round(random.between(w * 0.15, w * 0.85))}" cy="${round(random.between(h * 0.15, h * 0.85))}" r="${round(random.between(w * 0.08, w * 0.25))}" fill="${accent(c)}" stroke="#111" stroke-width="${round(w / 120)}"/>`;
  }
  const band = round(random.between(h * 0.1, h * 0.8));
  return {
    defs,
    body: `${body}<rect x="0" y="${band}" width="${w}" height="${round(h * 0.07)}" fill="${palette[1]}" stroke="#111" stroke-width="${round(w / 150)}"/>`,
  };
};
