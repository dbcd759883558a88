// The Loop panel in a real headless Chromium: every run can be reached from the list ("N of M runs",
// Show more, Find by id); the record range is not a live region (only a load the reader asked for is
// announced); a run view whose session ended says so and offers no Stop.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../src/server/server.js';
import { browserMissing, launchBrowser } from '../helpers/browser.js';
import { rehashTrace } from '../helpers/rehash.js';
import { ev, type TestServer, serve } from './helpers.js';

let browser: Browser;
beforeAll(async () => {
  if (!browserMissing) browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function open(t: TestServer, query: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  page.on('pageerror', (e) => {
    throw e;
  });
  await page.goto(`${t.s.url}?token=${t.s.token}${query ? `&${query}` : ''}`);
  await page.waitForSelector('h1');
  return page;
}

describe.skipIf(browserMissing !== null)('the Loop panel: list, range, session', () => {
  it('the runs list says "N of M runs", shows more, and finds a run by id: every run can be reached', async () => {
    const t = await serve();
    for (let i = 0; i < 230; i++) await t.createRun(`m${String(i).padStart(4, '0')}`);
    const page = await open(t, '');
    const count = page.locator('.runs-count');
    await count.getByText('200 of 230 runs').waitFor();
    expect(await page.locator('.run-item').count()).toBe(200);
    await page.getByRole('button', { name: 'Show more' }).click();
    await count.getByText('230 of 230 runs').waitFor();
    expect(await page.locator('.run-item').count()).toBe(230);
    expect(await page.getByRole('button', { name: 'Show more' }).count()).toBe(0);
    // The oldest runs (last in the list) are there; and one can be found by id.
    await page.getByRole('searchbox').fill('m0003');
    await count.getByText('1 of 1 run').waitFor();
    await page.getByRole('link', { name: /m0003/ }).click();
    await page.locator('#run-title', { hasText: 'm0003' }).waitFor();
    // Times name their zone (the browser's own; UTC here, or an offset).
    expect(await page.locator('.run-head .run-meta').textContent()).toMatch(
      /started \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}:\d{2} (UTC|GMT[+-]?[\d:]*|[A-Z]{3,5})/,
    );
  });

  it('the record range is not a live region; loading earlier records is announced once', async () => {
    const t = await serve();
    await t.createRun('big');
    for (let n = 1; n <= 2; n++) await t.post('/api/v1/runs/big/steps', ev(n));
    rehashTrace(`${t.traceDir}/big/trace.jsonl`, (records) => {
      const it = records[2]!;
      records.splice(3, 0, ...Array.from({ length: 600 }, (_, i) => ({ ...it, step: 3 + i })));
    });
    const page = await open(t, 'run=big');
    await page
      .locator('.range')
      .getByText(/Showing records/)
      .waitFor();
    const live = await page.evaluate(() =>
      document.querySelector('.range')?.closest('[aria-live], [role=status], [role=log], [role=alert]'),
    );
    expect(live).toBeNull();
    const status = page.locator('.range [role=status]');
    expect(await status.textContent()).toBe('');
    await page.getByRole('button', { name: 'Load earlier records' }).click();
    await status.getByText(/^Loaded records 0–\d+\.$/).waitFor();
  });

  it('a run view whose session ended (restart with another token) says so and offers no Stop', async () => {
    const t = await serve();
    await t.createRun('r5');
    await t.post('/api/v1/runs/r5/steps', ev(1));
    await t.post('/api/v1/runs/r5/halt', { by: 'a', reason: 'b' });
    const page = await open(t, 'run=r5');
    await page.getByRole('button', { name: 'Stop this run…' }).waitFor();
    const { port } = t.s;
    await t.s.close();
    const second = await startServer({
      traceDir: t.traceDir,
      port,
      token: 'another-token-0123456789abcdef',
      policy: null,
    });
    try {
      await page
        .locator('.run-view [role=alert]', { hasText: 'Your session ended' })
        .waitFor({ timeout: 15_000 });
      expect(await page.getByRole('button', { name: 'Stop this run…' }).count()).toBe(0);
    } finally {
      await second.close();
    }
  });
});
