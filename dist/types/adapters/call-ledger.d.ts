/** A tool call as the ledger compares it. */
export interface LedgerCall {
    id: string | undefined;
    name: string;
    input: unknown;
}
export declare class CallLedger {
    /** Per call id, the tool name and canonical arguments of each decided call not yet run. */
    private readonly calls;
    /** Records a call a model response asked for, once that response is decided. */
    record(call: LedgerCall): void;
    /** True when this very call (id, name, arguments) was decided and has not run yet. */
    has(call: LedgerCall): boolean;
    /** Takes the decided call for this one as it runs; false when no decided call matches it. */
    take(call: LedgerCall): boolean;
}
