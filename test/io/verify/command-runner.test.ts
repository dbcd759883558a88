import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isRunning } from '../../helpers/process.js';
import { describe, expect, it } from 'vitest';
import { createCommandRunner, runCommand } from '../../../src/io/verify/command-runner.js';
import { runGates } from '../../../src/io/verify/step-gates.js';

const node = process.execPath;
const work = mkdtempSync(join(tmpdir(), 'loopgov-cmd-'));

describe('runCommand (real processes)', () => {
  it('exit 0 is a clean outcome and sees LOOPGOV_ARTIFACT in the work dir', async () => {
    const script = `const fs=require('fs');process.exit(fs.readFileSync(process.env.LOOPGOV_ARTIFACT,'utf8')==='ok'&&process.cwd()===${JSON.stringify(work)}?0:1)`;
    writeFileSync(join(work, 'artifact'), 'ok');
    const out = await runCommand({
      argv: [node, '-e', script],
      cwd: work,
      artifactPath: join(work, 'artifact'),
      timeoutSec: 10,
    });
    expect(out).toMatchObject({ exitCode: 0, signal: null, timedOut: false });
  });

  it('no shell: metacharacters are data', async () => {
    const out = await runCommand({
      argv: [node, '-e', 'process.exit(process.argv[1]==="$(touch x); echo hi"?0:1)', '$(touch x); echo hi'],
      cwd: work,
      artifactPath: undefined,
      timeoutSec: 10,
    });
    expect(out.exitCode).toBe(0);
  });

  it('a hanging command is killed with its whole process group at the timeout', async () => {
    // The child spawns a grandchild that would outlive it; both must die.
    const pidFile = join(work, 'grandchild.pid');
    const script = `const c=require('child_process').spawn(process.execPath,['-e','setInterval(()=>{},1000)'],{stdio:'inherit'});require('fs').writeFileSync(${JSON.stringify(pidFile)},String(c.pid));setInterval(()=>{},1000)`;
    const out = await runCommand({
      argv: [node, '-e', script],
      cwd: work,
      artifactPath: undefined,
      timeoutSec: 1,
    });
    expect(out.timedOut).toBe(true);
    const pid = Number(readFileSync(pidFile, 'utf8'));
    await expect.poll(() => isRunning(pid), { timeout: 5000 }).toBe(false);
  });

  // What the detail says is what is killed: the gate's process group. A process that left it (setsid,
  // Node's `detached`) is not reached, so the detail says "process group", never "process tree".
  it('a timed-out gate says its process group was killed; a child that left the group is not', async () => {
    const pidFile = join(work, 'setsid-grandchild.pid');
    const script = `const c=require('child_process').spawn(process.execPath,['-e','setInterval(()=>{},1000)'],{stdio:'ignore',detached:true});require('fs').writeFileSync(${JSON.stringify(pidFile)},String(c.pid));setInterval(()=>{},1000)`;
    const gate = { id: 'g', kind: 'command' as const, argv: [node, '-e', script], timeout_sec: 1 };
    writeFileSync(join(work, 'setsid-artifact'), 'x');
    const report = await runGates(
      [gate],
      { path: join(work, 'setsid-artifact'), bytes: new Uint8Array([120]) },
      { workdir: work },
    );
    expect(report.results[0]).toMatchObject({
      verdict: 'FAIL',
      detail: 'timed out after 1s (its process group killed)',
    });
    const pid = Number(readFileSync(pidFile, 'utf8'));
    try {
      expect(isRunning(pid)).toBe(true);
    } finally {
      process.kill(pid, 'SIGKILL');
    }
  });

  it('an aborted signal kills the whole process group at once (the run was halted)', async () => {
    const pidFile = join(work, 'aborted-grandchild.pid');
    const script = `const c=require('child_process').spawn(process.execPath,['-e','setInterval(()=>{},1000)'],{stdio:'inherit'});require('fs').writeFileSync(${JSON.stringify(pidFile)},String(c.pid));setInterval(()=>{},1000)`;
    const stop = new AbortController();
    const pending = runCommand({
      argv: [node, '-e', script],
      cwd: work,
      artifactPath: undefined,
      timeoutSec: 600,
      signal: stop.signal,
    });
    await expect.poll(() => existsSync(pidFile), { timeout: 10_000 }).toBe(true);
    stop.abort();
    expect(await pending).toMatchObject({ aborted: true, timedOut: false, exitCode: null });
    const pid = Number(readFileSync(pidFile, 'utf8'));
    await expect.poll(() => isRunning(pid), { timeout: 5000 }).toBe(false);
  });

  it.each(['aborted', 'timed out'] as const)(
    'a command %s is dead and reaped when its outcome is given (a process exiting right after leaves nothing behind)',
    async (how) => {
      const pidFile = join(work, `self-${how.replace(' ', '-')}.pid`);
      const script = `require('fs').writeFileSync(${JSON.stringify(pidFile)},String(process.pid));setInterval(()=>{},1000)`;
      const stop = new AbortController();
      const pending = runCommand({
        argv: [node, '-e', script],
        cwd: work,
        artifactPath: undefined,
        timeoutSec: how === 'aborted' ? 600 : 1,
        signal: stop.signal,
      });
      await expect.poll(() => existsSync(pidFile), { timeout: 10_000 }).toBe(true);
      if (how === 'aborted') stop.abort();
      const out = await pending;
      expect(out).toMatchObject(how === 'aborted' ? { aborted: true } : { timedOut: true });
      // kill(pid, 0) succeeds on a zombie too: ESRCH means it was reaped, by us, before the answer.
      expect(() => process.kill(Number(readFileSync(pidFile, 'utf8')), 0)).toThrow(/ESRCH/);
    },
  );

  it('an already aborted signal starts nothing', async () => {
    const stop = new AbortController();
    stop.abort();
    const marker = join(work, 'never-written');
    const out = await runCommand({
      argv: [node, '-e', `require('fs').writeFileSync(${JSON.stringify(marker)},'x')`],
      cwd: work,
      artifactPath: undefined,
      timeoutSec: 5,
      signal: stop.signal,
    });
    expect(out).toMatchObject({ aborted: true });
    expect(existsSync(marker)).toBe(false);
  });

  it('a missing program is an error outcome, not a throw', async () => {
    const out = await runCommand({
      argv: ['/nonexistent/program'],
      cwd: work,
      artifactPath: undefined,
      timeoutSec: 5,
    });
    expect(out).toEqual({
      exitCode: null,
      signal: null,
      timedOut: false,
      error: 'spawn /nonexistent/program ENOENT',
    });
  });

  it('a runner made with an environment gives the command that one, not this process’s', async () => {
    const runner = createCommandRunner({
      PATH: process.env.PATH,
      ONLY_HERE: 'yes',
      LOOPGOV_ARTIFACT: 'stale',
    });
    const check = `process.exit(process.env.ONLY_HERE==='yes' && process.env.LOOPGOV_ARTIFACT==='/a' && !('HOME' in process.env) ? 0 : 1)`;
    const out = await runner.run({
      argv: [node, '-e', check],
      cwd: work,
      artifactPath: '/a',
      timeoutSec: 10,
    });
    expect(out).toEqual({ exitCode: 0, signal: null, timedOut: false });
  });

  it('a program killed by a signal reports it', async () => {
    const out = await runCommand({
      argv: [node, '-e', 'process.kill(process.pid,"SIGTERM")'],
      cwd: work,
      artifactPath: undefined,
      timeoutSec: 5,
    });
    expect(out.signal).toBe('SIGTERM');
  });
});

