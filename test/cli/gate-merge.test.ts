// REDTEAM.md "Merge gate": every row against `loopgov gate` on a real repository. Each row builds a pull
// request branch from main (the example policies) and signs approvals with the TEST-ONLY fixture keys.
// In process: the CLI runs inside the test (test/helpers/cli.ts); git runs as real processes.
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  type Person,
  removeRepo,
  runGate,
} from '../helpers/gate-repo.js';

/** A key pair of mallory's own (a key already in the registry under another approver is refused). */
const MALLORY = generateKeyPairSync('ed25519').privateKey.export({ format: 'jwk' }) as { x: string };

let repo: string;
let base: string;
beforeAll(async () => {
  repo = makeRepo('merge');
  base = await digest(repo, 'main');
});
afterAll(() => removeRepo(repo));

const KEYS: Record<string, [string, string]> = {
  alice: ['alice-2026', 'EdDSA'],
  bob: ['bob-2026', 'ES256'],
  carol: ['carol-2026', 'EdDSA'],
  dave: ['dave-2026', 'EdDSA'],
  erin: ['erin-2026', 'EdDSA'],
  'meta-loop': ['metabot-2026', 'EdDSA'],
};
const L3_80: [string, string, string] = [
  'loop-policy.yaml',
  'L3: {budget: {max_steps: 60,',
  'L3: {budget: {max_steps: 80,',
];

interface Pr {
  /** Policy edits: [file, from, to] applied in one commit by `by`. */
  edits?: [string, string, string][];
  raw?: Record<string, string | null>;
  by?: Person;
  message?: string;
  approvers?: string[];
  rejecters?: string[];
  /** A further policy commit after the approvals (a push after approval). */
  pushAfter?: [string, string, string];
  author?: string;
  /** More token files (name → token) for the head digest, e.g. signed with a key the PR adds. */
  extraTokens?: (head: string) => Record<string, string>;
}

let n = 0;
async function pr(spec: Pr) {
  n += 1;
  git(repo, 'checkout', '-q', '-B', `pr-${n}`, 'main');
  const files: Record<string, string | null> = { ...(spec.raw ?? {}) };
  for (const [file, from, to] of spec.edits ?? [])
    files[`policies/${file}`] = editPolicy(repo, file, from, to);
  const change = commitAs(repo, spec.by ?? PEOPLE.dave!, spec.message ?? 'policy change', files);
  const head = await digest(repo, change);
  const tokens: Record<string, string> = {};
  const sign = (who: string, decision: string) => {
    const [kid, alg] = KEYS[who]!;
    tokens[`approvals/${head}/${kid}.jwt`] = craft(
      header(kid, alg),
      goodClaims(who, base, head, decision),
      fixtureKey(kid),
    );
  };
  for (const who of spec.approvers ?? []) sign(who, 'approve');
  for (const who of spec.rejecters ?? []) sign(who, 'reject');
  for (const [name, t] of Object.entries(spec.extraTokens?.(head) ?? {}))
    tokens[`approvals/${head}/${name}`] = t;
  let tip = commitAs(repo, PEOPLE.carol!, 'approvals', tokens);
  if (spec.pushAfter) {
    const [file, from, to] = spec.pushAfter;
    tip = commitAs(repo, spec.by ?? PEOPLE.dave!, 'one more change', {
      [`policies/${file}`]: editPolicy(repo, file, from, to),
    });
  }
  return runGate(repo, 'main', tip, spec.author ?? 'dave-gh');
}

