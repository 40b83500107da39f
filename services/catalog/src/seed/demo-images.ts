import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { dominantColour } from '../data-access/image-processing';
import { writeMediaFile } from '../data-access/media-folder';
import type { MediaRecord } from '../data-access/media-repository';
import { composeArtwork } from './compositions';
import { cropSvg } from './compositions/canvas';
import type { DemoArtworkPlan } from './demo-artworks';
import { paletteFor } from './palettes';
import { fitInside, ROOM, roomSvg, studioSvg } from './room-scenes';
import { seededRandom } from './seeded-random';

const WIDTH = 1200;
/**
 * Drawn pictures are kept as the sources their variants are made from, like an artist's upload; visitors get the
 * variants. Baseline JPEG with the standard Huffman tables: a progressive, optimised one takes several times as long
 * to encode, a large part of drawing the demo on a first start, for files only a little smaller.
 */
export const DEMO_JPEG = { quality: 82, progressive: false, optimiseCoding: false } as const;

/**
 * The picture as a JPEG, with its dominant colour read from a thumbnail of the pixels already in hand: decoding the
 * JPEG again for it cost a third of the demo seed.
 */
async function save(folder: string, fileName: string, ownerId: string, picture: Picture): Promise<MediaRecord> {
  const { data, info } = await open(picture).jpeg(DEMO_JPEG).toBuffer({ resolveWithObject: true });
  await writeMediaFile(folder, fileName, data);
  const colour = await dominantColour(open(picture));
  return {
    ownerId,
    kind: 'image',
    mime: 'image/jpeg',
    bytes: data.length,
    width: info.width,
    height: info.height,
    colour,
    path: fileName,
  };
}

/** The featured picture, the piece hung in a room, and for some a close-up: all drawn here, nothing downloaded. */
export async function renderArtworkImages(plan: DemoArtworkPlan, folder: string): Promise<MediaRecord[]> {
  const { artwork, files, artistIndex, seed } = plan;
  const palette = paletteFor(artistIndex);
  const height = Math.min(1700, Math.round((WIDTH * artwork.size.height) / artwork.size.width));
  const svg = composeArtwork(artwork.style ?? '', { width: WIDTH, height, palette, random: seededRandom(seed) });
  const picture = await decode(sharp(Buffer.from(svg)));
  const owner = artwork.owner.id;
  const [room, detail] = files.gallery;

  const saved = [await save(folder, files.featured, owner, picture)];
  if (room)
    saved.push(await save(folder, room, owner, await decode(await hang(picture, palette[1] as string, roomSvg))));
  if (detail) {
    const close = cropSvg(
      svg,
      { x: WIDTH * 0.3, y: height * 0.3, width: WIDTH * 0.4, height: height * 0.4 },
      WIDTH,
      height,
    );
    saved.push(await save(folder, detail, owner, await decode(sharp(Buffer.from(close)))));
  }
  return saved;
}

/** The artist's studio with one of their pieces on the easel: the picture on their artist page. */
export async function renderAboutImage(
  artworkFile: string,
  ownerId: string,
  tint: string,
  folder: string,
  fileName: string,
): Promise<MediaRecord> {
  const picture = await decode(sharp(artworkFile));
  return save(folder, fileName, ownerId, await decode(await hang(picture, tint, studioSvg, 0.62)));
}

// Pictures pass between steps as raw pixels: nothing is encoded but the final JPEG.
type Picture = { data: Buffer; info: OutputInfo };
const decode = (image: Sharp): Promise<Picture> => image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
const open = ({ data, info }: Picture) =>
  sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels as 3 } });

async function hang(picture: Picture, tint: string, backdrop: typeof roomSvg, scale = 0.5): Promise<Sharp> {
  const place = fitInside(picture.info, {
    centreX: ROOM.width / 2,
    top: 70,
    maxWidth: ROOM.width * scale,
    maxHeight: ROOM.height * scale,
  });
  const art = await open(picture).resize(place.width, place.height).raw().toBuffer({ resolveWithObject: true });
  const raw = { width: art.info.width, height: art.info.height, channels: art.info.channels };
  return sharp(Buffer.from(backdrop(tint, place))).composite([
    { input: art.data, raw, left: place.left, top: place.top },
  ]);
}
