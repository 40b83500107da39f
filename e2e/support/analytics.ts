import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { main, uniqueEmail } from './fixtures';

/** chart.js's own words in its code (an error it throws), kept by the minifier: a script holding them carries the library. */
const CHART_LIBRARY_MARK = 'Canvas is already in use';

/** The scripts the page downloads from now on that carry the charting library. */
export function recordChartCode(page: Page) {
  const pending: Promise<string | null>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response
        .text()
        .then((body) => (body.includes(CHART_LIBRARY_MARK) ? response.url() : null))
        .catch(() => null),
    );
  });
  return async () => (await Promise.all(pending)).filter((url): url is string => url !== null);
}

export const analyticsTotal = (page: Page, name: string) =>
  main(page)
    .getByRole('region', { name: /^Totals for/ })
    .getByRole('group', { name });
export const analyticsFigure = (page: Page, title: string) => main(page).getByRole('figure', { name: title });

/** A collector of the test's own (a customer account), registered through the API. */
export async function registerCollector(request: APIRequestContext, firstName: string) {
  const email = uniqueEmail(firstName.toLowerCase());
  const password = 'secret-1234';
  const answer = await request.post('/api/auth/register', { data: { firstName, lastName: 'Test', email, password } });
  expect(answer.status(), 'the collector registers').toBe(201);
  const { token } = (await answer.json()) as { token: string };
  return { email, password, auth: { Authorization: `Bearer ${token}` } };
}
