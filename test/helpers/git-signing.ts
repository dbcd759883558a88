/**
 * A throwaway commit-signing key for tests of signed history: gpg if this machine has it, else SSH signing
 * (`ssh-keygen`), else none — the caller then skips, saying why.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface CommitSigning {
  how: 'gpg' | 'ssh';
  /** `git config` settings that make every commit in a repository signed. */
  config: [string, string][];
  /** Set in the environment of the git commands that sign and check (GNUPGHOME). */
  env: Record<string, string>;
}

/** True when `cmd args` runs and exits 0. */
const has = (cmd: string, ...args: string[]) => {
  try {
    execFileSync(cmd, args, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/** A fresh key and how to sign with it; null when neither gpg nor ssh-keygen runs here. */
export function makeCommitSigning(): CommitSigning | null {
  const dir = mkdtempSync(join(tmpdir(), 'loopgov-signing-'));
  if (has('gpg', '--version')) {
    const home = join(dir, 'gnupg');
    mkdirSync(home, { mode: 0o700 });
    const env = { GNUPGHOME: home };
    execFileSync(
      'gpg',
      [
        '--batch',
        '--passphrase',
        '',
        '--quick-gen-key',
        'loopgov test <signer@example.invalid>',
        'ed25519',
        'sign',
        'never',
      ],
      { env: { ...process.env, ...env }, stdio: 'ignore' },
    );
    const listing = execFileSync('gpg', ['--batch', '--with-colons', '--list-secret-keys'], {
      env: { ...process.env, ...env },
      encoding: 'utf8',
    });
    const fpr = /^fpr:+([0-9A-F]{40,64}):/m.exec(listing)?.[1];
    if (fpr)
      return {
        how: 'gpg',
        config: [
          ['commit.gpgSign', 'true'],
          ['user.signingKey', fpr],
        ],
        env,
      };
  }
  const key = join(dir, 'id_ed25519');
  if (has('ssh-keygen', '-q', '-t', 'ed25519', '-N', '', '-f', key)) {
    return {
      how: 'ssh',
      config: [
        ['gpg.format', 'ssh'],
        ['commit.gpgSign', 'true'],
        ['user.signingKey', key],
      ],
      env: {},
    };
  }
  return null;
}
