// What a finished git process said (the gate's merge, rebase and merge-base reads): git's error lines
// as gitFailure gives them — credentials in a URL redacted, no CR at the end, a warning never standing
// in for the error — where the first line of stderr was taken by hand. And a scratch repository that
// cannot be made is an ERR_GIT, as every other git failure of loopgov's.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LoopgovError } from '../../../src/core/errors.js';
import { withScratchRepo } from '../../../src/io/git/clean-merge.js';
import { gitFailure, gitSaid, runGit } from '../../../src/io/git/invocation.js';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('gitSaid', () => {
  it("gives git's error, not a warning before it, with no CR and no credentials", () => {
    const stderr =
      "warning: redirecting to https://h/p/\r\nfatal: unable to access 'https://u:ghp_abc@h/p/': 401\r\n";
    expect(gitSaid({ code: 128, stderr })).toBe("fatal: unable to access 'https://***@h/p/': 401");
  });

  it('says the exit when git said nothing (gitFailure of an empty stderr is no "[object Object]")', () => {
    expect(gitFailure({ stderr: '' })).toBe('');
    expect(gitSaid({ code: 1, stderr: '  \n' })).toBe('no message (exit 1)');
    expect(gitSaid({ code: -1, stderr: '' })).toBe('git did not run');
  });

  it('reads a real git failure (runGit)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'loopgov-git-said-'));
    made.push(dir);
    const r = await runGit(dir, ['rev-parse', '--git-dir']);
    expect(r.code).toBe(128);
    expect(gitSaid(r)).toMatch(/^fatal: not a git repository/);
  });
});

describe('withScratchRepo', () => {
  it('a folder that is no repository: ERR_GIT naming it and what git said', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'loopgov-no-repo-'));
    made.push(dir);
    const err = await withScratchRepo(dir, async () => 'ran').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(LoopgovError);
    expect((err as LoopgovError).code).toBe('ERR_GIT');
    expect((err as Error).message).toMatch(
      new RegExp(`^git rev-parse cannot locate the objects of ${dir}: fatal: not a git repository`),
    );
  });
});
