/**
 * Safe YAML for governed files (SPEC §3.3.1): YAML 1.2 core schema only, no directives, no anchors or
 * aliases, no explicit tags, no merge keys, unique keys, no prototype-polluting keys, finite numbers,
 * well-formed strings (no lone surrogate from a `\u` escape), bytes that are UTF-8 (never decoded with
 * U+FFFD replacement), and a size cap checked before the parser sees a byte.
 */
import { isAlias, isMap, isNode, isPair, isScalar, isSeq, LineCounter, parseDocument } from 'yaml';
import { describeError, LoopgovError, type Problem } from '../errors.js';
import {
  firstInvalidUtf8,
  loneSurrogate,
  loneSurrogateMessage,
  notUtf8Message,
  toWellFormed,
  utf16BomOf,
} from '../unicode.js';

/** Governed files are small; anything larger is refused unread. */
const MAX_POLICY_BYTES = 128 * 1024;
const MAX_DEPTH = 32;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The file's text, only when its bytes are UTF-8 — anywhere, comments included (docs/decisions/114):
 * replacing a bad byte with U+FFFD would let the machine read text that is not the bytes a reviewer saw
 * and the digest covers, and two different byte strings read as one. A UTF-8 byte order mark is dropped.
 */
function decodeStrict(bytes: Uint8Array, file: string): string {
  try {
    return STRICT_UTF8.decode(bytes);
  } catch {
    const at = firstInvalidUtf8(bytes);
    const before = STRICT_UTF8.decode(bytes.subarray(0, at));
    const line = before.split('\n').length;
    const column = [...before.slice(before.lastIndexOf('\n') + 1)].length + 1;
    const why = `${notUtf8Message(at, utf16BomOf(bytes))} (governed files are UTF-8, comments included)`;
    throw new LoopgovError('ERR_POLICY_YAML', `${file}:${line}:${column}: ${why}`, [
      { file, line, column, message: why },
    ]);
  }
}

export interface ParsedYaml {
  data: unknown;
  /** Source position of the node at a JSON path (`/a/0/b`), or of its nearest existing ancestor. */
  locate(path: string, key?: string): { line: number; column: number } | undefined;
}

/**
 * Parses one governed YAML file, or throws `ERR_POLICY_TOO_LARGE` / `ERR_POLICY_YAML` listing every
 * problem found with its line and column.
 *
 * @example
 * const { data } = parseSafeYaml('apiVersion: loopgov/v1\n', 'policies/loop-policy.yaml');
 */
export function parseSafeYaml(source: string | Uint8Array, file: string): ParsedYaml {
  // A string's UTF-8 length is at least its UTF-16 length: a huge string is refused without encoding it.
  const byteLength =
    typeof source !== 'string'
      ? source.byteLength
      : source.length > MAX_POLICY_BYTES
        ? source.length
        : Buffer.byteLength(source, 'utf8');
  if (byteLength > MAX_POLICY_BYTES) {
    throw new LoopgovError(
      'ERR_POLICY_TOO_LARGE',
      `${file}: ${byteLength}+ bytes exceeds the ${MAX_POLICY_BYTES}-byte cap`,
      [
        {
          file,
          message: `file is at least ${byteLength} bytes; governed files are capped at ${MAX_POLICY_BYTES} bytes`,
        },
      ],
    );
  }
  const text = typeof source === 'string' ? source : decodeStrict(source, file);
  // A CR on its own is no line break to the parser, but it is one to editors and reviewers (and to YAML
  // 1.2 in some readers): `a: 1 # old\r  a: 2` would read as one thing and be reviewed as another.
  const loneCr = text.search(/\r(?!\n)/);
  if (loneCr >= 0) {
    const line = text.slice(0, loneCr).split('\n').length;
    const column = loneCr - text.lastIndexOf('\n', loneCr - 1);
    const why = 'a carriage return (CR) not followed by a line feed: end lines with LF or CRLF only';
    throw new LoopgovError('ERR_POLICY_YAML', `${file}:${line}:${column}: ${why}`, [
      { file, line, column, message: why },
    ]);
  }
  const lineCounter = new LineCounter();
  const problems: Problem[] = [];
  const at = (offset: number | undefined) => {
    if (offset === undefined) return {};
    const { line, col } = lineCounter.linePos(offset);
    return { line, column: col };
  };
  const fail: Fail = (offset, message, field) => {
    problems.push({ file, ...at(offset), ...(field ? { field } : {}), message });
  };

  let doc: ReturnType<typeof parseDocument>;
  try {
    doc = parseDocument(text, {
      lineCounter,
      version: '1.2',
      schema: 'core',
      merge: false,
      // Duplicate keys are found in checkNodes with a Set: yaml's own check is quadratic in a map's size.
      uniqueKeys: false,
      strict: true,
      prettyErrors: false,
      intAsBigInt: false,
    });
  } catch (e) {
    const why = `cannot parse YAML: ${describeError(e)}`;
    throw new LoopgovError('ERR_POLICY_YAML', `${file}: ${why}`, [{ file, message: why }]);
  }
  let tooDeep = false;
  for (const err of [...doc.errors, ...doc.warnings]) {
    // Nesting deep enough to exhaust the parser's stack: the depth rule, once, where the depth passes it.
    if (!/call stack/i.test(err.message)) fail(err.pos[0], err.message);
    else if (!tooDeep) {
      tooDeep = true;
      fail(tooDeepAt(text), `nesting deeper than ${MAX_DEPTH} levels`);
    }
  }
  if (doc.directives?.yaml.explicit)
    fail(0, `%YAML directives are not allowed (governed files are YAML 1.2 only)`);
  const tagHandles = Object.keys(doc.directives?.tags ?? {});
  if (tagHandles.some((h) => h !== '!!')) fail(0, '%TAG directives are not allowed');

  if (problems.length === 0) checkNodes(doc.contents, '', 0, fail);
  if (problems.length > 0) {
    throw new LoopgovError('ERR_POLICY_YAML', `${file}: unsafe or invalid YAML`, problems);
  }
  const data = doc.toJS({ maxAliasCount: 0 }) as unknown;
  return { data, locate: (path, key) => locate(doc.contents, path, key, lineCounter) };
}

