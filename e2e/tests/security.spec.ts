import { test as api, expect, type APIRequestContext } from '@playwright/test';
import platform from '../platform';
import { test as browser, main } from '../support/fixtures';
import { countsByCategory, inputsOf } from '../support/security/all-inputs';
import {
  answerTo,
  CATEGORIES,
  describeFailure,
  problemsWith,
  type Answer,
  type HostileInput,
} from '../support/security/hostile-input';
import { LOW_LIMIT } from '../support/security/rate-limit-inputs';
import { measureRevocation, type Revocation } from '../support/security/revocation';
import { artworkBody, createWorld, publish, registerAccount, upload, type World } from '../support/security/world';
import { startGateway } from '../support/servers';

// The platform tested as an attacker would. Each row of support/security/*-inputs.ts is one hostile input
// with what it must get: a clear 4xx { message } or a harmless 2xx, never a 5xx. One test per category sends its rows
// (a failing row is reported with its answer and the others still run); then the revocation delay of every service,
// and one browser check that a rendered hostile title runs nothing.

api.describe.configure({ mode: 'parallel' });

const test = api.extend<object, { world: World }>({
  world: [
    async ({ playwright }, use) => {
      const contexts: APIRequestContext[] = [];
      const newApi = async () => {
        const context = await playwright.request.newContext({ baseURL: platform.baseURL });
        contexts.push(context);
        return context;
      };
      await use(await createWorld(await newApi(), await newApi(), newApi));
      await Promise.all(contexts.map((context) => context.dispose()));
    },
    { scope: 'worker', timeout: 60_000 },
  ],
});

/** Sends the rows a few at a time; every row is judged, and each failing one is a soft failure naming it. */
async function sendAll(rows: readonly HostileInput[], world: World) {
  const queue = [...rows];
  const worker = async () => {
    for (let row = queue.shift(); row; row = queue.shift()) {
      let answer: Answer | undefined;
      let problems: string[];
      try {
        answer = await answerTo(row, world);
        problems = await problemsWith(row, answer, world);
      } catch (error) {
        problems = [`could not be sent: ${(error as Error).message.split('\n')[0]}`];
      }
      // SECURITY_ROWS=1 prints every row's answer, to read what passes as well as what fails.
      if (process.env.SECURITY_ROWS)
        console.log(`${row.category} | ${row.what} | ${answer?.status} ${answer?.text.slice(0, 100)}`);
      expect.soft(problems, describeFailure(row, answer, problems)).toEqual([]);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
}

for (const category of CATEGORIES) {
  const rows = inputsOf(category);
  test(`${category}: ${rows.length} hostile inputs get a clear 4xx or a harmless answer, never a 5xx`, async ({
    world,
  }) => {
    test.info().annotations.push({ type: 'hostile inputs', description: `${category}: ${rows.length}` });
    if (category !== 'rate limits') return sendAll(rows, world);
    // The platform's gateway allows 1000 calls a minute; a second one in front of the same services allows LOW_LIMIT.
    const limited = await startGateway({ RATE_LIMIT_AUTH_PER_MINUTE: String(LOW_LIMIT) });
    try {
      await sendAll(rows, { ...world, gateway: limited.origin });
    } finally {
      await limited.close();
    }
  });
}

test('the suite sends at least 150 hostile inputs, in every category', () => {
  const counts = countsByCategory();
  const total = counts.reduce((sum, { inputs }) => sum + inputs, 0);
  console.table([...counts, { category: 'all', inputs: total }]);
  for (const { category, inputs } of counts)
    test.info().annotations.push({ type: 'hostile inputs', description: `${category}: ${inputs}` });
  expect(counts.filter(({ inputs }) => inputs === 0)).toEqual([]);
  expect(total).toBeGreaterThanOrEqual(150);
});

const delayOf = (result: Revocation) =>
  result.kind === 'measured' ? `${result.afterMs} ms (then ${result.status})` : `${result.kind} (${result.status})`;

for (const end of ['logout', 'password change'] as const) {
  test(`after a ${end}, every service refuses the old access token within 5 seconds`, async ({ world }) => {
    const results = await measureRevocation(world, end);
    console.log(
      `revocation delay after a ${end}: ${results.map((result) => `${result.service} ${delayOf(result)}`).join(', ')}`,
    );
    for (const result of results) {
      test.info().annotations.push({
        type: `revocation delay after a ${end}`,
        description: `${result.service}: ${delayOf(result)}`,
      });
      if (result.kind !== 'measured') continue;
      expect.soft(result.status, `${result.service} refuses the ended session's token`).toBe(401);
      expect.soft(result.afterMs, `${result.service}'s revocation delay`).toBeLessThan(5000);
    }
  });
}

browser.describe('a hostile title on a rendered art page', () => {
  browser(
    'when an artwork is titled with markup, then its page shows the text and runs none of it',
    async ({ page, request }) => {
      const artist = await registerAccount(request, 'artist', 'rendered');
      const bytes = await (
        await request.get('/api/artworks?limit=1')
      )
        .json()
        .then(async ({ artworks }: { artworks: { featuredImage: string }[] }) =>
          (await request.get(`${artworks[0]?.featuredImage}?w=800&q=80`, { headers: { accept: 'image/jpeg' } })).body(),
        );
      const image = ((await (await upload(request, artist.token, bytes)).json()) as { url: string }).url;
      const title = `<img src=x onerror="window.__xss='title'">`;
      const art = await publish(
        request,
        artist.token,
        artworkBody(image, {
          title,
          description: `<script>window.__xss='description'</script>`,
          medium: `"><svg onload="window.__xss=1">`,
        }),
      );
      let dialogs = 0;
      page.on('dialog', (dialog) => {
        dialogs += 1;
        void dialog.dismiss();
      });

      await page.goto(`/art/${art.slug}`);
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(main(page).getByText(`<script>window.__xss='description'</script>`).first()).toBeVisible();
      await expect(main(page).locator('img[src="x"], svg[onload], script:not([src])')).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
      expect(dialogs).toBe(0);
    },
  );
});
