// Decision 128: `loopgov gate` judges what merges, not head on its own. A pull request behind its base was
// judged head-vs-base-tip: a removal of okr's L3 override (a tightening on its own) passed with one
// maintainer while its merge landed a loosening nobody approved; a README-only pull request was blocked
// for "reversing" the base's newer change. A pull request that changes no policy may carry a revocation.
// And a `--author` written `@login` or with spaces matched nobody, silently.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyPinnedApproval } from '../../src/io/policy/pin-approval.js';
import {
  commitAs,
  digest,
  editPolicy,
  git,
  makeRepo,
  PEOPLE,
  ROOT,
  removeRepo,
  runGate,
  signAs,
} from '../helpers/gate-repo.js';

let repo: string;
beforeEach(() => {
  repo = makeRepo('what-merges');
});
afterEach(() => removeRepo(repo));

/** A branch `name` from main, then the files `edit` makes (read on that branch) committed by `who`. */
function branch(name: string, who = PEOPLE.dave!, edit: () => Record<string, string> = () => ({})): string {
  git(repo, 'checkout', '-q', '-b', name, 'main');
  const files = edit();
  if (Object.keys(files).length) commitAs(repo, who, name, files);
  return name;
}
const l3 = (from: string, to: string) =>
  editPolicy(
    repo,
    'loop-policy.yaml',
    `L3: {budget: {max_steps: ${from},`,
    `L3: {budget: {max_steps: ${to},`,
  );
/** Merges `rev` into the current branch as a clean "Update branch" by seed (no approver). */
function mergeIn(rev: string): void {
  git(
    repo,
    '-c',
    'user.name=Seed',
    '-c',
    'user.email=seed@example.org',
    'merge',
    '-q',
    '--no-ff',
    '--no-edit',
    rev,
  );
}

