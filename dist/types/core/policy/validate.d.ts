/**
 * Schema validation (ajv, strict mode, all errors, no coercion), precompiled to standalone code.
 * ajv is pure computation, so it lives in the core beside the YAML parser (docs/decisions/002).
 */
import type { ValidateFunction } from 'ajv';
import type { Problem } from '../errors.js';
import type { ParsedYaml } from './yaml.js';
export type SchemaName = 'LoopPolicy' | 'OrgCeiling' | 'ApproverRegistry' | 'Proposal' | 'ApprovalClaims';
/** The precompiled validator for the runtime's own formats (step event in, decision out, trace record). */
export declare const runtimeValidators: Record<'StepEvent' | 'Decision' | 'TraceRecord', ValidateFunction>;
/** Returns every schema problem in `data`, each with file, line, column and field path; empty when valid. */
export declare function validateAgainstSchema(name: SchemaName, data: unknown, file: string, source?: Pick<ParsedYaml, 'locate'>): Problem[];
