// src/core/errors.ts
var LoopgovError = class extends Error {
  code;
  problems;
  constructor(code, message, problems = []) {
    super(message);
    this.name = "LoopgovError";
    this.code = code;
    this.problems = problems;
  }
};
function isErrorLike(v) {
  if (typeof v !== "object" || v === null) return false;
  try {
    const e = v;
    if (typeof e.message !== "string") return false;
    return v instanceof Error || Object.prototype.toString.call(v) === "[object Error]" || typeof e.name === "string";
  } catch {
    return false;
  }
}
function formatProblem(p2) {
  const where = [p2.file, p2.line, p2.column].filter((x) => x !== void 0).join(":");
  return `${where}${p2.field ? ` ${p2.field}` : ""}: ${p2.message}`;
}
function asLoopgovError(e) {
  return e instanceof LoopgovError ? e : new LoopgovError("ERR_INTERNAL", messageOf(e));
}
function describeError(e) {
  return e instanceof LoopgovError ? `${e.code}: ${e.message}` : messageOf(e);
}
function unsaidProblems(e) {
  return e.problems.filter((p2) => !e.message.includes(p2.message));
}
function explainError(e, max = 5) {
  if (!(e instanceof LoopgovError)) return describeError(e);
  const problems = [];
  const merged = /* @__PURE__ */ new Map();
  for (const p2 of unsaidProblems(e)) {
    const key = p2.line === void 0 && p2.column === void 0 ? `${p2.field ?? ""}\0${p2.message}` : null;
    const same = key === null ? void 0 : merged.get(key);
    if (same) {
      same.file = `${same.file}, ${p2.file}`;
      continue;
    }
    const copy = { ...p2 };
    if (key !== null) merged.set(key, copy);
    problems.push(copy);
  }
  if (problems.length === 0) return describeError(e);
  const shown2 = problems.slice(0, max).map(formatProblem).join("; ");
  const more = problems.length > max ? `; +${problems.length - max} more` : "";
  return `${describeError(e)} (${shown2}${more})`;
}
function firstLine(e) {
  return messageOf(e).trim().split(/\r?\n/)[0] ?? "";
}
function messageOf(e) {
  return String(e?.message ?? e);
}

// src/core/trace/types.ts
var GENESIS_PREV = "0".repeat(64);
var CHAIN_SLOT = /* @__PURE__ */ Symbol("loopgov.chainSlot");
var MOVE_ATTEMPTS = 8;
function headOf(r) {
  return { index: r.index, hash: r.hash };
}

// src/core/trace/chain.ts
import * as crypto from "node:crypto";
import { createHash } from "node:crypto";
import canonicalize from "canonicalize";

