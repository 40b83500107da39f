import { artworkRows, targetRowHeight } from '../src/shared/components/artwork-rows';

const picture = (width: number, height: number) => ({ src: '/api/media/a.jpg', width, height });
const heights = (model: ReturnType<typeof artworkRows>) =>
  model!.tracks.map((track) => Math.round(track.photos[0]!.height));
const rowWidth = (model: ReturnType<typeof artworkRows>, row: number) =>
  model!.tracks[row]!.photos.reduce((sum, p) => sum + p.width, 0);

it('when twelve artworks of mixed shapes fill a desktop page, then every row is near the target height and reaches the edge', () => {
  const shapes = [picture(4, 3), picture(3, 4), picture(1, 1), picture(16, 9), picture(2, 3), picture(5, 4)];
  const model = artworkRows([...shapes, ...shapes], 1200);
  for (const height of heights(model))
    expect(Math.abs(height - targetRowHeight(1200))).toBeLessThan(targetRowHeight(1200) * 0.4);
  expect(Math.round(rowWidth(model, 0) + 16 * (model!.tracks[0]!.photos.length - 1))).toBe(1200);
});

it('when a single landscape is all there is, then it keeps the target height instead of filling the width', () => {
  const model = artworkRows([picture(3, 2)], 1200);
  expect(heights(model)).toEqual([280]);
  expect(Math.round(rowWidth(model, 0))).toBe(420);
});

it('when two portraits are all there is on a phone, then they stand at the phone’s target height, side by side from the left', () => {
  const model = artworkRows([picture(3, 4), picture(3, 4)], 360);
  expect(heights(model)).toEqual([targetRowHeight(360)]);
  expect(rowWidth(model, 0)).toBeLessThan(360);
});
