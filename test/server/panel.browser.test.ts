// The Loop panel in a real headless Chromium (one browser for the file): the live ticker while a
// runner steps, the loop-breaker from the page, a tampered trace shown broken at the right record, an
// SSE reconnect without gaps or duplicates, the whole flow by keyboard, and an axe-core check.
// LOOPGOV_SCREENSHOTS=1 also writes the screenshots docs/serve.md shows (docs/img/panel-*.png).
import { generateKeyPairSync } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StepEvent } from '../../src/core/run/types.js';
import { openTraceStore } from '../../src/io/trace/store.js';
import { startServer } from '../../src/server/server.js';
import { browserMissing, launchBrowser } from '../helpers/browser.js';
import { runCli } from '../helpers/cli.js';
import { rehashTrace } from '../helpers/rehash.js';
import { ev, policyDir, readTrace, serve, type TestServer, tempDir, testPolicy } from './helpers.js';

const SHOTS = process.env.LOOPGOV_SCREENSHOTS ? 'docs/img' : null;
const AXE = readFileSync('node_modules/axe-core/axe.min.js', 'utf8');

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  if (!browserMissing) browser = await launchBrowser();
});
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  await browser?.close();
});

/** A fresh context (cookies, storage) with the page signed in through the token URL. */
async function open(t: TestServer, query: string, viewport = { width: 1280, height: 860 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  contexts.push(context);
  const page = await context.newPage();
  page.on('pageerror', (e) => {
    throw e;
  });
  await page.goto(`${t.s.url}?token=${t.s.token}${query ? `&${query}` : ''}`);
  await page.waitForSelector('h1');
  return page;
}

/** axe-core on the page: no serious or critical violation. */
async function check(page: Page, what: string) {
  // Evaluated through the DevTools protocol, so the page's CSP (script-src 'self') does not block it.
  const violations = await page.evaluate(`${AXE}
    axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 3) })))`);
  expect(violations, what).toEqual([]);
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

/** Presses Tab until `pred` holds (keyboard only). */
async function tabTo(page: Page, pred: () => Promise<boolean>, max = 40): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await pred()) return;
  }
  throw new Error(`focus never reached the target; last: ${await focusedText(page)}`);
}

const row = (page: Page, index: number) => page.locator(`tr[data-index="${index}"]`);
const rowIndexes = (page: Page) =>
  page.$$eval('tr[data-index]', (rows) => rows.map((r) => Number((r as HTMLElement).dataset.index)));

async function runWithSteps(t: TestServer, runId: string, steps: number) {
  await t.createRun(runId);
  for (let n = 1; n <= steps; n++)
    await t.post(`/api/v1/runs/${runId}/steps`, ev(n, { tokens: 500, cost_usd: 0.05 }));
}

