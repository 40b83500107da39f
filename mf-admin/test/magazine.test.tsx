/** @jest-environment @easel/ui/build/jsdom-with-fetch.js */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminProfile, AdminArticle, AdminArticlePage } from '@easel/contracts';
import { answerWith, type Answers, openApp } from '@easel/ui/testing';
import { adminApp } from '../src/app/admin-app';

const editor: AdminProfile = {
  id: 'a3',
  email: 'editor@easel.example',
  name: 'Eve Editor',
  role: 'editor',
  canRefund: false,
  totpEnabled: false,
};
const article = (fields: Partial<AdminArticle> = {}): AdminArticle => ({
  id: 'b0000000-0000-4000-8000-000000000001',
  link: 'blue-hour',
  title: 'Blue Hour',
  coverImage: '/api/media/cover.jpg',
  author: 'Eve Editor',
  status: 'draft',
  publishedAt: null,
  updatedAt: '2026-11-24T09:00:00.000Z',
  excerpt: 'Painters at dusk.',
  body: '<p>Painters <strong>at</strong> dusk.</p><h2>Why</h2><figure><img src="/api/media/river.jpg" alt="The river"><figcaption>At dusk</figcaption></figure><h4>Small</h4>',
  ...fields,
});
const page = (articles: AdminArticle[], total = articles.length): AdminArticlePage => ({
  articles,
  total,
  page: 1,
  pageSize: 20,
});

function openMagazine(path: string, answers: Answers) {
  localStorage.setItem('admintoken', 'admin-token');
  const sent = answerWith({ 'GET /api/admin/me': { status: 200, body: { admin: editor } }, ...answers });
  openApp(adminApp, path);
  return sent;
}

beforeEach(() => localStorage.clear());

it('when an editor opens the magazine, then drafts, scheduled and published articles are listed with their state', async () => {
  openMagazine('/admin/magazine', {
    'GET /api/admin/magazine/articles': {
      status: 200,
      body: page(
        [
          article(),
          article({ id: 'b2', title: 'Soon', status: 'scheduled', publishedAt: '2030-01-01T09:00:00.000Z' }),
          article({ id: 'b3', title: 'Out', status: 'published', publishedAt: '2026-11-01T09:00:00.000Z' }),
        ],
        45,
      ),
    },
  });
  const list = await screen.findByRole('list', { name: 'Articles' });
  const items = within(list).getAllByRole('listitem');
  expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual(['Blue Hour', 'Soon', 'Out']);
  expect(items[0]?.textContent).toContain('Draft: only editors see it');
  expect(items[1]?.textContent).toContain('Scheduled for 1 Jan 2030');
  expect(items[2]?.textContent).toContain('Published 1 Nov 2026');
  expect(screen.getByText(/^Page \d of \d$/).textContent).toBe('Page 1 of 3');
});

it('when an empty article is saved, then each field says what it needs and nothing is sent', async () => {
  const sent = openMagazine('/admin/magazine/new', {});
  fireEvent.click(await screen.findByRole('button', { name: 'Save draft' }));
  await screen.findByText('Please give the article a title');
  expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
    'Please give the article a title',
    'Please upload a cover picture',
    'Please write the article',
  ]);
  expect(sent.some((request) => request.method === 'POST')).toBe(false);

  fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'x'.repeat(151) } });
  expect((await screen.findByText('A title can be at most 150 characters')).getAttribute('role')).toBe('alert');
});

it('when an article is opened, then its body is in the editor, the preview shows it as the public page will, and it can be published', async () => {
  let status: AdminArticle['status'] = 'draft';
  const sent = openMagazine(`/admin/magazine/${article().id}`, {
    [`GET /api/admin/magazine/articles/${article().id}`]: () => ({ status: 200, body: article({ status }) }),
    [`POST /api/admin/magazine/articles/${article().id}/publish`]: () => {
      status = 'published';
      return { status: 200, body: article({ status }) };
    },
  });
  expect((await screen.findByText(/^Draft/)).textContent).toBe('Draft: only editors see it');
  expect((screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('Blue Hour');
  fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
  const preview = screen.getByRole('article', { name: 'Preview' });
  expect(within(preview).getByRole('heading', { level: 1 }).textContent).toBe('Blue Hour');
  // The body came back into the editor: its words, marks, headings and pictures (a caption as a line of its own, h4 as h3).
  expect(preview.querySelector('.adm-article__preview-body')?.innerHTML).toBe(
    '<p>Painters <strong>at</strong> dusk.</p><h2>Why</h2><figure><img src="/api/media/river.jpg" alt="The river"></figure><p><em>At dusk</em></p><h3>Small</h3>',
  );
  expect(within(preview).getByText(/^By /).textContent).toBe('By Eve Editor');

  fireEvent.click(screen.getByRole('button', { name: 'Publish now' }));
  const dialog = await screen.findByRole('dialog', { name: 'Publish now' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
  const refusal = await within(dialog).findByText('Please give a reason');
  expect(within(dialog).getByLabelText('Reason').getAttribute('aria-describedby')).toBe(refusal.id);
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), {
    target: { value: 'Ready for the weekend' },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
  await waitFor(() =>
    expect(sent.find((request) => request.path.endsWith('/publish'))?.body).toEqual({
      reason: 'Ready for the weekend',
    }),
  );
  await screen.findByRole('button', { name: 'Unpublish' });
  expect(screen.queryByRole('button', { name: 'Publish now' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Open it in the magazine' }).getAttribute('href')).toBe(
    '/magazine/blue-hour',
  );
});

it('when a time in the past is chosen to schedule, then it says so and nothing is sent', async () => {
  const sent = openMagazine(`/admin/magazine/${article().id}`, {
    [`GET /api/admin/magazine/articles/${article().id}`]: { status: 200, body: article() },
  });
  const schedule = await screen.findByRole('form', { name: 'Schedule' });
  fireEvent.click(within(schedule).getByRole('button', { name: 'Schedule' }));
  expect((await within(schedule).findByText('Please choose when to publish it')).getAttribute('role')).toBe('alert');
  fireEvent.change(within(schedule).getByLabelText('Publish at'), { target: { value: '2020-01-01T09:00' } });
  fireEvent.click(within(schedule).getByRole('button', { name: 'Schedule' }));
  const refusal = await within(schedule).findByText('Please choose a time in the future, or publish now');
  expect(refusal.getAttribute('role')).toBe('alert');
  expect(sent.some((request) => request.method === 'POST')).toBe(false);
});
