// The library: `import { … } from 'loopgov'`. Re-exports only.
export {
  type ErrorCode,
  explainError,
  formatProblem,
  LoopgovError,
  type Problem,
  unsaidProblems,
} from './core/errors.js';
export { checkCeiling, checkPolicyAgainstCeiling, type CeilingViolation } from './core/policy/ceiling.js';
export { classifyChange, type ChangeReport, type Direction, type PolicyChange } from './core/policy/diff.js';
export { computeDigest } from './core/policy/digest.js';
export { parsePolicySet } from './core/policy/parse.js';
export {
  compilePolicyRegex,
  type PolicyRegex,
  policyRegexProblem,
  REGEX_FLAGS,
  type RegexProblem,
} from './core/policy/regex.js';
export { listScopes, resolveEffectivePolicy, STRICTEST } from './core/policy/resolve.js';
export { explainEffectivePolicy, type ExplainedPolicy } from './core/policy/resolve-explain.js';
export * from './core/policy/types.js';
export { parseSafeYaml } from './core/policy/yaml.js';
export { digestAt, loadGovernedRevision } from './io/git/repo.js';
export { loadPolicyDir } from './io/policy/dir.js';
export {
  canonicalJson,
  checkLine,
  hashRecord,
  type LinkedRecord,
  linkRecord,
  RECORD_TYPES,
  sha256Hex,
} from './core/trace/chain.js';
export * from './core/trace/types.js';
export {
  type ChainFinding,
  type ChainReason,
  type ChainReport,
  type ChainVerifier,
  createChainVerifier,
} from './core/trace/verify.js';
export { forEachLine, runPaths, verifyTraceFile } from './io/trace/read.js';
export { FileTraceStore, type OpenTraceStoreOptions, openTraceStore } from './io/trace/store.js';
export { buildKeyIndex } from './core/approval/keys.js';
export { parseTtl, type SignRequest, signApprovalToken } from './core/approval/sign.js';
export {
  ALLOWED_ALGS,
  APPROVAL_ISS,
  APPROVAL_TYP,
  type ApprovalAlg,
  type ApprovalClaims,
  CLOCK_TOLERANCE_SEC,
  type ApprovalDecision,
  type KeyIndex,
  MAX_TOKEN_LIFETIME_SEC,
  type TokenProblem,
  type TokenVerdict,
  type TrustedKey,
  type VerifyContext,
} from './core/approval/types.js';
export { verifyApprovalToken } from './core/approval/verify.js';
export { evaluateMergeGate } from './core/merge/evaluate.js';
export { formatMergeGateJson, formatMergeGateMarkdown, formatMergeGateText } from './core/merge/report.js';
export {
  approvalRuleFor,
  DEFAULT_APPROVAL_RULES,
  meetsRole,
  type RequiredRule,
  requiredApprovalRules,
} from './core/policy/approval-rules.js';
export { type RuleTally, tallyRules } from './core/approval/rule-tally.js';
export * from './core/merge/types.js';
export { type GatherOptions, type GithubCommitIdentity, gatherMergeGateInput } from './io/merge/gather.js';
export {
  type PinnedApproval,
  type PinnedApprovalInput,
  verifyPinnedApproval,
} from './io/policy/pin-approval.js';
// The runtime evaluator (SPEC §4): openRun → run.step(event) → decision.
export { openRun, type OpenedRun, type OpenRunOptions, type PolicySpec } from './io/run/open-run.js';
export {
  DEFAULT_REACHABILITY_TTL_SEC,
  parseRunOptions,
  type Reachability,
  type RunOptions,
} from './core/run/options.js';
export {
  type PolicyOrigin,
  type Run,
  type RunSetup,
  type StepOptions,
  startRun,
} from './core/run/evaluator.js';
export { decideIteration, type IterationFacts, type Verdict } from './core/run/decide.js';
export { BudgetGovernor } from './core/run/budget.js';
export { ConvergenceDetector } from './core/run/convergence.js';
export {
  actionHashOf,
  isValidDecision,
  MAX_ARTIFACT_BYTES,
  parseStepEvent,
} from './core/run/event.js';
export { parseStepLine } from './core/run/step-line.js';
export {
  combineVerdicts,
  evaluateGates,
  evaluatePureGate,
  judgeCommand,
  type PureGate,
} from './core/run/gates.js';
export {
  type BudgetSnapshot,
  type Clock,
  type CommandOutcome,
  type CommandRequest,
  type CommandRunner,
  type ConvergenceStatus,
  DECISIONS,
  type Decision,
  type DecisionKind,
  type GateReport,
  type GateResult,
  type GateVerdict,
  type GovernanceMode,
  type Provenance,
  type Reason,
  REASONS,
  type StepEvent,
  TERMINAL,
} from './core/run/types.js';
export { systemClock } from './io/run/clock.js';
export { runCommand, spawnCommandRunner } from './io/verify/command-runner.js';
export { runGates, type RunGatesReport } from './io/verify/step-gates.js';
export {
  DEFAULT_PROTECTED_REF,
  loadPinnedPolicy,
  type PinnedPolicy,
  type PinRequest,
} from './io/policy/pin.js';
export { defaultCacheDir } from './io/policy/cache.js';
// Escalation and resume (SPEC §4.4), context compaction (§4.5).
export {
  DEFAULT_RESUME_TTL_SEC,
  MAX_RESUME_LIFETIME_SEC,
  RESUME_TYP,
  type ResumeClaims,
  type ResumeContext,
  type ResumeDecision,
  type ResumeSignRequest,
  type ResumeVerdict,
  signResumeToken,
  verifyResumeToken,
} from './core/approval/resume.js';
export {
  applyGrant,
  GRANT_FIELDS,
  type Grant,
  type GrantField,
  grantable,
  grantProblem,
  parseGrant,
} from './core/policy/grant.js';
export { type ContextCheck, type ContextRef, evaluateContext } from './core/run/context.js';
export { escalationBody, type EscalationInput } from './core/run/escalation.js';
export {
  createRunHistoryReader,
  type RestoredState,
  type ResumedFrom,
  type RunHistory,
  type RunHistoryReader,
} from './core/run/restore.js';
export { createSegmentTracker, type SegmentState, type SegmentTracker } from './core/trace/segments.js';
export {
  type InboxDetail,
  type InboxEntry,
  type InboxSkipped,
  inspectEscalatedRun,
  listEscalatedRuns,
  type OpenEscalation,
  readEscalatedRun,
  readOpenEscalation,
  scanInbox,
  showEscalatedRun,
} from './io/trace/inbox.js';
export { type AppendResumeResult, appendResume, peekResumeClaims } from './io/trace/resume.js';
export { readRunStart, readTraceRecords } from './io/trace/history.js';
export { type Continuation, type ContinueOptions, prepareContinuation } from './io/run/continue-run.js';
export { type ContinueResult, continueRun } from './io/run/governed-run.js';
export {
  haltEscalatedRun,
  type SignedResume,
  type SignedToken,
  type SignResumeOptions,
  signAndAppendResume,
  signResume,
} from './io/run/resume-signer.js';
// Checkpoints, inclusion proofs and the witness (docs/decisions/065, 066).
export {
  EMPTY_ROOT,
  inclusionPath,
  leafHash,
  MerkleFrontier,
  nodeHash,
  subtreeRoot,
  verifyInclusion,
} from './core/trace/merkle.js';
export {
  CHECKPOINT_TYP,
  type CheckpointKey,
  type CheckpointStatement,
  listCheckpointFiles,
  loadCheckpointKey,
  loadTrustKeys,
  signCheckpoint,
  signCheckpointWith,
  verifyCheckpoint,
} from './io/trace/checkpoint.js';
export { type CheckpointPolicy, checkpointName, withCheckpoints } from './io/trace/checkpointing-store.js';
export {
  buildMerkleIndex,
  checkProof,
  type InclusionProof,
  type MerkleIndex,
  openMerkleIndex,
  proveRecord,
} from './io/trace/merkle-index.js';
export {
  type AnchorFile,
  type AnchorResult,
  type AnchorOptions,
  anchorCheckpoints,
  readWitnessCheckpoints,
  WITNESS_REF,
} from './io/git/witness.js';
export {
  type AnchorCandidate,
  type CheckpointTrust,
  checkWitnessedRun,
  checkWitnessEntry,
  planAnchorRun,
  type WitnessedCheckpoint,
  type WitnessEntry,
} from './core/trace/witness.js';
export { type CheckpointOption, DEFAULT_CHECKPOINT_EVERY } from './io/run/checkpoint-option.js';
// The meta-loop (SPEC §6): statistics, rules, counterfactual replay, proposals.
export { computeProposals, type ProposeOptions, type ProposeOutcome } from './io/propose/propose.js';
export { collectTraceStats, replayTraces } from './io/propose/traces.js';
export { computeGateImpact } from './io/propose/impact.js';
export { replayRun, type RunReplay, type ReplayStatus } from './core/propose/replay.js';
export { ReplayAccumulator, type ReplayReport, hashHeads } from './core/propose/replay-report.js';
export { planProposals } from './core/propose/plan.js';
export { RULES } from './core/propose/rules.js';
export { renderPullRequest, parsePrMetadata, PR_BODY_LIMIT } from './core/propose/pr.js';
export { formatProposeText } from './core/propose/report.js';