type Fail = (offset: number | undefined, message: string, field?: string) => void;

/** Where flow collections (`[`, `{`) first nest deeper than `MAX_DEPTH`, outside quotes and comments. */
function tooDeepAt(text: string): number | undefined {
  let depth = 0;
  let quote = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === quote) quote = '';
      else if (c === '\\' && quote === '"') i++;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '#') i = text.indexOf('\n', i) === -1 ? text.length : text.indexOf('\n', i);
    else if (c === '[' || c === '{') {
      if (++depth > MAX_DEPTH) return i;
    } else if (c === ']' || c === '}') depth = Math.max(0, depth - 1);
  }
  return undefined;
}

function checkNodes(node: unknown, path: string, depth: number, fail: Fail): void {
  if (node === null || node === undefined) return;
  if (depth > MAX_DEPTH) {
    fail(rangeStart(node), `nesting deeper than ${MAX_DEPTH} levels`, path);
    return;
  }
  if (isAlias(node)) {
    fail(rangeStart(node), 'aliases are not allowed', path);
    return;
  }
  if (isNode(node)) {
    if (node.anchor) fail(rangeStart(node), `anchors are not allowed (&${node.anchor})`, path);
    if (node.tag) fail(rangeStart(node), `explicit tags are not allowed (${node.tag})`, path);
  }
  if (isScalar(node)) {
    if (typeof node.value === 'number' && !Number.isFinite(node.value)) {
      fail(rangeStart(node), `number must be finite (got ${String(node.value)})`, path);
    }
    // A `"\ud800"` escape without its pair: no trace record (RFC 8785) could ever hold the value.
    const lone = typeof node.value === 'string' ? loneSurrogate(node.value) : null;
    if (lone) fail(rangeStart(node), `string ${loneSurrogateMessage(lone)}`, toWellFormed(path));
    return;
  }
  if (isMap(node)) {
    const seen = new Set<string>();
    for (const pair of node.items) {
      const key = pair.key;
      if (!isScalar(key) || (typeof key.value !== 'string' && typeof key.value !== 'number')) {
        fail(rangeStart(key), 'map keys must be plain strings', path);
        continue;
      }
      const name = String(key.value);
      const childPath = `${path}/${escapePointer(name)}`;
      if (seen.has(name))
        fail(rangeStart(key), `duplicate key "${name}" (map keys must be unique)`, childPath);
      seen.add(name);
      if (FORBIDDEN_KEYS.has(name)) fail(rangeStart(key), `key "${name}" is not allowed`, childPath);
      checkNodes(key, childPath, depth + 1, fail);
      checkNodes(pair.value, childPath, depth + 1, fail);
    }
    return;
  }
  if (isSeq(node)) {
    node.items.forEach((item, i) => {
      checkNodes(item, `${path}/${i}`, depth + 1, fail);
    });
    return;
  }
  if (isPair(node)) return;
  fail(rangeStart(node), 'unsupported YAML node', path);
}

function rangeStart(node: unknown): number | undefined {
  return isNode(node) ? node.range?.[0] : undefined;
}

function escapePointer(s: string): string {
  return s.replace(/~/g, '~0').replace(/\//g, '~1');
}

function locate(root: unknown, path: string, key: string | undefined, lc: LineCounter) {
  const segments =
    path === ''
      ? []
      : path
          .slice(1)
          .split('/')
          .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (key !== undefined) segments.push(key);
  let node: unknown = root;
  let best = rangeStart(root);
  for (const [i, seg] of segments.entries()) {
    let next: unknown;
    if (isMap(node)) {
      const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === seg);
      if (!pair) break;
      // An unknown field is best shown at its key; a bad value at the value itself.
      const atKey = key !== undefined && i === segments.length - 1;
      best = (atKey ? rangeStart(pair.key) : (rangeStart(pair.value) ?? rangeStart(pair.key))) ?? best;
      next = pair.value;
    } else if (isSeq(node)) {
      next = node.items[Number(seg)];
      if (next === undefined) break;
      best = rangeStart(next) ?? best;
    } else break;
    node = next;
  }
  if (best === undefined) return undefined;
  const { line, col } = lc.linePos(best);
  return { line, column: col };
}
