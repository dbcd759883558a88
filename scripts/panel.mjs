// `npm run panel [-- TRACE_DIR]`: the Loop panel on the traces of the last `npm run demo` (or on
// TRACE_DIR): starts `loopgov serve` on a free port and prints the address to open (it carries the
// token). A server without a policy: it shows runs and takes halts, it starts none. Ctrl-C stops it.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const LAST_DEMO = join(tmpdir(), 'loopgov-demo-last.json');

let traceDir = process.argv[2];
if (!traceDir) {
  if (!existsSync(LAST_DEMO)) {
    console.error('No demo traces yet: run `npm run demo` first, or give a trace dir: npm run panel -- DIR');
    process.exit(2);
  }
  traceDir = JSON.parse(readFileSync(LAST_DEMO, 'utf8')).traceDir;
}
if (!existsSync(traceDir)) {
  console.error(`${traceDir} does not exist`);
  process.exit(2);
}
const port = process.env.LOOPGOV_PANEL_PORT ?? '0';
const serve = spawn(
  process.execPath,
  ['dist/cli.js', 'serve', '--trace-dir', resolve(traceDir), '--port', port],
  {
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
let out = '';
serve.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  out += chunk;
  const url = /open the Loop panel: (http:\/\/\S+\?token=\S+)/.exec(out)?.[1];
  if (url && !out.includes('\u0000opened')) {
    out += '\u0000opened';
    console.log(`\nOpen ${url} in a browser (Ctrl-C stops the panel).`);
    // Best effort, on a desktop only; the address above works anywhere on this machine.
    const opener = process.platform === 'darwin' ? 'open' : process.env.DISPLAY ? 'xdg-open' : null;
    if (opener && !process.env.CI)
      spawn(opener, [url], { stdio: 'ignore', detached: true })
        .on('error', () => {})
        .unref();
  }
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => serve.kill(signal));
serve.on('exit', (code) => process.exit(code ?? 0));
