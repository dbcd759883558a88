// REDTEAM.md "Found in review (round 2)", merge-gate rows: identities git must be read robustly for,
// co-author trailers in every form git parses, rejects a later commit takes back, tokens an earlier pull
// request left in history, tokens whose base equals their head, and stale tokens listed with why.
// Every row runs `loopgov gate` (in process, test/helpers/cli.ts) on a real repository; tokens are signed
// with the TEST-ONLY fixture keys.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluateMergeGate } from '../../src/core/merge/evaluate.js';
import { pullRequestAuthor } from '../../src/core/merge/proposers.js';
import { gatherMergeGateInput } from '../../src/io/merge/gather.js';
import {
  commitAs,
  digest,
  editPolicy,
  git,
  makeRepo,
  malleate,
  now,
  PEOPLE,
  type Person,
  REPO_ID,
  ROOT,
  removeRepo,
  rewriteTip,
  runGate,
  signAs,
} from '../helpers/gate-repo.js';

let repo: string;
let base: string;
beforeAll(async () => {
  repo = makeRepo('round2');
  base = await digest(repo, 'main');
});
afterAll(() => removeRepo(repo));

let n = 0;
function branch(from = 'main'): void {
  n += 1;
  git(repo, 'checkout', '-q', '-B', `r2-${n}`, from);
}
/** Merges `rev` into the current branch as dave, the way "Update branch" does (no message of his own). */
function mergeAsDave(rev: string): void {
  git(repo, '-c', 'user.name=Dave', '-c', 'user.email=dave@example.com', 'merge', '-q', '--no-edit', rev);
}
/** The loosening every row proposes: L3 60 → 80 steps (needs one org-admin). */
const loosen = () => ({
  'policies/loop-policy.yaml': editPolicy(
    repo,
    'loop-policy.yaml',
    'L3: {budget: {max_steps: 60,',
    'L3: {budget: {max_steps: 80,',
  ),
});
/** The working tree's policy at 70 steps for L3, edited to 80. */
const loosen80 = (dir: string) => ({
  'policies/loop-policy.yaml': editPolicy(
    dir,
    'loop-policy.yaml',
    'L3: {budget: {max_steps: 70,',
    'L3: {budget: {max_steps: 80,',
  ),
});
/** Proposes the loosening as `by` with `message`, then alice (an org-admin) approves in a commit of carol's. */
async function proposeAndApprove(by: Person, message: string, rewrite?: (raw: string) => string) {
  branch();
  let change = commitAs(repo, by, message, loosen());
  if (rewrite) change = rewriteTip(repo, (raw) => Buffer.from(rewrite(raw.toString('latin1')), 'latin1'));
  const head = await digest(repo, change);
  const tip = commitAs(repo, PEOPLE.carol!, 'approve', signAs('alice', base, head));
  return { change, head, tip };
}

describe('identities are read from the raw commit, and a doubtful one blocks (SPEC §3.3.8)', () => {
  // Each row replaces alice's author line of the policy commit; the committer becomes seed (no approver),
  // so alice can only be recognised through the author line itself.
  const rows: [string, string, boolean][] = [
    ['a record separator (\\x1e) in the name', 'Alice\x1eA <alice@example.com>', true],
    ['a unit separator (\\x1f) in the name', 'Alice\x1fA <alice@example.com>', true],
    ['a NUL in the name', 'Al\x00ice <alice@example.com>', true],
    ['a tab in the name', 'Al\tice <alice@example.com>', true],
    ['a DEL in the name', 'Al\x7fice <alice@example.com>', true],
    ['a C1 control (U+0085) in the name', 'Al\xc2\x85ice <alice@example.com>', true],
    ['bytes that are not UTF-8 in the name', 'Al\xffice <alice@example.com>', true],
    ['a control character in the email', 'Alice <alice\x1f@example.com>', false],
    ['a newline in the name (the line splits)', 'Al\nice <alice@example.com>', false],
    ['an unclosed email', 'Alice <alice@example.com', false],
    ['two emails', 'Alice <alice@example.com> <x@example.org>', true],
    ['spaces around the email', 'Alice < alice@example.com >', true],
    ['an empty email', 'Alice <>', false],
  ];
  it.each(rows)('%s: blocks naming the commit', async (_name, ident, recognised) => {
    const { change, tip } = await proposeAndApprove(PEOPLE.alice!, 'L3: 80 steps', (raw) =>
      raw
        .replace(/^author Alice <alice@example\.com>/m, `author ${ident}`)
        .replace(/^committer Alice <alice@example\.com>/m, 'committer Seed <seed@example.org>'),
    );
    const r = await runGate(repo, 'main', tip);
    expect(r.code).toBe(1);
    expect(r.json.reasons.join('\n')).toMatch(
      new RegExp(`policy commit ${change}: its identity cannot be trusted as read`),
    );
    if (recognised) expect(r.json.approvals[0]!.reason).toMatch(/proposer \(separation of duties\)/);
  });

  it('two author lines: blocks, and both authors are proposers', async () => {
    const { change, tip } = await proposeAndApprove(PEOPLE.dave!, 'L3: 80 steps', (raw) =>
      raw.replace(/^(author .*)$/m, '$1\nauthor Alice <alice@example.com> 1700000000 +0000'),
    );
    const r = await runGate(repo, 'main', tip);
    expect(r.code).toBe(1);
    expect(r.json.reasons.join('\n')).toMatch(new RegExp(`policy commit ${change}: .*2 author lines`));
    expect(r.json.approvals[0]!.reason).toMatch(/proposer .*commit author alice@example.com/);
  });

  it('a clean name with a separator-looking character elsewhere in the message still passes', async () => {
    const { tip } = await proposeAndApprove(PEOPLE.dave!, 'L3: 80 steps\n\nfields: a\x1fb');
    const r = await runGate(repo, 'main', tip);
    expect(r.json.reasons).toEqual([]);
    expect(r.code).toBe(0);
  });
});

