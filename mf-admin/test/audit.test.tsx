/** @jest-environment @easel/ui/build/jsdom-with-fetch.js */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminProfile, AuditLogEntry, AuditLogPage } from '@easel/contracts';
import { answerWith, openApp } from '@easel/ui/testing';
import { adminApp } from '../src/app/admin-app';

const OWNER: AdminProfile = {
  id: 'a1',
  email: 'ada@easel.example',
  name: 'Ada Admin',
  role: 'owner',
  canRefund: false,
  totpEnabled: true,
};
const MO = { id: '0a0d1e5c-0000-4000-8000-000000000002', email: 'mo@easel.example', name: 'Mo Moderator' };
const line = (id: string, fields: Partial<AuditLogEntry> = {}): AuditLogEntry => ({
  id,
  at: '2026-11-20T09:30:00.000Z',
  admin: { id: OWNER.id, email: OWNER.email, name: OWNER.name },
  action: 'admin.login',
  target: null,
  reason: null,
  before: null,
  after: null,
  ...fields,
});
const HIDE = line('l2', {
  admin: MO,
  action: 'artwork.hide',
  target: 'artwork:quiet-thunder',
  reason: 'Copied from another artist',
  before: { hidden: false, moderation: { note: null } },
  after: { hidden: true, moderation: { note: 'Copied' } },
});

/** The admin API as these tests answer it; `pages` by the query the page sends (the filters, and `before` for older pages). */
function openAuditLog(path: string, pages: Record<string, AuditLogPage>) {
  localStorage.setItem('admintoken', 'admin-token');
  const urls: string[] = [];
  answerWith({
    'GET /api/admin/me': { status: 200, body: { admin: OWNER } },
    'GET /api/admin/audit/choices': {
      status: 200,
      body: { admins: [OWNER, MO], actions: ['admin.login', 'artwork.hide'] },
    },
    'GET /api/admin/audit': () => {
      const query = new URL(urls.at(-1)!).search.slice(1);
      return pages[query]
        ? { status: 200, body: pages[query] }
        : { status: 400, body: { message: `no page for ${query}` } };
    },
  });
  const answer = globalThis.fetch;
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    urls.push(input instanceof Request ? input.url : new URL(String(input), window.location.origin).href);
    return answer(input, init);
  }) as typeof fetch;
  openApp(adminApp, path);
  return urls;
}
const lines = async () => within(await screen.findByRole('list', { name: 'Audit log lines' })).findAllByRole('article');

beforeEach(() => localStorage.clear());

it('when the owner opens the log, then each line shows who, what, when, the target and the reason, and the changes open on demand', async () => {
  openAuditLog('/admin/audit', { '': { entries: [HIDE, line('l1')], next: null } });
  const [hide, login] = await lines();
  expect(hide!.getAttribute('aria-label')).toBe('artwork.hide by Mo Moderator');
  expect(hide!.textContent).toContain('20 Nov 2026, 09:30:00 UTC');
  expect(hide!.textContent).toContain('Mo Moderator mo@easel.example');
  expect(hide!.textContent).toContain('artwork:quiet-thunder');
  expect(hide!.textContent).toContain('Copied from another artist');

  const changes = within(hide!).getByText('Show the 2 changes');
  const details = changes.closest('details')!;
  expect(details.open).toBe(false);
  fireEvent.click(changes);
  expect(details.open).toBe(true);
  const rows = within(within(hide!).getByRole('table')).getAllByRole('row');
  expect(rows.map((row) => row.textContent)).toEqual(['FieldBeforeAfter', 'hiddenfalsetrue', 'moderation.note—Copied']);
  expect(login!.textContent).toContain('—');
  expect(within(login!).queryByText(/Show the/)).toBeNull();
});

it('when the log is longer than a page, then "Show older lines" adds the next page below', async () => {
  openAuditLog('/admin/audit', {
    '': { entries: [HIDE], next: 'l2' },
    'before=l2': { entries: [line('l1')], next: null },
  });
  expect(await lines()).toHaveLength(1);
  fireEvent.click(screen.getByRole('button', { name: 'Show older lines' }));
  await waitFor(async () =>
    expect((await lines()).map((article) => article.getAttribute('aria-label'))).toEqual([
      'artwork.hide by Mo Moderator',
      'admin.login by Ada Admin',
    ]),
  );
  expect(screen.queryByRole('button', { name: 'Show older lines' })).toBeNull();
});

