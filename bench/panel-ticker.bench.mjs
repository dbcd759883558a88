// The Loop panel's live iteration table under a fast runner, in a real headless Chromium: a run's
// records arrive over SSE while a runner steps it as fast as the server answers (sequential POSTs), and
// the page's main thread is watched by a 50 ms setInterval (the largest gap past 50 ms is a stall a
// person feels: clicks and scrolling wait for it). Prints the stepping rate, how long after the last
// step its row appeared, and the largest stall. Figures, not assertions (the machine is shared).
// Run: `npm run build && node bench/panel-ticker.bench.mjs` (PANEL_BENCH_STEPS=1200;
// PANEL_BENCH_CLI=/path/to/dist/cli.js measures another build, e.g. main's, for a before/after).
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const STEPS = Number(process.env.PANEL_BENCH_STEPS ?? 1200);
const CLI = process.env.PANEL_BENCH_CLI ?? 'dist/cli.js';
const CHROMIUM = process.env.LOOPGOV_CHROMIUM ?? '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  console.log(`skipped: no Chromium at ${CHROMIUM} (install Debian's chromium, or set LOOPGOV_CHROMIUM)`);
  process.exit(0);
}
const root = mkdtempSync(join(tmpdir(), 'loopgov-panel-bench-'));

const policies = join(root, 'policies');
mkdirSync(policies, { recursive: true });
cpSync('policies/approvers.yaml', join(policies, 'approvers.yaml'));
const budget =
  '{max_steps: 1000000, max_tokens: 10000000000, max_wall_clock_sec: 604800, max_cost_usd: 100000, max_corrections_per_step: 5}';
writeFileSync(
  join(policies, 'org-ceiling.yaml'),
  `apiVersion: loopgov/v1\nkind: OrgCeiling\nbudget: ${budget}\nmax_delegation_level: L5\nrequired_gates: [size]\n`,
);
writeFileSync(
  join(policies, 'loop-policy.yaml'),
  `apiVersion: loopgov/v1
kind: LoopPolicy
defaults:
  budget: ${budget}
  max_delegation_level: L3
  convergence: {oscillation_repeat: 3, thrash_window: 6, no_progress_window: 5, on_stall: escalate}
  gates:
    - {id: size, kind: max-bytes, max: 1048576}
  success_criteria:
    - {id: never, kind: command, argv: ["false"], timeout_sec: 5}
profiles:
  dev: {governance: optional}
`,
);

const child = spawn(
  process.execPath,
  [
    CLI,
    'serve',
    '--port',
    '0',
    '--trace-dir',
    join(root, 'traces'),
    '--policy-dir',
    policies,
    '--durability',
    'none',
  ],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
const { port, token } = await new Promise((resolve, reject) => {
  let out = '';
  child.stdout.on('data', (c) => {
    out += c;
    const port = /listening on http:\/\/127\.0\.0\.1:(\d+)\//.exec(out)?.[1];
    const token = /API token: (\S+)/.exec(out)?.[1];
    if (port && token) resolve({ port: Number(port), token });
  });
  child.on('exit', (code) => reject(new Error(`serve exited ${code}: ${out}`)));
});
const base = `http://127.0.0.1:${port}`;
const api = async (method, path, body) => {
  const r = await fetch(`${base}/api/v1${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'X-Loopgov-CSRF': '1' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: r.status, body: await r.json() };
};
const ev = (n) => ({
  step: n,
  intent: 'bench',
  action: `action ${n}`,
  tool: 'sh',
  inputs_ref: `sha256:${n}`,
  tokens: 10,
  cost_usd: 0.0001,
  progress: n / 100000,
  artifact: `artifact ${n}`,
  claims_done: false,
});

const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
  ],
});
try {
  await api('POST', '/runs', { run_id: 'bench', project: 'demo', level: 'L2', profile: 'dev' });
  await api('POST', '/runs/bench/steps', ev(1));
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${base}/?token=${encodeURIComponent(token)}&run=bench`);
  await page.waitForSelector('tr[data-index="1"]');
  await page.waitForSelector('.live-live');
  await page.evaluate(() => {
    window.__lag = 0;
    let last = performance.now();
    setInterval(() => {
      const n = performance.now();
      window.__lag = Math.max(window.__lag, n - last - 50);
      last = n;
    }, 50);
  });
  const t0 = Date.now();
  for (let n = 2; n <= STEPS + 1; n++) {
    const d = await api('POST', '/runs/bench/steps', ev(n));
    if (d.body.decision !== 'CONTINUE') throw new Error(`step ${n}: ${JSON.stringify(d.body)}`);
  }
  const stepMs = Date.now() - t0;
  const t1 = Date.now();
  await page.waitForSelector(`tr[data-index="${STEPS + 1}"]`, { timeout: 300_000 });
  const lastRowMs = Date.now() - t1;
  const lag = await page.evaluate(() => window.__lag);
  const rows = await page.locator('tr[data-index]').count();
  console.log(`panel ticker bench (${CLI}), load average ${loadavg()[0].toFixed(2)}`);
  console.log(`  ${STEPS} steps in ${stepMs} ms (${((STEPS * 1000) / stepMs).toFixed(1)} steps/s)`);
  console.log(`  last row shown ${lastRowMs} ms after the last step; ${rows} rows in the table`);
  console.log(`  largest main-thread stall: ${lag.toFixed(0)} ms`);
} finally {
  await browser.close();
  child.kill('SIGTERM');
}