describe('a Co-authored-by trailer in any form git parses makes a proposer', () => {
  const forms: [string, string][] = [
    ['the usual form', 'Co-authored-by: Alice <alice@example.com>'],
    ['lower case', 'co-authored-by: Alice <alice@example.com>'],
    ['upper case, no space', 'CO-AUTHORED-BY:Alice <alice@example.com>'],
    ['a space before the colon', 'Co-authored-by : Alice <alice@example.com>'],
    ['a folded line', 'Co-authored-by: Alice A.\n  <alice@example.com>'],
    ['an email only', 'Co-authored-by: <alice@example.com>'],
    ['a bare email', 'Co-authored-by: alice@example.com'],
    ['a GitHub noreply email', 'Co-authored-by: A <12345+alice-gh@users.noreply.github.com>'],
    ['an approver id', 'Co-authored-by: alice'],
    [
      'among other trailers, shouted',
      'Signed-off-by: Dave <dave@example.com>\nCo-authored-by: A <ALICE@EXAMPLE.COM>',
    ],
    ['in the body, not a trailer block', 'Co-authored-by: Alice <alice@example.com>\n\nmore text after it'],
    ['a comment after the email', 'Co-authored-by: Alice <alice@example.com> (pairing)'],
    ['two people on one line', 'Co-authored-by: Zed <zed@x.org>, Alice <alice@example.com>'],
    ['a mailto: address', 'Co-authored-by: Alice <mailto:alice@example.com>'],
    ['a login with a comment', 'Co-authored-by: alice-gh (pairing)'],
    ['a GitHub @login', 'Co-authored-by: @alice-gh'],
  ];
  it.each(forms)('%s', async (_name, trailer) => {
    const { tip } = await proposeAndApprove(PEOPLE.dave!, `L3: 80 steps\n\n${trailer}`);
    const r = await runGate(repo, 'main', tip);
    expect(r.code).toBe(1);
    expect(r.json.approvals[0]!.reason).toMatch(/proposer \(separation of duties\): co-author/);
  });

  it('a control character in a co-author blocks naming the commit', async () => {
    const { change, tip } = await proposeAndApprove(
      PEOPLE.dave!,
      'L3: 80 steps\n\nCo-authored-by: Al\x1eice <alice@example.com>',
    );
    const r = await runGate(repo, 'main', tip);
    expect(r.code).toBe(1);
    expect(r.json.reasons.join('\n')).toMatch(new RegExp(`policy commit ${change}: .*co-author .*U\\+001E`));
    expect(r.json.approvals[0]!.reason).toMatch(/co-author/);
  });
});

