// Types for the generated standalone validators (scripts/generate-validators.mjs).
import type { ValidateFunction } from 'ajv';

export declare const LoopPolicy: ValidateFunction;
export declare const OrgCeiling: ValidateFunction;
export declare const ApproverRegistry: ValidateFunction;
export declare const Proposal: ValidateFunction;
export declare const ApprovalClaims: ValidateFunction;
export declare const StepEvent: ValidateFunction;
export declare const Decision: ValidateFunction;
export declare const TraceRecord: ValidateFunction;
export declare const CreateRunRequest: ValidateFunction;
export declare const HaltRequest: ValidateFunction;
