// A policy repository whose main holds an approved pin, its bare origin, a trust file outside both and
// one cache: what the prod pin tests load from (real git, no mocks).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadPinnedPolicy, type PinRequest } from '../../src/io/policy/pin.js';
import {
  commitAs,
  craft,
  digest,
  editPolicy,
  fixtureKey,
  git,
  goodClaims,
  header,
  makeRepo,
  PEOPLE,
  ROOT,
} from './gate-repo.js';

export interface PinnedWorld {
  /** The working clone, whose main is pushed to `origin`. */
  repo: string;
  /** The bare origin runs pin (`file://` + it). */
  origin: string;
  /** The approved commit (alice approved it). */
  commit: string;
  /** Its governed digest. */
  head: string;
  trustFile: string;
  cacheDir: string;
  /** Commits bob's valid reject of the pinned digest on main and pushes it; returns the commit. */
  reject(): string;
  /** Loads the pin (prod, `file://origin`, the world's cache) with `more` on top. */
  load(more?: Partial<PinRequest>): ReturnType<typeof loadPinnedPolicy>;
}

export async function pinnedWorld(tag: string): Promise<PinnedWorld> {
  const repo = makeRepo(tag);
  const trustFile = join(mkdtempSync(join(tmpdir(), 'loopgov-trust-')), 'trust.yaml');
  writeFileSync(trustFile, readFileSync(join(ROOT, 'policies/approvers.yaml')));
  const base = await digest(repo, 'main');
  commitAs(repo, PEOPLE.dave!, 'L3: 80 steps', {
    'policies/loop-policy.yaml': editPolicy(
      repo,
      'loop-policy.yaml',
      'L3: {budget: {max_steps: 60,',
      'L3: {budget: {max_steps: 80,',
    ),
  });
  const head = await digest(repo, 'main');
  const token = (who: string, kid: string, decision: string) =>
    `${craft(header(kid, kid === 'bob-2026' ? 'ES256' : 'EdDSA'), goodClaims(who, base, head, decision), fixtureKey(kid))}\n`;
  const commit = commitAs(repo, PEOPLE.carol!, 'approved', {
    [`approvals/${head}/alice-2026.jwt`]: token('alice', 'alice-2026', 'approve'),
  });
  const origin = join(mkdtempSync(join(tmpdir(), 'loopgov-origin-')), 'policies.git');
  git(repo, 'clone', '-q', '--bare', repo, origin);
  const cacheDir = mkdtempSync(join(tmpdir(), 'loopgov-cache-'));
  return {
    repo,
    origin,
    commit,
    head,
    trustFile,
    cacheDir,
    reject() {
      const c = commitAs(repo, PEOPLE.erin!, 'bob rejects', {
        [`approvals/${head}/bob-2026.jwt`]: token('bob', 'bob-2026', 'reject'),
      });
      git(repo, 'push', '-q', origin, 'main');
      return c;
    },
    load: (more = {}) =>
      loadPinnedPolicy({
        repo: `file://${origin}`,
        commit,
        profile: 'prod',
        trustFile,
        cacheDir,
        ...more,
      }),
  };
}