// src/core/unicode.ts
var wellFormed = (s2) => s2.isWellFormed();
var toWellFormed = (s2) => s2.toWellFormed();
var isHigh = (c) => c >= 55296 && c <= 56319;
var isLow = (c) => c >= 56320 && c <= 57343;
function keepFirst(s2, max) {
  if (s2.length <= max) return s2;
  return s2.slice(0, isHigh(s2.charCodeAt(max - 1)) && isLow(s2.charCodeAt(max)) ? max - 1 : max);
}
function keepLast(s2, max) {
  if (s2.length <= max) return s2;
  const from = s2.length - max;
  return s2.slice(isLow(s2.charCodeAt(from)) && isHigh(s2.charCodeAt(from - 1)) ? from + 1 : from);
}
function allWellFormed(v) {
  if (typeof v === "string") return wellFormed(v);
  if (v === null || typeof v !== "object" || ArrayBuffer.isView(v)) return true;
  if (Array.isArray(v)) {
    for (const x of v) if (!allWellFormed(x)) return false;
    return true;
  }
  for (const k in v) {
    if (!Object.hasOwn(v, k)) continue;
    if (!wellFormed(k) || !allWellFormed(v[k])) return false;
  }
  return true;
}
function toWellFormedDeep(v) {
  if (allWellFormed(v)) return v;
  if (typeof v === "string") return toWellFormed(v);
  if (Array.isArray(v)) return v.map((x) => toWellFormedDeep(x));
  const out = {};
  for (const [k, x] of Object.entries(v)) out[toWellFormed(k)] = toWellFormedDeep(x);
  return out;
}
function loneSurrogate(v, field = "") {
  if (typeof v === "string") {
    if (wellFormed(v)) return null;
    for (let i = 0; i < v.length; i++) {
      const c = v.charCodeAt(i);
      if (c < 55296 || c > 57343) continue;
      if (isHigh(c) && isLow(v.charCodeAt(i + 1))) i++;
      else return { field: field || "/", unit: c, index: i };
    }
    return null;
  }
  if (v === null || typeof v !== "object" || ArrayBuffer.isView(v)) return null;
  for (const [k, x] of Object.entries(v)) {
    const path = `${field}/${k.replace(/~/g, "~0").replace(/\//g, "~1")}`;
    const bad = loneSurrogate(k, `${path} (key)`) ?? loneSurrogate(x, path);
    if (bad) return bad;
  }
  return null;
}
function loneSurrogateMessage(l) {
  return `holds a lone surrogate (U+${l.unit.toString(16).toUpperCase()} at index ${l.index}): strings must be well-formed Unicode`;
}
function describeLoneSurrogate(l) {
  return `${l.field} ${loneSurrogateMessage(l)}`;
}
function utf16BomOf(bytes) {
  if (bytes[0] === 255 && bytes[1] === 254) return "utf-16le";
  if (bytes[0] === 254 && bytes[1] === 255) return "utf-16be";
  return null;
}
function notUtf8Message(at, bom = null) {
  const base = `not UTF-8: an ill-formed byte sequence at byte ${at}`;
  if (bom === null) return base;
  const [mark, order] = bom === "utf-16le" ? ["FF FE", "little"] : ["FE FF", "big"];
  return `${base}: it starts with ${mark}, the byte order mark of UTF-16 ${order}-endian (Notepad's "Unicode"): save it as UTF-8`;
}
function firstInvalidUtf8(b) {
  let i = 0;
  while (i < b.length) {
    const c = b[i];
    if (c < 128) {
      i++;
      continue;
    }
    let n;
    let lo = 128;
    let hi = 191;
    if (c >= 194 && c <= 223) n = 2;
    else if (c >= 224 && c <= 239) {
      n = 3;
      if (c === 224) lo = 160;
      if (c === 237) hi = 159;
    } else if (c >= 240 && c <= 244) {
      n = 4;
      if (c === 240) lo = 144;
      if (c === 244) hi = 143;
    } else return i;
    for (let k = 1; k < n; k++) {
      const x = b[i + k];
      if (x === void 0 || (k === 1 ? x < lo || x > hi : x < 128 || x > 191)) return i;
    }
    i += n;
  }
  return -1;
}

