import request from 'supertest';
import { createArticlesRepository } from '../src/data-access/articles-repository';
import { prepareArticle } from '../src/domain/article';
import sanitizeHtml from 'sanitize-html';
import { sanitizeArticleHtml, STORED_HTML_ALLOWLIST } from '../src/domain/article-html';
import { demoArticles } from '../src/seed/demo-articles';
import { startCatalog, type TestCatalog } from './helpers';

const DAY = 24 * 60 * 60 * 1000;

describe('the magazine', () => {
  let catalog: TestCatalog;
  beforeAll(async () => {
    catalog = await startCatalog();
    const base = { excerpt: 'In short.', coverImage: '/api/media/cover.jpg', author: 'The Editors' };
    const written = [
      { ...base, link: 'older', title: 'Older', body: '<p>Old news</p>', publishedAt: new Date(Date.now() - 9 * DAY) },
      {
        ...base,
        link: 'newer',
        title: 'Newer',
        body: '<p onclick="steal()">Hello <script>alert(1)</script><a href="javascript:alert(2)">link</a></p>',
        publishedAt: new Date(Date.now() - DAY),
      },
      { ...base, link: 'tomorrow', title: 'Not Yet', body: '<p>Soon</p>', publishedAt: new Date(Date.now() + DAY) },
    ];
    await createArticlesRepository(catalog.ctx.db).insertMany(written.map(prepareArticle));
  }, 60_000);
  afterAll(() => catalog.stop());

  it('when the magazine is opened, then published articles are listed newest first, without their bodies', async () => {
    const { body } = await request(catalog.app).get('/magazine').expect(200);
    expect(body.articles.map((a: { link: string }) => a.link)).toEqual(['newer', 'older']);
    expect(body.articles[0]).toEqual({
      link: 'newer',
      title: 'Newer',
      excerpt: 'In short.',
      coverImage: '/api/media/cover.jpg',
      author: 'The Editors',
      publishedAt: expect.any(String),
    });
  });

  it('when an article is opened, then it answers with its body, sanitised when it was written', async () => {
    const { body } = await request(catalog.app).get('/magazine/newer').expect(200);
    expect(body.article).toMatchObject({ link: 'newer', title: 'Newer' });
    expect(body.article.body).toBe('<p>Hello <a>link</a></p>');
    const stored = await catalog.ctx.db('articles').where({ link: 'newer' }).first();
    expect(stored.body_html).toBe('<p>Hello <a>link</a></p>');
  });

  it.each(['no-such-article', 'tomorrow'])(
    'when the article %s is not published, then 404 Article not found',
    async (link) => {
      const res = await request(catalog.app).get(`/magazine/${link}`).expect(404);
      expect(res.body).toEqual({ message: 'Article not found' });
    },
  );
});