it('when the owner filters, then the address keeps the filters, only the matching lines show, and the export takes the same filters', async () => {
  const urls = openAuditLog('/admin/audit', {
    '': { entries: [HIDE, line('l1')], next: null },
    [`admin=${MO.id}&action=artwork.hide&target=thunder&from=2026-11-01`]: { entries: [HIDE], next: null },
  });
  await lines();
  const form = screen.getByRole('search', { name: 'Filter the audit log' });
  await within(form).findByRole('option', { name: 'Mo Moderator (mo@easel.example)' });
  fireEvent.change(within(form).getByLabelText('Admin'), { target: { value: MO.id } });
  fireEvent.change(within(form).getByLabelText('Action'), { target: { value: 'artwork.hide' } });
  fireEvent.change(within(form).getByLabelText('Target contains'), { target: { value: ' thunder ' } });
  fireEvent.change(within(form).getByLabelText('From'), { target: { value: '2026-11-01' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Filter' }));

  await waitFor(async () => expect(await lines()).toHaveLength(1));
  const filters = `admin=${MO.id}&action=artwork.hide&target=thunder&from=2026-11-01`;
  expect(window.location.search).toBe(`?${filters}`);
  expect(urls.at(-1)).toBe(`http://localhost/api/admin/audit?${filters}`);
  expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
    `/api/admin/audit/export?${filters}`,
  );
});

it('when the address holds filters and nothing matches, then the form shows them and the log says so; Clear shows all again', async () => {
  openAuditLog('/admin/audit?action=artwork.hide&to=2026-01-01', {
    'action=artwork.hide&to=2026-01-01': { entries: [], next: null },
    '': { entries: [line('l1')], next: null },
  });
  await screen.findByText('No line matches these filters.');
  expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('2026-01-01');
  fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
  await waitFor(async () => expect(await lines()).toHaveLength(1));
  expect(window.location.search).toBe('');
});

it('when From is after To, then the form says so and the log stays as it is', async () => {
  const urls = openAuditLog('/admin/audit', { '': { entries: [line('l1')], next: null } });
  await lines();
  fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-02' } });
  fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-01' } });
  const sent = urls.length;
  fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
  await screen.findByText('From must not be after To');
  expect(urls).toHaveLength(sent);
});

it('when the log cannot be loaded, then an error with a retry shows', async () => {
  const urls = openAuditLog('/admin/audit?action=broken', {});
  expect((await screen.findByRole('alert')).textContent).toContain('The audit log could not be loaded');
  const tries = urls.filter((url) => url.includes('action=broken')).length;
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(urls.filter((url) => url.includes('action=broken'))).toHaveLength(tries + 1));
});

it('when the owner exports, then the file is fetched with the admin token and saved under the name the server gave', async () => {
  openAuditLog('/admin/audit?action=artwork.hide', { 'action=artwork.hide': { entries: [HIDE], next: null } });
  await lines();
  const answer = globalThis.fetch;
  const exported: Request[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), window.location.origin), init);
    if (!request.url.includes('/export')) return answer(input, init);
    exported.push(request);
    return new Response('at,admin_email\r\n', {
      headers: {
        'Content-Type': 'text/csv',
        'Content-Disposition': 'attachment; filename=easel-audit-log-2026-11-25.csv',
      },
    });
  }) as typeof fetch;
  URL.createObjectURL = jest.fn(() => 'blob:audit');
  URL.revokeObjectURL = jest.fn();
  const saved: { href: string; download: string }[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });

  fireEvent.click(screen.getByRole('link', { name: 'Export CSV' }));
  await waitFor(() => expect(saved).toEqual([{ href: 'blob:audit', download: 'easel-audit-log-2026-11-25.csv' }]));
  expect(exported[0]!.url).toBe('http://localhost/api/admin/audit/export?action=artwork.hide');
  expect(exported[0]!.headers.get('Authorization')).toBe('Bearer admin-token');
});