// src/core/trace/canonical.ts
var NOT_PLAIN = /* @__PURE__ */ Symbol("not plain");
var MAX_DEPTH = 64;
var OBJECT_PROTO = Object.prototype;
function canonicalWithChain(body, index, prev, owned = false) {
  if (owned) {
    body.index = index;
    body.prev = prev;
    const text = plain(body, 0) === body ? JSON.stringify(body) : null;
    if (text !== null && !text.includes("\\ud")) return { text, object: body };
    return { text: canonicalJsonFull(body), object: body };
  }
  const object = sortedWithChain(body, index, prev);
  if (object !== null) {
    const text = JSON.stringify(object);
    if (!text.includes("\\ud")) return { text, object };
  }
  const whole = { ...body, index, prev };
  return { text: canonicalJsonFull(whole), object: whole };
}
function sortedWithChain(body, index, prev) {
  if (Object.getPrototypeOf(body) !== OBJECT_PROTO) return null;
  const out = {};
  let last;
  let placedIndex = false;
  let placedPrev = false;
  for (const k in body) {
    if (last !== void 0 && !(last < k) || k === "__proto__") return null;
    last = k;
    const v = body[k];
    if (v === void 0) continue;
    const p2 = plain(v, 1);
    if (p2 === NOT_PLAIN) return null;
    if (!placedIndex && k > "index") {
      out.index = index;
      placedIndex = true;
    }
    if (!placedPrev && k > "prev") {
      out.prev = prev;
      placedPrev = true;
    }
    out[k] = p2;
  }
  if (!placedIndex) out.index = index;
  if (!placedPrev) out.prev = prev;
  return out;
}
function plain(v, depth) {
  switch (typeof v) {
    case "string":
    case "boolean":
      return v;
    case "number":
      return Number.isFinite(v) ? v : NOT_PLAIN;
    case "object":
      break;
    default:
      return NOT_PLAIN;
  }
  if (v === null) return v;
  if (depth > MAX_DEPTH) return NOT_PLAIN;
  if (Array.isArray(v)) {
    if (typeof v.toJSON === "function") return NOT_PLAIN;
    let out = v;
    for (let i = 0; i < v.length; i++) {
      const x = v[i];
      const y = plain(x, depth + 1);
      if (y === NOT_PLAIN) return NOT_PLAIN;
      if (y !== x) {
        if (out === v) out = v.slice();
        out[i] = y;
      }
    }
    return out;
  }
  const o = v;
  const proto = Object.getPrototypeOf(o);
  if (proto !== OBJECT_PROTO && proto !== null || typeof o.toJSON === "function") return NOT_PLAIN;
  let last;
  let sorted = true;
  let changed = false;
  for (const k in o) {
    if (k === "__proto__") return NOT_PLAIN;
    if (last !== void 0 && !(last < k)) sorted = false;
    last = k;
    const x = o[k];
    if (x === void 0) continue;
    const y = plain(x, depth + 1);
    if (y === NOT_PLAIN) return NOT_PLAIN;
    if (y !== x) changed = true;
  }
  if (sorted && !changed) return o;
  const copy = {};
  for (const k of Object.keys(o).sort()) {
    const x = o[k];
    if (x !== void 0) copy[k] = plain(x, depth + 1);
  }
  last = void 0;
  for (const k in copy) {
    if (last !== void 0 && !(last < k)) return NOT_PLAIN;
    last = k;
  }
  return copy;
}
function canonicalJsonFull(value2) {
  try {
    return canon(value2);
  } catch (e) {
    if (!(e instanceof LoopgovError)) {
      throw new LoopgovError("ERR_TRACE", `record is not canonical JSON: ${describeError(e)}`);
    }
    const lone = e.message === LONE ? whereLone(value2) : null;
    throw lone ? new LoopgovError("ERR_TRACE", `${LONE}: ${describeLoneSurrogate(lone)}`) : e;
  }
}
var LONE = "record is not canonical JSON: lone surrogate";
function whereLone(value2) {
  try {
    return loneSurrogate(value2);
  } catch {
    return null;
  }
}
function canon(v) {
  if (v === null) return "null";
  switch (typeof v) {
    case "string":
      if (!wellFormed(v)) throw new LoopgovError("ERR_TRACE", LONE);
      return JSON.stringify(v);
    case "number":
      if (!Number.isFinite(v)) throw new LoopgovError("ERR_TRACE", `record is not canonical JSON: ${v}`);
      return JSON.stringify(v);
    case "boolean":
      return v ? "true" : "false";
    case "object": {
      const o = v;
      if (typeof o.toJSON === "function") return canon(o.toJSON());
      if (Array.isArray(o)) {
        let out2 = "[";
        for (let i = 0; i < o.length; i++) {
          const x = o[i];
          out2 += `${i === 0 ? "" : ","}${x === void 0 || typeof x === "symbol" ? "null" : canon(x)}`;
        }
        return `${out2}]`;
      }
      const keys = Object.keys(o).sort();
      let out = "{";
      for (const k of keys) {
        const x = o[k];
        if (x === void 0 || typeof x === "symbol") continue;
        if (!wellFormed(k)) throw new LoopgovError("ERR_TRACE", LONE);
        out += `${out.length === 1 ? "" : ","}${JSON.stringify(k)}:${canon(x)}`;
      }
      return `${out}}`;
    }
    default:
      throw new LoopgovError("ERR_TRACE", `record is not canonical JSON: a ${typeof v}`);
  }
}

