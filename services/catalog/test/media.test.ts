import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestService, type TestService } from '@easel/service-kit/testing';
import request from 'supertest';
import { catalogService } from '../src/service';

describe('catalog media', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalog-media-'));
  let service: TestService<typeof catalogService>;
  beforeAll(async () => {
    fs.mkdirSync(path.join(dataDir, 'media'));
    fs.writeFileSync(path.join(dataDir, 'media', 'tiny.txt'), 'hello');
    fs.writeFileSync(path.join(dataDir, 'secret.txt'), 'top secret');
    fs.writeFileSync(path.join(dataDir, 'media', '.hidden.txt'), 'hidden');
    service = await startTestService(catalogService, { DATA_DIR: dataDir });
  }, 60_000);
  afterAll(async () => {
    await service.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('when a stored file is asked for, then it is served', async () => {
    const res = await request(service.app).get('/media/tiny.txt').expect(200);
    expect(res.text).toBe('hello');
  });

  it('when a file is missing, then a JSON 404 answers', async () => {
    await request(service.app).get('/media/nothing-here.jpg').expect(404, { message: 'Media not found' });
  });

  it.each(['..%2Fsecret.txt', '..%2F..%2Fetc%2Fpasswd', '%2Fetc%2Fpasswd', '.hidden.txt', '..%5Csecret.txt'])(
    'when the name %s reaches outside the media folder or hides, then it is refused',
    async (name) => {
      const res = await request(service.app).get(`/media/${name}`);
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('secret');
      expect(res.body).toEqual({ message: expect.any(String) });
    },
  );

  it('when the name hides a null byte, then 400 before the media folder is looked at', async () => {
    await request(service.app)
      .get('/media/tiny.txt%00.jpg')
      .expect(400, { message: 'The address contains a character that is not allowed' });
  });
});
