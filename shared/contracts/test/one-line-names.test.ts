import { profileInput, registerInput } from '../src/account';
import { artworkInput, becomeArtistInput } from '../src/catalog';
import { isOneLine } from '../src/plain-text';
import { friendlyParse } from '../src/messages';

// A title or a name cannot disguise itself, e.g. "Sunset \u202Egpj.exe" shown as "Sunset exe.jpg".
const DISGUISES = [
  ['a right-to-left override (U+202E)', '\u202e'],
  ['a left-to-right embedding (U+202A)', '\u202a'],
  ['a pop directional formatting (U+202C)', '\u202c'],
  ['a first-strong isolate (U+2068)', '\u2068'],
  ['a pop directional isolate (U+2069)', '\u2069'],
  ['a line break', '\n'],
  ['a tab', '\t'],
] as const;

const artwork = {
  title: 'Low Tide',
  description: 'Oil on linen.\nPainted at dawn.',
  featuredImage: '/api/media/abc.jpg',
  medium: 'Oil',
  material: 'Linen',
  year: 2020,
  style: 'Abstract',
  size: { width: 40, height: 50 },
  price: 1200,
};

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('one-line names', () => {
  it('when a name holds accents, emoji, joiners or the LRM and RLM marks right-to-left names need, then it is one line', () => {
    expect(isOneLine('Lucía Herrera 👩‍🎨 \u200e\u200f שָׁלוֹם')).toBe(true);
  });

  it.each(DISGUISES)('when an artwork title holds %s, then it is refused by name', (_what, character) => {
    expect(firstMessage(friendlyParse(artworkInput, { ...artwork, title: `Sunset ${character}gpj.exe` }))).toBe(
      'Title contains a character that is not allowed',
    );
  });

  it.each([
    ['medium', 'Medium'],
    ['material', 'Material'],
    ['style', 'Style'],
  ])('when the %s holds an override, then it is refused by name', (field, label) => {
    expect(firstMessage(friendlyParse(artworkInput, { ...artwork, [field]: 'Oil\u202e' }))).toBe(
      `${label} contains a character that is not allowed`,
    );
  });

  it('when a description keeps its line breaks, then it is accepted: only one-line names are held to this', () => {
    expect(friendlyParse(artworkInput, artwork).success).toBe(true);
  });

  it.each(DISGUISES)('when a person’s or an artist’s name holds %s, then it is refused by name', (_what, character) => {
    const register = {
      firstName: 'Mara',
      lastName: 'Okafor',
      email: 'mara@example.com',
      password: 'a-long-passphrase',
      role: 'user',
      artistName: 'Mara',
    };
    expect(firstMessage(friendlyParse(registerInput, { ...register, firstName: `Ma${character}ra` }))).toBe(
      'First name contains a character that is not allowed',
    );
    expect(firstMessage(friendlyParse(registerInput, { ...register, lastName: `Oka${character}for` }))).toBe(
      'Last name contains a character that is not allowed',
    );
    expect(firstMessage(friendlyParse(registerInput, { ...register, artistName: `Ma${character}ra` }))).toBe(
      'Artist name contains a character that is not allowed',
    );
    expect(firstMessage(friendlyParse(profileInput, { artistName: `Ma${character}ra` }))).toBe(
      'Artist name contains a character that is not allowed',
    );
    expect(firstMessage(friendlyParse(becomeArtistInput, { artistName: `Ma${character}ra` }))).toBe(
      'Artist name contains a character that is not allowed',
    );
  });
});
