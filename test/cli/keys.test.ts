// `loopgov keys generate`: a bad --out and a prompt left unanswered are one line with the right exit code,
// never an internal error with a stack. In process, except one test in a real terminal (python3's pty):
// raw mode and Ctrl-C as a key are what only a terminal shows.
import { spawnSync } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { runCli as runCliInProcess } from '../../src/cli/program.js';
import { CLI, runCli } from '../helpers/cli.js';

const tmp = () => mkdtempSync(join(tmpdir(), 'loopgov-keys-'));
const FLAGS = ['keys', 'generate', '--id', 'x', '--github', 'x', '--email', 'x@example.com'];

describe('keys generate --out', () => {
  it.each<[string, (dir: string) => string, RegExp]>([
    [
      'an existing file',
      (d) => {
        writeFileSync(join(d, 'notadir'), '');
        return 'notadir';
      },
      /^loopgov: ERR_KEY: cannot create the folder \S+notadir: it exists and is not a folder\n$/,
    ],
    [
      'a path under a file',
      (d) => {
        writeFileSync(join(d, 'f'), '');
        return 'f/keys';
      },
      /^loopgov: ERR_KEY: cannot create the folder (\S+)\/f\/keys: \1\/f is a file, not a folder\n$/,
    ],
    ...(existsSync('/proc/version')
      ? [
          [
            '/proc/version',
            () => '/proc/version',
            /^loopgov: ERR_KEY: cannot create the folder \/proc\/version: it exists and is not a folder\n$/,
          ] as [string, (dir: string) => string, RegExp],
        ]
      : []),
  ])('%s: one line naming the folder, exit 1', async (_what, out, message) => {
    const cwd = tmp();
    const r = await runCli([...FLAGS, '--out', out(cwd)], { cwd });
    expect(r.stderr).toMatch(message);
    expect(r.code).toBe(1);
  });

  it.each(['', ' '])('%j is a usage error, and no key lands in the working directory', async (out) => {
    const cwd = tmp();
    const r = await runCli([...FLAGS, '--out', out], { cwd });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('loopgov: ERR_USAGE: --out must name a folder for the private key (got "")\n');
    expect(readdirSync(cwd)).toEqual([]);
  });
});

/** The CLI in process on a pretend terminal: `keys` are typed at the first prompt. */
async function atPrompt(keys: string | null) {
  const stdin = Object.assign(new PassThrough(), { isTTY: true, setRawMode: () => stdin });
  let err = '';
  const stderr = Object.assign(
    new Writable({
      write(chunk, _enc, done) {
        err += String(chunk);
        if (err.includes('GitHub login: ')) keys === null ? stdin.end() : stdin.write(keys);
        done();
      },
    }),
    { isTTY: true },
  );
  const out = tmp();
  const code = await runCliInProcess(['keys', 'generate', '--id', 'z9', '--out', join(out, 'k')], {
    stdin,
    stdout: new PassThrough(),
    stderr,
    env: process.env,
    cwd: out,
    signals: new EventEmitter(),
  });
  return { code, stderr: err, written: existsSync(join(out, 'k')) };
}

describe('keys generate, asking on a terminal', () => {
  it.each<[string, string | null, number, string]>([
    ['Ctrl-C', '\x03', 130, 'loopgov: cancelled\n'],
    [
      'Ctrl-D',
      '\x04',
      2,
      'loopgov: ERR_USAGE: cancelled: the input ended before --github and --email were answered\n',
    ],
    [
      'the input ending',
      null,
      2,
      'loopgov: ERR_USAGE: cancelled: the input ended before --github and --email were answered\n',
    ],
  ])('%s at the prompt (%j): one line, exit %i, nothing written', async (_what, keys, code, last) => {
    const r = await atPrompt(keys);
    expect(r.code).toBe(code);
    expect(r.stderr.endsWith(`\n${last}`)).toBe(true);
    expect(r.stderr).not.toMatch(/internal error|AbortError|\n\s+at /);
    expect(r.written).toBe(false);
  });

  const python = spawnSync('python3', ['-c', 'import pty'], { encoding: 'utf8' }).status === 0;
  it.skipIf(!python).each<[string, string, number]>([
    ['Ctrl-C', '\\x03', 130],
    ['Ctrl-D', '\\x04', 2],
  ])('in a real terminal, %s (%s) at the prompt ends with exit %i and no stack', (_what, key, code) => {
    const out = tmp();
    // The child runs dist/cli.js in a pty, waits for the prompt, types the key, prints what it saw.
    const script = `
import os, pty, select, sys
pid, fd = pty.fork()
if pid == 0:
    os.execv(sys.argv[1], [sys.argv[1], sys.argv[2], 'keys', 'generate', '--id', 'z9', '--out', sys.argv[3]])
buf = b''
def read_until(done):
    global buf
    while not done() and select.select([fd], [], [], 10)[0]:
        try: b = os.read(fd, 4096)
        except OSError: return
        if not b: return
        buf += b
read_until(lambda: b'GitHub login: ' in buf)
os.write(fd, b'${key}')
read_until(lambda: False)
_, st = os.waitpid(pid, 0)
sys.stdout.write(buf.decode(errors='replace'))
sys.exit(os.WEXITSTATUS(st))
`;
    const r = spawnSync('python3', ['-c', script, process.execPath, CLI, join(out, 'k')], {
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(r.stdout).toMatch(code === 130 ? /loopgov: cancelled/ : /loopgov: ERR_USAGE: cancelled/);
    expect(r.stdout).not.toMatch(/internal error|AbortError/);
    expect(r.status).toBe(code);
    expect(existsSync(join(out, 'k'))).toBe(false);
  });
});
