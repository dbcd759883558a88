// Shared by the adapter tests: a real dev policy in a temp folder, a real trace dir, a maintainer's
// signed answer to an escalation, and a check that the run's trace verifies end to end (chain and
// artifacts, across its segments).
import { spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { expect } from 'vitest';
import { signResumeToken } from '../../src/core/approval/resume.js';
import type { Grant } from '../../src/core/policy/grant.js';
import { continueRun } from '../../src/io/run/governed-run.js';
import type { PolicySpec } from '../../src/io/run/load-policy.js';
import type { OpenedRun } from '../../src/io/run/open-run.js';
import { openRun } from '../../src/io/run/open-run.js';
import { type SignedResume, signAndAppendResume } from '../../src/io/run/resume-signer.js';
import { verifyTraceFile } from '../../src/io/trace/read.js';
import { CLI, policyDir, readTrace, tempDir } from '../cli/run-fixtures.js';

/** The answer the success criterion accepts (the artifact of a done-claim must be exactly this). */
export const ANSWER = 'the answer is 42';

/**
 * A loop policy for the adapters: 5 steps, a 2 000-byte size gate (FAIL), an injection gate (DENY), stall
 * after 3 repeats (ESCALATE), and a success criterion that runs a real command on the stored artifact.
 */
export function adapterPolicy(budget?: string, extraGates = ''): string {
  return policyDir(adapterPolicyYaml(budget, extraGates));
}

/** The same loop policy as YAML (for a pinned policy repository). */
export function adapterPolicyYaml(
  budget = '{max_steps: 5, max_tokens: 100000, max_wall_clock_sec: 600, max_cost_usd: 1, max_corrections_per_step: 2}',
  extraGates = '',
): string {
  const check = `process.exit(require('fs').readFileSync(process.env.LOOPGOV_ARTIFACT,'utf8')==='${ANSWER}'?0:1)`;
  return `apiVersion: loopgov/v1
kind: LoopPolicy
defaults:
  budget: ${budget}
  on_exceed: halt
  max_delegation_level: L3
  convergence: {oscillation_repeat: 3, thrash_window: 6, no_progress_window: 4, on_stall: escalate}
  gates:
    - {id: deny-injection, kind: deny-patterns, on_match: DENY, patterns: [{regex: "ignore (all )?previous instructions", flags: i}]}
    - {id: size, kind: max-bytes, max: 2000}
${extraGates}  success_criteria:
    - {id: answer-check, kind: command, argv: [${JSON.stringify(process.execPath)}, -e, "${check}"], timeout_sec: 20}
profiles:
  dev: {governance: optional}
`;
}

let n = 0;

/** Opens a real governed run (profile dev, `{kind: 'dir'}` policy) with its own trace dir. */
export async function openAdapterRun(
  budget?: string,
  extraGates?: string,
): Promise<{ run: OpenedRun; traceDir: string; runId: string; policy: PolicySpec }> {
  const traceDir = tempDir('loopgov-adapter-');
  const runId = `adapter-${process.pid}-${++n}`;
  const policy: PolicySpec = { kind: 'dir', dir: adapterPolicy(budget, extraGates) };
  const run = await openRun({
    runId,
    project: 't',
    level: 'L2',
    profile: 'dev',
    policy,
    traceDir,
    durability: 'none',
  });
  expect(run.refused).toBeNull();
  return { run, traceDir, runId, policy };
}

/**
 * What a new process does once a person has answered: the old run object is gone (closed here, as its
 * process would have ended), and `continueRun` goes on from the trace. The framework's own state comes
 * from wherever the caller kept it (messages, a serialized RunState, a persistent checkpointer).
 */
export async function continueInANewProcess(old: {
  run: OpenedRun;
  traceDir: string;
  runId: string;
  policy: PolicySpec;
}): Promise<OpenedRun> {
  await old.run.close();
  const run = await continueRun({
    runId: old.runId,
    traceDir: old.traceDir,
    policy: old.policy,
    durability: 'none',
  });
  expect(run.refused).toBeNull();
  expect(run.outcome).toBeNull();
  return run;
}

/** Four steps: an agent repeating itself escalates at step 3, and needs a grant to answer at step 5. */
export const FOUR_STEPS =
  '{max_steps: 4, max_tokens: 100000, max_wall_clock_sec: 600, max_cost_usd: 1, max_corrections_per_step: 2}';

/**
 * The resumes each adapter is taken through, after an escalation at step 3 of `FOUR_STEPS`, by an agent
 * that then searches once more (step 4) and answers (step 5): the grant, the outcome and its step.
 */
export const RESUME_ROWS: [string, Grant | undefined, { decision: string; reason: string }, number][] = [
  ['a grant of 2 steps: DONE at step 5', { max_steps: 2 }, { decision: 'DONE', reason: 'success' }, 5],
  [
    'no grant: the limit it did not raise halts step 4',
    undefined,
    { decision: 'HALT', reason: 'budget.max_steps' },
    4,
  ],
];

/** A maintainer (alice, in the policy folder's approvers.yaml) whose test-only key signs resumes. */
export const MAINTAINER_KEY = 'test/fixtures/keys/alice-2026.private.jwk.json';

/**
 * A maintainer answers the run's open escalation as `loopgov resume --run-id R --key K [--grant …]`
 * does: a signed `loopgov-resume+jwt` appended to the trace, for `run.continue()` to verify and act on.
 */
export function maintainerResumes(
  traceDir: string,
  runId: string,
  answer: { grant?: Grant; decision?: 'resume' | 'halt' } = {},
): Promise<SignedResume> {
  return signAndAppendResume({ traceDir, runId, keyFile: MAINTAINER_KEY, ...answer });
}

/** A resume in alice's name for the run's open escalation, signed by a key that is not hers. */
export async function forgedResume(traceDir: string, runId: string): Promise<string> {
  const { escalationHead } = await verifyTraceFile(traceDir, runId);
  const mallory = generateKeyPairSync('ed25519').privateKey.export({ format: 'jwk' });
  return signResumeToken({
    privateJwk: { ...mallory, kid: 'alice-2026', alg: 'EdDSA' },
    approver: 'alice',
    runId,
    head: escalationHead ?? '',
    decision: 'resume',
    grant: { max_steps: 10 },
    now: Math.floor(Date.now() / 1000),
  });
}

/**
 * The run's trace verifies (hash chain, run_end of each segment, artifacts; here and through `loopgov
 * trace verify`) and holds exactly `iterations` iterations numbered 1…n — one per model response, none
 * recorded twice across a resume — in `continues + 1` segments, ending `ended` or still `escalated`.
 */
export async function expectTraceVerifies(
  traceDir: string,
  runId: string,
  iterations: number,
  segments: { continues?: number; state?: 'ended' | 'escalated' } = {},
): Promise<void> {
  const report = await verifyTraceFile(traceDir, runId);
  expect(report.finding).toBeNull();
  expect(report).toMatchObject({ ok: true, ended: true, state: segments.state ?? 'ended' });
  const records = readTrace(traceDir, runId);
  const steps = records.filter((r) => r.type === 'iteration').map((r) => r.step);
  expect(steps).toEqual(Array.from({ length: iterations }, (_, i) => i + 1));
  expect(records.filter((r) => r.type === 'run_continue')).toHaveLength(segments.continues ?? 0);
  const cli = spawnSync(
    process.execPath,
    [CLI, 'trace', 'verify', '--trace-dir', traceDir, '--run-id', runId],
    { encoding: 'utf8' },
  );
  expect(cli.status, cli.stdout + cli.stderr).toBe(0);
}

/** A deny gate whose pattern needs whitespace between two words: what JSON escaping used to hide. */
export const DROP_TABLE_GATE =
  '    - {id: deny-sql, kind: deny-patterns, on_match: DENY, patterns: [{regex: "drop\\\\s+table", flags: i}]}\n';

/** Ways a model or a tool may put whitespace between the words (each escaped by JSON). */
export const SEPARATORS: [string, string][] = [
  ['a newline', '\n'],
  ['a tab', '\t'],
  ['CR LF', '\r\n'],
  ['a form feed', '\f'],
];
