import { claimsOf } from './forged-tokens';
import { allOf, holds, jsonAnswer, noHiddenPrice, noPersonalData, valueAt } from './harmless';
import { answerOf, send, type Answer, type HostileInput } from './hostile-input';
import { NEW_PASSWORD, freshSession, resetLinkId } from './sessions';
import { PASSWORD, registerAccount, type Actor, type World } from './world';

// What public answers must never hold: hidden prices (except for their owner), password hashes, others' e-mails,
// tokens; answers that tell who has an account; and common passwords, which are refused.

const row = (what: string, request: HostileInput['request'], expect: HostileInput['expect']): HostileInput => ({
  category: 'data exposure',
  what,
  request,
  expect,
});
const sent = (what: string, send: HostileInput['send'], expect: HostileInput['expect']): HostileInput => ({
  category: 'data exposure',
  what,
  send,
  expect,
});

const hiddenPrice = noHiddenPrice((w) => w.hiddenPrice.price);
const hidden = (what: string, request: HostileInput['request']) =>
  row(`a phidden price in ${what}`, request, { status: 200, harmless: hiddenPrice });
const artPage = (as: Actor) => (w: World) => ({ path: `/api/artwork/get/${w.hiddenPrice.slug}`, as });
const RESET_REQUESTED = 'If an account exists for that e-mail, a link to reset the password is on its way';
const WRONG_CREDENTIALS = 'Wrong e-mail or password';
const COMMON = ['password', '12345678', 'qwertyuiop'];
const registration = (password: string) => ({
  firstName: 'Com',
  lastName: 'Mon',
  email: `security-common-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
  password,
  role: 'customer',
});
const asJson = (value: unknown): Answer => ({
  status: 200,
  headers: { 'content-type': 'application/json', 'x-content-type-options': 'nosniff' },
  text: JSON.stringify(value),
});

export const dataExposureInputs: HostileInput[] = [
  hidden('the newest artworks (every artwork, demo ones too)', { path: '/api/artworks?limit=100' }),
  hidden('the price-sorted listing', { path: '/api/artworks?sort=price&limit=100' }),
  hidden("the artist's gallery", (w) => ({ path: `/api/artworks?owner=${w.accounts.artist.user.slug}` })),
  hidden('favourites by slug', (w) => ({ path: `/api/artworks?slugs=${w.hiddenPrice.slug}` })),
  row(
    'a phidden price in search by its title',
    { path: '/api/search?q=Hidden%20price' },
    {
      status: 200,
      harmless: (answer, w) =>
        Number(valueAt(answer, 'total')) > 0 ? hiddenPrice(answer, w) : 'the search did not find it',
    },
  ),
  hidden('search sorted by price', { path: '/api/search?sort=price_desc&pageSize=48' }),
  hidden('search with a price range around it', { path: '/api/search?minPrice=4000&maxPrice=5000' }),
  hidden('its art page, for a visitor', artPage('visitor')),
  hidden('its art page, for another artist', artPage('other')),
  hidden('its art page, for a customer', artPage('customer')),
  hidden("another artwork's page that lists it among the artist's more", (w) => ({
    path: `/api/artwork/get/${w.artwork.slug}`,
  })),
  row('its art page shows the price to its owner', artPage('artist'), {
    status: 200,
    harmless: (answer, w) => holds('art.price', w.hiddenPrice.price)(answer, w),
  }),

  ...(
    [
      ['an art page', '/api/artwork/get/quiet-thunder-mara-okafor'],
      ['the newest artworks', '/api/artworks?limit=100'],
      ['the artists overview', '/api/artists?limit=100'],
      ['search', '/api/search?pageSize=48'],
      ['the Pulse artworks', '/api/artworks/pulse'],
      ['the magazine', '/api/magazine'],
    ] as const
  ).map(([what, path]) =>
    row(`no hashes, e-mails or tokens in ${what}`, { path }, { status: 200, harmless: noPersonalData }),
  ),
  row(
    'no hash in the own account',
    { path: '/api/user/me', as: 'customer' },
    {
      status: 200,
      harmless: (answer) =>
        /scrypt\$|"(password|passwordHash|password_hash|hash)"/i.test(answer.text)
          ? 'a password hash in /user/me'
          : jsonAnswer(answer),
    },
  ),
  sent('no personal data in the access token', async (w) => asJson(claimsOf(w.accounts.customer.token)), {
    harmless: (answer) =>
      /@|firstName|lastName|email/i.test(answer.text)
        ? `the token's claims hold personal data: ${answer.text}`
        : undefined,
  }),
  row(
    'forgot password for an unknown e-mail',
    { path: '/api/auth/forgot-password', json: { email: 'nobody-known@example.com' } },
    {
      status: 200,
      harmless: holds('message', RESET_REQUESTED),
    },
  ),
  row(
    'forgot password for a known e-mail says the same',
    (w) => ({ path: '/api/auth/forgot-password', json: { email: w.accounts.other.email } }),
    {
      status: 200,
      harmless: holds('message', RESET_REQUESTED),
    },
  ),
  row(
    'login with an unknown e-mail',
    { path: '/api/auth/login', json: { email: 'nobody-known@example.com', password: 'whatever-it-is' } },
    {
      status: 401,
      message: WRONG_CREDENTIALS,
    },
  ),
  row(
    'login with a wrong password says the same',
    (w) => ({ path: '/api/auth/login', json: { email: w.accounts.other.email, password: 'not-the-password' } }),
    {
      status: 401,
      message: WRONG_CREDENTIALS,
    },
  ),
  row(
    'a message to an artist that does not exist',
    {
      path: '/api/artwork/artist/message',
      json: { email: 'fan@example.com', message: 'Hello', slug: 'no-such-artist-anywhere' },
    },
    {
      message: 'Artist cannot be contacted yet',
    },
  ),
  row(
    'a message without an artist',
    { path: '/api/artwork/artist/message', json: { email: 'fan@example.com', message: 'Hello', slug: '' } },
    {
      status: 400,
      message: 'Artist cannot be contacted yet',
    },
  ),
  ...COMMON.map((password) =>
    row(
      `"${password}" as a password at registration`,
      () => ({ path: '/api/auth/register', json: registration(password) }),
      { status: 400 },
    ),
  ),
  sent(
    '"password" as a new password',
    async (w) => {
      const session = await freshSession(w, 'common');
      return answerOf(
        await session.api.post('/api/auth/change-password', {
          headers: { authorization: `Bearer ${session.account.token}` },
          data: { oldPassword: PASSWORD, newPassword: 'password' },
          failOnStatusCode: false,
        }),
      );
    },
    { status: 400 },
  ),
  sent(
    '"qwertyuiop" as a reset password',
    async (w) => {
      const account = await registerAccount(await w.newApi(), 'customer', 'common-reset');
      return send(w, {
        path: `/api/auth/reset-password/${await resetLinkId(w, account.email)}`,
        json: { password: 'qwertyuiop' },
      });
    },
    { status: 400 },
  ),
  row('a strong password is accepted', () => ({ path: '/api/auth/register', json: registration(NEW_PASSWORD) }), {
    status: 201,
    harmless: allOf(holds('user.role', 'customer'), jsonAnswer),
  }),
];
