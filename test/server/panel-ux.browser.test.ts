// The Loop panel in a real headless Chromium, while what it shows changes under it: the server stops
// answering (the view says so, offers no Stop, and is live again when the server is back); a runner in
// another process dies (the view says so without a record or a reload); the list counts the steps the
// budget counted; a skip link past the runs list, and focus on the run picked.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../src/server/server.js';
import { browserMissing, launchBrowser } from '../helpers/browser.js';
import { ev, policyDir, serve, startServe, type TestServer, tempDir, testPolicy } from './helpers.js';

let browser: Browser;
beforeAll(async () => {
  if (!browserMissing) browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function open(t: { s: { url: string; token: string } }, query: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  page.on('pageerror', (e) => {
    throw e;
  });
  await page.goto(`${t.s.url}?token=${t.s.token}${query ? `&${query}` : ''}`);
  await page.waitForSelector('h1');
  return page;
}

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
const NO_ANSWER = 'The server does not answer (stopped or unreachable).';

describe.skipIf(browserMissing !== null)('the Loop panel while things change under it', () => {
  it('the server stops answering: the view says so above what it last read and offers no Stop; back, it is live again', async () => {
    const t: TestServer = await serve();
    await t.createRun('down');
    await t.post('/api/v1/runs/down/steps', ev(1));
    const page = await open(t, 'run=down');
    await page.locator('tr[data-index="1"]').waitFor();
    await page.getByRole('button', { name: 'Stop this run…' }).waitFor();
    const { port, token } = t.s;
    await t.s.close();
    // The stream reconnects to a refused connection: the read that follows fails, and says so plainly.
    const alert = page.locator('.run-head [role=alert]');
    await alert.waitFor({ timeout: 15_000 });
    expect(await alert.textContent()).toBe(`${NO_ANSWER} What is shown is as of the last read.`);
    expect(await page.getByRole('button', { name: 'Stop this run…' }).count()).toBe(0);
    expect(await page.locator('tr[data-index="1"]').count()).toBe(1);
    // The runs list (polled) says it in the same words, never "Failed to fetch".
    await page.locator('nav.side .error', { hasText: NO_ANSWER }).waitFor({ timeout: 10_000 });
    expect(await page.locator('body').textContent()).not.toContain('Failed to fetch');
    // The server is back with the same token: the stream goes live, the view reads it again.
    const back = await startServer({
      traceDir: t.traceDir,
      port,
      token,
      policy: { kind: 'dir', dir: policyDir(testPolicy()) },
      durability: 'none',
    });
    try {
      await expect.poll(() => alert.count(), { timeout: 15_000 }).toBe(0);
      await page.locator('.live-live').waitFor({ timeout: 15_000 });
    } finally {
      await back.close();
    }
  });

  it('a runner in another process killed -9: the open view says no runner holds the run, and offers no Stop, without a reload', async () => {
    const traceDir = tempDir();
    const other = await startServe(['--trace-dir', traceDir, '--policy-dir', policyDir(testPolicy())]);
    expect(
      (await other.post('/api/v1/runs', { run_id: 'far', project: 't', level: 'L2', profile: 'dev' })).status,
    ).toBe(201);
    expect((await other.post('/api/v1/runs/far/steps', ev(1))).json?.decision).toBe('CONTINUE');
    const t = await serve({ traceDir });
    const page = await open(t, 'run=far');
    await page.locator('.run-writer', { hasText: 'Runner: another process' }).waitFor();
    await page.getByRole('button', { name: 'Stop this run…' }).waitFor();
    other.child.kill('SIGKILL');
    await other.exited;
    // No record comes: the summary read on a timer finds the writer gone.
    await page.locator('.runner-gone').waitFor({ timeout: 15_000 });
    expect(await page.locator('.run-writer').textContent()).toMatch(/^Runner: gone — /);
    expect(await page.getByRole('button', { name: 'Stop this run…' }).count()).toBe(0);
  });

  it("the runs list counts the budget's steps: a loop-breaker's HALT step is not one", async () => {
    const t = await serve();
    await t.createRun('broken-at-2');
    await t.post('/api/v1/runs/broken-at-2/steps', ev(1));
    await t.post('/api/v1/runs/broken-at-2/halt', { by: 'ops', reason: 'stop' });
    expect((await t.post('/api/v1/runs/broken-at-2/steps', ev(2))).json?.decision).toBe('HALT');
    const page = await open(t, 'run=broken-at-2');
    await page.locator('.run-head .state-halted').waitFor();
    expect(await page.locator('.gauge-text').first().textContent()).toBe('1 of 8 steps');
    const item = page.locator('.run-item', { hasText: 'broken-at-2' });
    await expect.poll(() => item.locator('.run-meta').nth(1).textContent()).toMatch(/^1 step · \$/);
  });

  it('a skip link past the runs list (seen when focused) goes to the run; a run picked from the list takes focus', async () => {
    const t = await serve();
    for (let i = 0; i < 40; i++) await t.createRun(`s${String(i).padStart(3, '0')}`);
    const page = await open(t, 'run=s000');
    await page.locator('#run-title', { hasText: 's000' }).waitFor();
    await expect.poll(() => page.locator('.run-item').count()).toBe(40);
    const skip = page.getByRole('link', { name: 'Skip to run' });
    expect((await skip.boundingBox())!.y).toBeLessThan(0);
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('Skip to run');
    expect((await skip.boundingBox())!.y).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    expect(await focusedId(page)).toBe('run-title');
    // From there, a few Tabs reach Stop — not one per run in the list.
    let presses = 0;
    while ((await focusedText(page)) !== 'Stop this run…' && presses < 10) {
      await page.keyboard.press('Tab');
      presses++;
    }
    expect(await focusedText(page)).toBe('Stop this run…');
    // A run picked from the list (by keyboard) takes focus when its view is shown.
    await page.locator('.run-item', { hasText: 's017' }).focus();
    await page.keyboard.press('Enter');
    await page.locator('#run-title', { hasText: 's017' }).waitFor();
    await expect.poll(() => focusedId(page)).toBe('run-title');
  });
});