// src/core/trace/scan.ts
var Q = 34;
var BS = 92;
var MAX_DEPTH2 = 64;
var s = "";
var p = 0;
var escaped = false;
function scanCanonicalLine(line) {
  s = line;
  p = 0;
  if (s.charCodeAt(0) !== 123) return null;
  p = 1;
  const fields = {};
  let prevKey;
  let hashStart = -1;
  for (; ; ) {
    if (s.charCodeAt(p) !== Q) return null;
    const keyStart = p;
    escaped = false;
    if (!str() || escaped) return null;
    const key = s.slice(keyStart + 1, p - 1);
    if (s.charCodeAt(p) !== 58) return null;
    p++;
    const valueStart = p;
    if (!value(1)) return null;
    if (key === "hash") {
      if (hashStart !== -1 || prevKey === void 0 || s.charCodeAt(p) !== 125 || p + 1 !== s.length)
        return null;
      hashStart = keyStart - 1;
      fields.hash = s.slice(valueStart, p);
      break;
    }
    if (prevKey !== void 0 && !(prevKey < key)) return null;
    prevKey = key;
    if (key === "type" || key === "run_id" || key === "at" || key === "prev" || key === "index" || key === "artifact" || key === "step") {
      fields[key] = s.slice(valueStart, p);
    }
    if (s.charCodeAt(p) !== 44) return null;
    p++;
  }
  const type = plainString(fields.type);
  const runId = plainString(fields.run_id);
  const at = plainString(fields.at);
  const prev = plainString(fields.prev);
  const hash2 = plainString(fields.hash);
  const index = fields.index === void 0 ? Number.NaN : Number(fields.index);
  if (type === null || runId === null || at === null || prev === null || hash2 === null) return null;
  if (!Number.isSafeInteger(index)) return null;
  const env = { type, run_id: runId, at, index, prev, hash: hash2, canonicalEnd: hashStart };
  if (fields.artifact !== void 0) env.artifact = fields.artifact;
  if (fields.step !== void 0) env.step = fields.step;
  return env;
}
function rawLess(a0, a1, b0, b1) {
  const n = Math.min(a1 - a0, b1 - b0);
  for (let i = 0; i < n; i++) {
    const d = s.charCodeAt(a0 + i) - s.charCodeAt(b0 + i);
    if (d !== 0) return d < 0;
  }
  return a1 - a0 < b1 - b0;
}
function plainString(tok) {
  if (tok === void 0 || tok.charCodeAt(0) !== Q || tok.includes("\\")) return null;
  return tok.slice(1, -1);
}
function value(depth) {
  const c = s.charCodeAt(p);
  if (c === Q) return str();
  if (c === 123) return obj(depth + 1);
  if (c === 91) return arr(depth + 1);
  if (c === 116) return lit("true");
  if (c === 102) return lit("false");
  if (c === 110) return lit("null");
  return num();
}
function lit(word) {
  if (!s.startsWith(word, p)) return false;
  p += word.length;
  return true;
}
function obj(depth) {
  if (depth > MAX_DEPTH2) return false;
  p++;
  if (s.charCodeAt(p) === 125) {
    p++;
    return true;
  }
  let prevStart = -1;
  let prevEnd = -1;
  for (; ; ) {
    if (s.charCodeAt(p) !== Q) return false;
    const keyStart = p + 1;
    escaped = false;
    if (!str() || escaped) return false;
    if (prevStart >= 0 && !rawLess(prevStart, prevEnd, keyStart, p - 1)) return false;
    prevStart = keyStart;
    prevEnd = p - 1;
    if (s.charCodeAt(p) !== 58) return false;
    p++;
    if (!value(depth)) return false;
    const c = s.charCodeAt(p++);
    if (c === 125) return true;
    if (c !== 44) return false;
  }
}
function arr(depth) {
  if (depth > MAX_DEPTH2) return false;
  p++;
  if (s.charCodeAt(p) === 93) {
    p++;
    return true;
  }
  for (; ; ) {
    if (!value(depth)) return false;
    const c = s.charCodeAt(p++);
    if (c === 93) return true;
    if (c !== 44) return false;
  }
}
function str() {
  p++;
  const n = s.length;
  while (p < n) {
    const c = s.charCodeAt(p);
    if (c === Q) {
      p++;
      return true;
    }
    if (c < 32) return false;
    if (c === BS) {
      escaped = true;
      const e = s.charCodeAt(p + 1);
      if (e === Q || e === BS || e === 98 || e === 102 || e === 110 || e === 114 || e === 116) {
        p += 2;
        continue;
      }
      if (e !== 117 || s.charCodeAt(p + 2) !== 48 || s.charCodeAt(p + 3) !== 48) return false;
      const h1 = s.charCodeAt(p + 4);
      const h2 = s.charCodeAt(p + 5);
      const lo = h2 >= 48 && h2 <= 57 ? h2 - 48 : h2 >= 97 && h2 <= 102 ? h2 - 87 : -1;
      if (h1 !== 48 && h1 !== 49 || lo < 0) return false;
      const code = (h1 - 48) * 16 + lo;
      if (code === 8 || code === 9 || code === 10 || code === 12 || code === 13) return false;
      p += 6;
      continue;
    }
    if (c >= 55296 && c <= 57343) {
      const d = s.charCodeAt(p + 1);
      if (c >= 56320 || !(d >= 56320 && d <= 57343)) return false;
      p += 2;
      continue;
    }
    p++;
  }
  return false;
}
function num() {
  const start = p;
  if (s.charCodeAt(p) === 45) p++;
  const intStart = p;
  if (!digits()) return false;
  const next = s.charCodeAt(p);
  if (next !== 46 && next !== 101 && next !== 69) {
    const len = p - intStart;
    if (len <= 15 && (s.charCodeAt(intStart) !== 48 || len === 1 && intStart === start)) return true;
  }
  if (s.charCodeAt(p) === 46) {
    p++;
    if (!digits()) return false;
  }
  const c = s.charCodeAt(p);
  if (c === 101 || c === 69) {
    p++;
    const sign = s.charCodeAt(p);
    if (sign === 43 || sign === 45) p++;
    if (!digits()) return false;
  }
  const tok = s.slice(start, p);
  const v = Number(tok);
  return Number.isFinite(v) && String(v) === tok;
}
function digits() {
  const start = p;
  for (let c = s.charCodeAt(p); c >= 48 && c <= 57; c = s.charCodeAt(++p)) ;
  return p > start;
}