describe('loopgov gate judges what merges (decision 128)', () => {
  it('a revision that does not resolve: nothing mergeable judged, no digest', async () => {
    // Found by a probe: the JSON said `merges: head` and head's digest, which the Action outputs.
    const r = await runGate(repo, 'no-such-branch', 'main');
    expect(r.json.verdict, r.stdout).toBe('block');
    expect(r.json.merges).toBe('neither');
    expect(r.json.digest).toBeNull();
  });

  it('a branch behind its base in policies/ blocks: its merge would land a loosening nobody approved', async () => {
    // PR B removes okr's L3 override (80 → the default 60: a tightening as head shows it).
    const prB = branch('drop-okr-override');
    commitAs(repo, PEOPLE.dave!, 'okr: the standard L3 budget', {
      'policies/loop-policy.yaml': editPolicy(
        repo,
        'loop-policy.yaml',
        /^ {4}levels: \{L3: \{budget: \{max_steps: 80\}\}\}\n/m,
        '',
      ),
    });
    // Meanwhile PR A raises the default L3 to 100, approved by an org-admin, and merges.
    const prA = branch('raise-l3', PEOPLE.dave!, () => ({ 'policies/loop-policy.yaml': l3('60', '100') }));
    const baseDigest = await digest(repo, 'main');
    commitAs(repo, PEOPLE.carol!, 'alice approves', signAs('alice', baseDigest, await digest(repo, prA)));
    git(repo, 'checkout', '-q', 'main');
    mergeIn(prA);
    // A maintainer approves PR B against the new main.
    git(repo, 'checkout', '-q', prB);
    commitAs(
      repo,
      PEOPLE.carol!,
      'erin approves',
      signAs('erin', await digest(repo, 'main'), await digest(repo, prB)),
    );

    const behind = await runGate(repo, 'main', prB);
    expect(behind.json.verdict, behind.stdout).toBe('block');
    expect(behind.code).toBe(1);
    expect(behind.json.class).toBeNull();
    // What merges is neither side's: no digest lands that an approval could bind (the Action's `digest`
    // output is empty too); `head` still names head's own.
    expect(behind.json.merges).toBe('neither');
    expect(behind.json.digest).toBeNull();
    expect(behind.json.head?.digest).toBe(await digest(repo, prB));
    expect(behind.json.reasons[0]).toMatch(
      /^the branch is behind main in policies\/: 1 commit\(s\) of main it does not hold \([0-9a-f]{12}\) changed policies\/loop-policy\.yaml, .*update the branch \(merge main into it\)/,
    );
    expect(behind.json.approvals.map((a) => a.reason)).toEqual([
      'not checked: the branch does not hold what merges',
    ]);
    const text = await runGate(repo, 'main', prB, 'dave-gh', []);
    expect(text.stdout).toContain('ceiling: not checked (the branch does not hold what merges)');
    // Each token not checked is named: its file, and the approver and key it states.
    const file = `approvals/${await digest(repo, prB)}/erin-2026.jwt`;
    expect(text.stdout).toContain(
      `  not counted erin erin-2026 approve: not checked: the branch does not hold what merges [${file}]`,
    );

    // Updated, the branch holds what merges: okr's L3 goes 80 → 100, a loosening an org-admin must approve.
    mergeIn('main');
    const updated = await runGate(repo, 'main', prB);
    expect(updated.json.verdict).toBe('block');
    expect(updated.json.class).toBe('loosen');
    expect(updated.json.merges).toBe('head');
    expect(updated.json.digest).toBe(await digest(repo, prB));
    expect(updated.json.reasons.join('\n')).toMatch(
      /a loosen change needs 1 approval\(s\) from distinct org-admins/,
    );
  });

  it('a README-only pull request opened before another policy change merged passes: it changes no policy', async () => {
    const docs = branch('docs', PEOPLE.dave!, () => ({ 'README.md': 'more docs\n' }));
    git(repo, 'checkout', '-q', 'main');
    commitAs(repo, PEOPLE.erin!, 'tighten L0 (another pull request, merged)', {
      'policies/loop-policy.yaml': editPolicy(
        repo,
        'loop-policy.yaml',
        'L0: {budget: {max_steps: 5,',
        'L0: {budget: {max_steps: 4,',
      ),
    });
    const r = await runGate(repo, 'main', docs);
    expect(r.json.verdict, r.stdout).toBe('pass');
    expect(r.code).toBe(0);
    expect(r.json.class).toBe('neutral');
    expect(r.json.head?.digest).toBe(await digest(repo, 'main'));
    expect(r.json.merges).toBe('base');
    expect(r.json.digest).toBe(await digest(repo, 'main'));
    expect((r.json as unknown as { notes: string[] }).notes).toEqual([
      expect.stringMatching(/^merging leaves the base's policies\/ as they are \(digest [0-9a-f]{12}\)/),
    ]);
  });

  it('on a pull request that changes no policy, the base’s own approvals are not listed as the pull request’s', async () => {
    const docs = branch('docs', PEOPLE.dave!, () => ({ 'README.md': 'more docs\n' }));
    git(repo, 'checkout', '-q', 'main');
    const before = await digest(repo, 'main');
    commitAs(repo, PEOPLE.erin!, 'tighten L0 (another pull request, merged)', {
      'policies/loop-policy.yaml': editPolicy(
        repo,
        'loop-policy.yaml',
        'L0: {budget: {max_steps: 5,',
        'L0: {budget: {max_steps: 4,',
      ),
    });
    // main holds alice's approval of its own digest, committed by main's history, not by this pull request.
    commitAs(repo, PEOPLE.carol!, 'alice approves', signAs('alice', before, await digest(repo, 'main')));
    const r = await runGate(repo, 'main', docs);
    expect(r.json.verdict, r.stdout).toBe('pass');
    expect((r.json as unknown as { stale: unknown[] }).stale).toEqual([]);
    const text = await runGate(repo, 'main', docs, 'dave-gh', []);
    expect(text.stdout).not.toMatch(/other tokens this pull request committed|ERR_TOKEN_BINDING/);
  });

  it('a branch that conflicts with its base in policies/ blocks, naming the files', async () => {
    const side = branch('l2-30', PEOPLE.dave!, () => ({
      'policies/loop-policy.yaml': editPolicy(
        repo,
        'loop-policy.yaml',
        'L2: {budget: {max_steps: 20,',
        'L2: {budget: {max_steps: 30,',
      ),
    }));
    git(repo, 'checkout', '-q', 'main');
    commitAs(repo, PEOPLE.erin!, 'L2 25', {
      'policies/loop-policy.yaml': editPolicy(
        repo,
        'loop-policy.yaml',
        'L2: {budget: {max_steps: 20,',
        'L2: {budget: {max_steps: 25,',
      ),
    });
    const r = await runGate(repo, 'main', side);
    expect(r.json.verdict).toBe('block');
    expect(r.json.reasons[0]).toMatch(
      new RegExp(
        `^${side} conflicts with main in policies/ \\(policies/loop-policy\\.yaml\\): merge main into the branch`,
      ),
    );
  });

  it('the merge is git’s of the commits alone: no work tree, info/attributes or config attributes change it', async () => {
    // A conflict in policies/ blocks. An untracked `.gitattributes` with `merge=union` made it merge cleanly
    // (and pass as "changes no policy"): the CLI and the Action disagreed on the same commits.
    const drop = branch('drop-budget', PEOPLE.dave!, () => ({
      'policies/loop-policy.yaml': editPolicy(
        repo,
        'loop-policy.yaml',
        /^.*budget: \{max_tokens: 300000\}.*\n/m,
        '',
      ),
    }));
    git(repo, 'checkout', '-q', 'main');
    commitAs(repo, PEOPLE.erin!, 'tighten okr tokens', {
      'policies/loop-policy.yaml': editPolicy(
        repo,
        'loop-policy.yaml',
        'max_tokens: 300000',
        'max_tokens: 250000',
      ),
    });
    const verdict = async () => {
      const r = await runGate(repo, 'main', drop);
      return { verdict: r.json.verdict, reasons: r.json.reasons };
    };
    const plain = await verdict();
    expect(plain.verdict).toBe('block');
    expect(plain.reasons[0]).toMatch(/^drop-budget conflicts with main in policies\//);
    const union = 'policies/** merge=union\n';
    writeFileSync(join(repo, '.gitattributes'), union);
    expect(await verdict()).toEqual(plain);
    rmSync(join(repo, '.gitattributes'));
    writeFileSync(join(repo, '.git', 'info', 'attributes'), union);
    expect(await verdict()).toEqual(plain);
    rmSync(join(repo, '.git', 'info', 'attributes'));
    const file = join(mkdtempSync(join(tmpdir(), 'loopgov-attrs-')), 'attributes');
    writeFileSync(file, union);
    git(repo, 'config', 'core.attributesFile', file);
    expect(await verdict()).toEqual(plain);
  });

  it('whether a merge is git’s own (decision 118) does not depend on the branch checked out', async () => {
    // The pull request commits `.gitattributes` with merge=union and adds a deny pattern; main adds another.
    const deny = /^( {8}- \{regex: "BEGIN \(RSA\|OPENSSH\|EC\) PRIVATE KEY"\}\n)/m;
    const pr = branch('deny-erin', PEOPLE.erin!, () => ({
      'policies/loop-policy.yaml': editPolicy(
        repo,
        'loop-policy.yaml',
        deny,
        '$1        - {regex: "erin-pattern"}\n',
      ),
      '.gitattributes': 'policies/** merge=union\n',
    }));
    git(repo, 'checkout', '-q', 'main');
    const before = git(repo, 'rev-parse', 'HEAD').trim();
    commitAs(repo, PEOPLE.erin!, 'main: a deny pattern', {
      'policies/loop-policy.yaml': editPolicy(
        repo,
        'loop-policy.yaml',
        deny,
        '$1        - {regex: "main-pattern"}\n',
      ),
    });
    commitAs(
      repo,
      PEOPLE.carol!,
      'alice approves',
      signAs('alice', await digest(repo, before), await digest(repo, 'main')),
    );
    // alice updates the branch by hand, keeping both lines (git's own merge conflicts), and approves.
    git(repo, 'checkout', '-q', pr);
    git(
      repo,
      '-c',
      'user.name=Alice',
      '-c',
      'user.email=alice@example.com',
      'merge',
      '-q',
      '--no-edit',
      'main',
    );
    commitAs(
      repo,
      PEOPLE.carol!,
      'alice approves',
      signAs('alice', await digest(repo, 'main'), await digest(repo, pr)),
    );
    const onPr = await runGate(repo, 'main', pr, 'erin-gh');
    git(repo, 'checkout', '-q', 'main');
    const onMain = await runGate(repo, 'main', pr, 'erin-gh');
    expect(onPr.json.verdict).toBe('block');
    expect(onPr.json).toEqual(onMain.json);
  });

  it('a branch whose rebase would land other policies/ than its merge blocks (T made again, then reverted)', async () => {
    const attack = branch('attack');
    git(repo, 'checkout', '-q', 'main');
    const tighten = () => editPolicy(repo, 'loop-policy.yaml', 'max_tokens: 300000', 'max_tokens: 250000');
    commitAs(repo, PEOPLE.erin!, 'T: tighten okr tokens (approved, merged)', {
      'policies/loop-policy.yaml': tighten(),
    });
    git(repo, 'checkout', '-q', attack);
    commitAs(repo, PEOPLE.dave!, 'c1: T again', { 'policies/loop-policy.yaml': tighten() });
    commitAs(repo, PEOPLE.dave!, 'c2: revert it', {
      'policies/loop-policy.yaml': editPolicy(
        repo,
        'loop-policy.yaml',
        'max_tokens: 250000',
        'max_tokens: 300000',
      ),
    });
    commitAs(repo, PEOPLE.dave!, 'docs', { 'README.md': 'hi\n' });
    git(repo, 'checkout', '-q', 'main');
    // Merged, main's policies/ stay as they are; `git rebase main` skips c1 (main holds its patch) and
    // replays c2: T reverted.
    const r = await runGate(repo, 'main', attack);
    expect(r.json.verdict, r.stdout).toBe('block');
    expect(r.json.reasons[0]).toMatch(
      /^rebasing attack onto main would give other policies\/ than merging it/,
    );
  });

  it('a branch updated by merging main, whose rebase would revert main’s tightening, blocks', async () => {
    // The same branch, updated with "Update branch" (a merge of main): main is an ancestor of head, and the
    // fast-forward holds main's policies/ with T. It passed as changing no policy, but "Rebase and merge"
    // (or `git rebase main`, pushed) drops the merge, skips c1 (empty on main) and replays c2: T reverted.
    const attack = branch('attack-updated');
    git(repo, 'checkout', '-q', 'main');
    const tighten = () => editPolicy(repo, 'loop-policy.yaml', 'max_tokens: 300000', 'max_tokens: 250000');
    commitAs(repo, PEOPLE.erin!, 'T: tighten okr tokens (approved, merged)', {
      'policies/loop-policy.yaml': tighten(),
    });
    git(repo, 'checkout', '-q', attack);
    commitAs(repo, PEOPLE.dave!, 'c1: T again', { 'policies/loop-policy.yaml': tighten() });
    commitAs(repo, PEOPLE.dave!, 'c2: revert it', {
      'policies/loop-policy.yaml': editPolicy(
        repo,
        'loop-policy.yaml',
        'max_tokens: 250000',
        'max_tokens: 300000',
      ),
    });
    mergeIn('main');
    expect(await digest(repo, attack)).toBe(await digest(repo, 'main'));
    const r = await runGate(repo, 'main', attack);
    expect(r.json.verdict, r.stdout).toBe('block');
    expect(r.code).toBe(1);
    expect(r.json.reasons[0]).toMatch(
      /^rebasing attack-updated onto main would give other policies\/ than merging it \(in policies\/loop-policy\.yaml, from replaying [0-9a-f]{7,} c2: revert it\): git rebase drops the branch's merge commits, .*Drop or revert the commit that makes the difference, or rebase the branch onto main yourself and push it/,
    );
    // c1 makes main's change again: the rebase skips it, so it is not named.
    expect(r.json.reasons[0]).not.toContain('c1: T again');
    // What the gate predicted is what git's own rebase lands: T reverted.
    git(repo, 'checkout', '-q', '-b', 'rebased', attack);
    git(repo, '-c', 'user.name=Seed', '-c', 'user.email=seed@example.org', 'rebase', '-q', 'main');
    expect(git(repo, 'show', 'rebased:policies/loop-policy.yaml')).toContain('max_tokens: 300000');
    // Rebased and pushed, the branch holds what lands: the revert of T, judged as a loosening.
    const pushed = await runGate(repo, 'main', 'rebased');
    expect(pushed.json.class, pushed.stdout).toBe('loosen');
    // A merge queue's build of it (a merge commit: --pull-head) lands as it is, T kept: no rebase follows.
    const queue = await runGate(repo, 'main', attack, 'dave-gh', ['--json', '--pull-head', attack]);
    expect(queue.json.reasons.join('\n')).not.toMatch(/rebasing/);
    expect(queue.json.verdict, queue.stdout).toBe('pass');
  });

  it('a revocation (a pull request that only adds a reject of main’s digest) merges, and then revokes it at runtime', async () => {
    // An approved loosening on main.
    const pr = branch('l3-70', PEOPLE.dave!, () => ({ 'policies/loop-policy.yaml': l3('60', '70') }));
    const before = await digest(repo, 'main');
    const approved = await digest(repo, pr);
    commitAs(repo, PEOPLE.carol!, 'alice approves', signAs('alice', before, approved));
    git(repo, 'checkout', '-q', 'main');
    mergeIn(pr);
    const pinned = git(repo, 'rev-parse', 'main').trim();
    const trust = join(mkdtempSync(join(tmpdir(), 'loopgov-trust-')), 'trust.yaml');
    writeFileSync(trust, readFileSync(join(ROOT, 'policies/approvers.yaml')));
    const prod = () =>
      verifyPinnedApproval({
        repoDir: repo,
        commit: pinned,
        digest: approved,
        trustFile: trust,
        history: 'main',
      });
    await expect(prod()).resolves.toMatchObject({ approvers: ['alice'] });

    // carol revokes it: her reject of main's digest, in a pull request of her own.
    const revoke = branch('revoke', PEOPLE.carol!, () => signAs('carol', before, approved, 'reject'));
    const r = await runGate(repo, 'main', revoke, 'carol-gh');
    expect(r.json.verdict, r.stdout).toBe('pass');
    const notes = (r.json as unknown as { notes: string[] }).notes;
    expect(notes).toEqual([
      `carol revokes the base's policy (digest ${approved.slice(0, 12)}, approvals/${approved}/carol-2026.jwt): once this merges, prod runs pinned to it HALT`,
    ]);
    expect(r.json.approvals.find((a) => a.approver === 'carol')?.reason).toMatch(
      /^a reject, but this pull request changes no policy: it blocks nothing/,
    );
    git(repo, 'checkout', '-q', 'main');
    mergeIn(revoke);
    await expect(prod()).rejects.toThrow(/carol rejected this digest in commit [0-9a-f]{12}/);
  });

  it('a reject still blocks a pull request that changes policy', async () => {
    const pr = branch('l3-65', PEOPLE.dave!, () => ({ 'policies/loop-policy.yaml': l3('60', '65') }));
    const [b, h] = [await digest(repo, 'main'), await digest(repo, pr)];
    commitAs(repo, PEOPLE.carol!, 'approvals', {
      ...signAs('erin', b, h),
      ...signAs('carol', b, h, 'reject'),
    });
    const r = await runGate(repo, 'main', pr);
    expect(r.json.verdict).toBe('block');
    expect(r.json.reasons).toContain(`carol rejected the change (approvals/${h}/carol-2026.jwt)`);
  });
});

describe('loopgov gate --author is a GitHub login', () => {
  let pr: string;
  beforeEach(async () => {
    pr = branch('self', PEOPLE.dave!, () => ({ 'policies/loop-policy.yaml': l3('60', '75') }));
    commitAs(
      repo,
      PEOPLE.carol!,
      'alice approves',
      signAs('alice', await digest(repo, 'main'), await digest(repo, pr)),
    );
  });

  it.each(['alice-gh', '@alice-gh', ' alice-gh ', '@ALICE-GH'])(
    '%j names alice: her own approval does not count',
    async (author) => {
      const r = await runGate(repo, 'main', pr, author);
      expect(r.json.verdict).toBe('block');
      expect(r.json.approvals[0]?.reason).toMatch(
        /^proposer \(separation of duties\): pull request author alice-gh$/i,
      );
    },
  );

  it.each(['alice gh', 'alice@example.com', '@', ' ', '$(touch pwned)'])(
    '%j is refused (exit 2), never matched against nobody',
    async (author) => {
      const r = await runGate(repo, 'main', pr, author, []);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(
        `--author must be a GitHub login: A-Z a-z 0-9 - _ only, a bot's ending in [bot] (got ${JSON.stringify(author)})`,
      );
    },
  );

  // Characters no login holds: each would match nobody, and alice's own approval would count.
  it.each([
    ['a zero-width space after', 'alice-gh\u200b'],
    ['a soft hyphen after', 'alice-gh\u00ad'],
    ['a word joiner before', '\u2060alice-gh'],
    ['a trailing dot', 'alice-gh.'],
    ['a fullwidth at sign', '\uff20alice-gh'],
    ['a trailing slash', 'alice-gh/'],
  ])('%s is refused (exit 2), never matched against nobody', async (_what, author) => {
    const r = await runGate(repo, 'main', pr, author, []);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--author must be a GitHub login: A-Z a-z 0-9 - _ only');
    expect(r.stdout).toBe('');
  });

  it.each(['alice_acme', 'dependabot[bot]'])('%j is a login (taken; matches no approver)', async (author) => {
    const r = await runGate(repo, 'main', pr, author);
    expect(r.code).not.toBe(2);
    expect(r.json.approvals[0]?.reason ?? '').not.toMatch(/^proposer/);
  });
});
