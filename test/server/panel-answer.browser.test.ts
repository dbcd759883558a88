// The Loop panel shows a `resume` record from its token, as `loopgov inbox show` does (decision 116):
// a re-hashed edit of the record's copied `sub` and `grant` keeps the chain whole, so the ticker and the
// drawer show the token's signer and name the copies that disagree — never the edited copies as the answer.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signResumeToken } from '../../src/core/approval/resume.js';
import { appendResume } from '../../src/io/trace/resume.js';
import { browserMissing, launchBrowser } from '../helpers/browser.js';
import { fixtureKey } from '../helpers/gate-repo.js';
import { rehashTrace } from '../helpers/rehash.js';
import { ev, readTrace, serve } from './helpers.js';

let browser: Browser;

describe.skipIf(browserMissing !== null)("the panel shows an answer from its token's claims", () => {
  beforeAll(async () => {
    browser = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  it("a proposer-bot's answer re-hashed to say alice, grant 50: ticker and drawer show meta-loop, flagged EDITED", async () => {
    const t = await serve();
    await t.createRun('edit');
    const loop = (n: number) => ev(n, { action_hash: 'rerun-build', progress: 0.3 });
    for (const n of [1, 2, 3]) await t.post('/api/v1/runs/edit/steps', loop(n));
    const head = String(readTrace(t.traceDir, 'edit').at(-1)!.hash);
    const token = await signResumeToken({
      privateJwk: fixtureKey('metabot-2026') as never,
      approver: 'meta-loop',
      runId: 'edit',
      head,
      decision: 'resume',
      now: Math.floor(Date.now() / 1000),
    });
    const { resume } = await appendResume(t.traceDir, 'edit', token);
    rehashTrace(`${t.traceDir}/edit/trace.jsonl`, (recs) => {
      const r = recs.find((x) => x.type === 'resume')!;
      r.sub = 'alice';
      r.grant = { max_steps: 50 };
    });
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${t.s.url}?token=${t.s.token}&run=edit&record=${resume.index}`);
    const drawer = page.getByRole('complementary', { name: new RegExp(`Evidence: record ${resume.index}`) });
    await drawer.getByText('Answer: resume by meta-loop').waitFor();
    expect(await drawer.textContent()).toContain(
      "EDITED: the record's copied sub, grant disagree with its token; what is shown is the token's (what the runtime reads).",
    );
    expect(await drawer.locator('section[aria-label="Answer"]').textContent()).not.toContain('alice');
    const row = page.locator(`tr[data-index="${resume.index}"]`);
    await row.waitFor();
    const text = (await row.textContent()) ?? '';
    expect(text).toContain(
      'answer by meta-loop (not yet verified) — EDITED: sub, grant disagree with its token',
    );
    expect(text).not.toContain('alice');
    expect(text).not.toContain('50 steps');
  });
});
