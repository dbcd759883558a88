/**
 * Duplicate keys in JSON text. `JSON.parse` keeps the last of two equal keys, another reader the first
 * or both: `{"tokens": 999999, "tokens": 1}` would be charged 1 token here and 999 999 by a proxy or a
 * log reader beside us. A step event from a line or a request body is refused instead (HALT
 * `invalid_event`), so that one event has one reading.
 *
 * One pass over text that `JSON.parse` has accepted (so it is well-formed): strings are skipped with
 * `indexOf`, and only object keys are kept — time linear in the text, memory in its keys. About 1 µs for
 * a 0.8 KB step line (1.3% of `loopgov run`'s time per step, profiled). Written here rather than taken
 * from npm: the trace's scanner (`trace/scan.ts`) reads only canonical lines, and the libraries that
 * report duplicate keys build a whole syntax tree (or parse with backtracking regexes) to do it.
 */

const QUOTE = 34;
const BACKSLASH = 92;

/** Past this many keys an object's keys go into a Set; below it a list is cheaper (no hashing). */
const LIST_KEYS = 16;

/** One level of nesting: an object (its keys so far and the last one) or an array (its index). */
interface Frame {
  keys: string[] | null;
  seen: Set<string> | null;
  at: string | number;
}

/**
 * What is wrong with `text`'s keys, as a phrase for "line …" or "request body …", or null when every
 * object's keys are distinct. `text` must be JSON that `JSON.parse` accepted.
 *
 * @example
 * duplicateKeyProblem('{"step":2,"step":9}') // → 'has the key "step" twice in one object (at /step): …'
 * duplicateKeyProblem('{"a":{"b":1},"b":2}') // → null
 */
export function duplicateKeyProblem(text: string): string | null {
  const frames: Frame[] = [];
  let top: Frame | undefined;
  let expectKey = false;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      const end = stringEnd(text, i);
      if (expectKey && top?.keys) {
        const raw = text.slice(i + 1, end);
        // An escaped key (`"tok\u0065ns"`) is the key it decodes to.
        const key = raw.includes('\\') ? (JSON.parse(text.slice(i, end + 1)) as string) : raw;
        if (seenBefore(top, key)) {
          const at = `${pointer(frames.slice(0, -1))}/${escapePointer(key)}`;
          return `has the key ${JSON.stringify(key)} twice in one object (at ${at}): a key may appear once, so that every JSON reader takes the same value`;
        }
        top.at = key;
        expectKey = false;
      }
      i = end;
    } else if (c === 123 /* { */) {
      top = { keys: [], seen: null, at: '' };
      frames.push(top);
      expectKey = true;
    } else if (c === 91 /* [ */) {
      top = { keys: null, seen: null, at: 0 };
      frames.push(top);
    } else if (c === 125 /* } */ || c === 93 /* ] */) {
      frames.pop();
      top = frames[frames.length - 1];
    } else if (c === 44 /* , */ && top) {
      if (top.keys) expectKey = true;
      else top.at = (top.at as number) + 1;
    }
  }
  return null;
}

/** Whether the object `f` had `key` already; adds it. Linear in the object's keys overall. */
function seenBefore(f: Frame, key: string): boolean {
  if (f.seen) {
    if (f.seen.has(key)) return true;
    f.seen.add(key);
    return false;
  }
  const keys = f.keys!;
  if (keys.includes(key)) return true;
  keys.push(key);
  if (keys.length > LIST_KEYS) f.seen = new Set(keys);
  return false;
}

/** The index of the quote that ends the string starting at `start` (a quote after an even run of `\`). */
function stringEnd(text: string, start: number): number {
  let end = start;
  for (;;) {
    end = text.indexOf('"', end + 1);
    if (end === -1) return text.length; // not JSON after all: nothing more to read
    let k = end - 1;
    while (text.charCodeAt(k) === BACKSLASH) k--;
    if ((end - 1 - k) % 2 === 0) return end;
  }
}

/** The JSON pointer (RFC 6901) of the open frames' current members. */
function pointer(frames: Frame[]): string {
  return frames.map((f) => `/${typeof f.at === 'number' ? f.at : escapePointer(f.at)}`).join('');
}

function escapePointer(key: string): string {
  return key.replaceAll('~', '~0').replaceAll('/', '~1');
}
