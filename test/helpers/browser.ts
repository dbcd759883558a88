// One headless Chromium for a test file (Debian's `chromium`, driven by playwright-core). When none is
// installed the browser tests are skipped — loudly: `.ci/run` installs it, so a skip means a machine
// where it cannot be installed.
import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

export const CHROMIUM = process.env.LOOPGOV_CHROMIUM ?? '/usr/bin/chromium';

// Without the background-networking flags the closed network here refuses connections Chromium makes
// on its own and slows every page; the user data dir is a fresh temp one per launch (playwright's).
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const browserMissing: string | null = existsSync(CHROMIUM)
  ? null
  : `no Chromium at ${CHROMIUM} (apt-get install chromium, or set LOOPGOV_CHROMIUM)`;

if (browserMissing) {
  process.stderr.write(`\n!!!!! BROWSER TESTS SKIPPED: ${browserMissing} !!!!!\n\n`);
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: ARGS, timeout: 30_000 });
}
