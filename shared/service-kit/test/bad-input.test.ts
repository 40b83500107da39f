import { Writable } from 'node:stream';
import zlib from 'node:zlib';
import { z } from '@easel/contracts';
import { Router } from 'express';
import pino from 'pino';
import request from 'supertest';
import { createApp } from '../src/http/create-app';
import { parseInput } from '../src/http/validate';
import { createLogger, type Logger } from '../src/logger';

const NOT_ALLOWED_IN_ADDRESS = { message: 'The address contains a character that is not allowed' };
const BAD_ADDRESS = { message: 'The address is not valid' };
const SOMETHING_WENT_WRONG = { message: 'Something went wrong, please try again' };

const artwork = z.object({
  title: z.string(),
  firstName: z.string().optional(),
  bookmarks: z.array(z.string()).optional(),
  size: z.object({ width: z.number() }).optional(),
});

const httpError = (status: { status?: number; statusCode?: number }, message = 'library internals') =>
  Object.assign(new Error(message), status);

function app({
  bodyLimit = '1kb',
  logger = createLogger('test', 'silent'),
}: { bodyLimit?: string; logger?: Logger } = {}) {
  const routes = Router();
  routes.post('/artworks', (req, res) => {
    res.json(parseInput(artwork, req.body ?? {}));
  });
  routes.get('/artworks/:slug', (req, res) => {
    res.json({ slug: req.params.slug, query: req.query });
  });
  routes.get('/throw/uri', () => {
    throw Object.assign(new URIError("Failed to decode param '%E0%A4%A'"), { status: 400, statusCode: 400 });
  });
  routes.get('/throw/status', () => {
    throw httpError({ status: 422 });
  });
  routes.get('/throw/status-code', () => {
    throw httpError({ statusCode: 404 });
  });
  routes.get('/throw/forbidden', () => {
    throw httpError({ status: 403, statusCode: 403 }, 'Forbidden: /etc/passwd');
  });
  routes.get('/throw/server-status', () => {
    throw httpError({ status: 502 });
  });
  routes.get('/throw/crash', () => {
    throw new Error('secret internals');
  });
  return createApp({ logger, routes, readiness: async () => 1, bodyLimit });
}

// Sent byte for byte: superagent would otherwise serialise a Buffer as JSON.
const postJson = (body: string | Buffer, headers: Record<string, string> = {}) => {
  const call = request(app())
    .post('/artworks')
    .set('content-type', 'application/json')
    .serialize((raw) => raw);
  for (const [name, value] of Object.entries(headers)) call.set(name, value);
  return call.send(body);
};

describe('control characters in a body', () => {
  it.each([
    ['a null byte', 'Star\u0000ry'],
    ['an escape', '\u001b[31mred'],
    ['a vertical tab', 'a\u000bb'],
    ['DEL', 'a\u007fb'],
    ['a C1 control (NEL)', 'a\u0085b'],
  ])('when a title holds %s, then 400 names the field', async (_what, title) => {
    await request(app())
      .post('/artworks')
      .send({ title })
      .expect(400, { message: 'Title contains a character that is not allowed' });
  });

  it('when a lone surrogate comes through a JSON escape, then it is refused as well', async () => {
    await postJson('{"title":"half \\ud800 a pair"}').expect(400, {
      message: 'Title contains a character that is not allowed',
    });
  });

  it('when a field is named in two words, a list item or a nested field holds one, then the field is named as in the contracts', async () => {
    const refused = (field: string) => ({ message: `${field} contains a character that is not allowed` });
    await request(app())
      .post('/artworks')
      .send({ title: 'ok', firstName: 'Ada\u0000' })
      .expect(400, refused('First name'));
    await request(app())
      .post('/artworks')
      .send({ title: 'ok', bookmarks: ['fine', 'bad\u0000'] })
      .expect(400, refused('Bookmarks'));
    await request(app())
      .post('/artworks')
      .send({ title: 'ok', size: { width: 1, unit: 'c\u0000m' } })
      .expect(400, refused('Unit'));
  });

  it('when a field unknown to the contract holds one, or a key does, then it is refused all the same', async () => {
    await request(app())
      .post('/artworks')
      .send({ title: 'ok', extra: '\u0000' })
      .expect(400, { message: 'Extra contains a character that is not allowed' });
    await request(app())
      .post('/artworks')
      .send({ title: 'ok', 'ti\u0000tle': 'x' })
      .expect(400, { message: 'A field name contains a character that is not allowed' });
  });

  it('when text holds tabs, line breaks, accents and emoji, then it is taken as sent', async () => {
    const title = 'Lucía\tHerrera\r\nline two 👩‍🎨 \u200d';
    await request(app()).post('/artworks').send({ title }).expect(200, { title });
  });
});