describe('the output tail a result carries (REDTEAM: text no record could hold)', () => {
  const run = (script: string) =>
    runCommand({ argv: [node, '-e', script], cwd: work, artifactPath: undefined, timeoutSec: 10 });
  const loneSurrogateFree = (s: string) =>
    !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(s);

  it.each([
    ['an even number of units before the cut', '😀'.repeat(200)],
    ['the cut in the middle of a pair', `${'😀'.repeat(200)}x`],
    ['the kept 1 024 units starting mid-pair', `${'😀'.repeat(2000)}x`],
  ])('is cut on code points, marked as cut: %s', async (_name, text) => {
    const out = await run(`process.stdout.write(${JSON.stringify(text)}); process.exit(1)`);
    expect(out.exitCode).toBe(1);
    const tail = out.outputTail!;
    expect(loneSurrogateFree(tail)).toBe(true);
    expect(tail.startsWith('…')).toBe(true);
    expect(tail.length).toBeLessThanOrEqual(300);
    expect(text.endsWith(tail.slice(1))).toBe(true);
  });

  it('decodes a character split across two writes whole', async () => {
    // 'é' is 0xc3 0xa9: two writes, far enough apart to arrive as two chunks.
    const out = await run(
      'process.stdout.write(Buffer.from([0xc3])); setTimeout(() => { process.stdout.write(Buffer.from([0xa9])); process.exit(1); }, 100)',
    );
    expect(out.outputTail).toBe('é');
  });

  it('keeps short output as it is', async () => {
    const out = await run("console.log('one'); console.error('two'); process.exit(1)");
    expect(out.outputTail).toBe('one | two');
  });

  // The last lines alone were `code: 'MODULE_NOT_FOUND', | requireStack: […] | } | Node.js v20…`.
  it('keeps the line naming the error above a stack trace: a module Node cannot find', async () => {
    const out = await run("require('no-such-module-here')");
    expect(out.exitCode).toBe(1);
    expect(out.outputTail).toMatch(
      /^Error: Cannot find module 'no-such-module-here' \| … \| .*code: 'MODULE_NOT_FOUND',.* \| Node\.js v\d+/,
    );
  });

  it("keeps an assertion's message", async () => {
    const out = await run("require('node:assert').strictEqual(1, 2, 'the total is off by one')");
    expect(out.outputTail).toMatch(/^AssertionError \[ERR_ASSERTION\]: the total is off by one \| … \| /);
  });

  it('keeps the first error lines however much output follows, bounded', async () => {
    const noise = Array.from({ length: 400 }, (_, i) => `line ${i} ${'.'.repeat(40)}`).join('\n');
    const out = await run(
      `console.log('FAIL test/sum.test.ts > adds'); console.log(${JSON.stringify(noise)}); process.exit(1)`,
    );
    const tail = out.outputTail!;
    expect(tail.startsWith('FAIL test/sum.test.ts > adds | … | line 395 ')).toBe(true);
    expect(tail.endsWith(`line 399 ${'.'.repeat(40)}`)).toBe(true);
    expect(tail.length).toBeLessThanOrEqual(200 + 5 + 300);
  });
});

describe('runGates', () => {
  it.each([
    ['exit 0', 'process.exit(0)', 'PASS'],
    ['exit 1', 'process.exit(1)', 'FAIL'],
    ['throws', 'throw new Error("x")', 'FAIL'],
    ['crashes by signal', 'process.kill(process.pid,"SIGKILL")', 'FAIL'],
    ['hangs', 'setInterval(()=>{},1000)', 'FAIL'],
  ])('a command gate that %s is %s', async (_n, code, verdict) => {
    const r = await runGates(
      [{ id: 'cmd', kind: 'command', argv: [node, '-e', code], timeout_sec: 0.5 }],
      { path: join(work, 'artifact'), bytes: new Uint8Array() },
      { workdir: work },
    );
    expect(r.verdict).toBe(verdict);
  });
});
