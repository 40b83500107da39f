import { expect, test } from '@playwright/test';
import { JPEG, registerArtist } from '../support/artworks';
import { replica } from '../support/replicas';

// The replicas keep media in one store (a shared DATA_DIR here, S3 in a cluster): what one received, the other serves.

test('when an artist uploads a picture to catalog replica 1, then replica 2 and the gateway serve it, a resized copy too', async ({
  request,
}) => {
  const artist = await registerArtist(request, 'Upload Painter');
  const upload = await request.post(`${replica('catalog', 1)}/media`, {
    headers: artist.auth,
    multipart: { file: { name: 'work.jpg', mimeType: 'image/jpeg', buffer: JPEG } },
  });
  expect(upload.status(), `the upload: ${await upload.text()}`).toBe(201);
  const { url } = (await upload.json()) as { url: string };
  expect(url).toMatch(/^\/api\/media\/[^/]+$/);
  const file = url.slice('/api'.length);

  const fromFirst = await request.get(`${replica('catalog', 1)}${file}`);
  const fromSecond = await request.get(`${replica('catalog', 2)}${file}`);
  const throughGateway = await request.get(url);
  expect([fromFirst.status(), fromSecond.status(), throughGateway.status()]).toEqual([200, 200, 200]);
  expect(fromSecond.headers()['content-type']).toBe(fromFirst.headers()['content-type']);
  expect((await fromSecond.body()).equals(await fromFirst.body()), 'replica 2 serves the same bytes').toBe(true);
  expect((await throughGateway.body()).equals(await fromFirst.body()), 'the gateway serves the same bytes').toBe(true);

  // A resized copy made on replica 2 is served by replica 1 as well.
  const resized = await request.get(`${replica('catalog', 2)}${file}?w=400`, { headers: { accept: 'image/webp' } });
  expect(resized.status(), 'replica 2 makes a resized copy').toBe(200);
  const again = await request.get(`${replica('catalog', 1)}${file}?w=400`, { headers: { accept: 'image/webp' } });
  expect(again.status()).toBe(200);
  expect((await again.body()).equals(await resized.body()), 'replica 1 serves the copy replica 2 made').toBe(true);
});
