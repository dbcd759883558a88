// `loopgov keys generate`, `loopgov approve --write` and `loopgov approval verify` as a user runs them.
// In process: the CLI runs inside the test (test/helpers/cli.ts); git runs as real processes.
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { runCli } from '../helpers/cli.js';
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
} from '../helpers/gate-repo.js';

const cli = (...args: string[]) => runCli(args);
let repo: string;
beforeAll(async () => {
  repo = makeRepo('approve');
  git(repo, 'checkout', '-q', '-b', 'loosen');
  commitAs(repo, PEOPLE.dave!, 'L3: 80 steps', {
    'policies/loop-policy.yaml': editPolicy(
      repo,
      'loop-policy.yaml',
      'L3: {budget: {max_steps: 60,',
      'L3: {budget: {max_steps: 80,',
    ),
  });
});
afterAll(() => removeRepo(repo));

const ZOE = ['--github', 'zoe-gh', '--email', 'zoe@example.com'];

describe('loopgov keys generate', () => {
  it.each(['EdDSA', 'ES256'])(
    'writes a 0600 private %s JWK and prints a registry entry that validates',
    async (alg) => {
      const out = mkdtempSync(join(tmpdir(), 'loopgov-keys-'));
      const r = await cli(
        'keys',
        'generate',
        '--id',
        'zoe',
        '--alg',
        alg,
        '--out',
        out,
        '--github',
        'zoe-gh',
        '--email',
        'zoe@example.com',
        '--email',
        'zoe@home.example',
        '--role',
        'org-admin',
      );
      expect(r.code).toBe(0);
      const [file] = readdirSync(out);
      expect(file).toMatch(/^zoe-\d{4}\.private\.jwk\.json$/);
      expect(statSync(join(out, file!)).mode & 0o777).toBe(0o600);
      const priv = JSON.parse(readFileSync(join(out, file!), 'utf8'));
      expect(priv).toMatchObject({ alg, sub: 'zoe' });
      const entry = parse(r.stdout)[0];
      expect(entry).toMatchObject({
        id: 'zoe',
        github: 'zoe-gh',
        emails: ['zoe@example.com', 'zoe@home.example'],
        roles: ['maintainer', 'org-admin'],
      });
      expect(entry.keys[0].d).toBeUndefined();
      expect(entry.keys[0].kid).toBe(priv.kid);
      // The printed entry pasted into a registry validates.
      const dir = mkdtempSync(join(tmpdir(), 'loopgov-registry-'));
      cpSync(join(ROOT, 'policies'), dir, { recursive: true });
      appendFileSync(join(dir, 'approvers.yaml'), r.stdout);
      const v = await runCli(['policy', 'validate', '--dir', dir]);
      expect(v.code, v.stderr).toBe(0);
      // Never overwrites a key.
      const again = await cli(...['keys', 'generate', '--id', 'zoe', '--alg', alg, '--out', out], ...ZOE);
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(/already exists: not overwriting a key/);
    },
  );

  it('refuses a bad id or algorithm as a usage error', async () => {
    expect((await cli('keys', 'generate', '--id', '../x', '--out', tmpdir(), ...ZOE)).code).toBe(2);
    expect(
      (await cli('keys', 'generate', '--id', 'zoe', '--alg', 'HS256', '--out', tmpdir(), ...ZOE)).code,
    ).toBe(2);
  });
});