describe('the shape of a body', () => {
  it('when the body is a list where an object is expected, then 400 says so', async () => {
    await request(app())
      .post('/artworks')
      .send([{ title: 'x' }])
      .expect(400, { message: 'Request body must be a JSON object' });
  });

  it('when the body is not JSON, a bare value, or too large, then 400 or 413', async () => {
    await postJson('{oops').expect(400, { message: 'Request body is not valid JSON' });
    await postJson('"just text"').expect(400, { message: 'Request body is not valid JSON' });
    await request(app())
      .post('/artworks')
      .send({ title: 'x'.repeat(2000) })
      .expect(413, { message: 'Request body is too large' });
  });

  it('when the body nests deeper than 32 levels, then 400 says so', async () => {
    const deep = `{"title":"x","size":${'['.repeat(40)}${']'.repeat(40)}}`;
    await postJson(deep).expect(400, { message: 'Input is nested more than 32 levels deep' });
  });

  it('when a body nests a hundred thousand levels deep, then it is refused without exhausting the stack', async () => {
    const deep = `{"title":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    await request(app({ bodyLimit: '1mb' }))
      .post('/artworks')
      .set('content-type', 'application/json')
      .send(deep)
      .expect(400, { message: 'Input is nested more than 32 levels deep' });
  });

  it('when a body has ten thousand keys, then the contract answers as usual', async () => {
    const wide = Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, i]));
    await request(app({ bodyLimit: '1mb' }))
      .post('/artworks')
      .send({ ...wide, title: 'ok' })
      .expect(200, { title: 'ok' });
  });
});

describe('encodings of a body', () => {
  const body = JSON.stringify({ title: 'Starry' });

  it('when a body is compressed as it says, then it is read', async () => {
    await postJson(zlib.gzipSync(body), { 'content-encoding': 'gzip' }).expect(200, { title: 'Starry' });
    await postJson(zlib.deflateSync(body), { 'content-encoding': 'deflate' }).expect(200, { title: 'Starry' });
    await postJson(zlib.brotliCompressSync(body), { 'content-encoding': 'br' }).expect(200, { title: 'Starry' });
  });

  it.each(['gzip', 'deflate', 'br'])('when a body said to be %s is not, then 400', async (encoding) => {
    await postJson(body, { 'content-encoding': encoding }).expect(400, {
      message: 'Request body could not be decompressed',
    });
  });

  it('when a gzip body is cut short, then 400', async () => {
    await postJson(zlib.gzipSync(body).subarray(0, 12), { 'content-encoding': 'gzip' }).expect(400, {
      message: 'Request body could not be decompressed',
    });
  });

  it('when the encoding is unknown, then 415', async () => {
    await postJson(body, { 'content-encoding': 'compress' }).expect(415, {
      message: 'Request body must be sent uncompressed, or as gzip, deflate or br',
    });
  });

  it('when the charset is not UTF-8, or unknown, then 415', async () => {
    for (const charset of ['latin1', 'utf-nonsense', 'utf-7', 'utf-16le', 'UTF-32'])
      await postJson(body, { 'content-type': `application/json; charset=${charset}` }).expect(415, {
        message: 'Request body must be UTF-8',
      });
  });

  it('when the bytes are not UTF-8, then 400 rather than a text with replacement characters', async () => {
    const latin1 = Buffer.concat([Buffer.from('{"title":"caf'), Buffer.from([0xe9]), Buffer.from('"}')]);
    await postJson(latin1).expect(400, { message: 'Request body is not valid UTF-8' });
  });
});

describe('the address', () => {
  it.each([
    ['a null byte in the path', '/artworks/a%00b'],
    ['a null byte in a query value', '/artworks/x?fp=%00'],
    ['a null byte in a query key', '/artworks/x?f%00p=1'],
    ['an escape in the path', '/artworks/%1B'],
    ['DEL in the query', '/artworks/x?q=%7F'],
    ['a C1 control in the path', '/artworks/%C2%85'],
    ['a null byte on an unknown path', '/nowhere/%00'],
  ])('when the address holds %s, then 400 before any route runs', async (_what, url) => {
    await request(app()).get(url).expect(400, NOT_ALLOWED_IN_ADDRESS);
  });

  it.each([
    ['a cut-off percent-escape', '/artworks/%E0%A4%A'],
    ['an overlong UTF-8 slash', '/artworks/%c0%af'],
    ['a stray percent sign', '/artworks/100%'],
    ['a Latin-1 byte', '/artworks/caf%E9'],
    ['a bad escape in the query', '/artworks/x?q=%ZZ'],
  ])('when the address has %s, then 400 says it is not valid', async (_what, url) => {
    await request(app()).get(url).expect(400, BAD_ADDRESS);
  });

  it('when the address is well formed, with tabs, accents or a repeated key, then the route gets it decoded', async () => {
    await request(app())
      .get('/artworks/caf%C3%A9?q=a%09b&tag=x&tag=y')
      .expect(200, { slug: 'café', query: { q: 'a\tb', tag: ['x', 'y'] } });
  });
});

describe('errors from libraries', () => {
  it('when the router cannot decode a parameter, then 400 says the address is not valid', async () => {
    await request(app()).get('/throw/uri').expect(400, BAD_ADDRESS);
  });

  it('when an error carries a 4xx status or statusCode, then that status answers without its internals', async () => {
    await request(app()).get('/throw/status').expect(422, { message: 'The request could not be read' });
    await request(app()).get('/throw/status-code').expect(404, { message: 'Not found' });
    await request(app()).get('/throw/forbidden').expect(403, { message: 'You are not allowed to do that' });
  });

  it('when an error carries a 5xx status, then it is ours: 500', async () => {
    await request(app()).get('/throw/server-status').expect(500, SOMETHING_WENT_WRONG);
  });

  it('when an unexpected error is thrown, then 500 is answered and the error is logged with the request id', async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    await request(app({ logger: pino({ level: 'error' }, sink) }))
      .get('/throw/crash')
      .set('x-request-id', 'req-500-test')
      .expect(500, SOMETHING_WENT_WRONG);
    const logged = lines.find((line) => line.msg === 'unhandled error');
    expect(logged).toMatchObject({ reqId: 'req-500-test', err: { message: 'secret internals' } });
  });
});
