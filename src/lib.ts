// The library: `import { … } from 'loopgov'`. Re-exports only.
export { type ErrorCode, formatProblem, LoopgovError, type Problem } from './core/errors.js';
export { checkCeiling, checkPolicyAgainstCeiling, type CeilingViolation } from './core/policy/ceiling.js';
export { classifyChange, type ChangeReport, type Direction, type PolicyChange } from './core/policy/diff.js';
export { computeDigest } from './core/policy/digest.js';
export { parsePolicySet } from './core/policy/parse.js';
export { listScopes, resolveEffectivePolicy, STRICTEST } from './core/policy/resolve.js';
export * from './core/policy/types.js';
export { parseSafeYaml } from './core/policy/yaml.js';
export { digestAt, loadGovernedRevision } from './io/git.js';
export { loadPolicyDir } from './io/policy-dir.js';
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
export { forEachLine, runPaths, verifyTraceFile } from './io/trace-read.js';
export { FileTraceStore, type OpenTraceStoreOptions, openTraceStore } from './io/trace-store.js';