describe('loopgov approve and approval verify', () => {
  it('signs with the fixture key, writes the token where the gate looks, and the gate passes', async () => {
    const key = join(ROOT, 'test/fixtures/keys/alice-2026.private.jwk.json');
    const r = await cli(
      'approve',
      '--repo',
      repo,
      '--base',
      'main',
      '--head',
      'loosen',
      '--key',
      key,
      '--repo-id',
      'acme/agent-policies',
      '--write',
    );
    expect(r.code, r.stderr).toBe(0);
    const head = await digest(repo, 'loosen');
    const path = `approvals/${head}/alice-2026.jwt`;
    expect(readFileSync(join(repo, path), 'utf8').trim()).toBe(r.stdout.trim());
    const [h] = r.stdout.split('.');
    expect(JSON.parse(Buffer.from(h!, 'base64url').toString())).toEqual({
      alg: 'EdDSA',
      kid: 'alice-2026',
      typ: 'loopgov-approval+jwt',
    });

    const ok = await cli(
      'approval',
      'verify',
      '--token',
      join(repo, path),
      '--repo',
      repo,
      '--base',
      'main',
      '--head',
      'loosen',
      '--repo-id',
      'acme/agent-policies',
    );
    expect(ok.code).toBe(0);
    expect(ok.stdout).toMatch(/valid — approve by alice \(alice-2026\)/);
    const bad = await cli(
      'approval',
      'verify',
      '--token',
      join(repo, path),
      '--repo',
      repo,
      '--base',
      'loosen',
      '--head',
      'main',
      '--repo-id',
      'other/repo',
    );
    expect(bad.code).toBe(1);
    expect(bad.stdout).toMatch(/ERR_TOKEN_AUD/);
    expect(bad.stdout.match(/ERR_TOKEN_BINDING/g)).toHaveLength(2);

    const tip = commitAs(repo, PEOPLE.alice!, 'approve', {});
    expect((await runGate(repo, 'main', tip)).code).toBe(0);
  });

  it('refuses a ttl over 7 days, a key owned by someone else, and a bad decision', async () => {
    const key = join(ROOT, 'test/fixtures/keys/erin-2026.private.jwk.json');
    const base = [
      'approve',
      '--repo',
      repo,
      '--base',
      'main',
      '--head',
      'loosen',
      '--key',
      key,
      '--repo-id',
      'acme/agent-policies',
    ];
    expect((await cli(...base, '--ttl', '8d')).code).toBe(2);
    const other = await cli(...base, '--as', 'alice');
    expect(other.code).toBe(1);
    expect(other.stderr).toMatch(/ERR_KEY: key erin-2026 belongs to erin/);
    expect((await cli(...base, '--decision', 'maybe')).code).toBe(2);
    expect((await cli(...base, '--decision', 'reject')).code).toBe(0);
  });

  it('says when the token expires, and warns that a bare --ttl is seconds', async () => {
    const key = join(ROOT, 'test/fixtures/keys/erin-2026.private.jwk.json');
    const args = ['approve', '--repo', repo, '--base', 'main', '--head', 'loosen', '--key', key];
    const bare = await cli(...args, '--repo-id', 'acme/agent-policies', '--ttl', '72');
    expect(bare.code).toBe(0);
    expect(bare.stderr).toMatch(/expires \d{4}-\d\d-\d\dT[\d:.]+Z \(--ttl 72: 72 s\)/);
    expect(bare.stderr).toContain('warning: a bare --ttl is seconds: 72 s; did you mean 72h or 72d?');
    const hours = await cli(...args, '--repo-id', 'acme/agent-policies', '--ttl', '72h');
    expect(hours.stderr).toContain('(--ttl 72h: 259200 s)');
    expect(hours.stderr).not.toContain('bare --ttl');
  });
});

describe('keys generate refuses an entry separation of duties could not recognise (SPEC §2.3)', () => {
  it.each([
    ['no --github and no --email', [], /needs --github LOGIN and --email ADDRESS/],
    ['no --email', ['--github', 'bob-gh'], /needs --email ADDRESS/],
    [
      'no --github, as org-admin',
      ['--email', 'bob@example.com', '--role', 'org-admin'],
      /an org-admin needs --github LOGIN/,
    ],
  ])('%s: usage error, and no key is written', async (_name, flags, message) => {
    const out = join(mkdtempSync(join(tmpdir(), 'loopgov-keys-')), 'keys');
    const r = await cli('keys', 'generate', '--id', 'bob', '--out', out, ...flags);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(r.stdout).toBe('');
    expect(existsSync(out)).toBe(false);
  });

  it("the README's and docs' own keys generate examples make an entry that validates", async () => {
    const examples = ['README.md', 'docs/approvals.md'].flatMap((f) =>
      [...readFileSync(join(ROOT, f), 'utf8').matchAll(/^loopgov keys generate (.*)$/gm)].map((m) => m[1]!),
    );
    expect(examples.length).toBeGreaterThanOrEqual(2);
    for (const example of examples) {
      const out = mkdtempSync(join(tmpdir(), 'loopgov-keys-'));
      const args = example.replace('~/.loopgov/keys', out).split(/\s+/);
      const r = await cli('keys', 'generate', ...args);
      expect(r.code, `${example}: ${r.stderr}`).toBe(0);
      const dir = mkdtempSync(join(tmpdir(), 'loopgov-registry-'));
      cpSync(join(ROOT, 'policies'), dir, { recursive: true });
      writeFileSync(
        join(dir, 'approvers.yaml'),
        `apiVersion: loopgov/v1\nkind: ApproverRegistry\napprovers:\n${r.stdout}`,
      );
      const v = await runCli(['policy', 'validate', '--dir', dir]);
      expect(v.code, v.stderr).toBe(0);
    }
  });
});

