// Shared by the framework examples (examples/<framework>/agent.mjs): a governed run on this repository's
// example policy (project demo, profile dev, `--policy-dir policies`), its decisions printed, a
// maintainer's signed answer to an escalation, its trace verified at the end. The task: sort a list; the
// success criterion is examples/check-artifact.mjs.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openRun, signAndAppendResume, verifyTraceFile } from 'loopgov';

export const INPUT = [5, 3, 9, 1, 7, 2];
/** The artifact the criterion checks: `{task, input, output}`. */
export const answer = (output) => JSON.stringify({ task: 'sort', input: INPUT, output });
export const WRONG = answer([1, 3, 2, 5, 7, 9]);
export const RIGHT = answer([1, 2, 3, 5, 7, 9]);
/** One price for the mock models: USD per million tokens. */
export const PRICES = { '*': { inputPerMTok: 3, outputPerMTok: 15 } };

const traceDir = mkdtempSync(join(tmpdir(), 'loopgov-example-'));

export async function openExampleRun(runId) {
  const run = await openRun({
    runId,
    project: 'demo',
    level: 'L2',
    profile: 'dev',
    policy: { kind: 'dir', dir: 'policies' },
    traceDir,
  });
  if (run.refused) throw new Error(`run refused: ${run.refused.detail}`);
  console.log(`\n--- ${runId}`);
  return run;
}

export function show(decisions) {
  for (const d of decisions) {
    const hint = d.correction_hint ? `\n      hint → model: ${d.correction_hint}` : '';
    console.log(`  step ${d.step}: ${d.decision} (${d.reason})${hint}`);
  }
}

/**
 * A maintainer answers the run's escalation, as `loopgov resume --run-id R --key K --grant …` does (the
 * key is a TEST-ONLY fixture matching policies/approvers.yaml), and the run itself goes on:
 * `run.continue()` verifies the signed answer and restores the budget, convergence and corrections.
 */
export async function maintainerResumes(run, grant) {
  const { approver } = await signAndAppendResume({
    traceDir,
    runId: run.runId,
    keyFile: 'test/fixtures/keys/alice-2026.private.jwk.json',
    grant,
    reason: 'the list is read: answer now',
  });
  const r = await run.continue();
  console.log(`  ${approver} signs a resume (grant ${JSON.stringify(grant)}); run.continue(): ${r.status}`);
  if (r.status !== 'continued') throw new Error(`the resume was ${r.status}: ${r.decision?.detail}`);
}

export async function closeAndVerify(run) {
  await run.close();
  const report = await verifyTraceFile(traceDir, run.runId);
  const b = run.outcome?.budget;
  const steps = b ? `, ${b.steps} of ${b.limits.max_steps} steps` : '';
  console.log(
    `  outcome: ${run.outcome?.decision} (${run.outcome?.reason})${steps}; trace ${join(traceDir, run.runId, 'trace.jsonl')} ${report.ok ? 'verifies' : 'is BROKEN'}`,
  );
  if (!report.ok) process.exitCode = 1;
}
