/**
 * `loopgov init`: the files of a new governance repository, as data (path → content). The three governed
 * files (commented, valid as written, hooked to the package's JSON Schemas for editors), the workflows a
 * governance repository needs, and a README that takes its maintainers from here to a gated pull request
 * and a governed prod run. Writing them is `io/init/scaffold.ts`.
 */
import { LoopgovError } from '../errors.js';

export interface ScaffoldOptions {
  /** The loopgov version the workflows and schema links pin. */
  version: string;
  /** The repository id approvals are bound to (`aud`), e.g. `acme/agent-policies`. */
  repoId: string;
  /** The policy-gate Action, `owner/name@ref`. */
  action: string;
}

/**
 * A GitHub Action reference as a workflow's `uses:` takes it: `owner/name@ref`, or `owner/name/path@ref`
 * for an Action in a subfolder. The ref (a tag, a branch, a commit SHA) is required — GitHub refuses a
 * `uses:` without one — and every part is of the characters GitHub allows, so nothing but the reference
 * reaches the workflow file (no line break, space, `:` or `{` that would be YAML of its own).
 */
const ACTION_REF =
  /^[A-Za-z0-9_.-]{1,100}\/[A-Za-z0-9_.-]{1,100}(?:\/[A-Za-z0-9_.-]+)*@[A-Za-z0-9_.-]+(?:\/[A-Za-z0-9_.-]+)*$/;

/**
 * Returns `value` when it is an Action reference (`ACTION_REF`); otherwise throws `ERR_USAGE` naming
 * where it came from.
 *
 * @example
 * parseActionRef('acme/loopgov@v1', '--action') // → 'acme/loopgov@v1'
 * parseActionRef('acme/loopgov', '--action')    // throws: --action must be owner/name@ref … (got "acme/loopgov")
 */
export function parseActionRef(value: string, source: string): string {
  if (typeof value !== 'string' || !ACTION_REF.test(value) || value.includes('..')) {
    throw new LoopgovError(
      'ERR_USAGE',
      `${source} must be owner/name@ref (a tag, branch or commit SHA; owner/name/path@ref for an Action in a subfolder) (got ${JSON.stringify(value)})`,
    );
  }
  return value;
}

/** Where an editor finds a file's JSON Schema: the schemas shipped in the loopgov package. */
export function schemaUrl(version: string, schema: string): string {
  return `https://unpkg.com/loopgov@${version}/schemas/${schema}.schema.json`;
}

/**
 * Every file `loopgov init` writes, by path relative to the new repository.
 *
 * @example
 * const files = scaffoldFiles({ version: '0.1.0', repoId: 'acme/agent-policies', action: 'loopgov/loopgov@v0.1.0' });
 * Object.keys(files) // ['policies/loop-policy.yaml', …, 'README.md']
 */
export function scaffoldFiles(o: ScaffoldOptions): Record<string, string> {
  // Written into a workflow as it is: checked here too, for a caller that is not the CLI.
  parseActionRef(o.action, 'action');
  return {
    'policies/loop-policy.yaml': loopPolicy(o),
    'policies/org-ceiling.yaml': orgCeiling(o),
    'policies/approvers.yaml': approvers(o),
    '.github/workflows/policy-gate.yml': policyGateWorkflow(o),
    '.github/workflows/ci.yml': ciWorkflow(o),
    // .github/workflows/metaloop.yml: written by `loopgov propose` setup (the meta-loop), not here yet.
    '.gitignore': '# Private signing keys never belong in a repository.\n*.private.jwk.json\n',
    'README.md': readme(o),
  };
}

const hookup = (o: ScaffoldOptions, schema: string) =>
  `# yaml-language-server: $schema=${schemaUrl(o.version, schema)}\n`;

