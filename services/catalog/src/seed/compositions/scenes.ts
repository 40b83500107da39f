import { accent, linear, radial, round, type Canvas, type Composition } from './canvas';

function hill(c: Canvas, top: number, color: string, opacity = 1): string {
  const { width: w, height: h, random } = c;
  let d = `M0 ${h}L0 ${round(top)}`;
  const steps = 4;
  for (let i = 1; i <= steps; i++) {
    const x = (w / steps) * i;
    d += `Q${round(x - w / steps / 2)} ${round(top + random.between(-h * 0.12, h * 0.08))} ${round(x)} ${round(top + random.between(-h * 0.04, h * 0.04))}`;
  }
  return `<path d="${d}L${w} ${h}Z" fill="${color}" opacity="${opacity}"/>`;
}

/** Sky, sun and layered hills; with `flecks`, broken colour dabbed over it all. */
export const horizon =
  (flecks: boolean): Composition =>
  (c) => {
    const { width: w, height: h, palette, random } = c;
    const sky = linear('sky', palette[0] as string, palette[4] as string, true);
    let body = `<rect width="${w}" height="${h}" fill="url(#sky)"/><circle cx="${round(random.between(w * 0.2, w * 0.8))}" cy="${round(h * random.between(0.15, 0.35))}" r="${round(w * random.between(0.05, 0.1))}" fill="url(#sun)"/>`;
    [0.45, 0.55, 0.68, 0.8].forEach(
      (top, i) => (body += hill(c, h * top, palette[1 + (i % 3)] as string, 0.75 + i * 0.08)),
    );
    if (flecks) {
      for (let i = 0; i < 260; i++) {
        const [x, y] = [round(random.between(0, w)), round(random.between(0, h))];
        body += `<ellipse cx="${x}" cy="${y}" rx="${round(random.between(4, 14))}" ry="${round(random.between(2, 6))}" fill="${accent(c)}" opacity="0.55" transform="rotate(${round(random.between(-40, 40))} ${x} ${y})"/>`;
      }
    }
    return { defs: sky + radial('sun', palette[4] as string, 0.2), body };
  };

/** A flat plain under a dusk sky, spheres hanging over their shadows, a door standing alone. */
export const dreamscape: Composition = (c) => {
  const { width: w, height: h, palette, random } = c;
  const ground = round(h * random.between(0.55, 0.7));
  const defs =
    linear('dusk', palette[0] as string, palette[2] as string, true) +
    palette
      .slice(1)
      .map((color, i) => radial(`orb${i}`, color, 0.9))
      .join('');
  let body = `<rect width="${w}" height="${h}" fill="url(#dusk)"/><rect y="${ground}" width="${w}" height="${h - ground}" fill="${palette[3]}"/>`;
  for (let i = 0; i < random.int(2, 4); i++) {
    const [x, r] = [random.between(w * 0.15, w * 0.85), random.between(w * 0.04, w * 0.12)];
    body += `<ellipse cx="${round(x + r)}" cy="${ground + round(h * 0.08)}" rx="${round(r * 1.8)}" ry="${round(r * 0.3)}" fill="#000" opacity="0.25"/>`;
    body += `<circle cx="${round(x)}" cy="${round(random.between(h * 0.15, ground - r * 2))}" r="${round(r)}" fill="url(#orb${random.int(0, 3)})"/>`;
  }
  const door = round(w * random.between(0.55, 0.75));
  return {
    defs,
    body: `${body}<rect x="${door}" y="${ground - round(h * 0.22)}" width="${round(w * 0.1)}" height="${round(h * 0.22)}" fill="${palette[1]}"/>`,
  };
};

