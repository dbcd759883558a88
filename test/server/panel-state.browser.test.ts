// The Loop panel in a real headless Chromium: every run can be reached from the list ("N of M runs",
// Show more, Find by id); the record range is not a live region (only a load the reader asked for is
// announced); a run view whose session ended says so and offers no Stop; a run whose runner died says
// nothing will act on a halt and how it ends; a record with a "__proto__" key still renders.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../src/server/server.js';
import { browserMissing, launchBrowser } from '../helpers/browser.js';
import { rehashTrace } from '../helpers/rehash.js';
import { readFileSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { ev, orphan, type TestServer, serve, tempDir } from './helpers.js';

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
    // Times are an ISO 8601 date and time in the browser's zone, its offset said.
    expect(await page.locator('.run-head .run-meta').textContent()).toMatch(
      /started \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} (\S+ \()?UTC[+-]\d{2}:\d{2}\)?/,
    );
  });

  it.each([
    ['en-US', 'America/New_York'],
    ['de-DE', 'Europe/Berlin'],
    ['en-GB', 'Asia/Kolkata'],
  ])(
    'a reader in %s, %s, reads an ISO 8601 date and time in their own zone, the zone named and its offset',
    async (locale, timezoneId) => {
      const t = await serve();
      await t.createRun('tz');
      const startedAt = (await t.call('/api/v1/runs/tz')).json.started_at as string;
      const page = await (await browser.newContext({ locale, timezoneId })).newPage();
      await page.goto(`${t.s.url}?token=${t.s.token}&run=tz`);
      const meta = page.locator('.run-head .run-meta');
      await meta.waitFor();
      // What that instant is on the reader's wall clock, and how far from UTC.
      const parts = Object.fromEntries(
        new Intl.DateTimeFormat('en-US', {
          timeZone: timezoneId,
          hourCycle: 'h23',
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
          hour: '2-digit',
          minute: '2-digit',
          second: '2-digit',
          timeZoneName: 'longOffset',
        })
          .formatToParts(new Date(startedAt))
          .map((p) => [p.type, p.value]),
      );
      const gmt = String(parts.timeZoneName);
      const offset = gmt === 'GMT' ? '+00:00' : gmt.slice(3);
      const wall = `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
      const zone = new Intl.DateTimeFormat(locale, { timeZone: timezoneId, timeZoneName: 'short' })
        .formatToParts(new Date(startedAt))
        .find((p) => p.type === 'timeZoneName')!.value;
      const shown = /^(GMT|UTC)/.test(zone) ? `${wall} UTC${offset}` : `${wall} ${zone} (UTC${offset})`;
      expect(await meta.textContent()).toContain(`started ${shown}`);
    },
  );

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

  it('a run whose runner died (serve killed -9): "no runner holds this run", the trace close command, no Stop', async () => {
    const traceDir = tempDir();
    await orphan(traceDir, 'dead');
    const t = await serve({ traceDir });
    await t.post('/api/v1/runs/dead/halt', { by: 'ops', reason: 'stop' });
    const page = await open(t, 'run=dead');
    const gone = page.locator('.runner-gone');
    await gone.waitFor();
    expect(await gone.textContent()).toContain(
      'No runner holds this run: the process that ran it has stopped, so a halt reaches no one (the halt requested is recorded, and nothing acts on it).',
    );
    expect(await gone.locator('code').textContent()).toBe(
      `loopgov trace close --trace-dir ${traceDir} --run-id dead --by ID --reason TEXT`,
    );
    expect(await page.locator('.run-writer').textContent()).toMatch(
      /^Runner: gone — pid \d+ on this host \(.+\) is no longer running$/,
    );
    expect(await page.getByRole('button', { name: 'Stop this run…' }).count()).toBe(0);
    expect(await page.locator('#halt-pending').count()).toBe(0);
    // A run this server runs offers Stop, and says who runs it.
    await t.createRun('mine');
    await page.goto(`${t.s.url}?run=mine`);
    await page.locator('.run-writer', { hasText: 'Runner: this server' }).waitFor();
    // Each thing said once: who runs it, then which process.
    expect(await page.locator('.run-writer').textContent()).toBe(
      `Runner: this server — pid ${process.pid} on ${hostname()}, holding the run open`,
    );
    expect(await page.locator('.convergence').textContent()).toMatch(/^no stall\s+no iteration yet$/);
    expect(await page.getByRole('button', { name: 'Stop this run…' }).count()).toBe(1);
  });

  it('a record with a "__proto__" key: the table renders, the row is shown broken, the drawer shows the line as written', async () => {
    const t = await serve();
    await t.createRun('proto');
    for (let n = 1; n <= 2; n++) await t.post('/api/v1/runs/proto/steps', ev(n));
    const file = `${t.traceDir}/proto/trace.jsonl`;
    const ls = readFileSync(file, 'utf8').split('\n');
    const edited = JSON.parse(ls[1]!);
    ls[1] = JSON.stringify({ ...edited, decision: null }).replace(
      '"decision":null',
      '"decision":{"__proto__":null}',
    );
    writeFileSync(file, ls.join('\n'));
    const errors: string[] = [];
    const page = await open(t, 'run=proto&record=1');
    page.on('pageerror', (e) => errors.push(e.message));
    await page.locator('.run-view .chain-broken').waitFor();
    const row = (i: number) => page.locator(`table.iterations tr[data-index="${i}"]`);
    await row(1).locator('.state-broken').waitFor();
    expect(await page.locator('table.iterations tbody tr').count()).toBe(3);
    expect(await row(1).locator('td.what').textContent()).toBe('{"__proto__":null} broken');
    expect(await row(2).getAttribute('class')).toContain('unverified');
    const drawer = page.getByRole('complementary', { name: /Evidence: record 1/ });
    await drawer.getByText('This is the first bad record').waitFor();
    expect(await drawer.locator('pre.json').textContent()).toContain(
      '"decision": {\n    "__proto__": null\n  }',
    );
    expect(errors).toEqual([]);
  });
});