function loopPolicy(o: ScaffoldOptions): string {
  return `${hookup(o, 'loop-policy')}# The loop policy: budgets, verify gates and convergence rules for every governed agent run.
# Governed: change it only through a pull request. The policy gate classifies each change from the
# effective policies (neutral, tighten, loosen, ceiling) and asks for the approvals that class needs.
# Resolution per run: strictest built-in → defaults → levels[L] → projects[p] → projects[p].levels[L].
# A field that no layer sets takes the strictest built-in value (deny by default, never "unlimited").
apiVersion: loopgov/v1
kind: LoopPolicy
defaults:
  # Per run, since it began. Every value must stay within org-ceiling.yaml.
  budget: {max_steps: 30, max_tokens: 200000, max_wall_clock_sec: 900, max_cost_usd: 2, max_corrections_per_step: 2}
  on_exceed: halt                 # halt | escalate (ask a person) when a budget is passed
  max_delegation_level: L2        # the highest level (L0–L5) a run may use
  convergence: {oscillation_repeat: 3, thrash_window: 6, no_progress_window: 5, on_stall: escalate}
  # Run on every iteration's artifact. deny-patterns are RE2 syntax (no lookaround, no backreferences;
  # flags i, m, s), matched in linear time.
  gates:
    - id: deny-injection
      kind: deny-patterns
      on_match: DENY
      patterns:
        - {regex: "ignore (all )?previous instructions", flags: i}
        - {regex: "BEGIN (RSA|OPENSSH|EC) PRIVATE KEY"}
    - {id: size, kind: max-bytes, max: 1048576}
  # DONE only when every criterion passes, run by the evaluator itself in the run's --workdir
  # (argv, no shell; the artifact's path is in LOOPGOV_ARTIFACT). Adding or changing a command is a loosen.
  success_criteria:
    - {id: tests-green, kind: command, argv: [npm, test], timeout_sec: 600}
levels:
  L0: {budget: {max_steps: 5, max_tokens: 20000, max_cost_usd: 0.2}}
  L3: {budget: {max_steps: 60, max_tokens: 400000, max_cost_usd: 5}}
# projects:                       # per-project overrides, and per-project levels
#   okr:
#     budget: {max_tokens: 300000}
#     levels: {L2: {budget: {max_steps: 40}}}
profiles:
  dev: {governance: optional}     # dev may opt out explicitly; prod is always governance: required
`;
}

function orgCeiling(o: ScaffoldOptions): string {
  return `${hookup(o, 'org-ceiling')}# Organization-wide upper bounds: no effective policy may exceed them, for any project, level or
# profile — not a role, not a flag, not dev. Changing this file is class "ceiling".
apiVersion: loopgov/v1
kind: OrgCeiling
budget: {max_steps: 200, max_tokens: 2000000, max_wall_clock_sec: 14400, max_cost_usd: 50, max_corrections_per_step: 5}
convergence: {oscillation_repeat: 6, thrash_window: 12, no_progress_window: 20}
max_delegation_level: L4
# Gate ids no effective policy may lose.
required_gates: [deny-injection, size]
# How many approvals of which role each class of change needs (roles from approvers.yaml at base).
approval_rules:
  neutral: {role: maintainer, count: 1}
  tighten: {role: maintainer, count: 1}
  loosen: {role: org-admin, count: 1}
  ceiling: {role: org-admin, count: 2}
`;
}

function approvers(o: ScaffoldOptions): string {
  return `${hookup(o, 'approvers')}# Who may approve policy changes, with their PUBLIC signing keys (a private member is an error).
# Changing this file is class "ceiling": two org-admins of the registry *at base* must approve, so a
# pull request that adds its own key gains nothing. The first approvers get in with the first commit,
# before the policy gate is required (README.md, "Bootstrap").
#
# Each approver runs (the private key stays on their machine, mode 0600):
#   loopgov keys generate --id alice --github alice-gh --email alice@example.com --role org-admin --out ~/.loopgov/keys
# and sends the printed entry; paste each one under "approvers:" in place of the [] below.
# A maintainer or org-admin needs a github login and an email: separation of duties matches on them.
apiVersion: loopgov/v1
kind: ApproverRegistry
approvers: []
`;
}

function policyGateWorkflow(o: ScaffoldOptions): string {
  return `# The policy gate: every change to policies/ needs the approvals its class asks for. Make the job
# "policy-gate" a required status check on main, with GitHub Actions as its source (README.md).
# Never pull_request_target: the gate only reads, with a read-only token.
name: policy gate
on:
  pull_request:
  pull_request_review:
  merge_group:
permissions:
  contents: read
  pull-requests: read
concurrency:
  group: policy-gate-\${{ github.event.pull_request.number || github.event.merge_group.head_sha }}
  cancel-in-progress: true
jobs:
  policy-gate:
    runs-on: ubuntu-latest
    timeout-minutes: 10
    steps:
      - uses: actions/checkout@v4
        with:
          fetch-depth: 0
          persist-credentials: false
      # Pin the Action to a full commit SHA of the release you reviewed, in place of this ref (a tag can
      # be moved; \`loopgov init --action owner/name@<sha>\` writes it).
      - id: gate
        uses: ${o.action}
        with:
          repo-id: ${o.repoId}
`;
}

function ciWorkflow(o: ScaffoldOptions): string {
  return `# CI: every governed file parses, validates and stays within the org ceiling, on every push.
name: CI
on:
  push:
    branches: [main]
  pull_request:
permissions:
  contents: read
jobs:
  validate:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
        with:
          persist-credentials: false
      - uses: actions/setup-node@v4
        with:
          node-version: 24
      - run: npx --yes loopgov@${o.version} policy validate --dir policies
`;
}

