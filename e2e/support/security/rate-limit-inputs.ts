import { send, type Answer, type Call, type HostileInput } from './hostile-input';
import { registerAccount, upload, type World } from './world';

// Bursts at the calls that guess or spray: the gateway's per-IP limit answers 429 with a message. The e2e platform's
// gateway allows 1000 a minute (so specs side by side are never stopped), so these rows go through a second gateway
// with a limit of LOW_LIMIT in front of the same services (security.spec.ts starts it).

export const LOW_LIMIT = 3;
const TOO_MANY = 'Too many attempts, please wait a minute and try again';

/** The same call LOW_LIMIT + 1 times: the last must be refused. */
const burst = (what: string, call: (attempt: number) => Call): HostileInput => ({
  category: 'rate limits',
  what: `${LOW_LIMIT + 1} ${what} in a row at the gateway`,
  send: async (w) => {
    let answer: Answer | undefined;
    for (let attempt = 0; attempt <= LOW_LIMIT; attempt += 1) answer = await send(w, call(attempt));
    return answer as Answer;
  },
  expect: { status: 429, message: TOO_MANY },
});
const nobody = (attempt: number) => `security-nobody-${attempt}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** 25 uploads from one fresh customer (the case): the per-person upload rate stops them with a message. */
async function manyUploads(w: World): Promise<Answer> {
  const api = await w.newApi();
  const customer = await registerAccount(api, 'customer', 'uploader');
  let last: Answer | undefined;
  for (let attempt = 1; attempt <= 25; attempt += 1) {
    const response = await upload(api, customer.token, w.imageBytes);
    last = { status: response.status(), headers: response.headers(), text: await response.text() };
    if (last.status !== 201) break;
  }
  return last as Answer;
}

export const rateLimitInputs: HostileInput[] = [
  burst('logins', (attempt) => ({
    path: '/api/auth/login',
    json: { email: nobody(attempt), password: 'wrong-password-1' },
  })),
  burst('registrations', () => ({ path: '/api/auth/register', json: {} })),
  burst('forgotten passwords', (attempt) => ({ path: '/api/auth/forgot-password', json: { email: nobody(attempt) } })),
  burst('password resets', () => ({
    path: '/api/auth/reset-password/00000000-0000-4000-8000-000000000000',
    json: { password: 'a-new-secret-12' },
  })),
  burst('admin logins', (attempt) => ({
    path: '/api/admin/login',
    json: { email: nobody(attempt), password: 'wrong-password-1' },
  })),
  burst('messages to an artist', () => ({ path: '/api/artwork/artist/message', json: {} })),
  {
    category: 'rate limits',
    what: '25 uploads in a row from one customer',
    send: manyUploads,
    expect: { status: 429 },
  },
];
