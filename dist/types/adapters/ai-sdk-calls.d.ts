export declare class DecidedCalls {
    private readonly calls;
    /** The input schemas of the tools passed through `gov.tools()`, by name. */
    readonly schemas: Map<string, unknown>;
    /** Records the calls of a response decided to go on (before the SDK parses and runs them). */
    record(calls: readonly {
        toolCallId: string;
        toolName: string;
        input: unknown;
    }[]): Promise<void>;
    /**
     * Why this call may not run (it is not a call that was decided), or null. `messages`: the call's
     * messages, whose approvals let a call decided by an earlier process run (a person approved it there).
     * The input is compared for the tools whose schema is known (passed through `gov.tools()`).
     */
    refusal(call: {
        toolCallId: string | undefined;
        toolName: string;
        input: unknown;
    }, messages: readonly unknown[] | undefined): string | null;
}
/** The tool calls a person approved in the messages, by toolCallId (the tool's name as the value). */
export declare function approvedCalls(messages: readonly unknown[]): Map<string, string>;
