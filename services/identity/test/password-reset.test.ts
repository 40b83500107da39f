import { once } from 'node:events';
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { outboxBacklog } from '@easel/service-kit';
import { customer, newRelay, signUp, startIdentity } from './helpers';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'identity-reset-'));
const outbox = path.join(dataDir, 'mail');
const FORGOT_ANSWER = { message: 'If an account exists for that e-mail, a link to reset the password is on its way' };
const INVALID_LINK = { message: 'This reset link is invalid or has expired' };

let service: Awaited<ReturnType<typeof startIdentity>>;
let relay: Awaited<ReturnType<typeof newRelay>>;
beforeAll(async () => {
  service = await startIdentity({ DATA_DIR: dataDir, PUBLIC_URL: 'https://easel.example' });
  relay = await newRelay(service);
});
afterAll(async () => {
  await service.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const mails = () =>
  fs.existsSync(outbox) ? fs.readdirSync(outbox).map((name) => fs.readFileSync(path.join(outbox, name), 'utf8')) : [];
const mailsTo = (to: string) => mails().filter((text) => text.includes(`To: ${to}`));
const pause = () => new Promise((resolve) => setTimeout(resolve, 50));

/** The reset is saved after the answer; wait until its event is in the outbox. */
async function resetEventFor(to: string): Promise<string> {
  for (let tries = 0; tries < 100; tries += 1) {
    const { db } = service.ctx;
    const reset = await db('password_resets')
      .join('users', 'users.id', 'password_resets.user_id')
      .where('users.email', to)
      .first('password_resets.id');
    const event =
      reset &&
      (await db('outbox')
        .where({ type: 'password-reset-requested' })
        .whereRaw("payload->>'resetId' = ?", [reset.id])
        .first('id'));
    if (event) return String(event.id);
    await pause();
  }
  throw new Error(`no reset event for ${to}`);
}

/** A port nobody listens on: a mail server that is down. */
async function closedPort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The relay mails the link: run it until the mail addressed to `to` is there. */
async function mailTo(to: string): Promise<string> {
  for (let tries = 0; tries < 100; tries += 1) {
    await relay.deliverDue();
    const [mail] = mailsTo(to);
    if (mail) return mail;
    await pause();
  }
  throw new Error(`no mail to ${to}`);
}

async function resetLinkFor(email: string): Promise<string> {
  const res = await request(service.app).post('/auth/forgot-password').send({ email });
  expect(res.body).toEqual(FORGOT_ANSWER);
  const link = /https:\/\/easel\.example\/reset-password\/([0-9a-f-]{36})/.exec(await mailTo(email));
  if (!link?.[1]) throw new Error('no link in the mail');
  return link[1];
}

test('when a known e-mail asks for a reset, then an .eml with the link is written and the answer is the generic one', async () => {
  const body = customer();
  await signUp(service.app, body);
  const res = await request(service.app)
    .post('/auth/forgot-password')
    .send({ email: String(body.email).toUpperCase() });
  expect(res.status).toBe(200);
  expect(res.body).toEqual(FORGOT_ANSWER);
  const mail = await mailTo(String(body.email));
  expect(mail).toMatch(/From: Easel <support@easel\.example>/);
  expect(mail).toMatch(/Subject: Reset your Easel password/);
  expect(mail).toMatch(/https:\/\/easel\.example\/reset-password\/[0-9a-f-]{36}/);
});

test('when an unknown e-mail asks for a reset, then the answer is the same and no mail is sent', async () => {
  const before = mails().length;
  const res = await request(service.app).post('/auth/forgot-password').send({ email: 'nobody-here@example.com' });
  expect(res.status).toBe(200);
  expect(res.body).toEqual(FORGOT_ANSWER);
  await new Promise((resolve) => setTimeout(resolve, 300));
  await relay.deliverDue();
  expect(mails().length).toBe(before);
});

test('when the relay runs twice, or a second relay delivers the event again, then the mail is written once', async () => {
  const body = customer();
  await signUp(service.app, body);
  await request(service.app).post('/auth/forgot-password').send({ email: body.email }).expect(200, FORGOT_ANSWER);
  const eventId = await resetEventFor(String(body.email));

  await relay.deliverDue();
  await relay.deliverDue();
  await service.ctx.db('outbox').where({ id: eventId }).update({ delivered_at: null }); // the mark was lost: a crash after the send
  await (await newRelay(service)).deliverDue();

  expect(mailsTo(String(body.email))).toHaveLength(1);
  expect(await service.ctx.db('outbox').where({ id: eventId }).first()).toMatchObject({
    attempts: 2,
    delivered_at: expect.any(Date),
  });
});

test('when the mail server is down, then the failure stays on the event and a later attempt mails the link once', async () => {
  const body = customer();
  await signUp(service.app, body);
  await request(service.app).post('/auth/forgot-password').send({ email: body.email }).expect(200, FORGOT_ANSWER);
  const eventId = await resetEventFor(String(body.email));

  await (await newRelay(service, { SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` })).deliverDue();
  expect((await outboxBacklog(service.ctx.db)).failing).toEqual([
    expect.objectContaining({ id: eventId, attempts: 1, lastError: expect.stringMatching(/ECONNREFUSED/) }),
  ]);
  expect(mailsTo(String(body.email))).toEqual([]);

  await service.ctx
    .db('outbox')
    .where({ id: eventId })
    .update({ next_attempt_at: new Date(0) }); // time passes
  await relay.deliverDue();
  expect(mailsTo(String(body.email))).toHaveLength(1);
  expect(await outboxBacklog(service.ctx.db)).toEqual({ waiting: 0, failing: [] });
});

test('when the e-mail is missing or malformed, then 400 says so', async () => {
  expect((await request(service.app).post('/auth/forgot-password').send({})).body).toEqual({
    message: 'Please enter your e-mail',
  });
  expect((await request(service.app).post('/auth/forgot-password').send({ email: 'nope' })).body).toEqual({
    message: 'Please enter a valid e-mail address',
  });
});

test('when the link is used, then the new password works, the old does not, and earlier tokens are refused', async () => {
  const body = customer();
  const { token } = await signUp(service.app, body);
  const id = await resetLinkFor(String(body.email));

  const res = await request(service.app).post(`/auth/reset-password/${id}`).send({ password: 'brand-new-pass-9' });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ message: 'Your password has been reset, please log in' });

  expect(
    (await request(service.app).post('/auth/login').send({ email: body.email, password: 'brand-new-pass-9' })).status,
  ).toBe(200);
  expect(
    (await request(service.app).post('/auth/login').send({ email: body.email, password: body.password })).status,
  ).toBe(401);
  expect(
    (
      await request(service.app)
        .get('/user/me')
        .set({ Authorization: `Bearer ${token}` })
    ).status,
  ).toBe(401);
});

test('when the link is used a second time, then 400 says it is invalid', async () => {
  const body = customer();
  await signUp(service.app, body);
  const id = await resetLinkFor(String(body.email));
  expect(
    (await request(service.app).post(`/auth/reset-password/${id}`).send({ password: 'first-new-pass' })).status,
  ).toBe(200);
  const again = await request(service.app).post(`/auth/reset-password/${id}`).send({ password: 'second-new-pass' });
  expect(again.status).toBe(400);
  expect(again.body).toEqual(INVALID_LINK);
  expect(
    (await request(service.app).post('/auth/login').send({ email: body.email, password: 'first-new-pass' })).status,
  ).toBe(200);
});

test('when the link is over an hour old, then 400 says it has expired', async () => {
  const body = customer();
  await signUp(service.app, body);
  const id = await resetLinkFor(String(body.email));
  await service.ctx
    .db('password_resets')
    .where({ id })
    .update({ expires_at: new Date(Date.now() - 1000) });
  const res = await request(service.app).post(`/auth/reset-password/${id}`).send({ password: 'too-late-pass' });
  expect(res.status).toBe(400);
  expect(res.body).toEqual(INVALID_LINK);
});

test.each([
  ['an unknown id', '3f1b2c4d-0000-4000-8000-000000000000'],
  ['an id that is not a uuid', "1' OR '1'='1"],
])('when the link has %s, then 400', async (_case, id) => {
  const res = await request(service.app)
    .post(`/auth/reset-password/${encodeURIComponent(id)}`)
    .send({ password: 'whatever-pass' });
  expect(res.status).toBe(400);
  expect(res.body).toEqual(INVALID_LINK);
});

test('when the new password is too short, then 400 says so', async () => {
  const res = await request(service.app)
    .post('/auth/reset-password/3f1b2c4d-0000-4000-8000-000000000000')
    .send({ password: 'short' });
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ message: 'Password must be at least 8 characters' });
});

test('when the link was sent, then it expires about an hour later', async () => {
  const body = customer();
  await signUp(service.app, body);
  const id = await resetLinkFor(String(body.email));
  const row = await service.ctx.db('password_resets').where({ id }).first();
  const minutes = (new Date(row.expires_at).getTime() - Date.now()) / 60_000;
  expect(minutes).toBeGreaterThan(58);
  expect(minutes).toBeLessThanOrEqual(60);
});
