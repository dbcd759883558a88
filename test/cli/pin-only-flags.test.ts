// A pin-only flag where no pin is read (beside --policy-dir, or with no policy at all) is a usage error
// naming it, never silently ignored (README: a bad flag is exit 2, nothing written); the LOOPGOV_*
// variables that stand in for them are left unread there. `--checkpoint-every` goes with `--checkpoint-key`.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { ev, lines, policyDir, runLoopgov, tempDir, testPolicy } from './run-fixtures.js';

const KEY = 'test/fixtures/keys/alice-2026.private.jwk.json';
const PIN_ONLY: [string, string[]][] = [
  ['--protected-ref', ['--protected-ref', 'refs/heads/release']],
  ['--offline', ['--offline']],
  ['--reachability-ttl', ['--reachability-ttl', '-5m']],
  ['--reachability-ttl', ['--reachability-ttl', '10m']],
  ['--fetch-timeout', ['--fetch-timeout', '9h']],
];

function newRun(traceDir: string, dir: string): string[] {
  return [
    ...['--run-id', 'p1', '--project', 't', '--level', 'L2', '--profile', 'dev'],
    ...['--trace-dir', traceDir, '--policy-dir', dir],
  ];
}

describe('a pin-only flag beside --policy-dir is refused, never silently ignored', () => {
  it.each(PIN_ONLY)('run %s: exit 2 naming it, nothing written', async (flag, given) => {
    const traceDir = tempDir();
    const r = await runLoopgov([...newRun(traceDir, policyDir(testPolicy())), ...given], lines([ev(1)]));
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      new RegExp(
        `^loopgov: ERR_USAGE: ${flag} goes with a pinned policy \\(--policy-repo/--policy-commit\\), not --policy-dir: it sets [^\n]+, and a policy folder has no commit to prove\n$`,
      ),
    );
    expect(r.stdout).toBe('');
    expect(readdirSync(traceDir)).toEqual([]);
  });

  it.each(PIN_ONLY)('serve %s: exit 2, the server does not start', async (flag, given) => {
    const r = await runCli([
      ...['serve', '--port', '0', '--trace-dir', tempDir(), '--policy-dir', policyDir(testPolicy())],
      ...given,
    ]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      new RegExp(`^loopgov: ERR_USAGE: ${flag} goes with a pinned policy .*, not --policy-dir`),
    );
    expect(r.stdout).toBe('');
  });

  it.each(PIN_ONLY)('resume --print %s: exit 2 before any key is read', async (flag, given) => {
    const r = await runCli([
      ...['resume', '--print', '--trace-dir', tempDir(), '--run-id', 'p1', '--key', KEY],
      ...['--policy-dir', policyDir(testPolicy()), ...given],
    ]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      new RegExp(`^loopgov: ERR_USAGE: ${flag} goes with a pinned policy .*, not --policy-dir`),
    );
    expect(r.stdout).toBe('');
  });

  it('serve with no policy at all: a pin-only flag or --trust would be read by nothing', async () => {
    for (const given of [['--offline'], ['--protected-ref', 'refs/heads/main'], ['--trust', KEY]]) {
      const r = await runCli(['serve', '--port', '0', '--trace-dir', tempDir(), ...given]);
      expect(r.code, given.join(' ')).toBe(2);
      expect(r.stderr).toMatch(
        new RegExp(`^loopgov: ERR_USAGE: ${given[0]} goes with a pinned policy .*, and none is given`),
      );
    }
  });

  it('their LOOPGOV_* variables, set for pinned runs, are left unread beside --policy-dir', async () => {
    const traceDir = tempDir();
    const r = await runLoopgov(newRun(traceDir, policyDir(testPolicy())), lines([ev(1)]), {
      LOOPGOV_REACHABILITY_TTL: 'bogus',
      LOOPGOV_FETCH_TIMEOUT: '9h',
    });
    expect(r.stderr).not.toContain('ERR_USAGE');
    expect(r.decisions).toHaveLength(2);
    expect(r.decisions[0]).toMatchObject({ decision: 'CONTINUE' });
  });
});

describe('--checkpoint-every goes with --checkpoint-key', () => {
  it.each(['-3', '5', '0'])('--checkpoint-every %s without a key: exit 2, nothing written', async (n) => {
    const traceDir = tempDir();
    const r = await runLoopgov(
      [...newRun(traceDir, policyDir(testPolicy())), '--checkpoint-every', n],
      lines([ev(1)]),
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `loopgov: ERR_USAGE: --checkpoint-every goes with --checkpoint-key: without a key no checkpoint is signed (got --checkpoint-every "${n}")\n`,
    );
    expect(readdirSync(traceDir)).toEqual([]);
  });

  it('with a key, a bad number is still refused by name', async () => {
    const traceDir = tempDir();
    const r = await runLoopgov(
      [...newRun(traceDir, policyDir(testPolicy())), '--checkpoint-key', KEY, '--checkpoint-every', '-3'],
      lines([ev(1)]),
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('loopgov: ERR_USAGE: --checkpoint-every must be a whole number (got "-3")\n');
    expect(readdirSync(traceDir)).toEqual([]);
  });
});