/** Head and shoulders against a soft ground. */
export const portrait: Composition = (c) => {
  const { width: w, height: h, palette, random } = c;
  const [cx, top] = [w * random.between(0.42, 0.58), h * random.between(0.2, 0.3)];
  const head = w * 0.17;
  const defs = linear('wall', palette[0] as string, palette[2] as string) + radial('light', '#ffffff', 0);
  const body =
    `<rect width="${w}" height="${h}" fill="url(#wall)"/>` +
    `<path d="M${round(cx - w * 0.4)} ${h}Q${round(cx - w * 0.35)} ${round(top + head * 2.6)} ${round(cx)} ${round(top + head * 2.4)}Q${round(cx + w * 0.35)} ${round(top + head * 2.6)} ${round(cx + w * 0.4)} ${h}Z" fill="${palette[3]}"/>` +
    `<rect x="${round(cx - head * 0.35)}" y="${round(top + head)}" width="${round(head * 0.7)}" height="${round(head * 1.5)}" fill="${palette[1]}"/>` +
    `<ellipse cx="${round(cx)}" cy="${round(top + head * 0.6)}" rx="${round(head * 0.8)}" ry="${round(head)}" fill="${palette[1]}"/>` +
    `<ellipse cx="${round(cx - head * 0.2)}" cy="${round(top + head * 0.45)}" rx="${round(head * 0.5)}" ry="${round(head * 0.7)}" fill="url(#light)" opacity="0.6"/>` +
    `<path d="M${round(cx - head * 0.85)} ${round(top + head * 0.5)}Q${round(cx)} ${round(top - head * 0.9)} ${round(cx + head * 0.85)} ${round(top + head * 0.5)}Q${round(cx)} ${round(top - head * 0.2)} ${round(cx - head * 0.85)} ${round(top + head * 0.5)}Z" fill="${palette[4]}"/>`;
  return { defs, body };
};

/** Fruit and a vase on a table edge, lit from one side. */
export const stillLife: Composition = (c) => {
  const { width: w, height: h, palette, random } = c;
  const table = round(h * random.between(0.58, 0.68));
  const defs =
    linear('room', palette[0] as string, palette[3] as string) +
    palette
      .slice(1)
      .map((color, i) => radial(`fruit${i}`, color, 0.85))
      .join('');
  const vase = round(w * random.between(0.25, 0.4));
  let body = `<rect width="${w}" height="${h}" fill="url(#room)"/><rect y="${table}" width="${w}" height="${h - table}" fill="${palette[4]}"/>`;
  body += `<path d="M${vase} ${table}C${vase - round(w * 0.12)} ${table - round(h * 0.2)} ${vase + round(w * 0.02)} ${table - round(h * 0.3)} ${vase + round(w * 0.03)} ${table - round(h * 0.38)}L${vase + round(w * 0.09)} ${table - round(h * 0.38)}C${vase + round(w * 0.1)} ${table - round(h * 0.3)} ${vase + round(w * 0.24)} ${table - round(h * 0.2)} ${vase + round(w * 0.12)} ${table}Z" fill="${palette[2]}"/>`;
  for (let i = 0; i < random.int(3, 5); i++) {
    const [x, r] = [random.between(w * 0.45, w * 0.9), random.between(w * 0.04, w * 0.07)];
    body += `<ellipse cx="${round(x + r * 0.5)}" cy="${table + round(r * 0.9)}" rx="${round(r * 1.2)}" ry="${round(r * 0.25)}" fill="#000" opacity="0.2"/><circle cx="${round(x)}" cy="${table + round(r * 0.4) - round(r)}" r="${round(r)}" fill="url(#fruit${random.int(0, 3)})"/>`;
  }
  return { defs, body };
};

/** Stems with paired leaves and a few blooms, on paper. */
export const botanical: Composition = (c) => {
  const { width: w, height: h, palette, random } = c;
  let body = `<rect width="${w}" height="${h}" fill="${palette[0]}"/>`;
  for (let s = 0; s < random.int(2, 4); s++) {
    const [x, top] = [random.between(w * 0.2, w * 0.8), random.between(h * 0.1, h * 0.35)];
    const bend = random.between(-w * 0.15, w * 0.15);
    body += `<path d="M${round(x)} ${h}Q${round(x + bend)} ${round((h + top) / 2)} ${round(x + bend / 2)} ${round(top)}" fill="none" stroke="${palette[1]}" stroke-width="6"/>`;
    for (let y = top + h * 0.08; y < h * 0.92; y += h * 0.09) {
      const along = x + (bend * (h - y)) / (h - top) / 2;
      const size = random.between(w * 0.05, w * 0.09);
      for (const side of [-1, 1]) {
        body += `<ellipse cx="${round(along + side * size)}" cy="${round(y)}" rx="${round(size)}" ry="${round(size * 0.38)}" fill="${side < 0 ? palette[1] : palette[2]}" transform="rotate(${side * -30} ${round(along + side * size)} ${round(y)})"/>`;
      }
    }
    body += `<circle cx="${round(x + bend / 2)}" cy="${round(top)}" r="${round(w * 0.045)}" fill="${palette[3]}"/><circle cx="${round(x + bend / 2)}" cy="${round(top)}" r="${round(w * 0.015)}" fill="${palette[4]}"/>`;
  }
  return { body };
};
