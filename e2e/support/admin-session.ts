import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_ADMIN_TOTP_SECRET, DEMO_PASSWORD, DEMO_STAFF } from '@easel/contracts';
import type { AdminRole } from '@easel/contracts';
import { TOTP } from 'otpauth';

const emailOf = (role: AdminRole) =>
  role === 'owner' ? DEMO_ADMIN.email : DEMO_STAFF.find((staff) => staff.role === role)!.email;

/** The demo owner's second-factor code as their authenticator app shows it now, or `stepsAhead` codes later. */
const demoOwnerCode = (stepsAhead = 0) =>
  new TOTP({ secret: DEMO_ADMIN_TOTP_SECRET }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });

/** Milliseconds until the owner's authenticator shows its next code (a new one every 30 seconds). */
const untilNextOwnerCode = () => 30_000 - (Date.now() % 30_000) + 250;

/**
 * The owner's code for a sign-in's first, second or third attempt. A code signs in once (the server keeps the last
 * step used) and the server also takes the next one (a phone's clock a little ahead): when another worker has used
 * this step's code, the second attempt sends the next one at once, and only a third waits for a new step.
 */
export async function ownerCode(attempt: number) {
  if (attempt >= 3) await new Promise((resolve) => setTimeout(resolve, untilNextOwnerCode()));
  return demoOwnerCode(attempt === 1 ? 0 : 1);
}

const CODE_USED = 'This code has already been used';

// A code signs in once (the server keeps the last step used), so each worker signs the owner in once and keeps the token.
let ownerToken: Promise<string> | undefined;

async function signInThroughApi(request: APIRequestContext, role: AdminRole): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    const data = {
      email: emailOf(role),
      password: DEMO_PASSWORD,
      ...(role === 'owner' ? { code: await ownerCode(attempt) } : {}),
    };
    const answer = await request.post('/api/admin/login', { data });
    const text = await answer.text();
    if (role === 'owner' && answer.status() === 401 && text.includes(CODE_USED) && attempt < 3) continue;
    expect(answer.ok(), `the demo ${role} signs in: ${text}`).toBe(true);
    const session = JSON.parse(text) as { status: string; token: string };
    expect(session.status, `the demo ${role} is signed in`).toBe('signed-in');
    return session.token;
  }
}

/** Signs a demo admin of this role in through the API (the owner with their second factor) and answers the admin token. */
export function adminToken(request: APIRequestContext, role: AdminRole): Promise<string> {
  if (role !== 'owner') return signInThroughApi(request, role);
  ownerToken ??= signInThroughApi(request, role).catch((error: unknown) => {
    ownerToken = undefined;
    throw error;
  });
  return ownerToken;
}

/** Puts a demo admin's session where the admin area keeps it (`admintoken`), before any page script runs. */
export async function signInAdmin(page: Page, role: AdminRole) {
  const token = await adminToken(page.request, role);
  await page.addInitScript((value) => window.localStorage.setItem('admintoken', value), token);
}