describe('loopgov gate: merge rules (REDTEAM.md)', () => {
  it('passes a loosening approved by an org-admin who did not propose it', async () => {
    const r = await pr({ edits: [L3_80], approvers: ['alice'] });
    expect(r.json.reasons).toEqual([]);
    expect(r.code).toBe(0);
  });

  it('passes a tightening with a maintainer approval', async () => {
    const r = await pr({
      edits: [['loop-policy.yaml', 'L3: {budget: {max_steps: 60,', 'L3: {budget: {max_steps: 50,']],
      approvers: ['erin'],
    });
    expect(r.json.class).toBe('tighten');
    expect(r.code).toBe(0);
  });

  it('passes with no approval when nothing governed changed', async () => {
    const r = await pr({ raw: { 'README.md': 'docs only\n' } });
    expect(r.json.class).toBe('neutral');
    expect(r.code).toBe(0);
  });

  const rows: [string, Pr, RegExp][] = [
    [
      'a loosening with only maintainer approval',
      { edits: [L3_80], approvers: ['erin'] },
      /roles \[maintainer\] at base do not meet org-admin/,
    ],
    [
      'a value above the ceiling, whatever the approvals',
      {
        edits: [['loop-policy.yaml', 'L3: {budget: {max_steps: 60,', 'L3: {budget: {max_steps: 500,']],
        approvers: ['alice', 'bob', 'carol'],
      },
      /above the ceiling: .*budget\.max_steps 500 > ceiling 200/,
    ],
    [
      'a pull request that adds its own key and approves itself',
      {
        edits: [
          [
            'approvers.yaml',
            '  - id: meta-loop',
            `  - id: mallory\n    github: mallory-gh\n    emails: [mallory@example.com]\n    roles: [maintainer, org-admin]\n    keys:\n      - {kty: OKP, crv: Ed25519, x: "${MALLORY.x}", kid: mallory-2026, alg: EdDSA}\n  - id: meta-loop`,
          ],
        ],
        approvers: ['bob'],
        // mallory signs with the key the pull request itself adds.
        extraTokens: (head) => ({
          'mallory-2026.jwt': craft(header('mallory-2026'), goodClaims('mallory', base, head), {
            ...MALLORY,
            kid: 'mallory-2026',
          } as never),
        }),
      },
      /a ceiling change needs 2 approval.*counted 1 \(bob\)[\s\S]*mallory-2026.*kid "mallory-2026" is not in the approver registry at base/,
    ],
    [
      'a pull request that raises the ceiling and approves itself',
      {
        by: PEOPLE.alice,
        author: 'alice-gh',
        edits: [['org-ceiling.yaml', 'max_steps: 200', 'max_steps: 900']],
        approvers: ['alice', 'bob'],
      },
      /proposer \(separation of duties\)/,
    ],
    [
      'the author approving (by login)',
      { edits: [L3_80], approvers: ['alice'], author: 'alice-gh' },
      /proposer \(separation of duties\): pull request author alice-gh/,
    ],
    [
      'the author approving (by commit email)',
      { by: PEOPLE.alice, edits: [L3_80], approvers: ['alice'] },
      /commit author alice@example.com/,
    ],
    [
      'a co-author of a policy commit approving',
      {
        edits: [L3_80],
        message: 'L3: 80 steps\n\nCo-authored-by: Alice A. <ALICE@example.com>',
        approvers: ['alice'],
      },
      /co-author alice@example.com/i,
    ],
    [
      'a proposal whose proposed_by approves',
      {
        edits: [L3_80],
        raw: {
          'proposals/p-1.yaml':
            'apiVersion: loopgov/v1\nkind: Proposal\nid: p-1\nproposed_by: alice\nsummary: more steps\nrationale: runs cut off while converging\n',
        },
        approvers: ['alice'],
      },
      /proposal proposed_by alice/,
    ],
    [
      'the meta-loop bot approving',
      { edits: [L3_80], approvers: ['meta-loop'] },
      /proposer-bot may never approve/,
    ],
    [
      'a push after approval',
      {
        edits: [L3_80],
        approvers: ['alice'],
        pushAfter: ['loop-policy.yaml', 'L2: {budget: {max_steps: 20,', 'L2: {budget: {max_steps: 25,'],
      },
      /counted 0/,
    ],
    [
      'a required gate removed',
      {
        edits: [['loop-policy.yaml', '    - {id: size, kind: max-bytes, max: 1048576}\n', '']],
        approvers: ['alice', 'bob'],
      },
      /required gate "size" is missing/,
    ],
    [
      'a reject token',
      { edits: [L3_80], approvers: ['alice'], rejecters: ['bob'] },
      /bob rejected the change/,
    ],
    [
      'a reject token from a maintainer',
      { edits: [L3_80], approvers: ['alice'], rejecters: ['erin'] },
      /erin rejected the change/,
    ],
    [
      'an invalid governed file at head',
      {
        raw: {
          'policies/loop-policy.yaml':
            'apiVersion: loopgov/v1\nkind: LoopPolicy\ndefaults: {budget: {max_steps: "lots"}}\n',
        },
        approvers: ['alice', 'bob'],
      },
      /head revision .* is invalid/,
    ],
    [
      'an unknown file under policies/',
      { raw: { 'policies/extra.yaml': 'a: 1\n' }, approvers: ['alice', 'bob'] },
      /not a governed file/,
    ],
  ];

  it.each(rows)('blocks %s', async (_name, spec, reason) => {
    const r = await pr(spec);
    expect(r.code).toBe(1);
    expect(r.json.verdict).toBe('block');
    expect(r.json.reasons.join('\n')).toMatch(reason);
  });

  it('a required gate removed from defaults is one reason naming the scopes it reaches, as the diff groups changes', async () => {
    const r = await pr({
      edits: [['loop-policy.yaml', '    - {id: size, kind: max-bytes, max: 1048576}\n', '']],
      approvers: ['alice', 'bob'],
    });
    expect(r.code).toBe(1);
    const missing = r.json.reasons.filter((x) => x.includes('required gate "size" is missing'));
    const rows = r.json.ceiling.filter((v) => v.message.includes('"size"')).length; // JSON keeps every scope
    expect(rows).toBeGreaterThan(12);
    expect(missing).toHaveLength(1);
    expect(missing[0]).toMatch(
      new RegExp(
        `^above the ceiling: required gate "size" is missing in ${rows} scopes: \\*, [a-z, -]+ × L0–L5$`,
      ),
    );
    const text = await runGate(repo, 'main', 'HEAD', 'dave-gh', []);
    expect(text.stdout.match(/required gate "size" is missing/g)).toHaveLength(2); // the reason and the ceiling section
  });

  it('a push after approval: the old token moved to the new digest does not bind', async () => {
    const r1 = await pr({ edits: [L3_80], approvers: ['alice'] });
    expect(r1.code).toBe(0);
    const old = readFileSync(join(repo, r1.json.approvals[0]!.file), 'utf8');
    const tip = commitAs(repo, PEOPLE.dave!, 'more', {
      'policies/loop-policy.yaml': editPolicy(
        repo,
        'loop-policy.yaml',
        'L2: {budget: {max_steps: 20,',
        'L2: {budget: {max_steps: 25,',
      ),
    });
    const moved = commitAs(repo, PEOPLE.dave!, 'reuse', {
      [`approvals/${await digest(repo, tip)}/alice-2026.jwt`]: old,
    });
    const r2 = await runGate(repo, 'main', moved);
    expect(r2.code).toBe(1);
    expect(r2.json.approvals[0]!.codes).toEqual(['ERR_TOKEN_BINDING']);
  });

  it('reads tokens from git objects at head, never the work tree', async () => {
    git(repo, 'checkout', '-q', '-B', 'worktree-only', 'main');
    const tip = commitAs(repo, PEOPLE.dave!, 'L3: 80 steps', {
      'policies/loop-policy.yaml': editPolicy(repo, 'loop-policy.yaml', L3_80[1], L3_80[2]),
    });
    const head = await digest(repo, tip);
    const token = craft(header('alice-2026'), goodClaims('alice', base, head), fixtureKey('alice-2026'));
    mkdirSync(join(repo, 'approvals', head), { recursive: true });
    writeFileSync(join(repo, 'approvals', head, 'alice-2026.jwt'), token);
    const r = await runGate(repo, 'main', tip);
    expect(r.code).toBe(1);
    expect(r.json.approvals).toEqual([]);
    rmSync(join(repo, 'approvals'), { recursive: true, force: true });
  });

  it('a private key in the registry at base blocks everything', async () => {
    const alice = fixtureKey('alice-2026');
    git(repo, 'checkout', '-q', '-B', 'bad-base', 'main');
    const badBase = commitAs(repo, PEOPLE.seed!, 'oops', {
      'policies/approvers.yaml': editPolicy(
        repo,
        'approvers.yaml',
        'kid: alice-2026, alg: EdDSA}',
        `kid: alice-2026, alg: EdDSA, d: "${alice.d}"}`,
      ),
    });
    const tip = commitAs(repo, PEOPLE.dave!, 'change', {
      'policies/loop-policy.yaml': editPolicy(repo, 'loop-policy.yaml', L3_80[1], L3_80[2]),
    });
    const r = await runGate(repo, badBase, tip);
    expect(r.code).toBe(1);
    expect(r.json.reasons.join('\n')).toMatch(/base revision .* is invalid.*approvers\.yaml.*\/keys\/0\/d/);
  });

  it.each([
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a shell payload, on purpose
    ['a branch name', ['--head', 'feat/$(touch${IFS}pwned);`touch pwned`|sh']],
    ['a base name', ['--base', '--upload-pack=touch pwned']],
  ])('treats %s full of shell metacharacters as data', async (_name, args) => {
    git(repo, 'checkout', '-q', 'main');
    const r = await runGate(
      repo,
      args[0] === '--base' ? args[1]! : 'main',
      args[0] === '--head' ? args[1]! : 'main',
      // A shell payload as --author is refused before git runs (gate-what-merges.test.ts): a login here.
      'dave-gh',
    );
    expect(r.code).toBe(1);
    expect(r.json.verdict).toBe('block');
    expect(r.json.reasons.join('\n')).toMatch(/ERR_GIT_REV: not a revision/);
    expect(existsSync(join(repo, 'pwned'))).toBe(false);
    expect(existsSync('pwned')).toBe(false);
  });
});
