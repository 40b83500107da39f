import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_ADMIN_TOTP_SECRET, DEMO_PASSWORD, DEMO_STAFF } from '@easel/contracts';
import type { AdminRole } from '@easel/contracts/src/admin';
import { TOTP } from 'otpauth';

const emailOf = (role: AdminRole) => (role === 'owner' ? DEMO_ADMIN.email : DEMO_STAFF.find((staff) => staff.role === role)!.email);

/** The demo owner's current second-factor code, as their authenticator app shows it. */
export const demoOwnerCode = () => new TOTP({ secret: DEMO_ADMIN_TOTP_SECRET }).generate();

/** Signs a demo admin of this role in through the API (the owner with their second factor) and answers the admin token. */
export async function adminToken(request: APIRequestContext, role: AdminRole): Promise<string> {
  const data = { email: emailOf(role), password: DEMO_PASSWORD, ...(role === 'owner' ? { code: demoOwnerCode() } : {}) };
  const answer = await request.post('/api/admin/login', { data });
  expect(answer.ok(), `the demo ${role} signs in: ${await answer.text()}`).toBe(true);
  return ((await answer.json()) as { token: string }).token;
}

/** Puts a demo admin's session where the admin area keeps it (`admintoken`), before any page script runs. */
export async function signInAdmin(page: Page, role: AdminRole) {
  const token = await adminToken(page.request, role);
  await page.addInitScript((value) => window.localStorage.setItem('admintoken', value), token);
}