// src/core/trace/chain.ts
var RECORD_TYPES = [
  "run_start",
  "iteration",
  "run_end",
  "recovery",
  "halt_request",
  "escalation",
  "resume",
  "run_continue"
];
var TYPES = new Set(RECORD_TYPES);
var HEX64 = /^[0-9a-f]{64}$/;
var HASH_TAIL_LENGTH = 9 + 64 + 2;
var RESERVED = ["index", "prev", "hash"];
function canonicalJson(value2) {
  let text;
  try {
    text = canonicalize(value2);
  } catch (e) {
    throw new LoopgovError("ERR_TRACE", `record is not canonical JSON: ${describeError(e)}`);
  }
  if (text === void 0) throw new LoopgovError("ERR_TRACE", "record is not a JSON value");
  return text;
}
function sha256Hex(text) {
  return oneShot ? oneShot("sha256", text, "hex") : createHash("sha256").update(text).digest("hex");
}
var oneShot = crypto.hash;
function hashCanonicalPrefix(line, end) {
  return createHash("sha256").update(line.slice(0, end)).update("}").digest("hex");
}
function hashRecord(recordWithoutHash) {
  const { hash: _ignored, ...rest } = recordWithoutHash;
  return sha256Hex(canonicalJson(rest));
}
function linkRecord(body, prev, index, opts) {
  const { object, text, hash: hash2 } = canonicalRecord(body, prev, index);
  const line = `${text.slice(0, -1)},"hash":"${hash2}"}`;
  if (opts?.selfCheck) selfCheck(line);
  object.hash = hash2;
  return { record: object, line };
}
function sealRecord(body, prev, index, opts) {
  const { object, text } = canonicalRecord(body, prev, index, false);
  const n = Buffer.byteLength(text);
  const bytes = Buffer.allocUnsafe(n + HASH_TAIL_LENGTH);
  bytes.write(text, 0, n, "utf8");
  const hash2 = sha256Hex(bytes.subarray(0, n));
  bytes.write(`,"hash":"${hash2}"}
`, n - 1, "latin1");
  if (opts?.selfCheck) selfCheck(bytes.toString("utf8", 0, bytes.length - 1));
  object.hash = hash2;
  return { record: object, bytes };
}
function canonicalRecord(body, prev, index, withHash = true) {
  const owned = body.index === CHAIN_SLOT && body.prev === CHAIN_SLOT;
  for (const k of RESERVED) {
    if (k in body && !(owned && k !== "hash"))
      throw new LoopgovError("ERR_TRACE", `record body must not set "${k}" (the store sets it)`);
  }
  if (!TYPES.has(body.type))
    throw new LoopgovError("ERR_TRACE", `unknown record type ${JSON.stringify(body.type)}`);
  if (!HEX64.test(prev)) throw new LoopgovError("ERR_TRACE", `prev must be 64 lowercase hex digits`);
  if (!Number.isSafeInteger(index) || index < 0) throw new LoopgovError("ERR_TRACE", `bad index ${index}`);
  const { object, text } = canonicalWithChain(body, index, prev, owned);
  return { object, text, hash: withHash ? sha256Hex(text) : "" };
}
function selfCheck(line) {
  if (scanCanonicalLine(line) !== null) return;
  const c = checkLine(line);
  if (!c.ok) throw new LoopgovError("ERR_TRACE", `record does not serialize to a valid line: ${c.message}`);
}
function checkLine(line) {
  if (typeof line !== "string") return { ok: false, reason: "unparsable", message: undecodableMessage(line) };
  let value2;
  try {
    value2 = JSON.parse(line);
  } catch (e) {
    return { ok: false, reason: "unparsable", message: notJsonMessage(line, e) };
  }
  if (value2 === null || typeof value2 !== "object" || Array.isArray(value2)) {
    return { ok: false, reason: "unparsable", message: "not a JSON object" };
  }
  const rec = value2;
  const bad = envelopeProblem(rec);
  if (bad) return { ok: false, reason: "unparsable", message: bad, record: rec };
  const stored = rec.hash;
  let computed;
  if (fastCanonical(line, rec)) {
    computed = hashCanonicalPrefix(line, line.length - HASH_TAIL_LENGTH);
  } else {
    const { hash: _h, ...rest } = rec;
    let canonical;
    try {
      canonical = canonicalize(rest) ?? "";
    } catch (e) {
      return { ok: false, reason: "unparsable", message: `not canonicalizable: ${describeError(e)}` };
    }
    if (line !== `${canonical.slice(0, -1)},"hash":"${stored}"}`) {
      return { ok: false, reason: "hash", message: notCanonicalMessage(line), record: rec };
    }
    computed = sha256Hex(canonical);
  }
  if (computed !== stored) {
    return {
      ok: false,
      reason: "hash",
      message: `hash ${stored} does not match content (${computed})`,
      record: rec
    };
  }
  return { ok: true, record: rec };
}
function notCanonicalMessage(line) {
  const why = "line is not the canonical JSON of its record";
  return line.endsWith("\r") ? `${why}: the line ends with CR (\\r\\n line endings: was the file converted, e.g. by git core.autocrlf?)` : why;
}
function notJsonMessage(line, e) {
  return line.startsWith("\uFEFF") ? "not JSON: the line starts with a byte order mark (U+FEFF, bytes EF BB BF): was the file saved by an editor that adds one? A trace is UTF-8 without a BOM" : `not JSON: ${describeError(e)}`;
}
function undecodableMessage(line) {
  return `${notUtf8Message(`${line.at} of ${line.bytes}`, line.bom)} (lines are never decoded with replacement)`;
}
function envelopeProblem(rec) {
  if (typeof rec.type !== "string" || !TYPES.has(rec.type))
    return `type must be one of ${RECORD_TYPES.join(", ")}`;
  if (typeof rec.run_id !== "string" || rec.run_id.length === 0) return "run_id must be a non-empty string";
  if (typeof rec.at !== "string") return "at must be a string";
  if (!Number.isSafeInteger(rec.index) || rec.index < 0) return "index must be an integer \u2265 0";
  if (typeof rec.prev !== "string" || !HEX64.test(rec.prev)) return "prev must be 64 lowercase hex digits";
  if (typeof rec.hash !== "string" || !HEX64.test(rec.hash)) return "hash must be 64 lowercase hex digits";
  return void 0;
}
function fastCanonical(line, rec) {
  if (line.length <= HASH_TAIL_LENGTH || line.includes("\\ud")) return false;
  let last;
  let sawHash = false;
  for (const k in rec) {
    if (sawHash) return false;
    if (k === "hash") {
      sawHash = true;
      continue;
    }
    if (last !== void 0 && !(last < k)) return false;
    last = k;
    if (!sortedDeep(rec[k])) return false;
  }
  return sawHash && JSON.stringify(rec) === line;
}
function sortedDeep(v) {
  if (v === null || typeof v !== "object") return true;
  if (Array.isArray(v)) {
    for (const x of v) if (!sortedDeep(x)) return false;
    return true;
  }
  const o = v;
  let last;
  for (const k in o) {
    if (last !== void 0 && !(last < k)) return false;
    last = k;
    if (!sortedDeep(o[k])) return false;
  }
  return true;
}