describe('article HTML', () => {
  it.each([
    [
      'the tags an article needs are written, then they stay',
      '<h2>Title</h2><p>A <strong>bold</strong> and <em>quiet</em> line.<br></p><hr><ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote><h3>a</h3><h4>b</h4>',
      '<h2>Title</h2><p>A <strong>bold</strong> and <em>quiet</em> line.<br /></p><hr /><ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote><h3>a</h3><h4>b</h4>',
    ],
    ['b and i are written, then they become strong and em', '<b>b</b><i>i</i>', '<strong>b</strong><em>i</em>'],
    [
      'a figure is written, then it stays with its picture and caption',
      '<figure><img src="/api/media/a.jpg" alt="A"><figcaption>A</figcaption></figure>',
      '<figure><img src="/api/media/a.jpg" alt="A" /><figcaption>A</figcaption></figure>',
    ],
    [
      'a script is written, then it goes with its content',
      '<p>a</p><script>alert(1)</script><p>b</p>',
      '<p>a</p><p>b</p>',
    ],
    [
      'styles and iframes are written, then they go with their content',
      '<style>p{}</style><iframe src="https://x">hi</iframe>ok',
      'ok',
    ],
    [
      'an iframe runs script by src or srcdoc, then it goes',
      '<iframe src="javascript:alert(1)"></iframe><iframe srcdoc="<script>alert(1)</script>">x</iframe>after',
      'after',
    ],
    ['event handlers are written, then they go', '<p onclick="x()" onmouseover=y()>t</p>', '<p>t</p>'],
    ['a picture has onerror, then only its src stays', '<img src=x onerror=alert(1)//>', '<img src="x" />'],
    ['an svg has onload, then it goes with its content', '<svg onload="alert(1)"><circle r="1"/></svg>x', 'x'],
    ['an svg holds a script, then both go', '<svg><script>alert(1)</script></svg>x', 'x'],
    [
      'math hides a style holding a picture, then all of it goes',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
      '',
    ],
    [
      'a noscript hides a picture in a title, then all of it goes',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
      '',
    ],
    [
      'a style attribute holds expression() or url(), then it goes',
      '<p style="width: expression(alert(1)); background: url(javascript:alert(1))">t</p>',
      '<p>t</p>',
    ],
    [
      'javascript: links are written, then they lose their href',
      '<a href="javascript:alert(1)">x</a><a href=" JaVaScRiPt:alert(1)">y</a>',
      '<a>x</a><a>y</a>',
    ],
    [
      'javascript: hides behind entities or a tab, then the link loses its href',
      '<a href="jav&#x61;script:alert(1)">x</a><a href="&#106;avascript:alert(1)">y</a><a href="java&#09;script:alert(1)">z</a><a href="jav&Tab;ascript:x">w</a>',
      '<a>x</a><a>y</a><a>z</a><a>w</a>',
    ],
    [
      'a link is to data: or vbscript:, then it loses its href',
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a><a href="vbscript:msgbox(1)">v</a>',
      '<a>x</a><a>v</a>',
    ],
    [
      'protocol-relative links are written, then they lose their href',
      '<a href="//evil.example.com">x</a><a href="/\\evil.example.com">y</a><a href="/&#09;/evil.example.com">z</a>',
      '<a>x</a><a>y</a><a>z</a>',
    ],
    [
      'a link leaves the site, then it is kept from the opener and its target goes',
      '<a href="https://example.com/a?b=1&c=2" target="_blank" rel="opener">x</a>',
      '<a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer nofollow">x</a>',
    ],
    [
      'a link leaves the site behind capitals or a tab, then it is still kept from the opener',
      '<a href=" HTTPS://e.com">x</a><a href="ht&#09;tps://e.com">y</a>',
      '<a href=" HTTPS://e.com" rel="noopener noreferrer nofollow">x</a><a href="ht\ttps://e.com" rel="noopener noreferrer nofollow">y</a>',
    ],
    [
      'a mail link is written, then it stays, kept from the opener',
      '<a href="mailto:editors@easel.example">m</a>',
      '<a href="mailto:editors@easel.example" rel="noopener noreferrer nofollow">m</a>',
    ],
    [
      'site links are written, then they stay as they are, without a written rel',
      '<a href="/art/blue-field" rel="opener">x</a><a href="#notes">n</a>',
      '<a href="/art/blue-field">x</a><a href="#notes">n</a>',
    ],
    [
      'a picture has more than src and alt, then only those stay',
      '<img src="/api/media/a.jpg" alt="A &quot;b&quot;" onerror="x()" style="x" width="10">',
      '<img src="/api/media/a.jpg" alt="A &quot;b&quot;" />',
    ],
    [
      'pictures come from data: or plain http, then they lose their src',
      '<img src="data:image/svg+xml,<svg onload=alert(1)>"><img src="http://example.com/a.jpg">',
      '<img /><img />',
    ],
    [
      'unknown tags are written, then they go and their text stays',
      '<div><span>text</span></div><marquee>m</marquee><h1>big</h1>',
      'textmbig',
    ],
    ['a lone < is written, then it is text', 'a < b and c > d', 'a &lt; b and c &gt; d'],
    [
      'escaped markup is written, then it stays text',
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    ],
    ['a broken tag hides a script, then the script still goes', '<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
    [
      'tags are left open, then they are closed',
      '<p>open <strong>bold <em>both',
      '<p>open <strong>bold <em>both</em></strong></p>',
    ],
    ['a tag is left unfinished, then it goes', '<p><img src="/a.jpg" onerror="alert(1)"', '<p></p>'],
    [
      'comments are written, then they go',
      'a<!-- <script>alert(1)</script> -->b<!--[if IE]><script>alert(1)</script><![endif]-->c',
      'abc',
    ],
    [
      'a comment seems to nest, then what follows its end is text',
      '<!-- a <!-- b --> <script>alert(1)</script> -->c',
      '  --&gt;c',
    ],
    [
      'a comment ends as it opens, then the script after it still goes',
      '<!--><script>alert(1)</script>-->d',
      '--&gt;d',
    ],
    [
      'a quoted > is in an attribute, then it does not end the tag',
      '<a title="x > y" href="https://e.com">z</a>',
      '<a title="x &gt; y" href="https://e.com" rel="noopener noreferrer nofollow">z</a>',
    ],
  ])('when %s', (_case, input, output) => {
    expect(sanitizeArticleHtml(input)).toBe(output);
  });

  it('when the allowlist is taken with fewer tags (as comments will), then the rest still holds: links kept from the opener, scripts gone', () => {
    const comments = { ...STORED_HTML_ALLOWLIST, allowedTags: ['p', 'br', 'a', 'strong', 'em'] };
    const written =
      '<h2>Hi</h2><p><b>Nice</b> <a href="https://e.com" onclick="x()">work</a><img src="/a.jpg"></p><script>alert(1)</script>';
    expect(sanitizeHtml(written, comments)).toBe(
      'Hi<p><strong>Nice</strong> <a href="https://e.com" rel="noopener noreferrer nofollow">work</a></p>',
    );
  });

  it('when the demo articles are cleaned, then they keep every tag and link they were written with', () => {
    for (const { body } of demoArticles())
      expect(sanitizeArticleHtml(body)).toBe(body.replace(/<img([^>]*)>/g, '<img$1 />'));
  });
});
