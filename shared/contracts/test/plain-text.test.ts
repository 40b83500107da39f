import { isPlainText, plainTextIssues } from '../src/plain-text';

describe('plain text', () => {
  it('when text holds tab, line breaks, accents, emoji or joiners, then it is plain', () => {
    expect(isPlainText('Lucía\tHerrera\r\n👩‍🎨 Ω 中文 \u200d\u00a0')).toBe(true);
  });

  it.each([
    ['U+0000', '\u0000'],
    ['U+0008 (backspace)', '\u0008'],
    ['U+000B (vertical tab)', '\u000b'],
    ['U+001F', '\u001f'],
    ['DEL', '\u007f'],
    ['U+0085 (C1 next line)', '\u0085'],
    ['U+009F', '\u009f'],
    ['a lone high surrogate', '\ud83d'],
    ['a lone low surrogate', '\ude00'],
    ['a pair the wrong way round', '\ude00\ud83d'],
  ])('when text holds %s, then it is not plain', (_what, character) => {
    expect(isPlainText(`a${character}b`)).toBe(false);
  });

  it('when several fields are bad, then each is named in the order of the value, lists by their field', () => {
    const issues = plainTextIssues({ firstName: 'A\u0000', tags: ['ok', '\u0001'], size: { unit: '\u007f' }, fine: 3 });
    expect(issues).toEqual([
      { path: ['firstName'], message: 'First name contains a character that is not allowed' },
      { path: ['tags', 1], message: 'Tags contains a character that is not allowed' },
      { path: ['size', 'unit'], message: 'Unit contains a character that is not allowed' },
    ]);
  });

  it('when a key is bad, then the object holding it is named', () => {
    expect(plainTextIssues({ items: [{ 'a\u0000': 1 }] })).toEqual([
      { path: ['items', 0], message: 'A field name contains a character that is not allowed' },
    ]);
  });

  it('when a value nests past 32 levels, then one issue says so', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 40; i += 1) deep = [deep];
    expect(plainTextIssues({ deep })).toEqual([
      { path: expect.any(Array), message: 'Input is nested more than 32 levels deep' },
    ]);
  });
});
