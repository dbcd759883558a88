/**
 * Schema validation (ajv, strict mode, all errors, no coercion), compiled once per process.
 * ajv is pure computation, so it lives in the core beside the YAML parser (docs/decisions/002).
 */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import approvalClaims from '../../../schemas/approval-claims.schema.json' with { type: 'json' };
import approvers from '../../../schemas/approvers.schema.json' with { type: 'json' };
import defs from '../../../schemas/defs.schema.json' with { type: 'json' };
import loopPolicy from '../../../schemas/loop-policy.schema.json' with { type: 'json' };
import orgCeiling from '../../../schemas/org-ceiling.schema.json' with { type: 'json' };
import proposal from '../../../schemas/proposal.schema.json' with { type: 'json' };
import type { Problem } from '../errors.js';
import type { ParsedYaml } from './yaml.js';

export type SchemaName = 'LoopPolicy' | 'OrgCeiling' | 'ApproverRegistry' | 'Proposal' | 'ApprovalClaims';

const SCHEMAS: Record<SchemaName, object> = {
  LoopPolicy: loopPolicy,
  OrgCeiling: orgCeiling,
  ApproverRegistry: approvers,
  Proposal: proposal,
  ApprovalClaims: approvalClaims,
};

let compiled: Map<SchemaName, ValidateFunction> | undefined;

/** Registers an extra schema (the runtime's step event, decision and trace record) on the shared ajv. */
const extra: object[] = [];
export function registerSchemas(...schemas: object[]): void {
  extra.push(...schemas);
  compiled = undefined;
}

function validators(): Map<SchemaName, ValidateFunction> {
  if (compiled) return compiled;
  const ajv = new Ajv({
    strict: true,
    allErrors: true,
    coerceTypes: false,
    useDefaults: false,
    discriminator: true,
    allowUnionTypes: true,
  });
  ajv.addSchema(defs);
  for (const s of extra) ajv.addSchema(s);
  compiled = new Map(
    Object.entries(SCHEMAS).map(([name, schema]) => [name as SchemaName, ajv.compile(schema)]),
  );
  return compiled;
}

/** Returns every schema problem in `data`, each with file, line, column and field path; empty when valid. */
export function validateAgainstSchema(
  name: SchemaName,
  data: unknown,
  file: string,
  source?: Pick<ParsedYaml, 'locate'>,
): Problem[] {
  const validate = validators().get(name)!;
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

function describe(e: ErrorObject): string {
  const p = e.params as Record<string, unknown>;
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
      return e.message ?? e.keyword;
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