function readme(o: ScaffoldOptions): string {
  return `# Agent loop policies

This repository governs AI-agent loops with [loopgov](https://www.npmjs.com/package/loopgov) ${o.version}:
the budgets, verify gates and convergence rules every governed run follows live in \`policies/\`, every
change to them is a pull request gated by signed approvals, and runners pin an approved commit.

| file | what it is |
|---|---|
| \`policies/loop-policy.yaml\` | the loop policy (defaults, levels L0–L5, projects, profiles) |
| \`policies/org-ceiling.yaml\` | upper bounds no policy may exceed, and how many approvals each change needs |
| \`policies/approvers.yaml\` | who may approve, with their public keys |
| \`.github/workflows/policy-gate.yml\` | the policy gate on every pull request (a required check) |
| \`.github/workflows/ci.yml\` | validation on every push |
| \`approvals/<digest>/<kid>.jwt\` | signed approvals, committed to the pull request they approve |

(The meta-loop, \`loopgov propose\`, which proposes policy changes from run traces, runs from a workflow
you add when you adopt it: see loopgov's docs/metaloop.md.)

Editors with the YAML language server validate the files as you type: each starts with
\`# yaml-language-server: $schema=…\`, pointing at the schemas shipped in the loopgov package.

## Bootstrap: the first approvers

Approvals are checked against the registry **at the base** of a pull request, so the first registry
cannot be approved by anyone: it is the root of trust, and it gets in with the first commit, pushed
straight to \`main\` *before* the policy gate is a required check.

1. Each first approver generates a key and sends the printed entry. Have at least two org-admins: a
   change to \`approvers.yaml\` or \`org-ceiling.yaml\` needs two, and nobody approves a change they
   authored — so such a change is proposed by a third person (a maintainer will do).
   \`loopgov keys generate --id <id> --github <login> --email <email> --role org-admin --out ~/.loopgov/keys\`
2. Paste the entries into \`policies/approvers.yaml\` (in place of \`[]\`), review the three files together
   (this review is the only one the first commit gets), and check them:
   \`npx loopgov policy validate --dir policies\`
3. Create the repository on GitHub and add it as \`origin\`
   (\`git remote add origin git@github.com:<owner>/<name>.git\`), then commit and push to \`main\`:
   \`git add -A && git commit -m "Bootstrap loop policies" && git push -u origin main\`
4. Protect \`main\`: Settings → Rules → require a pull request and the status check **policy-gate**
   (source: GitHub Actions), no bypass. From now on every change — new approvers included — is gated.

## Changing a policy

1. Branch, edit \`policies/\`, push, open a pull request. \`npx loopgov policy diff --repo . --base origin/main --head HEAD\`
   shows the class and every effective change.
2. An approver who did not author the change reviews and signs, then commits the token:
   \`\`\`sh
   npx loopgov approve --repo . --base origin/main --head HEAD --repo-id ${o.repoId} \\
     --key ~/.loopgov/keys/<kid>.private.jwk.json --write
   git add approvals && git commit -m "Approve" && git push
   \`\`\`
3. The policy gate passes once the approvals the class needs are there (neutral/tighten: 1 maintainer;
   loosen: 1 org-admin; ceiling: 2 org-admins). Merge.

## Running agents under the policy

A runner pins an approved commit of \`main\` (the protected ref is this repository's own \`main\` by
default; a prod run fetches \`main\` at its start and proves the commit is still there, and reads its
rejects from it) and keeps a copy of \`policies/approvers.yaml\` *outside* this repository as its trust
file (\`--trust\`):

\`\`\`sh
npx loopgov run --run-id r1 --project my-project --level L1 --profile prod --trace-dir traces \\
  --policy-repo https://github.com/${o.repoId} --policy-commit <full sha on main> \\
  --trust /etc/loopgov/trust.yaml < steps.jsonl
\`\`\`

To revoke an approved commit, commit a \`reject\` token for its digest on \`main\`: a reject anywhere
in \`main\`'s history stops every prod run of that digest, even once the token is deleted — and a
runner that has seen it refuses that digest for good, even if \`main\` is force-pushed without it
(protect \`main\` from force-pushes: a runner that never fetched the reject would not know of it).

Step events go in as JSON lines, decisions come out as JSON lines; exit 0 DONE, 3 HALT, 4 ESCALATE.
\`npx loopgov trace verify --trace-dir traces --run-id r1\` checks the run's hash-chained trace.
`;
}
