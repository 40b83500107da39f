import type { Descendant } from 'slate';
import { hasWords, richTextHtml } from '../src/rich-text';

const paragraph = (...children: Descendant[]): Descendant => ({ type: 'paragraph', children }) as Descendant;

it('when the document has marks, lists and a quote, then the HTML has strong, em, ul, ol, li and blockquote', () => {
  const value: Descendant[] = [
    paragraph(
      { text: 'Bold', bold: true },
      { text: ' soft', italic: true },
      { text: ' both', bold: true, italic: true },
    ),
    { type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'one' }] }] },
    { type: 'numbered-list', children: [{ type: 'list-item', children: [{ text: 'two' }] }] },
    { type: 'block-quote', children: [{ text: 'said' }] },
  ];
  expect(richTextHtml(value)).toBe(
    '<p><strong>Bold</strong><em> soft</em><strong><em> both</em></strong></p><ul><li>one</li></ul><ol><li>two</li></ol><blockquote>said</blockquote>',
  );
});

it('when the text holds markup or a line break, then it is escaped and the break is a <br>', () => {
  expect(richTextHtml([paragraph({ text: '<script>"a" & b</script>\nnext' })])).toBe(
    '<p>&lt;script&gt;&quot;a&quot; &amp; b&lt;/script&gt;<br>next</p>',
  );
});

it('when the document has a link, then it is an <a> to its escaped address', () => {
  const link = {
    type: 'link',
    url: 'https://example.com/?a=1&b="2"',
    children: [{ text: 'the studio' }],
  } as Descendant;
  expect(richTextHtml([paragraph({ text: 'See ' }, link)])).toBe(
    '<p>See <a href="https://example.com/?a=1&amp;b=&quot;2&quot;">the studio</a></p>',
  );
});

it('when someone is mentioned, then they link to their artist page, or are plain @name without one', () => {
  const mention = (name: string, slug: string | null) =>
    ({ type: 'mention', name, slug, children: [{ text: '' }] }) as Descendant;
  expect(
    richTextHtml([
      paragraph({ text: 'Thanks ' }, mention('Mara <O>', 'mara okafor'), { text: ' and ' }, mention('Ravi', null)),
    ]),
  ).toBe('<p>Thanks <a href="/artist/mara%20okafor">@Mara &lt;O&gt;</a> and @Ravi</p>');
});

it('when a line is empty, then it is <p><br></p>, or what the caller asks for instead', () => {
  const value = [paragraph({ text: 'a' }), paragraph({ text: '' }), paragraph({ text: 'b' })];
  expect(richTextHtml(value)).toBe('<p>a</p><p><br></p><p>b</p>');
  expect(richTextHtml(value, { emptyLine: '<br>' })).toBe('<p>a</p><br><p>b</p>');
});

it('when the document holds only spaces and empty lines, then it has no words', () => {
  expect(hasWords([paragraph({ text: '  ' }), paragraph({ text: '' })])).toBe(false);
  expect(hasWords([{ type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: ' hi ' }] }] }])).toBe(
    true,
  );
});