// src/core/run/types.ts
var DECISIONS = ["CONTINUE", "CORRECT", "DONE", "HALT", "ESCALATE"];
var TERMINAL = /* @__PURE__ */ new Set(["DONE", "HALT", "ESCALATE"]);
var REASONS = Object.keys({
  ok: 1,
  human: 1,
  gate_fail: 1,
  gate_deny: 1,
  corrections_exhausted: 1,
  "budget.max_steps": 1,
  "budget.max_tokens": 1,
  "budget.max_cost_usd": 1,
  "budget.max_wall_clock_sec": 1,
  oscillation: 1,
  thrash: 1,
  no_progress: 1,
  self_declared_done: 1,
  success: 1,
  fail_closed: 1,
  incomplete: 1,
  invalid_event: 1,
  policy_unavailable: 1,
  level_not_allowed: 1,
  governance_required: 1,
  run_closed: 1,
  governance_off: 1,
  resume_refused: 1,
  signal: 1,
  abandoned: 1
});

// src/core/option-keys.ts
function refuseUnknownKeys(o, known, name = (k) => k) {
  for (const key of Object.keys(o)) {
    if (!known.includes(key))
      throw new LoopgovError(
        "ERR_USAGE",
        `unknown option ${name(key)} (known: ${known.map((k) => name(k)).join(", ")})`
      );
  }
}