describe('a reject committed anywhere in base..head blocks (SPEC §3.3.5)', () => {
  const bobReject = (head: string) => signAs('bob', base, head, 'reject');
  const rows: [string, (head: string) => void][] = [
    [
      'deleted by a later commit',
      (head) => {
        const [[path, token]] = Object.entries(bobReject(head)) as [[string, string]];
        commitAs(repo, PEOPLE.bob!, 'reject', { [path]: token });
        commitAs(repo, PEOPLE.dave!, 'tidy', { [path]: null });
      },
    ],
    [
      'overwritten by an approval of the same approver',
      (head) => {
        commitAs(repo, PEOPLE.bob!, 'reject', bobReject(head));
        commitAs(repo, PEOPLE.dave!, 'oops', signAs('bob', base, head));
      },
    ],
    [
      'moved to another folder',
      (head) => {
        const [[path, token]] = Object.entries(bobReject(head)) as [[string, string]];
        commitAs(repo, PEOPLE.bob!, 'reject', { [path]: token });
        commitAs(repo, PEOPLE.dave!, 'move', { [path]: null, 'approvals/old/bob-2026.jwt': token });
      },
    ],
    [
      'renamed so that it is no longer a .jwt',
      (head) => {
        const [[path, token]] = Object.entries(bobReject(head)) as [[string, string]];
        commitAs(repo, PEOPLE.bob!, 'reject', { [path]: token });
        commitAs(repo, PEOPLE.dave!, 'rename', { [path]: null, [`${path}.bak`]: token });
      },
    ],
    [
      'committed on a side branch, merged in, then deleted',
      (head) => {
        const pr = git(repo, 'rev-parse', '--abbrev-ref', 'HEAD').trim();
        git(repo, 'checkout', '-q', '-b', `${pr}-side`);
        const [[path, token]] = Object.entries(bobReject(head)) as [[string, string]];
        commitAs(repo, PEOPLE.bob!, 'reject', { [path]: token });
        git(repo, 'checkout', '-q', pr);
        git(
          repo,
          '-c',
          'user.name=Dave',
          '-c',
          'user.email=dave@example.com',
          'merge',
          '-q',
          '--no-ff',
          '-m',
          'merge',
          `${pr}-side`,
        );
        commitAs(repo, PEOPLE.dave!, 'tidy', { [path]: null });
      },
    ],
  ];
  it.each(rows)('%s', async (_name, takeBack) => {
    const { head } = await proposeAndApprove(PEOPLE.dave!, 'L3: 80 steps');
    takeBack(head);
    const r = await runGate(repo, 'main', 'HEAD');
    expect(r.code).toBe(1);
    expect(r.json.reasons.join('\n')).toMatch(/bob rejected the change \(.*committed in [0-9a-f]{12}/);
    expect(r.json.stale.some((s) => s.approver === 'bob' && s.decision === 'reject')).toBe(true);
  });
});

describe('a push voids approvals, never rejects (SPEC §3.3.5: a one-way channel)', () => {
  it('a reject of an earlier head still blocks after a policy push, until its approver approves the new head', async () => {
    const { change, head: first } = await proposeAndApprove(PEOPLE.dave!, 'L3: 80 steps');
    commitAs(repo, PEOPLE.bob!, 'reject', signAs('bob', base, first, 'reject'));
    // The proposer pushes a change that only adds a comment: a new head digest, the same effect.
    const policy = git(repo, 'show', `${change}:policies/loop-policy.yaml`);
    const pushed = commitAs(repo, PEOPLE.dave!, 'reword', {
      'policies/loop-policy.yaml': `${policy}# trivial\n`,
    });
    const second = await digest(repo, pushed);
    expect(second).not.toBe(first);
    const approved = commitAs(repo, PEOPLE.carol!, 'approve again', signAs('alice', base, second));
    const blocked = await runGate(repo, 'main', approved);
    expect(blocked.code).toBe(1);
    expect(blocked.json.reasons.join('\n')).toMatch(
      /bob rejected an earlier version of the change \(.*committed in [0-9a-f]{12}\) and has not approved this head/,
    );
    expect(blocked.json.stale.find((x) => x.approver === 'bob')?.reason).toMatch(
      /a reject of an earlier version of this change .* it blocks until bob approves this head/,
    );
    // bob looks at the new head and approves it: that, and only that, takes his reject back.
    const bobApproves = commitAs(repo, PEOPLE.bob!, 'approve the new head', signAs('bob', base, second));
    const passed = await runGate(repo, 'main', bobApproves);
    expect(passed.json.reasons).toEqual([]);
    expect(passed.code).toBe(0);
  });
});

describe('a reject is not lifted by time or by an old token (SPEC §3.3.5)', () => {
  it('a reject past its lifetime still blocks: a proposer cannot wait it out', async () => {
    const { head } = await proposeAndApprove(PEOPLE.dave!, 'L3: 80 steps');
    const past = Math.floor(Date.now() / 1000) - 7200;
    commitAs(
      repo,
      PEOPLE.bob!,
      'reject',
      signAs('bob', base, head, 'reject', { iat: past, exp: past + 3600 }),
    );
    const r = await runGate(repo, 'main', 'HEAD');
    expect(r.code).toBe(1);
    expect(r.json.reasons.join('\n')).toMatch(
      /bob rejected the change \(.*\); its lifetime is over, which lifts no reject/,
    );
  });

  // A signer's clock running fast, or a lifetime out of bounds: a trusted approver still said no.
  const untimely: [string, () => Record<string, number>, RegExp][] = [
    [
      'dated 5 minutes ahead (iat, nbf)',
      () => ({ iat: now() + 300, nbf: now() + 300, exp: now() + 3900 }),
      /it is dated in the future, by iat or nbf/,
    ],
    ['not valid before an hour from now (nbf)', () => ({ nbf: now() + 3600 }), /it is dated in the future/],
    ['with a 30-day lifetime', () => ({ exp: now() + 30 * 86400 }), /its lifetime is out of bounds/],
    ['with exp before iat', () => ({ exp: now() - 10 }), /its lifetime is out of bounds/],
  ];
  it.each(untimely)('a reject %s still blocks', async (_name, time, why) => {
    const { head } = await proposeAndApprove(PEOPLE.dave!, 'L3: 80 steps');
    commitAs(repo, PEOPLE.bob!, 'reject', signAs('bob', base, head, 'reject', time()));
    const r = await runGate(repo, 'main', 'HEAD');
    expect(r.code).toBe(1);
    const reason = r.json.reasons.find((x) => x.startsWith('bob rejected the change'));
    expect(reason).toMatch(why);
    expect(reason).toMatch(/which lifts no reject$/);
    expect(r.json.approvals.find((a) => a.approver === 'bob')!.reason).toMatch(
      /^a reject whose time is off .*: it still blocks — time lifts no reject$/,
    );
  });

  it("an approval already in the base's history does not take back a reject of an earlier version", async () => {
    // On a base of its own: a loosening to 80 that bob approved, reverted later — the token stays in the tree.
    git(repo, 'checkout', '-q', '-B', 'r2-old-base', 'main');
    const to80 = commitAs(repo, PEOPLE.dave!, 'L3: 80 steps, once', loosen());
    const h80 = await digest(repo, to80);
    commitAs(repo, PEOPLE.carol!, 'bob approved it then', signAs('bob', base, h80));
    commitAs(repo, PEOPLE.dave!, 'revert', {
      'policies/loop-policy.yaml': git(repo, 'show', 'main:policies/loop-policy.yaml'),
    });
    expect(await digest(repo, 'HEAD')).toBe(base);
    git(repo, 'checkout', '-q', '-B', 'r2-old-pr', 'r2-old-base');
    // The pull request: 70 first (bob rejects it), then 80 again (alice approves): bob's old token of 80
    // is at head, from the base's history.
    const to70 = commitAs(repo, PEOPLE.dave!, 'L3: 70 steps', {
      'policies/loop-policy.yaml': editPolicy(
        repo,
        'loop-policy.yaml',
        'L3: {budget: {max_steps: 60,',
        'L3: {budget: {max_steps: 70,',
      ),
    });
    commitAs(repo, PEOPLE.bob!, 'reject 70', signAs('bob', base, await digest(repo, to70), 'reject'));
    commitAs(repo, PEOPLE.dave!, 'L3: 80 steps', loosen80(repo));
    expect(await digest(repo, 'HEAD')).toBe(h80);
    commitAs(repo, PEOPLE.carol!, 'alice approves', signAs('alice', base, h80));
    const r = await runGate(repo, 'r2-old-base', 'HEAD');
    expect(r.code).toBe(1);
    expect(r.json.reasons.join('\n')).toMatch(
      /bob rejected an earlier version of the change .* and has not approved this head/,
    );
  });
});

describe('the gate reads the history as recorded', () => {
  const hideTheReject = async () => {
    const { change, head } = await proposeAndApprove(PEOPLE.dave!, 'L3: 80 steps');
    const [[path, token]] = Object.entries(signAs('bob', base, head, 'reject')) as [[string, string]];
    commitAs(repo, PEOPLE.bob!, 'reject', { [path]: token });
    commitAs(repo, PEOPLE.dave!, 'tidy', { [path]: null });
    const tip = commitAs(repo, PEOPLE.carol!, 'approve again', signAs('alice', base, head));
    return { change, tip };
  };

  it('a replace ref grafting the reject commits out of the history changes nothing', async () => {
    const { change, tip } = await hideTheReject();
    git(repo, 'replace', '--graft', tip, change);
    try {
      const r = await runGate(repo, 'main', tip);
      expect(r.code).toBe(1);
      expect(r.json.reasons.join('\n')).toMatch(/bob rejected the change/);
    } finally {
      git(repo, 'replace', '-d', tip);
    }
  });

  it('an info/grafts file blocks, naming it', async () => {
    const { change, tip } = await hideTheReject();
    const grafts = join(repo, '.git', 'info', 'grafts');
    writeFileSync(grafts, `${tip} ${change}\n`);
    try {
      const r = await runGate(repo, 'main', tip);
      expect(r.code).toBe(1);
      expect(r.json.reasons.join('\n')).toMatch(
        /has grafts \(.*info\/grafts\): git shows a history other than the recorded one/,
      );
    } finally {
      rmSync(grafts);
    }
  });
});

describe('rejects the base already holds, and what merging the base brings in', () => {
  it('a reject for this very change that the base holds, deleted by the pull request, still blocks', async () => {
    branch();
    const head = await digest(repo, commitAs(repo, PEOPLE.dave!, 'L3: 80 steps', loosen()));
    const reject = signAs('bob', base, head, 'reject');
    git(repo, 'checkout', '-q', '-B', `r2-held-${n}`, 'main');
    commitAs(repo, PEOPLE.bob!, 'revoke L3 80 ahead of time', reject);
    const held = git(repo, 'rev-parse', 'HEAD').trim();
    branch(held);
    commitAs(repo, PEOPLE.dave!, 'L3: 80 steps', loosen());
    commitAs(repo, PEOPLE.carol!, 'approve; drop the reject', {
      ...signAs('alice', base, head),
      ...Object.fromEntries(Object.keys(reject).map((p) => [p, null])),
    });
    const r = await runGate(repo, held, 'HEAD');
    expect(r.code).toBe(1);
    expect(r.json.reasons.join('\n')).toMatch(/bob rejected the change .*since deleted or changed/);
  });

  it("a reject the pull request committed still blocks once the base's tip holds the same file", async () => {
    // PR 1: dave loosens, bob rejects that head, dave pushes again.
    branch();
    const first = await digest(repo, commitAs(repo, PEOPLE.dave!, 'L3: 80 steps', loosen()));
    const reject = signAs('bob', base, first, 'reject');
    commitAs(repo, PEOPLE.bob!, 'reject', reject);
    commitAs(repo, PEOPLE.dave!, 'reword', {
      'policies/loop-policy.yaml': `${git(repo, 'show', 'HEAD:policies/loop-policy.yaml')}# reworded\n`,
    });
    const pr1 = git(repo, 'rev-parse', '--abbrev-ref', 'HEAD').trim();
    // PR 3, merged on main: a harmless tightening that also copies bob's reject to the same path, same
    // bytes; bob approves PR 3 (which lifts his reject for PR 3 only).
    git(repo, 'checkout', '-q', '-B', `r2-copy-${n}`, 'main');
    const pr3 = commitAs(repo, PEOPLE.erin!, 'L0: 4 steps; archive a reject', {
      'policies/loop-policy.yaml': editPolicy(
        repo,
        'loop-policy.yaml',
        'L0: {budget: {max_steps: 5,',
        'L0: {budget: {max_steps: 4,',
      ),
      ...reject,
    });
    const newBase = commitAs(
      repo,
      PEOPLE.carol!,
      'bob approves',
      signAs('bob', base, await digest(repo, pr3)),
    );
    const newBaseDigest = await digest(repo, newBase);
    // PR 1 merges the new base in, and alice approves the result; bob never approves PR 1.
    git(repo, 'checkout', '-q', pr1);
    mergeAsDave(newBase);
    const head = await digest(repo, 'HEAD');
    commitAs(repo, PEOPLE.carol!, 'alice approves', signAs('alice', newBaseDigest, head));
    const r = await runGate(repo, newBase, 'HEAD');
    expect(r.code).toBe(1);
    expect(r.json.reasons.join('\n')).toMatch(
      /bob rejected an earlier version of the change \(approvals\/.*bob-2026\.jwt, committed in [0-9a-f]{12}\) and has not approved this head/,
    );
    // Only bob's approval of this head takes it back.
    commitAs(repo, PEOPLE.bob!, 'bob approves PR 1', signAs('bob', newBaseDigest, head));
    const lifted = await runGate(repo, newBase, 'HEAD');
    expect(lifted.json.reasons).toEqual([]);
    expect(lifted.code).toBe(0);
  });

  it("merging the base's history into the pull request lists none of its tokens as this pull request's", async () => {
    branch();
    commitAs(repo, PEOPLE.dave!, 'L3: 80 steps', loosen());
    const pr = git(repo, 'rev-parse', '--abbrev-ref', 'HEAD').trim();
    git(repo, 'checkout', '-q', '-B', `r2-moved-${n}`, 'main');
    commitAs(repo, PEOPLE.seed!, 'another merged approval', {
      [`approvals/${'e'.repeat(64)}/erin-2026.jwt`]: 'x.y.z\n',
    });
    const moved = git(repo, 'rev-parse', 'HEAD').trim();
    git(repo, 'checkout', '-q', pr);
    git(
      repo,
      '-c',
      'user.name=Dave',
      '-c',
      'user.email=dave@example.com',
      'merge',
      '-q',
      '--no-ff',
      '-m',
      'sync',
      moved,
    );
    const head = await digest(repo, 'HEAD');
    commitAs(repo, PEOPLE.carol!, 'approve', signAs('alice', base, head));
    const r = await runGate(repo, moved, 'HEAD');
    expect(r.json.stale).toEqual([]);
    expect(r.json.reasons).toEqual([]);
    expect(r.code).toBe(0);
  });
});

describe('a merge of the base into the pull request proposes nothing unless it holds content of its own', () => {
  /**
   * dave loosens L3 on a branch; main then tightens L1 in the same file (another line); alice merges main
   * into the branch with `merge(args)` and approves the result.
   */
  async function aliceMerges(merge: (main: string) => void) {
    branch();
    commitAs(repo, PEOPLE.dave!, 'L3: 80 steps', loosen());
    const pr = git(repo, 'rev-parse', '--abbrev-ref', 'HEAD').trim();
    git(repo, 'checkout', '-q', '-B', `r2-main-${n}`, 'main');
    const newBase = commitAs(repo, PEOPLE.seed!, 'L1: 9 steps', {
      'policies/loop-policy.yaml': editPolicy(
        repo,
        'loop-policy.yaml',
        'L1: {budget: {max_steps: 10,',
        'L1: {budget: {max_steps: 9,',
      ),
    });
    git(repo, 'checkout', '-q', pr);
    merge(newBase);
    const merged = git(repo, 'rev-parse', 'HEAD').trim();
    expect(git(repo, 'rev-list', '--parents', '-n1', merged).trim().split(' ')).toHaveLength(3);
    const [b, h] = [await digest(repo, newBase), await digest(repo, merged)];
    commitAs(repo, PEOPLE.carol!, 'alice approves', signAs('alice', b, h));
    return {
      merged,
      gate: (extra?: string[]) => runGate(repo, newBase, 'HEAD', 'dave-gh', extra),
    };
  }
  const asAlice = ['-c', 'user.name=Alice', '-c', 'user.email=alice@example.com'];

  it('"Update branch" (a clean merge, the same file merged line by line): its author may approve', async () => {
    const { gate } = await aliceMerges((main) => git(repo, ...asAlice, 'merge', '-q', '--no-edit', main));
    const r = await gate();
    expect(r.json.reasons).toEqual([]);
    expect(r.json.approvals[0]!.counted).toBe(true);
    expect(r.code).toBe(0);
  });

  it("through the Action's inputs too: the API login of a clean merge names no proposer", async () => {
    const { merged } = await aliceMerges((main) => git(repo, ...asAlice, 'merge', '-q', '--no-edit', main));
    const commits = git(repo, 'rev-list', `${merged}^1..HEAD`).trim().split('\n');
    const input = await gatherMergeGateInput({
      dir: repo,
      base: `${merged}^2`,
      head: 'HEAD',
      repoId: REPO_ID,
      proposers: [pullRequestAuthor('dave-gh')],
      githubCommits: [...commits, git(repo, 'rev-parse', `${merged}^1`).trim()].map((sha) => ({
        sha,
        authorLogin: sha === merged ? 'alice-gh' : 'dave-gh',
        committerLogin: 'web-flow',
      })),
      now: now(),
    });
    const r = await evaluateMergeGate(input);
    expect(r.reasons).toEqual([]);
    expect(r.verdict).toBe('pass');
  });

  // Each with whether a plain `git rebase` of the branch lands other policies/ than its merge: one that
  // drops the merge's own content does (decision 128, addendum), one that stops at the conflict does not.
  const proposing: [string, (main: string) => void, boolean][] = [
    [
      'an evil merge (an edit of its own under policies/)',
      (main) => {
        git(repo, ...asAlice, 'merge', '-q', '--no-commit', main);
        const edited = editPolicy(
          repo,
          'loop-policy.yaml',
          'L2: {budget: {max_steps: 20,',
          'L2: {budget: {max_steps: 25,',
        );
        commitAs(repo, PEOPLE.alice!, 'merge main', { 'policies/loop-policy.yaml': edited });
      },
      true,
    ],
    [
      "a merge that keeps the pull request's side (-s ours: main's tightening undone)",
      (main) => git(repo, ...asAlice, 'merge', '-q', '-s', 'ours', '--no-edit', main),
      true,
    ],
    [
      'a conflict resolved by hand under policies/',
      (main) => {
        git(repo, 'checkout', '-q', main, '--', 'policies/loop-policy.yaml');
        commitAs(repo, PEOPLE.dave!, 'L1: 11 steps too', {
          'policies/loop-policy.yaml': editPolicy(
            repo,
            'loop-policy.yaml',
            'L1: {budget: {max_steps: 9,',
            'L1: {budget: {max_steps: 11,',
          ).replace('L3: {budget: {max_steps: 60,', 'L3: {budget: {max_steps: 80,'),
        });
        try {
          git(repo, ...asAlice, 'merge', '-q', '--no-edit', main);
        } catch {
          // the conflict: alice settles on her own value
        }
        const resolved = git(repo, 'show', `${main}:policies/loop-policy.yaml`)
          .replace('L1: {budget: {max_steps: 9,', 'L1: {budget: {max_steps: 10,')
          .replace('L3: {budget: {max_steps: 60,', 'L3: {budget: {max_steps: 80,');
        commitAs(repo, PEOPLE.alice!, 'merge main', { 'policies/loop-policy.yaml': resolved });
      },
      false,
    ],
  ];
  it.each(proposing)('%s: its author is a proposer', async (_name, merge, rebaseDiffers) => {
    const { merged, gate } = await aliceMerges(merge);
    const pr = await gate();
    expect(pr.code).toBe(1);
    if (rebaseDiffers) expect(pr.json.reasons[0]).toMatch(/would give other policies\/ than merging it/);
    // As it lands with no rebase after it (a merge queue's build, --pull-head): what the merge proposes.
    const r = rebaseDiffers
      ? await gate(['--json', '--pull-head', git(repo, 'rev-parse', 'HEAD').trim()])
      : pr;
    expect(r.code).toBe(1);
    expect(r.json.approvals[0]!.reason).toMatch(
      new RegExp(
        `^proposer \\(separation of duties\\): commit author alice@example.com \\(${merged.slice(0, 12)}\\)`,
      ),
    );
  });
});

describe('only tokens the pull request adds approve (SPEC §3.3.7)', () => {
  // PR 1 loosens and is approved by alice and bob, merged, then reverted on main; PR 3 proposes the same
  // change again. The old tokens bind the same base and head digests, so only their history tells.
  let keep: string;
  let drop: string;
  let old: Record<string, string>;
  beforeAll(async () => {
    branch();
    const change = commitAs(repo, PEOPLE.dave!, 'L3: 80 steps', loosen());
    const head = await digest(repo, change);
    old = { ...signAs('alice', base, head), ...signAs('bob', base, head) };
    commitAs(repo, PEOPLE.carol!, 'approve', old);
    const pr1 = git(repo, 'rev-parse', 'HEAD').trim();
    const original = readFileSync(join(ROOT, 'policies/loop-policy.yaml'), 'utf8');
    for (const [name, deleteTokens] of [
      ['keep', false],
      ['drop', true],
    ] as const) {
      git(repo, 'checkout', '-q', '-B', `main-${name}`, 'main');
      git(
        repo,
        '-c',
        'user.name=Seed',
        '-c',
        'user.email=seed@example.org',
        'merge',
        '-q',
        '--no-ff',
        '-m',
        'PR 1',
        pr1,
      );
      const tokens = Object.fromEntries(Object.keys(old).map((p) => [p, null]));
      commitAs(repo, PEOPLE.seed!, 'Revert PR 1', {
        'policies/loop-policy.yaml': original,
        ...(deleteTokens ? tokens : {}),
      });
    }
    keep = 'main-keep';
    drop = 'main-drop';
    expect(await digest(repo, keep)).toBe(base);
  });

  async function proposeAgain(from: string, files: (head: string) => Record<string, string>) {
    branch(from);
    const head = await digest(repo, commitAs(repo, PEOPLE.dave!, 'L3: 80 steps, again', loosen()));
    commitAs(repo, PEOPLE.carol!, 'approvals', files(head));
    return await runGate(repo, from, 'HEAD');
  }
  const alicePath = () => Object.keys(old).find((p) => p.endsWith('alice-2026.jwt'))!;
  const bobPath = () => Object.keys(old).find((p) => p.endsWith('bob-2026.jwt'))!;

  const rows: [string, () => ReturnType<typeof proposeAgain>][] = [
    ['left in approvals/ at base by the revert', () => proposeAgain(keep, () => ({}))],
    [
      'deleted by the revert, re-added byte for byte',
      () => proposeAgain(drop, () => ({ [alicePath()]: old[alicePath()]! })),
    ],
    [
      're-added with other whitespace',
      () => proposeAgain(drop, () => ({ [alicePath()]: `\r\n  ${old[alicePath()]!.trim()}\r\n\r\n` })),
    ],
    [
      're-added with its ES256 signature malleated (other bytes, same payload)',
      () => proposeAgain(drop, () => ({ [bobPath()]: malleate(old[bobPath()]!) })),
    ],
  ];
  it.each(rows)('an earlier approval %s does not count', async (_name, gate) => {
    const r = await gate();
    expect(r.code).toBe(1);
    expect(r.json.approvals.length).toBeGreaterThan(0);
    for (const a of r.json.approvals) {
      expect(a.counted).toBe(false);
      expect(a.reason).toMatch(/already in the base's history \(commit [0-9a-f]{12}\)/);
    }
  });

  it('a fresh approval of the same change counts (the control row)', async () => {
    const r = await proposeAgain(drop, (head) => signAs('alice', base, head));
    expect(r.json.reasons).toEqual([]);
    expect(r.code).toBe(0);
  });
});

describe('tokens that cannot count are listed with why', () => {
  it('a token whose base equals its head approves nothing', async () => {
    branch();
    const tip = commitAs(repo, PEOPLE.dave!, 'docs', {
      'README.md': 'docs only\n',
      ...signAs('alice', base, base),
    });
    const r = await runGate(repo, 'main', tip);
    expect(r.code).toBe(0); // nothing governed changed: no approval needed
    expect(r.json.approvals[0]).toMatchObject({ approver: 'alice', counted: false });
    expect(r.json.approvals[0]!.reason).toMatch(/its base equals its head: it approves no change/);
  });

  it('a push after approval: the token for the earlier head is listed as stale, with why', async () => {
    const { head } = await proposeAndApprove(PEOPLE.dave!, 'L3: 80 steps');
    const tip = commitAs(repo, PEOPLE.dave!, 'one more', {
      'policies/loop-policy.yaml': editPolicy(
        repo,
        'loop-policy.yaml',
        'L2: {budget: {max_steps: 20,',
        'L2: {budget: {max_steps: 25,',
      ),
    });
    const r = await runGate(repo, 'main', tip);
    expect(r.code).toBe(1);
    expect(r.json.approvals).toEqual([]);
    expect(r.json.stale).toHaveLength(1);
    expect(r.json.stale[0]).toMatchObject({
      file: `approvals/${head}/alice-2026.jwt`,
      counted: false,
      atHead: true,
    });
    expect(r.json.stale[0]!.reason).toMatch(
      new RegExp(`signed for head digest ${head.slice(0, 12)}, not this head .*sign the new head`),
    );
    const text = (await runGate(repo, 'main', tip, 'dave-gh', [])).stdout;
    expect(text).toContain(`approvals/${head}/alice-2026.jwt`);
  });

  it('a valid approval in the wrong folder does not count, and says where it belongs', async () => {
    branch();
    const change = commitAs(repo, PEOPLE.dave!, 'L3: 80 steps', loosen());
    const head = await digest(repo, change);
    const [[, token]] = Object.entries(signAs('alice', base, head)) as [[string, string]];
    const tip = commitAs(repo, PEOPLE.carol!, 'approve', { 'approvals/mine/alice-2026.jwt': token });
    const r = await runGate(repo, 'main', tip);
    expect(r.code).toBe(1);
    expect(r.json.reasons.join('\n')).toMatch(/counted 0/);
    expect(r.json.stale[0]!.reason).toMatch(
      new RegExp(`valid for this change, but it is not in approvals/${head}/`),
    );
  });
});

describe('proposals: every version committed names its proposer, and a read error at head blocks', () => {
  const proposal = (by: string, extra = '') =>
    `apiVersion: loopgov/v1\nkind: Proposal\nid: p-1\nproposed_by: ${JSON.stringify(by)}\nsummary: more steps\nrationale: runs cut off\n${extra}`;
  const rows: [string, (() => void)[], RegExp, boolean][] = [
    [
      'a proposal deleted by a later commit still names its proposer',
      [
        () => commitAs(repo, PEOPLE.dave!, 'proposal', { 'proposals/p-1.yaml': proposal('alice') }),
        () => commitAs(repo, PEOPLE.dave!, 'drop it', { 'proposals/p-1.yaml': null }),
      ],
      /proposal proposed_by alice/,
      false,
    ],
    [
      'an invalid proposal at head blocks',
      [
        () =>
          commitAs(repo, PEOPLE.dave!, 'proposal', { 'proposals/p-1.yaml': proposal('alice', 'bogus: 1\n') }),
      ],
      /cannot read proposal proposals\/p-1\.yaml: invalid proposal/,
      true,
    ],
    [
      'a proposal too large to read at head blocks',
      [
        () =>
          commitAs(repo, PEOPLE.dave!, 'proposal', {
            'proposals/p-1.yaml': proposal('erin', `# ${'x'.repeat(200 * 1024)}\n`),
          }),
      ],
      /cannot read proposal proposals\/p-1\.yaml: larger than 131072 bytes/,
      true,
    ],
  ];
  it.each(rows)('%s', async (_name, steps, reason, inReasons) => {
    await proposeAndApprove(PEOPLE.dave!, 'L3: 80 steps');
    for (const step of steps) step();
    const r = await runGate(repo, 'main', 'HEAD');
    expect(r.code).toBe(1);
    if (inReasons) expect(r.json.reasons.join('\n')).toMatch(reason);
    else expect(r.json.approvals.find((a) => a.file.endsWith('alice-2026.jwt'))!.reason).toMatch(reason);
  });

  it("a proposal the pull request committed names its proposer though the base's tip holds the same file", async () => {
    branch();
    commitAs(repo, PEOPLE.dave!, 'L3: 80 steps', { ...loosen(), 'proposals/p-1.yaml': proposal('alice') });
    const pr = git(repo, 'rev-parse', '--abbrev-ref', 'HEAD').trim();
    git(repo, 'checkout', '-q', '-B', `r2-prop-${n}`, 'main');
    const newBase = commitAs(repo, PEOPLE.seed!, 'archive it', { 'proposals/p-1.yaml': proposal('alice') });
    git(repo, 'checkout', '-q', pr);
    mergeAsDave(newBase);
    commitAs(repo, PEOPLE.carol!, 'approve', signAs('alice', base, await digest(repo, 'HEAD')));
    const r = await runGate(repo, newBase, 'HEAD');
    expect(r.code).toBe(1);
    expect(r.json.approvals[0]!.reason).toMatch(
      /proposer \(separation of duties\): .*proposal proposed_by alice/,
    );
  });

  // proposed_by is read as a co-author is: id, login (with or without @), email, "Name <email>", any case.
  it.each([
    ['alice'],
    ['Alice <alice@example.com>'],
    ['@alice-gh'],
    ['ALICE-GH'],
    ['alice (Alice A)'],
    ['alice@EXAMPLE.com'],
    ['12345+alice-gh@users.noreply.github.com'],
  ])('proposed_by %j excludes alice', async (by) => {
    await proposeAndApprove(PEOPLE.dave!, 'L3: 80 steps');
    commitAs(repo, PEOPLE.dave!, 'proposal', { 'proposals/p-1.yaml': proposal(by) });
    const r = await runGate(repo, 'main', 'HEAD');
    expect(r.code).toBe(1);
    expect(r.json.approvals.find((a) => a.approver === 'alice')!.reason).toMatch(
      /^proposer \(separation of duties\): proposal proposed_by /,
    );
  });

  // Every file under proposals/ is a proposal: none is skipped for its name.
  it.each([
    ['proposals/p-1.YAML'],
    ['proposals/p-1.yml'],
    ['proposals/p-1.json'],
    ['proposals/deep/p-1.yaml'],
  ])('%s names its proposer', async (path) => {
    await proposeAndApprove(PEOPLE.dave!, 'L3: 80 steps');
    commitAs(repo, PEOPLE.dave!, 'proposal', { [path]: proposal('alice') });
    const r = await runGate(repo, 'main', 'HEAD');
    expect(r.code).toBe(1);
    expect(r.json.approvals.find((a) => a.approver === 'alice')!.reason).toMatch(
      /proposal proposed_by alice/,
    );
  });

  it('a file under proposals/ that is no proposal blocks, naming it and the rule', async () => {
    await proposeAndApprove(PEOPLE.dave!, 'L3: 80 steps');
    commitAs(repo, PEOPLE.dave!, 'notes', { 'proposals/README.md': '# Why\n\nalice asked for it.\n' });
    const r = await runGate(repo, 'main', 'HEAD');
    expect(r.code).toBe(1);
    expect(r.json.reasons.join('\n')).toMatch(
      /cannot read proposal proposals\/README\.md \(every file under proposals\/ is read as a proposal, proposals\/<id>\.yaml\): invalid proposal/,
    );
  });

  it('an invalid draft a later commit deleted still names its proposer, and does not block', async () => {
    await proposeAndApprove(PEOPLE.dave!, 'L3: 80 steps');
    commitAs(repo, PEOPLE.dave!, 'draft', { 'proposals/p-1.yaml': proposal('alice', 'bogus: 1\n') });
    commitAs(repo, PEOPLE.dave!, 'drop it', { 'proposals/p-1.yaml': null });
    const r = await runGate(repo, 'main', 'HEAD');
    expect(r.json.reasons.join('\n')).not.toMatch(/cannot read proposal/);
    expect(r.json.approvals[0]!.reason).toMatch(/proposal proposed_by alice/);
  });

  it('a proposed_by that names no approver excludes nobody (there is nobody to exclude)', async () => {
    await proposeAndApprove(PEOPLE.dave!, 'L3: 80 steps');
    commitAs(repo, PEOPLE.dave!, 'proposal', { 'proposals/p-1.yaml': proposal('Zed Nobody <zed@x.org>') });
    const r = await runGate(repo, 'main', 'HEAD');
    expect(r.json.reasons).toEqual([]);
    expect(r.code).toBe(0);
  });

  it('an invalid draft a later commit fixed does not block', async () => {
    await proposeAndApprove(PEOPLE.dave!, 'L3: 80 steps');
    commitAs(repo, PEOPLE.dave!, 'draft', { 'proposals/p-1.yaml': 'not: [valid\n' });
    commitAs(repo, PEOPLE.dave!, 'fixed', { 'proposals/p-1.yaml': proposal('erin') });
    const r = await runGate(repo, 'main', 'HEAD');
    expect(r.json.reasons).toEqual([]);
    expect(r.code).toBe(0);
  });
});

describe('code execution needs an org-admin (SPEC §3.1)', () => {
  it.each([
    [
      'a new command gate',
      '    - {id: size, kind: max-bytes, max: 1048576}\n',
      '    - {id: size, kind: max-bytes, max: 1048576}\n    - {id: lint, kind: command, argv: [sh, -c, "curl x | sh"], timeout_sec: 60}\n',
      'gates[lint]',
    ],
    [
      'a changed command argv',
      'argv: [npm, test, --silent]',
      'argv: [sh, -c, "true"]',
      'success_criteria[tests-green]',
    ],
  ])('%s, approved by a maintainer only, blocks as a loosening', async (_name, from, to, field) => {
    branch();
    const change = commitAs(repo, PEOPLE.dave!, 'gate', {
      'policies/loop-policy.yaml': editPolicy(repo, 'loop-policy.yaml', from, to),
    });
    const tip = commitAs(repo, PEOPLE.carol!, 'approve', signAs('erin', base, await digest(repo, change)));
    const r = await runGate(repo, 'main', tip);
    expect(r.code).toBe(1);
    expect(r.json.class).toBe('loosen');
    expect(r.json.reasons.join('\n')).toMatch(
      /a loosen change needs 1 approval\(s\) from distinct org-admins/,
    );
    expect(
      JSON.parse(r.stdout).changes.some(
        (c: { field: string; direction: string }) => c.field === field && c.direction === 'loosen',
      ),
    ).toBe(true);
  });
});
