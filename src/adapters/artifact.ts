/**
 * What the gates see of a framework step (docs/adapters.md, "The artifact"): one plain-text rendering
 * shared by every adapter, in which every string a model or a tool produced appears verbatim. JSON would
 * escape a newline, a tab, a quote or a backslash, so a deny-pattern such as `drop\s+table` would match
 * "DROP\nTABLE" in an answer and miss it in a tool argument; here it cannot tell them apart.
 */

/** One part of a step: what the model said or asked for, or what a tool gave back. */
export type ArtifactPart =
  | { kind: 'text'; text: string }
  | { kind: 'tool call'; tool: string; id?: string | undefined; input: unknown }
  | { kind: 'tool result'; tool: string; id?: string | undefined; output: unknown }
  | { kind: 'tool error'; tool: string; id?: string | undefined; error: unknown }
  | { kind: 'item'; label: string; value: unknown };

/**
 * The step as text: each part under a `### <kind> <tool> (<id>)` line, its value rendered by
 * `renderValue`. Parts with nothing in them (an empty text) are left out.
 *
 * @example
 * renderArtifact([{ kind: 'tool call', tool: 'sql', id: 'c1', input: { q: 'DROP\nTABLE users' } }])
 * // '### tool call sql (c1)\nq: DROP\nTABLE users'
 */
export function renderArtifact(parts: readonly ArtifactPart[]): string {
  const out: string[] = [];
  for (const p of parts) {
    if (p.kind === 'text') {
      if (p.text !== '') out.push(`### text\n${p.text}`);
      continue;
    }
    if (p.kind === 'item') {
      out.push(`### ${p.label}\n${renderValue(p.value)}`);
      continue;
    }
    const value = p.kind === 'tool call' ? p.input : p.kind === 'tool result' ? p.output : p.error;
    out.push(`### ${p.kind} ${p.tool}${p.id ? ` (${p.id})` : ''}\n${renderValue(value)}`);
  }
  return out.join('\n');
}

/**
 * One model response's artifact, the same in every adapter: the tool outputs its model call read, its
 * text, the tool calls it asks for. A response that read no tool output and calls no tool is its text
 * exactly (null when empty). (`Governor.artifactOf` decides what a step read.)
 *
 * @example
 * stepArtifact({ read: [], text: 'the answer is 42', calls: [] }) // 'the answer is 42'
 */
export function stepArtifact(step: {
  read: ArtifactPart[];
  text: string;
  calls: ArtifactPart[];
}): string | null {
  if (step.read.length === 0 && step.calls.length === 0) return step.text === '' ? null : step.text;
  return renderArtifact([...step.read, { kind: 'text', text: step.text }, ...step.calls]);
}

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
export function renderValue(v: unknown): string {
  const lines: string[] = [];
  const seen = new Set<object>();
  const todo: [unknown, string, string][] = [[v, '', '']];
  for (let next = todo.pop(); next !== undefined; next = todo.pop()) {
    const [raw, path, key] = next;
    const put = (s: string) => lines.push(path === '' ? s : `${path}: ${s}`);
    const x = asJson(raw, key);
    if (typeof x === 'string') put(x);
    else if (x === null || x === undefined) put(String(x));
    else if (typeof x === 'bigint') put(String(x));
    else if (typeof x !== 'object') put(typeof x === 'function' ? '[function]' : JSON.stringify(x));
    else if (x instanceof Error) put(`${x.name}: ${x.message}`);
    else if (seen.has(x)) put('[…]');
    else if (isBytes(x)) put(new TextDecoder().decode(bytesOf(x)));
    else if (isBufferJson(x)) put(new TextDecoder().decode(Uint8Array.from(x.data)));
    else {
      seen.add(x);
      const entries = Array.isArray(x)
        ? // By index, holes and undefined as the null JSON gives the model (`map` keeps a sparse array's holes).
          Array.from(x, (y, i) => [`[${i}]`, y === undefined ? null : y, String(i)] as const)
        : Object.entries(x).map(([k, y]) => [k, y, k] as const);
      if (entries.length === 0) put(Array.isArray(x) ? '[]' : '{}');
      // Pushed last to first: the leaves come out in order, as a recursive walk would give them.
      for (let i = entries.length - 1; i >= 0; i--) {
        const [k, y, jsonKey] = entries[i]!;
        todo.push([y, path === '' ? k : k.startsWith('[') ? `${path}${k}` : `${path}.${k}`, jsonKey]);
      }
    }
  }
  return lines.join('\n');
}

/**
 * The value as `JSON.stringify` would serialize it at this key: its `toJSON(key)` result if it has one
 * (once, as JSON calls it). Bytes and errors are left as they are (rendered as their text). A `toJSON`
 * that throws is named in its place: the framework could not have sent such a value either.
 */
function asJson(x: unknown, key: string): unknown {
  if (typeof x !== 'object' || x === null || isBytes(x) || x instanceof Error) return x;
  const toJSON = (x as { toJSON?: unknown }).toJSON;
  if (typeof toJSON !== 'function') return x;
  try {
    return toJSON.call(x, key);
  } catch (e) {
    return `[toJSON threw: ${e instanceof Error ? e.message : String(e)}]`;
  }
}

/** A Buffer, a typed array, a DataView, an ArrayBuffer or a SharedArrayBuffer. */
function isBytes(x: object): x is ArrayBufferView | ArrayBufferLike {
  return (
    ArrayBuffer.isView(x) ||
    x instanceof ArrayBuffer ||
    (typeof SharedArrayBuffer !== 'undefined' && x instanceof SharedArrayBuffer)
  );
}

/** A Buffer as JSON has it (`{ type: 'Buffer', data: [bytes] }`): what LangChain hands the model for one. */
function isBufferJson(x: object): x is { type: 'Buffer'; data: number[] } {
  const b = x as { type?: unknown; data?: unknown };
  return (
    b.type === 'Buffer' &&
    Object.keys(b).length === 2 &&
    Array.isArray(b.data) &&
    b.data.every((n) => Number.isInteger(n) && n >= 0 && n <= 255)
  );
}

function bytesOf(x: ArrayBufferView | ArrayBufferLike): Uint8Array {
  return ArrayBuffer.isView(x) ? new Uint8Array(x.buffer, x.byteOffset, x.byteLength) : new Uint8Array(x);
}