describe.skipIf(browserMissing !== null)('the Loop panel in a real browser', () => {
  it('shows the runs list, gauges as meters and the live ticker while a runner steps; selection is in the URL', async () => {
    const t = await serve();
    await runWithSteps(t, 'live-1', 2);
    await t.createRun('other');
    const requests: string[] = [];
    const page = await open(t, 'run=live-1');
    page.on('request', (r) => requests.push(r.url()));
    await row(page, 2).waitFor();
    await expect.poll(() => page.locator('.run-item').count()).toBe(2);
    const meters = page.locator('[role="meter"]');
    expect(await meters.count()).toBe(5);
    const steps = page.locator('[role="meter"][aria-labelledby="gauge-max_steps"]');
    expect(await steps.getAttribute('aria-valuenow')).toBe('2');
    expect(await steps.getAttribute('aria-valuemax')).toBe('8');
    expect(await page.locator('.gauge-text').first().textContent()).toBe('2 of 8 steps');
    // The runner goes on; new rows arrive over SSE without a reload.
    for (let n = 3; n <= 5; n++) {
      // Step 4's artifact is over the size gate's 100 bytes: a CORRECT with a failing gate.
      await t.post(
        '/api/v1/runs/live-1/steps',
        ev(n, { tokens: 500, cost_usd: 0.05, ...(n === 4 ? { artifact: 'x'.repeat(150) } : {}) }),
      );
      await row(page, n).waitFor();
    }
    expect(await row(page, 4).textContent()).toContain('CORRECT');
    await expect.poll(() => steps.getAttribute('aria-valuenow')).toBe('5');
    expect(await rowIndexes(page)).toEqual([0, 1, 2, 3, 4, 5]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/panel-running.png` });
    // Pause holds new rows back; resume shows them.
    await page.getByRole('button', { name: 'Pause live' }).click();
    await t.post('/api/v1/runs/live-1/steps', ev(6));
    await page.getByText('paused — 1 new held').waitFor();
    expect(await row(page, 6).count()).toBe(0);
    await page.getByRole('button', { name: 'Resume live' }).click();
    await row(page, 6).waitFor();
    // Selection lives in the URL: picking another run changes it, Back restores it.
    await page.locator('.run-item', { hasText: 'other' }).click();
    await page.waitForURL(/\?run=other$/);
    await page.goBack();
    await page.waitForURL(/\?run=live-1$/);
    await row(page, 6).waitFor();
    // No CDN: everything the page loaded came from this server.
    const origin = t.s.url.replace(/\/$/, '');
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.filter((u) => !u.startsWith(origin))).toEqual([]);
  });

  it('the convergence badge names the rule that fired and the repeated action; the inbox lists the run', async () => {
    const t = await serve();
    await t.createRun('osc');
    for (let n = 1; n <= 3; n++)
      await t.post(
        '/api/v1/runs/osc/steps',
        ev(n, { action: 'npm run build', tool: 'sh', inputs_ref: 'same' }),
      );
    const page = await open(t, 'run=osc');
    await page.locator('.badge-oscillation').waitFor();
    // The run view asks the question the escalation record holds, and offers to answer it.
    const waiting = page.getByRole('region', { name: /Waiting for a person: oscillation at step 3/ });
    await waiting.waitFor();
    expect(await waiting.textContent()).toContain('A resume binds');
    // What would answer it names the command as code, not between literal backticks.
    expect(await waiting.locator('code', { hasText: 'loopgov resume' }).count()).toBe(1);
    expect(await waiting.textContent()).not.toContain('`');
    expect(await waiting.getByRole('button', { name: 'Resume…' }).count()).toBe(1);
    // The badge names the rule; the words after it do not name it again.
    const convergence = await page.locator('.convergence').textContent();
    expect(convergence).toContain('oscillation the same action 3 times in a row: "npm run build"');
    expect(convergence).not.toMatch(/oscillation\s+oscillation/);
    await page.getByRole('link', { name: /Inbox \(1\)/ }).click();
    await page.waitForURL(/view=inbox/);
    await page.locator('.inbox-item', { hasText: 'osc' }).waitFor();
    expect(await page.locator('.inbox-item').textContent()).toContain('oscillation');
    expect(await page.locator('.inbox-item code', { hasText: 'loopgov resume' }).count()).toBe(1);
    // The loop-breaker reaches an escalated run too: nobody runs it, so the server ends it at once.
    await page.locator('.inbox-item a', { hasText: 'osc' }).click();
    await page.getByRole('button', { name: 'Stop this run…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Stop run osc' });
    await dialog.getByText('This escalated run ends as HALT (human)').waitFor();
    await dialog.getByLabel('Your name or id').fill('alice');
    await dialog.getByLabel('Reason').fill('not worth a person');
    await dialog.getByRole('button', { name: 'Halt run' }).click();
    await page.getByText(/the escalated run ended as HALT \(human\)/).waitFor();
    await page.locator('.run-head .state-halted').waitFor();
    // The button that opened the dialog is gone with the run: focus goes to the run's heading, not <body>.
    await expect
      .poll(() => page.evaluate(() => `${document.activeElement?.tagName}#${document.activeElement?.id}`))
      .toBe('H2#run-title');
    // The halt's run_end names the run's last step, as the decision does (decision 112).
    expect(await page.locator('.outcome').textContent()).toMatch(
      /^Ended: HALT \(human\) at step 3 — halted by alice/,
    );
    expect(readTrace(t.traceDir, 'osc').at(-2)).toMatchObject({
      type: 'halt_request',
      by: 'alice',
      via: 'web',
    });
  });

  it('halt from the page: a dialog with a reason; recorded with the identity and via web; the runner next step is HALT (human)', async () => {
    const t = await serve();
    await runWithSteps(t, 'stop-me', 2);
    const page = await open(t, 'run=stop-me');
    await page.getByRole('button', { name: 'Stop this run…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Stop run stop-me' });
    await dialog.waitFor();
    // Spaces alone pass `required` but name nobody: the page refuses them in words, nothing is sent.
    await dialog.getByLabel('Your name or id').fill('   ');
    // A zero-width space and a braille blank draw nothing either: the server refuses them, so does the page.
    await dialog.getByLabel('Reason').fill(' \u200b\u2800 ');
    await dialog.getByRole('button', { name: 'Halt run' }).click();
    expect(
      await dialog.getByLabel('Reason').evaluate((e) => (e as HTMLTextAreaElement).validationMessage),
    ).toBe('The reason needs a visible character, not only blanks.');
    expect(
      await dialog.getByLabel('Your name or id').evaluate((e) => (e as HTMLInputElement).validity.valid),
    ).toBe(false);
    expect(readTrace(t.traceDir, 'stop-me')).toHaveLength(3);
    // Past the page's check (a browser that skips it), the server's refusal is a sentence, not a schema path.
    await dialog.locator('form').evaluate((f) => f.setAttribute('novalidate', ''));
    await dialog.getByRole('button', { name: 'Halt run' }).click();
    const refused = await dialog.getByRole('alert').textContent();
    expect(refused).toMatch(/^The server refused the halt: your name or id must be one line/);
    expect(refused).not.toContain('must NOT have');
    expect(readTrace(t.traceDir, 'stop-me')).toHaveLength(3);
    await dialog.getByLabel('Your name or id').fill('alice');
    await dialog.getByLabel('Reason').fill('it is editing the wrong repository');
    await dialog.getByRole('button', { name: 'Halt run' }).click();
    await page.getByText(/halt requested \(trace record 3\)/).waitFor();
    // A second click would append a second halt_request: the button waits, disabled, while one is pending.
    await expect.poll(() => page.getByRole('button', { name: 'Stop this run…' }).isDisabled()).toBe(true);
    expect(readTrace(t.traceDir, 'stop-me')[3]).toMatchObject({
      type: 'halt_request',
      by: 'alice',
      reason: 'it is editing the wrong repository',
      via: 'web',
    });
    const d = await t.post('/api/v1/runs/stop-me/steps', ev(3));
    expect(d.json).toMatchObject({
      decision: 'HALT',
      reason: 'human',
      detail: 'halted by alice: it is editing the wrong repository',
    });
    await page.locator('.run-head .state-halted').waitFor();
    expect(await page.getByRole('button', { name: 'Stop this run…' }).count()).toBe(0);
    // "halt requested…" was true until the run ended; it is not left standing after.
    await expect.poll(() => page.getByText(/halt requested/).count()).toBe(0);
    expect(await page.locator('.outcome').textContent()).toContain('at step 3');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/panel-halted.png` });
  });

  it('--read-only: no loop-breaker on the page', async () => {
    const w = await serve();
    await runWithSteps(w, 'ro', 1);
    await w.createRun('ro-esc');
    const t = await serve({ traceDir: w.traceDir, readOnly: true });
    const page = await open(t, 'run=ro');
    await row(page, 1).waitFor();
    await page.locator('.badge-readonly').waitFor();
    expect(await page.locator('.run-item[href="/?run=ro"]').textContent()).toContain('1 step ·');
    expect(await page.getByRole('button', { name: 'Stop this run…' }).count()).toBe(0);
    // Nor a way to resume: the inbox lists the escalated run without one.
    for (let n = 1; n <= 3; n++)
      await w.post('/api/v1/runs/ro-esc/steps', ev(n, { action: 'same', tool: 'sh', inputs_ref: 'same' }));
    await page.goto(`${t.s.url}?view=inbox`);
    await page.locator('.inbox-item', { hasText: 'ro-esc' }).waitFor();
    expect(await page.getByRole('button', { name: /Resume/ }).count()).toBe(0);
    await page.goto(`${t.s.url}?run=ro-esc`);
    await page.getByRole('region', { name: /Waiting for a person/ }).waitFor();
    expect(await page.getByRole('button', { name: /Resume/ }).count()).toBe(0);
  });

  it('a tampered trace is shown broken at the right record, in the header, the table and the drawer', async () => {
    const t = await serve();
    await runWithSteps(t, 'tampered', 5);
    await t.post('/api/v1/runs/tampered/steps', ev(6, { claims_done: true, artifact: 'good' }));
    const file = `${t.traceDir}/tampered/trace.jsonl`;
    const ls = readFileSync(file, 'utf8').split('\n');
    ls[3] = ls[3]!.replace('"tokens":500', '"tokens":5');
    writeFileSync(file, ls.join('\n'));
    const page = await open(t, 'run=tampered&record=3');
    await page.locator('.run-view .chain-broken').waitFor();
    expect(await page.locator('.run-view .chain-broken').textContent()).toMatch(
      /records 0…2 verified against head [0-9a-f]{12}…; broken at record 3: hash/,
    );
    // Rows are drawn on the next animation frame after the chain status: wait for them, then look.
    await row(page, 3).locator('.state-broken').waitFor();
    expect(await row(page, 3).locator('.state-broken').count()).toBe(1);
    await expect.poll(() => row(page, 4).getAttribute('class')).toContain('unverified');
    expect(await row(page, 2).getAttribute('class')).not.toContain('unverified');
    const drawer = page.getByRole('complementary', { name: /Evidence: record 3/ });
    await drawer.getByText('This is the first bad record: hash').waitFor();
    expect(await drawer.textContent()).toContain('does not match content');
    await page.locator('.run-item', { hasText: 'chain broken' }).waitFor();
  });

  it('the evidence drawer: the record, its prev/hash links, gate results, the artifact, the chain scope', async () => {
    const t = await serve();
    await runWithSteps(t, 'drawer', 3);
    const page = await open(t, 'run=drawer');
    await row(page, 2).locator('button').click();
    await page.waitForURL(/record=2/);
    const drawer = page.getByRole('complementary', { name: /Evidence: record 2/ });
    await drawer.getByText('its bytes match this sha256').waitFor();
    const text = await drawer.textContent();
    expect(text).toContain("matches record 1's hash");
    expect(text).toContain('matches the record');
    expect(text).toMatch(/records 0…3 verified against head [0-9a-f]{12}…/);
    expect(await drawer.locator('table.results tr').count()).toBe(3); // header + 2 gates
    expect(await drawer.locator('pre.artifact').textContent()).toBe('draft');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/panel-drawer.png` });
    // The prev link goes to the record before.
    await drawer.getByRole('link').first().click();
    await page.waitForURL(/record=1/);
    await page.getByRole('complementary', { name: /Evidence: record 1/ }).waitFor();
    // Record 0 has no record before it: its prev is the genesis value, said as such.
    await page
      .getByRole('complementary', { name: /Evidence: record 1/ })
      .getByRole('link')
      .first()
      .click();
    const first = page.getByRole('complementary', { name: /Evidence: record 0/ });
    await first.getByText('the genesis value the first record must carry').waitFor();
    expect(await first.textContent()).not.toContain('record -1');
  });

  it('trace text that would act on the reader (a bidi override, an escape, CR) is shown as its escapes', async () => {
    const t = await serve();
    await t.createRun('bidi');
    // What a reviewer would read as "approve()" reversed into place; the artifact is what the agent wrote.
    const artifact = 'if (isAdmin) { \u202e } \u2066// approve()\u2069 { \u001b[2Kok\r';
    await t.post('/api/v1/runs/bidi/steps', ev(1, { artifact }));
    await t.post('/api/v1/runs/bidi/halt', { by: 'mallory', reason: 'fine \u202eenod lla' });
    const page = await open(t, 'run=bidi&record=1');
    const drawer = page.getByRole('complementary', { name: /Evidence: record 1/ });
    await drawer.getByText('its bytes match this sha256').waitFor();
    expect(await drawer.locator('pre.artifact').textContent()).toBe(
      'if (isAdmin) { \\u202e } \\u2066// approve()\\u2069 { \\u001b[2Kok\\u000d',
    );
    await row(page, 2).waitFor();
    expect(await row(page, 2).textContent()).toContain('fine \\u202eenod lla');
    const shown = await page.evaluate(() => document.body.innerText);
    expect(shown).not.toMatch(/[\u202a-\u202e\u2066-\u2069\u001b\r]/);
  });

  it('an SSE reconnect (the server restarted) resumes without gaps or duplicates', async () => {
    const traceDir = tempDir();
    const pol = policyDir(testPolicy());
    const first = await serve({ traceDir, limits: { pollMs: 50 } });
    const { openRun } = await import('../../src/io/run/open-run.js');
    // The runner is a library run in this process: it keeps stepping while the server is down.
    const run = await openRun({
      runId: 'rc',
      project: 't',
      level: 'L2',
      profile: 'dev',
      policy: { kind: 'dir', dir: pol },
      traceDir,
      durability: 'none',
    });
    await run.step(ev(1) as unknown as StepEvent);
    const page = await open(first, 'run=rc');
    await row(page, 1).waitFor();
    const { port, token } = first.s;
    await first.s.close();
    await page.locator('.live-reconnecting').waitFor();
    for (let n = 2; n <= 4; n++) await run.step(ev(n) as unknown as StepEvent);
    const second = await startServer({ traceDir, port, token, policy: null, limits: { pollMs: 50 } });
    try {
      await run.step(ev(5) as unknown as StepEvent);
      await row(page, 5).waitFor({ timeout: 15_000 });
      await page.locator('.live-live').waitFor();
      expect(await rowIndexes(page)).toEqual([0, 1, 2, 3, 4, 5]);
      await run.step(ev(6) as unknown as StepEvent);
      await row(page, 6).waitFor();
      expect(await rowIndexes(page)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    } finally {
      await run.close();
      await second.close();
    }
  });

  it('a trace replaced under the open run view: the table is read again from the new file, says so, and streams on', async () => {
    const t = await serve({ limits: { pollMs: 50 } });
    const at = '2026-11-29T10:00:00.000Z';
    const iteration = (step: number) => ({
      type: 'iteration' as const,
      run_id: 'rs',
      at,
      step,
      decision: 'CONTINUE',
      reason: 'ok',
      gate: { verdict: 'PASS', results: [] },
    });
    // A run another process wrote (no runner holds it now): run_start and 5 iterations.
    const writer = await openTraceStore({
      traceDir: t.traceDir,
      runId: 'rs',
      durability: 'none',
      mode: 'create',
    });
    await writer.append({ type: 'run_start', run_id: 'rs', at, project: 't', level: 'L2', profile: 'dev' });
    for (let n = 1; n <= 5; n++) await writer.append(iteration(n));
    await writer.close();
    const page = await open(t, 'run=rs');
    await row(page, 5).waitFor();
    expect(await rowIndexes(page)).toEqual([0, 1, 2, 3, 4, 5]);
    // Another file, the first 3 records, renamed over the trace (a `reset`).
    const file = join(t.traceDir, 'rs', 'trace.jsonl');
    const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
    writeFileSync(`${file}.new`, `${lines.slice(0, 3).join('\n')}\n`);
    renameSync(`${file}.new`, file);
    await page.getByText('The trace file was replaced or truncated while this page showed it').waitFor();
    expect(await page.locator('.run-head [role="status"]').textContent()).toContain(
      "another file took the trace file's name: it was replaced",
    );
    await expect.poll(() => rowIndexes(page)).toEqual([0, 1, 2]);
    expect(await page.locator('.range').textContent()).toContain('Showing records 0–2 of 3');
    await page.locator('.live-live').waitFor();
    // The new file is followed: a record appended to it streams in.
    const next = await openTraceStore({
      traceDir: t.traceDir,
      runId: 'rs',
      durability: 'none',
      mode: 'append',
    });
    await next.append(iteration(3));
    await next.close();
    await row(page, 3).waitFor();
    expect(await rowIndexes(page)).toEqual([0, 1, 2, 3]);
    expect(await page.locator('.range').textContent()).toContain('Showing records 0–3 of 4');
  });

  it('keyboard only: pick a run, open and close the drawer, cancel and then confirm a halt', async () => {
    const t = await serve();
    await runWithSteps(t, 'keys', 2);
    const page = await open(t, '');
    const focused = () => focusedText(page);
    const focusedIdNow = () => focusedId(page);
    const tab = (pred: () => Promise<boolean>, max?: number) => tabTo(page, pred, max);
    await tab(async () => (await focused()).startsWith('keys'));
    await page.keyboard.press('Enter');
    await page.waitForURL(/run=keys/);
    await row(page, 2).waitFor();
    await tab(
      async () =>
        (await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))) ===
        'Open record 2 in the evidence drawer',
    );
    await page.keyboard.press('Enter');
    await page.waitForURL(/record=2/);
    await expect.poll(focusedIdNow).toBe('drawer-title');
    await page.keyboard.press('Escape');
    await page.waitForURL((u) => !u.search.includes('record='));
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Open record 2 in the evidence drawer');
    // The loop-breaker: Esc cancels (nothing recorded, focus back on the button).
    await tab(async () => (await focused()) === 'Stop this run…', 60);
    await page.keyboard.press('Enter');
    await expect.poll(focusedIdNow).toBe('halt-by');
    // Focus is trapped: Shift+Tab from the first field goes to the last button, Tab from it back.
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).toBe('Halt run');
    await page.keyboard.press('Tab');
    expect(await focusedIdNow()).toBe('halt-by');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(await focused()).toBe('Stop this run…');
    expect(readTrace(t.traceDir, 'keys')).toHaveLength(3);
    // Again, and confirm.
    await page.keyboard.press('Enter');
    await expect.poll(focusedIdNow).toBe('halt-by');
    await page.keyboard.type('kim');
    await page.keyboard.press('Tab');
    await page.keyboard.type('keyboard halt');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Halt run');
    await page.keyboard.press('Enter');
    await page.getByText(/halt requested/).waitFor();
    expect(readTrace(t.traceDir, 'keys')[3]).toMatchObject({
      type: 'halt_request',
      by: 'kim',
      reason: 'keyboard halt',
      via: 'web',
    });
  });

  it('resume from the inbox, keyboard only: a CLI-made token (resume --print) resumes the run, the runner next step over HTTP continues; a forged one is refused and the run stays escalated; axe', async () => {
    const t = await serve();
    const loop = (n: number) => ev(n, { action: 'npm run build', tool: 'sh', inputs_ref: 'same' });
    for (const id of ['esc-good', 'esc-forged']) {
      await t.createRun(id);
      for (let n = 1; n <= 3; n++) await t.post(`/api/v1/runs/${id}/steps`, loop(n));
    }
    // Tokens are made where the keys are, by the CLI; the page only ever sees the compact token.
    const token = async (id: string, key: string) => {
      const r = await runCli([
        'resume',
        '--trace-dir',
        t.traceDir,
        '--run-id',
        id,
        '--key',
        key,
        '--grant',
        'max_steps=4',
        '--print',
      ]);
      expect(r.code, r.stderr).toBe(0);
      return r.stdout.trim();
    };
    const good = await token('esc-good', 'test/fixtures/keys/alice-2026.private.jwk.json');
    const mallory = join(tempDir(), 'mallory.private.jwk.json');
    const jwk = generateKeyPairSync('ed25519').privateKey.export({ format: 'jwk' });
    writeFileSync(mallory, JSON.stringify({ ...jwk, kid: 'alice-2026', alg: 'EdDSA', sub: 'alice' }), {
      mode: 0o600,
    });
    const forged = await token('esc-forged', mallory);
    const forgedBefore = readFileSync(join(t.traceDir, 'esc-forged', 'trace.jsonl'), 'utf8');

    const page = await open(t, 'view=inbox');
    await expect.poll(() => page.locator('.inbox-item').count()).toBe(2);
    const item = page.locator('.inbox-item', { hasText: 'esc-forged' });
    expect(await item.textContent()).toMatch(/A resume could grant: 192 steps/);
    await check(page, 'inbox with escalated runs');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/panel-inbox.png` });
    // Keyboard only: to the forged run's Resume…, Enter opens the dialog with focus on the token.
    await tabTo(page, async () => (await focusedText(page)) === 'Resume… esc-forged');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Answer escalated run esc-forged' });
    await dialog.waitFor();
    await expect.poll(() => focusedId(page)).toBe('resume-token');
    await check(page, 'resume dialog');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/panel-resume.png` });
    // Focus is trapped; Esc cancels and gives focus back.
    await page.keyboard.press('Shift+Tab');
    expect(await focusedText(page)).toBe('Send answer');
    await page.keyboard.press('Tab');
    expect(await focusedId(page)).toBe('resume-token');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(await focusedText(page)).toBe('Resume… esc-forged');
    // The forged token: refused with the reason, nothing written, still in the inbox.
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedId(page)).toBe('resume-token');
    await page.keyboard.insertText(forged);
    await dialog.getByText('Unverified: resume by alice for run esc-forged, grant 4 steps').waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('Send answer');
    await page.keyboard.press('Enter');
    await dialog.getByRole('alert').waitFor();
    // The server's "resume token refused: …" is said once, not after a "Refused: " of the page's own.
    expect(await dialog.getByRole('alert').textContent()).toMatch(
      /^Resume token refused: .*ERR_TOKEN_SIGNATURE/,
    );
    expect(readFileSync(join(t.traceDir, 'esc-forged', 'trace.jsonl'), 'utf8')).toBe(forgedBefore);
    await page.keyboard.press('Escape');
    expect((await t.call('/api/v1/runs/esc-forged')).json.state).toBe('escalated');
    // The good token, from the other run's Resume…: the run goes on here.
    await tabTo(page, async () => (await focusedText(page)) === 'Resume… esc-good');
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedId(page)).toBe('resume-token');
    await page.keyboard.insertText(good);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByText('Run esc-good resumed: it is running in this server').waitFor();
    await expect.poll(() => page.locator('.inbox-item').count()).toBe(1);
    expect(await page.locator('.inbox-item').textContent()).toContain('esc-forged');
    // The answered run left the inbox with the button that opened the dialog: focus is on the heading.
    await expect.poll(() => focusedId(page)).toBe('inbox-title');
    const d = await t.post('/api/v1/runs/esc-good/steps', ev(4, { artifact: 'good', claims_done: true }));
    expect(d.json).toMatchObject({ decision: 'DONE', budget: { steps: 4, limits: { max_steps: 12 } } });
    expect(
      readTrace(t.traceDir, 'esc-good')
        .map((x) => x.type)
        .slice(-5),
    ).toEqual(['escalation', 'resume', 'run_continue', 'iteration', 'run_end']);
    // The run view shows the answered escalation in the ticker and the drawer.
    await page.goto(`${t.s.url}?run=esc-good&record=${readTrace(t.traceDir, 'esc-good').length - 3}`);
    const drawer = page.getByRole('complementary', { name: /Evidence: record \d+ \(run_continue/ });
    await drawer.getByText('Resumed: the runtime accepted resume record').waitFor();
    expect(await page.locator('tr.decision-escalation').textContent()).toContain('waiting for a person');
    expect(await page.locator('tr.decision-resume .what').textContent()).toBe('resume');
  });

  it('axe-core finds no serious or critical violation (run view, drawer, dialog, inbox, phone width)', async () => {
    const t = await serve();
    await runWithSteps(t, 'a11y', 3);
    const page = await open(t, 'run=a11y&record=2');
    await page.getByText('its bytes match this sha256').waitFor();
    await check(page, 'run view with the drawer');
    await page.getByRole('button', { name: 'Stop this run…' }).click();
    await page.getByRole('dialog').waitFor();
    await check(page, 'halt dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: /Inbox/ }).click();
    await page.getByRole('heading', { name: /Inbox/ }).waitFor();
    await check(page, 'inbox');
    const phone = await open(t, 'run=a11y', { width: 390, height: 844 });
    await row(phone, 3).waitFor();
    await check(phone, 'phone width');
    // Readable on a phone: nothing wider than the screen but the scrolling table.
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // The check can fail: a nameless button is found.
    await phone.evaluate(() => document.body.append(document.createElement('button')));
    await expect(check(phone, 'a deliberately broken page')).rejects.toThrow(/button-name/);
  });
  it('the resume dialog names the grant the escalation is about (max_tokens for a token escalation)', async () => {
    const budget =
      '{max_steps: 50, max_tokens: 150, max_wall_clock_sec: 600, max_cost_usd: 10, max_corrections_per_step: 2}';
    const policy = testPolicy({ budget }).replace('  on_exceed: halt\n', '  on_exceed: escalate\n');
    const t = await serve({ policy: { kind: 'dir', dir: policyDir(policy) } });
    await t.createRun('tok');
    for (const n of [1, 2]) await t.post('/api/v1/runs/tok/steps', ev(n, { tokens: 100 }));
    expect(readTrace(t.traceDir, 'tok').at(-1)).toMatchObject({
      type: 'escalation',
      reason: 'budget.max_tokens',
    });
    const page = await open(t, 'view=inbox');
    await page.getByRole('button', { name: /Resume… tok/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Answer escalated run tok' });
    await dialog.waitFor();
    expect(await dialog.locator('code.command').textContent()).toBe(
      'loopgov resume --trace-dir DIR --run-id tok --key KEY [--grant max_tokens=N] --print',
    );
  });

  it('a new record renders its own row, not every row before it (the table froze at ~1 000 rows)', async () => {
    const budget =
      '{max_steps: 150, max_tokens: 100000, max_wall_clock_sec: 600, max_cost_usd: 10, max_corrections_per_step: 2}';
    const t = await serve({ policy: { kind: 'dir', dir: policyDir(testPolicy({ budget })) } });
    await runWithSteps(t, 'many', 100);
    const page = await open(t, 'run=many');
    // Every number the page formats, however it formats it (a formatter per call, or a cached one).
    await page.addInitScript(() => {
      const w = window as unknown as { formatted: number };
      w.formatted = 0;
      const toLocale = Number.prototype.toLocaleString;
      Number.prototype.toLocaleString = function (this: number, ...a: []) {
        w.formatted++;
        return toLocale.apply(this, a);
      };
      const format = Object.getOwnPropertyDescriptor(Intl.NumberFormat.prototype, 'format')!;
      Object.defineProperty(Intl.NumberFormat.prototype, 'format', {
        get() {
          const f = format.get!.call(this) as (v: number) => string;
          return (v: number) => {
            w.formatted++;
            return f(v);
          };
        },
      });
    });
    await page.reload();
    await row(page, 100).waitFor();
    await page.locator('.live-live').waitFor();
    await page.evaluate(() => {
      (window as unknown as { formatted: number }).formatted = 0;
    });
    await t.post('/api/v1/runs/many/steps', ev(101, { tokens: 500 }));
    await row(page, 101).waitFor();
    await expect.poll(() => page.locator('.gauge-text').first().textContent()).toBe('101 of 150 steps');
    // Its row (3 numbers), the gauges and the runs list; re-rendering the 101 rows would be 300 more.
    const formatted = await page.evaluate(() => (window as unknown as { formatted: number }).formatted);
    expect(formatted).toBeGreaterThan(0);
    expect(formatted).toBeLessThan(100);
    expect(await row(page, 101).locator('td.num').first().textContent()).toBe('500');
    expect(await rowIndexes(page)).toEqual(Array.from({ length: 102 }, (_, i) => i));
  });

  it("the drawer never shows another run's chain verdict while its own is being fetched", async () => {
    const t = await serve();
    await runWithSteps(t, 'broken', 4);
    await runWithSteps(t, 'nav', 2);
    const file = `${t.traceDir}/broken/trace.jsonl`;
    const ls = readFileSync(file, 'utf8').split('\n');
    ls[2] = ls[2]!.replace('"tokens":500', '"tokens":5');
    writeFileSync(file, ls.join('\n'));
    const page = await open(t, 'run=broken&record=3');
    const chainOf = (n: number) =>
      page.getByRole('complementary', { name: new RegExp(`Evidence: record ${n}`) }).getByRole('region', {
        name: 'Chain status',
      });
    await chainOf(3).getByText('Chain broken').waitFor();
    await page.locator('.run-item', { hasText: 'nav' }).click();
    await row(page, 1).locator('button').click();
    await chainOf(1).getByText('Chain verifies').waitFor();
    // broken's summary is held back: until it comes, its drawer cannot know its chain.
    let release = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route('**/api/v1/runs/broken', async (route) => {
      await held;
      await route.continue();
    });
    await page.goBack();
    await page.goBack();
    await page.waitForURL(/run=broken&record=3/);
    await chainOf(3).getByText('checking…').waitFor();
    expect(await chainOf(3).textContent()).not.toContain('verifies');
    release();
    await chainOf(3).getByText('Chain broken').waitFor();
    expect(await chainOf(3).textContent()).toContain('This record comes after the break at record 2');
  });

  it('a 128-character run id wraps: the dialog keeps its buttons, the page is no wider than the screen', async () => {
    const t = await serve();
    const id = `${'r'.repeat(60)}-${'x'.repeat(67)}`;
    await runWithSteps(t, id, 2);
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 375, height: 740 },
    ]) {
      const page = await open(t, `run=${id}&record=2`, viewport);
      await page.getByText('its bytes match this sha256').waitFor();
      const fits = await page.evaluate(() => {
        const box = (sel: string) => document.querySelector(sel)!.getBoundingClientRect();
        return {
          page: document.documentElement.scrollWidth - window.innerWidth,
          title: box('#run-title').right - box('main').right,
          drawerTitle: box('#drawer-title').right - box('.drawer').right,
        };
      });
      expect(fits.page, `${viewport.width}px`).toBeLessThanOrEqual(0);
      expect(fits.title).toBeLessThanOrEqual(0);
      expect(fits.drawerTitle).toBeLessThanOrEqual(0);
      await page.getByRole('button', { name: 'Stop this run…' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      // Every control is inside the dialog and is what a click at its centre reaches.
      const controls = await page.evaluate(() => {
        const d = document.querySelector('dialog')!.getBoundingClientRect();
        return ['#halt-by', '#halt-reason', 'dialog button[type=button]', 'dialog button[type=submit]'].map(
          (sel) => {
            const el = document.querySelector(sel)!;
            const b = el.getBoundingClientRect();
            const hit = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
            return {
              sel,
              inside: b.left >= d.left && b.right <= d.right,
              hit: hit === el || el.contains(hit),
            };
          },
        );
      });
      for (const c of controls)
        expect(c, `${viewport.width}px ${c.sel}`).toMatchObject({ inside: true, hit: true });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
    }
  });

  it('says which records the table holds of how many, and loads the earlier ones (a link to an old record shows its row)', async () => {
    const t = await serve();
    await runWithSteps(t, 'big', 2);
    await t.post('/api/v1/runs/big/halt', { by: 'tester', reason: 'enough' });
    await t.post('/api/v1/runs/big/steps', ev(3));
    // A long run, as the policies here cap steps at 8: 700 more iterations, re-chained so it verifies.
    rehashTrace(`${t.traceDir}/big/trace.jsonl`, (records) => {
      const it = records[2]!;
      const more = Array.from({ length: 700 }, (_, i) => ({ ...it, step: 3 + i }));
      records.splice(3, 0, ...more);
    });
    const total = readTrace(t.traceDir, 'big').length; // 705
    const page = await open(t, 'run=big&record=5');
    await page.getByRole('complementary', { name: /Evidence: record 5/ }).waitFor();
    const range = page.locator('.range');
    await range.getByText(`Showing records ${total - 500}–${total - 1} of ${total}`).waitFor();
    expect(await range.textContent()).toContain(`records 0–${total - 501} are not in the table`);
    expect(await range.textContent()).toContain('Record 5 is earlier than the table');
    expect(await row(page, 5).count()).toBe(0);
    await page.getByRole('button', { name: 'Load records from 5' }).click();
    await row(page, 5).waitFor();
    expect(await row(page, 5).getAttribute('class')).toContain('selected');
    await range.getByText(`Showing records 5–${total - 1} of ${total}`).waitFor();
    await page.getByRole('button', { name: 'Load earlier records' }).click();
    await range.getByText(`Showing records 0–${total - 1} of ${total}`).waitFor();
    expect(await rowIndexes(page)).toEqual(Array.from({ length: total }, (_, i) => i));
    expect(await page.getByRole('button', { name: /Load/ }).count()).toBe(0);
  });

  it('signing in through the 401 form keeps the shared link (run and record)', async () => {
    const t = await serve();
    await runWithSteps(t, 'shared', 3);
    const context = await browser.newContext();
    contexts.push(context);
    const page = await context.newPage();
    const res = await page.goto(`${t.s.url}?run=shared&record=2`);
    expect(res?.status()).toBe(401);
    await page.getByLabel('Token').fill(t.s.token);
    await page.getByRole('button', { name: 'Open the panel' }).click();
    await page.waitForURL((u) => u.search === '?run=shared&record=2');
    await page.getByRole('complementary', { name: /Evidence: record 2/ }).waitFor();
  });

  it('an unknown state filter: the error, and no "Loading…" left under it', async () => {
    const t = await serve();
    const page = await open(t, 'state=bogus');
    await page.locator('.side .error').waitFor();
    expect(await page.locator('.side').getByText('Loading…').count()).toBe(0);
  });
});
