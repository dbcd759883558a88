// How long `loopgov gate` takes on a pull request with 100 policy commits and 10 approvals (10 approvers,
// keys generated here). Prints a markdown table. Run: `npm run build && node bench/gate.bench.mjs`.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportJWK, generateKeyPair } from 'jose';
import { signApprovalToken } from '../dist/lib.js';

const COMMITS = 100;
const APPROVERS = 10;
const RUNS = 7;
const CLI = join(process.cwd(), 'dist/cli.js');
const REPO_ID = 'acme/bench-policies';

const dir = mkdtempSync(join(tmpdir(), 'loopgov-gate-bench-'));
const env = (name, email) => ({
  ...process.env,
  GIT_AUTHOR_NAME: name,
  GIT_AUTHOR_EMAIL: email,
  GIT_COMMITTER_NAME: name,
  GIT_COMMITTER_EMAIL: email,
});
const git = (args, who = ['Seed', 'seed@example.org']) =>
  execFileSync('git', args, { cwd: dir, encoding: 'utf8', env: env(...who) }).trim();

// Ten org-admins, half EdDSA, half ES256, in the registry at base.
const approvers = [];
for (let i = 0; i < APPROVERS; i++) {
  const alg = i % 2 ? 'ES256' : 'EdDSA';
  const { privateKey, publicKey } = await generateKeyPair(alg, { extractable: true });
  const kid = `admin${i}-2026`;
  const pub = { ...(await exportJWK(publicKey)), kid, alg };
  approvers.push({ id: `admin${i}`, kid, alg, pub, priv: { ...(await exportJWK(privateKey)), kid, alg } });
}
const registry = [
  'apiVersion: loopgov/v1',
  'kind: ApproverRegistry',
  'approvers:',
  ...approvers.map((a) =>
    [
      `  - id: ${a.id}`,
      `    github: ${a.id}-gh`,
      `    emails: [${a.id}@example.com]`,
      '    roles: [maintainer, org-admin]',
      `    keys: [${JSON.stringify({ kty: a.pub.kty, crv: a.pub.crv, x: a.pub.x, ...(a.pub.y ? { y: a.pub.y } : {}), kid: a.kid, alg: a.alg })}]`,
    ].join('\n'),
  ),
  '  - id: proposer',
  '    github: proposer-gh',
  '    emails: [proposer@example.com]',
  '    roles: [maintainer]',
  '',
].join('\n');

git(['init', '-q', '-b', 'main']);
cpSync('policies', join(dir, 'policies'), { recursive: true });
writeFileSync(join(dir, 'policies/approvers.yaml'), registry);
git(['add', '-A']);
git(['commit', '-q', '-m', 'base']);
git(['checkout', '-q', '-b', 'pr']);

// 100 commits, each touching policies/ (L3 max_steps 61, 62, … — a loosening within the ceiling).
const file = join(dir, 'policies/loop-policy.yaml');
const original = readFileSync(file, 'utf8');
for (let i = 1; i <= COMMITS; i++) {
  writeFileSync(
    file,
    original.replace('L3: {budget: {max_steps: 60,', `L3: {budget: {max_steps: ${60 + i},`),
  );
  git(
    ['commit', '-q', '-am', `step ${i}\n\nCo-authored-by: Helper <helper${i}@example.com>`],
    ['Proposer', 'proposer@example.com'],
  );
}
const digest = (rev) =>
  execFileSync(process.execPath, [CLI, 'digest', '--repo', dir, '--rev', rev], { encoding: 'utf8' }).trim();
const base = digest('main');
const head = digest('pr');
mkdirSync(join(dir, 'approvals', head), { recursive: true });
const now = Math.floor(Date.now() / 1000);
for (const a of approvers) {
  const token = await signApprovalToken({
    privateJwk: a.priv,
    approver: a.id,
    repoId: REPO_ID,
    base,
    head,
    decision: 'approve',
    now,
    ttlSec: 3600,
  });
  writeFileSync(join(dir, 'approvals', head, `${a.kid}.jwt`), `${token}\n`);
}
git(['add', 'approvals']);
git(['commit', '-q', '-m', 'approvals'], ['admin0', 'admin0@example.com']);

const args = [
  CLI,
  'gate',
  '--repo',
  dir,
  '--base',
  'main',
  '--head',
  'pr',
  '--repo-id',
  REPO_ID,
  '--author',
  'proposer-gh',
  '--json',
];
const times = [];
let last;
for (let i = 0; i < RUNS; i++) {
  const t = process.hrtime.bigint();
  last = spawnSync(process.execPath, args, { encoding: 'utf8' });
  times.push(Number(process.hrtime.bigint() - t) / 1e6);
}
const result = JSON.parse(last.stdout);
if (last.status !== 0 || result.approvals.filter((a) => a.counted).length !== APPROVERS)
  throw new Error(`unexpected gate result: exit ${last.status}\n${last.stdout}`);
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)];
console.log('| scenario | commits | approvals | median | min | max |');
console.log('|---|---|---|---|---|---|');
console.log(
  `| \`loopgov gate\` (CLI process, ${result.class}, verdict ${result.verdict}) | ${COMMITS} | ${APPROVERS} | ${median.toFixed(0)} ms | ${times[0].toFixed(0)} ms | ${times.at(-1).toFixed(0)} ms |`,
);
if (!process.env.KEEP) rmSync(dir, { recursive: true, force: true });
else console.error(dir);