describe('approve shows what it signs', () => {
  const key = join(ROOT, 'test/fixtures/keys/alice-2026.private.jwk.json');
  const approve = (head: string) =>
    cli(
      'approve',
      '--repo',
      repo,
      '--base',
      'main',
      '--head',
      head,
      '--key',
      key,
      '--repo-id',
      'acme/agent-policies',
    );

  it('prints the class, the rule and each change before the token', async () => {
    const r = await approve('loosen');
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('signing approve of a loosen change (the gate needs 1 × org-admin)');
    expect(r.stderr).toMatch(/loosen +budget\.max_steps 60 → 80 in \d+ scopes: .*L3 × prod\/dev/);
    expect(r.stdout.trim().split('.')).toHaveLength(3);
  });

  it('warns when head is above the ceiling at base', async () => {
    git(repo, 'checkout', '-q', '-B', 'too-much', 'main');
    commitAs(repo, PEOPLE.dave!, 'L5: 500 steps', {
      'policies/loop-policy.yaml': editPolicy(repo, 'loop-policy.yaml', 'max_steps: 150,', 'max_steps: 500,'),
    });
    const r = await approve('too-much');
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(
      /warning: head is above the ceiling at base \(\d+ violation\(s\), e\.g\. budget\.max_steps 500 > ceiling 200\): the gate blocks it whatever the approvals/,
    );
  });

  it('warns when nothing governed changed', async () => {
    const r = await approve('main');
    expect(r.stderr).toMatch(/nothing under policies\/ changed .*approves nothing/);
  });
});

describe('approve and validate say what the runtime needs beyond the gate', () => {
  const key = join(ROOT, 'test/fixtures/keys/alice-2026.private.jwk.json');
  const sign = (base: string, head: string, ...extra: string[]) =>
    cli(
      ...['approve', '--repo', repo, '--base', base, '--head', head, '--key', key],
      ...['--repo-id', 'acme/agent-policies', ...extra],
    );
  const weakCeiling = () =>
    editPolicy(
      repo,
      'org-ceiling.yaml',
      'loosen: {role: org-admin, count: 1}',
      'loosen: {role: maintainer, count: 1}',
    );

  it('a reject of the policy as it is (base = head) is a revocation, not "approves nothing"', async () => {
    const r = await sign('main', 'main', '--decision', 'reject');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain('signing reject of the policy as it is (digest ');
    expect(r.stderr).toContain('it stops every prod run of this digest');
    expect(r.stderr).not.toContain('approves nothing');
  });

  it('a loosening under a ceiling whose loosen rule is below the floor: the gate passes it, prod needs an org-admin', async () => {
    git(repo, 'checkout', '-q', '-B', 'weak-base', 'main');
    commitAs(repo, PEOPLE.dave!, 'weaker loosen rule', { 'policies/org-ceiling.yaml': weakCeiling() });
    git(repo, 'checkout', '-q', '-B', 'weak-loosen', 'weak-base');
    commitAs(repo, PEOPLE.dave!, 'L3: 80 steps', {
      'policies/loop-policy.yaml': editPolicy(
        repo,
        'loop-policy.yaml',
        'L3: {budget: {max_steps: 60,',
        'L3: {budget: {max_steps: 80,',
      ),
    });
    const r = await sign('weak-base', 'weak-loosen');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain('signing approve of a loosen change (the gate needs 1 × maintainer)');
    expect(r.stderr).toContain(
      "warning: the ceiling at base relaxes the approval rules below the runtime's floor: the gate passes this change with 1 × maintainer, but a prod run of it needs 1 × org-admin too (decision 032)",
    );
    // Under the bundled ceiling (the defaults), nothing to say.
    expect((await sign('main', 'loosen')).stderr).not.toContain("runtime's floor");
  });

  it('policy validate warns of a rule below the floor, and stays valid (exit 0)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'loopgov-weak-'));
    cpSync(join(ROOT, 'policies'), dir, { recursive: true });
    const ceiling = readFileSync(join(dir, 'org-ceiling.yaml'), 'utf8');
    writeFileSync(
      join(dir, 'org-ceiling.yaml'),
      ceiling.replace('loosen: {role: org-admin, count: 1}', 'loosen: {role: maintainer, count: 1}'),
    );
    const v = await runCli(['policy', 'validate', '--dir', dir]);
    expect(v.code, v.stderr).toBe(0);
    expect(v.stderr).toContain(
      `loopgov: warning: ${dir}/org-ceiling.yaml: approval_rules.loosen (1 × maintainer) is below the runtime's floor of 1 × org-admin`,
    );
    expect((await runCli(['policy', 'validate', '--dir', join(ROOT, 'policies')])).stderr).toBe('');
  });
});

