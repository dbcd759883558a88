// `loopgov gate` and `loopgov approve` on a real repository (decision 109): where the org made a
// loosening need 3 org-admins, a loosening bundled with a ceiling edit still needs 3 (it used to need
// only the ceiling rule's 2). In process: the CLI runs inside the test; git runs as real processes.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import {
  commitAs,
  editPolicy,
  git,
  makeRepo,
  makeRuleBundleRepo,
  PEOPLE,
  ROOT,
  type RuleBundleRepo,
  removeRepo,
  runGate,
  signAs,
} from '../helpers/gate-repo.js';

let r: RuleBundleRepo;
beforeAll(async () => {
  r = await makeRuleBundleRepo();
});
afterAll(() => removeRepo(r.dir));

function approvedBy(...who: string[]): string {
  git(r.dir, 'checkout', '-q', '-B', `by-${who.join('-')}`, r.bundle);
  const files = Object.assign({}, ...who.map((w) => signAs(w, r.baseDigest, r.bundleDigest)));
  return commitAs(r.dir, PEOPLE.erin!, 'approvals', files);
}

describe('loopgov gate: a ceiling change needs the loosen rule too', () => {
  it('blocks the loosening + ceiling tightening with 2 org-admins, naming the loosen rule', async () => {
    const g = await runGate(r.dir, r.base, approvedBy('alice', 'bob'));
    expect(g.code).toBe(1);
    expect(g.json.class).toBe('ceiling');
    expect(g.json.verdict).toBe('block');
    expect(g.json.reasons.join('\n')).toMatch(
      /a ceiling change needs 3 approval\(s\) from distinct org-admins who did not propose it \(the loosen rule: .*\); counted 2 \(alice, bob\)/,
    );
    const rules = g.json.rules;
    expect(rules).toEqual([
      {
        role: 'org-admin',
        count: 3,
        classes: ['loosen', 'ceiling', 'tighten', 'neutral'],
        counted: ['alice', 'bob'],
        met: false,
      },
    ]);
  });

  it('passes it with 3 org-admins, and the text report shows the rule and who counted', async () => {
    const head = approvedBy('alice', 'bob', 'carol');
    const g = await runGate(r.dir, r.base, head);
    expect(g.code, g.stdout).toBe(0);
    const text = await runGate(r.dir, r.base, head, 'dave-gh', []);
    expect(text.stdout).toContain(
      'rule: 3 × org-admin for loosen, ceiling, tighten, neutral: met, counted 3 (alice, bob, carol)',
    );
  });

  it('loopgov approve tells the signer the rule that applies, and which class it comes from', async () => {
    git(r.dir, 'checkout', '-q', r.bundle);
    const a = await runCli([
      ...['approve', '--repo', r.dir, '--base', 'main', '--head', r.bundle],
      ...[
        '--key',
        join(ROOT, 'test/fixtures/keys/alice-2026.private.jwk.json'),
        '--repo-id',
        'acme/agent-policies',
      ],
    ]);
    expect(a.code, a.stderr).toBe(0);
    expect(a.stderr).toContain(
      'signing approve of a ceiling change (the gate needs 3 × org-admin (the loosen rule))',
    );
  });
});

describe('loopgov policy diff and gate: a bound added to the ceiling tightens', () => {
  it('labels context.max_bytes absent → present tighten, and present → absent loosen', async () => {
    const dir = makeRepo('ceiling-dir');
    try {
      git(dir, 'checkout', '-q', '-b', 'bound');
      const added = commitAs(dir, PEOPLE.dave!, 'ceiling: cap the context', {
        'policies/org-ceiling.yaml': editPolicy(
          dir,
          'org-ceiling.yaml',
          'max_delegation_level: L4',
          'context: {max_bytes: 65536}\nmax_delegation_level: L4',
        ),
      });
      const diff = await runCli([
        'policy',
        'diff',
        '--repo',
        dir,
        '--base',
        'main',
        '--head',
        added,
        '--json',
      ]);
      expect(diff.code, diff.stderr).toBe(0);
      expect(JSON.parse(diff.stdout).changes).toEqual([
        expect.objectContaining({ field: 'context.max_bytes', from: null, to: 65536, direction: 'tighten' }),
      ]);
      const back = await runCli([
        'policy',
        'diff',
        '--repo',
        dir,
        '--base',
        added,
        '--head',
        'main',
        '--json',
      ]);
      expect(JSON.parse(back.stdout).changes).toEqual([
        expect.objectContaining({ field: 'context.max_bytes', from: 65536, to: null, direction: 'loosen' }),
      ]);
      const g = await runGate(dir, 'main', added, 'dave-gh', []);
      expect(g.stdout).toContain('  tighten context.max_bytes added: 65536 (policies/org-ceiling.yaml)');
    } finally {
      removeRepo(dir);
    }
  });
});

// The gate said the scopes of a change without the projects the policies name ("okr, * × (…)" where
// `policy diff` says "every project × …"): one change, two wordings. Both now share one formatter.
describe('loopgov policy diff and gate say where a change reaches in the same words', () => {
  it('a defaults edit fanned out over every project', async () => {
    const dir = makeRepo('scopes-words');
    try {
      git(dir, 'checkout', '-q', '-b', 'fewer');
      const head = commitAs(dir, PEOPLE.dave!, 'fewer corrections', {
        'policies/loop-policy.yaml': editPolicy(
          dir,
          'loop-policy.yaml',
          'max_cost_usd: 2, max_corrections_per_step: 2}',
          'max_cost_usd: 2, max_corrections_per_step: 1}',
        ),
      });
      const diff = await runCli(['policy', 'diff', '--repo', dir, '--base', 'main', '--head', head]);
      expect(diff.code, diff.stderr).toBe(0);
      const said = diff.stdout.split('\n').find((l) => l.includes('budget.max_corrections_per_step'));
      expect(said).toMatch(/ in \d+ scopes: every project × /);
      const gate = await runGate(dir, 'main', head, 'dave-gh', []);
      expect(gate.stdout).toContain(said);
      const md = await runGate(dir, 'main', head, 'dave-gh', ['--markdown']);
      expect(md.stdout).toContain(`| ${said!.split(' in ').at(-1)} |`);
    } finally {
      removeRepo(dir);
    }
  });
});
