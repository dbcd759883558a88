/**
 * What the gates see of a framework step (docs/adapters.md, "The artifact"): one plain-text rendering
 * shared by every adapter, in which every string a model or a tool produced appears verbatim. JSON would
 * escape a newline, a tab, a quote or a backslash, so a deny-pattern such as `drop\s+table` would match
 * "DROP\nTABLE" in an answer and miss it in a tool argument; here it cannot tell them apart.
 */
/** One part of a step: what the model said or asked for, or what a tool gave back. */
export type ArtifactPart = {
    kind: 'text';
    text: string;
} | {
    kind: 'tool call';
    tool: string;
    id?: string | undefined;
    input: unknown;
} | {
    kind: 'tool result';
    tool: string;
    id?: string | undefined;
    output: unknown;
} | {
    kind: 'tool error';
    tool: string;
    id?: string | undefined;
    error: unknown;
} | {
    kind: 'item';
    label: string;
    value: unknown;
};
/**
 * The step as text: each part under a `### <kind> <tool> (<id>)` line, its value rendered by
 * `renderValue`. Parts with nothing in them (an empty text) are left out.
 *
 * @example
 * renderArtifact([{ kind: 'tool call', tool: 'sql', id: 'c1', input: { q: 'DROP\nTABLE users' } }])
 * // '### tool call sql (c1)\nq: DROP\nTABLE users'
 */
export declare function renderArtifact(parts: readonly ArtifactPart[]): string;
/**
 * One model response's artifact, the same in every adapter: the tool outputs its model call read, its
 * text, the tool calls it asks for. A response that read no tool output and calls no tool is its text
 * exactly (null when empty). (`Governor.artifactOf` decides what a step read.)
 *
 * @example
 * stepArtifact({ read: [], text: 'the answer is 42', calls: [] }) // 'the answer is 42'
 */
export declare function stepArtifact(step: {
    read: ArtifactPart[];
    text: string;
    calls: ArtifactPart[];
}): string | null;
/**
 * Any value a framework hands over, as text: a string as it is; an error as its name and message; an
 * object or array as one `path: value` line per leaf (strings verbatim, other leaves as JSON), so a key a
 * model chose is there as it chose it too. An object is rendered as the model receives it: every
 * framework hands a tool's output to the model as `JSON.stringify` (or its own variant of it) would, so
 * a `toJSON` (a URL, a Date, a class of one's own) is honoured as JSON honours it — the gates see what
 * the model reads, not the object's own fields. Bytes (a Buffer, a typed array, an ArrayBuffer, a
 * Buffer as JSON has it) are their UTF-8 text: what a model reading them as numbers or hex reads. However deep a value nests, every
 * leaf is rendered (the walk keeps its own stack): a string nested past any cut-off would be hidden from
 * the gates. An object met a second time (a cycle, a shared reference) is `[…]`: its leaves were
 * rendered where it was first met.
 *
 * @example
 * renderValue({ cmd: 'a "b"', n: 2 }) // 'cmd: a "b"\nn: 2'
 * renderValue({ at: new URL('https://x.example/a b') }) // 'at: https://x.example/a%20b'
 */
export declare function renderValue(v: unknown): string;
