// The panel's hidden-text rule in a real headless Chromium: every character that draws nothing or acts
// on what the reader sees (controls, bidi controls, every Default_Ignorable_Code_Point — zero-width
// characters, BOM, soft hyphen, tag characters, variation selectors —, line and paragraph separators) is
// shown as its escape wherever trace text is shown: run view, ticker, drawer, artifact preview, dialogs.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserMissing, launchBrowser } from '../helpers/browser.js';
import { ev, serve, type TestServer } from './helpers.js';

const HIDDEN = [
  0x00ad, 0x034f, 0x061c, 0x115f, 0x1160, 0x17b4, 0x180e, 0x200b, 0x200c, 0x200d, 0x200e, 0x2028, 0x2029,
  0x202e, 0x2060, 0x2064, 0x2066, 0x3164, 0xfe0f, 0xfeff, 0xffa0, 0xfffb, 0x1d173, 0xe0001, 0xe0049, 0xe0047,
  0xe004e, 0xe007f, 0xe01ef, 0x001b, 0x007f, 0x0085,
];
const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
const escapeOf = (n: number) =>
  n > 0xffff ? `\\u{${n.toString(16)}}` : `\\u${n.toString(16).padStart(4, '0')}`;
const marked = (n: number) => `<${hex(n)}:${String.fromCodePoint(n)}>`;
const ALL = HIDDEN.map(marked).join(' ');

let browser: Browser;
let t: TestServer;
let page: Page;
const shown: Record<'runView' | 'drawer' | 'artifact' | 'haltRow', string> = {
  runView: '',
  drawer: '',
  artifact: '',
  haltRow: '',
};

describe.skipIf(browserMissing !== null)('the panel shows hidden text as escapes', () => {
  beforeAll(async () => {
    browser = await launchBrowser();
    t = await serve();
    await t.createRun('hid');
    await t.post(
      '/api/v1/runs/hid/steps',
      ev(1, { intent: `intent ${ALL}`, action: `act ${ALL}`, artifact: ALL }),
    );
    await t.post('/api/v1/runs/hid/halt', { by: 'mallory', reason: `why ${ALL}` });
    page = await (await browser.newContext()).newPage();
    await page.goto(`${t.s.url}?token=${t.s.token}&run=hid&record=1`);
    const drawer = page.getByRole('complementary', { name: /Evidence: record 1/ });
    await drawer.getByText('its bytes match this sha256').waitFor();
    await page.locator('tr[data-index="2"]').waitFor();
    shown.runView = await page.evaluate(() => document.querySelector('main')!.textContent ?? '');
    shown.drawer = (await drawer.textContent()) ?? '';
    shown.artifact = (await drawer.locator('pre.artifact').textContent()) ?? '';
    shown.haltRow = (await page.locator('tr[data-index="2"]').textContent()) ?? '';
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  it.each(HIDDEN.map((n) => [hex(n), n]))('U+%s is shown as its escape, never as itself', (_, n) => {
    const c = String.fromCodePoint(n as number);
    const esc = `<${hex(n as number)}:${escapeOf(n as number)}>`;
    for (const [where, text] of Object.entries(shown)) {
      expect(text.includes(c), `${where} holds U+${hex(n as number)}`).toBe(false);
      expect(text, where).toContain(esc);
    }
  });

  it('the resume dialog previews a pasted token as UTF-8, hidden characters made visible', async () => {
    await t.createRun('esc');
    const loop = (n: number) => ev(n, { action: 'npm run build', tool: 'sh', inputs_ref: 'same' });
    for (let n = 1; n <= 3; n++) await t.post('/api/v1/runs/esc/steps', loop(n));
    const p = await (await browser.newContext()).newPage();
    await p.goto(`${t.s.url}?token=${t.s.token}&view=inbox`);
    await p.getByRole('button', { name: /Resume… esc/ }).click();
    const dialog = p.getByRole('dialog', { name: 'Answer escalated run esc' });
    await dialog.waitFor();
    const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const claims = { decision: 'resume', sub: 'José\u200b\u{e0049}', run_id: 'esc' };
    await p.locator('#resume-token').fill(`${b64({ alg: 'EdDSA' })}.${b64(claims)}.sig`);
    await dialog.getByText('Unverified: resume by José\\u200b\\u{e0049} for run esc').waitFor();
  });
});