// src/core/shown-value.ts
var MAX_SHOWN = 80;
var MAX_MEMBERS = 40;
function shownValue(v) {
  if (v === void 0) return "nothing";
  let text;
  try {
    text = shown(v, /* @__PURE__ */ new Set());
  } catch {
    return "an object";
  }
  return typeof v !== "string" && text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}\u2026` : text;
}
function shown(v, seen) {
  switch (typeof v) {
    case "string":
      return JSON.stringify(v.length > MAX_SHOWN ? `${v.slice(0, MAX_SHOWN)}\u2026` : v);
    case "number":
      return Object.is(v, -0) ? "-0" : String(v);
    case "bigint":
      return `${v}n`;
    case "boolean":
      return String(v);
    case "undefined":
      return "undefined";
    case "symbol":
      return String(v);
    case "function":
      return "a function";
  }
  if (v === null) return "null";
  const o = v;
  if (seen.has(o)) return "(a cycle)";
  if (o instanceof Date) return `a Date (${Number.isNaN(o.getTime()) ? "invalid" : o.toISOString()})`;
  if (Array.isArray(o))
    return inner(
      seen,
      o,
      () => `[${o.slice(0, MAX_MEMBERS).map((x) => shown(x, seen)).join(",")}]`
    );
  const proto = Object.getPrototypeOf(o);
  if (proto !== Object.prototype && proto !== null)
    return isErrorLike(o) ? `an Error (${JSON.stringify(o.message)})` : withArticle(o.constructor?.name ?? "object");
  return inner(
    seen,
    o,
    () => `{${Object.entries(o).slice(0, MAX_MEMBERS).map(([k, x]) => `${JSON.stringify(k)}:${shown(x, seen)}`).join(",")}}`
  );
}
function inner(seen, o, walk) {
  seen.add(o);
  try {
    return walk();
  } finally {
    seen.delete(o);
  }
}
function withArticle(kind) {
  return `${/^[aeiou]/i.test(kind) ? "an" : "a"} ${kind}`;
}

export {
  LoopgovError,
  isErrorLike,
  formatProblem,
  asLoopgovError,
  describeError,
  unsaidProblems,
  explainError,
  firstLine,
  refuseUnknownKeys,
  toWellFormed,
  keepFirst,
  keepLast,
  allWellFormed,
  toWellFormedDeep,
  loneSurrogate,
  loneSurrogateMessage,
  describeLoneSurrogate,
  utf16BomOf,
  notUtf8Message,
  firstInvalidUtf8,
  shownValue,
  scanCanonicalLine,
  GENESIS_PREV,
  CHAIN_SLOT,
  MOVE_ATTEMPTS,
  headOf,
  RECORD_TYPES,
  HEX64,
  canonicalJson,
  sha256Hex,
  hashCanonicalPrefix,
  hashRecord,
  linkRecord,
  sealRecord,
  checkLine,
  undecodableMessage,
  envelopeProblem,
  DECISIONS,
  TERMINAL,
  REASONS
};
