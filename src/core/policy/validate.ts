/**
 * Schema validation (ajv, strict mode, all errors, no coercion), precompiled to standalone code.
 * ajv is pure computation, so it lives in the core beside the YAML parser (docs/decisions/002).
 */
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { Problem } from '../errors.js';
import { schemaRuleInWords } from '../schema-words.js';
import * as generated from './generated/validators.js';
import type { ParsedYaml } from './yaml.js';

export type SchemaName = 'LoopPolicy' | 'OrgCeiling' | 'ApproverRegistry' | 'Proposal' | 'ApprovalClaims';

// Precompiled at build time from schemas/ (scripts/generate-validators.mjs, docs/decisions/006).
const VALIDATORS: Record<SchemaName, ValidateFunction> = generated;

/** The precompiled validator for the runtime's own formats (step event in, decision out, trace record). */
export const runtimeValidators: Record<'StepEvent' | 'Decision' | 'TraceRecord', ValidateFunction> =
  generated;

/** Returns every schema problem in `data`, each with file, line, column and field path; empty when valid. */
export function validateAgainstSchema(
  name: SchemaName,
  data: unknown,
  file: string,
  source?: Pick<ParsedYaml, 'locate'>,
): Problem[] {
  const validate = VALIDATORS[name];
  if (validate(data)) return [];
  return dedupe((validate.errors ?? []).filter(isUseful).map((e) => toProblem(e, file, source)));
}

// A failed `discriminator`/`oneOf` branch repeats what its branch already said.
function isUseful(e: ErrorObject): boolean {
  return e.keyword !== 'oneOf' && e.keyword !== 'if';
}

function toProblem(e: ErrorObject, file: string, source?: Pick<ParsedYaml, 'locate'>): Problem {
  const extraKey =
    e.keyword === 'additionalProperties'
      ? String((e.params as { additionalProperty: string }).additionalProperty)
      : undefined;
  const field = extraKey !== undefined ? `${e.instancePath}/${extraKey}` : e.instancePath || '/';
  const pos = source?.locate(e.instancePath, extraKey);
  return { file, ...(pos ?? {}), field, message: describe(e) };
}

/** The approvers schema's `if maintainer/org-admin then github + emails` rule, said in words. */
const IDENTITY_RULE = /\/approvers\/items\/then\//;

function describe(e: ErrorObject): string {
  const p = e.params as Record<string, unknown>;
  if (IDENTITY_RULE.test(e.schemaPath)) {
    const missing = e.keyword === 'required' ? String(p.missingProperty) : 'emails';
    const need = missing === 'github' ? 'a GitHub login ("github")' : 'at least one email ("emails")';
    return `a maintainer or org-admin needs ${need}: separation of duties can only exclude an identity it can recognise`;
  }
  switch (e.keyword) {
    case 'additionalProperties':
      if (p.additionalProperty === 'd' && /\/keys\/\d+$/.test(e.instancePath)) {
        return 'private key member "d": the registry holds public keys only';
      }
      return `unknown field "${String(p.additionalProperty)}"`;
    case 'required':
      return `missing required field "${String(p.missingProperty)}"`;
    case 'enum':
      return `must be one of ${JSON.stringify(p.allowedValues)}`;
    case 'const':
      return `must be ${JSON.stringify(p.allowedValue)}`;
    default:
      return schemaRuleInWords(e) ?? e.message ?? e.keyword;
  }
}

function dedupe(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const k = `${p.field}|${p.message}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
