import { randomUUID } from 'node:crypto';
import { AUDIENCE } from '@easel/service-kit';
import { bearer, list, post, profiles, startCommunity, type TestCommunity } from './comments-helpers';

// Each payload follows a visible paragraph, so that even markup that swallows the rest of the comment leaves one to store.
const PAYLOADS: [string, string][] = [
  ['a script tag', '<script>alert(1)</script>'],
  ['an upper-case script with a source', '<SCRIPT SRC=//evil.example/x.js></SCRIPT>'],
  ['a script split by a script', '<scr<script>ipt>alert(1)</scr</script>ipt>'],
  ['an unclosed script', '<script>alert(1)'],
  ['an image with onerror', '<img src=x onerror=alert(1)>'],
  ['a paragraph with onclick', '<p onclick="alert(1)">click</p>'],
  ['a javascript: link', '<a href="javascript:alert(1)">link</a>'],
  ['a mixed-case javascript: link', '<a href="JaVaScRiPt:alert(1)">link</a>'],
  ['a javascript: link with a tab inside', '<a href="jav&#x09;ascript:alert(1)">link</a>'],
  [
    'an entity-encoded javascript: link',
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">link</a>',
  ],
  ['a zero-padded entity javascript: link', '<a href="&#0000106avascript:alert(1)">link</a>'],
  ['a data: link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">link</a>'],
  ['a mention with onmouseover', '<a href="/artist/ana-lee" onmouseover="alert(1)">@Ana</a>'],
  ['a protocol-relative link', '<a href="//evil.example/artist/x">link</a>'],
  ['a backslash link that leaves the site', '<a href="/\\evil.example">link</a>'],
  ['a mention path climbing out', '<a href="/artist/../../admin">link</a>'],
  ['an svg with onload', '<svg onload=alert(1)>'],
  ['a script inside svg', '<svg><script>alert(1)</script></svg>'],
  ['math and style confusion', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
  ['an iframe with a javascript: source', '<iframe src="javascript:alert(1)"></iframe>'],
  ['an iframe with srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['a style tag', '<style>*{background:url(javascript:alert(1))}</style>'],
  ['a style attribute', '<p style="background-image:url(javascript:alert(1))">styled</p>'],
  ['an object', '<object data="javascript:alert(1)"></object>'],
  ['an embed with a data: svg', '<embed src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'],
  ['a form with a javascript: action', '<form action="javascript:alert(1)"><button>go</button></form>'],
  ['an autofocus input', '<input autofocus onfocus=alert(1)>'],
  ['details with ontoggle', '<details open ontoggle=alert(1)><summary>s</summary></details>'],
  ['a body with onload', '<body onload=alert(1)>'],
  ['a meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['a base href', '<base href="javascript:alert(1)//">'],
  ['a stylesheet link', '<link rel=stylesheet href=javascript:alert(1)>'],
  ['a video source with onerror', '<video><source onerror=alert(1)></video>'],
  ['a comment hiding an image', '<!--<img src="--><img src=x onerror=alert(1)//">'],
  ['a title attribute closing the paragraph', '<p title="</p><script>alert(1)</script>">t</p>'],
  [
    'nested formatting around a bad link and image',
    '<strong><em><a href="javascript:alert(1)"><img src=x onerror=alert(1)>n</a></em></strong>',
  ],
  ['a template', '<template><script>alert(1)</script></template>'],
  ['noscript with a title that closes it', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
  ['a blockquote cite', '<blockquote cite="javascript:alert(1)">quoted</blockquote>'],
  ['a data: image', '<img src="data:image/png;base64,iVBORw0KGgo=">'],
  ['unclosed nested markup', '<ul><li><strong>open <em>still open<li>next'],
  ['a broken tag with an event', '<p <img src=x onerror=alert(1)>>broken'],
  ['entity-encoded markup', '&lt;script&gt;alert(1)&lt;/script&gt;'],
  ['a mention with target and opener', '<a href="/artist/ana-lee" target="_blank" rel="opener">@Ana</a>'],
];

const ALLOWED_TAGS = new Set(['p', 'br', 'hr', 'strong', 'em', 'ul', 'ol', 'li', 'blockquote', 'a']);

/** Every tag is on the allowlist, and the only attribute left is a mention's href to an artist page. */
function expectInert(html: string) {
  for (const [, name, attributes] of html.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9-]*)([^>]*)>/g)) {
    expect(ALLOWED_TAGS).toContain(name!.toLowerCase());
    const attrs = attributes!.replace(/\s*\/$/, '').trim();
    if (attrs) expect(`${name} ${attrs}`).toMatch(/^a href="\/artist\/[a-z0-9-]+"$/i);
  }
  expect(html).not.toMatch(/javascript:|data:|on[a-z]+\s*=|<script|<iframe|<svg|<style|<img|<object|<embed/i);
}

describe('comment HTML, however hostile, is stored inert', () => {
  let community: TestCommunity;
  beforeAll(async () => {
    community = await startCommunity();
    community.neighbours.artworks.add('harbour');
  }, 60_000);
  afterAll(() => community.stop());

  it('has at least 30 payloads', () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(PAYLOADS)(
    'when a comment carries %s, then what is read back holds no executable markup',
    async (_case, payload) => {
      // One account per payload: the per-account posting limit is tested on its own.
      const userId = randomUUID();
      profiles[userId] = {
        _id: userId,
        slug: null,
        artistName: '',
        firstName: 'Xss',
        lastName: 'Tester',
        avatar: null,
      };
      const token = await community.signer.sign({ sub: userId, role: 'customer' }, AUDIENCE.user);
      const posted = await post(community, { html: `<p>keep me</p>${payload}`, artId: 'harbour' }, token);
      expect(posted.status).toBe(201);
      const read = await list(community, 'harbour', '?limit=1').set(bearer(token)).expect(200);
      const [comment] = read.body.comments;
      expect(comment._id).toBe(posted.body.comment._id);
      expect(comment.content).toContain('<p>keep me</p>');
      expectInert(comment.content);
    },
  );

  it('when a mention links to an artist page, then the link stays', async () => {
    const posted = await post(
      community,
      { html: '<p>Hi <a href="/artist/ana-lee">@Ana Lee</a></p>', artId: 'harbour' },
      community.tokens.ben,
    );
    expect(posted.body.comment.content).toBe('<p>Hi <a href="/artist/ana-lee">@Ana Lee</a></p>');
  });

  it('when markup is entity-encoded, then it is kept as visible text, never as a tag', async () => {
    const posted = await post(
      community,
      { html: '<p>&lt;b&gt;bold?&lt;/b&gt;</p>', artId: 'harbour' },
      community.tokens.cleo,
    );
    expect(posted.body.comment.content).toBe('<p>&lt;b&gt;bold?&lt;/b&gt;</p>');
  });
});
