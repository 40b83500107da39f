import {
  commentProblem,
  commentText,
  COMMENT_EMPTY,
  COMMENT_MARKUP_TOO_LARGE,
  COMMENT_NO_VISIBLE_TEXT,
  COMMENT_TOO_LONG,
  newCommentInput,
  normaliseBreaks,
} from '../src/community';
import { friendlyParse } from '../src/messages';

describe('br/hr normalisation (spec §5)', () => {
  it.each([
    ['<br/>', '<br>'],
    ['<BR />', '<br>'],
    ['<hr   />', '<hr>'],
    ['a<br>b', 'a<br>b'],
    ['a<br><br>b', 'a<br><br>b'],
  ])('when %j is written, then it reads %j', (html, expected) => {
    expect(normaliseBreaks(html)).toBe(expected);
  });

  it.each([
    ['three breaks', 'a<br><br><br>b', 'a<br><br>b'],
    ['seven breaks', `a${'<br/>'.repeat(7)}b`, 'a<br><br>b'],
    ['three rules', 'a<hr><hr><hr>b', 'a<hr><hr>b'],
    ['breaks and rules mixed', 'a<br><hr><br><hr>b', 'a<br><hr>b'],
    ['breaks with spaces between', 'a<br> <br>\n<br>b', 'a<br><br>b'],
    ['breaks with empty paragraphs between', 'a<br><p></p><br><p> </p><br>b', 'a<br><br>b'],
  ])('when %s come in a row, then only the first two stay', (_case, html, expected) => {
    expect(normaliseBreaks(html)).toBe(expected);
  });

  it('when two runs are apart, then each collapses on its own', () => {
    expect(normaliseBreaks('a<br><br><br>b<hr><hr><hr>c')).toBe('a<br><br>b<hr><hr>c');
  });
});

describe('comment rules (spec §5)', () => {
  it.each([
    ['nothing', ''],
    ['only spaces', '   \n\t '],
    ['only empty paragraphs', '<p></p><p> </p>'],
    ['only breaks', '<br><br><hr>'],
    ['only a non-breaking space', '<p>&nbsp;</p>'],
  ])('when the comment is %s, then: Comment cannot be empty.', (_case, html) => {
    expect(commentProblem(html)).toBe(COMMENT_EMPTY);
  });

  it.each([
    ['punctuation', '<p>!!! ...</p>'],
    ['emoji', '<p>🎨🔥</p>'],
    ['symbols as entities', '&lt;&gt;&amp;'],
  ])('when the comment is only %s, then: Comment must contain visible text.', (_case, html) => {
    expect(commentProblem(html)).toBe(COMMENT_NO_VISIBLE_TEXT);
  });

  it('when the text is 300 characters, then it may be posted; at 301, then: Comment cannot exceed 300 characters.', () => {
    expect(commentProblem(`<p>${'a'.repeat(300)}</p>`)).toBeNull();
    expect(commentProblem(`<p>${'a'.repeat(301)}</p>`)).toBe(COMMENT_TOO_LONG);
  });

  it('when the text is counted, then tags do not count, entities count once and runs of spaces once', () => {
    expect(commentText('<p><strong>Hi</strong>   &amp;  <em>bye</em></p>')).toBe('Hi & bye');
    expect(commentProblem(`<p>x${'&amp;'.repeat(299)}</p>`)).toBeNull();
    expect(commentProblem(`<p>x${'&amp;'.repeat(300)}</p>`)).toBe(COMMENT_TOO_LONG);
  });

  it('when the markup is over 5000 characters with short text, then: Comment markup is too large.', () => {
    const html = `<p><strong>${'a'.repeat(250)}</strong>${'<em></em>'.repeat(600)}</p>`;
    expect(commentText(html).length).toBeLessThanOrEqual(300);
    expect(html.length).toBeGreaterThan(5000);
    expect(commentProblem(html)).toBe(COMMENT_MARKUP_TOO_LARGE);
  });

  it('when long break runs would make the markup too large, then they are counted after collapsing', () => {
    const html = `<p>a</p>${'<br>'.repeat(2000)}<p>b</p>`;
    expect(commentProblem(html)).toBeNull();
  });

  it('when a comment is formatted, then it may be posted', () => {
    expect(
      commentProblem(
        '<p><strong>Bold</strong> and <em>italic</em></p><ul><li>one</li></ul><blockquote>quoted</blockquote>',
      ),
    ).toBeNull();
  });

  it('when the input is parsed, then the first broken rule is its message', () => {
    const parsed = friendlyParse(newCommentInput, { html: '<p>   </p>', artId: 'sunset' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(COMMENT_EMPTY);
    expect(friendlyParse(newCommentInput, { html: '<p>Lovely</p>', artId: '' }).error?.issues[0]?.message).toBe(
      'Artwork is required',
    );
  });
});
