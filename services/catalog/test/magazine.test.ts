import request from 'supertest';
import { createArticlesRepository } from '../src/data-access/articles-repository';
import { sanitizeArticleHtml } from '../src/domain/article-html';
import { startCatalog, type TestCatalog } from './helpers';

const DAY = 24 * 60 * 60 * 1000;

describe('the magazine', () => {
  let catalog: TestCatalog;
  beforeAll(async () => {
    catalog = await startCatalog();
    const base = { excerpt: 'In short.', coverImage: '/api/media/cover.jpg', author: 'The Editors' };
    await createArticlesRepository(catalog.ctx.db).insertMany([
      { ...base, link: 'older', title: 'Older', body: '<p>Old news</p>', publishedAt: new Date(Date.now() - 9 * DAY) },
      { ...base, link: 'newer', title: 'Newer', body: '<p onclick="steal()">Hello <script>alert(1)</script><a href="javascript:alert(2)">link</a></p>', publishedAt: new Date(Date.now() - DAY) },
      { ...base, link: 'tomorrow', title: 'Not Yet', body: '<p>Soon</p>', publishedAt: new Date(Date.now() + DAY) },
    ]);
  }, 60_000);
  afterAll(() => catalog.stop());

  it('when the magazine is opened, then published articles are listed newest first, without their bodies', async () => {
    const { body } = await request(catalog.app).get('/magazine').expect(200);
    expect(body.articles.map((a: { link: string }) => a.link)).toEqual(['newer', 'older']);
    expect(body.articles[0]).toEqual({ link: 'newer', title: 'Newer', excerpt: 'In short.', coverImage: '/api/media/cover.jpg', author: 'The Editors', publishedAt: expect.any(String) });
  });

  it('when an article is opened, then it answers with its body, sanitised when it was written', async () => {
    const { body } = await request(catalog.app).get('/magazine/newer').expect(200);
    expect(body.article).toMatchObject({ link: 'newer', title: 'Newer' });
    expect(body.article.body).toBe('<p>Hello <a>link</a></p>');
    const stored = await catalog.ctx.db('articles').where({ link: 'newer' }).first();
    expect(stored.body_html).toBe('<p>Hello <a>link</a></p>');
  });

  it.each(['no-such-article', 'tomorrow'])('when the article %s is not published, then 404 Article not found', async (link) => {
    const res = await request(catalog.app).get(`/magazine/${link}`).expect(404);
    expect(res.body).toEqual({ message: 'Article not found' });
  });
});

describe('article HTML', () => {
  it.each([
    ['allowed tags stay', '<h2>Title</h2><p>A <strong>bold</strong> and <em>quiet</em> line.<br></p><ul><li>one</li></ul><blockquote>q</blockquote>', '<h2>Title</h2><p>A <strong>bold</strong> and <em>quiet</em> line.<br></p><ul><li>one</li></ul><blockquote>q</blockquote>'],
    ['scripts go with their content', '<p>a</p><script>alert(1)</script><p>b</p>', '<p>a</p><p>b</p>'],
    ['styles and iframes go with their content', '<style>p{}</style><iframe src="https://x">hi</iframe>ok', 'ok'],
    ['event handlers go', '<p onclick="x()" onmouseover=y()>t</p>', '<p>t</p>'],
    ['javascript: links lose their href', '<a href="javascript:alert(1)">x</a><a href=" JaVaScRiPt:alert(1)">y</a>', '<a>x</a><a>y</a>'],
    ['entity-disguised javascript: links lose their href', '<a href="jav&#x61;script:alert(1)">x</a>', '<a>x</a>'],
    ['protocol-relative links lose their href', '<a href="//evil.example.com">x</a><a href="/\\evil.example.com">y</a>', '<a>x</a><a>y</a>'],
    ['good links stay, kept from the opener', '<a href="https://example.com/a?b=1&c=2" target="_blank">x</a>', '<a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer nofollow">x</a>'],
    ['site links stay', '<a href="/art/blue-field">x</a>', '<a href="/art/blue-field" rel="noopener noreferrer nofollow">x</a>'],
    ['images keep src and alt only', '<img src="/api/media/a.jpg" alt="A &quot;b&quot;" onerror="x()" style="x">', '<img src="/api/media/a.jpg" alt="A &quot;b&quot;">'],
    ['images from data: lose their src', '<img src="data:image/svg+xml,<svg onload=alert(1)>">', '<img>'],
    ['unknown tags go, their text stays', '<div><span>text</span></div><marquee>m</marquee>', 'textm'],
    ['a lone < is text', 'a < b and c > d', 'a &lt; b and c &gt; d'],
    ['broken tags cannot open a script', '<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
    ['comments go', 'a<!-- <script>alert(1)</script> -->b', 'ab'],
    ['svg goes with its content', '<svg><script>alert(1)</script></svg>x', 'x'],
    ['quoted > in attributes does not end the tag', '<a title="x > y" href="https://e.com">z</a>', '<a title="x &gt; y" href="https://e.com" rel="noopener noreferrer nofollow">z</a>'],
  ])('when %s', (_case, input, output) => {
    expect(sanitizeArticleHtml(input)).toBe(output);
  });
});