describe('approval verify says when a valid token counts for nothing (SPEC §3.3.7, §2.3)', () => {
  const sign = async (keyName: string, head: string) => {
    const key = join(ROOT, `test/fixtures/keys/${keyName}.private.jwk.json`);
    const r = await cli(
      ...['approve', '--repo', repo, '--base', 'main', '--head', head, '--key', key],
      ...['--repo-id', 'acme/agent-policies'],
    );
    expect(r.code, r.stderr).toBe(0);
    const file = join(mkdtempSync(join(tmpdir(), 'loopgov-tok-')), 't.jwt');
    writeFileSync(file, r.stdout);
    return { file, stderr: r.stderr };
  };
  const verify = (file: string, head: string, ...extra: string[]) =>
    cli(
      ...['approval', 'verify', '--token', file, '--repo', repo, '--base', 'main', '--head', head],
      ...['--repo-id', 'acme/agent-policies', ...extra],
    );

  it('base = head: a valid signature that approves no change, exit 0, counts: false in --json', async () => {
    const { file } = await sign('alice-2026', 'main');
    const r = await verify(file, 'main');
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(
      `${file}: valid signature — approve by alice (alice-2026) — but the gate counts it for nothing: its base equals its head: it approves no change (SPEC §3.3.7)\n`,
    );
    const j = JSON.parse((await verify(file, 'main', '--json')).stdout);
    expect(j).toMatchObject({
      valid: true,
      counts: false,
      why: 'its base equals its head: it approves no change (SPEC §3.3.7)',
    });
  });

  it("a proposer-bot's approval: approve warns, verify says it never counts", async () => {
    const { file, stderr } = await sign('metabot-2026', 'loosen');
    expect(stderr).toContain(
      "loopgov: warning: meta-loop (kid metabot-2026) is a proposer-bot in the registry at base: the gate never counts a proposer-bot's approval\n",
    );
    const r = await verify(file, 'loosen');
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(
      `${file}: valid signature — approve by meta-loop (metabot-2026) — but the gate counts it for nothing: a proposer-bot may never approve\n`,
    );
    expect(JSON.parse((await verify(file, 'loosen', '--json')).stdout)).toMatchObject({
      valid: true,
      counts: false,
      why: 'a proposer-bot may never approve',
    });
  });

  it('an approval of a real change by a maintainer: counts: true, no why', async () => {
    const { file, stderr } = await sign('alice-2026', 'loosen');
    expect(stderr).not.toContain('proposer-bot');
    const j = JSON.parse((await verify(file, 'loosen', '--json')).stdout);
    expect(j).toMatchObject({ valid: true, counts: true });
    expect(j).not.toHaveProperty('why');
  });
});
