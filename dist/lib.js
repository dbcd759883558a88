import {
  CHAIN_SLOT,
  DECISIONS,
  GENESIS_PREV,
  HEX64,
  LoopgovError,
  MOVE_ATTEMPTS,
  REASONS,
  RECORD_TYPES,
  TERMINAL,
  allWellFormed,
  asLoopgovError,
  canonicalJson,
  checkLine,
  describeError,
  describeLoneSurrogate,
  envelopeProblem,
  explainError,
  firstInvalidUtf8,
  firstLine,
  formatProblem,
  hashCanonicalPrefix,
  hashRecord,
  headOf,
  isErrorLike,
  keepFirst,
  keepLast,
  linkRecord,
  loneSurrogate,
  loneSurrogateMessage,
  notUtf8Message,
  refuseUnknownKeys,
  scanCanonicalLine,
  sealRecord,
  sha256Hex,
  shownValue,
  toWellFormed,
  undecodableMessage,
  unsaidProblems,
  utf16BomOf
} from "./chunks/chunk-HZTL754E.js";
import {
  __export
} from "./chunks/chunk-WSFCRVEQ.js";

// src/core/policy/types.ts
var LEVELS = ["L0", "L1", "L2", "L3", "L4", "L5"];
var PROFILES = ["prod", "dev"];
var CHANGE_CLASSES = ["neutral", "tighten", "loosen", "ceiling"];

// src/core/policy/digest.ts
import { createHash } from "node:crypto";

// src/core/policy/regex.ts
import { RE2JS } from "re2js";

// src/core/policy/regex-literal.ts
var SIMPLE_ESCAPES = new Set("dDsSwWbBAzCaftnrv");
var REPEAT = /^\d+(,\d*)?$/;
var FLAG_GROUP = /^\(\?[A-Za-z-]*\)/;
var QUANTIFIER = new Set("?*+{");
var MAX_LITERAL = 64;
function requiredLiteral(source) {
  let best = "";
  let run2 = "";
  let depth = 0;
  const cut = () => {
    if (run2.length > best.length) best = run2;
    run2 = "";
  };
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === "\\") {
      const skip = escapeLength(source, i);
      if (skip === null) return null;
      cut();
      i += skip - 1;
      continue;
    }
    if (c === "[") {
      const end = classEnd(source, i);
      if (end === null) return null;
      cut();
      i = end;
      continue;
    }
    if (c === "(") {
      cut();
      const flagGroup = FLAG_GROUP.exec(source.slice(i));
      if (flagGroup && depth === 0 && QUANTIFIER.has(source[i + flagGroup[0].length] ?? "")) return null;
      depth++;
      continue;
    }
    if (c === ")") {
      depth--;
      continue;
    }
    if (depth > 0) continue;
    if (c === "|") return null;
    if (c === "?" || c === "*" || c === "+") {
      run2 = run2.slice(0, -1);
      cut();
      continue;
    }
    if (c === "{") {
      run2 = run2.slice(0, -1);
      cut();
      const close = source.indexOf("}", i);
      if (close !== -1 && REPEAT.test(source.slice(i + 1, close))) i = close;
      continue;
    }
    if (c === "." || c === "^" || c === "$" || c.charCodeAt(0) > 126 || c.charCodeAt(0) < 32) {
      cut();
      continue;
    }
    run2 += c;
  }
  cut();
  return best.length === 0 ? null : best.slice(0, MAX_LITERAL).toLowerCase();
}
function escapeLength(source, i) {
  const e = source[i + 1];
  if (e === void 0) return null;
  if (!/[0-9A-Za-z]/.test(e)) return 2;
  if (SIMPLE_ESCAPES.has(e)) return 2;
  if (e === "p" || e === "P" || e === "x") {
    if (source[i + 2] === "{") {
      const close = source.indexOf("}", i + 2);
      return close === -1 ? null : close - i + 1;
    }
    return e === "x" ? 4 : 3;
  }
  return null;
}
function classEnd(source, i) {
  let j = i + 1;
  if (source[j] === "^") j++;
  if (source[j] === "]") j++;
  for (; j < source.length; j++) {
    const c = source[j];
    if (c === "]") return j;
    if (c === "\\") {
      const skip = escapeLength(source, j);
      if (skip === null) return null;
      j += skip - 1;
    } else if (c === "[" && source[j + 1] === ":") {
      const close = source.indexOf(":]", j + 2);
      if (close === -1) return null;
      j = close + 1;
    }
  }
  return null;
}
function foldAsciiCase(text, ascii) {
  const lower = text.toLowerCase();
  return ascii ? lower : lower.replace(LONG_S, "s");
}
var LONG_S = /\u017f/g;

// src/core/policy/regex.ts
var REGEX_FLAGS = ["i", "m", "s", "u"];
var FLAG_BITS = {
  i: RE2JS.CASE_INSENSITIVE,
  m: RE2JS.MULTILINE,
  s: RE2JS.DOTALL,
  u: 0
};
var cache = /* @__PURE__ */ new Map();
function compilePolicyRegex(source, flags = "") {
  const hit = lookup(source, flags);
  if ("field" in hit) throw new LoopgovError("ERR_POLICY_REGEX", `${hit.field}: ${hit.message}`);
  return hit;
}
function policyRegexProblem(source, flags = "") {
  const hit = lookup(source, flags);
  return "field" in hit ? hit : null;
}
function lookup(source, flags) {
  const key = `${flags}/${source}`;
  let hit = cache.get(key);
  if (!hit) {
    hit = compileUncached(source, flags);
    if (cache.size > 1e4) cache.clear();
    cache.set(key, hit);
  }
  return hit;
}
function compileUncached(source, flags) {
  let bits = 0;
  const seen = /* @__PURE__ */ new Set();
  for (const f of flags) {
    if (!(f in FLAG_BITS)) {
      return { field: "flags", message: `flag "${f}" is not allowed (allowed: ${REGEX_FLAGS.join(", ")})` };
    }
    if (seen.has(f)) return { field: "flags", message: `flag "${f}" is given twice` };
    seen.add(f);
    bits |= FLAG_BITS[f];
  }
  try {
    const re = RE2JS.compile(source, bits);
    return { source, flags, literal: requiredLiteral(source), test: (text) => re.test(text) };
  } catch (e) {
    return { field: "regex", message: `not RE2 syntax: ${explain(source, e)}` };
  }
}
function explain(source, e) {
  const raw = describeError(e).replace(/^error parsing regexp: /, "");
  if (/\\[1-9]|\\k</.test(source)) return `${raw} (backreferences cannot be matched in linear time)`;
  if (/\(\?<?[=!]/.test(source)) return `${raw} (lookaround cannot be matched in linear time)`;
  return raw;
}

// src/core/schema-words.ts
var HEX = (n) => `${n} lowercase hex digits`;
var ID = "of A-Z a-z 0-9 . _ - starting with a letter or digit";
var PATTERNS = {
  "^[^\\u0000\\n\\r]+$": "must be text on one line (no line break, no NUL)",
  "^[0-9a-f]{40}$": `must be a full commit id (${HEX(40)})`,
  "^[0-9a-f]{64}$": `must be a SHA-256 digest (${HEX(64)})`,
  "^[A-Za-z0-9_-]{43}$": "must be 43 base64url characters (A-Z a-z 0-9 _ -)",
  "^[A-Za-z0-9+/]*={0,2}$": "must be base64",
  "^[a-z0-9][a-z0-9._-]{0,63}$": "must be 1-64 of a-z 0-9 . _ - starting with a letter or digit",
  "^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$": `must be 1-128 ${ID}`,
  "^(?!.*\\.\\.)[A-Za-z0-9][A-Za-z0-9._-]{0,127}$": `must be 1-128 ${ID}, without ".."`,
  "^[A-Za-z0-9._:-]{1,128}$": "must be 1-128 of A-Z a-z 0-9 . _ : -",
  "^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(\\[bot\\])?$": "must be a GitHub login: 1-39 of A-Z a-z 0-9 - starting with a letter or digit (a bot ends in [bot])",
  "^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$": "must be OWNER/NAME",
  "^[^@\\s]+@[^@\\s]+$": "must be an email address (one @, no spaces)",
  "^[imsu]{0,4}$": "must be regex flags, each of i m s u",
  "^recovered/[0-9a-f]{64}\\.torn$": "must be recovered/<64 hex digits>.torn"
};
function schemaRuleInWords(e) {
  const p = e.params;
  if (e.keyword === "pattern") return PATTERNS[p.pattern ?? ""];
  if (e.keyword === "minLength" && p.limit === 1) return "must not be empty";
  if (e.keyword === "maxLength") return `must be at most ${p.limit} characters`;
  return void 0;
}

// src/core/policy/generated/validators.js
var validators_exports = {};
__export(validators_exports, {
  ApprovalClaims: () => ApprovalClaims,
  ApproverRegistry: () => ApproverRegistry,
  CreateRunRequest: () => CreateRunRequest,
  Decision: () => Decision,
  HaltRequest: () => HaltRequest,
  LoopPolicy: () => LoopPolicy,
  OrgCeiling: () => OrgCeiling,
  Proposal: () => Proposal,
  StepEvent: () => StepEvent,
  TraceRecord: () => TraceRecord
});
import func2_cjs from "ajv/dist/runtime/ucs2length.js";
import func0_cjs from "ajv/dist/runtime/equal.js";
var LoopPolicy = validate10;
var schema11 = { "$id": "https://loopgov.dev/schemas/loop-policy.schema.json", "$schema": "http://json-schema.org/draft-07/schema#", "title": "LoopPolicy", "type": "object", "additionalProperties": false, "required": ["apiVersion", "kind", "defaults"], "properties": { "apiVersion": { "const": "loopgov/v1" }, "kind": { "const": "LoopPolicy" }, "defaults": { "$ref": "defs.schema.json#/definitions/layer" }, "levels": { "$ref": "defs.schema.json#/definitions/levels" }, "projects": { "type": "object", "maxProperties": 1e3, "propertyNames": { "$ref": "defs.schema.json#/definitions/id" }, "additionalProperties": { "type": "object", "additionalProperties": false, "properties": { "budget": { "$ref": "defs.schema.json#/definitions/budget" }, "on_exceed": { "$ref": "defs.schema.json#/definitions/escalation" }, "convergence": { "$ref": "defs.schema.json#/definitions/convergence" }, "gates": { "$ref": "defs.schema.json#/definitions/gates" }, "success_criteria": { "$ref": "defs.schema.json#/definitions/gates" }, "max_delegation_level": { "$ref": "defs.schema.json#/definitions/level" }, "levels": { "$ref": "defs.schema.json#/definitions/levels" }, "escalation": { "$ref": "defs.schema.json#/definitions/escalation_policy" }, "context": { "$ref": "defs.schema.json#/definitions/context_policy" } } } }, "profiles": { "type": "object", "additionalProperties": false, "properties": { "dev": { "type": "object", "additionalProperties": false, "properties": { "governance": { "enum": ["required", "optional"] } } }, "prod": { "type": "object", "additionalProperties": false, "properties": { "governance": { "const": "required" } } } } } } };
var schema15 = { "type": "string", "enum": ["halt", "escalate"] };
var schema23 = { "type": "string", "enum": ["L0", "L1", "L2", "L3", "L4", "L5"] };
var schema24 = { "type": "object", "additionalProperties": false, "description": "Who may answer an ESCALATE with a signed resume (SPEC \xA74.4). proposer-bot never may.", "properties": { "approver_role": { "type": "string", "enum": ["maintainer", "org-admin"] } } };
function validate13(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "oscillation_repeat" || key0 === "thrash_window" || key0 === "no_progress_window" || key0 === "on_stall")) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.oscillation_repeat !== void 0) {
      let data0 = data.oscillation_repeat;
      if (!(typeof data0 == "number" && (!(data0 % 1) && !isNaN(data0)) && isFinite(data0))) {
        const err1 = { instancePath: instancePath + "/oscillation_repeat", schemaPath: "#/properties/oscillation_repeat/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
      if (typeof data0 == "number" && isFinite(data0)) {
        if (data0 > 1e3 || isNaN(data0)) {
          const err2 = { instancePath: instancePath + "/oscillation_repeat", schemaPath: "#/properties/oscillation_repeat/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e3 }, message: "must be <= 1000" };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        if (data0 < 2 || isNaN(data0)) {
          const err3 = { instancePath: instancePath + "/oscillation_repeat", schemaPath: "#/properties/oscillation_repeat/minimum", keyword: "minimum", params: { comparison: ">=", limit: 2 }, message: "must be >= 2" };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      }
    }
    if (data.thrash_window !== void 0) {
      let data1 = data.thrash_window;
      if (!(typeof data1 == "number" && (!(data1 % 1) && !isNaN(data1)) && isFinite(data1))) {
        const err4 = { instancePath: instancePath + "/thrash_window", schemaPath: "#/properties/thrash_window/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      if (typeof data1 == "number" && isFinite(data1)) {
        if (data1 > 1e3 || isNaN(data1)) {
          const err5 = { instancePath: instancePath + "/thrash_window", schemaPath: "#/properties/thrash_window/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e3 }, message: "must be <= 1000" };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (data1 < 3 || isNaN(data1)) {
          const err6 = { instancePath: instancePath + "/thrash_window", schemaPath: "#/properties/thrash_window/minimum", keyword: "minimum", params: { comparison: ">=", limit: 3 }, message: "must be >= 3" };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      }
    }
    if (data.no_progress_window !== void 0) {
      let data2 = data.no_progress_window;
      if (!(typeof data2 == "number" && (!(data2 % 1) && !isNaN(data2)) && isFinite(data2))) {
        const err7 = { instancePath: instancePath + "/no_progress_window", schemaPath: "#/properties/no_progress_window/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      if (typeof data2 == "number" && isFinite(data2)) {
        if (data2 > 1e5 || isNaN(data2)) {
          const err8 = { instancePath: instancePath + "/no_progress_window", schemaPath: "#/properties/no_progress_window/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e5 }, message: "must be <= 100000" };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
        if (data2 < 1 || isNaN(data2)) {
          const err9 = { instancePath: instancePath + "/no_progress_window", schemaPath: "#/properties/no_progress_window/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      }
    }
    if (data.on_stall !== void 0) {
      let data3 = data.on_stall;
      if (typeof data3 !== "string") {
        const err10 = { instancePath: instancePath + "/on_stall", schemaPath: "#/definitions/escalation/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
      if (!(data3 === "halt" || data3 === "escalate")) {
        const err11 = { instancePath: instancePath + "/on_stall", schemaPath: "#/definitions/escalation/enum", keyword: "enum", params: { allowedValues: schema15.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
  } else {
    const err12 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err12];
    } else {
      vErrors.push(err12);
    }
    errors++;
  }
  validate13.errors = vErrors;
  return errors === 0;
}
var schema19 = { "type": "object", "required": ["kind"], "properties": { "kind": { "enum": ["deny-patterns", "max-bytes", "command"] } }, "discriminator": { "propertyName": "kind" }, "oneOf": [{ "type": "object", "additionalProperties": false, "required": ["id", "kind", "patterns"], "properties": { "id": { "$ref": "#/definitions/id" }, "kind": { "const": "deny-patterns" }, "patterns": { "type": "array", "minItems": 1, "maxItems": 256, "items": { "type": "object", "additionalProperties": false, "required": ["regex"], "properties": { "regex": { "type": "string", "minLength": 1, "maxLength": 1e3 }, "flags": { "type": "string", "pattern": "^[imsu]{0,4}$" } } } }, "on_match": { "enum": ["DENY", "FAIL"] } } }, { "type": "object", "additionalProperties": false, "required": ["id", "kind", "max"], "properties": { "id": { "$ref": "#/definitions/id" }, "kind": { "const": "max-bytes" }, "max": { "type": "integer", "minimum": 0, "maximum": 1073741824 }, "on_fail": { "enum": ["FAIL", "DENY"] } } }, { "type": "object", "additionalProperties": false, "required": ["id", "kind", "argv", "timeout_sec"], "properties": { "id": { "$ref": "#/definitions/id" }, "kind": { "const": "command" }, "argv": { "type": "array", "minItems": 1, "maxItems": 64, "items": { "type": "string", "minLength": 1, "maxLength": 4096 } }, "timeout_sec": { "type": "number", "exclusiveMinimum": 0, "maximum": 3600 }, "on_fail": { "enum": ["FAIL", "DENY"] } } }] };
var pattern0 = new RegExp("^[a-z0-9][a-z0-9._-]{0,63}$", "u");
var pattern1 = new RegExp("^[imsu]{0,4}$", "u");
var func2 = func2_cjs.default ?? func2_cjs;
function validate16(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.kind === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.kind !== void 0) {
      let data0 = data.kind;
      if (!(data0 === "deny-patterns" || data0 === "max-bytes" || data0 === "command")) {
        const err1 = { instancePath: instancePath + "/kind", schemaPath: "#/properties/kind/enum", keyword: "enum", params: { allowedValues: schema19.properties.kind.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    const tag0 = data.kind;
    if (typeof tag0 == "string") {
      if (tag0 === "deny-patterns") {
        if (data && typeof data == "object" && !Array.isArray(data)) {
          if (data.id === void 0) {
            const err2 = { instancePath, schemaPath: "#/oneOf/0/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'" };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
          if (data.kind === void 0) {
            const err3 = { instancePath, schemaPath: "#/oneOf/0/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'" };
            if (vErrors === null) {
              vErrors = [err3];
            } else {
              vErrors.push(err3);
            }
            errors++;
          }
          if (data.patterns === void 0) {
            const err4 = { instancePath, schemaPath: "#/oneOf/0/required", keyword: "required", params: { missingProperty: "patterns" }, message: "must have required property 'patterns'" };
            if (vErrors === null) {
              vErrors = [err4];
            } else {
              vErrors.push(err4);
            }
            errors++;
          }
          for (const key0 in data) {
            if (!(key0 === "id" || key0 === "kind" || key0 === "patterns" || key0 === "on_match")) {
              const err5 = { instancePath, schemaPath: "#/oneOf/0/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
            }
          }
          if (data.id !== void 0) {
            let data1 = data.id;
            if (typeof data1 === "string") {
              if (!pattern0.test(data1)) {
                const err6 = { instancePath: instancePath + "/id", schemaPath: "#/definitions/id/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9][a-z0-9._-]{0,63}$" }, message: 'must match pattern "^[a-z0-9][a-z0-9._-]{0,63}$"' };
                if (vErrors === null) {
                  vErrors = [err6];
                } else {
                  vErrors.push(err6);
                }
                errors++;
              }
            } else {
              const err7 = { instancePath: instancePath + "/id", schemaPath: "#/definitions/id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
            }
          }
          if (data.kind !== void 0) {
            if ("deny-patterns" !== data.kind) {
              const err8 = { instancePath: instancePath + "/kind", schemaPath: "#/oneOf/0/properties/kind/const", keyword: "const", params: { allowedValue: "deny-patterns" }, message: "must be equal to constant" };
              if (vErrors === null) {
                vErrors = [err8];
              } else {
                vErrors.push(err8);
              }
              errors++;
            }
          }
          if (data.patterns !== void 0) {
            let data3 = data.patterns;
            if (Array.isArray(data3)) {
              if (data3.length > 256) {
                const err9 = { instancePath: instancePath + "/patterns", schemaPath: "#/oneOf/0/properties/patterns/maxItems", keyword: "maxItems", params: { limit: 256 }, message: "must NOT have more than 256 items" };
                if (vErrors === null) {
                  vErrors = [err9];
                } else {
                  vErrors.push(err9);
                }
                errors++;
              }
              if (data3.length < 1) {
                const err10 = { instancePath: instancePath + "/patterns", schemaPath: "#/oneOf/0/properties/patterns/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
                if (vErrors === null) {
                  vErrors = [err10];
                } else {
                  vErrors.push(err10);
                }
                errors++;
              }
              const len0 = data3.length;
              for (let i0 = 0; i0 < len0; i0++) {
                let data4 = data3[i0];
                if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
                  if (data4.regex === void 0) {
                    const err11 = { instancePath: instancePath + "/patterns/" + i0, schemaPath: "#/oneOf/0/properties/patterns/items/required", keyword: "required", params: { missingProperty: "regex" }, message: "must have required property 'regex'" };
                    if (vErrors === null) {
                      vErrors = [err11];
                    } else {
                      vErrors.push(err11);
                    }
                    errors++;
                  }
                  for (const key1 in data4) {
                    if (!(key1 === "regex" || key1 === "flags")) {
                      const err12 = { instancePath: instancePath + "/patterns/" + i0, schemaPath: "#/oneOf/0/properties/patterns/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
                      if (vErrors === null) {
                        vErrors = [err12];
                      } else {
                        vErrors.push(err12);
                      }
                      errors++;
                    }
                  }
                  if (data4.regex !== void 0) {
                    let data5 = data4.regex;
                    if (typeof data5 === "string") {
                      if (data5.length > 1e3 && func2(data5) > 1e3) {
                        const err13 = { instancePath: instancePath + "/patterns/" + i0 + "/regex", schemaPath: "#/oneOf/0/properties/patterns/items/properties/regex/maxLength", keyword: "maxLength", params: { limit: 1e3 }, message: "must NOT have more than 1000 characters" };
                        if (vErrors === null) {
                          vErrors = [err13];
                        } else {
                          vErrors.push(err13);
                        }
                        errors++;
                      }
                      if (data5.length < 2 * 1 && func2(data5) < 1) {
                        const err14 = { instancePath: instancePath + "/patterns/" + i0 + "/regex", schemaPath: "#/oneOf/0/properties/patterns/items/properties/regex/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                        if (vErrors === null) {
                          vErrors = [err14];
                        } else {
                          vErrors.push(err14);
                        }
                        errors++;
                      }
                    } else {
                      const err15 = { instancePath: instancePath + "/patterns/" + i0 + "/regex", schemaPath: "#/oneOf/0/properties/patterns/items/properties/regex/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                      if (vErrors === null) {
                        vErrors = [err15];
                      } else {
                        vErrors.push(err15);
                      }
                      errors++;
                    }
                  }
                  if (data4.flags !== void 0) {
                    let data6 = data4.flags;
                    if (typeof data6 === "string") {
                      if (!pattern1.test(data6)) {
                        const err16 = { instancePath: instancePath + "/patterns/" + i0 + "/flags", schemaPath: "#/oneOf/0/properties/patterns/items/properties/flags/pattern", keyword: "pattern", params: { pattern: "^[imsu]{0,4}$" }, message: 'must match pattern "^[imsu]{0,4}$"' };
                        if (vErrors === null) {
                          vErrors = [err16];
                        } else {
                          vErrors.push(err16);
                        }
                        errors++;
                      }
                    } else {
                      const err17 = { instancePath: instancePath + "/patterns/" + i0 + "/flags", schemaPath: "#/oneOf/0/properties/patterns/items/properties/flags/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                      if (vErrors === null) {
                        vErrors = [err17];
                      } else {
                        vErrors.push(err17);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err18 = { instancePath: instancePath + "/patterns/" + i0, schemaPath: "#/oneOf/0/properties/patterns/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                  if (vErrors === null) {
                    vErrors = [err18];
                  } else {
                    vErrors.push(err18);
                  }
                  errors++;
                }
              }
            } else {
              const err19 = { instancePath: instancePath + "/patterns", schemaPath: "#/oneOf/0/properties/patterns/type", keyword: "type", params: { type: "array" }, message: "must be array" };
              if (vErrors === null) {
                vErrors = [err19];
              } else {
                vErrors.push(err19);
              }
              errors++;
            }
          }
          if (data.on_match !== void 0) {
            let data7 = data.on_match;
            if (!(data7 === "DENY" || data7 === "FAIL")) {
              const err20 = { instancePath: instancePath + "/on_match", schemaPath: "#/oneOf/0/properties/on_match/enum", keyword: "enum", params: { allowedValues: schema19.oneOf[0].properties.on_match.enum }, message: "must be equal to one of the allowed values" };
              if (vErrors === null) {
                vErrors = [err20];
              } else {
                vErrors.push(err20);
              }
              errors++;
            }
          }
        } else {
          const err21 = { instancePath, schemaPath: "#/oneOf/0/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err21];
          } else {
            vErrors.push(err21);
          }
          errors++;
        }
      } else if (tag0 === "max-bytes") {
        if (data && typeof data == "object" && !Array.isArray(data)) {
          if (data.id === void 0) {
            const err22 = { instancePath, schemaPath: "#/oneOf/1/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'" };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          }
          if (data.kind === void 0) {
            const err23 = { instancePath, schemaPath: "#/oneOf/1/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'" };
            if (vErrors === null) {
              vErrors = [err23];
            } else {
              vErrors.push(err23);
            }
            errors++;
          }
          if (data.max === void 0) {
            const err24 = { instancePath, schemaPath: "#/oneOf/1/required", keyword: "required", params: { missingProperty: "max" }, message: "must have required property 'max'" };
            if (vErrors === null) {
              vErrors = [err24];
            } else {
              vErrors.push(err24);
            }
            errors++;
          }
          for (const key2 in data) {
            if (!(key2 === "id" || key2 === "kind" || key2 === "max" || key2 === "on_fail")) {
              const err25 = { instancePath, schemaPath: "#/oneOf/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
              if (vErrors === null) {
                vErrors = [err25];
              } else {
                vErrors.push(err25);
              }
              errors++;
            }
          }
          if (data.id !== void 0) {
            let data8 = data.id;
            if (typeof data8 === "string") {
              if (!pattern0.test(data8)) {
                const err26 = { instancePath: instancePath + "/id", schemaPath: "#/definitions/id/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9][a-z0-9._-]{0,63}$" }, message: 'must match pattern "^[a-z0-9][a-z0-9._-]{0,63}$"' };
                if (vErrors === null) {
                  vErrors = [err26];
                } else {
                  vErrors.push(err26);
                }
                errors++;
              }
            } else {
              const err27 = { instancePath: instancePath + "/id", schemaPath: "#/definitions/id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err27];
              } else {
                vErrors.push(err27);
              }
              errors++;
            }
          }
          if (data.kind !== void 0) {
            if ("max-bytes" !== data.kind) {
              const err28 = { instancePath: instancePath + "/kind", schemaPath: "#/oneOf/1/properties/kind/const", keyword: "const", params: { allowedValue: "max-bytes" }, message: "must be equal to constant" };
              if (vErrors === null) {
                vErrors = [err28];
              } else {
                vErrors.push(err28);
              }
              errors++;
            }
          }
          if (data.max !== void 0) {
            let data10 = data.max;
            if (!(typeof data10 == "number" && (!(data10 % 1) && !isNaN(data10)) && isFinite(data10))) {
              const err29 = { instancePath: instancePath + "/max", schemaPath: "#/oneOf/1/properties/max/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
              if (vErrors === null) {
                vErrors = [err29];
              } else {
                vErrors.push(err29);
              }
              errors++;
            }
            if (typeof data10 == "number" && isFinite(data10)) {
              if (data10 > 1073741824 || isNaN(data10)) {
                const err30 = { instancePath: instancePath + "/max", schemaPath: "#/oneOf/1/properties/max/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1073741824 }, message: "must be <= 1073741824" };
                if (vErrors === null) {
                  vErrors = [err30];
                } else {
                  vErrors.push(err30);
                }
                errors++;
              }
              if (data10 < 0 || isNaN(data10)) {
                const err31 = { instancePath: instancePath + "/max", schemaPath: "#/oneOf/1/properties/max/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                if (vErrors === null) {
                  vErrors = [err31];
                } else {
                  vErrors.push(err31);
                }
                errors++;
              }
            }
          }
          if (data.on_fail !== void 0) {
            let data11 = data.on_fail;
            if (!(data11 === "FAIL" || data11 === "DENY")) {
              const err32 = { instancePath: instancePath + "/on_fail", schemaPath: "#/oneOf/1/properties/on_fail/enum", keyword: "enum", params: { allowedValues: schema19.oneOf[1].properties.on_fail.enum }, message: "must be equal to one of the allowed values" };
              if (vErrors === null) {
                vErrors = [err32];
              } else {
                vErrors.push(err32);
              }
              errors++;
            }
          }
        } else {
          const err33 = { instancePath, schemaPath: "#/oneOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err33];
          } else {
            vErrors.push(err33);
          }
          errors++;
        }
      } else if (tag0 === "command") {
        if (data && typeof data == "object" && !Array.isArray(data)) {
          if (data.id === void 0) {
            const err34 = { instancePath, schemaPath: "#/oneOf/2/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'" };
            if (vErrors === null) {
              vErrors = [err34];
            } else {
              vErrors.push(err34);
            }
            errors++;
          }
          if (data.kind === void 0) {
            const err35 = { instancePath, schemaPath: "#/oneOf/2/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'" };
            if (vErrors === null) {
              vErrors = [err35];
            } else {
              vErrors.push(err35);
            }
            errors++;
          }
          if (data.argv === void 0) {
            const err36 = { instancePath, schemaPath: "#/oneOf/2/required", keyword: "required", params: { missingProperty: "argv" }, message: "must have required property 'argv'" };
            if (vErrors === null) {
              vErrors = [err36];
            } else {
              vErrors.push(err36);
            }
            errors++;
          }
          if (data.timeout_sec === void 0) {
            const err37 = { instancePath, schemaPath: "#/oneOf/2/required", keyword: "required", params: { missingProperty: "timeout_sec" }, message: "must have required property 'timeout_sec'" };
            if (vErrors === null) {
              vErrors = [err37];
            } else {
              vErrors.push(err37);
            }
            errors++;
          }
          for (const key3 in data) {
            if (!(key3 === "id" || key3 === "kind" || key3 === "argv" || key3 === "timeout_sec" || key3 === "on_fail")) {
              const err38 = { instancePath, schemaPath: "#/oneOf/2/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
              if (vErrors === null) {
                vErrors = [err38];
              } else {
                vErrors.push(err38);
              }
              errors++;
            }
          }
          if (data.id !== void 0) {
            let data12 = data.id;
            if (typeof data12 === "string") {
              if (!pattern0.test(data12)) {
                const err39 = { instancePath: instancePath + "/id", schemaPath: "#/definitions/id/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9][a-z0-9._-]{0,63}$" }, message: 'must match pattern "^[a-z0-9][a-z0-9._-]{0,63}$"' };
                if (vErrors === null) {
                  vErrors = [err39];
                } else {
                  vErrors.push(err39);
                }
                errors++;
              }
            } else {
              const err40 = { instancePath: instancePath + "/id", schemaPath: "#/definitions/id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err40];
              } else {
                vErrors.push(err40);
              }
              errors++;
            }
          }
          if (data.kind !== void 0) {
            if ("command" !== data.kind) {
              const err41 = { instancePath: instancePath + "/kind", schemaPath: "#/oneOf/2/properties/kind/const", keyword: "const", params: { allowedValue: "command" }, message: "must be equal to constant" };
              if (vErrors === null) {
                vErrors = [err41];
              } else {
                vErrors.push(err41);
              }
              errors++;
            }
          }
          if (data.argv !== void 0) {
            let data14 = data.argv;
            if (Array.isArray(data14)) {
              if (data14.length > 64) {
                const err42 = { instancePath: instancePath + "/argv", schemaPath: "#/oneOf/2/properties/argv/maxItems", keyword: "maxItems", params: { limit: 64 }, message: "must NOT have more than 64 items" };
                if (vErrors === null) {
                  vErrors = [err42];
                } else {
                  vErrors.push(err42);
                }
                errors++;
              }
              if (data14.length < 1) {
                const err43 = { instancePath: instancePath + "/argv", schemaPath: "#/oneOf/2/properties/argv/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
                if (vErrors === null) {
                  vErrors = [err43];
                } else {
                  vErrors.push(err43);
                }
                errors++;
              }
              const len1 = data14.length;
              for (let i1 = 0; i1 < len1; i1++) {
                let data15 = data14[i1];
                if (typeof data15 === "string") {
                  if (data15.length > 4096 && func2(data15) > 4096) {
                    const err44 = { instancePath: instancePath + "/argv/" + i1, schemaPath: "#/oneOf/2/properties/argv/items/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters" };
                    if (vErrors === null) {
                      vErrors = [err44];
                    } else {
                      vErrors.push(err44);
                    }
                    errors++;
                  }
                  if (data15.length < 2 * 1 && func2(data15) < 1) {
                    const err45 = { instancePath: instancePath + "/argv/" + i1, schemaPath: "#/oneOf/2/properties/argv/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                    if (vErrors === null) {
                      vErrors = [err45];
                    } else {
                      vErrors.push(err45);
                    }
                    errors++;
                  }
                } else {
                  const err46 = { instancePath: instancePath + "/argv/" + i1, schemaPath: "#/oneOf/2/properties/argv/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err46];
                  } else {
                    vErrors.push(err46);
                  }
                  errors++;
                }
              }
            } else {
              const err47 = { instancePath: instancePath + "/argv", schemaPath: "#/oneOf/2/properties/argv/type", keyword: "type", params: { type: "array" }, message: "must be array" };
              if (vErrors === null) {
                vErrors = [err47];
              } else {
                vErrors.push(err47);
              }
              errors++;
            }
          }
          if (data.timeout_sec !== void 0) {
            let data16 = data.timeout_sec;
            if (typeof data16 == "number" && isFinite(data16)) {
              if (data16 > 3600 || isNaN(data16)) {
                const err48 = { instancePath: instancePath + "/timeout_sec", schemaPath: "#/oneOf/2/properties/timeout_sec/maximum", keyword: "maximum", params: { comparison: "<=", limit: 3600 }, message: "must be <= 3600" };
                if (vErrors === null) {
                  vErrors = [err48];
                } else {
                  vErrors.push(err48);
                }
                errors++;
              }
              if (data16 <= 0 || isNaN(data16)) {
                const err49 = { instancePath: instancePath + "/timeout_sec", schemaPath: "#/oneOf/2/properties/timeout_sec/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0 }, message: "must be > 0" };
                if (vErrors === null) {
                  vErrors = [err49];
                } else {
                  vErrors.push(err49);
                }
                errors++;
              }
            } else {
              const err50 = { instancePath: instancePath + "/timeout_sec", schemaPath: "#/oneOf/2/properties/timeout_sec/type", keyword: "type", params: { type: "number" }, message: "must be number" };
              if (vErrors === null) {
                vErrors = [err50];
              } else {
                vErrors.push(err50);
              }
              errors++;
            }
          }
          if (data.on_fail !== void 0) {
            let data17 = data.on_fail;
            if (!(data17 === "FAIL" || data17 === "DENY")) {
              const err51 = { instancePath: instancePath + "/on_fail", schemaPath: "#/oneOf/2/properties/on_fail/enum", keyword: "enum", params: { allowedValues: schema19.oneOf[2].properties.on_fail.enum }, message: "must be equal to one of the allowed values" };
              if (vErrors === null) {
                vErrors = [err51];
              } else {
                vErrors.push(err51);
              }
              errors++;
            }
          }
        } else {
          const err52 = { instancePath, schemaPath: "#/oneOf/2/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err52];
          } else {
            vErrors.push(err52);
          }
          errors++;
        }
      } else {
        const err53 = { instancePath, schemaPath: "#/discriminator", keyword: "discriminator", params: { error: "mapping", tag: "kind", tagValue: tag0 }, message: 'value of tag "kind" must be in oneOf' };
        if (vErrors === null) {
          vErrors = [err53];
        } else {
          vErrors.push(err53);
        }
        errors++;
      }
    } else {
      const err54 = { instancePath, schemaPath: "#/discriminator", keyword: "discriminator", params: { error: "tag", tag: "kind", tagValue: tag0 }, message: 'tag "kind" must be string' };
      if (vErrors === null) {
        vErrors = [err54];
      } else {
        vErrors.push(err54);
      }
      errors++;
    }
  } else {
    const err55 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err55];
    } else {
      vErrors.push(err55);
    }
    errors++;
  }
  validate16.errors = vErrors;
  return errors === 0;
}
function validate15(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (Array.isArray(data)) {
    if (data.length > 64) {
      const err0 = { instancePath, schemaPath: "#/maxItems", keyword: "maxItems", params: { limit: 64 }, message: "must NOT have more than 64 items" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    const len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) {
      if (!validate16(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData })) {
        vErrors = vErrors === null ? validate16.errors : vErrors.concat(validate16.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" }, message: "must be array" };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate15.errors = vErrors;
  return errors === 0;
}
function validate20(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "max_bytes" || key0 === "must_keep")) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.max_bytes !== void 0) {
      let data0 = data.max_bytes;
      if (!(typeof data0 == "number" && (!(data0 % 1) && !isNaN(data0)) && isFinite(data0))) {
        const err1 = { instancePath: instancePath + "/max_bytes", schemaPath: "#/properties/max_bytes/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
      if (typeof data0 == "number" && isFinite(data0)) {
        if (data0 > 1073741824 || isNaN(data0)) {
          const err2 = { instancePath: instancePath + "/max_bytes", schemaPath: "#/properties/max_bytes/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1073741824 }, message: "must be <= 1073741824" };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        if (data0 < 0 || isNaN(data0)) {
          const err3 = { instancePath: instancePath + "/max_bytes", schemaPath: "#/properties/max_bytes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      }
    }
    if (data.must_keep !== void 0) {
      let data1 = data.must_keep;
      if (Array.isArray(data1)) {
        if (data1.length > 256) {
          const err4 = { instancePath: instancePath + "/must_keep", schemaPath: "#/properties/must_keep/maxItems", keyword: "maxItems", params: { limit: 256 }, message: "must NOT have more than 256 items" };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        const len0 = data1.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data2 = data1[i0];
          if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
            if (data2.id === void 0) {
              const err5 = { instancePath: instancePath + "/must_keep/" + i0, schemaPath: "#/properties/must_keep/items/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'" };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
            }
            for (const key1 in data2) {
              if (!(key1 === "id" || key1 === "literal" || key1 === "regex" || key1 === "flags")) {
                const err6 = { instancePath: instancePath + "/must_keep/" + i0, schemaPath: "#/properties/must_keep/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err6];
                } else {
                  vErrors.push(err6);
                }
                errors++;
              }
            }
            if (data2.id !== void 0) {
              let data3 = data2.id;
              if (typeof data3 === "string") {
                if (!pattern0.test(data3)) {
                  const err7 = { instancePath: instancePath + "/must_keep/" + i0 + "/id", schemaPath: "#/definitions/id/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9][a-z0-9._-]{0,63}$" }, message: 'must match pattern "^[a-z0-9][a-z0-9._-]{0,63}$"' };
                  if (vErrors === null) {
                    vErrors = [err7];
                  } else {
                    vErrors.push(err7);
                  }
                  errors++;
                }
              } else {
                const err8 = { instancePath: instancePath + "/must_keep/" + i0 + "/id", schemaPath: "#/definitions/id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err8];
                } else {
                  vErrors.push(err8);
                }
                errors++;
              }
            }
            if (data2.literal !== void 0) {
              let data4 = data2.literal;
              if (typeof data4 === "string") {
                if (data4.length > 4096 && func2(data4) > 4096) {
                  const err9 = { instancePath: instancePath + "/must_keep/" + i0 + "/literal", schemaPath: "#/properties/must_keep/items/properties/literal/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters" };
                  if (vErrors === null) {
                    vErrors = [err9];
                  } else {
                    vErrors.push(err9);
                  }
                  errors++;
                }
                if (data4.length < 2 * 1 && func2(data4) < 1) {
                  const err10 = { instancePath: instancePath + "/must_keep/" + i0 + "/literal", schemaPath: "#/properties/must_keep/items/properties/literal/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err10];
                  } else {
                    vErrors.push(err10);
                  }
                  errors++;
                }
              } else {
                const err11 = { instancePath: instancePath + "/must_keep/" + i0 + "/literal", schemaPath: "#/properties/must_keep/items/properties/literal/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err11];
                } else {
                  vErrors.push(err11);
                }
                errors++;
              }
            }
            if (data2.regex !== void 0) {
              let data5 = data2.regex;
              if (typeof data5 === "string") {
                if (data5.length > 1e3 && func2(data5) > 1e3) {
                  const err12 = { instancePath: instancePath + "/must_keep/" + i0 + "/regex", schemaPath: "#/properties/must_keep/items/properties/regex/maxLength", keyword: "maxLength", params: { limit: 1e3 }, message: "must NOT have more than 1000 characters" };
                  if (vErrors === null) {
                    vErrors = [err12];
                  } else {
                    vErrors.push(err12);
                  }
                  errors++;
                }
                if (data5.length < 2 * 1 && func2(data5) < 1) {
                  const err13 = { instancePath: instancePath + "/must_keep/" + i0 + "/regex", schemaPath: "#/properties/must_keep/items/properties/regex/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err13];
                  } else {
                    vErrors.push(err13);
                  }
                  errors++;
                }
              } else {
                const err14 = { instancePath: instancePath + "/must_keep/" + i0 + "/regex", schemaPath: "#/properties/must_keep/items/properties/regex/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err14];
                } else {
                  vErrors.push(err14);
                }
                errors++;
              }
            }
            if (data2.flags !== void 0) {
              let data6 = data2.flags;
              if (typeof data6 === "string") {
                if (!pattern1.test(data6)) {
                  const err15 = { instancePath: instancePath + "/must_keep/" + i0 + "/flags", schemaPath: "#/properties/must_keep/items/properties/flags/pattern", keyword: "pattern", params: { pattern: "^[imsu]{0,4}$" }, message: 'must match pattern "^[imsu]{0,4}$"' };
                  if (vErrors === null) {
                    vErrors = [err15];
                  } else {
                    vErrors.push(err15);
                  }
                  errors++;
                }
              } else {
                const err16 = { instancePath: instancePath + "/must_keep/" + i0 + "/flags", schemaPath: "#/properties/must_keep/items/properties/flags/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err16];
                } else {
                  vErrors.push(err16);
                }
                errors++;
              }
            }
          } else {
            const err17 = { instancePath: instancePath + "/must_keep/" + i0, schemaPath: "#/properties/must_keep/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
            }
            errors++;
          }
        }
      } else {
        const err18 = { instancePath: instancePath + "/must_keep", schemaPath: "#/properties/must_keep/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
  } else {
    const err19 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err19];
    } else {
      vErrors.push(err19);
    }
    errors++;
  }
  validate20.errors = vErrors;
  return errors === 0;
}
function validate12(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "budget" || key0 === "on_exceed" || key0 === "convergence" || key0 === "gates" || key0 === "success_criteria" || key0 === "max_delegation_level" || key0 === "escalation" || key0 === "context")) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.budget !== void 0) {
      let data0 = data.budget;
      if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
        for (const key1 in data0) {
          if (!(key1 === "max_steps" || key1 === "max_tokens" || key1 === "max_wall_clock_sec" || key1 === "max_cost_usd" || key1 === "max_corrections_per_step")) {
            const err1 = { instancePath: instancePath + "/budget", schemaPath: "#/definitions/budget/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err1];
            } else {
              vErrors.push(err1);
            }
            errors++;
          }
        }
        if (data0.max_steps !== void 0) {
          let data1 = data0.max_steps;
          if (!(typeof data1 == "number" && (!(data1 % 1) && !isNaN(data1)) && isFinite(data1))) {
            const err2 = { instancePath: instancePath + "/budget/max_steps", schemaPath: "#/definitions/budget/properties/max_steps/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
          if (typeof data1 == "number" && isFinite(data1)) {
            if (data1 > 1e6 || isNaN(data1)) {
              const err3 = { instancePath: instancePath + "/budget/max_steps", schemaPath: "#/definitions/budget/properties/max_steps/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e6 }, message: "must be <= 1000000" };
              if (vErrors === null) {
                vErrors = [err3];
              } else {
                vErrors.push(err3);
              }
              errors++;
            }
            if (data1 < 1 || isNaN(data1)) {
              const err4 = { instancePath: instancePath + "/budget/max_steps", schemaPath: "#/definitions/budget/properties/max_steps/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
              if (vErrors === null) {
                vErrors = [err4];
              } else {
                vErrors.push(err4);
              }
              errors++;
            }
          }
        }
        if (data0.max_tokens !== void 0) {
          let data2 = data0.max_tokens;
          if (!(typeof data2 == "number" && (!(data2 % 1) && !isNaN(data2)) && isFinite(data2))) {
            const err5 = { instancePath: instancePath + "/budget/max_tokens", schemaPath: "#/definitions/budget/properties/max_tokens/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err5];
            } else {
              vErrors.push(err5);
            }
            errors++;
          }
          if (typeof data2 == "number" && isFinite(data2)) {
            if (data2 > 1e10 || isNaN(data2)) {
              const err6 = { instancePath: instancePath + "/budget/max_tokens", schemaPath: "#/definitions/budget/properties/max_tokens/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e10 }, message: "must be <= 10000000000" };
              if (vErrors === null) {
                vErrors = [err6];
              } else {
                vErrors.push(err6);
              }
              errors++;
            }
            if (data2 < 0 || isNaN(data2)) {
              const err7 = { instancePath: instancePath + "/budget/max_tokens", schemaPath: "#/definitions/budget/properties/max_tokens/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
            }
          }
        }
        if (data0.max_wall_clock_sec !== void 0) {
          let data3 = data0.max_wall_clock_sec;
          if (typeof data3 == "number" && isFinite(data3)) {
            if (data3 > 604800 || isNaN(data3)) {
              const err8 = { instancePath: instancePath + "/budget/max_wall_clock_sec", schemaPath: "#/definitions/budget/properties/max_wall_clock_sec/maximum", keyword: "maximum", params: { comparison: "<=", limit: 604800 }, message: "must be <= 604800" };
              if (vErrors === null) {
                vErrors = [err8];
              } else {
                vErrors.push(err8);
              }
              errors++;
            }
            if (data3 < 0 || isNaN(data3)) {
              const err9 = { instancePath: instancePath + "/budget/max_wall_clock_sec", schemaPath: "#/definitions/budget/properties/max_wall_clock_sec/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err9];
              } else {
                vErrors.push(err9);
              }
              errors++;
            }
          } else {
            const err10 = { instancePath: instancePath + "/budget/max_wall_clock_sec", schemaPath: "#/definitions/budget/properties/max_wall_clock_sec/type", keyword: "type", params: { type: "number" }, message: "must be number" };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
        }
        if (data0.max_cost_usd !== void 0) {
          let data4 = data0.max_cost_usd;
          if (typeof data4 == "number" && isFinite(data4)) {
            if (data4 > 1e5 || isNaN(data4)) {
              const err11 = { instancePath: instancePath + "/budget/max_cost_usd", schemaPath: "#/definitions/budget/properties/max_cost_usd/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e5 }, message: "must be <= 100000" };
              if (vErrors === null) {
                vErrors = [err11];
              } else {
                vErrors.push(err11);
              }
              errors++;
            }
            if (data4 < 0 || isNaN(data4)) {
              const err12 = { instancePath: instancePath + "/budget/max_cost_usd", schemaPath: "#/definitions/budget/properties/max_cost_usd/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err12];
              } else {
                vErrors.push(err12);
              }
              errors++;
            }
          } else {
            const err13 = { instancePath: instancePath + "/budget/max_cost_usd", schemaPath: "#/definitions/budget/properties/max_cost_usd/type", keyword: "type", params: { type: "number" }, message: "must be number" };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
        }
        if (data0.max_corrections_per_step !== void 0) {
          let data5 = data0.max_corrections_per_step;
          if (!(typeof data5 == "number" && (!(data5 % 1) && !isNaN(data5)) && isFinite(data5))) {
            const err14 = { instancePath: instancePath + "/budget/max_corrections_per_step", schemaPath: "#/definitions/budget/properties/max_corrections_per_step/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
          }
          if (typeof data5 == "number" && isFinite(data5)) {
            if (data5 > 100 || isNaN(data5)) {
              const err15 = { instancePath: instancePath + "/budget/max_corrections_per_step", schemaPath: "#/definitions/budget/properties/max_corrections_per_step/maximum", keyword: "maximum", params: { comparison: "<=", limit: 100 }, message: "must be <= 100" };
              if (vErrors === null) {
                vErrors = [err15];
              } else {
                vErrors.push(err15);
              }
              errors++;
            }
            if (data5 < 0 || isNaN(data5)) {
              const err16 = { instancePath: instancePath + "/budget/max_corrections_per_step", schemaPath: "#/definitions/budget/properties/max_corrections_per_step/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err16];
              } else {
                vErrors.push(err16);
              }
              errors++;
            }
          }
        }
      } else {
        const err17 = { instancePath: instancePath + "/budget", schemaPath: "#/definitions/budget/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
    if (data.on_exceed !== void 0) {
      let data6 = data.on_exceed;
      if (typeof data6 !== "string") {
        const err18 = { instancePath: instancePath + "/on_exceed", schemaPath: "#/definitions/escalation/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
      if (!(data6 === "halt" || data6 === "escalate")) {
        const err19 = { instancePath: instancePath + "/on_exceed", schemaPath: "#/definitions/escalation/enum", keyword: "enum", params: { allowedValues: schema15.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
    }
    if (data.convergence !== void 0) {
      if (!validate13(data.convergence, { instancePath: instancePath + "/convergence", parentData: data, parentDataProperty: "convergence", rootData })) {
        vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);
        errors = vErrors.length;
      }
    }
    if (data.gates !== void 0) {
      if (!validate15(data.gates, { instancePath: instancePath + "/gates", parentData: data, parentDataProperty: "gates", rootData })) {
        vErrors = vErrors === null ? validate15.errors : vErrors.concat(validate15.errors);
        errors = vErrors.length;
      }
    }
    if (data.success_criteria !== void 0) {
      if (!validate15(data.success_criteria, { instancePath: instancePath + "/success_criteria", parentData: data, parentDataProperty: "success_criteria", rootData })) {
        vErrors = vErrors === null ? validate15.errors : vErrors.concat(validate15.errors);
        errors = vErrors.length;
      }
    }
    if (data.max_delegation_level !== void 0) {
      let data10 = data.max_delegation_level;
      if (typeof data10 !== "string") {
        const err20 = { instancePath: instancePath + "/max_delegation_level", schemaPath: "#/definitions/level/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
      if (!(data10 === "L0" || data10 === "L1" || data10 === "L2" || data10 === "L3" || data10 === "L4" || data10 === "L5")) {
        const err21 = { instancePath: instancePath + "/max_delegation_level", schemaPath: "#/definitions/level/enum", keyword: "enum", params: { allowedValues: schema23.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
    }
    if (data.escalation !== void 0) {
      let data11 = data.escalation;
      if (data11 && typeof data11 == "object" && !Array.isArray(data11)) {
        for (const key2 in data11) {
          if (!(key2 === "approver_role")) {
            const err22 = { instancePath: instancePath + "/escalation", schemaPath: "#/definitions/escalation_policy/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          }
        }
        if (data11.approver_role !== void 0) {
          let data12 = data11.approver_role;
          if (typeof data12 !== "string") {
            const err23 = { instancePath: instancePath + "/escalation/approver_role", schemaPath: "#/definitions/escalation_policy/properties/approver_role/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err23];
            } else {
              vErrors.push(err23);
            }
            errors++;
          }
          if (!(data12 === "maintainer" || data12 === "org-admin")) {
            const err24 = { instancePath: instancePath + "/escalation/approver_role", schemaPath: "#/definitions/escalation_policy/properties/approver_role/enum", keyword: "enum", params: { allowedValues: schema24.properties.approver_role.enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
              vErrors = [err24];
            } else {
              vErrors.push(err24);
            }
            errors++;
          }
        }
      } else {
        const err25 = { instancePath: instancePath + "/escalation", schemaPath: "#/definitions/escalation_policy/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err25];
        } else {
          vErrors.push(err25);
        }
        errors++;
      }
    }
    if (data.context !== void 0) {
      if (!validate20(data.context, { instancePath: instancePath + "/context", parentData: data, parentDataProperty: "context", rootData })) {
        vErrors = vErrors === null ? validate20.errors : vErrors.concat(validate20.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err26 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err26];
    } else {
      vErrors.push(err26);
    }
    errors++;
  }
  validate12.errors = vErrors;
  return errors === 0;
}
function validate24(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "budget" || key0 === "on_exceed" || key0 === "convergence" || key0 === "gates" || key0 === "success_criteria" || key0 === "max_delegation_level" || key0 === "escalation" || key0 === "context")) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.budget !== void 0) {
      let data0 = data.budget;
      if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
        for (const key1 in data0) {
          if (!(key1 === "max_steps" || key1 === "max_tokens" || key1 === "max_wall_clock_sec" || key1 === "max_cost_usd" || key1 === "max_corrections_per_step")) {
            const err1 = { instancePath: instancePath + "/budget", schemaPath: "#/definitions/budget/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err1];
            } else {
              vErrors.push(err1);
            }
            errors++;
          }
        }
        if (data0.max_steps !== void 0) {
          let data1 = data0.max_steps;
          if (!(typeof data1 == "number" && (!(data1 % 1) && !isNaN(data1)) && isFinite(data1))) {
            const err2 = { instancePath: instancePath + "/budget/max_steps", schemaPath: "#/definitions/budget/properties/max_steps/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
          if (typeof data1 == "number" && isFinite(data1)) {
            if (data1 > 1e6 || isNaN(data1)) {
              const err3 = { instancePath: instancePath + "/budget/max_steps", schemaPath: "#/definitions/budget/properties/max_steps/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e6 }, message: "must be <= 1000000" };
              if (vErrors === null) {
                vErrors = [err3];
              } else {
                vErrors.push(err3);
              }
              errors++;
            }
            if (data1 < 1 || isNaN(data1)) {
              const err4 = { instancePath: instancePath + "/budget/max_steps", schemaPath: "#/definitions/budget/properties/max_steps/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
              if (vErrors === null) {
                vErrors = [err4];
              } else {
                vErrors.push(err4);
              }
              errors++;
            }
          }
        }
        if (data0.max_tokens !== void 0) {
          let data2 = data0.max_tokens;
          if (!(typeof data2 == "number" && (!(data2 % 1) && !isNaN(data2)) && isFinite(data2))) {
            const err5 = { instancePath: instancePath + "/budget/max_tokens", schemaPath: "#/definitions/budget/properties/max_tokens/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err5];
            } else {
              vErrors.push(err5);
            }
            errors++;
          }
          if (typeof data2 == "number" && isFinite(data2)) {
            if (data2 > 1e10 || isNaN(data2)) {
              const err6 = { instancePath: instancePath + "/budget/max_tokens", schemaPath: "#/definitions/budget/properties/max_tokens/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e10 }, message: "must be <= 10000000000" };
              if (vErrors === null) {
                vErrors = [err6];
              } else {
                vErrors.push(err6);
              }
              errors++;
            }
            if (data2 < 0 || isNaN(data2)) {
              const err7 = { instancePath: instancePath + "/budget/max_tokens", schemaPath: "#/definitions/budget/properties/max_tokens/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
            }
          }
        }
        if (data0.max_wall_clock_sec !== void 0) {
          let data3 = data0.max_wall_clock_sec;
          if (typeof data3 == "number" && isFinite(data3)) {
            if (data3 > 604800 || isNaN(data3)) {
              const err8 = { instancePath: instancePath + "/budget/max_wall_clock_sec", schemaPath: "#/definitions/budget/properties/max_wall_clock_sec/maximum", keyword: "maximum", params: { comparison: "<=", limit: 604800 }, message: "must be <= 604800" };
              if (vErrors === null) {
                vErrors = [err8];
              } else {
                vErrors.push(err8);
              }
              errors++;
            }
            if (data3 < 0 || isNaN(data3)) {
              const err9 = { instancePath: instancePath + "/budget/max_wall_clock_sec", schemaPath: "#/definitions/budget/properties/max_wall_clock_sec/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err9];
              } else {
                vErrors.push(err9);
              }
              errors++;
            }
          } else {
            const err10 = { instancePath: instancePath + "/budget/max_wall_clock_sec", schemaPath: "#/definitions/budget/properties/max_wall_clock_sec/type", keyword: "type", params: { type: "number" }, message: "must be number" };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
        }
        if (data0.max_cost_usd !== void 0) {
          let data4 = data0.max_cost_usd;
          if (typeof data4 == "number" && isFinite(data4)) {
            if (data4 > 1e5 || isNaN(data4)) {
              const err11 = { instancePath: instancePath + "/budget/max_cost_usd", schemaPath: "#/definitions/budget/properties/max_cost_usd/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e5 }, message: "must be <= 100000" };
              if (vErrors === null) {
                vErrors = [err11];
              } else {
                vErrors.push(err11);
              }
              errors++;
            }
            if (data4 < 0 || isNaN(data4)) {
              const err12 = { instancePath: instancePath + "/budget/max_cost_usd", schemaPath: "#/definitions/budget/properties/max_cost_usd/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err12];
              } else {
                vErrors.push(err12);
              }
              errors++;
            }
          } else {
            const err13 = { instancePath: instancePath + "/budget/max_cost_usd", schemaPath: "#/definitions/budget/properties/max_cost_usd/type", keyword: "type", params: { type: "number" }, message: "must be number" };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
        }
        if (data0.max_corrections_per_step !== void 0) {
          let data5 = data0.max_corrections_per_step;
          if (!(typeof data5 == "number" && (!(data5 % 1) && !isNaN(data5)) && isFinite(data5))) {
            const err14 = { instancePath: instancePath + "/budget/max_corrections_per_step", schemaPath: "#/definitions/budget/properties/max_corrections_per_step/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
          }
          if (typeof data5 == "number" && isFinite(data5)) {
            if (data5 > 100 || isNaN(data5)) {
              const err15 = { instancePath: instancePath + "/budget/max_corrections_per_step", schemaPath: "#/definitions/budget/properties/max_corrections_per_step/maximum", keyword: "maximum", params: { comparison: "<=", limit: 100 }, message: "must be <= 100" };
              if (vErrors === null) {
                vErrors = [err15];
              } else {
                vErrors.push(err15);
              }
              errors++;
            }
            if (data5 < 0 || isNaN(data5)) {
              const err16 = { instancePath: instancePath + "/budget/max_corrections_per_step", schemaPath: "#/definitions/budget/properties/max_corrections_per_step/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err16];
              } else {
                vErrors.push(err16);
              }
              errors++;
            }
          }
        }
      } else {
        const err17 = { instancePath: instancePath + "/budget", schemaPath: "#/definitions/budget/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
    if (data.on_exceed !== void 0) {
      let data6 = data.on_exceed;
      if (typeof data6 !== "string") {
        const err18 = { instancePath: instancePath + "/on_exceed", schemaPath: "#/definitions/escalation/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
      if (!(data6 === "halt" || data6 === "escalate")) {
        const err19 = { instancePath: instancePath + "/on_exceed", schemaPath: "#/definitions/escalation/enum", keyword: "enum", params: { allowedValues: schema15.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
    }
    if (data.convergence !== void 0) {
      if (!validate13(data.convergence, { instancePath: instancePath + "/convergence", parentData: data, parentDataProperty: "convergence", rootData })) {
        vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);
        errors = vErrors.length;
      }
    }
    if (data.gates !== void 0) {
      if (!validate15(data.gates, { instancePath: instancePath + "/gates", parentData: data, parentDataProperty: "gates", rootData })) {
        vErrors = vErrors === null ? validate15.errors : vErrors.concat(validate15.errors);
        errors = vErrors.length;
      }
    }
    if (data.success_criteria !== void 0) {
      if (!validate15(data.success_criteria, { instancePath: instancePath + "/success_criteria", parentData: data, parentDataProperty: "success_criteria", rootData })) {
        vErrors = vErrors === null ? validate15.errors : vErrors.concat(validate15.errors);
        errors = vErrors.length;
      }
    }
    if (data.max_delegation_level !== void 0) {
      let data10 = data.max_delegation_level;
      if (typeof data10 !== "string") {
        const err20 = { instancePath: instancePath + "/max_delegation_level", schemaPath: "#/definitions/level/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
      if (!(data10 === "L0" || data10 === "L1" || data10 === "L2" || data10 === "L3" || data10 === "L4" || data10 === "L5")) {
        const err21 = { instancePath: instancePath + "/max_delegation_level", schemaPath: "#/definitions/level/enum", keyword: "enum", params: { allowedValues: schema23.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
    }
    if (data.escalation !== void 0) {
      let data11 = data.escalation;
      if (data11 && typeof data11 == "object" && !Array.isArray(data11)) {
        for (const key2 in data11) {
          if (!(key2 === "approver_role")) {
            const err22 = { instancePath: instancePath + "/escalation", schemaPath: "#/definitions/escalation_policy/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          }
        }
        if (data11.approver_role !== void 0) {
          let data12 = data11.approver_role;
          if (typeof data12 !== "string") {
            const err23 = { instancePath: instancePath + "/escalation/approver_role", schemaPath: "#/definitions/escalation_policy/properties/approver_role/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err23];
            } else {
              vErrors.push(err23);
            }
            errors++;
          }
          if (!(data12 === "maintainer" || data12 === "org-admin")) {
            const err24 = { instancePath: instancePath + "/escalation/approver_role", schemaPath: "#/definitions/escalation_policy/properties/approver_role/enum", keyword: "enum", params: { allowedValues: schema24.properties.approver_role.enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
              vErrors = [err24];
            } else {
              vErrors.push(err24);
            }
            errors++;
          }
        }
      } else {
        const err25 = { instancePath: instancePath + "/escalation", schemaPath: "#/definitions/escalation_policy/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err25];
        } else {
          vErrors.push(err25);
        }
        errors++;
      }
    }
    if (data.context !== void 0) {
      if (!validate20(data.context, { instancePath: instancePath + "/context", parentData: data, parentDataProperty: "context", rootData })) {
        vErrors = vErrors === null ? validate20.errors : vErrors.concat(validate20.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err26 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err26];
    } else {
      vErrors.push(err26);
    }
    errors++;
  }
  validate24.errors = vErrors;
  return errors === 0;
}
function validate23(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "L0" || key0 === "L1" || key0 === "L2" || key0 === "L3" || key0 === "L4" || key0 === "L5")) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.L0 !== void 0) {
      if (!validate24(data.L0, { instancePath: instancePath + "/L0", parentData: data, parentDataProperty: "L0", rootData })) {
        vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
        errors = vErrors.length;
      }
    }
    if (data.L1 !== void 0) {
      if (!validate24(data.L1, { instancePath: instancePath + "/L1", parentData: data, parentDataProperty: "L1", rootData })) {
        vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
        errors = vErrors.length;
      }
    }
    if (data.L2 !== void 0) {
      if (!validate24(data.L2, { instancePath: instancePath + "/L2", parentData: data, parentDataProperty: "L2", rootData })) {
        vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
        errors = vErrors.length;
      }
    }
    if (data.L3 !== void 0) {
      if (!validate24(data.L3, { instancePath: instancePath + "/L3", parentData: data, parentDataProperty: "L3", rootData })) {
        vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
        errors = vErrors.length;
      }
    }
    if (data.L4 !== void 0) {
      if (!validate24(data.L4, { instancePath: instancePath + "/L4", parentData: data, parentDataProperty: "L4", rootData })) {
        vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
        errors = vErrors.length;
      }
    }
    if (data.L5 !== void 0) {
      if (!validate24(data.L5, { instancePath: instancePath + "/L5", parentData: data, parentDataProperty: "L5", rootData })) {
        vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate23.errors = vErrors;
  return errors === 0;
}
function validate36(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "oscillation_repeat" || key0 === "thrash_window" || key0 === "no_progress_window" || key0 === "on_stall")) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.oscillation_repeat !== void 0) {
      let data0 = data.oscillation_repeat;
      if (!(typeof data0 == "number" && (!(data0 % 1) && !isNaN(data0)) && isFinite(data0))) {
        const err1 = { instancePath: instancePath + "/oscillation_repeat", schemaPath: "#/properties/oscillation_repeat/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
      if (typeof data0 == "number" && isFinite(data0)) {
        if (data0 > 1e3 || isNaN(data0)) {
          const err2 = { instancePath: instancePath + "/oscillation_repeat", schemaPath: "#/properties/oscillation_repeat/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e3 }, message: "must be <= 1000" };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        if (data0 < 2 || isNaN(data0)) {
          const err3 = { instancePath: instancePath + "/oscillation_repeat", schemaPath: "#/properties/oscillation_repeat/minimum", keyword: "minimum", params: { comparison: ">=", limit: 2 }, message: "must be >= 2" };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      }
    }
    if (data.thrash_window !== void 0) {
      let data1 = data.thrash_window;
      if (!(typeof data1 == "number" && (!(data1 % 1) && !isNaN(data1)) && isFinite(data1))) {
        const err4 = { instancePath: instancePath + "/thrash_window", schemaPath: "#/properties/thrash_window/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      if (typeof data1 == "number" && isFinite(data1)) {
        if (data1 > 1e3 || isNaN(data1)) {
          const err5 = { instancePath: instancePath + "/thrash_window", schemaPath: "#/properties/thrash_window/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e3 }, message: "must be <= 1000" };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (data1 < 3 || isNaN(data1)) {
          const err6 = { instancePath: instancePath + "/thrash_window", schemaPath: "#/properties/thrash_window/minimum", keyword: "minimum", params: { comparison: ">=", limit: 3 }, message: "must be >= 3" };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      }
    }
    if (data.no_progress_window !== void 0) {
      let data2 = data.no_progress_window;
      if (!(typeof data2 == "number" && (!(data2 % 1) && !isNaN(data2)) && isFinite(data2))) {
        const err7 = { instancePath: instancePath + "/no_progress_window", schemaPath: "#/properties/no_progress_window/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      if (typeof data2 == "number" && isFinite(data2)) {
        if (data2 > 1e5 || isNaN(data2)) {
          const err8 = { instancePath: instancePath + "/no_progress_window", schemaPath: "#/properties/no_progress_window/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e5 }, message: "must be <= 100000" };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
        if (data2 < 1 || isNaN(data2)) {
          const err9 = { instancePath: instancePath + "/no_progress_window", schemaPath: "#/properties/no_progress_window/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      }
    }
    if (data.on_stall !== void 0) {
      let data3 = data.on_stall;
      if (typeof data3 !== "string") {
        const err10 = { instancePath: instancePath + "/on_stall", schemaPath: "#/definitions/escalation/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
      if (!(data3 === "halt" || data3 === "escalate")) {
        const err11 = { instancePath: instancePath + "/on_stall", schemaPath: "#/definitions/escalation/enum", keyword: "enum", params: { allowedValues: schema15.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
  } else {
    const err12 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err12];
    } else {
      vErrors.push(err12);
    }
    errors++;
  }
  validate36.errors = vErrors;
  return errors === 0;
}
function validate38(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (Array.isArray(data)) {
    if (data.length > 64) {
      const err0 = { instancePath, schemaPath: "#/maxItems", keyword: "maxItems", params: { limit: 64 }, message: "must NOT have more than 64 items" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    const len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) {
      if (!validate16(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData })) {
        vErrors = vErrors === null ? validate16.errors : vErrors.concat(validate16.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" }, message: "must be array" };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate38.errors = vErrors;
  return errors === 0;
}
function validate43(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "max_bytes" || key0 === "must_keep")) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.max_bytes !== void 0) {
      let data0 = data.max_bytes;
      if (!(typeof data0 == "number" && (!(data0 % 1) && !isNaN(data0)) && isFinite(data0))) {
        const err1 = { instancePath: instancePath + "/max_bytes", schemaPath: "#/properties/max_bytes/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
      if (typeof data0 == "number" && isFinite(data0)) {
        if (data0 > 1073741824 || isNaN(data0)) {
          const err2 = { instancePath: instancePath + "/max_bytes", schemaPath: "#/properties/max_bytes/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1073741824 }, message: "must be <= 1073741824" };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        if (data0 < 0 || isNaN(data0)) {
          const err3 = { instancePath: instancePath + "/max_bytes", schemaPath: "#/properties/max_bytes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      }
    }
    if (data.must_keep !== void 0) {
      let data1 = data.must_keep;
      if (Array.isArray(data1)) {
        if (data1.length > 256) {
          const err4 = { instancePath: instancePath + "/must_keep", schemaPath: "#/properties/must_keep/maxItems", keyword: "maxItems", params: { limit: 256 }, message: "must NOT have more than 256 items" };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        const len0 = data1.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data2 = data1[i0];
          if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
            if (data2.id === void 0) {
              const err5 = { instancePath: instancePath + "/must_keep/" + i0, schemaPath: "#/properties/must_keep/items/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'" };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
            }
            for (const key1 in data2) {
              if (!(key1 === "id" || key1 === "literal" || key1 === "regex" || key1 === "flags")) {
                const err6 = { instancePath: instancePath + "/must_keep/" + i0, schemaPath: "#/properties/must_keep/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err6];
                } else {
                  vErrors.push(err6);
                }
                errors++;
              }
            }
            if (data2.id !== void 0) {
              let data3 = data2.id;
              if (typeof data3 === "string") {
                if (!pattern0.test(data3)) {
                  const err7 = { instancePath: instancePath + "/must_keep/" + i0 + "/id", schemaPath: "#/definitions/id/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9][a-z0-9._-]{0,63}$" }, message: 'must match pattern "^[a-z0-9][a-z0-9._-]{0,63}$"' };
                  if (vErrors === null) {
                    vErrors = [err7];
                  } else {
                    vErrors.push(err7);
                  }
                  errors++;
                }
              } else {
                const err8 = { instancePath: instancePath + "/must_keep/" + i0 + "/id", schemaPath: "#/definitions/id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err8];
                } else {
                  vErrors.push(err8);
                }
                errors++;
              }
            }
            if (data2.literal !== void 0) {
              let data4 = data2.literal;
              if (typeof data4 === "string") {
                if (data4.length > 4096 && func2(data4) > 4096) {
                  const err9 = { instancePath: instancePath + "/must_keep/" + i0 + "/literal", schemaPath: "#/properties/must_keep/items/properties/literal/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters" };
                  if (vErrors === null) {
                    vErrors = [err9];
                  } else {
                    vErrors.push(err9);
                  }
                  errors++;
                }
                if (data4.length < 2 * 1 && func2(data4) < 1) {
                  const err10 = { instancePath: instancePath + "/must_keep/" + i0 + "/literal", schemaPath: "#/properties/must_keep/items/properties/literal/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err10];
                  } else {
                    vErrors.push(err10);
                  }
                  errors++;
                }
              } else {
                const err11 = { instancePath: instancePath + "/must_keep/" + i0 + "/literal", schemaPath: "#/properties/must_keep/items/properties/literal/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err11];
                } else {
                  vErrors.push(err11);
                }
                errors++;
              }
            }
            if (data2.regex !== void 0) {
              let data5 = data2.regex;
              if (typeof data5 === "string") {
                if (data5.length > 1e3 && func2(data5) > 1e3) {
                  const err12 = { instancePath: instancePath + "/must_keep/" + i0 + "/regex", schemaPath: "#/properties/must_keep/items/properties/regex/maxLength", keyword: "maxLength", params: { limit: 1e3 }, message: "must NOT have more than 1000 characters" };
                  if (vErrors === null) {
                    vErrors = [err12];
                  } else {
                    vErrors.push(err12);
                  }
                  errors++;
                }
                if (data5.length < 2 * 1 && func2(data5) < 1) {
                  const err13 = { instancePath: instancePath + "/must_keep/" + i0 + "/regex", schemaPath: "#/properties/must_keep/items/properties/regex/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err13];
                  } else {
                    vErrors.push(err13);
                  }
                  errors++;
                }
              } else {
                const err14 = { instancePath: instancePath + "/must_keep/" + i0 + "/regex", schemaPath: "#/properties/must_keep/items/properties/regex/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err14];
                } else {
                  vErrors.push(err14);
                }
                errors++;
              }
            }
            if (data2.flags !== void 0) {
              let data6 = data2.flags;
              if (typeof data6 === "string") {
                if (!pattern1.test(data6)) {
                  const err15 = { instancePath: instancePath + "/must_keep/" + i0 + "/flags", schemaPath: "#/properties/must_keep/items/properties/flags/pattern", keyword: "pattern", params: { pattern: "^[imsu]{0,4}$" }, message: 'must match pattern "^[imsu]{0,4}$"' };
                  if (vErrors === null) {
                    vErrors = [err15];
                  } else {
                    vErrors.push(err15);
                  }
                  errors++;
                }
              } else {
                const err16 = { instancePath: instancePath + "/must_keep/" + i0 + "/flags", schemaPath: "#/properties/must_keep/items/properties/flags/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err16];
                } else {
                  vErrors.push(err16);
                }
                errors++;
              }
            }
          } else {
            const err17 = { instancePath: instancePath + "/must_keep/" + i0, schemaPath: "#/properties/must_keep/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
            }
            errors++;
          }
        }
      } else {
        const err18 = { instancePath: instancePath + "/must_keep", schemaPath: "#/properties/must_keep/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
  } else {
    const err19 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err19];
    } else {
      vErrors.push(err19);
    }
    errors++;
  }
  validate43.errors = vErrors;
  return errors === 0;
}
var func10 = Object.prototype.hasOwnProperty;
function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.apiVersion === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "apiVersion" }, message: "must have required property 'apiVersion'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.kind === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.defaults === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "defaults" }, message: "must have required property 'defaults'" };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "apiVersion" || key0 === "kind" || key0 === "defaults" || key0 === "levels" || key0 === "projects" || key0 === "profiles")) {
        const err3 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.apiVersion !== void 0) {
      if ("loopgov/v1" !== data.apiVersion) {
        const err4 = { instancePath: instancePath + "/apiVersion", schemaPath: "#/properties/apiVersion/const", keyword: "const", params: { allowedValue: "loopgov/v1" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.kind !== void 0) {
      if ("LoopPolicy" !== data.kind) {
        const err5 = { instancePath: instancePath + "/kind", schemaPath: "#/properties/kind/const", keyword: "const", params: { allowedValue: "LoopPolicy" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.defaults !== void 0) {
      if (!validate12(data.defaults, { instancePath: instancePath + "/defaults", parentData: data, parentDataProperty: "defaults", rootData })) {
        vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
        errors = vErrors.length;
      }
    }
    if (data.levels !== void 0) {
      if (!validate23(data.levels, { instancePath: instancePath + "/levels", parentData: data, parentDataProperty: "levels", rootData })) {
        vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
        errors = vErrors.length;
      }
    }
    if (data.projects !== void 0) {
      let data4 = data.projects;
      if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
        if (Object.keys(data4).length > 1e3) {
          const err6 = { instancePath: instancePath + "/projects", schemaPath: "#/properties/projects/maxProperties", keyword: "maxProperties", params: { limit: 1e3 }, message: "must NOT have more than 1000 properties" };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        for (const key1 in data4) {
          const _errs8 = errors;
          if (typeof key1 === "string") {
            if (!pattern0.test(key1)) {
              const err7 = { instancePath: instancePath + "/projects", schemaPath: "defs.schema.json#/definitions/id/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9][a-z0-9._-]{0,63}$" }, message: 'must match pattern "^[a-z0-9][a-z0-9._-]{0,63}$"', propertyName: key1 };
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
            }
          } else {
            const err8 = { instancePath: instancePath + "/projects", schemaPath: "defs.schema.json#/definitions/id/type", keyword: "type", params: { type: "string" }, message: "must be string", propertyName: key1 };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
          var valid1 = _errs8 === errors;
          if (!valid1) {
            const err9 = { instancePath: instancePath + "/projects", schemaPath: "#/properties/projects/propertyNames", keyword: "propertyNames", params: { propertyName: key1 }, message: "property name must be valid" };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
        for (const key2 in data4) {
          let data5 = data4[key2];
          if (data5 && typeof data5 == "object" && !Array.isArray(data5)) {
            for (const key3 in data5) {
              if (!func10.call(schema11.properties.projects.additionalProperties.properties, key3)) {
                const err10 = { instancePath: instancePath + "/projects/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/projects/additionalProperties/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err10];
                } else {
                  vErrors.push(err10);
                }
                errors++;
              }
            }
            if (data5.budget !== void 0) {
              let data6 = data5.budget;
              if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
                for (const key4 in data6) {
                  if (!(key4 === "max_steps" || key4 === "max_tokens" || key4 === "max_wall_clock_sec" || key4 === "max_cost_usd" || key4 === "max_corrections_per_step")) {
                    const err11 = { instancePath: instancePath + "/projects/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/budget", schemaPath: "defs.schema.json#/definitions/budget/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                      vErrors = [err11];
                    } else {
                      vErrors.push(err11);
                    }
                    errors++;
                  }
                }
                if (data6.max_steps !== void 0) {
                  let data7 = data6.max_steps;
                  if (!(typeof data7 == "number" && (!(data7 % 1) && !isNaN(data7)) && isFinite(data7))) {
                    const err12 = { instancePath: instancePath + "/projects/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/budget/max_steps", schemaPath: "defs.schema.json#/definitions/budget/properties/max_steps/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                    if (vErrors === null) {
                      vErrors = [err12];
                    } else {
                      vErrors.push(err12);
                    }
                    errors++;
                  }
                  if (typeof data7 == "number" && isFinite(data7)) {
                    if (data7 > 1e6 || isNaN(data7)) {
                      const err13 = { instancePath: instancePath + "/projects/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/budget/max_steps", schemaPath: "defs.schema.json#/definitions/budget/properties/max_steps/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e6 }, message: "must be <= 1000000" };
                      if (vErrors === null) {
                        vErrors = [err13];
                      } else {
                        vErrors.push(err13);
                      }
                      errors++;
                    }
                    if (data7 < 1 || isNaN(data7)) {
                      const err14 = { instancePath: instancePath + "/projects/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/budget/max_steps", schemaPath: "defs.schema.json#/definitions/budget/properties/max_steps/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
                      if (vErrors === null) {
                        vErrors = [err14];
                      } else {
                        vErrors.push(err14);
                      }
                      errors++;
                    }
                  }
                }
                if (data6.max_tokens !== void 0) {
                  let data8 = data6.max_tokens;
                  if (!(typeof data8 == "number" && (!(data8 % 1) && !isNaN(data8)) && isFinite(data8))) {
                    const err15 = { instancePath: instancePath + "/projects/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/budget/max_tokens", schemaPath: "defs.schema.json#/definitions/budget/properties/max_tokens/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                    if (vErrors === null) {
                      vErrors = [err15];
                    } else {
                      vErrors.push(err15);
                    }
                    errors++;
                  }
                  if (typeof data8 == "number" && isFinite(data8)) {
                    if (data8 > 1e10 || isNaN(data8)) {
                      const err16 = { instancePath: instancePath + "/projects/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/budget/max_tokens", schemaPath: "defs.schema.json#/definitions/budget/properties/max_tokens/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e10 }, message: "must be <= 10000000000" };
                      if (vErrors === null) {
                        vErrors = [err16];
                      } else {
                        vErrors.push(err16);
                      }
                      errors++;
                    }
                    if (data8 < 0 || isNaN(data8)) {
                      const err17 = { instancePath: instancePath + "/projects/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/budget/max_tokens", schemaPath: "defs.schema.json#/definitions/budget/properties/max_tokens/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                      if (vErrors === null) {
                        vErrors = [err17];
                      } else {
                        vErrors.push(err17);
                      }
                      errors++;
                    }
                  }
                }
                if (data6.max_wall_clock_sec !== void 0) {
                  let data9 = data6.max_wall_clock_sec;
                  if (typeof data9 == "number" && isFinite(data9)) {
                    if (data9 > 604800 || isNaN(data9)) {
                      const err18 = { instancePath: instancePath + "/projects/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/budget/max_wall_clock_sec", schemaPath: "defs.schema.json#/definitions/budget/properties/max_wall_clock_sec/maximum", keyword: "maximum", params: { comparison: "<=", limit: 604800 }, message: "must be <= 604800" };
                      if (vErrors === null) {
                        vErrors = [err18];
                      } else {
                        vErrors.push(err18);
                      }
                      errors++;
                    }
                    if (data9 < 0 || isNaN(data9)) {
                      const err19 = { instancePath: instancePath + "/projects/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/budget/max_wall_clock_sec", schemaPath: "defs.schema.json#/definitions/budget/properties/max_wall_clock_sec/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                      if (vErrors === null) {
                        vErrors = [err19];
                      } else {
                        vErrors.push(err19);
                      }
                      errors++;
                    }
                  } else {
                    const err20 = { instancePath: instancePath + "/projects/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/budget/max_wall_clock_sec", schemaPath: "defs.schema.json#/definitions/budget/properties/max_wall_clock_sec/type", keyword: "type", params: { type: "number" }, message: "must be number" };
                    if (vErrors === null) {
                      vErrors = [err20];
                    } else {
                      vErrors.push(err20);
                    }
                    errors++;
                  }
                }
                if (data6.max_cost_usd !== void 0) {
                  let data10 = data6.max_cost_usd;
                  if (typeof data10 == "number" && isFinite(data10)) {
                    if (data10 > 1e5 || isNaN(data10)) {
                      const err21 = { instancePath: instancePath + "/projects/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/budget/max_cost_usd", schemaPath: "defs.schema.json#/definitions/budget/properties/max_cost_usd/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e5 }, message: "must be <= 100000" };
                      if (vErrors === null) {
                        vErrors = [err21];
                      } else {
                        vErrors.push(err21);
                      }
                      errors++;
                    }
                    if (data10 < 0 || isNaN(data10)) {
                      const err22 = { instancePath: instancePath + "/projects/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/budget/max_cost_usd", schemaPath: "defs.schema.json#/definitions/budget/properties/max_cost_usd/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                      if (vErrors === null) {
                        vErrors = [err22];
                      } else {
                        vErrors.push(err22);
                      }
                      errors++;
                    }
                  } else {
                    const err23 = { instancePath: instancePath + "/projects/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/budget/max_cost_usd", schemaPath: "defs.schema.json#/definitions/budget/properties/max_cost_usd/type", keyword: "type", params: { type: "number" }, message: "must be number" };
                    if (vErrors === null) {
                      vErrors = [err23];
                    } else {
                      vErrors.push(err23);
                    }
                    errors++;
                  }
                }
                if (data6.max_corrections_per_step !== void 0) {
                  let data11 = data6.max_corrections_per_step;
                  if (!(typeof data11 == "number" && (!(data11 % 1) && !isNaN(data11)) && isFinite(data11))) {
                    const err24 = { instancePath: instancePath + "/projects/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/budget/max_corrections_per_step", schemaPath: "defs.schema.json#/definitions/budget/properties/max_corrections_per_step/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                    if (vErrors === null) {
                      vErrors = [err24];
                    } else {
                      vErrors.push(err24);
                    }
                    errors++;
                  }
                  if (typeof data11 == "number" && isFinite(data11)) {
                    if (data11 > 100 || isNaN(data11)) {
                      const err25 = { instancePath: instancePath + "/projects/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/budget/max_corrections_per_step", schemaPath: "defs.schema.json#/definitions/budget/properties/max_corrections_per_step/maximum", keyword: "maximum", params: { comparison: "<=", limit: 100 }, message: "must be <= 100" };
                      if (vErrors === null) {
                        vErrors = [err25];
                      } else {
                        vErrors.push(err25);
                      }
                      errors++;
                    }
                    if (data11 < 0 || isNaN(data11)) {
                      const err26 = { instancePath: instancePath + "/projects/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/budget/max_corrections_per_step", schemaPath: "defs.schema.json#/definitions/budget/properties/max_corrections_per_step/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                      if (vErrors === null) {
                        vErrors = [err26];
                      } else {
                        vErrors.push(err26);
                      }
                      errors++;
                    }
                  }
                }
              } else {
                const err27 = { instancePath: instancePath + "/projects/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/budget", schemaPath: "defs.schema.json#/definitions/budget/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                  vErrors = [err27];
                } else {
                  vErrors.push(err27);
                }
                errors++;
              }
            }
            if (data5.on_exceed !== void 0) {
              let data12 = data5.on_exceed;
              if (typeof data12 !== "string") {
                const err28 = { instancePath: instancePath + "/projects/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/on_exceed", schemaPath: "defs.schema.json#/definitions/escalation/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err28];
                } else {
                  vErrors.push(err28);
                }
                errors++;
              }
              if (!(data12 === "halt" || data12 === "escalate")) {
                const err29 = { instancePath: instancePath + "/projects/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/on_exceed", schemaPath: "defs.schema.json#/definitions/escalation/enum", keyword: "enum", params: { allowedValues: schema15.enum }, message: "must be equal to one of the allowed values" };
                if (vErrors === null) {
                  vErrors = [err29];
                } else {
                  vErrors.push(err29);
                }
                errors++;
              }
            }
            if (data5.convergence !== void 0) {
              if (!validate36(data5.convergence, { instancePath: instancePath + "/projects/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/convergence", parentData: data5, parentDataProperty: "convergence", rootData })) {
                vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
                errors = vErrors.length;
              }
            }
            if (data5.gates !== void 0) {
              if (!validate38(data5.gates, { instancePath: instancePath + "/projects/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/gates", parentData: data5, parentDataProperty: "gates", rootData })) {
                vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
                errors = vErrors.length;
              }
            }
            if (data5.success_criteria !== void 0) {
              if (!validate38(data5.success_criteria, { instancePath: instancePath + "/projects/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/success_criteria", parentData: data5, parentDataProperty: "success_criteria", rootData })) {
                vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
                errors = vErrors.length;
              }
            }
            if (data5.max_delegation_level !== void 0) {
              let data16 = data5.max_delegation_level;
              if (typeof data16 !== "string") {
                const err30 = { instancePath: instancePath + "/projects/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/max_delegation_level", schemaPath: "defs.schema.json#/definitions/level/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err30];
                } else {
                  vErrors.push(err30);
                }
                errors++;
              }
              if (!(data16 === "L0" || data16 === "L1" || data16 === "L2" || data16 === "L3" || data16 === "L4" || data16 === "L5")) {
                const err31 = { instancePath: instancePath + "/projects/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/max_delegation_level", schemaPath: "defs.schema.json#/definitions/level/enum", keyword: "enum", params: { allowedValues: schema23.enum }, message: "must be equal to one of the allowed values" };
                if (vErrors === null) {
                  vErrors = [err31];
                } else {
                  vErrors.push(err31);
                }
                errors++;
              }
            }
            if (data5.levels !== void 0) {
              if (!validate23(data5.levels, { instancePath: instancePath + "/projects/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/levels", parentData: data5, parentDataProperty: "levels", rootData })) {
                vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
                errors = vErrors.length;
              }
            }
            if (data5.escalation !== void 0) {
              let data18 = data5.escalation;
              if (data18 && typeof data18 == "object" && !Array.isArray(data18)) {
                for (const key5 in data18) {
                  if (!(key5 === "approver_role")) {
                    const err32 = { instancePath: instancePath + "/projects/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/escalation", schemaPath: "defs.schema.json#/definitions/escalation_policy/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                      vErrors = [err32];
                    } else {
                      vErrors.push(err32);
                    }
                    errors++;
                  }
                }
                if (data18.approver_role !== void 0) {
                  let data19 = data18.approver_role;
                  if (typeof data19 !== "string") {
                    const err33 = { instancePath: instancePath + "/projects/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/escalation/approver_role", schemaPath: "defs.schema.json#/definitions/escalation_policy/properties/approver_role/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err33];
                    } else {
                      vErrors.push(err33);
                    }
                    errors++;
                  }
                  if (!(data19 === "maintainer" || data19 === "org-admin")) {
                    const err34 = { instancePath: instancePath + "/projects/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/escalation/approver_role", schemaPath: "defs.schema.json#/definitions/escalation_policy/properties/approver_role/enum", keyword: "enum", params: { allowedValues: schema24.properties.approver_role.enum }, message: "must be equal to one of the allowed values" };
                    if (vErrors === null) {
                      vErrors = [err34];
                    } else {
                      vErrors.push(err34);
                    }
                    errors++;
                  }
                }
              } else {
                const err35 = { instancePath: instancePath + "/projects/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/escalation", schemaPath: "defs.schema.json#/definitions/escalation_policy/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                  vErrors = [err35];
                } else {
                  vErrors.push(err35);
                }
                errors++;
              }
            }
            if (data5.context !== void 0) {
              if (!validate43(data5.context, { instancePath: instancePath + "/projects/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/context", parentData: data5, parentDataProperty: "context", rootData })) {
                vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
                errors = vErrors.length;
              }
            }
          } else {
            const err36 = { instancePath: instancePath + "/projects/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/projects/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err36];
            } else {
              vErrors.push(err36);
            }
            errors++;
          }
        }
      } else {
        const err37 = { instancePath: instancePath + "/projects", schemaPath: "#/properties/projects/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err37];
        } else {
          vErrors.push(err37);
        }
        errors++;
      }
    }
    if (data.profiles !== void 0) {
      let data21 = data.profiles;
      if (data21 && typeof data21 == "object" && !Array.isArray(data21)) {
        for (const key6 in data21) {
          if (!(key6 === "dev" || key6 === "prod")) {
            const err38 = { instancePath: instancePath + "/profiles", schemaPath: "#/properties/profiles/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err38];
            } else {
              vErrors.push(err38);
            }
            errors++;
          }
        }
        if (data21.dev !== void 0) {
          let data22 = data21.dev;
          if (data22 && typeof data22 == "object" && !Array.isArray(data22)) {
            for (const key7 in data22) {
              if (!(key7 === "governance")) {
                const err39 = { instancePath: instancePath + "/profiles/dev", schemaPath: "#/properties/profiles/properties/dev/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key7 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err39];
                } else {
                  vErrors.push(err39);
                }
                errors++;
              }
            }
            if (data22.governance !== void 0) {
              let data23 = data22.governance;
              if (!(data23 === "required" || data23 === "optional")) {
                const err40 = { instancePath: instancePath + "/profiles/dev/governance", schemaPath: "#/properties/profiles/properties/dev/properties/governance/enum", keyword: "enum", params: { allowedValues: schema11.properties.profiles.properties.dev.properties.governance.enum }, message: "must be equal to one of the allowed values" };
                if (vErrors === null) {
                  vErrors = [err40];
                } else {
                  vErrors.push(err40);
                }
                errors++;
              }
            }
          } else {
            const err41 = { instancePath: instancePath + "/profiles/dev", schemaPath: "#/properties/profiles/properties/dev/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err41];
            } else {
              vErrors.push(err41);
            }
            errors++;
          }
        }
        if (data21.prod !== void 0) {
          let data24 = data21.prod;
          if (data24 && typeof data24 == "object" && !Array.isArray(data24)) {
            for (const key8 in data24) {
              if (!(key8 === "governance")) {
                const err42 = { instancePath: instancePath + "/profiles/prod", schemaPath: "#/properties/profiles/properties/prod/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key8 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err42];
                } else {
                  vErrors.push(err42);
                }
                errors++;
              }
            }
            if (data24.governance !== void 0) {
              if ("required" !== data24.governance) {
                const err43 = { instancePath: instancePath + "/profiles/prod/governance", schemaPath: "#/properties/profiles/properties/prod/properties/governance/const", keyword: "const", params: { allowedValue: "required" }, message: "must be equal to constant" };
                if (vErrors === null) {
                  vErrors = [err43];
                } else {
                  vErrors.push(err43);
                }
                errors++;
              }
            }
          } else {
            const err44 = { instancePath: instancePath + "/profiles/prod", schemaPath: "#/properties/profiles/properties/prod/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err44];
            } else {
              vErrors.push(err44);
            }
            errors++;
          }
        }
      } else {
        const err45 = { instancePath: instancePath + "/profiles", schemaPath: "#/properties/profiles/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err45];
        } else {
          vErrors.push(err45);
        }
        errors++;
      }
    }
  } else {
    const err46 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err46];
    } else {
      vErrors.push(err46);
    }
    errors++;
  }
  validate10.errors = vErrors;
  return errors === 0;
}
var OrgCeiling = validate45;
var schema43 = { "$id": "https://loopgov.dev/schemas/org-ceiling.schema.json", "$schema": "http://json-schema.org/draft-07/schema#", "title": "OrgCeiling", "type": "object", "additionalProperties": false, "required": ["apiVersion", "kind", "budget", "max_delegation_level"], "properties": { "apiVersion": { "const": "loopgov/v1" }, "kind": { "const": "OrgCeiling" }, "budget": { "allOf": [{ "$ref": "defs.schema.json#/definitions/budget" }, { "required": ["max_steps", "max_tokens", "max_wall_clock_sec", "max_cost_usd", "max_corrections_per_step"], "type": "object" }] }, "convergence": { "$ref": "defs.schema.json#/definitions/convergence_bounds" }, "context": { "type": "object", "additionalProperties": false, "description": "Upper bound of context.max_bytes (SPEC \xA74.5).", "properties": { "max_bytes": { "type": "integer", "minimum": 0, "maximum": 1073741824 } } }, "max_delegation_level": { "$ref": "defs.schema.json#/definitions/level" }, "required_gates": { "type": "array", "uniqueItems": true, "maxItems": 64, "items": { "$ref": "defs.schema.json#/definitions/id" } }, "approval_rules": { "type": "object", "additionalProperties": false, "properties": { "neutral": { "type": "object", "additionalProperties": false, "required": ["role", "count"], "properties": { "role": { "enum": ["maintainer", "org-admin"] }, "count": { "type": "integer", "minimum": 1, "maximum": 20 } } }, "tighten": { "type": "object", "additionalProperties": false, "required": ["role", "count"], "properties": { "role": { "enum": ["maintainer", "org-admin"] }, "count": { "type": "integer", "minimum": 1, "maximum": 20 } } }, "loosen": { "type": "object", "additionalProperties": false, "required": ["role", "count"], "properties": { "role": { "enum": ["maintainer", "org-admin"] }, "count": { "type": "integer", "minimum": 1, "maximum": 20 } } }, "ceiling": { "type": "object", "additionalProperties": false, "required": ["role", "count"], "properties": { "role": { "enum": ["maintainer", "org-admin"] }, "count": { "type": "integer", "minimum": 1, "maximum": 20 } } } } } } };
var func0 = func0_cjs.default ?? func0_cjs;
function validate45(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.apiVersion === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "apiVersion" }, message: "must have required property 'apiVersion'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.kind === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.budget === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "budget" }, message: "must have required property 'budget'" };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.max_delegation_level === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "max_delegation_level" }, message: "must have required property 'max_delegation_level'" };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "apiVersion" || key0 === "kind" || key0 === "budget" || key0 === "convergence" || key0 === "context" || key0 === "max_delegation_level" || key0 === "required_gates" || key0 === "approval_rules")) {
        const err4 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.apiVersion !== void 0) {
      if ("loopgov/v1" !== data.apiVersion) {
        const err5 = { instancePath: instancePath + "/apiVersion", schemaPath: "#/properties/apiVersion/const", keyword: "const", params: { allowedValue: "loopgov/v1" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.kind !== void 0) {
      if ("OrgCeiling" !== data.kind) {
        const err6 = { instancePath: instancePath + "/kind", schemaPath: "#/properties/kind/const", keyword: "const", params: { allowedValue: "OrgCeiling" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.budget !== void 0) {
      let data2 = data.budget;
      if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
        for (const key1 in data2) {
          if (!(key1 === "max_steps" || key1 === "max_tokens" || key1 === "max_wall_clock_sec" || key1 === "max_cost_usd" || key1 === "max_corrections_per_step")) {
            const err7 = { instancePath: instancePath + "/budget", schemaPath: "defs.schema.json#/definitions/budget/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
        if (data2.max_steps !== void 0) {
          let data3 = data2.max_steps;
          if (!(typeof data3 == "number" && (!(data3 % 1) && !isNaN(data3)) && isFinite(data3))) {
            const err8 = { instancePath: instancePath + "/budget/max_steps", schemaPath: "defs.schema.json#/definitions/budget/properties/max_steps/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
          if (typeof data3 == "number" && isFinite(data3)) {
            if (data3 > 1e6 || isNaN(data3)) {
              const err9 = { instancePath: instancePath + "/budget/max_steps", schemaPath: "defs.schema.json#/definitions/budget/properties/max_steps/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e6 }, message: "must be <= 1000000" };
              if (vErrors === null) {
                vErrors = [err9];
              } else {
                vErrors.push(err9);
              }
              errors++;
            }
            if (data3 < 1 || isNaN(data3)) {
              const err10 = { instancePath: instancePath + "/budget/max_steps", schemaPath: "defs.schema.json#/definitions/budget/properties/max_steps/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
              if (vErrors === null) {
                vErrors = [err10];
              } else {
                vErrors.push(err10);
              }
              errors++;
            }
          }
        }
        if (data2.max_tokens !== void 0) {
          let data4 = data2.max_tokens;
          if (!(typeof data4 == "number" && (!(data4 % 1) && !isNaN(data4)) && isFinite(data4))) {
            const err11 = { instancePath: instancePath + "/budget/max_tokens", schemaPath: "defs.schema.json#/definitions/budget/properties/max_tokens/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
          if (typeof data4 == "number" && isFinite(data4)) {
            if (data4 > 1e10 || isNaN(data4)) {
              const err12 = { instancePath: instancePath + "/budget/max_tokens", schemaPath: "defs.schema.json#/definitions/budget/properties/max_tokens/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e10 }, message: "must be <= 10000000000" };
              if (vErrors === null) {
                vErrors = [err12];
              } else {
                vErrors.push(err12);
              }
              errors++;
            }
            if (data4 < 0 || isNaN(data4)) {
              const err13 = { instancePath: instancePath + "/budget/max_tokens", schemaPath: "defs.schema.json#/definitions/budget/properties/max_tokens/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err13];
              } else {
                vErrors.push(err13);
              }
              errors++;
            }
          }
        }
        if (data2.max_wall_clock_sec !== void 0) {
          let data5 = data2.max_wall_clock_sec;
          if (typeof data5 == "number" && isFinite(data5)) {
            if (data5 > 604800 || isNaN(data5)) {
              const err14 = { instancePath: instancePath + "/budget/max_wall_clock_sec", schemaPath: "defs.schema.json#/definitions/budget/properties/max_wall_clock_sec/maximum", keyword: "maximum", params: { comparison: "<=", limit: 604800 }, message: "must be <= 604800" };
              if (vErrors === null) {
                vErrors = [err14];
              } else {
                vErrors.push(err14);
              }
              errors++;
            }
            if (data5 < 0 || isNaN(data5)) {
              const err15 = { instancePath: instancePath + "/budget/max_wall_clock_sec", schemaPath: "defs.schema.json#/definitions/budget/properties/max_wall_clock_sec/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err15];
              } else {
                vErrors.push(err15);
              }
              errors++;
            }
          } else {
            const err16 = { instancePath: instancePath + "/budget/max_wall_clock_sec", schemaPath: "defs.schema.json#/definitions/budget/properties/max_wall_clock_sec/type", keyword: "type", params: { type: "number" }, message: "must be number" };
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
        }
        if (data2.max_cost_usd !== void 0) {
          let data6 = data2.max_cost_usd;
          if (typeof data6 == "number" && isFinite(data6)) {
            if (data6 > 1e5 || isNaN(data6)) {
              const err17 = { instancePath: instancePath + "/budget/max_cost_usd", schemaPath: "defs.schema.json#/definitions/budget/properties/max_cost_usd/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e5 }, message: "must be <= 100000" };
              if (vErrors === null) {
                vErrors = [err17];
              } else {
                vErrors.push(err17);
              }
              errors++;
            }
            if (data6 < 0 || isNaN(data6)) {
              const err18 = { instancePath: instancePath + "/budget/max_cost_usd", schemaPath: "defs.schema.json#/definitions/budget/properties/max_cost_usd/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err18];
              } else {
                vErrors.push(err18);
              }
              errors++;
            }
          } else {
            const err19 = { instancePath: instancePath + "/budget/max_cost_usd", schemaPath: "defs.schema.json#/definitions/budget/properties/max_cost_usd/type", keyword: "type", params: { type: "number" }, message: "must be number" };
            if (vErrors === null) {
              vErrors = [err19];
            } else {
              vErrors.push(err19);
            }
            errors++;
          }
        }
        if (data2.max_corrections_per_step !== void 0) {
          let data7 = data2.max_corrections_per_step;
          if (!(typeof data7 == "number" && (!(data7 % 1) && !isNaN(data7)) && isFinite(data7))) {
            const err20 = { instancePath: instancePath + "/budget/max_corrections_per_step", schemaPath: "defs.schema.json#/definitions/budget/properties/max_corrections_per_step/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
          if (typeof data7 == "number" && isFinite(data7)) {
            if (data7 > 100 || isNaN(data7)) {
              const err21 = { instancePath: instancePath + "/budget/max_corrections_per_step", schemaPath: "defs.schema.json#/definitions/budget/properties/max_corrections_per_step/maximum", keyword: "maximum", params: { comparison: "<=", limit: 100 }, message: "must be <= 100" };
              if (vErrors === null) {
                vErrors = [err21];
              } else {
                vErrors.push(err21);
              }
              errors++;
            }
            if (data7 < 0 || isNaN(data7)) {
              const err22 = { instancePath: instancePath + "/budget/max_corrections_per_step", schemaPath: "defs.schema.json#/definitions/budget/properties/max_corrections_per_step/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err22];
              } else {
                vErrors.push(err22);
              }
              errors++;
            }
          }
        }
      } else {
        const err23 = { instancePath: instancePath + "/budget", schemaPath: "defs.schema.json#/definitions/budget/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
      if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
        if (data2.max_steps === void 0) {
          const err24 = { instancePath: instancePath + "/budget", schemaPath: "#/properties/budget/allOf/1/required", keyword: "required", params: { missingProperty: "max_steps" }, message: "must have required property 'max_steps'" };
          if (vErrors === null) {
            vErrors = [err24];
          } else {
            vErrors.push(err24);
          }
          errors++;
        }
        if (data2.max_tokens === void 0) {
          const err25 = { instancePath: instancePath + "/budget", schemaPath: "#/properties/budget/allOf/1/required", keyword: "required", params: { missingProperty: "max_tokens" }, message: "must have required property 'max_tokens'" };
          if (vErrors === null) {
            vErrors = [err25];
          } else {
            vErrors.push(err25);
          }
          errors++;
        }
        if (data2.max_wall_clock_sec === void 0) {
          const err26 = { instancePath: instancePath + "/budget", schemaPath: "#/properties/budget/allOf/1/required", keyword: "required", params: { missingProperty: "max_wall_clock_sec" }, message: "must have required property 'max_wall_clock_sec'" };
          if (vErrors === null) {
            vErrors = [err26];
          } else {
            vErrors.push(err26);
          }
          errors++;
        }
        if (data2.max_cost_usd === void 0) {
          const err27 = { instancePath: instancePath + "/budget", schemaPath: "#/properties/budget/allOf/1/required", keyword: "required", params: { missingProperty: "max_cost_usd" }, message: "must have required property 'max_cost_usd'" };
          if (vErrors === null) {
            vErrors = [err27];
          } else {
            vErrors.push(err27);
          }
          errors++;
        }
        if (data2.max_corrections_per_step === void 0) {
          const err28 = { instancePath: instancePath + "/budget", schemaPath: "#/properties/budget/allOf/1/required", keyword: "required", params: { missingProperty: "max_corrections_per_step" }, message: "must have required property 'max_corrections_per_step'" };
          if (vErrors === null) {
            vErrors = [err28];
          } else {
            vErrors.push(err28);
          }
          errors++;
        }
      } else {
        const err29 = { instancePath: instancePath + "/budget", schemaPath: "#/properties/budget/allOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err29];
        } else {
          vErrors.push(err29);
        }
        errors++;
      }
    }
    if (data.convergence !== void 0) {
      let data8 = data.convergence;
      if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
        for (const key2 in data8) {
          if (!(key2 === "oscillation_repeat" || key2 === "thrash_window" || key2 === "no_progress_window")) {
            const err30 = { instancePath: instancePath + "/convergence", schemaPath: "defs.schema.json#/definitions/convergence_bounds/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err30];
            } else {
              vErrors.push(err30);
            }
            errors++;
          }
        }
        if (data8.oscillation_repeat !== void 0) {
          let data9 = data8.oscillation_repeat;
          if (!(typeof data9 == "number" && (!(data9 % 1) && !isNaN(data9)) && isFinite(data9))) {
            const err31 = { instancePath: instancePath + "/convergence/oscillation_repeat", schemaPath: "defs.schema.json#/definitions/convergence_bounds/properties/oscillation_repeat/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err31];
            } else {
              vErrors.push(err31);
            }
            errors++;
          }
          if (typeof data9 == "number" && isFinite(data9)) {
            if (data9 > 1e3 || isNaN(data9)) {
              const err32 = { instancePath: instancePath + "/convergence/oscillation_repeat", schemaPath: "defs.schema.json#/definitions/convergence_bounds/properties/oscillation_repeat/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e3 }, message: "must be <= 1000" };
              if (vErrors === null) {
                vErrors = [err32];
              } else {
                vErrors.push(err32);
              }
              errors++;
            }
            if (data9 < 2 || isNaN(data9)) {
              const err33 = { instancePath: instancePath + "/convergence/oscillation_repeat", schemaPath: "defs.schema.json#/definitions/convergence_bounds/properties/oscillation_repeat/minimum", keyword: "minimum", params: { comparison: ">=", limit: 2 }, message: "must be >= 2" };
              if (vErrors === null) {
                vErrors = [err33];
              } else {
                vErrors.push(err33);
              }
              errors++;
            }
          }
        }
        if (data8.thrash_window !== void 0) {
          let data10 = data8.thrash_window;
          if (!(typeof data10 == "number" && (!(data10 % 1) && !isNaN(data10)) && isFinite(data10))) {
            const err34 = { instancePath: instancePath + "/convergence/thrash_window", schemaPath: "defs.schema.json#/definitions/convergence_bounds/properties/thrash_window/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err34];
            } else {
              vErrors.push(err34);
            }
            errors++;
          }
          if (typeof data10 == "number" && isFinite(data10)) {
            if (data10 > 1e3 || isNaN(data10)) {
              const err35 = { instancePath: instancePath + "/convergence/thrash_window", schemaPath: "defs.schema.json#/definitions/convergence_bounds/properties/thrash_window/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e3 }, message: "must be <= 1000" };
              if (vErrors === null) {
                vErrors = [err35];
              } else {
                vErrors.push(err35);
              }
              errors++;
            }
            if (data10 < 3 || isNaN(data10)) {
              const err36 = { instancePath: instancePath + "/convergence/thrash_window", schemaPath: "defs.schema.json#/definitions/convergence_bounds/properties/thrash_window/minimum", keyword: "minimum", params: { comparison: ">=", limit: 3 }, message: "must be >= 3" };
              if (vErrors === null) {
                vErrors = [err36];
              } else {
                vErrors.push(err36);
              }
              errors++;
            }
          }
        }
        if (data8.no_progress_window !== void 0) {
          let data11 = data8.no_progress_window;
          if (!(typeof data11 == "number" && (!(data11 % 1) && !isNaN(data11)) && isFinite(data11))) {
            const err37 = { instancePath: instancePath + "/convergence/no_progress_window", schemaPath: "defs.schema.json#/definitions/convergence_bounds/properties/no_progress_window/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err37];
            } else {
              vErrors.push(err37);
            }
            errors++;
          }
          if (typeof data11 == "number" && isFinite(data11)) {
            if (data11 > 1e5 || isNaN(data11)) {
              const err38 = { instancePath: instancePath + "/convergence/no_progress_window", schemaPath: "defs.schema.json#/definitions/convergence_bounds/properties/no_progress_window/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e5 }, message: "must be <= 100000" };
              if (vErrors === null) {
                vErrors = [err38];
              } else {
                vErrors.push(err38);
              }
              errors++;
            }
            if (data11 < 1 || isNaN(data11)) {
              const err39 = { instancePath: instancePath + "/convergence/no_progress_window", schemaPath: "defs.schema.json#/definitions/convergence_bounds/properties/no_progress_window/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
              if (vErrors === null) {
                vErrors = [err39];
              } else {
                vErrors.push(err39);
              }
              errors++;
            }
          }
        }
      } else {
        const err40 = { instancePath: instancePath + "/convergence", schemaPath: "defs.schema.json#/definitions/convergence_bounds/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err40];
        } else {
          vErrors.push(err40);
        }
        errors++;
      }
    }
    if (data.context !== void 0) {
      let data12 = data.context;
      if (data12 && typeof data12 == "object" && !Array.isArray(data12)) {
        for (const key3 in data12) {
          if (!(key3 === "max_bytes")) {
            const err41 = { instancePath: instancePath + "/context", schemaPath: "#/properties/context/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err41];
            } else {
              vErrors.push(err41);
            }
            errors++;
          }
        }
        if (data12.max_bytes !== void 0) {
          let data13 = data12.max_bytes;
          if (!(typeof data13 == "number" && (!(data13 % 1) && !isNaN(data13)) && isFinite(data13))) {
            const err42 = { instancePath: instancePath + "/context/max_bytes", schemaPath: "#/properties/context/properties/max_bytes/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err42];
            } else {
              vErrors.push(err42);
            }
            errors++;
          }
          if (typeof data13 == "number" && isFinite(data13)) {
            if (data13 > 1073741824 || isNaN(data13)) {
              const err43 = { instancePath: instancePath + "/context/max_bytes", schemaPath: "#/properties/context/properties/max_bytes/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1073741824 }, message: "must be <= 1073741824" };
              if (vErrors === null) {
                vErrors = [err43];
              } else {
                vErrors.push(err43);
              }
              errors++;
            }
            if (data13 < 0 || isNaN(data13)) {
              const err44 = { instancePath: instancePath + "/context/max_bytes", schemaPath: "#/properties/context/properties/max_bytes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err44];
              } else {
                vErrors.push(err44);
              }
              errors++;
            }
          }
        }
      } else {
        const err45 = { instancePath: instancePath + "/context", schemaPath: "#/properties/context/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err45];
        } else {
          vErrors.push(err45);
        }
        errors++;
      }
    }
    if (data.max_delegation_level !== void 0) {
      let data14 = data.max_delegation_level;
      if (typeof data14 !== "string") {
        const err46 = { instancePath: instancePath + "/max_delegation_level", schemaPath: "defs.schema.json#/definitions/level/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err46];
        } else {
          vErrors.push(err46);
        }
        errors++;
      }
      if (!(data14 === "L0" || data14 === "L1" || data14 === "L2" || data14 === "L3" || data14 === "L4" || data14 === "L5")) {
        const err47 = { instancePath: instancePath + "/max_delegation_level", schemaPath: "defs.schema.json#/definitions/level/enum", keyword: "enum", params: { allowedValues: schema23.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err47];
        } else {
          vErrors.push(err47);
        }
        errors++;
      }
    }
    if (data.required_gates !== void 0) {
      let data15 = data.required_gates;
      if (Array.isArray(data15)) {
        if (data15.length > 64) {
          const err48 = { instancePath: instancePath + "/required_gates", schemaPath: "#/properties/required_gates/maxItems", keyword: "maxItems", params: { limit: 64 }, message: "must NOT have more than 64 items" };
          if (vErrors === null) {
            vErrors = [err48];
          } else {
            vErrors.push(err48);
          }
          errors++;
        }
        const len0 = data15.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data16 = data15[i0];
          if (typeof data16 === "string") {
            if (!pattern0.test(data16)) {
              const err49 = { instancePath: instancePath + "/required_gates/" + i0, schemaPath: "defs.schema.json#/definitions/id/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9][a-z0-9._-]{0,63}$" }, message: 'must match pattern "^[a-z0-9][a-z0-9._-]{0,63}$"' };
              if (vErrors === null) {
                vErrors = [err49];
              } else {
                vErrors.push(err49);
              }
              errors++;
            }
          } else {
            const err50 = { instancePath: instancePath + "/required_gates/" + i0, schemaPath: "defs.schema.json#/definitions/id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err50];
            } else {
              vErrors.push(err50);
            }
            errors++;
          }
        }
        let i1 = data15.length;
        let j0;
        if (i1 > 1) {
          outer0:
            for (; i1--; ) {
              for (j0 = i1; j0--; ) {
                if (func0(data15[i1], data15[j0])) {
                  const err51 = { instancePath: instancePath + "/required_gates", schemaPath: "#/properties/required_gates/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)" };
                  if (vErrors === null) {
                    vErrors = [err51];
                  } else {
                    vErrors.push(err51);
                  }
                  errors++;
                  break outer0;
                }
              }
            }
        }
      } else {
        const err52 = { instancePath: instancePath + "/required_gates", schemaPath: "#/properties/required_gates/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err52];
        } else {
          vErrors.push(err52);
        }
        errors++;
      }
    }
    if (data.approval_rules !== void 0) {
      let data17 = data.approval_rules;
      if (data17 && typeof data17 == "object" && !Array.isArray(data17)) {
        for (const key4 in data17) {
          if (!(key4 === "neutral" || key4 === "tighten" || key4 === "loosen" || key4 === "ceiling")) {
            const err53 = { instancePath: instancePath + "/approval_rules", schemaPath: "#/properties/approval_rules/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err53];
            } else {
              vErrors.push(err53);
            }
            errors++;
          }
        }
        if (data17.neutral !== void 0) {
          let data18 = data17.neutral;
          if (data18 && typeof data18 == "object" && !Array.isArray(data18)) {
            if (data18.role === void 0) {
              const err54 = { instancePath: instancePath + "/approval_rules/neutral", schemaPath: "#/properties/approval_rules/properties/neutral/required", keyword: "required", params: { missingProperty: "role" }, message: "must have required property 'role'" };
              if (vErrors === null) {
                vErrors = [err54];
              } else {
                vErrors.push(err54);
              }
              errors++;
            }
            if (data18.count === void 0) {
              const err55 = { instancePath: instancePath + "/approval_rules/neutral", schemaPath: "#/properties/approval_rules/properties/neutral/required", keyword: "required", params: { missingProperty: "count" }, message: "must have required property 'count'" };
              if (vErrors === null) {
                vErrors = [err55];
              } else {
                vErrors.push(err55);
              }
              errors++;
            }
            for (const key5 in data18) {
              if (!(key5 === "role" || key5 === "count")) {
                const err56 = { instancePath: instancePath + "/approval_rules/neutral", schemaPath: "#/properties/approval_rules/properties/neutral/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err56];
                } else {
                  vErrors.push(err56);
                }
                errors++;
              }
            }
            if (data18.role !== void 0) {
              let data19 = data18.role;
              if (!(data19 === "maintainer" || data19 === "org-admin")) {
                const err57 = { instancePath: instancePath + "/approval_rules/neutral/role", schemaPath: "#/properties/approval_rules/properties/neutral/properties/role/enum", keyword: "enum", params: { allowedValues: schema43.properties.approval_rules.properties.neutral.properties.role.enum }, message: "must be equal to one of the allowed values" };
                if (vErrors === null) {
                  vErrors = [err57];
                } else {
                  vErrors.push(err57);
                }
                errors++;
              }
            }
            if (data18.count !== void 0) {
              let data20 = data18.count;
              if (!(typeof data20 == "number" && (!(data20 % 1) && !isNaN(data20)) && isFinite(data20))) {
                const err58 = { instancePath: instancePath + "/approval_rules/neutral/count", schemaPath: "#/properties/approval_rules/properties/neutral/properties/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                if (vErrors === null) {
                  vErrors = [err58];
                } else {
                  vErrors.push(err58);
                }
                errors++;
              }
              if (typeof data20 == "number" && isFinite(data20)) {
                if (data20 > 20 || isNaN(data20)) {
                  const err59 = { instancePath: instancePath + "/approval_rules/neutral/count", schemaPath: "#/properties/approval_rules/properties/neutral/properties/count/maximum", keyword: "maximum", params: { comparison: "<=", limit: 20 }, message: "must be <= 20" };
                  if (vErrors === null) {
                    vErrors = [err59];
                  } else {
                    vErrors.push(err59);
                  }
                  errors++;
                }
                if (data20 < 1 || isNaN(data20)) {
                  const err60 = { instancePath: instancePath + "/approval_rules/neutral/count", schemaPath: "#/properties/approval_rules/properties/neutral/properties/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
                  if (vErrors === null) {
                    vErrors = [err60];
                  } else {
                    vErrors.push(err60);
                  }
                  errors++;
                }
              }
            }
          } else {
            const err61 = { instancePath: instancePath + "/approval_rules/neutral", schemaPath: "#/properties/approval_rules/properties/neutral/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err61];
            } else {
              vErrors.push(err61);
            }
            errors++;
          }
        }
        if (data17.tighten !== void 0) {
          let data21 = data17.tighten;
          if (data21 && typeof data21 == "object" && !Array.isArray(data21)) {
            if (data21.role === void 0) {
              const err62 = { instancePath: instancePath + "/approval_rules/tighten", schemaPath: "#/properties/approval_rules/properties/tighten/required", keyword: "required", params: { missingProperty: "role" }, message: "must have required property 'role'" };
              if (vErrors === null) {
                vErrors = [err62];
              } else {
                vErrors.push(err62);
              }
              errors++;
            }
            if (data21.count === void 0) {
              const err63 = { instancePath: instancePath + "/approval_rules/tighten", schemaPath: "#/properties/approval_rules/properties/tighten/required", keyword: "required", params: { missingProperty: "count" }, message: "must have required property 'count'" };
              if (vErrors === null) {
                vErrors = [err63];
              } else {
                vErrors.push(err63);
              }
              errors++;
            }
            for (const key6 in data21) {
              if (!(key6 === "role" || key6 === "count")) {
                const err64 = { instancePath: instancePath + "/approval_rules/tighten", schemaPath: "#/properties/approval_rules/properties/tighten/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err64];
                } else {
                  vErrors.push(err64);
                }
                errors++;
              }
            }
            if (data21.role !== void 0) {
              let data22 = data21.role;
              if (!(data22 === "maintainer" || data22 === "org-admin")) {
                const err65 = { instancePath: instancePath + "/approval_rules/tighten/role", schemaPath: "#/properties/approval_rules/properties/tighten/properties/role/enum", keyword: "enum", params: { allowedValues: schema43.properties.approval_rules.properties.tighten.properties.role.enum }, message: "must be equal to one of the allowed values" };
                if (vErrors === null) {
                  vErrors = [err65];
                } else {
                  vErrors.push(err65);
                }
                errors++;
              }
            }
            if (data21.count !== void 0) {
              let data23 = data21.count;
              if (!(typeof data23 == "number" && (!(data23 % 1) && !isNaN(data23)) && isFinite(data23))) {
                const err66 = { instancePath: instancePath + "/approval_rules/tighten/count", schemaPath: "#/properties/approval_rules/properties/tighten/properties/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                if (vErrors === null) {
                  vErrors = [err66];
                } else {
                  vErrors.push(err66);
                }
                errors++;
              }
              if (typeof data23 == "number" && isFinite(data23)) {
                if (data23 > 20 || isNaN(data23)) {
                  const err67 = { instancePath: instancePath + "/approval_rules/tighten/count", schemaPath: "#/properties/approval_rules/properties/tighten/properties/count/maximum", keyword: "maximum", params: { comparison: "<=", limit: 20 }, message: "must be <= 20" };
                  if (vErrors === null) {
                    vErrors = [err67];
                  } else {
                    vErrors.push(err67);
                  }
                  errors++;
                }
                if (data23 < 1 || isNaN(data23)) {
                  const err68 = { instancePath: instancePath + "/approval_rules/tighten/count", schemaPath: "#/properties/approval_rules/properties/tighten/properties/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
                  if (vErrors === null) {
                    vErrors = [err68];
                  } else {
                    vErrors.push(err68);
                  }
                  errors++;
                }
              }
            }
          } else {
            const err69 = { instancePath: instancePath + "/approval_rules/tighten", schemaPath: "#/properties/approval_rules/properties/tighten/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err69];
            } else {
              vErrors.push(err69);
            }
            errors++;
          }
        }
        if (data17.loosen !== void 0) {
          let data24 = data17.loosen;
          if (data24 && typeof data24 == "object" && !Array.isArray(data24)) {
            if (data24.role === void 0) {
              const err70 = { instancePath: instancePath + "/approval_rules/loosen", schemaPath: "#/properties/approval_rules/properties/loosen/required", keyword: "required", params: { missingProperty: "role" }, message: "must have required property 'role'" };
              if (vErrors === null) {
                vErrors = [err70];
              } else {
                vErrors.push(err70);
              }
              errors++;
            }
            if (data24.count === void 0) {
              const err71 = { instancePath: instancePath + "/approval_rules/loosen", schemaPath: "#/properties/approval_rules/properties/loosen/required", keyword: "required", params: { missingProperty: "count" }, message: "must have required property 'count'" };
              if (vErrors === null) {
                vErrors = [err71];
              } else {
                vErrors.push(err71);
              }
              errors++;
            }
            for (const key7 in data24) {
              if (!(key7 === "role" || key7 === "count")) {
                const err72 = { instancePath: instancePath + "/approval_rules/loosen", schemaPath: "#/properties/approval_rules/properties/loosen/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key7 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err72];
                } else {
                  vErrors.push(err72);
                }
                errors++;
              }
            }
            if (data24.role !== void 0) {
              let data25 = data24.role;
              if (!(data25 === "maintainer" || data25 === "org-admin")) {
                const err73 = { instancePath: instancePath + "/approval_rules/loosen/role", schemaPath: "#/properties/approval_rules/properties/loosen/properties/role/enum", keyword: "enum", params: { allowedValues: schema43.properties.approval_rules.properties.loosen.properties.role.enum }, message: "must be equal to one of the allowed values" };
                if (vErrors === null) {
                  vErrors = [err73];
                } else {
                  vErrors.push(err73);
                }
                errors++;
              }
            }
            if (data24.count !== void 0) {
              let data26 = data24.count;
              if (!(typeof data26 == "number" && (!(data26 % 1) && !isNaN(data26)) && isFinite(data26))) {
                const err74 = { instancePath: instancePath + "/approval_rules/loosen/count", schemaPath: "#/properties/approval_rules/properties/loosen/properties/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                if (vErrors === null) {
                  vErrors = [err74];
                } else {
                  vErrors.push(err74);
                }
                errors++;
              }
              if (typeof data26 == "number" && isFinite(data26)) {
                if (data26 > 20 || isNaN(data26)) {
                  const err75 = { instancePath: instancePath + "/approval_rules/loosen/count", schemaPath: "#/properties/approval_rules/properties/loosen/properties/count/maximum", keyword: "maximum", params: { comparison: "<=", limit: 20 }, message: "must be <= 20" };
                  if (vErrors === null) {
                    vErrors = [err75];
                  } else {
                    vErrors.push(err75);
                  }
                  errors++;
                }
                if (data26 < 1 || isNaN(data26)) {
                  const err76 = { instancePath: instancePath + "/approval_rules/loosen/count", schemaPath: "#/properties/approval_rules/properties/loosen/properties/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
                  if (vErrors === null) {
                    vErrors = [err76];
                  } else {
                    vErrors.push(err76);
                  }
                  errors++;
                }
              }
            }
          } else {
            const err77 = { instancePath: instancePath + "/approval_rules/loosen", schemaPath: "#/properties/approval_rules/properties/loosen/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err77];
            } else {
              vErrors.push(err77);
            }
            errors++;
          }
        }
        if (data17.ceiling !== void 0) {
          let data27 = data17.ceiling;
          if (data27 && typeof data27 == "object" && !Array.isArray(data27)) {
            if (data27.role === void 0) {
              const err78 = { instancePath: instancePath + "/approval_rules/ceiling", schemaPath: "#/properties/approval_rules/properties/ceiling/required", keyword: "required", params: { missingProperty: "role" }, message: "must have required property 'role'" };
              if (vErrors === null) {
                vErrors = [err78];
              } else {
                vErrors.push(err78);
              }
              errors++;
            }
            if (data27.count === void 0) {
              const err79 = { instancePath: instancePath + "/approval_rules/ceiling", schemaPath: "#/properties/approval_rules/properties/ceiling/required", keyword: "required", params: { missingProperty: "count" }, message: "must have required property 'count'" };
              if (vErrors === null) {
                vErrors = [err79];
              } else {
                vErrors.push(err79);
              }
              errors++;
            }
            for (const key8 in data27) {
              if (!(key8 === "role" || key8 === "count")) {
                const err80 = { instancePath: instancePath + "/approval_rules/ceiling", schemaPath: "#/properties/approval_rules/properties/ceiling/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key8 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err80];
                } else {
                  vErrors.push(err80);
                }
                errors++;
              }
            }
            if (data27.role !== void 0) {
              let data28 = data27.role;
              if (!(data28 === "maintainer" || data28 === "org-admin")) {
                const err81 = { instancePath: instancePath + "/approval_rules/ceiling/role", schemaPath: "#/properties/approval_rules/properties/ceiling/properties/role/enum", keyword: "enum", params: { allowedValues: schema43.properties.approval_rules.properties.ceiling.properties.role.enum }, message: "must be equal to one of the allowed values" };
                if (vErrors === null) {
                  vErrors = [err81];
                } else {
                  vErrors.push(err81);
                }
                errors++;
              }
            }
            if (data27.count !== void 0) {
              let data29 = data27.count;
              if (!(typeof data29 == "number" && (!(data29 % 1) && !isNaN(data29)) && isFinite(data29))) {
                const err82 = { instancePath: instancePath + "/approval_rules/ceiling/count", schemaPath: "#/properties/approval_rules/properties/ceiling/properties/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                if (vErrors === null) {
                  vErrors = [err82];
                } else {
                  vErrors.push(err82);
                }
                errors++;
              }
              if (typeof data29 == "number" && isFinite(data29)) {
                if (data29 > 20 || isNaN(data29)) {
                  const err83 = { instancePath: instancePath + "/approval_rules/ceiling/count", schemaPath: "#/properties/approval_rules/properties/ceiling/properties/count/maximum", keyword: "maximum", params: { comparison: "<=", limit: 20 }, message: "must be <= 20" };
                  if (vErrors === null) {
                    vErrors = [err83];
                  } else {
                    vErrors.push(err83);
                  }
                  errors++;
                }
                if (data29 < 1 || isNaN(data29)) {
                  const err84 = { instancePath: instancePath + "/approval_rules/ceiling/count", schemaPath: "#/properties/approval_rules/properties/ceiling/properties/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
                  if (vErrors === null) {
                    vErrors = [err84];
                  } else {
                    vErrors.push(err84);
                  }
                  errors++;
                }
              }
            }
          } else {
            const err85 = { instancePath: instancePath + "/approval_rules/ceiling", schemaPath: "#/properties/approval_rules/properties/ceiling/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err85];
            } else {
              vErrors.push(err85);
            }
            errors++;
          }
        }
      } else {
        const err86 = { instancePath: instancePath + "/approval_rules", schemaPath: "#/properties/approval_rules/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err86];
        } else {
          vErrors.push(err86);
        }
        errors++;
      }
    }
  } else {
    const err87 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err87];
    } else {
      vErrors.push(err87);
    }
    errors++;
  }
  validate45.errors = vErrors;
  return errors === 0;
}
var ApproverRegistry = validate46;
var schema48 = { "$id": "https://loopgov.dev/schemas/approvers.schema.json", "$schema": "http://json-schema.org/draft-07/schema#", "title": "ApproverRegistry", "type": "object", "additionalProperties": false, "required": ["apiVersion", "kind", "approvers"], "properties": { "apiVersion": { "const": "loopgov/v1" }, "kind": { "const": "ApproverRegistry" }, "approvers": { "type": "array", "maxItems": 1e3, "items": { "$comment": "A maintainer or org-admin must have a github login and at least one email: separation of duties can only exclude an identity it can recognise (SPEC \xA72.3).", "type": "object", "additionalProperties": false, "required": ["id", "roles"], "properties": { "id": { "$ref": "defs.schema.json#/definitions/id" }, "github": { "type": "string", "pattern": "^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(\\[bot\\])?$" }, "emails": { "type": "array", "maxItems": 20, "items": { "type": "string", "pattern": "^[^@\\s]+@[^@\\s]+$", "maxLength": 254 } }, "roles": { "type": "array", "minItems": 1, "uniqueItems": true, "items": { "$ref": "defs.schema.json#/definitions/role" } }, "keys": { "type": "array", "maxItems": 20, "items": { "type": "object", "required": ["kty"], "discriminator": { "propertyName": "kty" }, "oneOf": [{ "type": "object", "additionalProperties": false, "required": ["kty", "crv", "x", "kid", "alg"], "properties": { "kty": { "const": "OKP" }, "crv": { "const": "Ed25519" }, "x": { "type": "string", "pattern": "^[A-Za-z0-9_-]{43}$" }, "kid": { "$ref": "defs.schema.json#/definitions/id" }, "alg": { "const": "EdDSA" }, "use": { "const": "sig" } } }, { "type": "object", "additionalProperties": false, "required": ["kty", "crv", "x", "y", "kid", "alg"], "properties": { "kty": { "const": "EC" }, "crv": { "const": "P-256" }, "x": { "type": "string", "pattern": "^[A-Za-z0-9_-]{43}$" }, "y": { "type": "string", "pattern": "^[A-Za-z0-9_-]{43}$" }, "kid": { "$ref": "defs.schema.json#/definitions/id" }, "alg": { "const": "ES256" }, "use": { "const": "sig" } } }], "properties": { "kty": { "enum": ["OKP", "EC"] } } } } }, "if": { "properties": { "roles": { "type": "array", "contains": { "enum": ["maintainer", "org-admin"] } } }, "required": ["roles"] }, "then": { "required": ["github", "emails"], "properties": { "github": { "type": "string" }, "emails": { "type": "array", "minItems": 1 } } } } } } };
var schema50 = { "type": "string", "enum": ["maintainer", "org-admin", "proposer-bot"] };
var pattern11 = new RegExp("^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(\\[bot\\])?$", "u");
var pattern12 = new RegExp("^[^@\\s]+@[^@\\s]+$", "u");
var pattern13 = new RegExp("^[A-Za-z0-9_-]{43}$", "u");
function validate46(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.apiVersion === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "apiVersion" }, message: "must have required property 'apiVersion'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.kind === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.approvers === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "approvers" }, message: "must have required property 'approvers'" };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "apiVersion" || key0 === "kind" || key0 === "approvers")) {
        const err3 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.apiVersion !== void 0) {
      if ("loopgov/v1" !== data.apiVersion) {
        const err4 = { instancePath: instancePath + "/apiVersion", schemaPath: "#/properties/apiVersion/const", keyword: "const", params: { allowedValue: "loopgov/v1" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.kind !== void 0) {
      if ("ApproverRegistry" !== data.kind) {
        const err5 = { instancePath: instancePath + "/kind", schemaPath: "#/properties/kind/const", keyword: "const", params: { allowedValue: "ApproverRegistry" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.approvers !== void 0) {
      let data2 = data.approvers;
      if (Array.isArray(data2)) {
        if (data2.length > 1e3) {
          const err6 = { instancePath: instancePath + "/approvers", schemaPath: "#/properties/approvers/maxItems", keyword: "maxItems", params: { limit: 1e3 }, message: "must NOT have more than 1000 items" };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        const len0 = data2.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data3 = data2[i0];
          const _errs9 = errors;
          let valid3 = true;
          const _errs10 = errors;
          if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
            let missing0;
            if (data3.roles === void 0 && (missing0 = "roles")) {
              const err7 = {};
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
            } else {
              if (data3.roles !== void 0) {
                let data4 = data3.roles;
                const _errs11 = errors;
                if (errors === _errs11) {
                  if (Array.isArray(data4)) {
                    const _errs13 = errors;
                    const len1 = data4.length;
                    for (let i1 = 0; i1 < len1; i1++) {
                      let data5 = data4[i1];
                      const _errs14 = errors;
                      if (!(data5 === "maintainer" || data5 === "org-admin")) {
                        const err8 = {};
                        if (vErrors === null) {
                          vErrors = [err8];
                        } else {
                          vErrors.push(err8);
                        }
                        errors++;
                      }
                      var valid5 = _errs14 === errors;
                      if (valid5) {
                        break;
                      }
                    }
                    if (!valid5) {
                      const err9 = {};
                      if (vErrors === null) {
                        vErrors = [err9];
                      } else {
                        vErrors.push(err9);
                      }
                      errors++;
                    } else {
                      errors = _errs13;
                      if (vErrors !== null) {
                        if (_errs13) {
                          vErrors.length = _errs13;
                        } else {
                          vErrors = null;
                        }
                      }
                    }
                  } else {
                    const err10 = {};
                    if (vErrors === null) {
                      vErrors = [err10];
                    } else {
                      vErrors.push(err10);
                    }
                    errors++;
                  }
                }
              }
            }
          }
          var _valid0 = _errs10 === errors;
          errors = _errs9;
          if (vErrors !== null) {
            if (_errs9) {
              vErrors.length = _errs9;
            } else {
              vErrors = null;
            }
          }
          if (_valid0) {
            const _errs15 = errors;
            if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
              if (data3.github === void 0) {
                const err11 = { instancePath: instancePath + "/approvers/" + i0, schemaPath: "#/properties/approvers/items/then/required", keyword: "required", params: { missingProperty: "github" }, message: "must have required property 'github'" };
                if (vErrors === null) {
                  vErrors = [err11];
                } else {
                  vErrors.push(err11);
                }
                errors++;
              }
              if (data3.emails === void 0) {
                const err12 = { instancePath: instancePath + "/approvers/" + i0, schemaPath: "#/properties/approvers/items/then/required", keyword: "required", params: { missingProperty: "emails" }, message: "must have required property 'emails'" };
                if (vErrors === null) {
                  vErrors = [err12];
                } else {
                  vErrors.push(err12);
                }
                errors++;
              }
              if (data3.github !== void 0) {
                if (typeof data3.github !== "string") {
                  const err13 = { instancePath: instancePath + "/approvers/" + i0 + "/github", schemaPath: "#/properties/approvers/items/then/properties/github/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err13];
                  } else {
                    vErrors.push(err13);
                  }
                  errors++;
                }
              }
              if (data3.emails !== void 0) {
                let data7 = data3.emails;
                if (Array.isArray(data7)) {
                  if (data7.length < 1) {
                    const err14 = { instancePath: instancePath + "/approvers/" + i0 + "/emails", schemaPath: "#/properties/approvers/items/then/properties/emails/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
                    if (vErrors === null) {
                      vErrors = [err14];
                    } else {
                      vErrors.push(err14);
                    }
                    errors++;
                  }
                } else {
                  const err15 = { instancePath: instancePath + "/approvers/" + i0 + "/emails", schemaPath: "#/properties/approvers/items/then/properties/emails/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                  if (vErrors === null) {
                    vErrors = [err15];
                  } else {
                    vErrors.push(err15);
                  }
                  errors++;
                }
              }
            }
            var _valid0 = _errs15 === errors;
            valid3 = _valid0;
          }
          if (!valid3) {
            const err16 = { instancePath: instancePath + "/approvers/" + i0, schemaPath: "#/properties/approvers/items/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
          if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
            if (data3.id === void 0) {
              const err17 = { instancePath: instancePath + "/approvers/" + i0, schemaPath: "#/properties/approvers/items/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'" };
              if (vErrors === null) {
                vErrors = [err17];
              } else {
                vErrors.push(err17);
              }
              errors++;
            }
            if (data3.roles === void 0) {
              const err18 = { instancePath: instancePath + "/approvers/" + i0, schemaPath: "#/properties/approvers/items/required", keyword: "required", params: { missingProperty: "roles" }, message: "must have required property 'roles'" };
              if (vErrors === null) {
                vErrors = [err18];
              } else {
                vErrors.push(err18);
              }
              errors++;
            }
            for (const key1 in data3) {
              if (!(key1 === "id" || key1 === "github" || key1 === "emails" || key1 === "roles" || key1 === "keys")) {
                const err19 = { instancePath: instancePath + "/approvers/" + i0, schemaPath: "#/properties/approvers/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err19];
                } else {
                  vErrors.push(err19);
                }
                errors++;
              }
            }
            if (data3.id !== void 0) {
              let data8 = data3.id;
              if (typeof data8 === "string") {
                if (!pattern0.test(data8)) {
                  const err20 = { instancePath: instancePath + "/approvers/" + i0 + "/id", schemaPath: "defs.schema.json#/definitions/id/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9][a-z0-9._-]{0,63}$" }, message: 'must match pattern "^[a-z0-9][a-z0-9._-]{0,63}$"' };
                  if (vErrors === null) {
                    vErrors = [err20];
                  } else {
                    vErrors.push(err20);
                  }
                  errors++;
                }
              } else {
                const err21 = { instancePath: instancePath + "/approvers/" + i0 + "/id", schemaPath: "defs.schema.json#/definitions/id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err21];
                } else {
                  vErrors.push(err21);
                }
                errors++;
              }
            }
            if (data3.github !== void 0) {
              let data9 = data3.github;
              if (typeof data9 === "string") {
                if (!pattern11.test(data9)) {
                  const err22 = { instancePath: instancePath + "/approvers/" + i0 + "/github", schemaPath: "#/properties/approvers/items/properties/github/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(\\[bot\\])?$" }, message: 'must match pattern "^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(\\[bot\\])?$"' };
                  if (vErrors === null) {
                    vErrors = [err22];
                  } else {
                    vErrors.push(err22);
                  }
                  errors++;
                }
              } else {
                const err23 = { instancePath: instancePath + "/approvers/" + i0 + "/github", schemaPath: "#/properties/approvers/items/properties/github/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err23];
                } else {
                  vErrors.push(err23);
                }
                errors++;
              }
            }
            if (data3.emails !== void 0) {
              let data10 = data3.emails;
              if (Array.isArray(data10)) {
                if (data10.length > 20) {
                  const err24 = { instancePath: instancePath + "/approvers/" + i0 + "/emails", schemaPath: "#/properties/approvers/items/properties/emails/maxItems", keyword: "maxItems", params: { limit: 20 }, message: "must NOT have more than 20 items" };
                  if (vErrors === null) {
                    vErrors = [err24];
                  } else {
                    vErrors.push(err24);
                  }
                  errors++;
                }
                const len2 = data10.length;
                for (let i2 = 0; i2 < len2; i2++) {
                  let data11 = data10[i2];
                  if (typeof data11 === "string") {
                    if (data11.length > 254 && func2(data11) > 254) {
                      const err25 = { instancePath: instancePath + "/approvers/" + i0 + "/emails/" + i2, schemaPath: "#/properties/approvers/items/properties/emails/items/maxLength", keyword: "maxLength", params: { limit: 254 }, message: "must NOT have more than 254 characters" };
                      if (vErrors === null) {
                        vErrors = [err25];
                      } else {
                        vErrors.push(err25);
                      }
                      errors++;
                    }
                    if (!pattern12.test(data11)) {
                      const err26 = { instancePath: instancePath + "/approvers/" + i0 + "/emails/" + i2, schemaPath: "#/properties/approvers/items/properties/emails/items/pattern", keyword: "pattern", params: { pattern: "^[^@\\s]+@[^@\\s]+$" }, message: 'must match pattern "^[^@\\s]+@[^@\\s]+$"' };
                      if (vErrors === null) {
                        vErrors = [err26];
                      } else {
                        vErrors.push(err26);
                      }
                      errors++;
                    }
                  } else {
                    const err27 = { instancePath: instancePath + "/approvers/" + i0 + "/emails/" + i2, schemaPath: "#/properties/approvers/items/properties/emails/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err27];
                    } else {
                      vErrors.push(err27);
                    }
                    errors++;
                  }
                }
              } else {
                const err28 = { instancePath: instancePath + "/approvers/" + i0 + "/emails", schemaPath: "#/properties/approvers/items/properties/emails/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                if (vErrors === null) {
                  vErrors = [err28];
                } else {
                  vErrors.push(err28);
                }
                errors++;
              }
            }
            if (data3.roles !== void 0) {
              let data12 = data3.roles;
              if (Array.isArray(data12)) {
                if (data12.length < 1) {
                  const err29 = { instancePath: instancePath + "/approvers/" + i0 + "/roles", schemaPath: "#/properties/approvers/items/properties/roles/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
                  if (vErrors === null) {
                    vErrors = [err29];
                  } else {
                    vErrors.push(err29);
                  }
                  errors++;
                }
                const len3 = data12.length;
                for (let i3 = 0; i3 < len3; i3++) {
                  let data13 = data12[i3];
                  if (typeof data13 !== "string") {
                    const err30 = { instancePath: instancePath + "/approvers/" + i0 + "/roles/" + i3, schemaPath: "defs.schema.json#/definitions/role/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err30];
                    } else {
                      vErrors.push(err30);
                    }
                    errors++;
                  }
                  if (!(data13 === "maintainer" || data13 === "org-admin" || data13 === "proposer-bot")) {
                    const err31 = { instancePath: instancePath + "/approvers/" + i0 + "/roles/" + i3, schemaPath: "defs.schema.json#/definitions/role/enum", keyword: "enum", params: { allowedValues: schema50.enum }, message: "must be equal to one of the allowed values" };
                    if (vErrors === null) {
                      vErrors = [err31];
                    } else {
                      vErrors.push(err31);
                    }
                    errors++;
                  }
                }
                let i4 = data12.length;
                let j0;
                if (i4 > 1) {
                  outer0:
                    for (; i4--; ) {
                      for (j0 = i4; j0--; ) {
                        if (func0(data12[i4], data12[j0])) {
                          const err32 = { instancePath: instancePath + "/approvers/" + i0 + "/roles", schemaPath: "#/properties/approvers/items/properties/roles/uniqueItems", keyword: "uniqueItems", params: { i: i4, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i4 + " are identical)" };
                          if (vErrors === null) {
                            vErrors = [err32];
                          } else {
                            vErrors.push(err32);
                          }
                          errors++;
                          break outer0;
                        }
                      }
                    }
                }
              } else {
                const err33 = { instancePath: instancePath + "/approvers/" + i0 + "/roles", schemaPath: "#/properties/approvers/items/properties/roles/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                if (vErrors === null) {
                  vErrors = [err33];
                } else {
                  vErrors.push(err33);
                }
                errors++;
              }
            }
            if (data3.keys !== void 0) {
              let data14 = data3.keys;
              if (Array.isArray(data14)) {
                if (data14.length > 20) {
                  const err34 = { instancePath: instancePath + "/approvers/" + i0 + "/keys", schemaPath: "#/properties/approvers/items/properties/keys/maxItems", keyword: "maxItems", params: { limit: 20 }, message: "must NOT have more than 20 items" };
                  if (vErrors === null) {
                    vErrors = [err34];
                  } else {
                    vErrors.push(err34);
                  }
                  errors++;
                }
                const len4 = data14.length;
                for (let i5 = 0; i5 < len4; i5++) {
                  let data15 = data14[i5];
                  if (data15 && typeof data15 == "object" && !Array.isArray(data15)) {
                    if (data15.kty === void 0) {
                      const err35 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i5, schemaPath: "#/properties/approvers/items/properties/keys/items/required", keyword: "required", params: { missingProperty: "kty" }, message: "must have required property 'kty'" };
                      if (vErrors === null) {
                        vErrors = [err35];
                      } else {
                        vErrors.push(err35);
                      }
                      errors++;
                    }
                    if (data15.kty !== void 0) {
                      let data16 = data15.kty;
                      if (!(data16 === "OKP" || data16 === "EC")) {
                        const err36 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i5 + "/kty", schemaPath: "#/properties/approvers/items/properties/keys/items/properties/kty/enum", keyword: "enum", params: { allowedValues: schema48.properties.approvers.items.properties.keys.items.properties.kty.enum }, message: "must be equal to one of the allowed values" };
                        if (vErrors === null) {
                          vErrors = [err36];
                        } else {
                          vErrors.push(err36);
                        }
                        errors++;
                      }
                    }
                    const tag0 = data15.kty;
                    if (typeof tag0 == "string") {
                      if (tag0 === "OKP") {
                        if (data15 && typeof data15 == "object" && !Array.isArray(data15)) {
                          if (data15.kty === void 0) {
                            const err37 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i5, schemaPath: "#/properties/approvers/items/properties/keys/items/oneOf/0/required", keyword: "required", params: { missingProperty: "kty" }, message: "must have required property 'kty'" };
                            if (vErrors === null) {
                              vErrors = [err37];
                            } else {
                              vErrors.push(err37);
                            }
                            errors++;
                          }
                          if (data15.crv === void 0) {
                            const err38 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i5, schemaPath: "#/properties/approvers/items/properties/keys/items/oneOf/0/required", keyword: "required", params: { missingProperty: "crv" }, message: "must have required property 'crv'" };
                            if (vErrors === null) {
                              vErrors = [err38];
                            } else {
                              vErrors.push(err38);
                            }
                            errors++;
                          }
                          if (data15.x === void 0) {
                            const err39 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i5, schemaPath: "#/properties/approvers/items/properties/keys/items/oneOf/0/required", keyword: "required", params: { missingProperty: "x" }, message: "must have required property 'x'" };
                            if (vErrors === null) {
                              vErrors = [err39];
                            } else {
                              vErrors.push(err39);
                            }
                            errors++;
                          }
                          if (data15.kid === void 0) {
                            const err40 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i5, schemaPath: "#/properties/approvers/items/properties/keys/items/oneOf/0/required", keyword: "required", params: { missingProperty: "kid" }, message: "must have required property 'kid'" };
                            if (vErrors === null) {
                              vErrors = [err40];
                            } else {
                              vErrors.push(err40);
                            }
                            errors++;
                          }
                          if (data15.alg === void 0) {
                            const err41 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i5, schemaPath: "#/properties/approvers/items/properties/keys/items/oneOf/0/required", keyword: "required", params: { missingProperty: "alg" }, message: "must have required property 'alg'" };
                            if (vErrors === null) {
                              vErrors = [err41];
                            } else {
                              vErrors.push(err41);
                            }
                            errors++;
                          }
                          for (const key2 in data15) {
                            if (!(key2 === "kty" || key2 === "crv" || key2 === "x" || key2 === "kid" || key2 === "alg" || key2 === "use")) {
                              const err42 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i5, schemaPath: "#/properties/approvers/items/properties/keys/items/oneOf/0/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
                              if (vErrors === null) {
                                vErrors = [err42];
                              } else {
                                vErrors.push(err42);
                              }
                              errors++;
                            }
                          }
                          if (data15.kty !== void 0) {
                            if ("OKP" !== data15.kty) {
                              const err43 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i5 + "/kty", schemaPath: "#/properties/approvers/items/properties/keys/items/oneOf/0/properties/kty/const", keyword: "const", params: { allowedValue: "OKP" }, message: "must be equal to constant" };
                              if (vErrors === null) {
                                vErrors = [err43];
                              } else {
                                vErrors.push(err43);
                              }
                              errors++;
                            }
                          }
                          if (data15.crv !== void 0) {
                            if ("Ed25519" !== data15.crv) {
                              const err44 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i5 + "/crv", schemaPath: "#/properties/approvers/items/properties/keys/items/oneOf/0/properties/crv/const", keyword: "const", params: { allowedValue: "Ed25519" }, message: "must be equal to constant" };
                              if (vErrors === null) {
                                vErrors = [err44];
                              } else {
                                vErrors.push(err44);
                              }
                              errors++;
                            }
                          }
                          if (data15.x !== void 0) {
                            let data19 = data15.x;
                            if (typeof data19 === "string") {
                              if (!pattern13.test(data19)) {
                                const err45 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i5 + "/x", schemaPath: "#/properties/approvers/items/properties/keys/items/oneOf/0/properties/x/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9_-]{43}$" }, message: 'must match pattern "^[A-Za-z0-9_-]{43}$"' };
                                if (vErrors === null) {
                                  vErrors = [err45];
                                } else {
                                  vErrors.push(err45);
                                }
                                errors++;
                              }
                            } else {
                              const err46 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i5 + "/x", schemaPath: "#/properties/approvers/items/properties/keys/items/oneOf/0/properties/x/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                              if (vErrors === null) {
                                vErrors = [err46];
                              } else {
                                vErrors.push(err46);
                              }
                              errors++;
                            }
                          }
                          if (data15.kid !== void 0) {
                            let data20 = data15.kid;
                            if (typeof data20 === "string") {
                              if (!pattern0.test(data20)) {
                                const err47 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i5 + "/kid", schemaPath: "defs.schema.json#/definitions/id/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9][a-z0-9._-]{0,63}$" }, message: 'must match pattern "^[a-z0-9][a-z0-9._-]{0,63}$"' };
                                if (vErrors === null) {
                                  vErrors = [err47];
                                } else {
                                  vErrors.push(err47);
                                }
                                errors++;
                              }
                            } else {
                              const err48 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i5 + "/kid", schemaPath: "defs.schema.json#/definitions/id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                              if (vErrors === null) {
                                vErrors = [err48];
                              } else {
                                vErrors.push(err48);
                              }
                              errors++;
                            }
                          }
                          if (data15.alg !== void 0) {
                            if ("EdDSA" !== data15.alg) {
                              const err49 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i5 + "/alg", schemaPath: "#/properties/approvers/items/properties/keys/items/oneOf/0/properties/alg/const", keyword: "const", params: { allowedValue: "EdDSA" }, message: "must be equal to constant" };
                              if (vErrors === null) {
                                vErrors = [err49];
                              } else {
                                vErrors.push(err49);
                              }
                              errors++;
                            }
                          }
                          if (data15.use !== void 0) {
                            if ("sig" !== data15.use) {
                              const err50 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i5 + "/use", schemaPath: "#/properties/approvers/items/properties/keys/items/oneOf/0/properties/use/const", keyword: "const", params: { allowedValue: "sig" }, message: "must be equal to constant" };
                              if (vErrors === null) {
                                vErrors = [err50];
                              } else {
                                vErrors.push(err50);
                              }
                              errors++;
                            }
                          }
                        } else {
                          const err51 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i5, schemaPath: "#/properties/approvers/items/properties/keys/items/oneOf/0/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                          if (vErrors === null) {
                            vErrors = [err51];
                          } else {
                            vErrors.push(err51);
                          }
                          errors++;
                        }
                      } else if (tag0 === "EC") {
                        if (data15 && typeof data15 == "object" && !Array.isArray(data15)) {
                          if (data15.kty === void 0) {
                            const err52 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i5, schemaPath: "#/properties/approvers/items/properties/keys/items/oneOf/1/required", keyword: "required", params: { missingProperty: "kty" }, message: "must have required property 'kty'" };
                            if (vErrors === null) {
                              vErrors = [err52];
                            } else {
                              vErrors.push(err52);
                            }
                            errors++;
                          }
                          if (data15.crv === void 0) {
                            const err53 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i5, schemaPath: "#/properties/approvers/items/properties/keys/items/oneOf/1/required", keyword: "required", params: { missingProperty: "crv" }, message: "must have required property 'crv'" };
                            if (vErrors === null) {
                              vErrors = [err53];
                            } else {
                              vErrors.push(err53);
                            }
                            errors++;
                          }
                          if (data15.x === void 0) {
                            const err54 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i5, schemaPath: "#/properties/approvers/items/properties/keys/items/oneOf/1/required", keyword: "required", params: { missingProperty: "x" }, message: "must have required property 'x'" };
                            if (vErrors === null) {
                              vErrors = [err54];
                            } else {
                              vErrors.push(err54);
                            }
                            errors++;
                          }
                          if (data15.y === void 0) {
                            const err55 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i5, schemaPath: "#/properties/approvers/items/properties/keys/items/oneOf/1/required", keyword: "required", params: { missingProperty: "y" }, message: "must have required property 'y'" };
                            if (vErrors === null) {
                              vErrors = [err55];
                            } else {
                              vErrors.push(err55);
                            }
                            errors++;
                          }
                          if (data15.kid === void 0) {
                            const err56 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i5, schemaPath: "#/properties/approvers/items/properties/keys/items/oneOf/1/required", keyword: "required", params: { missingProperty: "kid" }, message: "must have required property 'kid'" };
                            if (vErrors === null) {
                              vErrors = [err56];
                            } else {
                              vErrors.push(err56);
                            }
                            errors++;
                          }
                          if (data15.alg === void 0) {
                            const err57 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i5, schemaPath: "#/properties/approvers/items/properties/keys/items/oneOf/1/required", keyword: "required", params: { missingProperty: "alg" }, message: "must have required property 'alg'" };
                            if (vErrors === null) {
                              vErrors = [err57];
                            } else {
                              vErrors.push(err57);
                            }
                            errors++;
                          }
                          for (const key3 in data15) {
                            if (!(key3 === "kty" || key3 === "crv" || key3 === "x" || key3 === "y" || key3 === "kid" || key3 === "alg" || key3 === "use")) {
                              const err58 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i5, schemaPath: "#/properties/approvers/items/properties/keys/items/oneOf/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
                              if (vErrors === null) {
                                vErrors = [err58];
                              } else {
                                vErrors.push(err58);
                              }
                              errors++;
                            }
                          }
                          if (data15.kty !== void 0) {
                            if ("EC" !== data15.kty) {
                              const err59 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i5 + "/kty", schemaPath: "#/properties/approvers/items/properties/keys/items/oneOf/1/properties/kty/const", keyword: "const", params: { allowedValue: "EC" }, message: "must be equal to constant" };
                              if (vErrors === null) {
                                vErrors = [err59];
                              } else {
                                vErrors.push(err59);
                              }
                              errors++;
                            }
                          }
                          if (data15.crv !== void 0) {
                            if ("P-256" !== data15.crv) {
                              const err60 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i5 + "/crv", schemaPath: "#/properties/approvers/items/properties/keys/items/oneOf/1/properties/crv/const", keyword: "const", params: { allowedValue: "P-256" }, message: "must be equal to constant" };
                              if (vErrors === null) {
                                vErrors = [err60];
                              } else {
                                vErrors.push(err60);
                              }
                              errors++;
                            }
                          }
                          if (data15.x !== void 0) {
                            let data25 = data15.x;
                            if (typeof data25 === "string") {
                              if (!pattern13.test(data25)) {
                                const err61 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i5 + "/x", schemaPath: "#/properties/approvers/items/properties/keys/items/oneOf/1/properties/x/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9_-]{43}$" }, message: 'must match pattern "^[A-Za-z0-9_-]{43}$"' };
                                if (vErrors === null) {
                                  vErrors = [err61];
                                } else {
                                  vErrors.push(err61);
                                }
                                errors++;
                              }
                            } else {
                              const err62 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i5 + "/x", schemaPath: "#/properties/approvers/items/properties/keys/items/oneOf/1/properties/x/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                              if (vErrors === null) {
                                vErrors = [err62];
                              } else {
                                vErrors.push(err62);
                              }
                              errors++;
                            }
                          }
                          if (data15.y !== void 0) {
                            let data26 = data15.y;
                            if (typeof data26 === "string") {
                              if (!pattern13.test(data26)) {
                                const err63 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i5 + "/y", schemaPath: "#/properties/approvers/items/properties/keys/items/oneOf/1/properties/y/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9_-]{43}$" }, message: 'must match pattern "^[A-Za-z0-9_-]{43}$"' };
                                if (vErrors === null) {
                                  vErrors = [err63];
                                } else {
                                  vErrors.push(err63);
                                }
                                errors++;
                              }
                            } else {
                              const err64 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i5 + "/y", schemaPath: "#/properties/approvers/items/properties/keys/items/oneOf/1/properties/y/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                              if (vErrors === null) {
                                vErrors = [err64];
                              } else {
                                vErrors.push(err64);
                              }
                              errors++;
                            }
                          }
                          if (data15.kid !== void 0) {
                            let data27 = data15.kid;
                            if (typeof data27 === "string") {
                              if (!pattern0.test(data27)) {
                                const err65 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i5 + "/kid", schemaPath: "defs.schema.json#/definitions/id/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9][a-z0-9._-]{0,63}$" }, message: 'must match pattern "^[a-z0-9][a-z0-9._-]{0,63}$"' };
                                if (vErrors === null) {
                                  vErrors = [err65];
                                } else {
                                  vErrors.push(err65);
                                }
                                errors++;
                              }
                            } else {
                              const err66 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i5 + "/kid", schemaPath: "defs.schema.json#/definitions/id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                              if (vErrors === null) {
                                vErrors = [err66];
                              } else {
                                vErrors.push(err66);
                              }
                              errors++;
                            }
                          }
                          if (data15.alg !== void 0) {
                            if ("ES256" !== data15.alg) {
                              const err67 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i5 + "/alg", schemaPath: "#/properties/approvers/items/properties/keys/items/oneOf/1/properties/alg/const", keyword: "const", params: { allowedValue: "ES256" }, message: "must be equal to constant" };
                              if (vErrors === null) {
                                vErrors = [err67];
                              } else {
                                vErrors.push(err67);
                              }
                              errors++;
                            }
                          }
                          if (data15.use !== void 0) {
                            if ("sig" !== data15.use) {
                              const err68 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i5 + "/use", schemaPath: "#/properties/approvers/items/properties/keys/items/oneOf/1/properties/use/const", keyword: "const", params: { allowedValue: "sig" }, message: "must be equal to constant" };
                              if (vErrors === null) {
                                vErrors = [err68];
                              } else {
                                vErrors.push(err68);
                              }
                              errors++;
                            }
                          }
                        } else {
                          const err69 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i5, schemaPath: "#/properties/approvers/items/properties/keys/items/oneOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                          if (vErrors === null) {
                            vErrors = [err69];
                          } else {
                            vErrors.push(err69);
                          }
                          errors++;
                        }
                      } else {
                        const err70 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i5, schemaPath: "#/properties/approvers/items/properties/keys/items/discriminator", keyword: "discriminator", params: { error: "mapping", tag: "kty", tagValue: tag0 }, message: 'value of tag "kty" must be in oneOf' };
                        if (vErrors === null) {
                          vErrors = [err70];
                        } else {
                          vErrors.push(err70);
                        }
                        errors++;
                      }
                    } else {
                      const err71 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i5, schemaPath: "#/properties/approvers/items/properties/keys/items/discriminator", keyword: "discriminator", params: { error: "tag", tag: "kty", tagValue: tag0 }, message: 'tag "kty" must be string' };
                      if (vErrors === null) {
                        vErrors = [err71];
                      } else {
                        vErrors.push(err71);
                      }
                      errors++;
                    }
                  } else {
                    const err72 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i5, schemaPath: "#/properties/approvers/items/properties/keys/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                    if (vErrors === null) {
                      vErrors = [err72];
                    } else {
                      vErrors.push(err72);
                    }
                    errors++;
                  }
                }
              } else {
                const err73 = { instancePath: instancePath + "/approvers/" + i0 + "/keys", schemaPath: "#/properties/approvers/items/properties/keys/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                if (vErrors === null) {
                  vErrors = [err73];
                } else {
                  vErrors.push(err73);
                }
                errors++;
              }
            }
          } else {
            const err74 = { instancePath: instancePath + "/approvers/" + i0, schemaPath: "#/properties/approvers/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err74];
            } else {
              vErrors.push(err74);
            }
            errors++;
          }
        }
      } else {
        const err75 = { instancePath: instancePath + "/approvers", schemaPath: "#/properties/approvers/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err75];
        } else {
          vErrors.push(err75);
        }
        errors++;
      }
    }
  } else {
    const err76 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err76];
    } else {
      vErrors.push(err76);
    }
    errors++;
  }
  validate46.errors = vErrors;
  return errors === 0;
}
var Proposal = validate47;
var schema53 = { "$id": "https://loopgov.dev/schemas/proposal.schema.json", "$schema": "http://json-schema.org/draft-07/schema#", "title": "Proposal (SPEC \xA72.4, \xA76)", "type": "object", "additionalProperties": false, "required": ["apiVersion", "kind", "id", "proposed_by", "summary", "rationale"], "properties": { "apiVersion": { "const": "loopgov/v1" }, "kind": { "const": "Proposal" }, "id": { "$ref": "defs.schema.json#/definitions/id" }, "proposed_by": { "type": "string", "minLength": 1, "maxLength": 100 }, "created_at": { "type": "string", "maxLength": 40 }, "summary": { "type": "string", "maxLength": 500 }, "rationale": { "type": "string", "maxLength": 2e4 }, "rollback_to": { "type": "string", "pattern": "^[0-9a-f]{40}$" }, "changes": { "type": "array", "maxItems": 1e3, "items": { "type": "object", "additionalProperties": false, "required": ["field", "to"], "properties": { "file": { "type": "string" }, "scope": { "type": "object", "additionalProperties": false, "properties": { "project": { "type": ["string", "null"] }, "level": { "type": ["string", "null"] }, "profile": { "type": ["string", "null"] } } }, "field": { "type": "string" }, "from": {}, "to": {}, "direction": { "enum": ["loosen", "tighten", "neutral"] }, "ceiling": { "type": ["number", "null"] }, "rule": { "type": "string", "maxLength": 100 } } } }, "evidence": { "type": "object", "additionalProperties": false, "properties": { "runs": { "type": "array", "maxItems": 1e5, "items": { "type": "string", "maxLength": 200 } }, "statistics": { "type": "object", "additionalProperties": { "type": ["number", "string"] } }, "counterfactual": { "type": "array", "maxItems": 1e5, "items": { "type": "object", "additionalProperties": false, "required": ["run_id", "recorded", "proposed"], "properties": { "run_id": { "type": "string" }, "recorded": { "type": "string" }, "proposed": { "type": "string" }, "note": { "type": "string" } } } } } }, "area": { "type": "string", "minLength": 1, "maxLength": 200 }, "base": { "type": "object", "additionalProperties": false, "required": ["commit", "digest"], "properties": { "commit": { "type": "string", "pattern": "^[0-9a-f]{40}$" }, "digest": { "type": "string", "pattern": "^[0-9a-f]{64}$" } } }, "proposed_digest": { "type": "string", "pattern": "^[0-9a-f]{64}$" }, "class": { "enum": ["neutral", "tighten", "loosen", "ceiling"] }, "findings": { "type": "array", "maxItems": 1e3, "items": { "type": "object", "additionalProperties": false, "required": ["rule", "field", "message"], "properties": { "rule": { "type": "string", "maxLength": 100 }, "project": { "type": "string", "maxLength": 200 }, "level": { "type": "string", "maxLength": 10 }, "field": { "type": "string", "maxLength": 200 }, "message": { "type": "string", "maxLength": 2e3 }, "rationale": { "type": "string", "maxLength": 4e3 }, "clamped": { "type": "string", "maxLength": 1e3 }, "evidence": { "type": "object", "additionalProperties": false, "properties": { "runs": { "type": "array", "maxItems": 1e3, "items": { "type": "string", "maxLength": 200 } }, "runs_total": { "type": "integer", "minimum": 0 }, "figures": { "type": "object", "additionalProperties": { "type": ["number", "string"] } } } } } } }, "replay": { "type": "object", "additionalProperties": false, "required": ["key", "totals"], "properties": { "key": { "type": "object", "additionalProperties": false, "required": ["proposed_digest", "heads_hash"], "properties": { "proposed_digest": { "type": "string", "pattern": "^[0-9a-f]{64}$" }, "heads_hash": { "type": "string", "pattern": "^[0-9a-f]{64}$" } } }, "totals": { "type": "object", "additionalProperties": false, "properties": { "runs": { "type": "integer", "minimum": 0 }, "changed": { "type": "integer", "minimum": 0 }, "by_status": { "type": "object", "additionalProperties": { "type": "integer", "minimum": 0 } }, "delta": { "type": "object", "additionalProperties": false, "properties": { "steps": { "type": "number" }, "tokens": { "type": "number" }, "cost_usd": { "type": "number" } } } } }, "from_record": { "type": "array", "maxItems": 1e3, "items": { "type": "string", "maxLength": 200 } }, "rerun": { "type": "array", "maxItems": 1e3, "items": { "type": "string", "maxLength": 200 } } } } } };
var pattern19 = new RegExp("^[0-9a-f]{40}$", "u");
var pattern21 = new RegExp("^[0-9a-f]{64}$", "u");
function validate47(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.apiVersion === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "apiVersion" }, message: "must have required property 'apiVersion'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.kind === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.id === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'" };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.proposed_by === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "proposed_by" }, message: "must have required property 'proposed_by'" };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.summary === void 0) {
      const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "summary" }, message: "must have required property 'summary'" };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.rationale === void 0) {
      const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "rationale" }, message: "must have required property 'rationale'" };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func10.call(schema53.properties, key0)) {
        const err6 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.apiVersion !== void 0) {
      if ("loopgov/v1" !== data.apiVersion) {
        const err7 = { instancePath: instancePath + "/apiVersion", schemaPath: "#/properties/apiVersion/const", keyword: "const", params: { allowedValue: "loopgov/v1" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.kind !== void 0) {
      if ("Proposal" !== data.kind) {
        const err8 = { instancePath: instancePath + "/kind", schemaPath: "#/properties/kind/const", keyword: "const", params: { allowedValue: "Proposal" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.id !== void 0) {
      let data2 = data.id;
      if (typeof data2 === "string") {
        if (!pattern0.test(data2)) {
          const err9 = { instancePath: instancePath + "/id", schemaPath: "defs.schema.json#/definitions/id/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9][a-z0-9._-]{0,63}$" }, message: 'must match pattern "^[a-z0-9][a-z0-9._-]{0,63}$"' };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      } else {
        const err10 = { instancePath: instancePath + "/id", schemaPath: "defs.schema.json#/definitions/id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.proposed_by !== void 0) {
      let data3 = data.proposed_by;
      if (typeof data3 === "string") {
        if (data3.length > 100 && func2(data3) > 100) {
          const err11 = { instancePath: instancePath + "/proposed_by", schemaPath: "#/properties/proposed_by/maxLength", keyword: "maxLength", params: { limit: 100 }, message: "must NOT have more than 100 characters" };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
        if (data3.length < 2 * 1 && func2(data3) < 1) {
          const err12 = { instancePath: instancePath + "/proposed_by", schemaPath: "#/properties/proposed_by/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
      } else {
        const err13 = { instancePath: instancePath + "/proposed_by", schemaPath: "#/properties/proposed_by/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.created_at !== void 0) {
      let data4 = data.created_at;
      if (typeof data4 === "string") {
        if (data4.length > 40 && func2(data4) > 40) {
          const err14 = { instancePath: instancePath + "/created_at", schemaPath: "#/properties/created_at/maxLength", keyword: "maxLength", params: { limit: 40 }, message: "must NOT have more than 40 characters" };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
      } else {
        const err15 = { instancePath: instancePath + "/created_at", schemaPath: "#/properties/created_at/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.summary !== void 0) {
      let data5 = data.summary;
      if (typeof data5 === "string") {
        if (data5.length > 500 && func2(data5) > 500) {
          const err16 = { instancePath: instancePath + "/summary", schemaPath: "#/properties/summary/maxLength", keyword: "maxLength", params: { limit: 500 }, message: "must NOT have more than 500 characters" };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      } else {
        const err17 = { instancePath: instancePath + "/summary", schemaPath: "#/properties/summary/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
    if (data.rationale !== void 0) {
      let data6 = data.rationale;
      if (typeof data6 === "string") {
        if (data6.length > 2e4 && func2(data6) > 2e4) {
          const err18 = { instancePath: instancePath + "/rationale", schemaPath: "#/properties/rationale/maxLength", keyword: "maxLength", params: { limit: 2e4 }, message: "must NOT have more than 20000 characters" };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
      } else {
        const err19 = { instancePath: instancePath + "/rationale", schemaPath: "#/properties/rationale/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
    }
    if (data.rollback_to !== void 0) {
      let data7 = data.rollback_to;
      if (typeof data7 === "string") {
        if (!pattern19.test(data7)) {
          const err20 = { instancePath: instancePath + "/rollback_to", schemaPath: "#/properties/rollback_to/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{40}$" }, message: 'must match pattern "^[0-9a-f]{40}$"' };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
      } else {
        const err21 = { instancePath: instancePath + "/rollback_to", schemaPath: "#/properties/rollback_to/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
    }
    if (data.changes !== void 0) {
      let data8 = data.changes;
      if (Array.isArray(data8)) {
        if (data8.length > 1e3) {
          const err22 = { instancePath: instancePath + "/changes", schemaPath: "#/properties/changes/maxItems", keyword: "maxItems", params: { limit: 1e3 }, message: "must NOT have more than 1000 items" };
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
        const len0 = data8.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data9 = data8[i0];
          if (data9 && typeof data9 == "object" && !Array.isArray(data9)) {
            if (data9.field === void 0) {
              const err23 = { instancePath: instancePath + "/changes/" + i0, schemaPath: "#/properties/changes/items/required", keyword: "required", params: { missingProperty: "field" }, message: "must have required property 'field'" };
              if (vErrors === null) {
                vErrors = [err23];
              } else {
                vErrors.push(err23);
              }
              errors++;
            }
            if (data9.to === void 0) {
              const err24 = { instancePath: instancePath + "/changes/" + i0, schemaPath: "#/properties/changes/items/required", keyword: "required", params: { missingProperty: "to" }, message: "must have required property 'to'" };
              if (vErrors === null) {
                vErrors = [err24];
              } else {
                vErrors.push(err24);
              }
              errors++;
            }
            for (const key1 in data9) {
              if (!(key1 === "file" || key1 === "scope" || key1 === "field" || key1 === "from" || key1 === "to" || key1 === "direction" || key1 === "ceiling" || key1 === "rule")) {
                const err25 = { instancePath: instancePath + "/changes/" + i0, schemaPath: "#/properties/changes/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err25];
                } else {
                  vErrors.push(err25);
                }
                errors++;
              }
            }
            if (data9.file !== void 0) {
              if (typeof data9.file !== "string") {
                const err26 = { instancePath: instancePath + "/changes/" + i0 + "/file", schemaPath: "#/properties/changes/items/properties/file/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err26];
                } else {
                  vErrors.push(err26);
                }
                errors++;
              }
            }
            if (data9.scope !== void 0) {
              let data11 = data9.scope;
              if (data11 && typeof data11 == "object" && !Array.isArray(data11)) {
                for (const key2 in data11) {
                  if (!(key2 === "project" || key2 === "level" || key2 === "profile")) {
                    const err27 = { instancePath: instancePath + "/changes/" + i0 + "/scope", schemaPath: "#/properties/changes/items/properties/scope/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                      vErrors = [err27];
                    } else {
                      vErrors.push(err27);
                    }
                    errors++;
                  }
                }
                if (data11.project !== void 0) {
                  let data12 = data11.project;
                  if (typeof data12 !== "string" && data12 !== null) {
                    const err28 = { instancePath: instancePath + "/changes/" + i0 + "/scope/project", schemaPath: "#/properties/changes/items/properties/scope/properties/project/type", keyword: "type", params: { type: schema53.properties.changes.items.properties.scope.properties.project.type }, message: "must be string,null" };
                    if (vErrors === null) {
                      vErrors = [err28];
                    } else {
                      vErrors.push(err28);
                    }
                    errors++;
                  }
                }
                if (data11.level !== void 0) {
                  let data13 = data11.level;
                  if (typeof data13 !== "string" && data13 !== null) {
                    const err29 = { instancePath: instancePath + "/changes/" + i0 + "/scope/level", schemaPath: "#/properties/changes/items/properties/scope/properties/level/type", keyword: "type", params: { type: schema53.properties.changes.items.properties.scope.properties.level.type }, message: "must be string,null" };
                    if (vErrors === null) {
                      vErrors = [err29];
                    } else {
                      vErrors.push(err29);
                    }
                    errors++;
                  }
                }
                if (data11.profile !== void 0) {
                  let data14 = data11.profile;
                  if (typeof data14 !== "string" && data14 !== null) {
                    const err30 = { instancePath: instancePath + "/changes/" + i0 + "/scope/profile", schemaPath: "#/properties/changes/items/properties/scope/properties/profile/type", keyword: "type", params: { type: schema53.properties.changes.items.properties.scope.properties.profile.type }, message: "must be string,null" };
                    if (vErrors === null) {
                      vErrors = [err30];
                    } else {
                      vErrors.push(err30);
                    }
                    errors++;
                  }
                }
              } else {
                const err31 = { instancePath: instancePath + "/changes/" + i0 + "/scope", schemaPath: "#/properties/changes/items/properties/scope/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                  vErrors = [err31];
                } else {
                  vErrors.push(err31);
                }
                errors++;
              }
            }
            if (data9.field !== void 0) {
              if (typeof data9.field !== "string") {
                const err32 = { instancePath: instancePath + "/changes/" + i0 + "/field", schemaPath: "#/properties/changes/items/properties/field/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err32];
                } else {
                  vErrors.push(err32);
                }
                errors++;
              }
            }
            if (data9.direction !== void 0) {
              let data16 = data9.direction;
              if (!(data16 === "loosen" || data16 === "tighten" || data16 === "neutral")) {
                const err33 = { instancePath: instancePath + "/changes/" + i0 + "/direction", schemaPath: "#/properties/changes/items/properties/direction/enum", keyword: "enum", params: { allowedValues: schema53.properties.changes.items.properties.direction.enum }, message: "must be equal to one of the allowed values" };
                if (vErrors === null) {
                  vErrors = [err33];
                } else {
                  vErrors.push(err33);
                }
                errors++;
              }
            }
            if (data9.ceiling !== void 0) {
              let data17 = data9.ceiling;
              if (!(typeof data17 == "number" && isFinite(data17)) && data17 !== null) {
                const err34 = { instancePath: instancePath + "/changes/" + i0 + "/ceiling", schemaPath: "#/properties/changes/items/properties/ceiling/type", keyword: "type", params: { type: schema53.properties.changes.items.properties.ceiling.type }, message: "must be number,null" };
                if (vErrors === null) {
                  vErrors = [err34];
                } else {
                  vErrors.push(err34);
                }
                errors++;
              }
            }
            if (data9.rule !== void 0) {
              let data18 = data9.rule;
              if (typeof data18 === "string") {
                if (data18.length > 100 && func2(data18) > 100) {
                  const err35 = { instancePath: instancePath + "/changes/" + i0 + "/rule", schemaPath: "#/properties/changes/items/properties/rule/maxLength", keyword: "maxLength", params: { limit: 100 }, message: "must NOT have more than 100 characters" };
                  if (vErrors === null) {
                    vErrors = [err35];
                  } else {
                    vErrors.push(err35);
                  }
                  errors++;
                }
              } else {
                const err36 = { instancePath: instancePath + "/changes/" + i0 + "/rule", schemaPath: "#/properties/changes/items/properties/rule/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err36];
                } else {
                  vErrors.push(err36);
                }
                errors++;
              }
            }
          } else {
            const err37 = { instancePath: instancePath + "/changes/" + i0, schemaPath: "#/properties/changes/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err37];
            } else {
              vErrors.push(err37);
            }
            errors++;
          }
        }
      } else {
        const err38 = { instancePath: instancePath + "/changes", schemaPath: "#/properties/changes/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err38];
        } else {
          vErrors.push(err38);
        }
        errors++;
      }
    }
    if (data.evidence !== void 0) {
      let data19 = data.evidence;
      if (data19 && typeof data19 == "object" && !Array.isArray(data19)) {
        for (const key3 in data19) {
          if (!(key3 === "runs" || key3 === "statistics" || key3 === "counterfactual")) {
            const err39 = { instancePath: instancePath + "/evidence", schemaPath: "#/properties/evidence/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err39];
            } else {
              vErrors.push(err39);
            }
            errors++;
          }
        }
        if (data19.runs !== void 0) {
          let data20 = data19.runs;
          if (Array.isArray(data20)) {
            if (data20.length > 1e5) {
              const err40 = { instancePath: instancePath + "/evidence/runs", schemaPath: "#/properties/evidence/properties/runs/maxItems", keyword: "maxItems", params: { limit: 1e5 }, message: "must NOT have more than 100000 items" };
              if (vErrors === null) {
                vErrors = [err40];
              } else {
                vErrors.push(err40);
              }
              errors++;
            }
            const len1 = data20.length;
            for (let i1 = 0; i1 < len1; i1++) {
              let data21 = data20[i1];
              if (typeof data21 === "string") {
                if (data21.length > 200 && func2(data21) > 200) {
                  const err41 = { instancePath: instancePath + "/evidence/runs/" + i1, schemaPath: "#/properties/evidence/properties/runs/items/maxLength", keyword: "maxLength", params: { limit: 200 }, message: "must NOT have more than 200 characters" };
                  if (vErrors === null) {
                    vErrors = [err41];
                  } else {
                    vErrors.push(err41);
                  }
                  errors++;
                }
              } else {
                const err42 = { instancePath: instancePath + "/evidence/runs/" + i1, schemaPath: "#/properties/evidence/properties/runs/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err42];
                } else {
                  vErrors.push(err42);
                }
                errors++;
              }
            }
          } else {
            const err43 = { instancePath: instancePath + "/evidence/runs", schemaPath: "#/properties/evidence/properties/runs/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err43];
            } else {
              vErrors.push(err43);
            }
            errors++;
          }
        }
        if (data19.statistics !== void 0) {
          let data22 = data19.statistics;
          if (data22 && typeof data22 == "object" && !Array.isArray(data22)) {
            for (const key4 in data22) {
              let data23 = data22[key4];
              if (!(typeof data23 == "number" && isFinite(data23)) && typeof data23 !== "string") {
                const err44 = { instancePath: instancePath + "/evidence/statistics/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/evidence/properties/statistics/additionalProperties/type", keyword: "type", params: { type: schema53.properties.evidence.properties.statistics.additionalProperties.type }, message: "must be number,string" };
                if (vErrors === null) {
                  vErrors = [err44];
                } else {
                  vErrors.push(err44);
                }
                errors++;
              }
            }
          } else {
            const err45 = { instancePath: instancePath + "/evidence/statistics", schemaPath: "#/properties/evidence/properties/statistics/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err45];
            } else {
              vErrors.push(err45);
            }
            errors++;
          }
        }
        if (data19.counterfactual !== void 0) {
          let data24 = data19.counterfactual;
          if (Array.isArray(data24)) {
            if (data24.length > 1e5) {
              const err46 = { instancePath: instancePath + "/evidence/counterfactual", schemaPath: "#/properties/evidence/properties/counterfactual/maxItems", keyword: "maxItems", params: { limit: 1e5 }, message: "must NOT have more than 100000 items" };
              if (vErrors === null) {
                vErrors = [err46];
              } else {
                vErrors.push(err46);
              }
              errors++;
            }
            const len2 = data24.length;
            for (let i2 = 0; i2 < len2; i2++) {
              let data25 = data24[i2];
              if (data25 && typeof data25 == "object" && !Array.isArray(data25)) {
                if (data25.run_id === void 0) {
                  const err47 = { instancePath: instancePath + "/evidence/counterfactual/" + i2, schemaPath: "#/properties/evidence/properties/counterfactual/items/required", keyword: "required", params: { missingProperty: "run_id" }, message: "must have required property 'run_id'" };
                  if (vErrors === null) {
                    vErrors = [err47];
                  } else {
                    vErrors.push(err47);
                  }
                  errors++;
                }
                if (data25.recorded === void 0) {
                  const err48 = { instancePath: instancePath + "/evidence/counterfactual/" + i2, schemaPath: "#/properties/evidence/properties/counterfactual/items/required", keyword: "required", params: { missingProperty: "recorded" }, message: "must have required property 'recorded'" };
                  if (vErrors === null) {
                    vErrors = [err48];
                  } else {
                    vErrors.push(err48);
                  }
                  errors++;
                }
                if (data25.proposed === void 0) {
                  const err49 = { instancePath: instancePath + "/evidence/counterfactual/" + i2, schemaPath: "#/properties/evidence/properties/counterfactual/items/required", keyword: "required", params: { missingProperty: "proposed" }, message: "must have required property 'proposed'" };
                  if (vErrors === null) {
                    vErrors = [err49];
                  } else {
                    vErrors.push(err49);
                  }
                  errors++;
                }
                for (const key5 in data25) {
                  if (!(key5 === "run_id" || key5 === "recorded" || key5 === "proposed" || key5 === "note")) {
                    const err50 = { instancePath: instancePath + "/evidence/counterfactual/" + i2, schemaPath: "#/properties/evidence/properties/counterfactual/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                      vErrors = [err50];
                    } else {
                      vErrors.push(err50);
                    }
                    errors++;
                  }
                }
                if (data25.run_id !== void 0) {
                  if (typeof data25.run_id !== "string") {
                    const err51 = { instancePath: instancePath + "/evidence/counterfactual/" + i2 + "/run_id", schemaPath: "#/properties/evidence/properties/counterfactual/items/properties/run_id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err51];
                    } else {
                      vErrors.push(err51);
                    }
                    errors++;
                  }
                }
                if (data25.recorded !== void 0) {
                  if (typeof data25.recorded !== "string") {
                    const err52 = { instancePath: instancePath + "/evidence/counterfactual/" + i2 + "/recorded", schemaPath: "#/properties/evidence/properties/counterfactual/items/properties/recorded/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err52];
                    } else {
                      vErrors.push(err52);
                    }
                    errors++;
                  }
                }
                if (data25.proposed !== void 0) {
                  if (typeof data25.proposed !== "string") {
                    const err53 = { instancePath: instancePath + "/evidence/counterfactual/" + i2 + "/proposed", schemaPath: "#/properties/evidence/properties/counterfactual/items/properties/proposed/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err53];
                    } else {
                      vErrors.push(err53);
                    }
                    errors++;
                  }
                }
                if (data25.note !== void 0) {
                  if (typeof data25.note !== "string") {
                    const err54 = { instancePath: instancePath + "/evidence/counterfactual/" + i2 + "/note", schemaPath: "#/properties/evidence/properties/counterfactual/items/properties/note/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err54];
                    } else {
                      vErrors.push(err54);
                    }
                    errors++;
                  }
                }
              } else {
                const err55 = { instancePath: instancePath + "/evidence/counterfactual/" + i2, schemaPath: "#/properties/evidence/properties/counterfactual/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                  vErrors = [err55];
                } else {
                  vErrors.push(err55);
                }
                errors++;
              }
            }
          } else {
            const err56 = { instancePath: instancePath + "/evidence/counterfactual", schemaPath: "#/properties/evidence/properties/counterfactual/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err56];
            } else {
              vErrors.push(err56);
            }
            errors++;
          }
        }
      } else {
        const err57 = { instancePath: instancePath + "/evidence", schemaPath: "#/properties/evidence/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err57];
        } else {
          vErrors.push(err57);
        }
        errors++;
      }
    }
    if (data.area !== void 0) {
      let data30 = data.area;
      if (typeof data30 === "string") {
        if (data30.length > 200 && func2(data30) > 200) {
          const err58 = { instancePath: instancePath + "/area", schemaPath: "#/properties/area/maxLength", keyword: "maxLength", params: { limit: 200 }, message: "must NOT have more than 200 characters" };
          if (vErrors === null) {
            vErrors = [err58];
          } else {
            vErrors.push(err58);
          }
          errors++;
        }
        if (data30.length < 2 * 1 && func2(data30) < 1) {
          const err59 = { instancePath: instancePath + "/area", schemaPath: "#/properties/area/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          if (vErrors === null) {
            vErrors = [err59];
          } else {
            vErrors.push(err59);
          }
          errors++;
        }
      } else {
        const err60 = { instancePath: instancePath + "/area", schemaPath: "#/properties/area/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err60];
        } else {
          vErrors.push(err60);
        }
        errors++;
      }
    }
    if (data.base !== void 0) {
      let data31 = data.base;
      if (data31 && typeof data31 == "object" && !Array.isArray(data31)) {
        if (data31.commit === void 0) {
          const err61 = { instancePath: instancePath + "/base", schemaPath: "#/properties/base/required", keyword: "required", params: { missingProperty: "commit" }, message: "must have required property 'commit'" };
          if (vErrors === null) {
            vErrors = [err61];
          } else {
            vErrors.push(err61);
          }
          errors++;
        }
        if (data31.digest === void 0) {
          const err62 = { instancePath: instancePath + "/base", schemaPath: "#/properties/base/required", keyword: "required", params: { missingProperty: "digest" }, message: "must have required property 'digest'" };
          if (vErrors === null) {
            vErrors = [err62];
          } else {
            vErrors.push(err62);
          }
          errors++;
        }
        for (const key6 in data31) {
          if (!(key6 === "commit" || key6 === "digest")) {
            const err63 = { instancePath: instancePath + "/base", schemaPath: "#/properties/base/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err63];
            } else {
              vErrors.push(err63);
            }
            errors++;
          }
        }
        if (data31.commit !== void 0) {
          let data32 = data31.commit;
          if (typeof data32 === "string") {
            if (!pattern19.test(data32)) {
              const err64 = { instancePath: instancePath + "/base/commit", schemaPath: "#/properties/base/properties/commit/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{40}$" }, message: 'must match pattern "^[0-9a-f]{40}$"' };
              if (vErrors === null) {
                vErrors = [err64];
              } else {
                vErrors.push(err64);
              }
              errors++;
            }
          } else {
            const err65 = { instancePath: instancePath + "/base/commit", schemaPath: "#/properties/base/properties/commit/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err65];
            } else {
              vErrors.push(err65);
            }
            errors++;
          }
        }
        if (data31.digest !== void 0) {
          let data33 = data31.digest;
          if (typeof data33 === "string") {
            if (!pattern21.test(data33)) {
              const err66 = { instancePath: instancePath + "/base/digest", schemaPath: "#/properties/base/properties/digest/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{64}$" }, message: 'must match pattern "^[0-9a-f]{64}$"' };
              if (vErrors === null) {
                vErrors = [err66];
              } else {
                vErrors.push(err66);
              }
              errors++;
            }
          } else {
            const err67 = { instancePath: instancePath + "/base/digest", schemaPath: "#/properties/base/properties/digest/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err67];
            } else {
              vErrors.push(err67);
            }
            errors++;
          }
        }
      } else {
        const err68 = { instancePath: instancePath + "/base", schemaPath: "#/properties/base/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err68];
        } else {
          vErrors.push(err68);
        }
        errors++;
      }
    }
    if (data.proposed_digest !== void 0) {
      let data34 = data.proposed_digest;
      if (typeof data34 === "string") {
        if (!pattern21.test(data34)) {
          const err69 = { instancePath: instancePath + "/proposed_digest", schemaPath: "#/properties/proposed_digest/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{64}$" }, message: 'must match pattern "^[0-9a-f]{64}$"' };
          if (vErrors === null) {
            vErrors = [err69];
          } else {
            vErrors.push(err69);
          }
          errors++;
        }
      } else {
        const err70 = { instancePath: instancePath + "/proposed_digest", schemaPath: "#/properties/proposed_digest/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err70];
        } else {
          vErrors.push(err70);
        }
        errors++;
      }
    }
    if (data.class !== void 0) {
      let data35 = data.class;
      if (!(data35 === "neutral" || data35 === "tighten" || data35 === "loosen" || data35 === "ceiling")) {
        const err71 = { instancePath: instancePath + "/class", schemaPath: "#/properties/class/enum", keyword: "enum", params: { allowedValues: schema53.properties.class.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err71];
        } else {
          vErrors.push(err71);
        }
        errors++;
      }
    }
    if (data.findings !== void 0) {
      let data36 = data.findings;
      if (Array.isArray(data36)) {
        if (data36.length > 1e3) {
          const err72 = { instancePath: instancePath + "/findings", schemaPath: "#/properties/findings/maxItems", keyword: "maxItems", params: { limit: 1e3 }, message: "must NOT have more than 1000 items" };
          if (vErrors === null) {
            vErrors = [err72];
          } else {
            vErrors.push(err72);
          }
          errors++;
        }
        const len3 = data36.length;
        for (let i3 = 0; i3 < len3; i3++) {
          let data37 = data36[i3];
          if (data37 && typeof data37 == "object" && !Array.isArray(data37)) {
            if (data37.rule === void 0) {
              const err73 = { instancePath: instancePath + "/findings/" + i3, schemaPath: "#/properties/findings/items/required", keyword: "required", params: { missingProperty: "rule" }, message: "must have required property 'rule'" };
              if (vErrors === null) {
                vErrors = [err73];
              } else {
                vErrors.push(err73);
              }
              errors++;
            }
            if (data37.field === void 0) {
              const err74 = { instancePath: instancePath + "/findings/" + i3, schemaPath: "#/properties/findings/items/required", keyword: "required", params: { missingProperty: "field" }, message: "must have required property 'field'" };
              if (vErrors === null) {
                vErrors = [err74];
              } else {
                vErrors.push(err74);
              }
              errors++;
            }
            if (data37.message === void 0) {
              const err75 = { instancePath: instancePath + "/findings/" + i3, schemaPath: "#/properties/findings/items/required", keyword: "required", params: { missingProperty: "message" }, message: "must have required property 'message'" };
              if (vErrors === null) {
                vErrors = [err75];
              } else {
                vErrors.push(err75);
              }
              errors++;
            }
            for (const key7 in data37) {
              if (!(key7 === "rule" || key7 === "project" || key7 === "level" || key7 === "field" || key7 === "message" || key7 === "rationale" || key7 === "clamped" || key7 === "evidence")) {
                const err76 = { instancePath: instancePath + "/findings/" + i3, schemaPath: "#/properties/findings/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key7 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err76];
                } else {
                  vErrors.push(err76);
                }
                errors++;
              }
            }
            if (data37.rule !== void 0) {
              let data38 = data37.rule;
              if (typeof data38 === "string") {
                if (data38.length > 100 && func2(data38) > 100) {
                  const err77 = { instancePath: instancePath + "/findings/" + i3 + "/rule", schemaPath: "#/properties/findings/items/properties/rule/maxLength", keyword: "maxLength", params: { limit: 100 }, message: "must NOT have more than 100 characters" };
                  if (vErrors === null) {
                    vErrors = [err77];
                  } else {
                    vErrors.push(err77);
                  }
                  errors++;
                }
              } else {
                const err78 = { instancePath: instancePath + "/findings/" + i3 + "/rule", schemaPath: "#/properties/findings/items/properties/rule/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err78];
                } else {
                  vErrors.push(err78);
                }
                errors++;
              }
            }
            if (data37.project !== void 0) {
              let data39 = data37.project;
              if (typeof data39 === "string") {
                if (data39.length > 200 && func2(data39) > 200) {
                  const err79 = { instancePath: instancePath + "/findings/" + i3 + "/project", schemaPath: "#/properties/findings/items/properties/project/maxLength", keyword: "maxLength", params: { limit: 200 }, message: "must NOT have more than 200 characters" };
                  if (vErrors === null) {
                    vErrors = [err79];
                  } else {
                    vErrors.push(err79);
                  }
                  errors++;
                }
              } else {
                const err80 = { instancePath: instancePath + "/findings/" + i3 + "/project", schemaPath: "#/properties/findings/items/properties/project/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err80];
                } else {
                  vErrors.push(err80);
                }
                errors++;
              }
            }
            if (data37.level !== void 0) {
              let data40 = data37.level;
              if (typeof data40 === "string") {
                if (data40.length > 10 && func2(data40) > 10) {
                  const err81 = { instancePath: instancePath + "/findings/" + i3 + "/level", schemaPath: "#/properties/findings/items/properties/level/maxLength", keyword: "maxLength", params: { limit: 10 }, message: "must NOT have more than 10 characters" };
                  if (vErrors === null) {
                    vErrors = [err81];
                  } else {
                    vErrors.push(err81);
                  }
                  errors++;
                }
              } else {
                const err82 = { instancePath: instancePath + "/findings/" + i3 + "/level", schemaPath: "#/properties/findings/items/properties/level/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err82];
                } else {
                  vErrors.push(err82);
                }
                errors++;
              }
            }
            if (data37.field !== void 0) {
              let data41 = data37.field;
              if (typeof data41 === "string") {
                if (data41.length > 200 && func2(data41) > 200) {
                  const err83 = { instancePath: instancePath + "/findings/" + i3 + "/field", schemaPath: "#/properties/findings/items/properties/field/maxLength", keyword: "maxLength", params: { limit: 200 }, message: "must NOT have more than 200 characters" };
                  if (vErrors === null) {
                    vErrors = [err83];
                  } else {
                    vErrors.push(err83);
                  }
                  errors++;
                }
              } else {
                const err84 = { instancePath: instancePath + "/findings/" + i3 + "/field", schemaPath: "#/properties/findings/items/properties/field/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err84];
                } else {
                  vErrors.push(err84);
                }
                errors++;
              }
            }
            if (data37.message !== void 0) {
              let data42 = data37.message;
              if (typeof data42 === "string") {
                if (data42.length > 2e3 && func2(data42) > 2e3) {
                  const err85 = { instancePath: instancePath + "/findings/" + i3 + "/message", schemaPath: "#/properties/findings/items/properties/message/maxLength", keyword: "maxLength", params: { limit: 2e3 }, message: "must NOT have more than 2000 characters" };
                  if (vErrors === null) {
                    vErrors = [err85];
                  } else {
                    vErrors.push(err85);
                  }
                  errors++;
                }
              } else {
                const err86 = { instancePath: instancePath + "/findings/" + i3 + "/message", schemaPath: "#/properties/findings/items/properties/message/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err86];
                } else {
                  vErrors.push(err86);
                }
                errors++;
              }
            }
            if (data37.rationale !== void 0) {
              let data43 = data37.rationale;
              if (typeof data43 === "string") {
                if (data43.length > 4e3 && func2(data43) > 4e3) {
                  const err87 = { instancePath: instancePath + "/findings/" + i3 + "/rationale", schemaPath: "#/properties/findings/items/properties/rationale/maxLength", keyword: "maxLength", params: { limit: 4e3 }, message: "must NOT have more than 4000 characters" };
                  if (vErrors === null) {
                    vErrors = [err87];
                  } else {
                    vErrors.push(err87);
                  }
                  errors++;
                }
              } else {
                const err88 = { instancePath: instancePath + "/findings/" + i3 + "/rationale", schemaPath: "#/properties/findings/items/properties/rationale/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err88];
                } else {
                  vErrors.push(err88);
                }
                errors++;
              }
            }
            if (data37.clamped !== void 0) {
              let data44 = data37.clamped;
              if (typeof data44 === "string") {
                if (data44.length > 1e3 && func2(data44) > 1e3) {
                  const err89 = { instancePath: instancePath + "/findings/" + i3 + "/clamped", schemaPath: "#/properties/findings/items/properties/clamped/maxLength", keyword: "maxLength", params: { limit: 1e3 }, message: "must NOT have more than 1000 characters" };
                  if (vErrors === null) {
                    vErrors = [err89];
                  } else {
                    vErrors.push(err89);
                  }
                  errors++;
                }
              } else {
                const err90 = { instancePath: instancePath + "/findings/" + i3 + "/clamped", schemaPath: "#/properties/findings/items/properties/clamped/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err90];
                } else {
                  vErrors.push(err90);
                }
                errors++;
              }
            }
            if (data37.evidence !== void 0) {
              let data45 = data37.evidence;
              if (data45 && typeof data45 == "object" && !Array.isArray(data45)) {
                for (const key8 in data45) {
                  if (!(key8 === "runs" || key8 === "runs_total" || key8 === "figures")) {
                    const err91 = { instancePath: instancePath + "/findings/" + i3 + "/evidence", schemaPath: "#/properties/findings/items/properties/evidence/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key8 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                      vErrors = [err91];
                    } else {
                      vErrors.push(err91);
                    }
                    errors++;
                  }
                }
                if (data45.runs !== void 0) {
                  let data46 = data45.runs;
                  if (Array.isArray(data46)) {
                    if (data46.length > 1e3) {
                      const err92 = { instancePath: instancePath + "/findings/" + i3 + "/evidence/runs", schemaPath: "#/properties/findings/items/properties/evidence/properties/runs/maxItems", keyword: "maxItems", params: { limit: 1e3 }, message: "must NOT have more than 1000 items" };
                      if (vErrors === null) {
                        vErrors = [err92];
                      } else {
                        vErrors.push(err92);
                      }
                      errors++;
                    }
                    const len4 = data46.length;
                    for (let i4 = 0; i4 < len4; i4++) {
                      let data47 = data46[i4];
                      if (typeof data47 === "string") {
                        if (data47.length > 200 && func2(data47) > 200) {
                          const err93 = { instancePath: instancePath + "/findings/" + i3 + "/evidence/runs/" + i4, schemaPath: "#/properties/findings/items/properties/evidence/properties/runs/items/maxLength", keyword: "maxLength", params: { limit: 200 }, message: "must NOT have more than 200 characters" };
                          if (vErrors === null) {
                            vErrors = [err93];
                          } else {
                            vErrors.push(err93);
                          }
                          errors++;
                        }
                      } else {
                        const err94 = { instancePath: instancePath + "/findings/" + i3 + "/evidence/runs/" + i4, schemaPath: "#/properties/findings/items/properties/evidence/properties/runs/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                        if (vErrors === null) {
                          vErrors = [err94];
                        } else {
                          vErrors.push(err94);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err95 = { instancePath: instancePath + "/findings/" + i3 + "/evidence/runs", schemaPath: "#/properties/findings/items/properties/evidence/properties/runs/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                    if (vErrors === null) {
                      vErrors = [err95];
                    } else {
                      vErrors.push(err95);
                    }
                    errors++;
                  }
                }
                if (data45.runs_total !== void 0) {
                  let data48 = data45.runs_total;
                  if (!(typeof data48 == "number" && (!(data48 % 1) && !isNaN(data48)) && isFinite(data48))) {
                    const err96 = { instancePath: instancePath + "/findings/" + i3 + "/evidence/runs_total", schemaPath: "#/properties/findings/items/properties/evidence/properties/runs_total/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                    if (vErrors === null) {
                      vErrors = [err96];
                    } else {
                      vErrors.push(err96);
                    }
                    errors++;
                  }
                  if (typeof data48 == "number" && isFinite(data48)) {
                    if (data48 < 0 || isNaN(data48)) {
                      const err97 = { instancePath: instancePath + "/findings/" + i3 + "/evidence/runs_total", schemaPath: "#/properties/findings/items/properties/evidence/properties/runs_total/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                      if (vErrors === null) {
                        vErrors = [err97];
                      } else {
                        vErrors.push(err97);
                      }
                      errors++;
                    }
                  }
                }
                if (data45.figures !== void 0) {
                  let data49 = data45.figures;
                  if (data49 && typeof data49 == "object" && !Array.isArray(data49)) {
                    for (const key9 in data49) {
                      let data50 = data49[key9];
                      if (!(typeof data50 == "number" && isFinite(data50)) && typeof data50 !== "string") {
                        const err98 = { instancePath: instancePath + "/findings/" + i3 + "/evidence/figures/" + key9.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/findings/items/properties/evidence/properties/figures/additionalProperties/type", keyword: "type", params: { type: schema53.properties.findings.items.properties.evidence.properties.figures.additionalProperties.type }, message: "must be number,string" };
                        if (vErrors === null) {
                          vErrors = [err98];
                        } else {
                          vErrors.push(err98);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err99 = { instancePath: instancePath + "/findings/" + i3 + "/evidence/figures", schemaPath: "#/properties/findings/items/properties/evidence/properties/figures/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                    if (vErrors === null) {
                      vErrors = [err99];
                    } else {
                      vErrors.push(err99);
                    }
                    errors++;
                  }
                }
              } else {
                const err100 = { instancePath: instancePath + "/findings/" + i3 + "/evidence", schemaPath: "#/properties/findings/items/properties/evidence/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                  vErrors = [err100];
                } else {
                  vErrors.push(err100);
                }
                errors++;
              }
            }
          } else {
            const err101 = { instancePath: instancePath + "/findings/" + i3, schemaPath: "#/properties/findings/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err101];
            } else {
              vErrors.push(err101);
            }
            errors++;
          }
        }
      } else {
        const err102 = { instancePath: instancePath + "/findings", schemaPath: "#/properties/findings/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err102];
        } else {
          vErrors.push(err102);
        }
        errors++;
      }
    }
    if (data.replay !== void 0) {
      let data51 = data.replay;
      if (data51 && typeof data51 == "object" && !Array.isArray(data51)) {
        if (data51.key === void 0) {
          const err103 = { instancePath: instancePath + "/replay", schemaPath: "#/properties/replay/required", keyword: "required", params: { missingProperty: "key" }, message: "must have required property 'key'" };
          if (vErrors === null) {
            vErrors = [err103];
          } else {
            vErrors.push(err103);
          }
          errors++;
        }
        if (data51.totals === void 0) {
          const err104 = { instancePath: instancePath + "/replay", schemaPath: "#/properties/replay/required", keyword: "required", params: { missingProperty: "totals" }, message: "must have required property 'totals'" };
          if (vErrors === null) {
            vErrors = [err104];
          } else {
            vErrors.push(err104);
          }
          errors++;
        }
        for (const key10 in data51) {
          if (!(key10 === "key" || key10 === "totals" || key10 === "from_record" || key10 === "rerun")) {
            const err105 = { instancePath: instancePath + "/replay", schemaPath: "#/properties/replay/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key10 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err105];
            } else {
              vErrors.push(err105);
            }
            errors++;
          }
        }
        if (data51.key !== void 0) {
          let data52 = data51.key;
          if (data52 && typeof data52 == "object" && !Array.isArray(data52)) {
            if (data52.proposed_digest === void 0) {
              const err106 = { instancePath: instancePath + "/replay/key", schemaPath: "#/properties/replay/properties/key/required", keyword: "required", params: { missingProperty: "proposed_digest" }, message: "must have required property 'proposed_digest'" };
              if (vErrors === null) {
                vErrors = [err106];
              } else {
                vErrors.push(err106);
              }
              errors++;
            }
            if (data52.heads_hash === void 0) {
              const err107 = { instancePath: instancePath + "/replay/key", schemaPath: "#/properties/replay/properties/key/required", keyword: "required", params: { missingProperty: "heads_hash" }, message: "must have required property 'heads_hash'" };
              if (vErrors === null) {
                vErrors = [err107];
              } else {
                vErrors.push(err107);
              }
              errors++;
            }
            for (const key11 in data52) {
              if (!(key11 === "proposed_digest" || key11 === "heads_hash")) {
                const err108 = { instancePath: instancePath + "/replay/key", schemaPath: "#/properties/replay/properties/key/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key11 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err108];
                } else {
                  vErrors.push(err108);
                }
                errors++;
              }
            }
            if (data52.proposed_digest !== void 0) {
              let data53 = data52.proposed_digest;
              if (typeof data53 === "string") {
                if (!pattern21.test(data53)) {
                  const err109 = { instancePath: instancePath + "/replay/key/proposed_digest", schemaPath: "#/properties/replay/properties/key/properties/proposed_digest/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{64}$" }, message: 'must match pattern "^[0-9a-f]{64}$"' };
                  if (vErrors === null) {
                    vErrors = [err109];
                  } else {
                    vErrors.push(err109);
                  }
                  errors++;
                }
              } else {
                const err110 = { instancePath: instancePath + "/replay/key/proposed_digest", schemaPath: "#/properties/replay/properties/key/properties/proposed_digest/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err110];
                } else {
                  vErrors.push(err110);
                }
                errors++;
              }
            }
            if (data52.heads_hash !== void 0) {
              let data54 = data52.heads_hash;
              if (typeof data54 === "string") {
                if (!pattern21.test(data54)) {
                  const err111 = { instancePath: instancePath + "/replay/key/heads_hash", schemaPath: "#/properties/replay/properties/key/properties/heads_hash/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{64}$" }, message: 'must match pattern "^[0-9a-f]{64}$"' };
                  if (vErrors === null) {
                    vErrors = [err111];
                  } else {
                    vErrors.push(err111);
                  }
                  errors++;
                }
              } else {
                const err112 = { instancePath: instancePath + "/replay/key/heads_hash", schemaPath: "#/properties/replay/properties/key/properties/heads_hash/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err112];
                } else {
                  vErrors.push(err112);
                }
                errors++;
              }
            }
          } else {
            const err113 = { instancePath: instancePath + "/replay/key", schemaPath: "#/properties/replay/properties/key/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err113];
            } else {
              vErrors.push(err113);
            }
            errors++;
          }
        }
        if (data51.totals !== void 0) {
          let data55 = data51.totals;
          if (data55 && typeof data55 == "object" && !Array.isArray(data55)) {
            for (const key12 in data55) {
              if (!(key12 === "runs" || key12 === "changed" || key12 === "by_status" || key12 === "delta")) {
                const err114 = { instancePath: instancePath + "/replay/totals", schemaPath: "#/properties/replay/properties/totals/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key12 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err114];
                } else {
                  vErrors.push(err114);
                }
                errors++;
              }
            }
            if (data55.runs !== void 0) {
              let data56 = data55.runs;
              if (!(typeof data56 == "number" && (!(data56 % 1) && !isNaN(data56)) && isFinite(data56))) {
                const err115 = { instancePath: instancePath + "/replay/totals/runs", schemaPath: "#/properties/replay/properties/totals/properties/runs/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                if (vErrors === null) {
                  vErrors = [err115];
                } else {
                  vErrors.push(err115);
                }
                errors++;
              }
              if (typeof data56 == "number" && isFinite(data56)) {
                if (data56 < 0 || isNaN(data56)) {
                  const err116 = { instancePath: instancePath + "/replay/totals/runs", schemaPath: "#/properties/replay/properties/totals/properties/runs/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                  if (vErrors === null) {
                    vErrors = [err116];
                  } else {
                    vErrors.push(err116);
                  }
                  errors++;
                }
              }
            }
            if (data55.changed !== void 0) {
              let data57 = data55.changed;
              if (!(typeof data57 == "number" && (!(data57 % 1) && !isNaN(data57)) && isFinite(data57))) {
                const err117 = { instancePath: instancePath + "/replay/totals/changed", schemaPath: "#/properties/replay/properties/totals/properties/changed/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                if (vErrors === null) {
                  vErrors = [err117];
                } else {
                  vErrors.push(err117);
                }
                errors++;
              }
              if (typeof data57 == "number" && isFinite(data57)) {
                if (data57 < 0 || isNaN(data57)) {
                  const err118 = { instancePath: instancePath + "/replay/totals/changed", schemaPath: "#/properties/replay/properties/totals/properties/changed/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                  if (vErrors === null) {
                    vErrors = [err118];
                  } else {
                    vErrors.push(err118);
                  }
                  errors++;
                }
              }
            }
            if (data55.by_status !== void 0) {
              let data58 = data55.by_status;
              if (data58 && typeof data58 == "object" && !Array.isArray(data58)) {
                for (const key13 in data58) {
                  let data59 = data58[key13];
                  if (!(typeof data59 == "number" && (!(data59 % 1) && !isNaN(data59)) && isFinite(data59))) {
                    const err119 = { instancePath: instancePath + "/replay/totals/by_status/" + key13.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/replay/properties/totals/properties/by_status/additionalProperties/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                    if (vErrors === null) {
                      vErrors = [err119];
                    } else {
                      vErrors.push(err119);
                    }
                    errors++;
                  }
                  if (typeof data59 == "number" && isFinite(data59)) {
                    if (data59 < 0 || isNaN(data59)) {
                      const err120 = { instancePath: instancePath + "/replay/totals/by_status/" + key13.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/replay/properties/totals/properties/by_status/additionalProperties/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                      if (vErrors === null) {
                        vErrors = [err120];
                      } else {
                        vErrors.push(err120);
                      }
                      errors++;
                    }
                  }
                }
              } else {
                const err121 = { instancePath: instancePath + "/replay/totals/by_status", schemaPath: "#/properties/replay/properties/totals/properties/by_status/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                  vErrors = [err121];
                } else {
                  vErrors.push(err121);
                }
                errors++;
              }
            }
            if (data55.delta !== void 0) {
              let data60 = data55.delta;
              if (data60 && typeof data60 == "object" && !Array.isArray(data60)) {
                for (const key14 in data60) {
                  if (!(key14 === "steps" || key14 === "tokens" || key14 === "cost_usd")) {
                    const err122 = { instancePath: instancePath + "/replay/totals/delta", schemaPath: "#/properties/replay/properties/totals/properties/delta/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key14 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                      vErrors = [err122];
                    } else {
                      vErrors.push(err122);
                    }
                    errors++;
                  }
                }
                if (data60.steps !== void 0) {
                  let data61 = data60.steps;
                  if (!(typeof data61 == "number" && isFinite(data61))) {
                    const err123 = { instancePath: instancePath + "/replay/totals/delta/steps", schemaPath: "#/properties/replay/properties/totals/properties/delta/properties/steps/type", keyword: "type", params: { type: "number" }, message: "must be number" };
                    if (vErrors === null) {
                      vErrors = [err123];
                    } else {
                      vErrors.push(err123);
                    }
                    errors++;
                  }
                }
                if (data60.tokens !== void 0) {
                  let data62 = data60.tokens;
                  if (!(typeof data62 == "number" && isFinite(data62))) {
                    const err124 = { instancePath: instancePath + "/replay/totals/delta/tokens", schemaPath: "#/properties/replay/properties/totals/properties/delta/properties/tokens/type", keyword: "type", params: { type: "number" }, message: "must be number" };
                    if (vErrors === null) {
                      vErrors = [err124];
                    } else {
                      vErrors.push(err124);
                    }
                    errors++;
                  }
                }
                if (data60.cost_usd !== void 0) {
                  let data63 = data60.cost_usd;
                  if (!(typeof data63 == "number" && isFinite(data63))) {
                    const err125 = { instancePath: instancePath + "/replay/totals/delta/cost_usd", schemaPath: "#/properties/replay/properties/totals/properties/delta/properties/cost_usd/type", keyword: "type", params: { type: "number" }, message: "must be number" };
                    if (vErrors === null) {
                      vErrors = [err125];
                    } else {
                      vErrors.push(err125);
                    }
                    errors++;
                  }
                }
              } else {
                const err126 = { instancePath: instancePath + "/replay/totals/delta", schemaPath: "#/properties/replay/properties/totals/properties/delta/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                  vErrors = [err126];
                } else {
                  vErrors.push(err126);
                }
                errors++;
              }
            }
          } else {
            const err127 = { instancePath: instancePath + "/replay/totals", schemaPath: "#/properties/replay/properties/totals/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err127];
            } else {
              vErrors.push(err127);
            }
            errors++;
          }
        }
        if (data51.from_record !== void 0) {
          let data64 = data51.from_record;
          if (Array.isArray(data64)) {
            if (data64.length > 1e3) {
              const err128 = { instancePath: instancePath + "/replay/from_record", schemaPath: "#/properties/replay/properties/from_record/maxItems", keyword: "maxItems", params: { limit: 1e3 }, message: "must NOT have more than 1000 items" };
              if (vErrors === null) {
                vErrors = [err128];
              } else {
                vErrors.push(err128);
              }
              errors++;
            }
            const len5 = data64.length;
            for (let i5 = 0; i5 < len5; i5++) {
              let data65 = data64[i5];
              if (typeof data65 === "string") {
                if (data65.length > 200 && func2(data65) > 200) {
                  const err129 = { instancePath: instancePath + "/replay/from_record/" + i5, schemaPath: "#/properties/replay/properties/from_record/items/maxLength", keyword: "maxLength", params: { limit: 200 }, message: "must NOT have more than 200 characters" };
                  if (vErrors === null) {
                    vErrors = [err129];
                  } else {
                    vErrors.push(err129);
                  }
                  errors++;
                }
              } else {
                const err130 = { instancePath: instancePath + "/replay/from_record/" + i5, schemaPath: "#/properties/replay/properties/from_record/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err130];
                } else {
                  vErrors.push(err130);
                }
                errors++;
              }
            }
          } else {
            const err131 = { instancePath: instancePath + "/replay/from_record", schemaPath: "#/properties/replay/properties/from_record/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err131];
            } else {
              vErrors.push(err131);
            }
            errors++;
          }
        }
        if (data51.rerun !== void 0) {
          let data66 = data51.rerun;
          if (Array.isArray(data66)) {
            if (data66.length > 1e3) {
              const err132 = { instancePath: instancePath + "/replay/rerun", schemaPath: "#/properties/replay/properties/rerun/maxItems", keyword: "maxItems", params: { limit: 1e3 }, message: "must NOT have more than 1000 items" };
              if (vErrors === null) {
                vErrors = [err132];
              } else {
                vErrors.push(err132);
              }
              errors++;
            }
            const len6 = data66.length;
            for (let i6 = 0; i6 < len6; i6++) {
              let data67 = data66[i6];
              if (typeof data67 === "string") {
                if (data67.length > 200 && func2(data67) > 200) {
                  const err133 = { instancePath: instancePath + "/replay/rerun/" + i6, schemaPath: "#/properties/replay/properties/rerun/items/maxLength", keyword: "maxLength", params: { limit: 200 }, message: "must NOT have more than 200 characters" };
                  if (vErrors === null) {
                    vErrors = [err133];
                  } else {
                    vErrors.push(err133);
                  }
                  errors++;
                }
              } else {
                const err134 = { instancePath: instancePath + "/replay/rerun/" + i6, schemaPath: "#/properties/replay/properties/rerun/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err134];
                } else {
                  vErrors.push(err134);
                }
                errors++;
              }
            }
          } else {
            const err135 = { instancePath: instancePath + "/replay/rerun", schemaPath: "#/properties/replay/properties/rerun/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err135];
            } else {
              vErrors.push(err135);
            }
            errors++;
          }
        }
      } else {
        const err136 = { instancePath: instancePath + "/replay", schemaPath: "#/properties/replay/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err136];
        } else {
          vErrors.push(err136);
        }
        errors++;
      }
    }
  } else {
    const err137 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err137];
    } else {
      vErrors.push(err137);
    }
    errors++;
  }
  validate47.errors = vErrors;
  return errors === 0;
}
var ApprovalClaims = validate48;
var schema55 = { "$id": "https://loopgov.dev/schemas/approval-claims.schema.json", "$schema": "http://json-schema.org/draft-07/schema#", "title": "Approval token claims (SPEC \xA73.2)", "type": "object", "additionalProperties": false, "required": ["iss", "aud", "sub", "iat", "exp", "jti", "base", "head", "decision"], "properties": { "iss": { "const": "loopgov" }, "aud": { "type": "string", "pattern": "^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$" }, "sub": { "$ref": "defs.schema.json#/definitions/id" }, "iat": { "type": "integer", "minimum": 0 }, "exp": { "type": "integer", "minimum": 0 }, "nbf": { "type": "integer", "minimum": 0 }, "jti": { "type": "string", "minLength": 8, "maxLength": 128 }, "base": { "$ref": "defs.schema.json#/definitions/digest" }, "head": { "$ref": "defs.schema.json#/definitions/digest" }, "decision": { "enum": ["approve", "reject"] } } };
var pattern25 = new RegExp("^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$", "u");
function validate48(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.iss === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "iss" }, message: "must have required property 'iss'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.aud === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "aud" }, message: "must have required property 'aud'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.sub === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "sub" }, message: "must have required property 'sub'" };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.iat === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "iat" }, message: "must have required property 'iat'" };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.exp === void 0) {
      const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "exp" }, message: "must have required property 'exp'" };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.jti === void 0) {
      const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "jti" }, message: "must have required property 'jti'" };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.base === void 0) {
      const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "base" }, message: "must have required property 'base'" };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data.head === void 0) {
      const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "head" }, message: "must have required property 'head'" };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
    if (data.decision === void 0) {
      const err8 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "decision" }, message: "must have required property 'decision'" };
      if (vErrors === null) {
        vErrors = [err8];
      } else {
        vErrors.push(err8);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func10.call(schema55.properties, key0)) {
        const err9 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.iss !== void 0) {
      if ("loopgov" !== data.iss) {
        const err10 = { instancePath: instancePath + "/iss", schemaPath: "#/properties/iss/const", keyword: "const", params: { allowedValue: "loopgov" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.aud !== void 0) {
      let data1 = data.aud;
      if (typeof data1 === "string") {
        if (!pattern25.test(data1)) {
          const err11 = { instancePath: instancePath + "/aud", schemaPath: "#/properties/aud/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$" }, message: 'must match pattern "^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$"' };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      } else {
        const err12 = { instancePath: instancePath + "/aud", schemaPath: "#/properties/aud/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.sub !== void 0) {
      let data2 = data.sub;
      if (typeof data2 === "string") {
        if (!pattern0.test(data2)) {
          const err13 = { instancePath: instancePath + "/sub", schemaPath: "defs.schema.json#/definitions/id/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9][a-z0-9._-]{0,63}$" }, message: 'must match pattern "^[a-z0-9][a-z0-9._-]{0,63}$"' };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
      } else {
        const err14 = { instancePath: instancePath + "/sub", schemaPath: "defs.schema.json#/definitions/id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.iat !== void 0) {
      let data3 = data.iat;
      if (!(typeof data3 == "number" && (!(data3 % 1) && !isNaN(data3)) && isFinite(data3))) {
        const err15 = { instancePath: instancePath + "/iat", schemaPath: "#/properties/iat/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
      if (typeof data3 == "number" && isFinite(data3)) {
        if (data3 < 0 || isNaN(data3)) {
          const err16 = { instancePath: instancePath + "/iat", schemaPath: "#/properties/iat/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      }
    }
    if (data.exp !== void 0) {
      let data4 = data.exp;
      if (!(typeof data4 == "number" && (!(data4 % 1) && !isNaN(data4)) && isFinite(data4))) {
        const err17 = { instancePath: instancePath + "/exp", schemaPath: "#/properties/exp/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
      if (typeof data4 == "number" && isFinite(data4)) {
        if (data4 < 0 || isNaN(data4)) {
          const err18 = { instancePath: instancePath + "/exp", schemaPath: "#/properties/exp/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
      }
    }
    if (data.nbf !== void 0) {
      let data5 = data.nbf;
      if (!(typeof data5 == "number" && (!(data5 % 1) && !isNaN(data5)) && isFinite(data5))) {
        const err19 = { instancePath: instancePath + "/nbf", schemaPath: "#/properties/nbf/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
      if (typeof data5 == "number" && isFinite(data5)) {
        if (data5 < 0 || isNaN(data5)) {
          const err20 = { instancePath: instancePath + "/nbf", schemaPath: "#/properties/nbf/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
      }
    }
    if (data.jti !== void 0) {
      let data6 = data.jti;
      if (typeof data6 === "string") {
        if (data6.length > 128 && func2(data6) > 128) {
          const err21 = { instancePath: instancePath + "/jti", schemaPath: "#/properties/jti/maxLength", keyword: "maxLength", params: { limit: 128 }, message: "must NOT have more than 128 characters" };
          if (vErrors === null) {
            vErrors = [err21];
          } else {
            vErrors.push(err21);
          }
          errors++;
        }
        if (data6.length < 2 * 8 && func2(data6) < 8) {
          const err22 = { instancePath: instancePath + "/jti", schemaPath: "#/properties/jti/minLength", keyword: "minLength", params: { limit: 8 }, message: "must NOT have fewer than 8 characters" };
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
      } else {
        const err23 = { instancePath: instancePath + "/jti", schemaPath: "#/properties/jti/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
    }
    if (data.base !== void 0) {
      let data7 = data.base;
      if (typeof data7 === "string") {
        if (!pattern21.test(data7)) {
          const err24 = { instancePath: instancePath + "/base", schemaPath: "defs.schema.json#/definitions/digest/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{64}$" }, message: 'must match pattern "^[0-9a-f]{64}$"' };
          if (vErrors === null) {
            vErrors = [err24];
          } else {
            vErrors.push(err24);
          }
          errors++;
        }
      } else {
        const err25 = { instancePath: instancePath + "/base", schemaPath: "defs.schema.json#/definitions/digest/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err25];
        } else {
          vErrors.push(err25);
        }
        errors++;
      }
    }
    if (data.head !== void 0) {
      let data8 = data.head;
      if (typeof data8 === "string") {
        if (!pattern21.test(data8)) {
          const err26 = { instancePath: instancePath + "/head", schemaPath: "defs.schema.json#/definitions/digest/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{64}$" }, message: 'must match pattern "^[0-9a-f]{64}$"' };
          if (vErrors === null) {
            vErrors = [err26];
          } else {
            vErrors.push(err26);
          }
          errors++;
        }
      } else {
        const err27 = { instancePath: instancePath + "/head", schemaPath: "defs.schema.json#/definitions/digest/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err27];
        } else {
          vErrors.push(err27);
        }
        errors++;
      }
    }
    if (data.decision !== void 0) {
      let data9 = data.decision;
      if (!(data9 === "approve" || data9 === "reject")) {
        const err28 = { instancePath: instancePath + "/decision", schemaPath: "#/properties/decision/enum", keyword: "enum", params: { allowedValues: schema55.properties.decision.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err28];
        } else {
          vErrors.push(err28);
        }
        errors++;
      }
    }
  } else {
    const err29 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err29];
    } else {
      vErrors.push(err29);
    }
    errors++;
  }
  validate48.errors = vErrors;
  return errors === 0;
}
var StepEvent = validate49;
var schema59 = { "$id": "https://loopgov.dev/schemas/step-event.schema.json", "$schema": "http://json-schema.org/draft-07/schema#", "title": "StepEvent", "description": "One iteration of a governed agent loop, as the runner reports it (SPEC \xA74.2). Elapsed time is measured by the evaluator, never reported.", "type": "object", "additionalProperties": false, "required": ["step", "intent", "action", "tool", "inputs_ref", "tokens", "cost_usd", "progress", "artifact", "claims_done"], "properties": { "step": { "type": "integer", "minimum": 0, "maximum": 9007199254740991 }, "intent": { "type": "string", "maxLength": 4096 }, "action": { "type": "string", "maxLength": 65536 }, "tool": { "type": "string", "maxLength": 256 }, "inputs_ref": { "type": "string", "maxLength": 4096 }, "tokens": { "type": "integer", "minimum": 0, "maximum": 1e12 }, "cost_usd": { "type": "number", "minimum": 0, "maximum": 1e9 }, "progress": { "type": "number", "minimum": -1e12, "maximum": 1e12 }, "artifact": { "anyOf": [{ "type": "null" }, { "type": "string", "maxLength": 67108864 }, { "type": "object", "additionalProperties": false, "required": ["base64"], "properties": { "base64": { "type": "string", "maxLength": 89478488, "pattern": "^[A-Za-z0-9+/]*={0,2}$" } } }] }, "claims_done": { "type": "boolean" }, "action_hash": { "type": "string", "pattern": "^[A-Za-z0-9._:-]{1,128}$" }, "context": { "description": "Optional (SPEC \xA74.5): the runner's compacted context carried into the next iteration, as text or as a {sha256, bytes} reference; checked against the policy's context rules, recorded by hash only.", "anyOf": [{ "type": "string", "maxLength": 67108864 }, { "type": "object", "additionalProperties": false, "required": ["sha256", "bytes"], "properties": { "sha256": { "type": "string", "pattern": "^[0-9a-f]{64}$" }, "bytes": { "type": "integer", "minimum": 0, "maximum": 1099511627776 } } }] } } };
var pattern29 = new RegExp("^[A-Za-z0-9+/]*={0,2}$", "u");
var pattern30 = new RegExp("^[A-Za-z0-9._:-]{1,128}$", "u");
function validate49(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.step === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "step" }, message: "must have required property 'step'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.intent === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "intent" }, message: "must have required property 'intent'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.action === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "action" }, message: "must have required property 'action'" };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.tool === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "tool" }, message: "must have required property 'tool'" };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.inputs_ref === void 0) {
      const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "inputs_ref" }, message: "must have required property 'inputs_ref'" };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.tokens === void 0) {
      const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "tokens" }, message: "must have required property 'tokens'" };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.cost_usd === void 0) {
      const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "cost_usd" }, message: "must have required property 'cost_usd'" };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data.progress === void 0) {
      const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "progress" }, message: "must have required property 'progress'" };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
    if (data.artifact === void 0) {
      const err8 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "artifact" }, message: "must have required property 'artifact'" };
      if (vErrors === null) {
        vErrors = [err8];
      } else {
        vErrors.push(err8);
      }
      errors++;
    }
    if (data.claims_done === void 0) {
      const err9 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "claims_done" }, message: "must have required property 'claims_done'" };
      if (vErrors === null) {
        vErrors = [err9];
      } else {
        vErrors.push(err9);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func10.call(schema59.properties, key0)) {
        const err10 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.step !== void 0) {
      let data0 = data.step;
      if (!(typeof data0 == "number" && (!(data0 % 1) && !isNaN(data0)) && isFinite(data0))) {
        const err11 = { instancePath: instancePath + "/step", schemaPath: "#/properties/step/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
      if (typeof data0 == "number" && isFinite(data0)) {
        if (data0 > 9007199254740991 || isNaN(data0)) {
          const err12 = { instancePath: instancePath + "/step", schemaPath: "#/properties/step/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991" };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
        if (data0 < 0 || isNaN(data0)) {
          const err13 = { instancePath: instancePath + "/step", schemaPath: "#/properties/step/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
      }
    }
    if (data.intent !== void 0) {
      let data1 = data.intent;
      if (typeof data1 === "string") {
        if (data1.length > 4096 && func2(data1) > 4096) {
          const err14 = { instancePath: instancePath + "/intent", schemaPath: "#/properties/intent/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters" };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
      } else {
        const err15 = { instancePath: instancePath + "/intent", schemaPath: "#/properties/intent/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.action !== void 0) {
      let data2 = data.action;
      if (typeof data2 === "string") {
        if (data2.length > 65536 && func2(data2) > 65536) {
          const err16 = { instancePath: instancePath + "/action", schemaPath: "#/properties/action/maxLength", keyword: "maxLength", params: { limit: 65536 }, message: "must NOT have more than 65536 characters" };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      } else {
        const err17 = { instancePath: instancePath + "/action", schemaPath: "#/properties/action/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
    if (data.tool !== void 0) {
      let data3 = data.tool;
      if (typeof data3 === "string") {
        if (data3.length > 256 && func2(data3) > 256) {
          const err18 = { instancePath: instancePath + "/tool", schemaPath: "#/properties/tool/maxLength", keyword: "maxLength", params: { limit: 256 }, message: "must NOT have more than 256 characters" };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
      } else {
        const err19 = { instancePath: instancePath + "/tool", schemaPath: "#/properties/tool/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
    }
    if (data.inputs_ref !== void 0) {
      let data4 = data.inputs_ref;
      if (typeof data4 === "string") {
        if (data4.length > 4096 && func2(data4) > 4096) {
          const err20 = { instancePath: instancePath + "/inputs_ref", schemaPath: "#/properties/inputs_ref/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters" };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
      } else {
        const err21 = { instancePath: instancePath + "/inputs_ref", schemaPath: "#/properties/inputs_ref/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
    }
    if (data.tokens !== void 0) {
      let data5 = data.tokens;
      if (!(typeof data5 == "number" && (!(data5 % 1) && !isNaN(data5)) && isFinite(data5))) {
        const err22 = { instancePath: instancePath + "/tokens", schemaPath: "#/properties/tokens/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      }
      if (typeof data5 == "number" && isFinite(data5)) {
        if (data5 > 1e12 || isNaN(data5)) {
          const err23 = { instancePath: instancePath + "/tokens", schemaPath: "#/properties/tokens/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e12 }, message: "must be <= 1000000000000" };
          if (vErrors === null) {
            vErrors = [err23];
          } else {
            vErrors.push(err23);
          }
          errors++;
        }
        if (data5 < 0 || isNaN(data5)) {
          const err24 = { instancePath: instancePath + "/tokens", schemaPath: "#/properties/tokens/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
          if (vErrors === null) {
            vErrors = [err24];
          } else {
            vErrors.push(err24);
          }
          errors++;
        }
      }
    }
    if (data.cost_usd !== void 0) {
      let data6 = data.cost_usd;
      if (typeof data6 == "number" && isFinite(data6)) {
        if (data6 > 1e9 || isNaN(data6)) {
          const err25 = { instancePath: instancePath + "/cost_usd", schemaPath: "#/properties/cost_usd/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e9 }, message: "must be <= 1000000000" };
          if (vErrors === null) {
            vErrors = [err25];
          } else {
            vErrors.push(err25);
          }
          errors++;
        }
        if (data6 < 0 || isNaN(data6)) {
          const err26 = { instancePath: instancePath + "/cost_usd", schemaPath: "#/properties/cost_usd/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
          if (vErrors === null) {
            vErrors = [err26];
          } else {
            vErrors.push(err26);
          }
          errors++;
        }
      } else {
        const err27 = { instancePath: instancePath + "/cost_usd", schemaPath: "#/properties/cost_usd/type", keyword: "type", params: { type: "number" }, message: "must be number" };
        if (vErrors === null) {
          vErrors = [err27];
        } else {
          vErrors.push(err27);
        }
        errors++;
      }
    }
    if (data.progress !== void 0) {
      let data7 = data.progress;
      if (typeof data7 == "number" && isFinite(data7)) {
        if (data7 > 1e12 || isNaN(data7)) {
          const err28 = { instancePath: instancePath + "/progress", schemaPath: "#/properties/progress/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e12 }, message: "must be <= 1000000000000" };
          if (vErrors === null) {
            vErrors = [err28];
          } else {
            vErrors.push(err28);
          }
          errors++;
        }
        if (data7 < -1e12 || isNaN(data7)) {
          const err29 = { instancePath: instancePath + "/progress", schemaPath: "#/properties/progress/minimum", keyword: "minimum", params: { comparison: ">=", limit: -1e12 }, message: "must be >= -1000000000000" };
          if (vErrors === null) {
            vErrors = [err29];
          } else {
            vErrors.push(err29);
          }
          errors++;
        }
      } else {
        const err30 = { instancePath: instancePath + "/progress", schemaPath: "#/properties/progress/type", keyword: "type", params: { type: "number" }, message: "must be number" };
        if (vErrors === null) {
          vErrors = [err30];
        } else {
          vErrors.push(err30);
        }
        errors++;
      }
    }
    if (data.artifact !== void 0) {
      let data8 = data.artifact;
      const _errs19 = errors;
      let valid1 = false;
      const _errs20 = errors;
      if (data8 !== null) {
        const err31 = { instancePath: instancePath + "/artifact", schemaPath: "#/properties/artifact/anyOf/0/type", keyword: "type", params: { type: "null" }, message: "must be null" };
        if (vErrors === null) {
          vErrors = [err31];
        } else {
          vErrors.push(err31);
        }
        errors++;
      }
      var _valid0 = _errs20 === errors;
      valid1 = valid1 || _valid0;
      if (!valid1) {
        const _errs22 = errors;
        if (typeof data8 === "string") {
          if (data8.length > 67108864 && func2(data8) > 67108864) {
            const err32 = { instancePath: instancePath + "/artifact", schemaPath: "#/properties/artifact/anyOf/1/maxLength", keyword: "maxLength", params: { limit: 67108864 }, message: "must NOT have more than 67108864 characters" };
            if (vErrors === null) {
              vErrors = [err32];
            } else {
              vErrors.push(err32);
            }
            errors++;
          }
        } else {
          const err33 = { instancePath: instancePath + "/artifact", schemaPath: "#/properties/artifact/anyOf/1/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err33];
          } else {
            vErrors.push(err33);
          }
          errors++;
        }
        var _valid0 = _errs22 === errors;
        valid1 = valid1 || _valid0;
        if (!valid1) {
          const _errs24 = errors;
          if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
            if (data8.base64 === void 0) {
              const err34 = { instancePath: instancePath + "/artifact", schemaPath: "#/properties/artifact/anyOf/2/required", keyword: "required", params: { missingProperty: "base64" }, message: "must have required property 'base64'" };
              if (vErrors === null) {
                vErrors = [err34];
              } else {
                vErrors.push(err34);
              }
              errors++;
            }
            for (const key1 in data8) {
              if (!(key1 === "base64")) {
                const err35 = { instancePath: instancePath + "/artifact", schemaPath: "#/properties/artifact/anyOf/2/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err35];
                } else {
                  vErrors.push(err35);
                }
                errors++;
              }
            }
            if (data8.base64 !== void 0) {
              let data9 = data8.base64;
              if (typeof data9 === "string") {
                if (data9.length > 89478488 && func2(data9) > 89478488) {
                  const err36 = { instancePath: instancePath + "/artifact/base64", schemaPath: "#/properties/artifact/anyOf/2/properties/base64/maxLength", keyword: "maxLength", params: { limit: 89478488 }, message: "must NOT have more than 89478488 characters" };
                  if (vErrors === null) {
                    vErrors = [err36];
                  } else {
                    vErrors.push(err36);
                  }
                  errors++;
                }
                if (!pattern29.test(data9)) {
                  const err37 = { instancePath: instancePath + "/artifact/base64", schemaPath: "#/properties/artifact/anyOf/2/properties/base64/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9+/]*={0,2}$" }, message: 'must match pattern "^[A-Za-z0-9+/]*={0,2}$"' };
                  if (vErrors === null) {
                    vErrors = [err37];
                  } else {
                    vErrors.push(err37);
                  }
                  errors++;
                }
              } else {
                const err38 = { instancePath: instancePath + "/artifact/base64", schemaPath: "#/properties/artifact/anyOf/2/properties/base64/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err38];
                } else {
                  vErrors.push(err38);
                }
                errors++;
              }
            }
          } else {
            const err39 = { instancePath: instancePath + "/artifact", schemaPath: "#/properties/artifact/anyOf/2/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err39];
            } else {
              vErrors.push(err39);
            }
            errors++;
          }
          var _valid0 = _errs24 === errors;
          valid1 = valid1 || _valid0;
        }
      }
      if (!valid1) {
        const err40 = { instancePath: instancePath + "/artifact", schemaPath: "#/properties/artifact/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
        if (vErrors === null) {
          vErrors = [err40];
        } else {
          vErrors.push(err40);
        }
        errors++;
      } else {
        errors = _errs19;
        if (vErrors !== null) {
          if (_errs19) {
            vErrors.length = _errs19;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.claims_done !== void 0) {
      if (typeof data.claims_done !== "boolean") {
        const err41 = { instancePath: instancePath + "/claims_done", schemaPath: "#/properties/claims_done/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
        if (vErrors === null) {
          vErrors = [err41];
        } else {
          vErrors.push(err41);
        }
        errors++;
      }
    }
    if (data.action_hash !== void 0) {
      let data11 = data.action_hash;
      if (typeof data11 === "string") {
        if (!pattern30.test(data11)) {
          const err42 = { instancePath: instancePath + "/action_hash", schemaPath: "#/properties/action_hash/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9._:-]{1,128}$" }, message: 'must match pattern "^[A-Za-z0-9._:-]{1,128}$"' };
          if (vErrors === null) {
            vErrors = [err42];
          } else {
            vErrors.push(err42);
          }
          errors++;
        }
      } else {
        const err43 = { instancePath: instancePath + "/action_hash", schemaPath: "#/properties/action_hash/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err43];
        } else {
          vErrors.push(err43);
        }
        errors++;
      }
    }
    if (data.context !== void 0) {
      let data12 = data.context;
      const _errs34 = errors;
      let valid3 = false;
      const _errs35 = errors;
      if (typeof data12 === "string") {
        if (data12.length > 67108864 && func2(data12) > 67108864) {
          const err44 = { instancePath: instancePath + "/context", schemaPath: "#/properties/context/anyOf/0/maxLength", keyword: "maxLength", params: { limit: 67108864 }, message: "must NOT have more than 67108864 characters" };
          if (vErrors === null) {
            vErrors = [err44];
          } else {
            vErrors.push(err44);
          }
          errors++;
        }
      } else {
        const err45 = { instancePath: instancePath + "/context", schemaPath: "#/properties/context/anyOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err45];
        } else {
          vErrors.push(err45);
        }
        errors++;
      }
      var _valid1 = _errs35 === errors;
      valid3 = valid3 || _valid1;
      if (!valid3) {
        const _errs37 = errors;
        if (data12 && typeof data12 == "object" && !Array.isArray(data12)) {
          if (data12.sha256 === void 0) {
            const err46 = { instancePath: instancePath + "/context", schemaPath: "#/properties/context/anyOf/1/required", keyword: "required", params: { missingProperty: "sha256" }, message: "must have required property 'sha256'" };
            if (vErrors === null) {
              vErrors = [err46];
            } else {
              vErrors.push(err46);
            }
            errors++;
          }
          if (data12.bytes === void 0) {
            const err47 = { instancePath: instancePath + "/context", schemaPath: "#/properties/context/anyOf/1/required", keyword: "required", params: { missingProperty: "bytes" }, message: "must have required property 'bytes'" };
            if (vErrors === null) {
              vErrors = [err47];
            } else {
              vErrors.push(err47);
            }
            errors++;
          }
          for (const key2 in data12) {
            if (!(key2 === "sha256" || key2 === "bytes")) {
              const err48 = { instancePath: instancePath + "/context", schemaPath: "#/properties/context/anyOf/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
              if (vErrors === null) {
                vErrors = [err48];
              } else {
                vErrors.push(err48);
              }
              errors++;
            }
          }
          if (data12.sha256 !== void 0) {
            let data13 = data12.sha256;
            if (typeof data13 === "string") {
              if (!pattern21.test(data13)) {
                const err49 = { instancePath: instancePath + "/context/sha256", schemaPath: "#/properties/context/anyOf/1/properties/sha256/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{64}$" }, message: 'must match pattern "^[0-9a-f]{64}$"' };
                if (vErrors === null) {
                  vErrors = [err49];
                } else {
                  vErrors.push(err49);
                }
                errors++;
              }
            } else {
              const err50 = { instancePath: instancePath + "/context/sha256", schemaPath: "#/properties/context/anyOf/1/properties/sha256/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err50];
              } else {
                vErrors.push(err50);
              }
              errors++;
            }
          }
          if (data12.bytes !== void 0) {
            let data14 = data12.bytes;
            if (!(typeof data14 == "number" && (!(data14 % 1) && !isNaN(data14)) && isFinite(data14))) {
              const err51 = { instancePath: instancePath + "/context/bytes", schemaPath: "#/properties/context/anyOf/1/properties/bytes/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
              if (vErrors === null) {
                vErrors = [err51];
              } else {
                vErrors.push(err51);
              }
              errors++;
            }
            if (typeof data14 == "number" && isFinite(data14)) {
              if (data14 > 1099511627776 || isNaN(data14)) {
                const err52 = { instancePath: instancePath + "/context/bytes", schemaPath: "#/properties/context/anyOf/1/properties/bytes/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1099511627776 }, message: "must be <= 1099511627776" };
                if (vErrors === null) {
                  vErrors = [err52];
                } else {
                  vErrors.push(err52);
                }
                errors++;
              }
              if (data14 < 0 || isNaN(data14)) {
                const err53 = { instancePath: instancePath + "/context/bytes", schemaPath: "#/properties/context/anyOf/1/properties/bytes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                if (vErrors === null) {
                  vErrors = [err53];
                } else {
                  vErrors.push(err53);
                }
                errors++;
              }
            }
          }
        } else {
          const err54 = { instancePath: instancePath + "/context", schemaPath: "#/properties/context/anyOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err54];
          } else {
            vErrors.push(err54);
          }
          errors++;
        }
        var _valid1 = _errs37 === errors;
        valid3 = valid3 || _valid1;
      }
      if (!valid3) {
        const err55 = { instancePath: instancePath + "/context", schemaPath: "#/properties/context/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
        if (vErrors === null) {
          vErrors = [err55];
        } else {
          vErrors.push(err55);
        }
        errors++;
      } else {
        errors = _errs34;
        if (vErrors !== null) {
          if (_errs34) {
            vErrors.length = _errs34;
          } else {
            vErrors = null;
          }
        }
      }
    }
  } else {
    const err56 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err56];
    } else {
      vErrors.push(err56);
    }
    errors++;
  }
  validate49.errors = vErrors;
  return errors === 0;
}
var Decision = validate50;
var schema60 = { "$id": "https://loopgov.dev/schemas/decision.schema.json", "$schema": "http://json-schema.org/draft-07/schema#", "title": "Decision", "description": "The evaluator's answer to one step event (SPEC \xA74.2); one JSON line per event from `loopgov run`.", "type": "object", "additionalProperties": false, "required": ["run_id", "step", "attempt", "decision", "reason", "gate", "convergence", "budget", "correction_hint", "trace", "provenance", "governance"], "definitions": { "kind": { "enum": ["CONTINUE", "CORRECT", "DONE", "HALT", "ESCALATE"] }, "reason": { "enum": ["ok", "human", "gate_fail", "gate_deny", "corrections_exhausted", "budget.max_steps", "budget.max_tokens", "budget.max_cost_usd", "budget.max_wall_clock_sec", "oscillation", "thrash", "no_progress", "self_declared_done", "success", "fail_closed", "incomplete", "invalid_event", "policy_unavailable", "level_not_allowed", "governance_required", "run_closed", "governance_off", "resume_refused", "signal", "abandoned"] }, "verdict": { "enum": ["PASS", "FAIL", "DENY"] } }, "properties": { "run_id": { "type": "string" }, "step": { "type": ["integer", "null"] }, "attempt": { "type": "integer", "minimum": 1 }, "decision": { "$ref": "#/definitions/kind" }, "reason": { "$ref": "#/definitions/reason" }, "detail": { "type": "string" }, "gate": { "type": "object", "additionalProperties": false, "required": ["verdict", "results"], "properties": { "verdict": { "enum": ["PASS", "FAIL", "DENY", "SKIP"] }, "results": { "type": "array", "items": { "type": "object", "additionalProperties": false, "required": ["id", "kind", "verdict", "detail"], "properties": { "id": { "type": "string" }, "kind": { "enum": ["deny-patterns", "max-bytes", "command", "context"] }, "verdict": { "$ref": "#/definitions/verdict" }, "detail": { "type": "string" } } } } } }, "convergence": { "oneOf": [{ "type": "null" }, { "type": "object", "additionalProperties": false, "required": ["repeat", "alternation", "since_best", "best_progress", "stall"], "properties": { "repeat": { "type": "integer", "minimum": 0 }, "alternation": { "type": "integer", "minimum": 0 }, "since_best": { "type": "integer", "minimum": 0 }, "best_progress": { "type": ["number", "null"] }, "stall": { "enum": [null, "oscillation", "thrash", "no_progress"] } } }] }, "budget": { "oneOf": [{ "type": "null" }, { "type": "object", "additionalProperties": false, "required": ["steps", "tokens", "cost_usd", "wall_clock_sec", "limits", "exceeded"], "properties": { "steps": { "type": "integer", "minimum": 0 }, "tokens": { "type": "integer", "minimum": 0 }, "cost_usd": { "type": "number", "minimum": 0 }, "wall_clock_sec": { "type": "number", "minimum": 0 }, "limits": { "type": "object", "additionalProperties": false, "required": ["max_steps", "max_tokens", "max_cost_usd", "max_wall_clock_sec"], "properties": { "max_steps": { "type": "number" }, "max_tokens": { "type": "number" }, "max_cost_usd": { "type": "number" }, "max_wall_clock_sec": { "type": "number" } } }, "exceeded": { "enum": [null, "max_steps", "max_tokens", "max_cost_usd", "max_wall_clock_sec"] } } }] }, "correction_hint": { "type": ["string", "null"] }, "trace": { "oneOf": [{ "type": "null" }, { "type": "object", "additionalProperties": false, "required": ["index", "hash"], "properties": { "index": { "type": "integer", "minimum": 0 }, "hash": { "type": "string", "pattern": "^[0-9a-f]{64}$" } } }] }, "provenance": { "type": "object", "additionalProperties": false, "required": ["source", "artifact_path", "commit", "run_at", "verified"], "properties": { "source": { "enum": ["pinned", "unpinned", "none"] }, "artifact_path": { "type": ["string", "null"] }, "commit": { "type": ["string", "null"] }, "run_at": { "type": "string" }, "verified": { "type": "boolean" } } }, "governance": { "enum": ["required", "optional", "off"] }, "advisory": { "type": "object", "additionalProperties": false, "required": ["decision", "reason"], "properties": { "decision": { "$ref": "#/definitions/kind" }, "reason": { "$ref": "#/definitions/reason" } } } } };
var schema61 = { "enum": ["CONTINUE", "CORRECT", "DONE", "HALT", "ESCALATE"] };
var schema62 = { "enum": ["ok", "human", "gate_fail", "gate_deny", "corrections_exhausted", "budget.max_steps", "budget.max_tokens", "budget.max_cost_usd", "budget.max_wall_clock_sec", "oscillation", "thrash", "no_progress", "self_declared_done", "success", "fail_closed", "incomplete", "invalid_event", "policy_unavailable", "level_not_allowed", "governance_required", "run_closed", "governance_off", "resume_refused", "signal", "abandoned"] };
var schema63 = { "enum": ["PASS", "FAIL", "DENY"] };
function validate50(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.run_id === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "run_id" }, message: "must have required property 'run_id'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.step === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "step" }, message: "must have required property 'step'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.attempt === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "attempt" }, message: "must have required property 'attempt'" };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.decision === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "decision" }, message: "must have required property 'decision'" };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.reason === void 0) {
      const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "reason" }, message: "must have required property 'reason'" };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.gate === void 0) {
      const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "gate" }, message: "must have required property 'gate'" };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.convergence === void 0) {
      const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "convergence" }, message: "must have required property 'convergence'" };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data.budget === void 0) {
      const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "budget" }, message: "must have required property 'budget'" };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
    if (data.correction_hint === void 0) {
      const err8 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "correction_hint" }, message: "must have required property 'correction_hint'" };
      if (vErrors === null) {
        vErrors = [err8];
      } else {
        vErrors.push(err8);
      }
      errors++;
    }
    if (data.trace === void 0) {
      const err9 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "trace" }, message: "must have required property 'trace'" };
      if (vErrors === null) {
        vErrors = [err9];
      } else {
        vErrors.push(err9);
      }
      errors++;
    }
    if (data.provenance === void 0) {
      const err10 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "provenance" }, message: "must have required property 'provenance'" };
      if (vErrors === null) {
        vErrors = [err10];
      } else {
        vErrors.push(err10);
      }
      errors++;
    }
    if (data.governance === void 0) {
      const err11 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "governance" }, message: "must have required property 'governance'" };
      if (vErrors === null) {
        vErrors = [err11];
      } else {
        vErrors.push(err11);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func10.call(schema60.properties, key0)) {
        const err12 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.run_id !== void 0) {
      if (typeof data.run_id !== "string") {
        const err13 = { instancePath: instancePath + "/run_id", schemaPath: "#/properties/run_id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.step !== void 0) {
      let data1 = data.step;
      if (!(typeof data1 == "number" && (!(data1 % 1) && !isNaN(data1)) && isFinite(data1)) && data1 !== null) {
        const err14 = { instancePath: instancePath + "/step", schemaPath: "#/properties/step/type", keyword: "type", params: { type: schema60.properties.step.type }, message: "must be integer,null" };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.attempt !== void 0) {
      let data2 = data.attempt;
      if (!(typeof data2 == "number" && (!(data2 % 1) && !isNaN(data2)) && isFinite(data2))) {
        const err15 = { instancePath: instancePath + "/attempt", schemaPath: "#/properties/attempt/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
      if (typeof data2 == "number" && isFinite(data2)) {
        if (data2 < 1 || isNaN(data2)) {
          const err16 = { instancePath: instancePath + "/attempt", schemaPath: "#/properties/attempt/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      }
    }
    if (data.decision !== void 0) {
      let data3 = data.decision;
      if (!(data3 === "CONTINUE" || data3 === "CORRECT" || data3 === "DONE" || data3 === "HALT" || data3 === "ESCALATE")) {
        const err17 = { instancePath: instancePath + "/decision", schemaPath: "#/definitions/kind/enum", keyword: "enum", params: { allowedValues: schema61.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
    if (data.reason !== void 0) {
      let data4 = data.reason;
      if (!(data4 === "ok" || data4 === "human" || data4 === "gate_fail" || data4 === "gate_deny" || data4 === "corrections_exhausted" || data4 === "budget.max_steps" || data4 === "budget.max_tokens" || data4 === "budget.max_cost_usd" || data4 === "budget.max_wall_clock_sec" || data4 === "oscillation" || data4 === "thrash" || data4 === "no_progress" || data4 === "self_declared_done" || data4 === "success" || data4 === "fail_closed" || data4 === "incomplete" || data4 === "invalid_event" || data4 === "policy_unavailable" || data4 === "level_not_allowed" || data4 === "governance_required" || data4 === "run_closed" || data4 === "governance_off" || data4 === "resume_refused" || data4 === "signal" || data4 === "abandoned")) {
        const err18 = { instancePath: instancePath + "/reason", schemaPath: "#/definitions/reason/enum", keyword: "enum", params: { allowedValues: schema62.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
    if (data.detail !== void 0) {
      if (typeof data.detail !== "string") {
        const err19 = { instancePath: instancePath + "/detail", schemaPath: "#/properties/detail/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
    }
    if (data.gate !== void 0) {
      let data6 = data.gate;
      if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
        if (data6.verdict === void 0) {
          const err20 = { instancePath: instancePath + "/gate", schemaPath: "#/properties/gate/required", keyword: "required", params: { missingProperty: "verdict" }, message: "must have required property 'verdict'" };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
        if (data6.results === void 0) {
          const err21 = { instancePath: instancePath + "/gate", schemaPath: "#/properties/gate/required", keyword: "required", params: { missingProperty: "results" }, message: "must have required property 'results'" };
          if (vErrors === null) {
            vErrors = [err21];
          } else {
            vErrors.push(err21);
          }
          errors++;
        }
        for (const key1 in data6) {
          if (!(key1 === "verdict" || key1 === "results")) {
            const err22 = { instancePath: instancePath + "/gate", schemaPath: "#/properties/gate/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          }
        }
        if (data6.verdict !== void 0) {
          let data7 = data6.verdict;
          if (!(data7 === "PASS" || data7 === "FAIL" || data7 === "DENY" || data7 === "SKIP")) {
            const err23 = { instancePath: instancePath + "/gate/verdict", schemaPath: "#/properties/gate/properties/verdict/enum", keyword: "enum", params: { allowedValues: schema60.properties.gate.properties.verdict.enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
              vErrors = [err23];
            } else {
              vErrors.push(err23);
            }
            errors++;
          }
        }
        if (data6.results !== void 0) {
          let data8 = data6.results;
          if (Array.isArray(data8)) {
            const len0 = data8.length;
            for (let i0 = 0; i0 < len0; i0++) {
              let data9 = data8[i0];
              if (data9 && typeof data9 == "object" && !Array.isArray(data9)) {
                if (data9.id === void 0) {
                  const err24 = { instancePath: instancePath + "/gate/results/" + i0, schemaPath: "#/properties/gate/properties/results/items/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'" };
                  if (vErrors === null) {
                    vErrors = [err24];
                  } else {
                    vErrors.push(err24);
                  }
                  errors++;
                }
                if (data9.kind === void 0) {
                  const err25 = { instancePath: instancePath + "/gate/results/" + i0, schemaPath: "#/properties/gate/properties/results/items/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'" };
                  if (vErrors === null) {
                    vErrors = [err25];
                  } else {
                    vErrors.push(err25);
                  }
                  errors++;
                }
                if (data9.verdict === void 0) {
                  const err26 = { instancePath: instancePath + "/gate/results/" + i0, schemaPath: "#/properties/gate/properties/results/items/required", keyword: "required", params: { missingProperty: "verdict" }, message: "must have required property 'verdict'" };
                  if (vErrors === null) {
                    vErrors = [err26];
                  } else {
                    vErrors.push(err26);
                  }
                  errors++;
                }
                if (data9.detail === void 0) {
                  const err27 = { instancePath: instancePath + "/gate/results/" + i0, schemaPath: "#/properties/gate/properties/results/items/required", keyword: "required", params: { missingProperty: "detail" }, message: "must have required property 'detail'" };
                  if (vErrors === null) {
                    vErrors = [err27];
                  } else {
                    vErrors.push(err27);
                  }
                  errors++;
                }
                for (const key2 in data9) {
                  if (!(key2 === "id" || key2 === "kind" || key2 === "verdict" || key2 === "detail")) {
                    const err28 = { instancePath: instancePath + "/gate/results/" + i0, schemaPath: "#/properties/gate/properties/results/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                      vErrors = [err28];
                    } else {
                      vErrors.push(err28);
                    }
                    errors++;
                  }
                }
                if (data9.id !== void 0) {
                  if (typeof data9.id !== "string") {
                    const err29 = { instancePath: instancePath + "/gate/results/" + i0 + "/id", schemaPath: "#/properties/gate/properties/results/items/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err29];
                    } else {
                      vErrors.push(err29);
                    }
                    errors++;
                  }
                }
                if (data9.kind !== void 0) {
                  let data11 = data9.kind;
                  if (!(data11 === "deny-patterns" || data11 === "max-bytes" || data11 === "command" || data11 === "context")) {
                    const err30 = { instancePath: instancePath + "/gate/results/" + i0 + "/kind", schemaPath: "#/properties/gate/properties/results/items/properties/kind/enum", keyword: "enum", params: { allowedValues: schema60.properties.gate.properties.results.items.properties.kind.enum }, message: "must be equal to one of the allowed values" };
                    if (vErrors === null) {
                      vErrors = [err30];
                    } else {
                      vErrors.push(err30);
                    }
                    errors++;
                  }
                }
                if (data9.verdict !== void 0) {
                  let data12 = data9.verdict;
                  if (!(data12 === "PASS" || data12 === "FAIL" || data12 === "DENY")) {
                    const err31 = { instancePath: instancePath + "/gate/results/" + i0 + "/verdict", schemaPath: "#/definitions/verdict/enum", keyword: "enum", params: { allowedValues: schema63.enum }, message: "must be equal to one of the allowed values" };
                    if (vErrors === null) {
                      vErrors = [err31];
                    } else {
                      vErrors.push(err31);
                    }
                    errors++;
                  }
                }
                if (data9.detail !== void 0) {
                  if (typeof data9.detail !== "string") {
                    const err32 = { instancePath: instancePath + "/gate/results/" + i0 + "/detail", schemaPath: "#/properties/gate/properties/results/items/properties/detail/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err32];
                    } else {
                      vErrors.push(err32);
                    }
                    errors++;
                  }
                }
              } else {
                const err33 = { instancePath: instancePath + "/gate/results/" + i0, schemaPath: "#/properties/gate/properties/results/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                  vErrors = [err33];
                } else {
                  vErrors.push(err33);
                }
                errors++;
              }
            }
          } else {
            const err34 = { instancePath: instancePath + "/gate/results", schemaPath: "#/properties/gate/properties/results/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err34];
            } else {
              vErrors.push(err34);
            }
            errors++;
          }
        }
      } else {
        const err35 = { instancePath: instancePath + "/gate", schemaPath: "#/properties/gate/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err35];
        } else {
          vErrors.push(err35);
        }
        errors++;
      }
    }
    if (data.convergence !== void 0) {
      let data14 = data.convergence;
      const _errs31 = errors;
      let valid8 = false;
      let passing0 = null;
      const _errs32 = errors;
      if (data14 !== null) {
        const err36 = { instancePath: instancePath + "/convergence", schemaPath: "#/properties/convergence/oneOf/0/type", keyword: "type", params: { type: "null" }, message: "must be null" };
        if (vErrors === null) {
          vErrors = [err36];
        } else {
          vErrors.push(err36);
        }
        errors++;
      }
      var _valid0 = _errs32 === errors;
      if (_valid0) {
        valid8 = true;
        passing0 = 0;
      }
      const _errs34 = errors;
      if (data14 && typeof data14 == "object" && !Array.isArray(data14)) {
        if (data14.repeat === void 0) {
          const err37 = { instancePath: instancePath + "/convergence", schemaPath: "#/properties/convergence/oneOf/1/required", keyword: "required", params: { missingProperty: "repeat" }, message: "must have required property 'repeat'" };
          if (vErrors === null) {
            vErrors = [err37];
          } else {
            vErrors.push(err37);
          }
          errors++;
        }
        if (data14.alternation === void 0) {
          const err38 = { instancePath: instancePath + "/convergence", schemaPath: "#/properties/convergence/oneOf/1/required", keyword: "required", params: { missingProperty: "alternation" }, message: "must have required property 'alternation'" };
          if (vErrors === null) {
            vErrors = [err38];
          } else {
            vErrors.push(err38);
          }
          errors++;
        }
        if (data14.since_best === void 0) {
          const err39 = { instancePath: instancePath + "/convergence", schemaPath: "#/properties/convergence/oneOf/1/required", keyword: "required", params: { missingProperty: "since_best" }, message: "must have required property 'since_best'" };
          if (vErrors === null) {
            vErrors = [err39];
          } else {
            vErrors.push(err39);
          }
          errors++;
        }
        if (data14.best_progress === void 0) {
          const err40 = { instancePath: instancePath + "/convergence", schemaPath: "#/properties/convergence/oneOf/1/required", keyword: "required", params: { missingProperty: "best_progress" }, message: "must have required property 'best_progress'" };
          if (vErrors === null) {
            vErrors = [err40];
          } else {
            vErrors.push(err40);
          }
          errors++;
        }
        if (data14.stall === void 0) {
          const err41 = { instancePath: instancePath + "/convergence", schemaPath: "#/properties/convergence/oneOf/1/required", keyword: "required", params: { missingProperty: "stall" }, message: "must have required property 'stall'" };
          if (vErrors === null) {
            vErrors = [err41];
          } else {
            vErrors.push(err41);
          }
          errors++;
        }
        for (const key3 in data14) {
          if (!(key3 === "repeat" || key3 === "alternation" || key3 === "since_best" || key3 === "best_progress" || key3 === "stall")) {
            const err42 = { instancePath: instancePath + "/convergence", schemaPath: "#/properties/convergence/oneOf/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err42];
            } else {
              vErrors.push(err42);
            }
            errors++;
          }
        }
        if (data14.repeat !== void 0) {
          let data15 = data14.repeat;
          if (!(typeof data15 == "number" && (!(data15 % 1) && !isNaN(data15)) && isFinite(data15))) {
            const err43 = { instancePath: instancePath + "/convergence/repeat", schemaPath: "#/properties/convergence/oneOf/1/properties/repeat/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err43];
            } else {
              vErrors.push(err43);
            }
            errors++;
          }
          if (typeof data15 == "number" && isFinite(data15)) {
            if (data15 < 0 || isNaN(data15)) {
              const err44 = { instancePath: instancePath + "/convergence/repeat", schemaPath: "#/properties/convergence/oneOf/1/properties/repeat/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err44];
              } else {
                vErrors.push(err44);
              }
              errors++;
            }
          }
        }
        if (data14.alternation !== void 0) {
          let data16 = data14.alternation;
          if (!(typeof data16 == "number" && (!(data16 % 1) && !isNaN(data16)) && isFinite(data16))) {
            const err45 = { instancePath: instancePath + "/convergence/alternation", schemaPath: "#/properties/convergence/oneOf/1/properties/alternation/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err45];
            } else {
              vErrors.push(err45);
            }
            errors++;
          }
          if (typeof data16 == "number" && isFinite(data16)) {
            if (data16 < 0 || isNaN(data16)) {
              const err46 = { instancePath: instancePath + "/convergence/alternation", schemaPath: "#/properties/convergence/oneOf/1/properties/alternation/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err46];
              } else {
                vErrors.push(err46);
              }
              errors++;
            }
          }
        }
        if (data14.since_best !== void 0) {
          let data17 = data14.since_best;
          if (!(typeof data17 == "number" && (!(data17 % 1) && !isNaN(data17)) && isFinite(data17))) {
            const err47 = { instancePath: instancePath + "/convergence/since_best", schemaPath: "#/properties/convergence/oneOf/1/properties/since_best/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err47];
            } else {
              vErrors.push(err47);
            }
            errors++;
          }
          if (typeof data17 == "number" && isFinite(data17)) {
            if (data17 < 0 || isNaN(data17)) {
              const err48 = { instancePath: instancePath + "/convergence/since_best", schemaPath: "#/properties/convergence/oneOf/1/properties/since_best/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err48];
              } else {
                vErrors.push(err48);
              }
              errors++;
            }
          }
        }
        if (data14.best_progress !== void 0) {
          let data18 = data14.best_progress;
          if (!(typeof data18 == "number" && isFinite(data18)) && data18 !== null) {
            const err49 = { instancePath: instancePath + "/convergence/best_progress", schemaPath: "#/properties/convergence/oneOf/1/properties/best_progress/type", keyword: "type", params: { type: schema60.properties.convergence.oneOf[1].properties.best_progress.type }, message: "must be number,null" };
            if (vErrors === null) {
              vErrors = [err49];
            } else {
              vErrors.push(err49);
            }
            errors++;
          }
        }
        if (data14.stall !== void 0) {
          let data19 = data14.stall;
          if (!(data19 === null || data19 === "oscillation" || data19 === "thrash" || data19 === "no_progress")) {
            const err50 = { instancePath: instancePath + "/convergence/stall", schemaPath: "#/properties/convergence/oneOf/1/properties/stall/enum", keyword: "enum", params: { allowedValues: schema60.properties.convergence.oneOf[1].properties.stall.enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
              vErrors = [err50];
            } else {
              vErrors.push(err50);
            }
            errors++;
          }
        }
      } else {
        const err51 = { instancePath: instancePath + "/convergence", schemaPath: "#/properties/convergence/oneOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err51];
        } else {
          vErrors.push(err51);
        }
        errors++;
      }
      var _valid0 = _errs34 === errors;
      if (_valid0 && valid8) {
        valid8 = false;
        passing0 = [passing0, 1];
      } else {
        if (_valid0) {
          valid8 = true;
          passing0 = 1;
        }
      }
      if (!valid8) {
        const err52 = { instancePath: instancePath + "/convergence", schemaPath: "#/properties/convergence/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
        if (vErrors === null) {
          vErrors = [err52];
        } else {
          vErrors.push(err52);
        }
        errors++;
      } else {
        errors = _errs31;
        if (vErrors !== null) {
          if (_errs31) {
            vErrors.length = _errs31;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.budget !== void 0) {
      let data20 = data.budget;
      const _errs47 = errors;
      let valid10 = false;
      let passing1 = null;
      const _errs48 = errors;
      if (data20 !== null) {
        const err53 = { instancePath: instancePath + "/budget", schemaPath: "#/properties/budget/oneOf/0/type", keyword: "type", params: { type: "null" }, message: "must be null" };
        if (vErrors === null) {
          vErrors = [err53];
        } else {
          vErrors.push(err53);
        }
        errors++;
      }
      var _valid1 = _errs48 === errors;
      if (_valid1) {
        valid10 = true;
        passing1 = 0;
      }
      const _errs50 = errors;
      if (data20 && typeof data20 == "object" && !Array.isArray(data20)) {
        if (data20.steps === void 0) {
          const err54 = { instancePath: instancePath + "/budget", schemaPath: "#/properties/budget/oneOf/1/required", keyword: "required", params: { missingProperty: "steps" }, message: "must have required property 'steps'" };
          if (vErrors === null) {
            vErrors = [err54];
          } else {
            vErrors.push(err54);
          }
          errors++;
        }
        if (data20.tokens === void 0) {
          const err55 = { instancePath: instancePath + "/budget", schemaPath: "#/properties/budget/oneOf/1/required", keyword: "required", params: { missingProperty: "tokens" }, message: "must have required property 'tokens'" };
          if (vErrors === null) {
            vErrors = [err55];
          } else {
            vErrors.push(err55);
          }
          errors++;
        }
        if (data20.cost_usd === void 0) {
          const err56 = { instancePath: instancePath + "/budget", schemaPath: "#/properties/budget/oneOf/1/required", keyword: "required", params: { missingProperty: "cost_usd" }, message: "must have required property 'cost_usd'" };
          if (vErrors === null) {
            vErrors = [err56];
          } else {
            vErrors.push(err56);
          }
          errors++;
        }
        if (data20.wall_clock_sec === void 0) {
          const err57 = { instancePath: instancePath + "/budget", schemaPath: "#/properties/budget/oneOf/1/required", keyword: "required", params: { missingProperty: "wall_clock_sec" }, message: "must have required property 'wall_clock_sec'" };
          if (vErrors === null) {
            vErrors = [err57];
          } else {
            vErrors.push(err57);
          }
          errors++;
        }
        if (data20.limits === void 0) {
          const err58 = { instancePath: instancePath + "/budget", schemaPath: "#/properties/budget/oneOf/1/required", keyword: "required", params: { missingProperty: "limits" }, message: "must have required property 'limits'" };
          if (vErrors === null) {
            vErrors = [err58];
          } else {
            vErrors.push(err58);
          }
          errors++;
        }
        if (data20.exceeded === void 0) {
          const err59 = { instancePath: instancePath + "/budget", schemaPath: "#/properties/budget/oneOf/1/required", keyword: "required", params: { missingProperty: "exceeded" }, message: "must have required property 'exceeded'" };
          if (vErrors === null) {
            vErrors = [err59];
          } else {
            vErrors.push(err59);
          }
          errors++;
        }
        for (const key4 in data20) {
          if (!(key4 === "steps" || key4 === "tokens" || key4 === "cost_usd" || key4 === "wall_clock_sec" || key4 === "limits" || key4 === "exceeded")) {
            const err60 = { instancePath: instancePath + "/budget", schemaPath: "#/properties/budget/oneOf/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err60];
            } else {
              vErrors.push(err60);
            }
            errors++;
          }
        }
        if (data20.steps !== void 0) {
          let data21 = data20.steps;
          if (!(typeof data21 == "number" && (!(data21 % 1) && !isNaN(data21)) && isFinite(data21))) {
            const err61 = { instancePath: instancePath + "/budget/steps", schemaPath: "#/properties/budget/oneOf/1/properties/steps/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err61];
            } else {
              vErrors.push(err61);
            }
            errors++;
          }
          if (typeof data21 == "number" && isFinite(data21)) {
            if (data21 < 0 || isNaN(data21)) {
              const err62 = { instancePath: instancePath + "/budget/steps", schemaPath: "#/properties/budget/oneOf/1/properties/steps/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err62];
              } else {
                vErrors.push(err62);
              }
              errors++;
            }
          }
        }
        if (data20.tokens !== void 0) {
          let data22 = data20.tokens;
          if (!(typeof data22 == "number" && (!(data22 % 1) && !isNaN(data22)) && isFinite(data22))) {
            const err63 = { instancePath: instancePath + "/budget/tokens", schemaPath: "#/properties/budget/oneOf/1/properties/tokens/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err63];
            } else {
              vErrors.push(err63);
            }
            errors++;
          }
          if (typeof data22 == "number" && isFinite(data22)) {
            if (data22 < 0 || isNaN(data22)) {
              const err64 = { instancePath: instancePath + "/budget/tokens", schemaPath: "#/properties/budget/oneOf/1/properties/tokens/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err64];
              } else {
                vErrors.push(err64);
              }
              errors++;
            }
          }
        }
        if (data20.cost_usd !== void 0) {
          let data23 = data20.cost_usd;
          if (typeof data23 == "number" && isFinite(data23)) {
            if (data23 < 0 || isNaN(data23)) {
              const err65 = { instancePath: instancePath + "/budget/cost_usd", schemaPath: "#/properties/budget/oneOf/1/properties/cost_usd/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err65];
              } else {
                vErrors.push(err65);
              }
              errors++;
            }
          } else {
            const err66 = { instancePath: instancePath + "/budget/cost_usd", schemaPath: "#/properties/budget/oneOf/1/properties/cost_usd/type", keyword: "type", params: { type: "number" }, message: "must be number" };
            if (vErrors === null) {
              vErrors = [err66];
            } else {
              vErrors.push(err66);
            }
            errors++;
          }
        }
        if (data20.wall_clock_sec !== void 0) {
          let data24 = data20.wall_clock_sec;
          if (typeof data24 == "number" && isFinite(data24)) {
            if (data24 < 0 || isNaN(data24)) {
              const err67 = { instancePath: instancePath + "/budget/wall_clock_sec", schemaPath: "#/properties/budget/oneOf/1/properties/wall_clock_sec/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err67];
              } else {
                vErrors.push(err67);
              }
              errors++;
            }
          } else {
            const err68 = { instancePath: instancePath + "/budget/wall_clock_sec", schemaPath: "#/properties/budget/oneOf/1/properties/wall_clock_sec/type", keyword: "type", params: { type: "number" }, message: "must be number" };
            if (vErrors === null) {
              vErrors = [err68];
            } else {
              vErrors.push(err68);
            }
            errors++;
          }
        }
        if (data20.limits !== void 0) {
          let data25 = data20.limits;
          if (data25 && typeof data25 == "object" && !Array.isArray(data25)) {
            if (data25.max_steps === void 0) {
              const err69 = { instancePath: instancePath + "/budget/limits", schemaPath: "#/properties/budget/oneOf/1/properties/limits/required", keyword: "required", params: { missingProperty: "max_steps" }, message: "must have required property 'max_steps'" };
              if (vErrors === null) {
                vErrors = [err69];
              } else {
                vErrors.push(err69);
              }
              errors++;
            }
            if (data25.max_tokens === void 0) {
              const err70 = { instancePath: instancePath + "/budget/limits", schemaPath: "#/properties/budget/oneOf/1/properties/limits/required", keyword: "required", params: { missingProperty: "max_tokens" }, message: "must have required property 'max_tokens'" };
              if (vErrors === null) {
                vErrors = [err70];
              } else {
                vErrors.push(err70);
              }
              errors++;
            }
            if (data25.max_cost_usd === void 0) {
              const err71 = { instancePath: instancePath + "/budget/limits", schemaPath: "#/properties/budget/oneOf/1/properties/limits/required", keyword: "required", params: { missingProperty: "max_cost_usd" }, message: "must have required property 'max_cost_usd'" };
              if (vErrors === null) {
                vErrors = [err71];
              } else {
                vErrors.push(err71);
              }
              errors++;
            }
            if (data25.max_wall_clock_sec === void 0) {
              const err72 = { instancePath: instancePath + "/budget/limits", schemaPath: "#/properties/budget/oneOf/1/properties/limits/required", keyword: "required", params: { missingProperty: "max_wall_clock_sec" }, message: "must have required property 'max_wall_clock_sec'" };
              if (vErrors === null) {
                vErrors = [err72];
              } else {
                vErrors.push(err72);
              }
              errors++;
            }
            for (const key5 in data25) {
              if (!(key5 === "max_steps" || key5 === "max_tokens" || key5 === "max_cost_usd" || key5 === "max_wall_clock_sec")) {
                const err73 = { instancePath: instancePath + "/budget/limits", schemaPath: "#/properties/budget/oneOf/1/properties/limits/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err73];
                } else {
                  vErrors.push(err73);
                }
                errors++;
              }
            }
            if (data25.max_steps !== void 0) {
              let data26 = data25.max_steps;
              if (!(typeof data26 == "number" && isFinite(data26))) {
                const err74 = { instancePath: instancePath + "/budget/limits/max_steps", schemaPath: "#/properties/budget/oneOf/1/properties/limits/properties/max_steps/type", keyword: "type", params: { type: "number" }, message: "must be number" };
                if (vErrors === null) {
                  vErrors = [err74];
                } else {
                  vErrors.push(err74);
                }
                errors++;
              }
            }
            if (data25.max_tokens !== void 0) {
              let data27 = data25.max_tokens;
              if (!(typeof data27 == "number" && isFinite(data27))) {
                const err75 = { instancePath: instancePath + "/budget/limits/max_tokens", schemaPath: "#/properties/budget/oneOf/1/properties/limits/properties/max_tokens/type", keyword: "type", params: { type: "number" }, message: "must be number" };
                if (vErrors === null) {
                  vErrors = [err75];
                } else {
                  vErrors.push(err75);
                }
                errors++;
              }
            }
            if (data25.max_cost_usd !== void 0) {
              let data28 = data25.max_cost_usd;
              if (!(typeof data28 == "number" && isFinite(data28))) {
                const err76 = { instancePath: instancePath + "/budget/limits/max_cost_usd", schemaPath: "#/properties/budget/oneOf/1/properties/limits/properties/max_cost_usd/type", keyword: "type", params: { type: "number" }, message: "must be number" };
                if (vErrors === null) {
                  vErrors = [err76];
                } else {
                  vErrors.push(err76);
                }
                errors++;
              }
            }
            if (data25.max_wall_clock_sec !== void 0) {
              let data29 = data25.max_wall_clock_sec;
              if (!(typeof data29 == "number" && isFinite(data29))) {
                const err77 = { instancePath: instancePath + "/budget/limits/max_wall_clock_sec", schemaPath: "#/properties/budget/oneOf/1/properties/limits/properties/max_wall_clock_sec/type", keyword: "type", params: { type: "number" }, message: "must be number" };
                if (vErrors === null) {
                  vErrors = [err77];
                } else {
                  vErrors.push(err77);
                }
                errors++;
              }
            }
          } else {
            const err78 = { instancePath: instancePath + "/budget/limits", schemaPath: "#/properties/budget/oneOf/1/properties/limits/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err78];
            } else {
              vErrors.push(err78);
            }
            errors++;
          }
        }
        if (data20.exceeded !== void 0) {
          let data30 = data20.exceeded;
          if (!(data30 === null || data30 === "max_steps" || data30 === "max_tokens" || data30 === "max_cost_usd" || data30 === "max_wall_clock_sec")) {
            const err79 = { instancePath: instancePath + "/budget/exceeded", schemaPath: "#/properties/budget/oneOf/1/properties/exceeded/enum", keyword: "enum", params: { allowedValues: schema60.properties.budget.oneOf[1].properties.exceeded.enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
              vErrors = [err79];
            } else {
              vErrors.push(err79);
            }
            errors++;
          }
        }
      } else {
        const err80 = { instancePath: instancePath + "/budget", schemaPath: "#/properties/budget/oneOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err80];
        } else {
          vErrors.push(err80);
        }
        errors++;
      }
      var _valid1 = _errs50 === errors;
      if (_valid1 && valid10) {
        valid10 = false;
        passing1 = [passing1, 1];
      } else {
        if (_valid1) {
          valid10 = true;
          passing1 = 1;
        }
      }
      if (!valid10) {
        const err81 = { instancePath: instancePath + "/budget", schemaPath: "#/properties/budget/oneOf", keyword: "oneOf", params: { passingSchemas: passing1 }, message: "must match exactly one schema in oneOf" };
        if (vErrors === null) {
          vErrors = [err81];
        } else {
          vErrors.push(err81);
        }
        errors++;
      } else {
        errors = _errs47;
        if (vErrors !== null) {
          if (_errs47) {
            vErrors.length = _errs47;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.correction_hint !== void 0) {
      let data31 = data.correction_hint;
      if (typeof data31 !== "string" && data31 !== null) {
        const err82 = { instancePath: instancePath + "/correction_hint", schemaPath: "#/properties/correction_hint/type", keyword: "type", params: { type: schema60.properties.correction_hint.type }, message: "must be string,null" };
        if (vErrors === null) {
          vErrors = [err82];
        } else {
          vErrors.push(err82);
        }
        errors++;
      }
    }
    if (data.trace !== void 0) {
      let data32 = data.trace;
      const _errs76 = errors;
      let valid13 = false;
      let passing2 = null;
      const _errs77 = errors;
      if (data32 !== null) {
        const err83 = { instancePath: instancePath + "/trace", schemaPath: "#/properties/trace/oneOf/0/type", keyword: "type", params: { type: "null" }, message: "must be null" };
        if (vErrors === null) {
          vErrors = [err83];
        } else {
          vErrors.push(err83);
        }
        errors++;
      }
      var _valid2 = _errs77 === errors;
      if (_valid2) {
        valid13 = true;
        passing2 = 0;
      }
      const _errs79 = errors;
      if (data32 && typeof data32 == "object" && !Array.isArray(data32)) {
        if (data32.index === void 0) {
          const err84 = { instancePath: instancePath + "/trace", schemaPath: "#/properties/trace/oneOf/1/required", keyword: "required", params: { missingProperty: "index" }, message: "must have required property 'index'" };
          if (vErrors === null) {
            vErrors = [err84];
          } else {
            vErrors.push(err84);
          }
          errors++;
        }
        if (data32.hash === void 0) {
          const err85 = { instancePath: instancePath + "/trace", schemaPath: "#/properties/trace/oneOf/1/required", keyword: "required", params: { missingProperty: "hash" }, message: "must have required property 'hash'" };
          if (vErrors === null) {
            vErrors = [err85];
          } else {
            vErrors.push(err85);
          }
          errors++;
        }
        for (const key6 in data32) {
          if (!(key6 === "index" || key6 === "hash")) {
            const err86 = { instancePath: instancePath + "/trace", schemaPath: "#/properties/trace/oneOf/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err86];
            } else {
              vErrors.push(err86);
            }
            errors++;
          }
        }
        if (data32.index !== void 0) {
          let data33 = data32.index;
          if (!(typeof data33 == "number" && (!(data33 % 1) && !isNaN(data33)) && isFinite(data33))) {
            const err87 = { instancePath: instancePath + "/trace/index", schemaPath: "#/properties/trace/oneOf/1/properties/index/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err87];
            } else {
              vErrors.push(err87);
            }
            errors++;
          }
          if (typeof data33 == "number" && isFinite(data33)) {
            if (data33 < 0 || isNaN(data33)) {
              const err88 = { instancePath: instancePath + "/trace/index", schemaPath: "#/properties/trace/oneOf/1/properties/index/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err88];
              } else {
                vErrors.push(err88);
              }
              errors++;
            }
          }
        }
        if (data32.hash !== void 0) {
          let data34 = data32.hash;
          if (typeof data34 === "string") {
            if (!pattern21.test(data34)) {
              const err89 = { instancePath: instancePath + "/trace/hash", schemaPath: "#/properties/trace/oneOf/1/properties/hash/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{64}$" }, message: 'must match pattern "^[0-9a-f]{64}$"' };
              if (vErrors === null) {
                vErrors = [err89];
              } else {
                vErrors.push(err89);
              }
              errors++;
            }
          } else {
            const err90 = { instancePath: instancePath + "/trace/hash", schemaPath: "#/properties/trace/oneOf/1/properties/hash/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err90];
            } else {
              vErrors.push(err90);
            }
            errors++;
          }
        }
      } else {
        const err91 = { instancePath: instancePath + "/trace", schemaPath: "#/properties/trace/oneOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err91];
        } else {
          vErrors.push(err91);
        }
        errors++;
      }
      var _valid2 = _errs79 === errors;
      if (_valid2 && valid13) {
        valid13 = false;
        passing2 = [passing2, 1];
      } else {
        if (_valid2) {
          valid13 = true;
          passing2 = 1;
        }
      }
      if (!valid13) {
        const err92 = { instancePath: instancePath + "/trace", schemaPath: "#/properties/trace/oneOf", keyword: "oneOf", params: { passingSchemas: passing2 }, message: "must match exactly one schema in oneOf" };
        if (vErrors === null) {
          vErrors = [err92];
        } else {
          vErrors.push(err92);
        }
        errors++;
      } else {
        errors = _errs76;
        if (vErrors !== null) {
          if (_errs76) {
            vErrors.length = _errs76;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.provenance !== void 0) {
      let data35 = data.provenance;
      if (data35 && typeof data35 == "object" && !Array.isArray(data35)) {
        if (data35.source === void 0) {
          const err93 = { instancePath: instancePath + "/provenance", schemaPath: "#/properties/provenance/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property 'source'" };
          if (vErrors === null) {
            vErrors = [err93];
          } else {
            vErrors.push(err93);
          }
          errors++;
        }
        if (data35.artifact_path === void 0) {
          const err94 = { instancePath: instancePath + "/provenance", schemaPath: "#/properties/provenance/required", keyword: "required", params: { missingProperty: "artifact_path" }, message: "must have required property 'artifact_path'" };
          if (vErrors === null) {
            vErrors = [err94];
          } else {
            vErrors.push(err94);
          }
          errors++;
        }
        if (data35.commit === void 0) {
          const err95 = { instancePath: instancePath + "/provenance", schemaPath: "#/properties/provenance/required", keyword: "required", params: { missingProperty: "commit" }, message: "must have required property 'commit'" };
          if (vErrors === null) {
            vErrors = [err95];
          } else {
            vErrors.push(err95);
          }
          errors++;
        }
        if (data35.run_at === void 0) {
          const err96 = { instancePath: instancePath + "/provenance", schemaPath: "#/properties/provenance/required", keyword: "required", params: { missingProperty: "run_at" }, message: "must have required property 'run_at'" };
          if (vErrors === null) {
            vErrors = [err96];
          } else {
            vErrors.push(err96);
          }
          errors++;
        }
        if (data35.verified === void 0) {
          const err97 = { instancePath: instancePath + "/provenance", schemaPath: "#/properties/provenance/required", keyword: "required", params: { missingProperty: "verified" }, message: "must have required property 'verified'" };
          if (vErrors === null) {
            vErrors = [err97];
          } else {
            vErrors.push(err97);
          }
          errors++;
        }
        for (const key7 in data35) {
          if (!(key7 === "source" || key7 === "artifact_path" || key7 === "commit" || key7 === "run_at" || key7 === "verified")) {
            const err98 = { instancePath: instancePath + "/provenance", schemaPath: "#/properties/provenance/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key7 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err98];
            } else {
              vErrors.push(err98);
            }
            errors++;
          }
        }
        if (data35.source !== void 0) {
          let data36 = data35.source;
          if (!(data36 === "pinned" || data36 === "unpinned" || data36 === "none")) {
            const err99 = { instancePath: instancePath + "/provenance/source", schemaPath: "#/properties/provenance/properties/source/enum", keyword: "enum", params: { allowedValues: schema60.properties.provenance.properties.source.enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
              vErrors = [err99];
            } else {
              vErrors.push(err99);
            }
            errors++;
          }
        }
        if (data35.artifact_path !== void 0) {
          let data37 = data35.artifact_path;
          if (typeof data37 !== "string" && data37 !== null) {
            const err100 = { instancePath: instancePath + "/provenance/artifact_path", schemaPath: "#/properties/provenance/properties/artifact_path/type", keyword: "type", params: { type: schema60.properties.provenance.properties.artifact_path.type }, message: "must be string,null" };
            if (vErrors === null) {
              vErrors = [err100];
            } else {
              vErrors.push(err100);
            }
            errors++;
          }
        }
        if (data35.commit !== void 0) {
          let data38 = data35.commit;
          if (typeof data38 !== "string" && data38 !== null) {
            const err101 = { instancePath: instancePath + "/provenance/commit", schemaPath: "#/properties/provenance/properties/commit/type", keyword: "type", params: { type: schema60.properties.provenance.properties.commit.type }, message: "must be string,null" };
            if (vErrors === null) {
              vErrors = [err101];
            } else {
              vErrors.push(err101);
            }
            errors++;
          }
        }
        if (data35.run_at !== void 0) {
          if (typeof data35.run_at !== "string") {
            const err102 = { instancePath: instancePath + "/provenance/run_at", schemaPath: "#/properties/provenance/properties/run_at/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err102];
            } else {
              vErrors.push(err102);
            }
            errors++;
          }
        }
        if (data35.verified !== void 0) {
          if (typeof data35.verified !== "boolean") {
            const err103 = { instancePath: instancePath + "/provenance/verified", schemaPath: "#/properties/provenance/properties/verified/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
              vErrors = [err103];
            } else {
              vErrors.push(err103);
            }
            errors++;
          }
        }
      } else {
        const err104 = { instancePath: instancePath + "/provenance", schemaPath: "#/properties/provenance/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err104];
        } else {
          vErrors.push(err104);
        }
        errors++;
      }
    }
    if (data.governance !== void 0) {
      let data41 = data.governance;
      if (!(data41 === "required" || data41 === "optional" || data41 === "off")) {
        const err105 = { instancePath: instancePath + "/governance", schemaPath: "#/properties/governance/enum", keyword: "enum", params: { allowedValues: schema60.properties.governance.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err105];
        } else {
          vErrors.push(err105);
        }
        errors++;
      }
    }
    if (data.advisory !== void 0) {
      let data42 = data.advisory;
      if (data42 && typeof data42 == "object" && !Array.isArray(data42)) {
        if (data42.decision === void 0) {
          const err106 = { instancePath: instancePath + "/advisory", schemaPath: "#/properties/advisory/required", keyword: "required", params: { missingProperty: "decision" }, message: "must have required property 'decision'" };
          if (vErrors === null) {
            vErrors = [err106];
          } else {
            vErrors.push(err106);
          }
          errors++;
        }
        if (data42.reason === void 0) {
          const err107 = { instancePath: instancePath + "/advisory", schemaPath: "#/properties/advisory/required", keyword: "required", params: { missingProperty: "reason" }, message: "must have required property 'reason'" };
          if (vErrors === null) {
            vErrors = [err107];
          } else {
            vErrors.push(err107);
          }
          errors++;
        }
        for (const key8 in data42) {
          if (!(key8 === "decision" || key8 === "reason")) {
            const err108 = { instancePath: instancePath + "/advisory", schemaPath: "#/properties/advisory/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key8 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err108];
            } else {
              vErrors.push(err108);
            }
            errors++;
          }
        }
        if (data42.decision !== void 0) {
          let data43 = data42.decision;
          if (!(data43 === "CONTINUE" || data43 === "CORRECT" || data43 === "DONE" || data43 === "HALT" || data43 === "ESCALATE")) {
            const err109 = { instancePath: instancePath + "/advisory/decision", schemaPath: "#/definitions/kind/enum", keyword: "enum", params: { allowedValues: schema61.enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
              vErrors = [err109];
            } else {
              vErrors.push(err109);
            }
            errors++;
          }
        }
        if (data42.reason !== void 0) {
          let data44 = data42.reason;
          if (!(data44 === "ok" || data44 === "human" || data44 === "gate_fail" || data44 === "gate_deny" || data44 === "corrections_exhausted" || data44 === "budget.max_steps" || data44 === "budget.max_tokens" || data44 === "budget.max_cost_usd" || data44 === "budget.max_wall_clock_sec" || data44 === "oscillation" || data44 === "thrash" || data44 === "no_progress" || data44 === "self_declared_done" || data44 === "success" || data44 === "fail_closed" || data44 === "incomplete" || data44 === "invalid_event" || data44 === "policy_unavailable" || data44 === "level_not_allowed" || data44 === "governance_required" || data44 === "run_closed" || data44 === "governance_off" || data44 === "resume_refused" || data44 === "signal" || data44 === "abandoned")) {
            const err110 = { instancePath: instancePath + "/advisory/reason", schemaPath: "#/definitions/reason/enum", keyword: "enum", params: { allowedValues: schema62.enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
              vErrors = [err110];
            } else {
              vErrors.push(err110);
            }
            errors++;
          }
        }
      } else {
        const err111 = { instancePath: instancePath + "/advisory", schemaPath: "#/properties/advisory/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err111];
        } else {
          vErrors.push(err111);
        }
        errors++;
      }
    }
  } else {
    const err112 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err112];
    } else {
      vErrors.push(err112);
    }
    errors++;
  }
  validate50.errors = vErrors;
  return errors === 0;
}
var TraceRecord = validate51;
var schema66 = { "$id": "https://loopgov.dev/schemas/trace-record.schema.json", "$schema": "http://json-schema.org/draft-07/schema#", "title": "Trace record (SPEC \xA75): one line of <trace-dir>/<run_id>/trace.jsonl", "description": "The envelope (type, run_id, at, index, prev, hash) is checked strictly; each record type adds its own fields, of which the ones readers rely on are required here. hash = lowercase hex SHA-256 of the RFC 8785 canonical JSON of the record without hash; the line is exactly that canonical JSON with the hash appended as the last member.", "type": "object", "required": ["type", "run_id", "at", "index", "prev", "hash"], "properties": { "type": { "type": "string", "enum": ["run_start", "iteration", "run_end", "recovery", "halt_request", "escalation", "resume", "run_continue"] }, "run_id": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$" }, "at": { "type": "string", "minLength": 1, "maxLength": 40 }, "index": { "type": "integer", "minimum": 0 }, "prev": { "type": "string", "pattern": "^[0-9a-f]{64}$" }, "hash": { "type": "string", "pattern": "^[0-9a-f]{64}$" } }, "allOf": [{ "if": { "type": "object", "properties": { "type": { "const": "iteration" } } }, "then": { "type": "object", "required": ["step", "decision", "reason", "gate"], "properties": { "step": { "type": "number" }, "decision": { "type": "string", "enum": ["CONTINUE", "CORRECT", "DONE", "HALT", "ESCALATE"] }, "reason": { "type": "string" }, "gate": { "type": "object", "required": ["verdict", "results"], "properties": { "verdict": { "type": "string", "enum": ["PASS", "FAIL", "DENY", "SKIP"] }, "results": { "type": "array", "items": { "type": "object", "required": ["id", "kind", "verdict"], "properties": { "id": { "type": "string" }, "kind": { "type": "string" }, "verdict": { "type": "string", "enum": ["PASS", "FAIL", "DENY"] }, "detail": { "type": "string" } } } } } }, "artifact": { "anyOf": [{ "type": "null" }, { "type": "object", "required": ["sha256"], "properties": { "sha256": { "type": "string", "pattern": "^[0-9a-f]{64}$" } } }] } } } }, { "if": { "type": "object", "properties": { "type": { "const": "run_end" } } }, "then": { "type": "object", "required": ["decision", "reason"], "properties": { "decision": { "type": "string", "enum": ["CONTINUE", "CORRECT", "DONE", "HALT", "ESCALATE"] }, "reason": { "type": "string" } } } }, { "if": { "type": "object", "properties": { "type": { "const": "recovery" } } }, "then": { "type": "object", "required": ["cause", "offset", "torn_bytes", "torn_sha256", "preserved"], "properties": { "cause": { "type": "string", "enum": ["unterminated", "garbled"] }, "offset": { "type": "integer", "minimum": 0 }, "torn_bytes": { "type": "integer", "minimum": 1 }, "torn_sha256": { "type": "string", "pattern": "^[0-9a-f]{64}$" }, "preserved": { "type": "string", "pattern": "^recovered/[0-9a-f]{64}\\.torn$" } } } }, { "if": { "type": "object", "properties": { "type": { "const": "halt_request" } } }, "then": { "type": "object", "required": ["by", "reason"], "properties": { "by": { "type": "string", "minLength": 1 }, "reason": { "type": "string" } } } }, { "if": { "type": "object", "properties": { "type": { "const": "escalation" } } }, "then": { "type": "object", "required": ["step", "reason", "iteration", "budget", "remaining", "grantable", "approver_role"], "properties": { "step": { "type": ["number", "null"] }, "reason": { "type": "string" }, "budget": { "type": "object" }, "remaining": { "type": "object" }, "grantable": { "type": ["object", "null"] }, "iteration": { "type": "object", "required": ["index", "hash"], "properties": { "index": { "type": "integer", "minimum": 0 }, "hash": { "type": "string", "pattern": "^[0-9a-f]{64}$" } } }, "approver_role": { "type": "string", "enum": ["maintainer", "org-admin"] } } } }, { "if": { "type": "object", "properties": { "type": { "const": "resume" } } }, "then": { "type": "object", "required": ["token", "decision", "head", "jti", "sub"], "properties": { "token": { "type": "string", "minLength": 1, "maxLength": 8192 }, "decision": { "type": "string", "enum": ["resume", "halt"] }, "head": { "type": "string", "pattern": "^[0-9a-f]{64}$" }, "jti": { "type": "string", "minLength": 1 }, "sub": { "type": "string", "minLength": 1 } } } }, { "if": { "type": "object", "properties": { "type": { "const": "run_continue" } } }, "then": { "type": "object", "required": ["resume_index", "jti", "approver", "grant", "limits"], "properties": { "resume_index": { "type": "integer", "minimum": 0 }, "jti": { "type": "string", "minLength": 1 }, "approver": { "type": "string", "minLength": 1 }, "grant": { "type": ["object", "null"] }, "limits": { "type": "object" } } } }] };
var pattern35 = new RegExp("^recovered/[0-9a-f]{64}\\.torn$", "u");
var pattern38 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$", "u");
function validate51(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const _errs2 = errors;
  let valid1 = true;
  const _errs3 = errors;
  if (errors === _errs3) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.type !== void 0) {
        if ("iteration" !== data.type) {
          const err0 = {};
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        }
      }
    } else {
      const err1 = {};
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
  }
  var _valid0 = _errs3 === errors;
  errors = _errs2;
  if (vErrors !== null) {
    if (_errs2) {
      vErrors.length = _errs2;
    } else {
      vErrors = null;
    }
  }
  if (_valid0) {
    const _errs6 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.step === void 0) {
        const err2 = { instancePath, schemaPath: "#/allOf/0/then/required", keyword: "required", params: { missingProperty: "step" }, message: "must have required property 'step'" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (data.decision === void 0) {
        const err3 = { instancePath, schemaPath: "#/allOf/0/then/required", keyword: "required", params: { missingProperty: "decision" }, message: "must have required property 'decision'" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (data.reason === void 0) {
        const err4 = { instancePath, schemaPath: "#/allOf/0/then/required", keyword: "required", params: { missingProperty: "reason" }, message: "must have required property 'reason'" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      if (data.gate === void 0) {
        const err5 = { instancePath, schemaPath: "#/allOf/0/then/required", keyword: "required", params: { missingProperty: "gate" }, message: "must have required property 'gate'" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if (data.step !== void 0) {
        let data1 = data.step;
        if (!(typeof data1 == "number" && isFinite(data1))) {
          const err6 = { instancePath: instancePath + "/step", schemaPath: "#/allOf/0/then/properties/step/type", keyword: "type", params: { type: "number" }, message: "must be number" };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      }
      if (data.decision !== void 0) {
        let data2 = data.decision;
        if (typeof data2 !== "string") {
          const err7 = { instancePath: instancePath + "/decision", schemaPath: "#/allOf/0/then/properties/decision/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        if (!(data2 === "CONTINUE" || data2 === "CORRECT" || data2 === "DONE" || data2 === "HALT" || data2 === "ESCALATE")) {
          const err8 = { instancePath: instancePath + "/decision", schemaPath: "#/allOf/0/then/properties/decision/enum", keyword: "enum", params: { allowedValues: schema66.allOf[0].then.properties.decision.enum }, message: "must be equal to one of the allowed values" };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      }
      if (data.reason !== void 0) {
        if (typeof data.reason !== "string") {
          const err9 = { instancePath: instancePath + "/reason", schemaPath: "#/allOf/0/then/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      }
      if (data.gate !== void 0) {
        let data4 = data.gate;
        if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
          if (data4.verdict === void 0) {
            const err10 = { instancePath: instancePath + "/gate", schemaPath: "#/allOf/0/then/properties/gate/required", keyword: "required", params: { missingProperty: "verdict" }, message: "must have required property 'verdict'" };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
          if (data4.results === void 0) {
            const err11 = { instancePath: instancePath + "/gate", schemaPath: "#/allOf/0/then/properties/gate/required", keyword: "required", params: { missingProperty: "results" }, message: "must have required property 'results'" };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
          if (data4.verdict !== void 0) {
            let data5 = data4.verdict;
            if (typeof data5 !== "string") {
              const err12 = { instancePath: instancePath + "/gate/verdict", schemaPath: "#/allOf/0/then/properties/gate/properties/verdict/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err12];
              } else {
                vErrors.push(err12);
              }
              errors++;
            }
            if (!(data5 === "PASS" || data5 === "FAIL" || data5 === "DENY" || data5 === "SKIP")) {
              const err13 = { instancePath: instancePath + "/gate/verdict", schemaPath: "#/allOf/0/then/properties/gate/properties/verdict/enum", keyword: "enum", params: { allowedValues: schema66.allOf[0].then.properties.gate.properties.verdict.enum }, message: "must be equal to one of the allowed values" };
              if (vErrors === null) {
                vErrors = [err13];
              } else {
                vErrors.push(err13);
              }
              errors++;
            }
          }
          if (data4.results !== void 0) {
            let data6 = data4.results;
            if (Array.isArray(data6)) {
              const len0 = data6.length;
              for (let i0 = 0; i0 < len0; i0++) {
                let data7 = data6[i0];
                if (data7 && typeof data7 == "object" && !Array.isArray(data7)) {
                  if (data7.id === void 0) {
                    const err14 = { instancePath: instancePath + "/gate/results/" + i0, schemaPath: "#/allOf/0/then/properties/gate/properties/results/items/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'" };
                    if (vErrors === null) {
                      vErrors = [err14];
                    } else {
                      vErrors.push(err14);
                    }
                    errors++;
                  }
                  if (data7.kind === void 0) {
                    const err15 = { instancePath: instancePath + "/gate/results/" + i0, schemaPath: "#/allOf/0/then/properties/gate/properties/results/items/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'" };
                    if (vErrors === null) {
                      vErrors = [err15];
                    } else {
                      vErrors.push(err15);
                    }
                    errors++;
                  }
                  if (data7.verdict === void 0) {
                    const err16 = { instancePath: instancePath + "/gate/results/" + i0, schemaPath: "#/allOf/0/then/properties/gate/properties/results/items/required", keyword: "required", params: { missingProperty: "verdict" }, message: "must have required property 'verdict'" };
                    if (vErrors === null) {
                      vErrors = [err16];
                    } else {
                      vErrors.push(err16);
                    }
                    errors++;
                  }
                  if (data7.id !== void 0) {
                    if (typeof data7.id !== "string") {
                      const err17 = { instancePath: instancePath + "/gate/results/" + i0 + "/id", schemaPath: "#/allOf/0/then/properties/gate/properties/results/items/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                      if (vErrors === null) {
                        vErrors = [err17];
                      } else {
                        vErrors.push(err17);
                      }
                      errors++;
                    }
                  }
                  if (data7.kind !== void 0) {
                    if (typeof data7.kind !== "string") {
                      const err18 = { instancePath: instancePath + "/gate/results/" + i0 + "/kind", schemaPath: "#/allOf/0/then/properties/gate/properties/results/items/properties/kind/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                      if (vErrors === null) {
                        vErrors = [err18];
                      } else {
                        vErrors.push(err18);
                      }
                      errors++;
                    }
                  }
                  if (data7.verdict !== void 0) {
                    let data10 = data7.verdict;
                    if (typeof data10 !== "string") {
                      const err19 = { instancePath: instancePath + "/gate/results/" + i0 + "/verdict", schemaPath: "#/allOf/0/then/properties/gate/properties/results/items/properties/verdict/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                      if (vErrors === null) {
                        vErrors = [err19];
                      } else {
                        vErrors.push(err19);
                      }
                      errors++;
                    }
                    if (!(data10 === "PASS" || data10 === "FAIL" || data10 === "DENY")) {
                      const err20 = { instancePath: instancePath + "/gate/results/" + i0 + "/verdict", schemaPath: "#/allOf/0/then/properties/gate/properties/results/items/properties/verdict/enum", keyword: "enum", params: { allowedValues: schema66.allOf[0].then.properties.gate.properties.results.items.properties.verdict.enum }, message: "must be equal to one of the allowed values" };
                      if (vErrors === null) {
                        vErrors = [err20];
                      } else {
                        vErrors.push(err20);
                      }
                      errors++;
                    }
                  }
                  if (data7.detail !== void 0) {
                    if (typeof data7.detail !== "string") {
                      const err21 = { instancePath: instancePath + "/gate/results/" + i0 + "/detail", schemaPath: "#/allOf/0/then/properties/gate/properties/results/items/properties/detail/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                      if (vErrors === null) {
                        vErrors = [err21];
                      } else {
                        vErrors.push(err21);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err22 = { instancePath: instancePath + "/gate/results/" + i0, schemaPath: "#/allOf/0/then/properties/gate/properties/results/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                  if (vErrors === null) {
                    vErrors = [err22];
                  } else {
                    vErrors.push(err22);
                  }
                  errors++;
                }
              }
            } else {
              const err23 = { instancePath: instancePath + "/gate/results", schemaPath: "#/allOf/0/then/properties/gate/properties/results/type", keyword: "type", params: { type: "array" }, message: "must be array" };
              if (vErrors === null) {
                vErrors = [err23];
              } else {
                vErrors.push(err23);
              }
              errors++;
            }
          }
        } else {
          const err24 = { instancePath: instancePath + "/gate", schemaPath: "#/allOf/0/then/properties/gate/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err24];
          } else {
            vErrors.push(err24);
          }
          errors++;
        }
      }
      if (data.artifact !== void 0) {
        let data12 = data.artifact;
        const _errs31 = errors;
        let valid8 = false;
        const _errs32 = errors;
        if (data12 !== null) {
          const err25 = { instancePath: instancePath + "/artifact", schemaPath: "#/allOf/0/then/properties/artifact/anyOf/0/type", keyword: "type", params: { type: "null" }, message: "must be null" };
          if (vErrors === null) {
            vErrors = [err25];
          } else {
            vErrors.push(err25);
          }
          errors++;
        }
        var _valid1 = _errs32 === errors;
        valid8 = valid8 || _valid1;
        if (!valid8) {
          const _errs34 = errors;
          if (data12 && typeof data12 == "object" && !Array.isArray(data12)) {
            if (data12.sha256 === void 0) {
              const err26 = { instancePath: instancePath + "/artifact", schemaPath: "#/allOf/0/then/properties/artifact/anyOf/1/required", keyword: "required", params: { missingProperty: "sha256" }, message: "must have required property 'sha256'" };
              if (vErrors === null) {
                vErrors = [err26];
              } else {
                vErrors.push(err26);
              }
              errors++;
            }
            if (data12.sha256 !== void 0) {
              let data13 = data12.sha256;
              if (typeof data13 === "string") {
                if (!pattern21.test(data13)) {
                  const err27 = { instancePath: instancePath + "/artifact/sha256", schemaPath: "#/allOf/0/then/properties/artifact/anyOf/1/properties/sha256/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{64}$" }, message: 'must match pattern "^[0-9a-f]{64}$"' };
                  if (vErrors === null) {
                    vErrors = [err27];
                  } else {
                    vErrors.push(err27);
                  }
                  errors++;
                }
              } else {
                const err28 = { instancePath: instancePath + "/artifact/sha256", schemaPath: "#/allOf/0/then/properties/artifact/anyOf/1/properties/sha256/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err28];
                } else {
                  vErrors.push(err28);
                }
                errors++;
              }
            }
          } else {
            const err29 = { instancePath: instancePath + "/artifact", schemaPath: "#/allOf/0/then/properties/artifact/anyOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err29];
            } else {
              vErrors.push(err29);
            }
            errors++;
          }
          var _valid1 = _errs34 === errors;
          valid8 = valid8 || _valid1;
        }
        if (!valid8) {
          const err30 = { instancePath: instancePath + "/artifact", schemaPath: "#/allOf/0/then/properties/artifact/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
          if (vErrors === null) {
            vErrors = [err30];
          } else {
            vErrors.push(err30);
          }
          errors++;
        } else {
          errors = _errs31;
          if (vErrors !== null) {
            if (_errs31) {
              vErrors.length = _errs31;
            } else {
              vErrors = null;
            }
          }
        }
      }
    } else {
      const err31 = { instancePath, schemaPath: "#/allOf/0/then/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      if (vErrors === null) {
        vErrors = [err31];
      } else {
        vErrors.push(err31);
      }
      errors++;
    }
    var _valid0 = _errs6 === errors;
    valid1 = _valid0;
  }
  if (!valid1) {
    const err32 = { instancePath, schemaPath: "#/allOf/0/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
    if (vErrors === null) {
      vErrors = [err32];
    } else {
      vErrors.push(err32);
    }
    errors++;
  }
  const _errs39 = errors;
  let valid10 = true;
  const _errs40 = errors;
  if (errors === _errs40) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.type !== void 0) {
        if ("run_end" !== data.type) {
          const err33 = {};
          if (vErrors === null) {
            vErrors = [err33];
          } else {
            vErrors.push(err33);
          }
          errors++;
        }
      }
    } else {
      const err34 = {};
      if (vErrors === null) {
        vErrors = [err34];
      } else {
        vErrors.push(err34);
      }
      errors++;
    }
  }
  var _valid2 = _errs40 === errors;
  errors = _errs39;
  if (vErrors !== null) {
    if (_errs39) {
      vErrors.length = _errs39;
    } else {
      vErrors = null;
    }
  }
  if (_valid2) {
    const _errs43 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.decision === void 0) {
        const err35 = { instancePath, schemaPath: "#/allOf/1/then/required", keyword: "required", params: { missingProperty: "decision" }, message: "must have required property 'decision'" };
        if (vErrors === null) {
          vErrors = [err35];
        } else {
          vErrors.push(err35);
        }
        errors++;
      }
      if (data.reason === void 0) {
        const err36 = { instancePath, schemaPath: "#/allOf/1/then/required", keyword: "required", params: { missingProperty: "reason" }, message: "must have required property 'reason'" };
        if (vErrors === null) {
          vErrors = [err36];
        } else {
          vErrors.push(err36);
        }
        errors++;
      }
      if (data.decision !== void 0) {
        let data15 = data.decision;
        if (typeof data15 !== "string") {
          const err37 = { instancePath: instancePath + "/decision", schemaPath: "#/allOf/1/then/properties/decision/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err37];
          } else {
            vErrors.push(err37);
          }
          errors++;
        }
        if (!(data15 === "CONTINUE" || data15 === "CORRECT" || data15 === "DONE" || data15 === "HALT" || data15 === "ESCALATE")) {
          const err38 = { instancePath: instancePath + "/decision", schemaPath: "#/allOf/1/then/properties/decision/enum", keyword: "enum", params: { allowedValues: schema66.allOf[1].then.properties.decision.enum }, message: "must be equal to one of the allowed values" };
          if (vErrors === null) {
            vErrors = [err38];
          } else {
            vErrors.push(err38);
          }
          errors++;
        }
      }
      if (data.reason !== void 0) {
        if (typeof data.reason !== "string") {
          const err39 = { instancePath: instancePath + "/reason", schemaPath: "#/allOf/1/then/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err39];
          } else {
            vErrors.push(err39);
          }
          errors++;
        }
      }
    } else {
      const err40 = { instancePath, schemaPath: "#/allOf/1/then/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      if (vErrors === null) {
        vErrors = [err40];
      } else {
        vErrors.push(err40);
      }
      errors++;
    }
    var _valid2 = _errs43 === errors;
    valid10 = _valid2;
  }
  if (!valid10) {
    const err41 = { instancePath, schemaPath: "#/allOf/1/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
    if (vErrors === null) {
      vErrors = [err41];
    } else {
      vErrors.push(err41);
    }
    errors++;
  }
  const _errs50 = errors;
  let valid13 = true;
  const _errs51 = errors;
  if (errors === _errs51) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.type !== void 0) {
        if ("recovery" !== data.type) {
          const err42 = {};
          if (vErrors === null) {
            vErrors = [err42];
          } else {
            vErrors.push(err42);
          }
          errors++;
        }
      }
    } else {
      const err43 = {};
      if (vErrors === null) {
        vErrors = [err43];
      } else {
        vErrors.push(err43);
      }
      errors++;
    }
  }
  var _valid3 = _errs51 === errors;
  errors = _errs50;
  if (vErrors !== null) {
    if (_errs50) {
      vErrors.length = _errs50;
    } else {
      vErrors = null;
    }
  }
  if (_valid3) {
    const _errs54 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.cause === void 0) {
        const err44 = { instancePath, schemaPath: "#/allOf/2/then/required", keyword: "required", params: { missingProperty: "cause" }, message: "must have required property 'cause'" };
        if (vErrors === null) {
          vErrors = [err44];
        } else {
          vErrors.push(err44);
        }
        errors++;
      }
      if (data.offset === void 0) {
        const err45 = { instancePath, schemaPath: "#/allOf/2/then/required", keyword: "required", params: { missingProperty: "offset" }, message: "must have required property 'offset'" };
        if (vErrors === null) {
          vErrors = [err45];
        } else {
          vErrors.push(err45);
        }
        errors++;
      }
      if (data.torn_bytes === void 0) {
        const err46 = { instancePath, schemaPath: "#/allOf/2/then/required", keyword: "required", params: { missingProperty: "torn_bytes" }, message: "must have required property 'torn_bytes'" };
        if (vErrors === null) {
          vErrors = [err46];
        } else {
          vErrors.push(err46);
        }
        errors++;
      }
      if (data.torn_sha256 === void 0) {
        const err47 = { instancePath, schemaPath: "#/allOf/2/then/required", keyword: "required", params: { missingProperty: "torn_sha256" }, message: "must have required property 'torn_sha256'" };
        if (vErrors === null) {
          vErrors = [err47];
        } else {
          vErrors.push(err47);
        }
        errors++;
      }
      if (data.preserved === void 0) {
        const err48 = { instancePath, schemaPath: "#/allOf/2/then/required", keyword: "required", params: { missingProperty: "preserved" }, message: "must have required property 'preserved'" };
        if (vErrors === null) {
          vErrors = [err48];
        } else {
          vErrors.push(err48);
        }
        errors++;
      }
      if (data.cause !== void 0) {
        let data18 = data.cause;
        if (typeof data18 !== "string") {
          const err49 = { instancePath: instancePath + "/cause", schemaPath: "#/allOf/2/then/properties/cause/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err49];
          } else {
            vErrors.push(err49);
          }
          errors++;
        }
        if (!(data18 === "unterminated" || data18 === "garbled")) {
          const err50 = { instancePath: instancePath + "/cause", schemaPath: "#/allOf/2/then/properties/cause/enum", keyword: "enum", params: { allowedValues: schema66.allOf[2].then.properties.cause.enum }, message: "must be equal to one of the allowed values" };
          if (vErrors === null) {
            vErrors = [err50];
          } else {
            vErrors.push(err50);
          }
          errors++;
        }
      }
      if (data.offset !== void 0) {
        let data19 = data.offset;
        if (!(typeof data19 == "number" && (!(data19 % 1) && !isNaN(data19)) && isFinite(data19))) {
          const err51 = { instancePath: instancePath + "/offset", schemaPath: "#/allOf/2/then/properties/offset/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
          if (vErrors === null) {
            vErrors = [err51];
          } else {
            vErrors.push(err51);
          }
          errors++;
        }
        if (typeof data19 == "number" && isFinite(data19)) {
          if (data19 < 0 || isNaN(data19)) {
            const err52 = { instancePath: instancePath + "/offset", schemaPath: "#/allOf/2/then/properties/offset/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
            if (vErrors === null) {
              vErrors = [err52];
            } else {
              vErrors.push(err52);
            }
            errors++;
          }
        }
      }
      if (data.torn_bytes !== void 0) {
        let data20 = data.torn_bytes;
        if (!(typeof data20 == "number" && (!(data20 % 1) && !isNaN(data20)) && isFinite(data20))) {
          const err53 = { instancePath: instancePath + "/torn_bytes", schemaPath: "#/allOf/2/then/properties/torn_bytes/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
          if (vErrors === null) {
            vErrors = [err53];
          } else {
            vErrors.push(err53);
          }
          errors++;
        }
        if (typeof data20 == "number" && isFinite(data20)) {
          if (data20 < 1 || isNaN(data20)) {
            const err54 = { instancePath: instancePath + "/torn_bytes", schemaPath: "#/allOf/2/then/properties/torn_bytes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
            if (vErrors === null) {
              vErrors = [err54];
            } else {
              vErrors.push(err54);
            }
            errors++;
          }
        }
      }
      if (data.torn_sha256 !== void 0) {
        let data21 = data.torn_sha256;
        if (typeof data21 === "string") {
          if (!pattern21.test(data21)) {
            const err55 = { instancePath: instancePath + "/torn_sha256", schemaPath: "#/allOf/2/then/properties/torn_sha256/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{64}$" }, message: 'must match pattern "^[0-9a-f]{64}$"' };
            if (vErrors === null) {
              vErrors = [err55];
            } else {
              vErrors.push(err55);
            }
            errors++;
          }
        } else {
          const err56 = { instancePath: instancePath + "/torn_sha256", schemaPath: "#/allOf/2/then/properties/torn_sha256/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err56];
          } else {
            vErrors.push(err56);
          }
          errors++;
        }
      }
      if (data.preserved !== void 0) {
        let data22 = data.preserved;
        if (typeof data22 === "string") {
          if (!pattern35.test(data22)) {
            const err57 = { instancePath: instancePath + "/preserved", schemaPath: "#/allOf/2/then/properties/preserved/pattern", keyword: "pattern", params: { pattern: "^recovered/[0-9a-f]{64}\\.torn$" }, message: 'must match pattern "^recovered/[0-9a-f]{64}\\.torn$"' };
            if (vErrors === null) {
              vErrors = [err57];
            } else {
              vErrors.push(err57);
            }
            errors++;
          }
        } else {
          const err58 = { instancePath: instancePath + "/preserved", schemaPath: "#/allOf/2/then/properties/preserved/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err58];
          } else {
            vErrors.push(err58);
          }
          errors++;
        }
      }
    } else {
      const err59 = { instancePath, schemaPath: "#/allOf/2/then/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      if (vErrors === null) {
        vErrors = [err59];
      } else {
        vErrors.push(err59);
      }
      errors++;
    }
    var _valid3 = _errs54 === errors;
    valid13 = _valid3;
  }
  if (!valid13) {
    const err60 = { instancePath, schemaPath: "#/allOf/2/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
    if (vErrors === null) {
      vErrors = [err60];
    } else {
      vErrors.push(err60);
    }
    errors++;
  }
  const _errs67 = errors;
  let valid16 = true;
  const _errs68 = errors;
  if (errors === _errs68) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.type !== void 0) {
        if ("halt_request" !== data.type) {
          const err61 = {};
          if (vErrors === null) {
            vErrors = [err61];
          } else {
            vErrors.push(err61);
          }
          errors++;
        }
      }
    } else {
      const err62 = {};
      if (vErrors === null) {
        vErrors = [err62];
      } else {
        vErrors.push(err62);
      }
      errors++;
    }
  }
  var _valid4 = _errs68 === errors;
  errors = _errs67;
  if (vErrors !== null) {
    if (_errs67) {
      vErrors.length = _errs67;
    } else {
      vErrors = null;
    }
  }
  if (_valid4) {
    const _errs71 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.by === void 0) {
        const err63 = { instancePath, schemaPath: "#/allOf/3/then/required", keyword: "required", params: { missingProperty: "by" }, message: "must have required property 'by'" };
        if (vErrors === null) {
          vErrors = [err63];
        } else {
          vErrors.push(err63);
        }
        errors++;
      }
      if (data.reason === void 0) {
        const err64 = { instancePath, schemaPath: "#/allOf/3/then/required", keyword: "required", params: { missingProperty: "reason" }, message: "must have required property 'reason'" };
        if (vErrors === null) {
          vErrors = [err64];
        } else {
          vErrors.push(err64);
        }
        errors++;
      }
      if (data.by !== void 0) {
        let data24 = data.by;
        if (typeof data24 === "string") {
          if (data24.length < 2 * 1 && func2(data24) < 1) {
            const err65 = { instancePath: instancePath + "/by", schemaPath: "#/allOf/3/then/properties/by/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
            if (vErrors === null) {
              vErrors = [err65];
            } else {
              vErrors.push(err65);
            }
            errors++;
          }
        } else {
          const err66 = { instancePath: instancePath + "/by", schemaPath: "#/allOf/3/then/properties/by/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err66];
          } else {
            vErrors.push(err66);
          }
          errors++;
        }
      }
      if (data.reason !== void 0) {
        if (typeof data.reason !== "string") {
          const err67 = { instancePath: instancePath + "/reason", schemaPath: "#/allOf/3/then/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err67];
          } else {
            vErrors.push(err67);
          }
          errors++;
        }
      }
    } else {
      const err68 = { instancePath, schemaPath: "#/allOf/3/then/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      if (vErrors === null) {
        vErrors = [err68];
      } else {
        vErrors.push(err68);
      }
      errors++;
    }
    var _valid4 = _errs71 === errors;
    valid16 = _valid4;
  }
  if (!valid16) {
    const err69 = { instancePath, schemaPath: "#/allOf/3/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
    if (vErrors === null) {
      vErrors = [err69];
    } else {
      vErrors.push(err69);
    }
    errors++;
  }
  const _errs78 = errors;
  let valid19 = true;
  const _errs79 = errors;
  if (errors === _errs79) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.type !== void 0) {
        if ("escalation" !== data.type) {
          const err70 = {};
          if (vErrors === null) {
            vErrors = [err70];
          } else {
            vErrors.push(err70);
          }
          errors++;
        }
      }
    } else {
      const err71 = {};
      if (vErrors === null) {
        vErrors = [err71];
      } else {
        vErrors.push(err71);
      }
      errors++;
    }
  }
  var _valid5 = _errs79 === errors;
  errors = _errs78;
  if (vErrors !== null) {
    if (_errs78) {
      vErrors.length = _errs78;
    } else {
      vErrors = null;
    }
  }
  if (_valid5) {
    const _errs82 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.step === void 0) {
        const err72 = { instancePath, schemaPath: "#/allOf/4/then/required", keyword: "required", params: { missingProperty: "step" }, message: "must have required property 'step'" };
        if (vErrors === null) {
          vErrors = [err72];
        } else {
          vErrors.push(err72);
        }
        errors++;
      }
      if (data.reason === void 0) {
        const err73 = { instancePath, schemaPath: "#/allOf/4/then/required", keyword: "required", params: { missingProperty: "reason" }, message: "must have required property 'reason'" };
        if (vErrors === null) {
          vErrors = [err73];
        } else {
          vErrors.push(err73);
        }
        errors++;
      }
      if (data.iteration === void 0) {
        const err74 = { instancePath, schemaPath: "#/allOf/4/then/required", keyword: "required", params: { missingProperty: "iteration" }, message: "must have required property 'iteration'" };
        if (vErrors === null) {
          vErrors = [err74];
        } else {
          vErrors.push(err74);
        }
        errors++;
      }
      if (data.budget === void 0) {
        const err75 = { instancePath, schemaPath: "#/allOf/4/then/required", keyword: "required", params: { missingProperty: "budget" }, message: "must have required property 'budget'" };
        if (vErrors === null) {
          vErrors = [err75];
        } else {
          vErrors.push(err75);
        }
        errors++;
      }
      if (data.remaining === void 0) {
        const err76 = { instancePath, schemaPath: "#/allOf/4/then/required", keyword: "required", params: { missingProperty: "remaining" }, message: "must have required property 'remaining'" };
        if (vErrors === null) {
          vErrors = [err76];
        } else {
          vErrors.push(err76);
        }
        errors++;
      }
      if (data.grantable === void 0) {
        const err77 = { instancePath, schemaPath: "#/allOf/4/then/required", keyword: "required", params: { missingProperty: "grantable" }, message: "must have required property 'grantable'" };
        if (vErrors === null) {
          vErrors = [err77];
        } else {
          vErrors.push(err77);
        }
        errors++;
      }
      if (data.approver_role === void 0) {
        const err78 = { instancePath, schemaPath: "#/allOf/4/then/required", keyword: "required", params: { missingProperty: "approver_role" }, message: "must have required property 'approver_role'" };
        if (vErrors === null) {
          vErrors = [err78];
        } else {
          vErrors.push(err78);
        }
        errors++;
      }
      if (data.step !== void 0) {
        let data27 = data.step;
        if (!(typeof data27 == "number" && isFinite(data27)) && data27 !== null) {
          const err79 = { instancePath: instancePath + "/step", schemaPath: "#/allOf/4/then/properties/step/type", keyword: "type", params: { type: schema66.allOf[4].then.properties.step.type }, message: "must be number,null" };
          if (vErrors === null) {
            vErrors = [err79];
          } else {
            vErrors.push(err79);
          }
          errors++;
        }
      }
      if (data.reason !== void 0) {
        if (typeof data.reason !== "string") {
          const err80 = { instancePath: instancePath + "/reason", schemaPath: "#/allOf/4/then/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err80];
          } else {
            vErrors.push(err80);
          }
          errors++;
        }
      }
      if (data.budget !== void 0) {
        let data29 = data.budget;
        if (!(data29 && typeof data29 == "object" && !Array.isArray(data29))) {
          const err81 = { instancePath: instancePath + "/budget", schemaPath: "#/allOf/4/then/properties/budget/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err81];
          } else {
            vErrors.push(err81);
          }
          errors++;
        }
      }
      if (data.remaining !== void 0) {
        let data30 = data.remaining;
        if (!(data30 && typeof data30 == "object" && !Array.isArray(data30))) {
          const err82 = { instancePath: instancePath + "/remaining", schemaPath: "#/allOf/4/then/properties/remaining/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err82];
          } else {
            vErrors.push(err82);
          }
          errors++;
        }
      }
      if (data.grantable !== void 0) {
        let data31 = data.grantable;
        if (!(data31 && typeof data31 == "object" && !Array.isArray(data31)) && data31 !== null) {
          const err83 = { instancePath: instancePath + "/grantable", schemaPath: "#/allOf/4/then/properties/grantable/type", keyword: "type", params: { type: schema66.allOf[4].then.properties.grantable.type }, message: "must be object,null" };
          if (vErrors === null) {
            vErrors = [err83];
          } else {
            vErrors.push(err83);
          }
          errors++;
        }
      }
      if (data.iteration !== void 0) {
        let data32 = data.iteration;
        if (data32 && typeof data32 == "object" && !Array.isArray(data32)) {
          if (data32.index === void 0) {
            const err84 = { instancePath: instancePath + "/iteration", schemaPath: "#/allOf/4/then/properties/iteration/required", keyword: "required", params: { missingProperty: "index" }, message: "must have required property 'index'" };
            if (vErrors === null) {
              vErrors = [err84];
            } else {
              vErrors.push(err84);
            }
            errors++;
          }
          if (data32.hash === void 0) {
            const err85 = { instancePath: instancePath + "/iteration", schemaPath: "#/allOf/4/then/properties/iteration/required", keyword: "required", params: { missingProperty: "hash" }, message: "must have required property 'hash'" };
            if (vErrors === null) {
              vErrors = [err85];
            } else {
              vErrors.push(err85);
            }
            errors++;
          }
          if (data32.index !== void 0) {
            let data33 = data32.index;
            if (!(typeof data33 == "number" && (!(data33 % 1) && !isNaN(data33)) && isFinite(data33))) {
              const err86 = { instancePath: instancePath + "/iteration/index", schemaPath: "#/allOf/4/then/properties/iteration/properties/index/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
              if (vErrors === null) {
                vErrors = [err86];
              } else {
                vErrors.push(err86);
              }
              errors++;
            }
            if (typeof data33 == "number" && isFinite(data33)) {
              if (data33 < 0 || isNaN(data33)) {
                const err87 = { instancePath: instancePath + "/iteration/index", schemaPath: "#/allOf/4/then/properties/iteration/properties/index/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                if (vErrors === null) {
                  vErrors = [err87];
                } else {
                  vErrors.push(err87);
                }
                errors++;
              }
            }
          }
          if (data32.hash !== void 0) {
            let data34 = data32.hash;
            if (typeof data34 === "string") {
              if (!pattern21.test(data34)) {
                const err88 = { instancePath: instancePath + "/iteration/hash", schemaPath: "#/allOf/4/then/properties/iteration/properties/hash/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{64}$" }, message: 'must match pattern "^[0-9a-f]{64}$"' };
                if (vErrors === null) {
                  vErrors = [err88];
                } else {
                  vErrors.push(err88);
                }
                errors++;
              }
            } else {
              const err89 = { instancePath: instancePath + "/iteration/hash", schemaPath: "#/allOf/4/then/properties/iteration/properties/hash/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err89];
              } else {
                vErrors.push(err89);
              }
              errors++;
            }
          }
        } else {
          const err90 = { instancePath: instancePath + "/iteration", schemaPath: "#/allOf/4/then/properties/iteration/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err90];
          } else {
            vErrors.push(err90);
          }
          errors++;
        }
      }
      if (data.approver_role !== void 0) {
        let data35 = data.approver_role;
        if (typeof data35 !== "string") {
          const err91 = { instancePath: instancePath + "/approver_role", schemaPath: "#/allOf/4/then/properties/approver_role/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err91];
          } else {
            vErrors.push(err91);
          }
          errors++;
        }
        if (!(data35 === "maintainer" || data35 === "org-admin")) {
          const err92 = { instancePath: instancePath + "/approver_role", schemaPath: "#/allOf/4/then/properties/approver_role/enum", keyword: "enum", params: { allowedValues: schema66.allOf[4].then.properties.approver_role.enum }, message: "must be equal to one of the allowed values" };
          if (vErrors === null) {
            vErrors = [err92];
          } else {
            vErrors.push(err92);
          }
          errors++;
        }
      }
    } else {
      const err93 = { instancePath, schemaPath: "#/allOf/4/then/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      if (vErrors === null) {
        vErrors = [err93];
      } else {
        vErrors.push(err93);
      }
      errors++;
    }
    var _valid5 = _errs82 === errors;
    valid19 = _valid5;
  }
  if (!valid19) {
    const err94 = { instancePath, schemaPath: "#/allOf/4/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
    if (vErrors === null) {
      vErrors = [err94];
    } else {
      vErrors.push(err94);
    }
    errors++;
  }
  const _errs103 = errors;
  let valid23 = true;
  const _errs104 = errors;
  if (errors === _errs104) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.type !== void 0) {
        if ("resume" !== data.type) {
          const err95 = {};
          if (vErrors === null) {
            vErrors = [err95];
          } else {
            vErrors.push(err95);
          }
          errors++;
        }
      }
    } else {
      const err96 = {};
      if (vErrors === null) {
        vErrors = [err96];
      } else {
        vErrors.push(err96);
      }
      errors++;
    }
  }
  var _valid6 = _errs104 === errors;
  errors = _errs103;
  if (vErrors !== null) {
    if (_errs103) {
      vErrors.length = _errs103;
    } else {
      vErrors = null;
    }
  }
  if (_valid6) {
    const _errs107 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.token === void 0) {
        const err97 = { instancePath, schemaPath: "#/allOf/5/then/required", keyword: "required", params: { missingProperty: "token" }, message: "must have required property 'token'" };
        if (vErrors === null) {
          vErrors = [err97];
        } else {
          vErrors.push(err97);
        }
        errors++;
      }
      if (data.decision === void 0) {
        const err98 = { instancePath, schemaPath: "#/allOf/5/then/required", keyword: "required", params: { missingProperty: "decision" }, message: "must have required property 'decision'" };
        if (vErrors === null) {
          vErrors = [err98];
        } else {
          vErrors.push(err98);
        }
        errors++;
      }
      if (data.head === void 0) {
        const err99 = { instancePath, schemaPath: "#/allOf/5/then/required", keyword: "required", params: { missingProperty: "head" }, message: "must have required property 'head'" };
        if (vErrors === null) {
          vErrors = [err99];
        } else {
          vErrors.push(err99);
        }
        errors++;
      }
      if (data.jti === void 0) {
        const err100 = { instancePath, schemaPath: "#/allOf/5/then/required", keyword: "required", params: { missingProperty: "jti" }, message: "must have required property 'jti'" };
        if (vErrors === null) {
          vErrors = [err100];
        } else {
          vErrors.push(err100);
        }
        errors++;
      }
      if (data.sub === void 0) {
        const err101 = { instancePath, schemaPath: "#/allOf/5/then/required", keyword: "required", params: { missingProperty: "sub" }, message: "must have required property 'sub'" };
        if (vErrors === null) {
          vErrors = [err101];
        } else {
          vErrors.push(err101);
        }
        errors++;
      }
      if (data.token !== void 0) {
        let data37 = data.token;
        if (typeof data37 === "string") {
          if (data37.length > 8192 && func2(data37) > 8192) {
            const err102 = { instancePath: instancePath + "/token", schemaPath: "#/allOf/5/then/properties/token/maxLength", keyword: "maxLength", params: { limit: 8192 }, message: "must NOT have more than 8192 characters" };
            if (vErrors === null) {
              vErrors = [err102];
            } else {
              vErrors.push(err102);
            }
            errors++;
          }
          if (data37.length < 2 * 1 && func2(data37) < 1) {
            const err103 = { instancePath: instancePath + "/token", schemaPath: "#/allOf/5/then/properties/token/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
            if (vErrors === null) {
              vErrors = [err103];
            } else {
              vErrors.push(err103);
            }
            errors++;
          }
        } else {
          const err104 = { instancePath: instancePath + "/token", schemaPath: "#/allOf/5/then/properties/token/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err104];
          } else {
            vErrors.push(err104);
          }
          errors++;
        }
      }
      if (data.decision !== void 0) {
        let data38 = data.decision;
        if (typeof data38 !== "string") {
          const err105 = { instancePath: instancePath + "/decision", schemaPath: "#/allOf/5/then/properties/decision/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err105];
          } else {
            vErrors.push(err105);
          }
          errors++;
        }
        if (!(data38 === "resume" || data38 === "halt")) {
          const err106 = { instancePath: instancePath + "/decision", schemaPath: "#/allOf/5/then/properties/decision/enum", keyword: "enum", params: { allowedValues: schema66.allOf[5].then.properties.decision.enum }, message: "must be equal to one of the allowed values" };
          if (vErrors === null) {
            vErrors = [err106];
          } else {
            vErrors.push(err106);
          }
          errors++;
        }
      }
      if (data.head !== void 0) {
        let data39 = data.head;
        if (typeof data39 === "string") {
          if (!pattern21.test(data39)) {
            const err107 = { instancePath: instancePath + "/head", schemaPath: "#/allOf/5/then/properties/head/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{64}$" }, message: 'must match pattern "^[0-9a-f]{64}$"' };
            if (vErrors === null) {
              vErrors = [err107];
            } else {
              vErrors.push(err107);
            }
            errors++;
          }
        } else {
          const err108 = { instancePath: instancePath + "/head", schemaPath: "#/allOf/5/then/properties/head/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err108];
          } else {
            vErrors.push(err108);
          }
          errors++;
        }
      }
      if (data.jti !== void 0) {
        let data40 = data.jti;
        if (typeof data40 === "string") {
          if (data40.length < 2 * 1 && func2(data40) < 1) {
            const err109 = { instancePath: instancePath + "/jti", schemaPath: "#/allOf/5/then/properties/jti/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
            if (vErrors === null) {
              vErrors = [err109];
            } else {
              vErrors.push(err109);
            }
            errors++;
          }
        } else {
          const err110 = { instancePath: instancePath + "/jti", schemaPath: "#/allOf/5/then/properties/jti/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err110];
          } else {
            vErrors.push(err110);
          }
          errors++;
        }
      }
      if (data.sub !== void 0) {
        let data41 = data.sub;
        if (typeof data41 === "string") {
          if (data41.length < 2 * 1 && func2(data41) < 1) {
            const err111 = { instancePath: instancePath + "/sub", schemaPath: "#/allOf/5/then/properties/sub/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
            if (vErrors === null) {
              vErrors = [err111];
            } else {
              vErrors.push(err111);
            }
            errors++;
          }
        } else {
          const err112 = { instancePath: instancePath + "/sub", schemaPath: "#/allOf/5/then/properties/sub/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err112];
          } else {
            vErrors.push(err112);
          }
          errors++;
        }
      }
    } else {
      const err113 = { instancePath, schemaPath: "#/allOf/5/then/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      if (vErrors === null) {
        vErrors = [err113];
      } else {
        vErrors.push(err113);
      }
      errors++;
    }
    var _valid6 = _errs107 === errors;
    valid23 = _valid6;
  }
  if (!valid23) {
    const err114 = { instancePath, schemaPath: "#/allOf/5/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
    if (vErrors === null) {
      vErrors = [err114];
    } else {
      vErrors.push(err114);
    }
    errors++;
  }
  const _errs120 = errors;
  let valid26 = true;
  const _errs121 = errors;
  if (errors === _errs121) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.type !== void 0) {
        if ("run_continue" !== data.type) {
          const err115 = {};
          if (vErrors === null) {
            vErrors = [err115];
          } else {
            vErrors.push(err115);
          }
          errors++;
        }
      }
    } else {
      const err116 = {};
      if (vErrors === null) {
        vErrors = [err116];
      } else {
        vErrors.push(err116);
      }
      errors++;
    }
  }
  var _valid7 = _errs121 === errors;
  errors = _errs120;
  if (vErrors !== null) {
    if (_errs120) {
      vErrors.length = _errs120;
    } else {
      vErrors = null;
    }
  }
  if (_valid7) {
    const _errs124 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.resume_index === void 0) {
        const err117 = { instancePath, schemaPath: "#/allOf/6/then/required", keyword: "required", params: { missingProperty: "resume_index" }, message: "must have required property 'resume_index'" };
        if (vErrors === null) {
          vErrors = [err117];
        } else {
          vErrors.push(err117);
        }
        errors++;
      }
      if (data.jti === void 0) {
        const err118 = { instancePath, schemaPath: "#/allOf/6/then/required", keyword: "required", params: { missingProperty: "jti" }, message: "must have required property 'jti'" };
        if (vErrors === null) {
          vErrors = [err118];
        } else {
          vErrors.push(err118);
        }
        errors++;
      }
      if (data.approver === void 0) {
        const err119 = { instancePath, schemaPath: "#/allOf/6/then/required", keyword: "required", params: { missingProperty: "approver" }, message: "must have required property 'approver'" };
        if (vErrors === null) {
          vErrors = [err119];
        } else {
          vErrors.push(err119);
        }
        errors++;
      }
      if (data.grant === void 0) {
        const err120 = { instancePath, schemaPath: "#/allOf/6/then/required", keyword: "required", params: { missingProperty: "grant" }, message: "must have required property 'grant'" };
        if (vErrors === null) {
          vErrors = [err120];
        } else {
          vErrors.push(err120);
        }
        errors++;
      }
      if (data.limits === void 0) {
        const err121 = { instancePath, schemaPath: "#/allOf/6/then/required", keyword: "required", params: { missingProperty: "limits" }, message: "must have required property 'limits'" };
        if (vErrors === null) {
          vErrors = [err121];
        } else {
          vErrors.push(err121);
        }
        errors++;
      }
      if (data.resume_index !== void 0) {
        let data43 = data.resume_index;
        if (!(typeof data43 == "number" && (!(data43 % 1) && !isNaN(data43)) && isFinite(data43))) {
          const err122 = { instancePath: instancePath + "/resume_index", schemaPath: "#/allOf/6/then/properties/resume_index/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
          if (vErrors === null) {
            vErrors = [err122];
          } else {
            vErrors.push(err122);
          }
          errors++;
        }
        if (typeof data43 == "number" && isFinite(data43)) {
          if (data43 < 0 || isNaN(data43)) {
            const err123 = { instancePath: instancePath + "/resume_index", schemaPath: "#/allOf/6/then/properties/resume_index/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
            if (vErrors === null) {
              vErrors = [err123];
            } else {
              vErrors.push(err123);
            }
            errors++;
          }
        }
      }
      if (data.jti !== void 0) {
        let data44 = data.jti;
        if (typeof data44 === "string") {
          if (data44.length < 2 * 1 && func2(data44) < 1) {
            const err124 = { instancePath: instancePath + "/jti", schemaPath: "#/allOf/6/then/properties/jti/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
            if (vErrors === null) {
              vErrors = [err124];
            } else {
              vErrors.push(err124);
            }
            errors++;
          }
        } else {
          const err125 = { instancePath: instancePath + "/jti", schemaPath: "#/allOf/6/then/properties/jti/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err125];
          } else {
            vErrors.push(err125);
          }
          errors++;
        }
      }
      if (data.approver !== void 0) {
        let data45 = data.approver;
        if (typeof data45 === "string") {
          if (data45.length < 2 * 1 && func2(data45) < 1) {
            const err126 = { instancePath: instancePath + "/approver", schemaPath: "#/allOf/6/then/properties/approver/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
            if (vErrors === null) {
              vErrors = [err126];
            } else {
              vErrors.push(err126);
            }
            errors++;
          }
        } else {
          const err127 = { instancePath: instancePath + "/approver", schemaPath: "#/allOf/6/then/properties/approver/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err127];
          } else {
            vErrors.push(err127);
          }
          errors++;
        }
      }
      if (data.grant !== void 0) {
        let data46 = data.grant;
        if (!(data46 && typeof data46 == "object" && !Array.isArray(data46)) && data46 !== null) {
          const err128 = { instancePath: instancePath + "/grant", schemaPath: "#/allOf/6/then/properties/grant/type", keyword: "type", params: { type: schema66.allOf[6].then.properties.grant.type }, message: "must be object,null" };
          if (vErrors === null) {
            vErrors = [err128];
          } else {
            vErrors.push(err128);
          }
          errors++;
        }
      }
      if (data.limits !== void 0) {
        let data47 = data.limits;
        if (!(data47 && typeof data47 == "object" && !Array.isArray(data47))) {
          const err129 = { instancePath: instancePath + "/limits", schemaPath: "#/allOf/6/then/properties/limits/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          if (vErrors === null) {
            vErrors = [err129];
          } else {
            vErrors.push(err129);
          }
          errors++;
        }
      }
    } else {
      const err130 = { instancePath, schemaPath: "#/allOf/6/then/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      if (vErrors === null) {
        vErrors = [err130];
      } else {
        vErrors.push(err130);
      }
      errors++;
    }
    var _valid7 = _errs124 === errors;
    valid26 = _valid7;
  }
  if (!valid26) {
    const err131 = { instancePath, schemaPath: "#/allOf/6/if", keyword: "if", params: { failingKeyword: "then" }, message: 'must match "then" schema' };
    if (vErrors === null) {
      vErrors = [err131];
    } else {
      vErrors.push(err131);
    }
    errors++;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.type === void 0) {
      const err132 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'" };
      if (vErrors === null) {
        vErrors = [err132];
      } else {
        vErrors.push(err132);
      }
      errors++;
    }
    if (data.run_id === void 0) {
      const err133 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "run_id" }, message: "must have required property 'run_id'" };
      if (vErrors === null) {
        vErrors = [err133];
      } else {
        vErrors.push(err133);
      }
      errors++;
    }
    if (data.at === void 0) {
      const err134 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "at" }, message: "must have required property 'at'" };
      if (vErrors === null) {
        vErrors = [err134];
      } else {
        vErrors.push(err134);
      }
      errors++;
    }
    if (data.index === void 0) {
      const err135 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "index" }, message: "must have required property 'index'" };
      if (vErrors === null) {
        vErrors = [err135];
      } else {
        vErrors.push(err135);
      }
      errors++;
    }
    if (data.prev === void 0) {
      const err136 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "prev" }, message: "must have required property 'prev'" };
      if (vErrors === null) {
        vErrors = [err136];
      } else {
        vErrors.push(err136);
      }
      errors++;
    }
    if (data.hash === void 0) {
      const err137 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "hash" }, message: "must have required property 'hash'" };
      if (vErrors === null) {
        vErrors = [err137];
      } else {
        vErrors.push(err137);
      }
      errors++;
    }
    if (data.type !== void 0) {
      let data48 = data.type;
      if (typeof data48 !== "string") {
        const err138 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err138];
        } else {
          vErrors.push(err138);
        }
        errors++;
      }
      if (!(data48 === "run_start" || data48 === "iteration" || data48 === "run_end" || data48 === "recovery" || data48 === "halt_request" || data48 === "escalation" || data48 === "resume" || data48 === "run_continue")) {
        const err139 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/enum", keyword: "enum", params: { allowedValues: schema66.properties.type.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err139];
        } else {
          vErrors.push(err139);
        }
        errors++;
      }
    }
    if (data.run_id !== void 0) {
      let data49 = data.run_id;
      if (typeof data49 === "string") {
        if (!pattern38.test(data49)) {
          const err140 = { instancePath: instancePath + "/run_id", schemaPath: "#/properties/run_id/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$"' };
          if (vErrors === null) {
            vErrors = [err140];
          } else {
            vErrors.push(err140);
          }
          errors++;
        }
      } else {
        const err141 = { instancePath: instancePath + "/run_id", schemaPath: "#/properties/run_id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err141];
        } else {
          vErrors.push(err141);
        }
        errors++;
      }
    }
    if (data.at !== void 0) {
      let data50 = data.at;
      if (typeof data50 === "string") {
        if (data50.length > 40 && func2(data50) > 40) {
          const err142 = { instancePath: instancePath + "/at", schemaPath: "#/properties/at/maxLength", keyword: "maxLength", params: { limit: 40 }, message: "must NOT have more than 40 characters" };
          if (vErrors === null) {
            vErrors = [err142];
          } else {
            vErrors.push(err142);
          }
          errors++;
        }
        if (data50.length < 2 * 1 && func2(data50) < 1) {
          const err143 = { instancePath: instancePath + "/at", schemaPath: "#/properties/at/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          if (vErrors === null) {
            vErrors = [err143];
          } else {
            vErrors.push(err143);
          }
          errors++;
        }
      } else {
        const err144 = { instancePath: instancePath + "/at", schemaPath: "#/properties/at/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err144];
        } else {
          vErrors.push(err144);
        }
        errors++;
      }
    }
    if (data.index !== void 0) {
      let data51 = data.index;
      if (!(typeof data51 == "number" && (!(data51 % 1) && !isNaN(data51)) && isFinite(data51))) {
        const err145 = { instancePath: instancePath + "/index", schemaPath: "#/properties/index/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err145];
        } else {
          vErrors.push(err145);
        }
        errors++;
      }
      if (typeof data51 == "number" && isFinite(data51)) {
        if (data51 < 0 || isNaN(data51)) {
          const err146 = { instancePath: instancePath + "/index", schemaPath: "#/properties/index/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
          if (vErrors === null) {
            vErrors = [err146];
          } else {
            vErrors.push(err146);
          }
          errors++;
        }
      }
    }
    if (data.prev !== void 0) {
      let data52 = data.prev;
      if (typeof data52 === "string") {
        if (!pattern21.test(data52)) {
          const err147 = { instancePath: instancePath + "/prev", schemaPath: "#/properties/prev/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{64}$" }, message: 'must match pattern "^[0-9a-f]{64}$"' };
          if (vErrors === null) {
            vErrors = [err147];
          } else {
            vErrors.push(err147);
          }
          errors++;
        }
      } else {
        const err148 = { instancePath: instancePath + "/prev", schemaPath: "#/properties/prev/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err148];
        } else {
          vErrors.push(err148);
        }
        errors++;
      }
    }
    if (data.hash !== void 0) {
      let data53 = data.hash;
      if (typeof data53 === "string") {
        if (!pattern21.test(data53)) {
          const err149 = { instancePath: instancePath + "/hash", schemaPath: "#/properties/hash/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{64}$" }, message: 'must match pattern "^[0-9a-f]{64}$"' };
          if (vErrors === null) {
            vErrors = [err149];
          } else {
            vErrors.push(err149);
          }
          errors++;
        }
      } else {
        const err150 = { instancePath: instancePath + "/hash", schemaPath: "#/properties/hash/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err150];
        } else {
          vErrors.push(err150);
        }
        errors++;
      }
    }
  } else {
    const err151 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err151];
    } else {
      vErrors.push(err151);
    }
    errors++;
  }
  validate51.errors = vErrors;
  return errors === 0;
}
var CreateRunRequest = validate52;
var schema67 = { "$id": "https://loopgov.dev/schemas/run-request.schema.json", "$schema": "http://json-schema.org/draft-07/schema#", "title": "CreateRunRequest", "description": "POST /api/v1/runs (SPEC \xA77): a new governed run under the server's pinned policy, as `loopgov run --run-id --project --level --profile` would start it.", "type": "object", "additionalProperties": false, "required": ["run_id", "project", "level", "profile"], "properties": { "run_id": { "description": "1-128 of A-Z a-z 0-9 . _ - starting with a letter or digit, no '..' (a path segment).", "type": "string", "pattern": "^(?!.*\\.\\.)[A-Za-z0-9][A-Za-z0-9._-]{0,127}$" }, "project": { "description": "A project id as the policy's projects: keys spell it (defs id: 1-64 of a-z 0-9 . _ - starting with a letter or digit), what openRun and loopgov run --project accept.", "allOf": [{ "$ref": "defs.schema.json#/definitions/id" }] }, "level": { "$ref": "defs.schema.json#/definitions/level" }, "profile": { "type": "string", "enum": ["prod", "dev"] } } };
var pattern41 = new RegExp("^(?!.*\\.\\.)[A-Za-z0-9][A-Za-z0-9._-]{0,127}$", "u");
function validate52(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.run_id === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "run_id" }, message: "must have required property 'run_id'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.project === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "project" }, message: "must have required property 'project'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.level === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "level" }, message: "must have required property 'level'" };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.profile === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "profile" }, message: "must have required property 'profile'" };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "run_id" || key0 === "project" || key0 === "level" || key0 === "profile")) {
        const err4 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.run_id !== void 0) {
      let data0 = data.run_id;
      if (typeof data0 === "string") {
        if (!pattern41.test(data0)) {
          const err5 = { instancePath: instancePath + "/run_id", schemaPath: "#/properties/run_id/pattern", keyword: "pattern", params: { pattern: "^(?!.*\\.\\.)[A-Za-z0-9][A-Za-z0-9._-]{0,127}$" }, message: 'must match pattern "^(?!.*\\.\\.)[A-Za-z0-9][A-Za-z0-9._-]{0,127}$"' };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      } else {
        const err6 = { instancePath: instancePath + "/run_id", schemaPath: "#/properties/run_id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.project !== void 0) {
      let data1 = data.project;
      if (typeof data1 === "string") {
        if (!pattern0.test(data1)) {
          const err7 = { instancePath: instancePath + "/project", schemaPath: "defs.schema.json#/definitions/id/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9][a-z0-9._-]{0,63}$" }, message: 'must match pattern "^[a-z0-9][a-z0-9._-]{0,63}$"' };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      } else {
        const err8 = { instancePath: instancePath + "/project", schemaPath: "defs.schema.json#/definitions/id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.level !== void 0) {
      let data2 = data.level;
      if (typeof data2 !== "string") {
        const err9 = { instancePath: instancePath + "/level", schemaPath: "defs.schema.json#/definitions/level/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
      if (!(data2 === "L0" || data2 === "L1" || data2 === "L2" || data2 === "L3" || data2 === "L4" || data2 === "L5")) {
        const err10 = { instancePath: instancePath + "/level", schemaPath: "defs.schema.json#/definitions/level/enum", keyword: "enum", params: { allowedValues: schema23.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.profile !== void 0) {
      let data3 = data.profile;
      if (typeof data3 !== "string") {
        const err11 = { instancePath: instancePath + "/profile", schemaPath: "#/properties/profile/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
      if (!(data3 === "prod" || data3 === "dev")) {
        const err12 = { instancePath: instancePath + "/profile", schemaPath: "#/properties/profile/enum", keyword: "enum", params: { allowedValues: schema67.properties.profile.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
  } else {
    const err13 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err13];
    } else {
      vErrors.push(err13);
    }
    errors++;
  }
  validate52.errors = vErrors;
  return errors === 0;
}
var HaltRequest = validate53;
var pattern43 = new RegExp("^[^\\u0000\\n\\r]+$", "u");
function validate53(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.by === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "by" }, message: "must have required property 'by'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.reason === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "reason" }, message: "must have required property 'reason'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "by" || key0 === "reason")) {
        const err2 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.by !== void 0) {
      let data0 = data.by;
      if (typeof data0 === "string") {
        if (data0.length > 128 && func2(data0) > 128) {
          const err3 = { instancePath: instancePath + "/by", schemaPath: "#/properties/by/maxLength", keyword: "maxLength", params: { limit: 128 }, message: "must NOT have more than 128 characters" };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (data0.length < 2 * 1 && func2(data0) < 1) {
          const err4 = { instancePath: instancePath + "/by", schemaPath: "#/properties/by/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        if (!pattern43.test(data0)) {
          const err5 = { instancePath: instancePath + "/by", schemaPath: "#/properties/by/pattern", keyword: "pattern", params: { pattern: "^[^\\u0000\\n\\r]+$" }, message: 'must match pattern "^[^\\u0000\\n\\r]+$"' };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      } else {
        const err6 = { instancePath: instancePath + "/by", schemaPath: "#/properties/by/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.reason !== void 0) {
      let data1 = data.reason;
      if (typeof data1 === "string") {
        if (data1.length > 2e3 && func2(data1) > 2e3) {
          const err7 = { instancePath: instancePath + "/reason", schemaPath: "#/properties/reason/maxLength", keyword: "maxLength", params: { limit: 2e3 }, message: "must NOT have more than 2000 characters" };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        if (data1.length < 2 * 1 && func2(data1) < 1) {
          const err8 = { instancePath: instancePath + "/reason", schemaPath: "#/properties/reason/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      } else {
        const err9 = { instancePath: instancePath + "/reason", schemaPath: "#/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
  } else {
    const err10 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err10];
    } else {
      vErrors.push(err10);
    }
    errors++;
  }
  validate53.errors = vErrors;
  return errors === 0;
}

// src/core/policy/validate.ts
var VALIDATORS = validators_exports;
var runtimeValidators = validators_exports;
function validateAgainstSchema(name, data, file, source) {
  const validate2 = VALIDATORS[name];
  if (validate2(data)) return [];
  return dedupe((validate2.errors ?? []).filter(isUseful).map((e) => toProblem(e, file, source)));
}
function isUseful(e) {
  return e.keyword !== "oneOf" && e.keyword !== "if";
}
function toProblem(e, file, source) {
  const extraKey = e.keyword === "additionalProperties" ? String(e.params.additionalProperty) : void 0;
  const field = extraKey !== void 0 ? `${e.instancePath}/${extraKey}` : e.instancePath || "/";
  const pos = source?.locate(e.instancePath, extraKey);
  return { file, ...pos ?? {}, field, message: describe(e) };
}
var IDENTITY_RULE = /\/approvers\/items\/then\//;
function describe(e) {
  const p = e.params;
  if (IDENTITY_RULE.test(e.schemaPath)) {
    const missing = e.keyword === "required" ? String(p.missingProperty) : "emails";
    const need = missing === "github" ? 'a GitHub login ("github")' : 'at least one email ("emails")';
    return `a maintainer or org-admin needs ${need}: separation of duties can only exclude an identity it can recognise`;
  }
  switch (e.keyword) {
    case "additionalProperties":
      if (p.additionalProperty === "d" && /\/keys\/\d+$/.test(e.instancePath)) {
        return 'private key member "d": the registry holds public keys only';
      }
      return `unknown field "${String(p.additionalProperty)}"`;
    case "required":
      return `missing required field "${String(p.missingProperty)}"`;
    case "enum":
      return `must be one of ${JSON.stringify(p.allowedValues)}`;
    case "const":
      return `must be ${JSON.stringify(p.allowedValue)}`;
    default:
      return schemaRuleInWords(e) ?? e.message ?? e.keyword;
  }
}
function dedupe(problems) {
  const seen = /* @__PURE__ */ new Set();
  return problems.filter((p) => {
    const k = `${p.field}|${p.message}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

// src/core/policy/yaml.ts
import { isAlias, isMap, isNode, isPair, isScalar, isSeq, LineCounter, parseDocument } from "yaml";
var MAX_POLICY_BYTES = 128 * 1024;
var MAX_DEPTH = 32;
var FORBIDDEN_KEYS = /* @__PURE__ */ new Set(["__proto__", "constructor", "prototype"]);
var STRICT_UTF8 = new TextDecoder("utf-8", { fatal: true });
function decodeStrict(bytes, file) {
  try {
    return STRICT_UTF8.decode(bytes);
  } catch {
    const at = firstInvalidUtf8(bytes);
    const before = STRICT_UTF8.decode(bytes.subarray(0, at));
    const line = before.split("\n").length;
    const column = [...before.slice(before.lastIndexOf("\n") + 1)].length + 1;
    const why2 = `${notUtf8Message(at, utf16BomOf(bytes))} (governed files are UTF-8, comments included)`;
    throw new LoopgovError("ERR_POLICY_YAML", `${file}:${line}:${column}: ${why2}`, [
      { file, line, column, message: why2 }
    ]);
  }
}
function parseSafeYaml(source, file) {
  const byteLength = typeof source !== "string" ? source.byteLength : source.length > MAX_POLICY_BYTES ? source.length : Buffer.byteLength(source, "utf8");
  if (byteLength > MAX_POLICY_BYTES) {
    throw new LoopgovError(
      "ERR_POLICY_TOO_LARGE",
      `${file}: ${byteLength}+ bytes exceeds the ${MAX_POLICY_BYTES}-byte cap`,
      [
        {
          file,
          message: `file is at least ${byteLength} bytes; governed files are capped at ${MAX_POLICY_BYTES} bytes`
        }
      ]
    );
  }
  const text = typeof source === "string" ? source : decodeStrict(source, file);
  const lineCounter = new LineCounter();
  const problems = [];
  const at = (offset) => {
    if (offset === void 0) return {};
    const { line, col } = lineCounter.linePos(offset);
    return { line, column: col };
  };
  const fail = (offset, message, field) => {
    problems.push({ file, ...at(offset), ...field ? { field } : {}, message });
  };
  let doc;
  try {
    doc = parseDocument(text, {
      lineCounter,
      version: "1.2",
      schema: "core",
      merge: false,
      // Duplicate keys are found in checkNodes with a Set: yaml's own check is quadratic in a map's size.
      uniqueKeys: false,
      strict: true,
      prettyErrors: false,
      intAsBigInt: false
    });
  } catch (e) {
    const why2 = `cannot parse YAML: ${describeError(e)}`;
    throw new LoopgovError("ERR_POLICY_YAML", `${file}: ${why2}`, [{ file, message: why2 }]);
  }
  let tooDeep = false;
  for (const err of [...doc.errors, ...doc.warnings]) {
    if (!/call stack/i.test(err.message)) fail(err.pos[0], err.message);
    else if (!tooDeep) {
      tooDeep = true;
      fail(tooDeepAt(text), `nesting deeper than ${MAX_DEPTH} levels`);
    }
  }
  if (doc.directives?.yaml.explicit)
    fail(0, `%YAML directives are not allowed (governed files are YAML 1.2 only)`);
  const tagHandles = Object.keys(doc.directives?.tags ?? {});
  if (tagHandles.some((h) => h !== "!!")) fail(0, "%TAG directives are not allowed");
  if (problems.length === 0) checkNodes(doc.contents, "", 0, fail);
  if (problems.length > 0) {
    throw new LoopgovError("ERR_POLICY_YAML", `${file}: unsafe or invalid YAML`, problems);
  }
  const data = doc.toJS({ maxAliasCount: 0 });
  return { data, locate: (path2, key) => locate(doc.contents, path2, key, lineCounter) };
}
function tooDeepAt(text) {
  let depth = 0;
  let quote2 = "";
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote2) {
      if (c === quote2) quote2 = "";
      else if (c === "\\" && quote2 === '"') i++;
    } else if (c === '"' || c === "'") quote2 = c;
    else if (c === "#") i = text.indexOf("\n", i) === -1 ? text.length : text.indexOf("\n", i);
    else if (c === "[" || c === "{") {
      if (++depth > MAX_DEPTH) return i;
    } else if (c === "]" || c === "}") depth = Math.max(0, depth - 1);
  }
  return void 0;
}
function checkNodes(node, path2, depth, fail) {
  if (node === null || node === void 0) return;
  if (depth > MAX_DEPTH) {
    fail(rangeStart(node), `nesting deeper than ${MAX_DEPTH} levels`, path2);
    return;
  }
  if (isAlias(node)) {
    fail(rangeStart(node), "aliases are not allowed", path2);
    return;
  }
  if (isNode(node)) {
    if (node.anchor) fail(rangeStart(node), `anchors are not allowed (&${node.anchor})`, path2);
    if (node.tag) fail(rangeStart(node), `explicit tags are not allowed (${node.tag})`, path2);
  }
  if (isScalar(node)) {
    if (typeof node.value === "number" && !Number.isFinite(node.value)) {
      fail(rangeStart(node), `number must be finite (got ${String(node.value)})`, path2);
    }
    const lone = typeof node.value === "string" ? loneSurrogate(node.value) : null;
    if (lone) fail(rangeStart(node), `string ${loneSurrogateMessage(lone)}`, toWellFormed(path2));
    return;
  }
  if (isMap(node)) {
    const seen = /* @__PURE__ */ new Set();
    for (const pair of node.items) {
      const key = pair.key;
      if (!isScalar(key) || typeof key.value !== "string" && typeof key.value !== "number") {
        fail(rangeStart(key), "map keys must be plain strings", path2);
        continue;
      }
      const name = String(key.value);
      const childPath = `${path2}/${escapePointer(name)}`;
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
      checkNodes(item, `${path2}/${i}`, depth + 1, fail);
    });
    return;
  }
  if (isPair(node)) return;
  fail(rangeStart(node), "unsupported YAML node", path2);
}
function rangeStart(node) {
  return isNode(node) ? node.range?.[0] : void 0;
}
function escapePointer(s) {
  return s.replace(/~/g, "~0").replace(/\//g, "~1");
}
function locate(root, path2, key, lc) {
  const segments = path2 === "" ? [] : path2.slice(1).split("/").map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
  if (key !== void 0) segments.push(key);
  let node = root;
  let best = rangeStart(root);
  for (const [i, seg] of segments.entries()) {
    let next;
    if (isMap(node)) {
      const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === seg);
      if (!pair) break;
      const atKey = key !== void 0 && i === segments.length - 1;
      best = (atKey ? rangeStart(pair.key) : rangeStart(pair.value) ?? rangeStart(pair.key)) ?? best;
      next = pair.value;
    } else if (isSeq(node)) {
      next = node.items[Number(seg)];
      if (next === void 0) break;
      best = rangeStart(next) ?? best;
    } else break;
    node = next;
  }
  if (best === void 0) return void 0;
  const { line, col } = lc.linePos(best);
  return { line, column: col };
}

// src/core/policy/approval-rules.ts
var DEFAULT_APPROVAL_RULES = Object.freeze({
  neutral: { role: "maintainer", count: 1 },
  tighten: { role: "maintainer", count: 1 },
  loosen: { role: "org-admin", count: 1 },
  ceiling: { role: "org-admin", count: 2 }
});
function approvalRuleFor(cls, baseCeiling) {
  return { ...baseCeiling?.approval_rules?.[cls] ?? DEFAULT_APPROVAL_RULES[cls] };
}
function requiredApprovalRules(cls, baseCeiling, opts = {}) {
  const rules = [];
  for (const c of CHANGE_CLASSES.slice(0, CHANGE_CLASSES.indexOf(cls) + 1).reverse()) {
    rules.push({ ...approvalRuleFor(c, baseCeiling), classes: [c] });
    if (opts.atLeastDefaults) rules.push({ ...DEFAULT_APPROVAL_RULES[c], classes: [c] });
  }
  return combineRules(rules);
}
function combineRules(rules) {
  const strongestFirst = [...rules].sort(
    (a, b) => ROLE_RANK[b.role] - ROLE_RANK[a.role] || b.count - a.count
  );
  const kept = [];
  for (const r of strongestFirst) {
    const into = kept.find((k) => ruleImplies(k, r));
    if (into) into.classes = orderClasses([...into.classes, ...r.classes]);
    else kept.push({ role: r.role, count: r.count, classes: orderClasses(r.classes) });
  }
  const top = (r) => Math.max(...r.classes.map((c) => CHANGE_CLASSES.indexOf(c)));
  return kept.sort((a, b) => top(b) - top(a) || ROLE_RANK[b.role] - ROLE_RANK[a.role] || b.count - a.count);
}
function ruleImplies(a, b) {
  return a.count >= b.count && (a.role === b.role || a.role === "org-admin" && b.role === "maintainer");
}
function describeRule(rule, withClasses = false) {
  const base = `${rule.count} \xD7 ${rule.role}`;
  return withClasses && rule.classes?.length ? `${base} (the ${rule.classes[0]} rule)` : base;
}
function meetsRole(roles, required) {
  if (roles.includes("proposer-bot")) return false;
  if (required === "org-admin") return roles.includes("org-admin");
  if (required === "maintainer") return roles.includes("maintainer") || roles.includes("org-admin");
  return false;
}
var ROLE_RANK = { maintainer: 1, "org-admin": 2, "proposer-bot": 0 };
function orderClasses([source, ...rest]) {
  const others = [...new Set(rest)].filter((c) => c !== source);
  return [source, ...others.sort((a, b) => CHANGE_CLASSES.indexOf(b) - CHANGE_CLASSES.indexOf(a))];
}

// src/core/policy/parse.ts
var GOVERNED_DIR = "policies";
var POLICY_FILE = "policies/loop-policy.yaml";
var CEILING_FILE = "policies/org-ceiling.yaml";
var APPROVERS_FILE = "policies/approvers.yaml";
var KNOWN = {
  [POLICY_FILE]: { schema: "LoopPolicy", key: "policy" },
  [CEILING_FILE]: { schema: "OrgCeiling", key: "ceiling" },
  [APPROVERS_FILE]: { schema: "ApproverRegistry", key: "approvers" }
};
var GOVERNED_FILES = [POLICY_FILE, CEILING_FILE, APPROVERS_FILE];
function parsePolicySet(files, opts = {}) {
  const set = { policy: null, ceiling: null, approvers: null };
  const problems = [];
  let code2 = "ERR_POLICY_SCHEMA";
  const shown2 = (path2) => displayPath(path2, opts.dir);
  if (opts.complete) {
    const present = new Set(files.map((f) => f.path));
    const missing = GOVERNED_FILES.filter((p) => !present.has(p));
    for (const path2 of missing) {
      problems.push({
        file: shown2(path2),
        message: files.length === 0 ? "missing: the policies folder is empty (it must hold loop-policy.yaml, org-ceiling.yaml and approvers.yaml)" : `missing: every policy set holds ${GOVERNED_FILES.map((f) => f.slice(GOVERNED_DIR.length + 1)).join(", ")}`
      });
    }
    if (missing.length > 0) code2 = "ERR_POLICY_MISSING";
  }
  for (const file of [...files].sort((a, b) => a.path < b.path ? -1 : 1)) {
    const known = KNOWN[file.path];
    const name = shown2(file.path);
    if (!known) {
      problems.push({
        file: name,
        message: `not a governed file (a policies folder holds only ${GOVERNED_FILES.map((f) => f.slice(GOVERNED_DIR.length + 1)).join(", ")})`
      });
      code2 = problems.length === 1 ? "ERR_POLICY_UNKNOWN_FILE" : code2;
      continue;
    }
    try {
      const parsed = parseSafeYaml(file.content, name);
      const found = validateAgainstSchema(known.schema, parsed.data, name, parsed);
      if (found.length === 0) found.push(...semanticProblems(known.schema, parsed.data, name, parsed.locate));
      if (found.length > 0) problems.push(...found);
      else set[known.key] = parsed.data;
    } catch (e) {
      if (!(e instanceof LoopgovError)) throw e;
      if (problems.length === 0) code2 = e.code;
      problems.push(...e.problems.length ? e.problems : [{ file: file.path, message: e.message }]);
    }
  }
  if (problems.length > 0) {
    const what = code2 === "ERR_POLICY_MISSING" ? "incomplete or invalid policy set" : "invalid governed files";
    throw new LoopgovError(code2, `${what}: ${problems.length} problem(s)`, problems);
  }
  return set;
}
function displayPath(path2, dir) {
  if (dir === void 0 || !path2.startsWith(`${GOVERNED_DIR}/`)) return path2;
  return `${dir.replace(/\/+$/, "") || "."}/${path2.slice(GOVERNED_DIR.length + 1)}`;
}
function semanticProblems(schema, data, file, locate2) {
  const out = [];
  const add = (field, message) => out.push({ file, ...locate2(field) ?? {}, field, message });
  if (schema === "LoopPolicy") {
    const p = data;
    const layers = [["/defaults", p.defaults]];
    for (const [lv, layer] of Object.entries(p.levels ?? {})) layers.push([`/levels/${lv}`, layer]);
    for (const [name, proj] of Object.entries(p.projects ?? {})) {
      layers.push([`/projects/${name}`, proj]);
      for (const [lv, layer] of Object.entries(proj.levels ?? {}))
        layers.push([`/projects/${name}/levels/${lv}`, layer]);
    }
    for (const [path2, layer] of layers) {
      for (const list2 of ["gates", "success_criteria"]) {
        const seen = /* @__PURE__ */ new Set();
        (layer?.[list2] ?? []).forEach((g, i) => {
          if (seen.has(g.id)) add(`${path2}/${list2}/${i}/id`, `duplicate id "${g.id}"`);
          seen.add(g.id);
          if (g.kind === "deny-patterns") {
            g.patterns.forEach((pat, j) => {
              const why2 = policyRegexProblem(pat.regex, pat.flags ?? "");
              if (why2) add(`${path2}/${list2}/${i}/patterns/${j}/${why2.field}`, why2.message);
            });
          }
        });
      }
      mustKeepProblems(path2, layer?.context?.must_keep ?? [], add);
    }
  }
  if (schema === "ApproverRegistry") {
    const r = data;
    const ids = /* @__PURE__ */ new Set();
    const kids = /* @__PURE__ */ new Set();
    const logins = /* @__PURE__ */ new Set();
    r.approvers.forEach((a, i) => {
      if (ids.has(a.id)) add(`/approvers/${i}/id`, `duplicate approver id "${a.id}"`);
      ids.add(a.id);
      if (a.github) {
        const login = a.github.toLowerCase();
        if (logins.has(login))
          add(`/approvers/${i}/github`, `GitHub login "${a.github}" belongs to two approvers`);
        logins.add(login);
      }
      (a.keys ?? []).forEach((k, j) => {
        if (kids.has(k.kid))
          add(`/approvers/${i}/keys/${j}/kid`, `duplicate kid "${k.kid}" (kids are unique across the file)`);
        kids.add(k.kid);
      });
    });
  }
  if (schema === "OrgCeiling") {
    const c = data;
    if (c.approval_rules?.ceiling && c.approval_rules.ceiling.role !== "org-admin") {
      add("/approval_rules/ceiling/role", "a ceiling change must be approved by org-admins");
    }
  }
  return out;
}
function mustKeepProblems(path2, items, add) {
  const seen = /* @__PURE__ */ new Set();
  items.forEach((item, i) => {
    const at = `${path2}/context/must_keep/${i}`;
    if (seen.has(item.id)) add(`${at}/id`, `duplicate id "${item.id}"`);
    seen.add(item.id);
    const hasLiteral = item.literal !== void 0;
    const hasRegex = item.regex !== void 0;
    if (hasLiteral === hasRegex) add(at, 'give exactly one of "literal" or "regex"');
    else if (hasLiteral && item.flags !== void 0) add(`${at}/flags`, '"flags" applies to a regex only');
    if (hasRegex && !hasLiteral) {
      const why2 = policyRegexProblem(item.regex, item.flags ?? "");
      if (why2) add(`${at}/${why2.field}`, why2.message);
    }
  });
}

// src/core/policy/digest.ts
var FULL_COMMIT = /^[0-9a-f]{40}$/;
var DIGEST = /^[0-9a-f]{64}$/;
var REGULAR_MODES = /* @__PURE__ */ new Set(["100644", "100755"]);
function assertGovernedTree(entries, rev) {
  const bad = [];
  for (const e of entries) {
    if (e.path === GOVERNED_DIR) {
      const what = e.mode === "120000" ? "a symlink" : e.mode === "160000" ? "a submodule" : "a file";
      bad.push(`${GOVERNED_DIR} is ${what}, not a folder`);
      continue;
    }
    if (e.mode === "120000") bad.push(`${e.path}: symlinks are not allowed`);
    else if (e.type === "commit" || e.mode === "160000") bad.push(`${e.path}: submodules are not allowed`);
    else if (!REGULAR_MODES.has(e.mode)) bad.push(`${e.path}: unsupported mode ${e.mode}`);
    if (e.path.split("/").includes("..") || e.path.includes("\\") || e.path.includes("\0")) {
      bad.push(`${JSON.stringify(e.path)}: path with "..", "\\" or NUL`);
    }
    if (!e.path.startsWith(`${GOVERNED_DIR}/`)) bad.push(`${e.path}: outside ${GOVERNED_DIR}/`);
  }
  if (bad.length > 0) {
    throw new LoopgovError(
      "ERR_TREE_INVALID",
      `revision ${rev} is invalid: ${bad.join("; ")}`,
      bad.map((message) => ({ file: GOVERNED_DIR, message }))
    );
  }
}
function computeDigest(entries) {
  const sorted = [...entries].sort(
    (a, b) => Buffer.compare(Buffer.from(a.path, "utf8"), Buffer.from(b.path, "utf8"))
  );
  const h = createHash("sha256");
  for (const e of sorted) {
    if (!e.content) throw new LoopgovError("ERR_INTERNAL", `no content read for ${e.path}`);
    const blob = createHash("sha256").update(e.content).digest("hex");
    h.update(`${e.mode} ${e.path}\0${blob}
`, "utf8");
  }
  return h.digest("hex");
}

// src/core/trace/run-id.ts
var RUN_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
function isRunId(runId) {
  return RUN_ID.test(runId) && !runId.includes("..");
}
function parseRunId(runId) {
  if (typeof runId !== "string" || !isRunId(runId)) {
    throw new LoopgovError(
      "ERR_USAGE",
      `bad run id ${JSON.stringify(runId)}: use 1-128 of A-Z a-z 0-9 . _ - , starting with a letter or digit`
    );
  }
  return runId;
}

// src/core/run/options.ts
var PROJECT_ID = /^[a-z0-9][a-z0-9._-]{0,63}$/;
var SAFE_REF = /^refs\/[A-Za-z0-9._/-]{1,240}$/;
var DEFAULT_REACHABILITY_TTL_SEC = 600;
var DEFAULT_FETCH_TIMEOUT_SEC = 30;
var MAX_FETCH_TIMEOUT_SEC = 3600;
var TOP = {
  runId: (v, at) => str(v, at, isRunId, '1-128 of A-Z a-z 0-9 . _ - starting with a letter or digit, without ".."'),
  project: (v, at) => str(
    v,
    at,
    (s) => PROJECT_ID.test(s),
    "a project id: 1-64 of a-z 0-9 . _ - starting with a letter or digit"
  ),
  level: (v, at) => oneOf(v, at, LEVELS),
  profile: (v, at) => oneOf(v, at, PROFILES),
  policy: () => void 0,
  // checked by policySpec
  traceDir: (v, at) => path(v, at),
  workdir: (v, at) => path(v, at),
  clock: (v, at) => port(v, at, "now"),
  durability: (v, at) => oneOf(v, at, ["fsync", "none"]),
  governanceOff: (v, at) => bool(v, at),
  runner: (v, at) => port(v, at, "run"),
  overlapSync: (v, at) => bool(v, at),
  checkpoint: (v, at) => checkpoint(v, at)
};
var REQUIRED_TOP = ["runId", "project", "level", "profile", "policy", "traceDir"];
var CONTINUE = {
  ...Object.fromEntries(Object.entries(TOP).filter(([k]) => k !== "overlapSync")),
  token: (v, at) => resumeToken(v, at)
};
var REQUIRED_CONTINUE = ["runId", "policy", "traceDir"];
var PINNED = {
  kind: () => void 0,
  repo: (v, at) => repo(v, at),
  commit: (v, at) => str(
    v,
    at,
    (s) => FULL_COMMIT.test(s),
    "a full 40-hex commit id: short ids, branch names and options are refused"
  ),
  protectedRef: (v, at) => ref(v, at),
  trustFile: (v, at) => path(v, at),
  cacheDir: (v, at) => path(v, at),
  reachabilityTtlSec: (v, at) => seconds(v, at),
  offline: (v, at) => bool(v, at),
  fetchTimeoutSec: (v, at) => fetchTimeout(v, at),
  env: (v, at) => env(v, at)
};
var DIR = { kind: () => void 0, dir: (v, at) => path(v, at) };
var PIN_REQUEST = {
  ...PINNED,
  profile: TOP.profile,
  now: (v, at) => {
    if (typeof v !== "function")
      throw usage(`${at} must be a function giving milliseconds since the epoch (got ${shownValue(v)})`);
  }
};
function parseRunOptions(input, name = (p) => p) {
  return parseWith(input, TOP, REQUIRED_TOP, name);
}
function parseContinueOptions(input, name = (p) => p) {
  return parseWith(input, CONTINUE, REQUIRED_CONTINUE, name);
}
function parseWith(input, checks, required, name) {
  const o = record(input, "options", name);
  checkFields(o, checks, required, "", name);
  const policy = parsePolicySpec(o.policy, name);
  const out = {};
  for (const k of Object.keys(checks)) if (o[k] !== void 0) out[k] = o[k];
  out.policy = policy;
  return out;
}
function parseScope(input, name = (p) => p) {
  const o = record(input, "scope", name);
  if (o.project !== null) TOP.project(o.project, name("project"));
  TOP.level(o.level, name("level"));
  TOP.profile(o.profile, name("profile"));
  return { project: o.project, level: o.level, profile: o.profile };
}
function parseRunScope(input, name = (p) => p) {
  const o = record(input, "scope", name);
  TOP.project(o.project, name("project"));
  return parseScope(o, name);
}
function scopeProblem(input) {
  try {
    parseScope(input);
    return null;
  } catch (e) {
    return e.message;
  }
}
function parsePolicySpec(input, name = (p) => p) {
  const policy = record(input, "policy", name);
  const kind = policy.kind;
  if (kind !== "pinned" && kind !== "dir") {
    throw usage(`${name("policy.kind")} must be "pinned" or "dir" (got ${shownValue(kind)})`);
  }
  const checks = kind === "pinned" ? PINNED : DIR;
  checkFields(policy, checks, kind === "pinned" ? ["repo", "commit"] : ["dir"], "policy.", name);
  return pick(policy, checks);
}
function checkPinRequest(input, name = (p) => p) {
  const o = record(input, "options", name);
  if (o.kind !== void 0 && o.kind !== "pinned") {
    throw usage(
      `${name("kind")} must be "pinned" or left out: loadPinnedPolicy loads a pinned commit (got ${shownValue(o.kind)})`
    );
  }
  checkFields(o, PIN_REQUEST, ["repo", "commit", "profile"], "", name);
}
function checkResumeToken(input, at = "token") {
  resumeToken(input, at);
}
function checkFields(o, checks, required, prefix, name) {
  const known = Object.keys(checks).filter((k) => k !== "kind");
  const { kind: _kind, ...options } = o;
  refuseUnknownKeys(Object.hasOwn(checks, "kind") ? options : o, known, (k) => name(prefix + k));
  for (const key of required) {
    if (o[key] === void 0) throw usage(`${name(prefix + key)} is required`);
  }
  for (const [key, check2] of Object.entries(checks)) {
    if (o[key] !== void 0) check2(o[key], name(prefix + key));
  }
}
function pick(o, checks) {
  const out = {};
  for (const k of Object.keys(checks)) if (o[k] !== void 0) out[k] = o[k];
  return out;
}
function record(v, what, name) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) {
    const which = what === "options" || what === "scope" ? `the ${what}` : name(what);
    throw usage(`${which} must be an object (got ${shownValue(v)})`);
  }
  return v;
}
function str(v, at, test, what) {
  if (typeof v !== "string" || !test(v)) {
    throw usage(`${at} must be ${what} (got ${shownValue(v)})`);
  }
}
function oneOf(v, at, allowed) {
  if (typeof v !== "string" || !allowed.includes(v)) {
    throw usage(`${at} must be one of ${allowed.join(", ")} (got ${shownValue(v)})`);
  }
}
function path(v, at) {
  if (typeof v !== "string" || v === "" || /[\0\n\r]/.test(v)) {
    throw usage(`${at} must be a non-empty path on one line (got ${shownValue(v)})`);
  }
}
function resumeToken(v, at) {
  if (typeof v !== "string" || v.trim() === "" || /[\0\n\r]/.test(v.trim())) {
    throw usage(
      `${at} must be a resume token: the compact JWS \`loopgov resume --print\` prints, on one line (got ${shownValue(v)})`
    );
  }
}
function repo(v, at) {
  if (typeof v !== "string" || v === "" || v.startsWith("-") || /^[A-Za-z0-9+.-]+::/.test(v) || /[\0\n\r]/.test(v)) {
    throw usage(`${at} must be a repository path or URL (got ${shownValue(v)})`);
  }
}
function ref(v, at) {
  if (typeof v !== "string" || !SAFE_REF.test(v) || v.includes("..") || v.endsWith("/")) {
    throw usage(`${at} must be a full ref name under refs/, e.g. refs/heads/main (got ${shownValue(v)})`);
  }
}
function bool(v, at) {
  if (typeof v !== "boolean") throw usage(`${at} must be true or false (got ${shownValue(v)})`);
}
function seconds(v, at) {
  if (typeof v !== "number" || !Number.isSafeInteger(v) || v < 0) {
    throw usage(`${at} must be a whole number of seconds, 0 or more (got ${shownValue(v)})`);
  }
}
function fetchTimeout(v, at) {
  if (typeof v !== "number" || !Number.isSafeInteger(v) || v < 1 || v > MAX_FETCH_TIMEOUT_SEC) {
    throw usage(
      `${at} must be a whole number of seconds from 1 to ${MAX_FETCH_TIMEOUT_SEC} (got ${shownValue(v)})`
    );
  }
}
function env(v, at) {
  const ok = typeof v === "object" && v !== null && !Array.isArray(v) && Object.values(v).every((x) => x === void 0 || typeof x === "string");
  if (!ok) throw usage(`${at} must be an object of strings (an environment)`);
}
function checkpoint(v, at) {
  const c = v;
  const ok = typeof c === "object" && c !== null && typeof c.keyFile === "string" && c.keyFile !== "" && (c.every === void 0 || Number.isSafeInteger(c.every) && c.every >= 0) && (c.onError === void 0 || typeof c.onError === "function");
  if (!ok) throw usage(`${at} must be { keyFile, every?: a whole number, onError?: a function }`);
}
function port(v, at, method) {
  if (typeof v !== "object" || v === null || typeof v[method] !== "function") {
    throw usage(`${at} must be an object with a ${method}() method`);
  }
}
function usage(message) {
  return new LoopgovError("ERR_USAGE", message);
}
function governanceOptOutRefusal(profile, governance) {
  if (profile !== "dev") return "governance cannot be turned off in profile prod";
  if (governance !== "optional")
    return `governance cannot be turned off: the policy says governance: ${governance} for profile dev`;
  return null;
}

// src/core/policy/resolve.ts
var STRICTEST = Object.freeze({
  budget: {
    max_steps: 1,
    max_tokens: 0,
    max_wall_clock_sec: 0,
    max_cost_usd: 0,
    max_corrections_per_step: 0
  },
  on_exceed: "halt",
  convergence: { oscillation_repeat: 2, thrash_window: 3, no_progress_window: 1, on_stall: "halt" },
  gates: [],
  success_criteria: [],
  max_delegation_level: "L0",
  governance: "required",
  // SPEC §4.4 names `maintainer` as the default approver role.
  escalation: { approver_role: "maintainer" },
  // A context no layer allows is allowed no bytes: a runner that sends one must be given a limit.
  context: { max_bytes: 0, must_keep: [] }
});
function resolveEffectivePolicy(policy, input) {
  const scope = parseScope(input);
  const layers = [];
  if (policy) {
    const project = scope.project === null ? void 0 : ownValue(policy.projects, scope.project);
    layers.push(
      policy.defaults,
      ownValue(policy.levels, scope.level),
      project,
      ownValue(project?.levels, scope.level)
    );
  }
  let eff = structuredClone(STRICTEST);
  for (const layer of layers) if (layer) eff = mergeLayer(eff, layer);
  const devGovernance = policy?.profiles?.dev?.governance;
  eff.governance = scope.profile === "dev" && devGovernance === "optional" ? "optional" : "required";
  return eff;
}
function mergeLayer(eff, layer) {
  return {
    budget: { ...eff.budget, ...layer.budget },
    on_exceed: layer.on_exceed ?? eff.on_exceed,
    convergence: { ...eff.convergence, ...layer.convergence },
    gates: mergeById(eff.gates, layer.gates),
    success_criteria: mergeById(eff.success_criteria, layer.success_criteria),
    max_delegation_level: layer.max_delegation_level ?? eff.max_delegation_level,
    governance: eff.governance,
    escalation: { ...eff.escalation, ...layer.escalation },
    context: {
      max_bytes: layer.context?.max_bytes ?? eff.context.max_bytes,
      must_keep: mergeById(eff.context.must_keep, layer.context?.must_keep)
    }
  };
}
function mergeById(base, over) {
  if (!over) return base.map((g) => structuredClone(g));
  const out = base.map((g) => structuredClone(g));
  for (const g of over) {
    const i = out.findIndex((x) => x.id === g.id);
    if (i >= 0) out[i] = structuredClone(g);
    else out.push(structuredClone(g));
  }
  return out;
}
function ownValue(obj, key) {
  return obj && Object.hasOwn(obj, key) ? obj[key] : void 0;
}
function listScopes(...policies) {
  const projects = /* @__PURE__ */ new Set();
  for (const p of policies) for (const name of Object.keys(p?.projects ?? {})) projects.add(name);
  const names = [null, ...[...projects].sort()];
  return names.flatMap(
    (project) => LEVELS.flatMap((level) => PROFILES.map((profile) => ({ project, level, profile })))
  );
}
function levelRank(level) {
  return LEVELS.indexOf(level);
}

// src/core/policy/ceiling.ts
function checkCeiling(effective, ceiling) {
  if (!ceiling) {
    return [
      {
        field: "org-ceiling",
        value: "missing",
        limit: "required",
        message: "no org ceiling: every run is refused"
      }
    ];
  }
  const out = [];
  for (const key of Object.keys(ceiling.budget)) {
    const value = effective.budget[key];
    const limit = ceiling.budget[key];
    if (value > limit)
      out.push({
        field: `budget.${key}`,
        value,
        limit,
        message: `budget.${key} ${value} > ceiling ${limit}`
      });
  }
  for (const [key, limit] of Object.entries(ceiling.convergence ?? {})) {
    const value = effective.convergence[key];
    if (value > limit) {
      out.push({
        field: `convergence.${key}`,
        value,
        limit,
        message: `convergence.${key} ${value} > ceiling ${limit}`
      });
    }
  }
  const contextLimit = ceiling.context?.max_bytes;
  if (contextLimit !== void 0 && effective.context.max_bytes > contextLimit) {
    out.push({
      field: "context.max_bytes",
      value: effective.context.max_bytes,
      limit: contextLimit,
      message: `context.max_bytes ${effective.context.max_bytes} > ceiling ${contextLimit}`
    });
  }
  if (levelRank(effective.max_delegation_level) > levelRank(ceiling.max_delegation_level)) {
    out.push({
      field: "max_delegation_level",
      value: effective.max_delegation_level,
      limit: ceiling.max_delegation_level,
      message: `max_delegation_level ${effective.max_delegation_level} > ceiling ${ceiling.max_delegation_level}`
    });
  }
  const ids = new Set(effective.gates.map((g) => g.id));
  for (const required of ceiling.required_gates ?? []) {
    if (!ids.has(required)) {
      out.push({
        field: "gates",
        value: null,
        limit: required,
        message: `required gate "${required}" is missing`
      });
    }
  }
  return out;
}
function checkPolicyAgainstCeiling(policy, ceiling) {
  const out = [];
  const seen = /* @__PURE__ */ new Set();
  for (const scope of listScopes(policy)) {
    for (const v of checkCeiling(resolveEffectivePolicy(policy, scope), ceiling)) {
      const key = `${scope.project}|${scope.level}|${v.field}|${String(v.value)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ ...v, scope });
    }
  }
  return out;
}
function assertWithinCeiling(set, where) {
  const violations = checkPolicyAgainstCeiling(set.policy, set.ceiling);
  if (violations.length === 0) return;
  const shown2 = violations.slice(0, 5).map((v) => `${v.scope ? `${v.scope.project ?? "*"}/${v.scope.level}: ` : ""}${v.message}`).join("; ");
  const more2 = violations.length > 5 ? ` (+${violations.length - 5} more)` : "";
  throw new LoopgovError("ERR_CEILING_EXCEEDED", `${where} exceeds the org ceiling: ${shown2}${more2}`);
}

// src/core/policy/diff.ts
import canonicalize3 from "canonicalize";

// src/core/policy/diff-ceiling.ts
import canonicalize from "canonicalize";
var BOUNDS = ["budget", "convergence", "context"];
var KNOWN2 = /* @__PURE__ */ new Set([
  ...BOUNDS,
  "apiVersion",
  "kind",
  "max_delegation_level",
  "required_gates",
  "approval_rules"
]);
function diffCeiling(a, b) {
  if (!a || !b)
    return a === b ? [] : [{ field: "(file)", from: a, to: b, direction: a ? "tighten" : "loosen" }];
  const out = [];
  const push = (field, from, to, direction) => out.push({ field, from: from ?? null, to: to ?? null, direction });
  for (const group of BOUNDS) {
    const x = a[group] ?? {};
    const y = b[group] ?? {};
    for (const key of union(x, y))
      if (!same(x[key], y[key])) push(`${group}.${key}`, x[key], y[key], boundDirection(x[key], y[key]));
  }
  if (a.max_delegation_level !== b.max_delegation_level)
    push("max_delegation_level", a.max_delegation_level, b.max_delegation_level, levelDirection(a, b));
  const gatesA = a.required_gates ?? [];
  const gatesB = b.required_gates ?? [];
  const removed = gatesA.some((g) => !gatesB.includes(g));
  if (removed || gatesB.some((g) => !gatesA.includes(g)))
    push("required_gates", a.required_gates, b.required_gates, removed ? "loosen" : "tighten");
  for (const cls of CHANGE_CLASSES) {
    const x = approvalRuleFor(cls, a);
    const y = approvalRuleFor(cls, b);
    if (x.count !== y.count)
      push(`approval_rules.${cls}.count`, x.count, y.count, y.count > x.count ? "tighten" : "loosen");
    if (x.role !== y.role)
      push(`approval_rules.${cls}.role`, x.role, y.role, y.role === "org-admin" ? "tighten" : "loosen");
  }
  const ra = a;
  const rb = b;
  for (const key of union(ra, rb))
    if (!KNOWN2.has(key) && !same(ra[key], rb[key])) push(key, ra[key], rb[key], "loosen");
  for (const key of union(ra, rb)) {
    if (same(ra[key], rb[key]) || out.some((c) => c.field === key || c.field.startsWith(`${key}.`))) continue;
    push(key, ra[key], rb[key], "neutral");
  }
  return out;
}
function boundDirection(from, to) {
  if (from === void 0) return "tighten";
  if (to === void 0) return "loosen";
  if (typeof from === "number" && typeof to === "number") return to > from ? "loosen" : "tighten";
  return "loosen";
}
function levelDirection(a, b) {
  return levelRank(b.max_delegation_level) > levelRank(a.max_delegation_level) ? "loosen" : "tighten";
}
function union(x, y) {
  return [.../* @__PURE__ */ new Set([...Object.keys(x), ...Object.keys(y)])].sort();
}
function same(x, y) {
  return canonicalize(x ?? null) === canonicalize(y ?? null);
}

// src/core/policy/diff-registry.ts
import canonicalize2 from "canonicalize";
function diffRegistry(a, b) {
  const out = [];
  const before = byId(a?.approvers ?? []);
  const after = byId(b?.approvers ?? []);
  for (const [id, x] of before)
    if (!after.has(id)) out.push({ field: `approvers[${id}]`, from: x, to: null, direction: "tighten" });
  for (const [id, y] of after) {
    const x = before.get(id);
    if (!x) out.push({ field: `approvers[${id}]`, from: null, to: y, direction: "loosen" });
    else out.push(...diffEntry(id, x, y));
  }
  return out;
}
function diffEntry(id, x, y) {
  const out = [];
  const at = `approvers[${id}]`;
  const added = y.roles.filter((r) => !x.roles.includes(r));
  if (added.length > 0 || x.roles.length !== y.roles.length)
    out.push({
      field: `${at}.roles`,
      from: x.roles,
      to: y.roles,
      direction: added.length ? "loosen" : "tighten"
    });
  if (same2(x.github, y.github) === false)
    out.push({ field: `${at}.github`, from: x.github ?? null, to: y.github ?? null, direction: "loosen" });
  if (same2(x.emails, y.emails) === false)
    out.push({ field: `${at}.emails`, from: x.emails ?? null, to: y.emails ?? null, direction: "loosen" });
  const kx = byKid(x.keys ?? []);
  const ky = byKid(y.keys ?? []);
  for (const [kid, k] of kx)
    if (!ky.has(kid)) out.push({ field: `${at}.keys[${kid}]`, from: k, to: null, direction: "tighten" });
  for (const [kid, k] of ky) {
    const old = kx.get(kid);
    if (!old || !same2(old, k))
      out.push({ field: `${at}.keys[${kid}]`, from: old ?? null, to: k, direction: "loosen" });
  }
  return out;
}
function same2(a, b) {
  return canonicalize2(a ?? null) === canonicalize2(b ?? null);
}
function byId(list2) {
  return new Map(list2.map((x) => [x.id, x]));
}
function byKid(list2) {
  return new Map(list2.map((k) => [k.kid, k]));
}

// src/core/policy/diff.ts
function classifyChange(base, head) {
  const changes = [];
  for (const scope of listScopes(base.policy, head.policy)) {
    const from = resolveEffectivePolicy(base.policy, scope);
    const to = resolveEffectivePolicy(head.policy, scope);
    for (const c of diffEffective(from, to)) changes.push({ file: POLICY_FILE, scope, ...c });
  }
  let cls = changes.reduce((acc, c) => maxClass(acc, c.direction), "neutral");
  const ceiling = diffCeiling(base.ceiling, head.ceiling).map((c) => ({
    file: CEILING_FILE,
    scope: null,
    ...c
  }));
  const registry = diffRegistry(base.approvers, head.approvers).map((c) => ({
    file: APPROVERS_FILE,
    scope: null,
    ...c
  }));
  if (ceiling.length + registry.length > 0) cls = "ceiling";
  changes.push(...ceiling, ...registry);
  return { class: cls, changes };
}
function maxClass(a, b) {
  const rank = (c) => CHANGE_CLASSES.indexOf(c);
  return rank(b) > rank(a) ? b : a;
}
function diffEffective(a, b) {
  const out = [];
  const push = (field, from, to, direction) => out.push({ field, from, to, direction });
  for (const key of Object.keys(a.budget)) {
    if (a.budget[key] !== b.budget[key])
      push(`budget.${key}`, a.budget[key], b.budget[key], larger(a.budget[key], b.budget[key]));
  }
  for (const key of ["oscillation_repeat", "thrash_window", "no_progress_window"]) {
    const x = a.convergence[key];
    const y = b.convergence[key];
    if (x !== y) push(`convergence.${key}`, x, y, larger(x, y));
  }
  if (a.convergence.on_stall !== b.convergence.on_stall) {
    push(
      "convergence.on_stall",
      a.convergence.on_stall,
      b.convergence.on_stall,
      haltToEscalate(a.convergence.on_stall)
    );
  }
  if (a.on_exceed !== b.on_exceed) push("on_exceed", a.on_exceed, b.on_exceed, haltToEscalate(a.on_exceed));
  if (a.max_delegation_level !== b.max_delegation_level) {
    push(
      "max_delegation_level",
      a.max_delegation_level,
      b.max_delegation_level,
      higherLevel(a.max_delegation_level, b.max_delegation_level)
    );
  }
  if (a.governance !== b.governance)
    push("governance", a.governance, b.governance, a.governance === "required" ? "loosen" : "tighten");
  const roleA = a.escalation.approver_role;
  const roleB = b.escalation.approver_role;
  if (roleA !== roleB)
    push("escalation.approver_role", roleA, roleB, roleB === "maintainer" ? "loosen" : "tighten");
  if (a.context.max_bytes !== b.context.max_bytes)
    push(
      "context.max_bytes",
      a.context.max_bytes,
      b.context.max_bytes,
      larger(a.context.max_bytes, b.context.max_bytes)
    );
  out.push(
    ...diffGates("gates", a.gates, b.gates),
    ...diffGates("success_criteria", a.success_criteria, b.success_criteria),
    ...diffById("context.must_keep", a.context.must_keep, b.context.must_keep),
    ...diffUnknown(a, b)
  );
  return out;
}
var KNOWN_FIELDS = {
  budget: true,
  on_exceed: true,
  convergence: true,
  gates: true,
  success_criteria: true,
  max_delegation_level: true,
  governance: true,
  escalation: ["approver_role"],
  context: ["max_bytes", "must_keep"]
};
function diffUnknown(a, b) {
  const out = [];
  const ra = a;
  const rb = b;
  for (const key of /* @__PURE__ */ new Set([...Object.keys(ra), ...Object.keys(rb)])) {
    const known = KNOWN_FIELDS[key];
    if (known === true) continue;
    const pick2 = (v) => known && isPlainObject(v) ? Object.fromEntries(Object.entries(v).filter(([k]) => !known.includes(k))) : v;
    for (const c of diffValues(pick2(ra[key]), pick2(rb[key]), key)) out.push({ ...c, direction: "loosen" });
  }
  return out;
}
function diffGates(field, a, b) {
  const firstCriteria = field === "success_criteria" && a.length === 0;
  return diffById(field, a, b, (h) => h.kind === "command" || firstCriteria ? "loosen" : "tighten");
}
function diffById(field, a, b, added = () => "tighten") {
  const out = [];
  const byId2 = (gs) => new Map(gs.map((g) => [g.id, g]));
  const before = byId2(a);
  const after = byId2(b);
  for (const [id, g] of before) {
    const h = after.get(id);
    if (!h) out.push({ field: `${field}[${id}]`, from: g, to: null, direction: "loosen" });
    else if (canonicalize3(g) !== canonicalize3(h))
      out.push({ field: `${field}[${id}]`, from: g, to: h, direction: "loosen" });
  }
  for (const [id, h] of after) {
    if (before.has(id)) continue;
    out.push({ field: `${field}[${id}]`, from: null, to: h, direction: added(h) });
  }
  return out;
}
function larger(from, to) {
  return to > from ? "loosen" : to < from ? "tighten" : "neutral";
}
function haltToEscalate(from) {
  return from === "halt" ? "loosen" : "tighten";
}
function higherLevel(from, to) {
  return levelRank(to) > levelRank(from) ? "loosen" : "tighten";
}
function diffValues(a, b, path2) {
  if (canonicalize3(a ?? null) === canonicalize3(b ?? null)) return [];
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = [.../* @__PURE__ */ new Set([...Object.keys(a), ...Object.keys(b)])].sort();
    return keys.flatMap((k) => diffValues(a[k], b[k], path2 ? `${path2}.${k}` : k));
  }
  return [{ field: path2 || "(file)", from: a ?? null, to: b ?? null }];
}
function isPlainObject(x) {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}

// src/core/policy/resolve-explain.ts
var BUILT_IN = "built-in strictest";
function explainEffectivePolicy(policy, scope) {
  const effective = resolveEffectivePolicy(policy, scope);
  const setBy = {};
  const mark = (field) => {
    setBy[field] = BUILT_IN;
  };
  for (const k of Object.keys(effective.budget)) mark(`budget.${k}`);
  mark("on_exceed");
  for (const k of Object.keys(effective.convergence)) mark(`convergence.${k}`);
  mark("max_delegation_level");
  mark("escalation.approver_role");
  mark("context.max_bytes");
  for (const [name, layer] of layersOf(policy, scope)) {
    for (const k of Object.keys(layer.budget ?? {})) setBy[`budget.${k}`] = name;
    if (layer.on_exceed !== void 0) setBy.on_exceed = name;
    for (const k of Object.keys(layer.convergence ?? {})) setBy[`convergence.${k}`] = name;
    if (layer.max_delegation_level !== void 0) setBy.max_delegation_level = name;
    for (const k of Object.keys(layer.escalation ?? {})) setBy[`escalation.${k}`] = name;
    if (layer.context?.max_bytes !== void 0) setBy["context.max_bytes"] = name;
    for (const m of layer.context?.must_keep ?? []) setBy[`context.must_keep ${m.id}`] = name;
    for (const g of layer.gates ?? []) setBy[`gate ${g.id}`] = name;
    for (const g of layer.success_criteria ?? []) setBy[`success ${g.id}`] = name;
  }
  setBy.governance = scope.profile === "prod" ? "profile prod (always required)" : policy?.profiles?.dev?.governance === "optional" ? "profiles.dev.governance" : BUILT_IN;
  const warnings = [];
  const named = Object.keys(policy?.projects ?? {});
  if (scope.project !== null && !named.includes(scope.project)) {
    warnings.push(
      `project ${JSON.stringify(scope.project)} is not named in the policy (${named.length ? `known: ${named.join(", ")}` : "it names no project"}): it gets the defaults and the levels only`
    );
  }
  if (levelRank(scope.level) > levelRank(effective.max_delegation_level)) {
    warnings.push(
      `level ${scope.level} is above this scope's max_delegation_level ${effective.max_delegation_level} (set by ${setBy.max_delegation_level}): a run at ${scope.level} is refused before its first step (HALT level_not_allowed)`
    );
  }
  return { effective, setBy, warnings };
}
function layersOf(policy, scope) {
  if (!policy) return [];
  const own = (o, k) => o && Object.hasOwn(o, k) ? o[k] : void 0;
  const project = scope.project === null ? void 0 : own(policy.projects, scope.project);
  const out = [
    ["defaults", policy.defaults],
    [`levels.${scope.level}`, own(policy.levels, scope.level)],
    [`projects.${scope.project}`, project],
    [`projects.${scope.project}.levels.${scope.level}`, own(project?.levels, scope.level)]
  ];
  return out.filter((l) => l[1] !== void 0);
}

// src/io/git/repo.ts
import { realpathSync } from "node:fs";

// src/io/fs/folder.ts
import { statSync as statSync2 } from "node:fs";

// src/io/fs/make-dir.ts
import { mkdirSync, statSync } from "node:fs";
import { dirname, resolve as resolve2 } from "node:path";

// src/io/fs/system-error.ts
import { resolve } from "node:path";
function systemFailure(e, doing, file) {
  const err = e;
  const syscall = err.syscall ?? doing;
  const code2 = err.code ?? "EIO";
  const other = err.path !== void 0 && (file === void 0 || resolve(err.path) !== resolve(file));
  const words = [systemWords(err, code2, syscall), other ? err.path : ""].filter(Boolean).join(": ");
  return `${syscall} failed with ${code2}${words ? ` (${words})` : ""}`;
}
function systemWords(err, code2, syscall) {
  let text = String(err?.message ?? err ?? "");
  if (text.startsWith(`${code2}: `)) text = text.slice(code2.length + 2);
  const tail = text.lastIndexOf(`, ${syscall}`);
  if (tail !== -1 && /^(?: '.*'(?: -> '.*')?)?$/s.test(text.slice(tail + syscall.length + 2)))
    text = text.slice(0, tail);
  return text === code2 ? "" : text;
}

// src/io/fs/make-dir.ts
function makeDirSync(dir, mode) {
  const missing = [];
  let p = resolve2(dir);
  while (!isDirectory(p)) {
    missing.push(p);
    const parent = dirname(p);
    if (parent === p) break;
    p = parent;
  }
  for (const d of missing.reverse()) {
    try {
      mkdirSync(d, mode === void 0 ? void 0 : { mode });
    } catch (e) {
      if (e.code !== "EEXIST" || !isDirectory(d)) throw e;
    }
  }
}
function isDirectory(p) {
  try {
    return statSync(p).isDirectory();
  } catch (e) {
    if (e.code === "ENOENT") return false;
    throw e;
  }
}
function makeDirOrFail(dir, code2, mode) {
  try {
    makeDirSync(dir, mode);
  } catch (e) {
    const why2 = whyNoFolder(e, dir);
    throw new LoopgovError(code2, `cannot create the folder ${dir}: ${why2}`, [{ file: dir, message: why2 }]);
  }
}
function whyNoFolder(e, dir) {
  const err = e;
  const at = err.path === void 0 || resolve2(err.path) === resolve2(dir) ? "it" : err.path;
  switch (err.code) {
    case "EEXIST":
      return `${at} exists and is not a folder`;
    case "ENOTDIR": {
      const file = fileInTheWay(dir);
      return file ? `${file} is a file, not a folder` : `a part of ${at === "it" ? "its path" : at} is a file, not a folder`;
    }
    case "EACCES":
    case "EPERM":
      return `no permission to create ${at}`;
    case "EROFS":
      return `${at} is on a read-only file system`;
    case "ENOENT":
      return `the file system refuses to create ${at} (ENOENT)`;
    default:
      return systemFailure(e, "mkdir", dir);
  }
}
function fileInTheWay(dir) {
  for (let p = dirname(resolve2(dir)); ; p = dirname(p)) {
    try {
      return statSync(p).isDirectory() ? null : p;
    } catch {
    }
    if (dirname(p) === p) return null;
  }
}

// src/io/fs/folder.ts
function whyNotAFolder(path2) {
  try {
    return statSync2(path2).isDirectory() ? null : "it is not a folder";
  } catch (e) {
    const code2 = e.code;
    return code2 === "ENOENT" || code2 === "ENOTDIR" ? "no such folder" : firstLine(e);
  }
}
function assertFolder(path2, at, o = {}) {
  const file = fileInTheWay(path2);
  const why2 = file ? `${file} is a file, not a folder` : whyNotAFolder(path2);
  if (why2 && !(o.mayBeMissing && why2 === "no such folder"))
    throw new LoopgovError("ERR_USAGE", `${at} ${path2}: ${why2}`);
}

// src/io/git/repo.ts
import { simpleGit } from "simple-git";

// src/io/git/invocation.ts
import { execFile } from "node:child_process";

// src/core/repo-location.ts
var USERINFO = /^([A-Za-z][A-Za-z0-9+.-]*):\/\/([^/?#]*)@/;
function redactRepoLocation(location) {
  const m = USERINFO.exec(location);
  if (!m) return location;
  const [whole, scheme, userinfo] = m;
  return `${redactedAuthority(whole, scheme, userinfo)}${location.slice(whole.length)}`;
}
function redactedAuthority(whole, scheme, userinfo) {
  if (/^(?:ssh|git\+ssh|ssh\+git)$/i.test(scheme) && !userinfo.includes(":")) return whole;
  return `${scheme}://***@`;
}
function redactUrlsIn(text) {
  return text.replace(
    /\b([A-Za-z][A-Za-z0-9+.-]*):\/\/([^\s/?#'"`<>]*)@/g,
    (whole, scheme, userinfo) => redactedAuthority(whole, scheme, userinfo)
  );
}

// src/io/git/invocation.ts
var GIT_SETTINGS = [
  // The history as recorded: replace refs (`git replace`, `refs/replace/*` a mirror clone brings along)
  // ignored, or a graft could hide a commit — a reject, a proposer — from the gate.
  "core.useReplaceRefs=false",
  // `log.showSignature=true` prints `gpg: Signature made …` into `git log`'s output, before each commit.
  "log.showSignature=false",
  // `log.showRoot=false` leaves the root commit out of `git log --raw`: a reject committed there unseen.
  "log.showRoot=true",
  // Commit messages (their trailers: co-authors) as UTF-8, never re-encoded to another charset.
  "i18n.logOutputEncoding=UTF-8"
];
var GIT_ARGS = GIT_SETTINGS.flatMap((s) => ["-c", s]);
function gitEnv(env2) {
  const out = { ...env2, LC_ALL: "C" };
  delete out.LANGUAGE;
  delete out.LC_MESSAGES;
  return out;
}
function gitProcessEnv(dir, access = {}) {
  const env2 = gitEnv(access.env ?? process.env);
  if (access.gitDir) env2.GIT_DIR = dir;
  return env2;
}
var SIMPLE_GIT_GUARDED = /^(?:git_.*|editor|visual|pager|prefix|ssh_askpass)$/i;
function simpleGitEnv(env2) {
  const out = {};
  for (const [k, v] of Object.entries(gitEnv(env2)))
    if (v !== void 0 && !SIMPLE_GIT_GUARDED.test(k)) out[k] = v;
  return out;
}
var ADVICE = /^(?:remote:\s*)?(?:warning|hint):/i;
var ERROR_LINE = /^(?:remote:\s*)?(?:fatal|error):/i;
var MAX_ERROR_LINES = 4;
function gitFailure(e) {
  const raw = e?.stderr || e?.message || (typeof e === "object" ? "" : e);
  const text = redactUrlsIn(String(raw ?? "").trim());
  const lines = text.split(/\r?\n/).map((l) => l.trim()).filter((l) => l !== "");
  const first = lines.findIndex((l) => ERROR_LINE.test(l));
  const cause = first < 0 ? [] : lines.slice(0, first).filter((l) => !ADVICE.test(l));
  const errors = first < 0 ? [] : lines.slice(first).filter((l) => ERROR_LINE.test(l));
  const said2 = [.../* @__PURE__ */ new Set([...cause, ...errors])].slice(0, MAX_ERROR_LINES);
  if (said2.length === 0) said2.push(lines.find((l) => !ADVICE.test(l)) ?? lines[0] ?? "");
  const trust = /git config --global --add safe\.directory [^\n]+/.exec(text)?.[0].trim();
  if (trust && !said2[0].includes(trust)) said2[0] = `${said2[0]} (git's way to trust it: ${trust})`;
  return said2.join("; ");
}
function gitSaid(r) {
  return gitFailure({ stderr: r.stderr }) || (r.code < 0 ? "git did not run" : `no message (exit ${r.code})`);
}
function runGit(dir, args, env2 = gitEnv(process.env)) {
  return new Promise((resolve11) => {
    execFile(
      "git",
      [...GIT_ARGS, ...args],
      { cwd: dir, env: env2, encoding: "utf8", maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code2 = error ? typeof error.code === "number" ? error.code : -1 : 0;
        resolve11({ code: code2, stdout, stderr });
      }
    );
  });
}

// src/io/git/objects.ts
import { spawn } from "node:child_process";
function topPath(path2) {
  return `:(top,literal)${path2}`;
}
var OID = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;
async function readObjects(dir, oids, maxBytes, access = {}) {
  const wanted = [...new Set(oids)];
  const out = /* @__PURE__ */ new Map();
  if (wanted.length === 0) return out;
  for (const oid of wanted)
    if (!OID.test(oid)) throw new LoopgovError("ERR_GIT", `not an object id: ${JSON.stringify(oid)}`);
  const check2 = parseBatch(await catFile(dir, access, "--batch-check", wanted), false);
  const small = wanted.filter((oid) => (check2.get(oid)?.size ?? Infinity) <= maxBytes);
  const full = parseBatch(await catFile(dir, access, "--batch", small), true);
  for (const oid of wanted) {
    const info = check2.get(oid);
    out.set(oid, full.get(oid) ?? info);
  }
  return out;
}
function catFile(dir, access, mode, oids) {
  if (oids.length === 0) return Promise.resolve(Buffer.alloc(0));
  return new Promise((resolve11, reject) => {
    const child = spawn("git", [...GIT_ARGS, "cat-file", mode], {
      cwd: dir,
      env: gitProcessEnv(dir, access),
      stdio: ["pipe", "pipe", "pipe"]
    });
    const chunks = [];
    let stderr = "";
    child.stdout.on("data", (d) => chunks.push(d));
    child.stderr.on("data", (d) => {
      stderr += d.toString("utf8");
    });
    child.on("error", (e) => reject(new LoopgovError("ERR_GIT", `cannot run git cat-file: ${firstLine(e)}`)));
    child.on("close", (code2) => {
      if (code2 === 0) resolve11(Buffer.concat(chunks));
      else
        reject(
          new LoopgovError(
            "ERR_GIT",
            `git cat-file ${mode} failed (exit ${code2}): ${gitFailure({ stderr })}`
          )
        );
    });
    child.stdin.on("error", () => {
    });
    child.stdin.end(`${oids.join("\n")}
`);
  });
}
function parseBatch(buf, withContent) {
  const out = /* @__PURE__ */ new Map();
  let at = 0;
  while (at < buf.length) {
    const nl = buf.indexOf(10, at);
    if (nl < 0) throw new LoopgovError("ERR_GIT", "git cat-file: truncated output");
    const [oid, type, sizeText] = buf.subarray(at, nl).toString("latin1").split(" ");
    at = nl + 1;
    if (type === "missing" || type === "ambiguous" || sizeText === void 0)
      throw new LoopgovError("ERR_GIT", `git cat-file: object ${oid} is ${type ?? "unreadable"}`);
    const size = Number(sizeText);
    const obj = { type, size };
    if (withContent) {
      if (at + size > buf.length) throw new LoopgovError("ERR_GIT", "git cat-file: truncated output");
      obj.content = buf.subarray(at, at + size);
      at += size + 1;
    }
    out.set(oid, obj);
  }
  return out;
}

// src/io/git/repo.ts
var SAFE_REV = /^[A-Za-z0-9][A-Za-z0-9._/@{}^~-]{0,254}$/;
function openGit(dir, access = {}) {
  const missing = whyNotAFolder(dir);
  if (missing)
    throw new LoopgovError("ERR_GIT", `cannot use ${JSON.stringify(dir)} as a git repository: ${missing}`);
  try {
    return simpleGit({
      baseDir: dir,
      maxConcurrentProcesses: 8,
      trimmed: false,
      config: [...GIT_SETTINGS],
      // simple-git's guard drops every GIT_* variable: this one is ours, set on purpose.
      ...access.gitDir ? { allowEnvironment: ["GIT_DIR"] } : {}
    }).env({
      ...simpleGitEnv(access.env ?? process.env),
      ...access.gitDir ? { GIT_DIR: dir } : {}
    });
  } catch (e) {
    throw new LoopgovError(
      "ERR_GIT",
      `cannot use ${JSON.stringify(dir)} as a git repository: ${firstLine(e)}`
    );
  }
}
async function openRepository(dir) {
  const git2 = openGit(dir);
  let out;
  try {
    out = await git2.raw(["rev-parse", "--is-inside-work-tree", "--show-prefix", "--absolute-git-dir"]);
  } catch (e) {
    const why2 = /not a git repository/i.test(firstLine(e)) ? "it is not a git repository (nor inside one)" : gitFailure(e);
    throw new LoopgovError("ERR_GIT", `cannot use ${JSON.stringify(dir)} as a git repository: ${why2}`);
  }
  const [inWorkTree, prefix, gitDir] = out.split("\n").map((l) => l.trim());
  if (inWorkTree === "true" && prefix === "") return git2;
  if (inWorkTree !== "true" && gitDir && samePath(dir, gitDir)) return git2;
  const top = inWorkTree === "true" ? (await git2.raw(["rev-parse", "--show-toplevel"]).catch(() => "")).trim() || "its top folder" : gitDir;
  const where = inWorkTree === "true" ? `the folder ${prefix} of` : "inside the git directory of";
  throw new LoopgovError(
    "ERR_USAGE",
    `${JSON.stringify(dir)} is ${where} the git repository ${top}, not its top: point at the repository's top folder (${top}) \u2014 policies/, approvals/ and proposals/ are read at the top of a repository`
  );
}
function samePath(a, b) {
  try {
    return realpathSync(a) === realpathSync(b);
  } catch {
    return false;
  }
}
async function resolveCommit(git2, rev) {
  if (!SAFE_REV.test(rev) || rev.includes("..")) {
    throw new LoopgovError("ERR_GIT_REV", `not a revision: ${JSON.stringify(rev)}`);
  }
  try {
    const out = await git2.raw(["rev-parse", "--verify", "--quiet", "--end-of-options", `${rev}^{commit}`]);
    const sha = out.trim();
    if (!FULL_COMMIT.test(sha)) throw new Error(`no such commit`);
    return sha;
  } catch (e) {
    throw new LoopgovError("ERR_GIT_REV", `cannot resolve revision ${JSON.stringify(rev)}: ${firstLine(e)}`);
  }
}
async function readGovernedTree(git2, commit) {
  let listing;
  try {
    listing = await git2.raw(["ls-tree", "-r", "-z", "--full-tree", commit, "--", topPath(GOVERNED_DIR)]);
  } catch (e) {
    throw new LoopgovError("ERR_GIT", `git ls-tree ${commit} failed: ${firstLine(e)}`);
  }
  const entries = [];
  const oids = /* @__PURE__ */ new Map();
  for (const record2 of listing.split("\0")) {
    if (!record2) continue;
    const tab = record2.indexOf("	");
    const [mode, type, oid] = record2.slice(0, tab).split(" ");
    const entry = { mode, type, path: record2.slice(tab + 1) };
    entries.push(entry);
    oids.set(entry, oid);
  }
  assertGovernedTree(entries, commit);
  await Promise.all(
    entries.map(async (e) => {
      try {
        e.content = await git2.binaryCatFile(["blob", oids.get(e)]);
      } catch (err) {
        throw new LoopgovError("ERR_GIT", `cannot read ${e.path} at ${commit}: ${firstLine(err)}`);
      }
    })
  );
  return entries;
}
async function loadGovernedRevision(dir, rev, label) {
  const git2 = await openRepository(dir);
  let commit;
  try {
    commit = await resolveCommit(git2, rev);
    const entries = await readGovernedTree(git2, commit);
    const digest = computeDigest(entries);
    const set = parsePolicySet(
      entries.map((e) => ({ path: e.path, content: e.content })),
      { complete: true }
    );
    return { commit, digest, set, entries };
  } catch (e) {
    if (!(e instanceof LoopgovError) || commit === void 0 && !label) throw e;
    const what = `${label ?? "revision"} ${JSON.stringify(rev)}${commit ? ` (commit ${commit.slice(0, 12)})` : ""}`;
    throw new LoopgovError(e.code, `${what}: ${e.message}`, e.problems);
  }
}
async function digestAt(dir, rev) {
  const git2 = await openRepository(dir);
  const commit = await resolveCommit(git2, rev);
  return computeDigest(await readGovernedTree(git2, commit));
}
async function loadRevision(git2, rev) {
  let commit;
  let digest;
  try {
    commit = await resolveCommit(git2, rev);
    const entries = await readGovernedTree(git2, commit);
    digest = computeDigest(entries);
    const set = parsePolicySet(
      entries.map((e) => ({ path: e.path, content: e.content })),
      { complete: true }
    );
    return { ok: true, commit, digest, set };
  } catch (e) {
    if (!(e instanceof LoopgovError)) throw e;
    return {
      ok: false,
      rev,
      ...commit ? { commit } : {},
      ...digest ? { digest } : {},
      message: describeError(e),
      problems: e.problems
    };
  }
}

// src/io/policy/dir.ts
import { lstat, readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";
async function loadPolicyDir(dir) {
  return (await loadGovernedDir(dir)).set;
}
async function loadGovernedDir(dir) {
  let names;
  try {
    names = await readdir(dir);
  } catch (e) {
    throw new LoopgovError("ERR_POLICY_MISSING", `cannot read policy folder ${dir}: ${describeError(e)}`, [
      { file: dir, message: e.code ?? "unreadable" }
    ]);
  }
  const files = [];
  const entries = [];
  for (const name of names.sort()) {
    const full = join(dir, name);
    const path2 = `${GOVERNED_DIR}/${relative(dir, full)}`;
    const st = await lstat(full);
    if (st.isSymbolicLink() || !st.isFile()) {
      throw new LoopgovError(
        "ERR_TREE_INVALID",
        `${full}: only regular files are allowed in a policies folder${await repositoryHint(dir, names)}`,
        [
          {
            file: full,
            message: st.isSymbolicLink() ? "symlinks are not allowed" : "only regular files are allowed"
          }
        ]
      );
    }
    const content = await readFile(full);
    files.push({ path: path2, content });
    entries.push({ mode: st.mode & 64 ? "100755" : "100644", type: "blob", path: path2, content });
  }
  return { set: parsePolicySet(files, { complete: true, dir }), digest: computeDigest(entries) };
}
async function repositoryHint(dir, names) {
  if (!names.includes(GOVERNED_DIR)) return "";
  const inner = join(dir, GOVERNED_DIR);
  const isDir = await lstat(inner).then(
    (st) => st.isDirectory(),
    () => false
  );
  return isDir ? ` (${dir} looks like a repository: its policies are in ${inner})` : "";
}

// src/core/trace/merkle.ts
import { createHash as createHash2 } from "node:crypto";
var LEAF = Buffer.from([0]);
var NODE = Buffer.from([1]);
function leafHash(recordHash) {
  return createHash2("sha256").update(LEAF).update(Buffer.from(recordHash, "hex")).digest();
}
function nodeHash(left, right) {
  return createHash2("sha256").update(NODE).update(left).update(right).digest();
}
var EMPTY_ROOT = createHash2("sha256").digest();
var MerkleFrontier = class {
  stack = [];
  size = 0;
  push(leaf) {
    let h = leaf;
    for (let s = this.size; s & 1; s >>= 1) h = nodeHash(this.stack.pop(), h);
    this.stack.push(h);
    this.size++;
  }
  root() {
    if (this.stack.length === 0) return EMPTY_ROOT;
    let r = this.stack[this.stack.length - 1];
    for (let i = this.stack.length - 2; i >= 0; i--) r = nodeHash(this.stack[i], r);
    return r;
  }
};
function split(n) {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}
function inclusionPath(m, n, subtree) {
  if (!(Number.isSafeInteger(m) && Number.isSafeInteger(n) && m >= 0 && m < n)) {
    throw new RangeError(`leaf ${m} is not in a tree of ${n} leaves`);
  }
  const out = [];
  let lo = 0;
  let hi = n;
  while (hi - lo > 1) {
    const k = split(hi - lo);
    if (m < lo + k) {
      out.push(subtree(lo + k, hi));
      hi = lo + k;
    } else {
      out.push(subtree(lo, lo + k));
      lo += k;
    }
  }
  return out.reverse();
}
function subtreeRoot(lo, hi, node) {
  const size = hi - lo;
  if (size === 1) return node(0, lo);
  if ((size & size - 1) === 0 && lo % size === 0) return node(Math.log2(size), lo / size);
  const k = split(size);
  return nodeHash(subtreeRoot(lo, lo + k, node), subtreeRoot(lo + k, hi, node));
}
function verifyInclusion(leaf, m, n, path2, root) {
  if (!(m >= 0 && m < n)) return false;
  let fn = m;
  let sn = n - 1;
  let r = leaf;
  for (const p of path2) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      r = nodeHash(p, r);
      if (fn % 2 === 0) {
        while (fn % 2 === 0 && fn !== 0) {
          fn = Math.floor(fn / 2);
          sn = Math.floor(sn / 2);
        }
      }
    } else {
      r = nodeHash(r, p);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 && r.equals(root);
}

// src/core/trace/steps.ts
var MAX_STEP = Number.MAX_SAFE_INTEGER;
function stepOrderProblem(step, previous) {
  if (typeof step !== "number" || !Number.isInteger(step) || step < 0 || step > MAX_STEP)
    return `${JSON.stringify(step) ?? String(step)} is not a step number (a whole number from 0)`;
  if (previous === null || step > previous) return null;
  return `${step} ${step === previous ? "repeats" : "goes backwards from"} step ${previous} (steps must increase)`;
}

// src/core/trace/segments.ts
var FIELDS_NEEDED = /* @__PURE__ */ new Set(["run_end", "resume", "run_continue"]);
function createSegmentTracker() {
  let state = "before";
  let escalationHash = null;
  let lastResume = null;
  const accept = (type, index, hash, fields) => {
    if (type === "recovery") return null;
    if (state === "before") {
      if (type !== "run_start") return `${type} before run_start`;
      state = "open";
      return null;
    }
    if (type === "run_start") return "a second run_start";
    switch (state) {
      case "open":
        if (type === "iteration" || type === "halt_request") return null;
        if (type === "run_end") {
          state = fields().decision === "ESCALATE" ? "escalating" : "ended";
          return null;
        }
        return `${type} in a running segment (only iteration, halt_request and run_end may come before run_end)`;
      case "ended":
        return type === "halt_request" ? null : `${type} after run_end`;
      case "escalating":
        if (type === "halt_request") return null;
        if (type === "escalation") {
          state = "escalated";
          escalationHash = hash;
          lastResume = null;
          return null;
        }
        return `${type} after run_end`;
      case "escalated":
        return escalated(type, index, fields);
    }
    return `${type} after run_end`;
  };
  const escalated = (type, index, fields) => {
    if (type === "halt_request") return null;
    if (type === "resume") {
      const f = fields();
      if (f.head !== escalationHash) {
        return `resume bound to head ${String(f.head)}, not to the escalation record ${escalationHash}`;
      }
      lastResume = { index, decision: f.decision };
      return null;
    }
    if (type === "run_continue") {
      const f = fields();
      if (!lastResume || f.resume_index !== lastResume.index) {
        return `run_continue names resume record ${String(f.resume_index)}, not the latest resume (${lastResume?.index ?? "none"})`;
      }
      if (lastResume.decision !== "resume")
        return `run_continue after a resume whose decision is ${String(lastResume.decision)}`;
      state = "open";
      escalationHash = null;
      return null;
    }
    if (type === "run_end") {
      if (fields().decision !== "HALT") return "an escalated run can only end as HALT";
      state = "ended";
      return null;
    }
    return `${type} while the run is escalated (it goes on only through run_continue)`;
  };
  return {
    get state() {
      return state;
    },
    get escalationHash() {
      return escalationHash;
    },
    accept
  };
}

// src/core/trace/verify.ts
function chainHead(report) {
  return { index: report.length - 1, hash: report.head };
}
var NUMBER = /^-?\d/;
function rawValue(text) {
  return NUMBER.test(text) ? Number(text) : JSON.parse(text);
}
function createChainVerifier(opts = {}) {
  let pending;
  let seen = 0;
  let prev = GENESIS_PREV;
  let runId = opts.runId ?? null;
  const segments = createSegmentTracker();
  let recoveries = 0;
  let lastStep = null;
  const claims = [...opts.checkpoint ? [opts.checkpoint] : [], ...opts.checkpoints ?? []];
  const claimsAt = /* @__PURE__ */ new Map();
  for (const c of claims)
    (claimsAt.get(c.length - 1) ?? claimsAt.set(c.length - 1, []).get(c.length - 1)).push(c);
  const longest = claims.reduce(
    (a, c) => a && a.length >= c.length ? a : c,
    void 0
  );
  const frontier = opts.merkle || claims.some((c) => c.root) ? new MerkleFrontier() : null;
  let finding2 = null;
  const fail = (index, reason, message) => {
    finding2 ??= { index, reason, message };
  };
  const judge = (line, last, terminated) => {
    const index = seen++;
    if (finding2) return;
    if (last && !terminated) {
      const size = typeof line === "string" ? `${line.length} chars` : `${line.bytes} bytes`;
      fail(index, "torn", `last line has no newline (${size}): a write cut short`);
      return;
    }
    if (typeof line !== "string") {
      fail(index, "unparsable", undecodableMessage(line));
      return;
    }
    const env2 = scanCanonicalLine(line);
    if (env2) {
      const bad = envelopeProblem(env2);
      const computed = bad ? "" : hashCanonicalPrefix(line, env2.canonicalEnd);
      if (bad)
        fail(index, "unparsable", bad);
      else if (computed !== env2.hash)
        fail(index, "hash", `hash ${env2.hash} does not match content (${computed})`);
      else if (judgeRecord(env2, index, line, env2.step === void 0 ? void 0 : rawValue(env2.step)) && opts.onArtifact && env2.type === "iteration" && env2.artifact)
        artifact(index, JSON.parse(env2.artifact));
      return;
    }
    const c = checkLine(line);
    if (!c.ok) {
      if (last && c.reason === "unparsable" && c.record === void 0)
        fail(index, "torn", `last line is cut short or garbled: ${c.message}`);
      else fail(index, c.reason, c.message);
      return;
    }
    if (judgeRecord(c.record, index, line, c.record.step) && c.record.type === "iteration")
      artifact(index, c.record.artifact);
  };
  const artifact = (index, value) => {
    if (!opts.onArtifact || value === null || value === void 0) return;
    opts.onArtifact(index, typeof value === "object" ? value.sha256 : value);
  };
  const judgeRecord = (r, index, line, step) => {
    if (r.prev !== prev) {
      fail(index, "link", `prev ${r.prev} is not the previous record's hash ${prev}`);
      return false;
    }
    if (r.index !== index) {
      fail(index, "order", `record says index ${r.index} but is line ${index}`);
      return false;
    }
    if (runId === null && r.type === "run_start") runId = r.run_id;
    if (runId !== null && r.run_id !== runId) {
      fail(index, "run_id", `run_id ${JSON.stringify(r.run_id)} in a trace of run ${JSON.stringify(runId)}`);
      return false;
    }
    if (r.type === "recovery") recoveries++;
    const fields = () => FIELDS_NEEDED.has(r.type) ? JSON.parse(line) : {};
    const refused2 = segments.accept(r.type, index, r.hash, fields);
    if (refused2) {
      fail(index, "order", refused2);
      return false;
    }
    if (r.type === "iteration") {
      const bad = stepOrderProblem(step, lastStep);
      if (bad) {
        fail(index, "order", `iteration step ${bad}: the runtime never writes such a step`);
        return false;
      }
      lastStep = step;
    }
    const here = claimsAt.get(index) ?? [];
    const wrongHead = here.find((c) => r.hash !== c.head);
    if (wrongHead) {
      fail(
        index,
        "checkpoint mismatch",
        `record ${index} has hash ${r.hash}; ${said(wrongHead)} ${wrongHead.head}`
      );
      return false;
    }
    frontier?.push(leafHash(r.hash));
    const rooted = here.filter((c) => c.root);
    if (rooted.length > 0) {
      const root = frontier.root().toString("hex");
      const wrongRoot = rooted.find((c) => c.root !== root);
      if (wrongRoot) {
        fail(
          index,
          "checkpoint mismatch",
          `the Merkle root of records 0\u2026${index} is ${root}; ${said(wrongRoot)} ${wrongRoot.root}`
        );
        return false;
      }
    }
    opts.onRecord?.(index, r.hash);
    prev = r.hash;
    return true;
  };
  return {
    push(line) {
      if (pending !== void 0) judge(pending, false, true);
      pending = line;
    },
    end(endOpts = {}) {
      const terminated = endOpts.terminated ?? true;
      if (pending !== void 0) judge(pending, true, terminated);
      pending = void 0;
      if (longest && seen < longest.length) {
        fail(
          seen,
          "checkpoint mismatch",
          `trace has ${seen} records; ${said(longest)} ${longest.length}: truncated`
        );
      }
      const state = segments.state;
      const ended = state === "ended" || state === "escalating" || state === "escalated";
      if (seen === 0) fail(0, "order", "empty trace: no run_start");
      else if (state === "before") fail(seen, "order", "no run_start");
      else if (!ended && !opts.allowOpen) {
        fail(
          seen,
          "missing run_end",
          `no run_end after record ${seen - 1}: the run is still open or was cut short`
        );
      }
      return {
        ok: finding2 === null,
        length: seen,
        head: prev,
        runId,
        ended,
        state,
        escalationHead: state === "escalated" ? segments.escalationHash : null,
        recoveries,
        finding: finding2,
        ...opts.merkle && frontier ? { root: frontier.root().toString("hex") } : {}
      };
    }
  };
}
function said(c) {
  return `the checkpoint${c.name ? ` ${c.name}` : ""} says`;
}

// src/io/trace/read.ts
import { createReadStream } from "node:fs";
import { join as join3 } from "node:path";

// src/io/trace/artifacts.ts
import { constants, fstatSync, lstatSync, openSync, readFileSync, closeSync } from "node:fs";
import { join as join2 } from "node:path";
function readRecordedArtifact(artifactsDir, sha256) {
  if (typeof sha256 !== "string" || !HEX64.test(sha256)) {
    return {
      ok: false,
      problem: "ref",
      message: `artifact reference ${JSON.stringify(sha256)} refused: it must be 64 lowercase hex digits naming a file in artifacts/`
    };
  }
  const path2 = join2(artifactsDir, sha256);
  let bytes;
  try {
    const dir = lstatSync(artifactsDir);
    if (!dir.isDirectory()) throw Object.assign(new Error("not a directory"), { code: "ENOTDIR" });
    const fd = openSync(path2, constants.O_RDONLY | constants.O_NOFOLLOW);
    try {
      if (!fstatSync(fd).isFile()) throw Object.assign(new Error("not a regular file"), { code: "EISDIR" });
      bytes = readFileSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch (e) {
    const code2 = e.code ?? String(e);
    const why2 = code2 === "ELOOP" ? "a symlink (refused)" : code2 === "ENOTDIR" ? "artifacts/ is not a directory" : code2;
    return { ok: false, problem: "missing", message: `artifact ${sha256} cannot be read: ${why2}` };
  }
  const actual = sha256Hex(bytes);
  if (actual !== sha256) {
    return {
      ok: false,
      problem: "mismatch",
      message: `artifact ${sha256} was replaced: its bytes now hash to ${actual}`,
      path: path2,
      bytes
    };
  }
  return { ok: true, sha256, path: path2, bytes };
}

// src/io/trace/files.ts
import { randomBytes } from "node:crypto";
import {
  closeSync as closeSync2,
  fdatasync,
  fdatasyncSync,
  fsync,
  fsyncSync,
  openSync as openSync2,
  readSync,
  renameSync,
  unlinkSync,
  writeSync
} from "node:fs";
import { open } from "node:fs/promises";
import { sep } from "node:path";
import { promisify } from "node:util";
var realSyscalls = {
  write: (fd, buf) => writeSync(fd, buf, 0, buf.length),
  fdatasync: (fd) => flushFd(fd, true)
};
var flushes = [];
var inFlight = 0;
function flushFd(fd, dataOnly) {
  return new Promise((resolve11, reject) => {
    if (flushes.length === 0) setImmediate(drainFlushes);
    flushes.push({ fd, dataOnly, done: (e) => e ? reject(e) : resolve11() });
  });
}
function drainFlushes() {
  const batch = flushes;
  flushes = [];
  if (batch.length === 1 && inFlight === 0) {
    const r = batch[0];
    try {
      if (r.dataOnly) fdatasyncSync(r.fd);
      else fsyncSync(r.fd);
      r.done(null);
    } catch (e) {
      r.done(e);
    }
    return;
  }
  for (const r of batch) {
    inFlight++;
    (r.dataOnly ? fdatasync : fsync)(r.fd, (e) => {
      inFlight--;
      r.done(e);
    });
  }
}
var fdatasyncAsync = promisify(fdatasync);
var threadPoolSyscalls = {
  write: realSyscalls.write,
  fdatasync: (fd) => fdatasyncAsync(fd)
};
function traceIoError(e, file, doing, errorCode = "ERR_TRACE") {
  if (e instanceof LoopgovError) return e;
  const failure = systemFailure(e, doing, file);
  return new LoopgovError(errorCode, `cannot ${doing} ${file}: ${failure}`, [{ file, message: failure }]);
}
async function fsyncDir(dir) {
  let fd;
  try {
    fd = openSync2(dir, "r");
    await flushFd(fd, false);
  } catch (e) {
    throw traceIoError(e, dir, "fsync directory");
  } finally {
    if (fd !== void 0) closeSync2(fd);
  }
}
async function fsyncFile(file) {
  const fd = openSync2(file, "r");
  try {
    await flushFd(fd, false);
  } finally {
    closeSync2(fd);
  }
}
async function fsyncFileAsync(file) {
  const fh = await open(file, "r");
  try {
    await fh.sync();
  } finally {
    await fh.close();
  }
}
var tmpCounter = 0;
var TMP_PREFIX = `${process.pid}-${randomBytes(6).toString("hex")}-`;
async function writeOnce(dir, name, bytes, durable, dirExists = false) {
  if (!durable) return writeOnceNow(dir, name, bytes, dirExists);
  const t = openTemp(dir, name, bytes, dirExists);
  try {
    await flushFd(t.fd, false);
  } catch (e) {
    throw discardTemp(t, e);
  }
  placeTemp(t);
  await fsyncDir(dir);
  return t.target;
}
function writeOnceNow(dir, name, bytes, dirExists = false) {
  const t = openTemp(dir, name, bytes, dirExists);
  placeTemp(t);
  return t.target;
}
function openTemp(dir, name, bytes, dirExists) {
  const target = `${dir}${sep}${name}`;
  const tmp = `${dir}${sep}.tmp-${TMP_PREFIX}${++tmpCounter}`;
  if (!dirExists) {
    try {
      makeDirSync(dir);
    } catch (e) {
      throw traceIoError(e, dir, "create directory");
    }
  }
  let fd;
  try {
    fd = openSync2(tmp, "wx", 420);
    let off = 0;
    while (off < bytes.length) off += writeSync(fd, bytes, off, bytes.length - off);
    return { fd, tmp, target };
  } catch (e) {
    throw discardTemp({ fd, tmp, target }, e);
  }
}
function placeTemp(t) {
  try {
    closeSync2(t.fd);
    renameSync(t.tmp, t.target);
  } catch (e) {
    throw discardTemp({ ...t, fd: void 0 }, e);
  }
}
function discardTemp(t, e) {
  if (t.fd !== void 0) {
    try {
      closeSync2(t.fd);
    } catch {
    }
  }
  try {
    unlinkSync(t.tmp);
  } catch {
  }
  return traceIoError(e, t.target, "write");
}
function lastNewlineBefore(fd, end, file) {
  const chunk = Buffer.allocUnsafe(64 * 1024);
  let pos = end;
  try {
    while (pos > 0) {
      const len = Math.min(chunk.length, pos);
      pos -= len;
      const n = readSync(fd, chunk, 0, len, pos);
      const nl = chunk.subarray(0, n).lastIndexOf(10);
      if (nl >= 0) return pos + nl;
    }
  } catch (e) {
    throw traceIoError(e, file, "read");
  }
  return -1;
}
function readRange(fd, start, end, file) {
  const buf = Buffer.allocUnsafe(end - start);
  let off = 0;
  try {
    while (off < buf.length) {
      const n = readSync(fd, buf, off, buf.length - off, start + off);
      if (n === 0) break;
      off += n;
    }
  } catch (e) {
    throw traceIoError(e, file, "read");
  }
  return buf.subarray(0, off);
}

// src/io/trace/utf8.ts
import { isUtf8 } from "node:buffer";
function decodeLine(buf, start = 0, end = buf.length) {
  const bytes = buf.subarray(start, end);
  if (isUtf8(bytes)) return buf.toString("utf8", start, end);
  const bom = utf16BomOf(bytes);
  return { undecodable: "utf-8", at: firstInvalidUtf8(bytes), bytes: bytes.length, ...bom ? { bom } : {} };
}

// src/io/trace/read.ts
var MAX_LINE_BYTES = 64 * 1024 * 1024;
function runPaths(traceDir, runId) {
  parseRunId(runId);
  const dir = join3(traceDir, runId);
  return {
    dir,
    trace: join3(dir, "trace.jsonl"),
    artifacts: join3(dir, "artifacts"),
    recovered: join3(dir, "recovered"),
    lock: join3(dir, "trace.jsonl.lock"),
    wanted: join3(dir, "trace.jsonl.lock.wanted")
  };
}
async function forEachLine(file, onLine, chunkBytes = 1 << 20) {
  let carry = null;
  let lines = 0;
  const stream = createReadStream(file, { highWaterMark: chunkBytes });
  try {
    for await (const chunk of stream) {
      const buf = chunk;
      let start = 0;
      if (carry) {
        const nl = chunk.indexOf(10);
        if (nl < 0) {
          carry = Buffer.concat([carry, chunk]);
          if (carry.length > MAX_LINE_BYTES) throw tooLong(file, lines);
          continue;
        }
        const p = onLine(decodeLine(Buffer.concat([carry, chunk.subarray(0, nl)])));
        if (p instanceof Promise) await p;
        lines++;
        carry = null;
        start = nl + 1;
      }
      for (; ; ) {
        const nl = buf.indexOf(10, start);
        if (nl < 0) break;
        const p = onLine(decodeLine(buf, start, nl));
        if (p instanceof Promise) await p;
        lines++;
        start = nl + 1;
      }
      if (start < buf.length) {
        carry = Buffer.from(buf.subarray(start));
        if (carry.length > MAX_LINE_BYTES) throw tooLong(file, lines);
      }
    }
  } catch (e) {
    const err = e;
    if (e instanceof LoopgovError || typeof err?.syscall !== "string") throw e;
    throw traceIoError(err, file, "read");
  } finally {
    stream.destroy();
  }
  if (carry && carry.length > 0) {
    const p = onLine(decodeLine(carry));
    if (p instanceof Promise) await p;
    return { terminated: false, lines: lines + 1 };
  }
  return { terminated: true, lines };
}
function tooLong(file, line) {
  return new LoopgovError("ERR_TRACE", `${file}: line ${line} is longer than ${MAX_LINE_BYTES} bytes`, [
    { file, line: line + 1, message: "line too long" }
  ]);
}
async function verifyTraceFile(traceDir, runId, opts = {}) {
  const { artifacts: checkArtifacts = true, ...chainOpts } = opts;
  const paths = runPaths(traceDir, runId);
  const artifacts = checkArtifacts ? createArtifactChecker(paths.artifacts) : null;
  const v = createChainVerifier({
    ...chainOpts,
    runId,
    ...artifacts ? { onArtifact: artifacts.check } : {}
  });
  let report;
  try {
    const { terminated } = await forEachLine(paths.trace, (line) => v.push(line));
    report = v.end({ terminated });
  } catch (e) {
    if (e instanceof LoopgovError && e.message.includes("longer than")) {
      const line = e.problems[0]?.line ?? 1;
      report = v.end({ terminated: true });
      report = {
        ...report,
        ok: false,
        finding: report.finding?.index !== void 0 && report.finding.index < line - 1 ? report.finding : { index: line - 1, reason: "unparsable", message: e.message }
      };
    } else throw e;
  }
  const bad = artifacts?.finding;
  if (bad && (report.finding === null || bad.index < report.finding.index)) {
    report = { ...report, ok: false, finding: bad };
  }
  return { ...report, artifacts: artifacts ? { checked: artifacts.checked } : null };
}
function createArtifactChecker(dir) {
  const seen = /* @__PURE__ */ new Set();
  const state = { checked: 0, finding: null };
  return {
    get checked() {
      return state.checked;
    },
    get finding() {
      return state.finding;
    },
    check(index, sha256) {
      if (state.finding || typeof sha256 === "string" && seen.has(sha256)) return;
      const c = readRecordedArtifact(dir, sha256);
      if (seen.size >= 1e4) seen.clear();
      if (typeof sha256 === "string") seen.add(sha256);
      if (c.ok) state.checked++;
      else state.finding = { index, reason: "artifact", message: c.message };
    }
  };
}

// src/io/trace/store.ts
import {
  closeSync as closeSync4,
  constants as constants2,
  fstatSync as fstatSync3,
  ftruncateSync,
  lstatSync as lstatSync2,
  mkdirSync as mkdirSync3,
  openSync as openSync4,
  statSync as statSync5
} from "node:fs";
import { sep as sep2 } from "node:path";

// src/io/trace/lock.ts
import { existsSync, mkdirSync as mkdirSync2, rmdirSync as rmdirSync2, statSync as statSync4, unlinkSync as unlinkSync2, utimesSync, writeFileSync } from "node:fs";
import { dirname as dirname2 } from "node:path";

// src/io/trace/dir-watch.ts
import { appendFileSync, rmdirSync, statSync as statSync3, truncateSync } from "node:fs";
import { join as join4 } from "node:path";
import { onExit } from "signal-exit";
var SIGNAL_NAME = ".loopgov-lock-wanted";
var POLL_MS = 2;
var TICK_MS = 10;
var SIGNAL_MAX_BYTES = 4096;
var watches = /* @__PURE__ */ new Map();
var held = /* @__PURE__ */ new Set();
var exitHook = false;
function signalPath(traceDir) {
  return join4(traceDir, SIGNAL_NAME);
}
function raiseSignal(traceDir) {
  const file = signalPath(traceDir);
  try {
    if (statSync3(file).size > SIGNAL_MAX_BYTES) truncateSync(file, 0);
  } catch {
  }
  try {
    appendFileSync(file, "w");
  } catch {
  }
}
var TraceDirWatch = class _TraceDirWatch {
  constructor(signal) {
    this.signal = signal;
  }
  signal;
  /** Bumped each time the signal file is seen to have changed. */
  generation = 0;
  lastPoll = 0;
  seen = "";
  locks = /* @__PURE__ */ new Set();
  timer = null;
  /** The watch of `traceDir` for this process. */
  static of(traceDir) {
    let w = watches.get(traceDir);
    if (!w) {
      w = new _TraceDirWatch(signalPath(traceDir));
      watches.set(traceDir, w);
    }
    return w;
  }
  /** The signal's generation, re-read if the last look is older than `POLL_MS` (or `force`). */
  poll(now, force = false) {
    if (!force && now - this.lastPoll < POLL_MS) return this.generation;
    this.lastPoll = now;
    let mark = "";
    try {
      const st = statSync3(this.signal);
      mark = `${st.size}:${st.mtimeMs}:${st.ino}`;
    } catch {
      mark = "";
    }
    if (mark !== this.seen) {
      this.seen = mark;
      this.generation++;
    }
    return this.generation;
  }
  /** A lock was taken: watch it (refreshed, asked, cleaned up at exit). */
  add(lock) {
    this.locks.add(lock);
    held.add(lock);
    hookExit();
    if (!this.timer) {
      this.timer = setInterval(() => this.tick(), TICK_MS);
      this.timer.unref();
    }
  }
  /** A lock was released or lost. */
  delete(lock) {
    this.locks.delete(lock);
    held.delete(lock);
    if (this.locks.size === 0 && this.timer) {
      clearInterval(this.timer);
      this.timer = null;
    }
  }
  /** Moves a freshly touched lock to the end of the refresh order. */
  touched(lock) {
    if (this.locks.delete(lock)) this.locks.add(lock);
  }
  tick() {
    const now = Date.now();
    const before = this.generation;
    if (this.poll(now, true) !== before) for (const l of [...this.locks]) l.checkWanted(now);
    for (const l of this.locks) {
      if (l.refreshDue > now) break;
      l.refresh(now);
    }
  }
};
function hookExit() {
  if (exitHook) return;
  exitHook = true;
  onExit(() => {
    for (const l of held) {
      try {
        rmdirSync(l.lockDir);
      } catch {
      }
    }
  });
}

// src/io/trace/lock.ts
var DEFAULTS = {
  staleMs: 1e4,
  timeoutMs: 3e4,
  idleReleaseMs: 50,
  yieldMs: 250
};
var pause = (ms) => new Promise((r) => setTimeout(r, ms));
var RunLock = class {
  constructor(paths, opts = {}) {
    this.paths = paths;
    this.o = { ...DEFAULTS, ...opts };
    this.o.staleMs = Math.max(this.o.staleMs, 2e3);
    this.lockDir = paths.lock;
    this.traceDir = dirname2(paths.dir);
    this.watch = TraceDirWatch.of(this.traceDir);
  }
  paths;
  lockDir;
  refreshDue = 0;
  isHeld = false;
  /** The mtime this holder last gave the lock (ms; a file system may keep it rounded down to the second). */
  mtime = 0;
  /** Until when nobody else can have taken the lock over (see `touch`). */
  exclusiveUntil = 0;
  compromised = null;
  yieldUntil = 0;
  seenGeneration = -1;
  asked = false;
  owner = null;
  o;
  traceDir;
  watch;
  get held() {
    return this.isHeld;
  }
  /** Whom to ask to hand over when the lock is wanted while idle. */
  setOwner(owner) {
    this.owner = owner;
  }
  /** Held, and certainly nobody else's since the holder last looked: no need for `mustLook` (no await). */
  get fresh() {
    return this.isHeld && Date.now() < this.exclusiveUntil;
  }
  /**
   * Makes sure this writer holds the lock; true when the caller must look at the file before writing
   * (the lock was just taken, or re-checked, so someone else may have appended meanwhile).
   * Throws `ERR_TRACE_LOCK` on timeout or any error but "busy".
   */
  async mustLook() {
    if (this.isHeld) {
      const now = Date.now();
      if (now < this.exclusiveUntil) return false;
      this.refresh(now);
      if (this.isHeld) return true;
    }
    await this.acquire();
    return true;
  }
  /** Takes the lock (no-op when held). Throws `ERR_TRACE_LOCK` on timeout or any error but "busy". */
  async acquire() {
    if (this.isHeld) return;
    const deadline = Date.now() + this.o.timeoutMs;
    while (Date.now() < this.yieldUntil && existsSync(this.paths.wanted)) await pause(1);
    this.yieldUntil = 0;
    let wait = 1;
    for (; ; ) {
      if (this.tryLock()) return;
      try {
        writeFileSync(this.paths.wanted, "");
      } catch {
      }
      raiseSignal(this.traceDir);
      if (Date.now() >= deadline) {
        throw new LoopgovError(
          "ERR_TRACE_LOCK",
          `timed out after ${this.o.timeoutMs} ms waiting for the lock ${this.paths.lock} (another writer holds it; a crashed one's lock goes stale after ${this.o.staleMs} ms)`,
          [{ file: this.paths.lock, message: "mkdir: lock held by another writer" }]
        );
      }
      await pause(wait);
      wait = Math.min(wait * 2, 16);
    }
  }
  /** One attempt: mkdir, or take over a stale lock. False when another writer holds it. */
  tryLock() {
    try {
      mkdirSync2(this.paths.lock);
    } catch (e) {
      const err = e;
      if (err.code !== "EEXIST") throw lockError(this.paths.lock, err);
      let mtimeMs;
      try {
        mtimeMs = statSync4(this.paths.lock).mtimeMs;
      } catch (s) {
        if (s.code === "ENOENT") return false;
        throw lockError(this.paths.lock, s);
      }
      if (mtimeMs >= Date.now() - this.o.staleMs) return false;
      try {
        rmdirSync2(this.paths.lock);
      } catch (r) {
        if (r.code !== "ENOENT") throw lockError(this.paths.lock, r);
      }
      try {
        mkdirSync2(this.paths.lock);
      } catch (m) {
        if (m.code === "EEXIST") return false;
        throw lockError(this.paths.lock, m);
      }
    }
    this.isHeld = true;
    this.compromised = null;
    this.asked = false;
    this.seenGeneration = this.watch.poll(Date.now(), true);
    try {
      this.touch(Date.now());
    } catch (e) {
      this.isHeld = false;
      try {
        rmdirSync2(this.paths.lock);
      } catch {
      }
      throw lockError(this.paths.lock, e);
    }
    this.watch.add(this);
    try {
      unlinkSync2(this.paths.wanted);
    } catch {
    }
    return true;
  }
  /**
   * Sets the lock's mtime to `now`. The file system may round it down (by up to a second), and another
   * writer takes the lock over only once that is `staleMs` old: so nobody can until `now + staleMs - 1 s`,
   * and this holder counts on half of that.
   */
  touch(now) {
    utimesSync(this.paths.lock, now / 1e3, now / 1e3);
    this.mtime = now;
    this.exclusiveUntil = now + (this.o.staleMs - 1e3) / 2;
    this.refreshDue = now + this.o.staleMs / 3;
    this.watch.touched(this);
  }
  /** Re-touches the lock if it is still ours; otherwise marks it lost (taken over after a stall). */
  refresh(now) {
    if (!this.isHeld) return;
    let error = null;
    try {
      const st = statSync4(this.paths.lock);
      if (Math.abs(st.mtimeMs - this.mtime) < 1e3) this.touch(now);
      else error = new Error(`the lock's mtime is no longer ours (${st.mtimeMs} \u2260 ${this.mtime})`);
    } catch (e) {
      error = e;
    }
    if (error) {
      this.compromised = error;
      this.isHeld = false;
      this.watch.delete(this);
    }
  }
  /**
   * After an append: true when another writer has asked for the lock (the caller should release).
   * Costs a look at the trace dir's signal at most every 2 ms, and at this run's marker only when the
   * signal has changed.
   */
  wanted() {
    if (!this.isHeld) return false;
    if (this.asked) return true;
    const g = this.watch.poll(Date.now());
    if (g === this.seenGeneration) return false;
    this.seenGeneration = g;
    this.asked = existsSync(this.paths.wanted);
    return this.asked;
  }
  /** From the trace dir's tick, when its signal changed: an idle holder that is asked hands over now. */
  checkWanted(now) {
    if (!this.isHeld) return;
    if (!this.asked) {
      this.seenGeneration = this.watch.generation;
      if (!existsSync(this.paths.wanted)) return;
      this.asked = true;
    }
    if (this.owner && this.owner.idleFor(now) >= this.o.idleReleaseMs) this.owner.handOver();
  }
  /** Gives the lock back. `handOver`: someone asked; let them take it before we compete again. */
  async releaseNow(handOver = false) {
    if (!this.isHeld) return;
    this.isHeld = false;
    this.asked = false;
    this.watch.delete(this);
    if (handOver) this.yieldUntil = Date.now() + this.o.yieldMs;
    try {
      if (Math.abs(statSync4(this.paths.lock).mtimeMs - this.mtime) >= 1e3) return;
      rmdirSync2(this.paths.lock);
    } catch (e) {
      const err = e;
      if (err.code !== "ENOENT") throw lockError(this.paths.lock, err);
    }
  }
  get idleReleaseMs() {
    return this.o.idleReleaseMs;
  }
  /** The error that made us lose the lock behind our back, if any. */
  get lost() {
    return this.compromised;
  }
};
function lockError(lock, err) {
  return traceIoError(err, lock, "lock", "ERR_TRACE_LOCK");
}

// src/io/trace/moved.ts
var TraceMovedError = class extends LoopgovError {
  constructor(runId, file, expected, last) {
    const now = last ? `record ${last.index} (${last.type})` : "no record";
    super(
      "ERR_TRACE_MOVED",
      `run ${runId}: its trace moved on while this writer decided (it had read up to record ${expected.index}; it now ends with ${now}); nothing was appended`,
      [{ file, message: `expected record ${expected.index} (${expected.hash}) at the end` }]
    );
    this.expected = expected;
    this.last = last;
  }
  expected;
  last;
};
async function withStoreOnDemand(open2, fn) {
  let opened;
  try {
    return await fn(() => {
      opened ??= open2();
      return opened;
    });
  } finally {
    await (await opened?.catch(() => void 0))?.close();
  }
}
async function retryWhileMoving(attempt) {
  let moved = null;
  for (let i = 1; ; i++) {
    try {
      return await attempt(moved);
    } catch (e) {
      if (!(e instanceof TraceMovedError) || i >= MOVE_ATTEMPTS) throw e;
      moved = e;
    }
  }
}

// src/io/trace/tail.ts
import { closeSync as closeSync3, fstatSync as fstatSync2, openSync as openSync3 } from "node:fs";
function inspectTail(fd, file, runId) {
  const size = sizeOf(fd, file);
  if (size === 0) return { tail: { size: 0, hash: GENESIS_PREV, nextIndex: 0 }, torn: null, last: null };
  let torn = null;
  let end = size;
  if (readRange(fd, size - 1, size, file)[0] !== 10) {
    end = lastNewlineBefore(fd, size, file) + 1;
    torn = { start: end, end: size, cause: "unterminated" };
  }
  for (let attempt = 0; end > 0; attempt++) {
    const start = lastNewlineBefore(fd, end - 1, file) + 1;
    const line = decodeLine(readRange(fd, start, end - 1, file));
    if (typeof line !== "string") throw broken(file, `the record ending at byte ${end} is not UTF-8`);
    const c = checkLine(line);
    if (c.ok) {
      if (c.record.run_id !== runId) {
        throw broken(file, `its last record belongs to run ${JSON.stringify(c.record.run_id)}, not ${runId}`);
      }
      return {
        tail: { size: end, hash: c.record.hash, nextIndex: c.record.index + 1 },
        torn,
        last: c.record
      };
    }
    if (c.reason !== "unparsable" || c.record !== void 0 || attempt > 0) {
      throw broken(file, `the record ending at byte ${end} is bad (${c.reason}: ${c.message})`);
    }
    torn = { start, end: size, cause: "garbled" };
    end = start;
  }
  return { tail: { size: 0, hash: GENESIS_PREV, nextIndex: 0 }, torn, last: null };
}
function readLastRecord(file, runId) {
  let fd;
  try {
    fd = openSync3(file, "r");
  } catch (e) {
    if (e.code === "ENOENT") return null;
    throw traceIoError(e, file, "open");
  }
  try {
    return inspectTail(fd, file, runId).last;
  } finally {
    closeSync3(fd);
  }
}
function absorbNewBytes(fd, file, runId, tail, size, locked) {
  if (size < tail.size) {
    throw broken(file, `it shrank from ${tail.size} to ${size} bytes while this writer had it open`);
  }
  const buf = readRange(fd, tail.size, size, file);
  const records = [];
  let t = tail;
  let pos = 0;
  for (; ; ) {
    const nl = buf.indexOf(10, pos);
    if (nl < 0) break;
    const line = decodeLine(buf, pos, nl);
    if (typeof line !== "string")
      throw broken(file, `record ${t.nextIndex}, appended by another writer, is not UTF-8`);
    const c = checkLine(line);
    if (!c.ok) {
      if (locked && c.reason === "unparsable" && c.record === void 0 && buf.indexOf(10, nl + 1) < 0) {
        return { tail: t, records, torn: { start: t.size, end: size, cause: "garbled" } };
      }
      throw broken(
        file,
        `record ${t.nextIndex}, appended by another writer, is bad (${c.reason}: ${c.message})`
      );
    }
    const r = c.record;
    if (r.prev !== t.hash || r.index !== t.nextIndex || r.run_id !== runId) {
      throw broken(
        file,
        `record ${t.nextIndex}, appended by another writer, does not link to record ${t.nextIndex - 1}`
      );
    }
    records.push(r);
    t = { size: t.size + (nl + 1 - pos), hash: r.hash, nextIndex: t.nextIndex + 1 };
    pos = nl + 1;
  }
  const torn = pos < buf.length && locked ? { start: t.size, end: size, cause: "unterminated" } : null;
  return { tail: t, records, torn };
}
function sizeOf(fd, file) {
  try {
    return fstatSync2(fd).size;
  } catch (e) {
    throw traceIoError(e, file, "fstat");
  }
}
function broken(file, why2) {
  return new LoopgovError(
    "ERR_TRACE",
    `refusing to append to ${file}: ${why2}; run \`loopgov trace verify\` to see the damage`,
    [{ file, message: why2 }]
  );
}

// src/io/trace/store.ts
var RECENT_ARTIFACTS = 1024;
var MAX_HELD_BYTES = 64 * 1024;
var IDLE = Promise.resolve();
async function openTraceStore(opts) {
  const paths = runPaths(opts.traceDir, opts.runId);
  if (opts.mode === "create") {
    makeRunDir(opts.traceDir, paths.dir);
  }
  try {
    const st = lstatSync2(paths.dir);
    if (!st.isDirectory())
      throw new LoopgovError("ERR_TRACE", `${paths.dir} is not a directory (symlinks are refused)`);
  } catch (e) {
    if (e.code === "ENOENT") {
      throw new LoopgovError("ERR_TRACE", `no trace for run ${opts.runId}: ${paths.dir} does not exist`);
    }
    throw traceIoError(e, paths.dir, "open the run directory");
  }
  const flags = constants2.O_RDWR | constants2.O_APPEND | constants2.O_NOFOLLOW | (opts.mode === "create" ? constants2.O_CREAT | constants2.O_EXCL : 0);
  let fd;
  try {
    fd = openSync4(paths.trace, flags, 420);
  } catch (e) {
    const code2 = e.code;
    if (code2 === "EEXIST")
      throw new LoopgovError("ERR_TRACE", `run ${opts.runId} already has a trace: ${paths.trace}`);
    if (code2 === "ENOENT")
      throw new LoopgovError("ERR_TRACE", `no trace for run ${opts.runId}: ${paths.trace}`);
    throw traceIoError(e, paths.trace, "open");
  }
  const store = new FileTraceStore(fd, opts, paths);
  try {
    await store.init();
  } catch (e) {
    await store.close().catch(() => void 0);
    throw e;
  }
  return store;
}
function makeRunDir(traceDir, dir) {
  const mk = (d) => {
    try {
      mkdirSync3(d);
    } catch (e) {
      if (e.code !== "EEXIST") throw e;
    }
  };
  try {
    try {
      mk(dir);
    } catch (e) {
      if (e.code !== "ENOENT") throw e;
      makeDirSync(traceDir);
      mk(dir);
    }
  } catch (e) {
    const why2 = whyNoFolder(e, dir);
    throw new LoopgovError("ERR_TRACE", `cannot create the run directory ${dir}: ${why2}`, [
      { file: dir, message: why2 }
    ]);
  }
}
var FileTraceStore = class {
  constructor(fd, opts, paths) {
    this.fd = fd;
    this.opts = opts;
    this.paths = paths;
    this.runId = opts.runId;
    this.lock = new RunLock(paths, opts.lock);
    this.lock.setOwner({
      idleFor: (now) => now - this.lastActive,
      handOver: () => this.releaseLater(true)
    });
    this.sys = opts.syscalls ?? (opts.overlapSync ? threadPoolSyscalls : realSyscalls);
    this.durable = opts.durability === "fsync";
    this.selfCheck = opts.selfCheck ?? process.env.LOOPGOV_TRACE_SELFCHECK === "1";
  }
  fd;
  opts;
  paths;
  runId;
  tail = { size: 0, hash: GENESIS_PREV, nextIndex: 0 };
  foreign = [];
  queue = IDLE;
  /** Operations queued or running (`serial`). */
  queued = 0;
  settled = () => {
    if (--this.queued === 0) this.queue = IDLE;
  };
  /** Writes (and flushes) deferred records once the writer has been idle for `idleReleaseMs`. */
  flushTimer = null;
  /** When the last append finished: the lock hands an idle lease over at once when asked. */
  lastActive = Date.now();
  failed = null;
  closed = false;
  artifactsReady = false;
  recentArtifacts = /* @__PURE__ */ new Set();
  /** Records written since the last fdatasync (group commit). */
  dirty = false;
  /** Lines of deferred records linked but not yet written (`tail` already counts them), in order. */
  held = [];
  heldBytes = 0;
  /** Artifact files renamed into place since the last sync, not yet fsync'd (nor their directory). */
  pendingArtifacts = [];
  lock;
  sys;
  durable;
  selfCheck;
  /** Under the lock: find the last whole record, recover a torn tail. O(length of the last record). */
  async init() {
    await this.lock.acquire();
    this.assertSameFile();
    const t = inspectTail(this.fd, this.paths.trace, this.runId);
    this.tail = t.tail;
    if (t.torn) await this.recover(t.torn);
    this.lastActive = Date.now();
  }
  /** Current end of the chain as this writer knows it. */
  get head() {
    return { ...this.tail };
  }
  append(body, opts) {
    return this.serial(async () => {
      this.checkRunId(body);
      let moved = false;
      try {
        await this.lookIfDue();
        if (opts?.after && !this.endsWith(opts.after)) {
          moved = true;
          throw this.movedError(opts.after);
        }
        const record2 = this.linkRecord(body);
        if (opts?.sync !== false) await this.flushPending();
        else this.hold();
        return record2;
      } finally {
        this.lastActive = Date.now();
        if (this.failed) await this.releaseLease(false);
        else if (!moved && opts?.keepLease !== true && this.lock.wanted()) await this.releaseLease(true);
      }
    });
  }
  /**
   * `append` done at once (decision 098): nothing queued, the lease held and fresh, and no fsync to wait
   * for (durability none, or `sync: false`). Otherwise, or when `after` no longer holds (`append` then
   * refuses it, naming the record at the end), undefined and nothing written.
   */
  appendNow(body, opts) {
    const sync = opts?.sync !== false;
    if (this.queued !== 0 || this.closed || !this.lock.fresh || sync && this.durable) return void 0;
    this.usable();
    this.checkRunId(body);
    if (opts?.after && !this.endsWith(opts.after)) return void 0;
    try {
      const record2 = this.linkRecord(body);
      if (sync) this.writeHeld();
      else this.hold();
      return record2;
    } finally {
      this.lastActive = Date.now();
      if (this.failed) this.releaseLater(false);
      else if (this.lock.wanted()) this.releaseLater(true);
    }
  }
  /** The group-commit barrier: every record and artifact written so far is durable when it resolves. */
  sync() {
    return this.serial(() => this.flushPending());
  }
  /**
   * Takes the lease (if another writer had it) and returns what others appended since this store last
   * looked. The step that asks keeps the lease until its append, where a waiting writer gets it: so no
   * `halt_request` can land between a step's check and its record — unless the step is so long that it
   * goes idle (`idleReleaseMs`) and is asked, when it hands over mid-step: its record, appended `after`
   * what it saw, is then refused and the step decided again as HALT (decision 073).
   */
  readForeign() {
    const now = this.readForeignNow();
    if (now) return Promise.resolve(now);
    return this.serial(async () => {
      await this.lookIfDue();
      this.lastActive = Date.now();
      const out = this.foreign;
      this.foreign = [];
      return out;
    });
  }
  /**
   * Nothing queued, the lease held and fresh, nothing taken in: nobody can have appended (decision 028),
   * so `readForeign`'s answer is known at once (the start of every step; decisions 096, 098).
   */
  readForeignNow() {
    if (this.queued !== 0 || !this.lock.fresh || this.foreign.length !== 0 || this.failed || this.closed)
      return void 0;
    this.lastActive = Date.now();
    return [];
  }
  async putArtifact(bytes, opts) {
    const now = this.putArtifactNow(bytes, opts);
    if (now) return now;
    if (this.pendingArtifacts.length > 0) await this.sync();
    const { sha256, path: path2 } = this.artifactName(bytes);
    if (!this.recentArtifacts.has(sha256)) {
      await writeOnce(this.paths.artifacts, sha256, bytes, true, this.artifactsReady);
      this.remember(sha256);
    }
    return { sha256, path: path2 };
  }
  /** `putArtifact` done at once: always, but for a synced call with durability fsync (undefined). */
  putArtifactNow(bytes, opts) {
    this.usable();
    const sync = opts?.sync !== false;
    if (sync && this.durable) return void 0;
    const { sha256, path: path2 } = this.artifactName(bytes);
    if (!this.recentArtifacts.has(sha256)) {
      writeOnceNow(this.paths.artifacts, sha256, bytes, this.artifactsReady);
      if (this.durable) this.pendingArtifacts.push(path2);
      this.remember(sha256);
    }
    return { sha256, path: path2 };
  }
  artifactName(bytes) {
    const sha256 = sha256Hex(bytes);
    return { sha256, path: `${this.paths.artifacts}${sep2}${sha256}` };
  }
  /** An artifact now in place: remembered (bounded), and its directory known to exist. */
  remember(sha256) {
    this.artifactsReady = true;
    this.recentArtifacts.add(sha256);
    if (this.recentArtifacts.size > RECENT_ARTIFACTS) {
      this.recentArtifacts.delete(this.recentArtifacts.values().next().value);
    }
  }
  close() {
    if (this.closed) return Promise.resolve();
    return this.serial(async () => {
      if (this.closed) return;
      if (this.flushTimer) clearTimeout(this.flushTimer);
      try {
        await this.releaseLease(false);
      } finally {
        this.closed = true;
        closeSync4(this.fd);
      }
    }, true);
  }
  /** `releaseLease` after whatever is queued; a failure poisons the store (as a hand-over from the tick does). */
  releaseLater(handOver) {
    this.serial(() => this.releaseLease(handOver), true).catch((e) => {
      this.failed ??= e instanceof LoopgovError ? e : traceIoError(e, this.paths.lock, "release");
    });
  }
  /** Hands the lease back, after making this writer's records durable: nobody links after unsynced ones. */
  async releaseLease(handOver) {
    try {
      if (!this.failed && !this.closed) await this.flushPending();
    } finally {
      await this.lock.releaseNow(handOver);
    }
  }
  /**
   * When the lease is not known fresh: writes out held lines (they were linked under it), makes sure
   * the lease is still this writer's, and takes in what others appended (decision 028).
   */
  async lookIfDue() {
    if (this.lock.fresh) return;
    this.writeHeld();
    if (!this.lock.fresh && await this.lock.mustLook()) {
      const torn = this.absorb(true);
      if (torn) await this.recover(torn);
    }
  }
  /**
   * Writes the held lines, then fsyncs the artifacts stored since the last sync and their directory,
   * then fdatasyncs the trace. Any failure poisons the store: after a failed write or fsync nothing
   * about the files can be trusted any more.
   */
  async flushPending() {
    this.writeHeld();
    if (!this.durable) return;
    if (this.pendingArtifacts.length > 0) {
      const files = this.pendingArtifacts;
      this.pendingArtifacts = [];
      try {
        await Promise.all(files.map(this.opts.overlapSync ? fsyncFileAsync : fsyncFile));
        await fsyncDir(this.paths.artifacts);
      } catch (e) {
        throw this.poison(traceIoError(e, this.paths.artifacts, "fsync artifacts in"), null);
      }
    }
    if (!this.dirty) return;
    this.dirty = false;
    try {
      await this.sys.fdatasync(this.fd);
    } catch (e) {
      throw this.poison(traceIoError(e, this.paths.trace, "fdatasync"), null);
    }
  }
  /**
   * Runs `fn` after every earlier operation of this store: one writer's operations never interleave.
   * `housekeeping` (close, lease release) also runs on a closed or failed store.
   */
  serial(fn, housekeeping = false) {
    const run2 = async () => {
      if (!housekeeping) this.usable();
      return fn();
    };
    this.queued++;
    const p = this.queue.then(run2, run2);
    this.queue = p.then(this.settled, this.settled);
    return p;
  }
  checkRunId(body) {
    if (body.run_id !== this.runId) {
      throw new LoopgovError(
        "ERR_TRACE",
        `record for run ${JSON.stringify(body.run_id)} sent to run ${this.runId}`
      );
    }
  }
  usable() {
    if (this.closed) throw new LoopgovError("ERR_TRACE", `trace store for run ${this.runId} is closed`);
    if (this.failed) throw this.failed;
  }
  sizeNow() {
    try {
      return fstatSync3(this.fd).size;
    } catch (e) {
      throw traceIoError(e, this.paths.trace, "fstat");
    }
  }
  /** Compare-and-append (decision 073): under the lock, what others appended taken in, does the trace end with `after`? */
  endsWith(after) {
    return this.tail.hash === after.hash && this.tail.nextIndex === after.index + 1;
  }
  /** The refusal, with the record now at the end read back under the lock (O(its length), off the hot path). */
  movedError(after) {
    return new TraceMovedError(
      this.runId,
      this.paths.trace,
      after,
      inspectTail(this.fd, this.paths.trace, this.runId).last
    );
  }
  /**
   * Under a lock just (re)taken: the path still names the file this writer has open. A trace moved away
   * and replaced by another file (a copy, say) would take other writers' records — a person's halt — that
   * this one never reads, while it appends to the old file: fail closed. One `stat` beside the `fstat`,
   * only when the lock was taken again, never while the lease is held (decision 028).
   */
  assertSameFile() {
    const file = this.paths.trace;
    let open2;
    try {
      open2 = fstatSync3(this.fd);
    } catch (e) {
      throw this.poison(traceIoError(e, file, "fstat"), null);
    }
    let named = null;
    try {
      named = statSync5(file);
    } catch (e) {
      if (e.code !== "ENOENT")
        throw this.poison(traceIoError(e, file, "stat"), null);
    }
    if (named?.ino !== open2.ino || named.dev !== open2.dev) {
      const what = named ? "is another file now" : "is gone";
      throw this.poison(
        new LoopgovError(
          "ERR_TRACE",
          `cannot append to ${file}: it ${what} \u2014 the trace this writer has open was moved away or replaced while the run was open (what others append to it, a person's halt among them, would never be read)`,
          [{ file, message: `it ${what}` }]
        ),
        null
      );
    }
    return open2;
  }
  /** Takes in what other writers appended (checked and linked); returns a torn tail to recover. */
  absorb(locked) {
    const size = locked ? this.assertSameFile().size : this.sizeNow();
    if (size === this.tail.size) return null;
    const r = absorbNewBytes(this.fd, this.paths.trace, this.runId, this.tail, size, locked);
    this.tail = r.tail;
    this.foreign.push(...r.records);
    return r.torn;
  }
  /** Links the record after the tail and holds its line; written by the next `writeHeld`. */
  linkRecord(body) {
    const { record: record2, bytes } = sealRecord(body, this.tail.hash, this.tail.nextIndex, {
      selfCheck: this.selfCheck
    });
    this.held.push(bytes);
    this.heldBytes += bytes.length;
    const t = this.tail;
    t.size += bytes.length;
    t.hash = record2.hash;
    t.nextIndex += 1;
    return record2;
  }
  /**
   * One `write` of every held line; durable at the next fdatasync. The lines were linked while the lease
   * was this writer's: if it may have lapsed since (a stalled event loop), they are written only once the
   * lock is found still ours and the file unchanged — otherwise the store fails closed.
   */
  writeHeld() {
    if (this.heldBytes === 0) return;
    const size = this.heldBytes;
    const start = this.tail.size - size;
    const lines = this.held;
    const buf = lines.length === 1 ? lines[0] : Buffer.concat(lines, size);
    lines.length = 0;
    this.heldBytes = 0;
    const file = this.paths.trace;
    if (!this.lock.fresh) {
      if (this.lock.held) this.lock.refresh(Date.now());
      let onDisk = -1;
      try {
        if (this.lock.held) onDisk = this.sizeNow();
      } catch (e) {
        throw this.poison(e, null);
      }
      if (onDisk !== start) {
        const why2 = this.lock.lost ? `: ${this.lock.lost.message}` : "";
        throw this.poison(
          new LoopgovError("ERR_TRACE_LOCK", `lost the lock of ${file} with records not yet written${why2}`),
          null
        );
      }
    }
    let n;
    try {
      n = this.sys.write(this.fd, buf);
    } catch (e) {
      throw this.poison(traceIoError(e, file, "append to"), start);
    }
    if (n !== buf.length) {
      const err = Object.assign(new Error(`short write: ${n} of ${buf.length} bytes`), {
        code: "ENOSPC",
        syscall: "write"
      });
      throw this.poison(traceIoError(err, file, "append to"), start);
    }
    this.dirty = true;
  }
  /** Marks the store unusable; after a failed write, cuts any partial bytes off (best effort). */
  poison(e, cutBackTo) {
    if (cutBackTo !== null) {
      try {
        ftruncateSync(this.fd, cutBackTo);
      } catch {
      }
    }
    this.held = [];
    this.heldBytes = 0;
    this.failed = e;
    return e;
  }
  /** Preserves torn bytes under `recovered/`, truncates them away and records what happened. */
  async recover(torn) {
    const file = this.paths.trace;
    const bytes = readRange(this.fd, torn.start, torn.end, file);
    const sha = sha256Hex(bytes);
    const name = `${sha}.torn`;
    await writeOnce(this.paths.recovered, name, bytes, this.durable);
    try {
      ftruncateSync(this.fd, torn.start);
      if (this.durable) await this.sys.fdatasync(this.fd);
    } catch (e) {
      throw this.poison(traceIoError(e, file, "truncate the torn tail of"), null);
    }
    this.tail = { ...this.tail, size: torn.start };
    this.linkRecord({
      type: "recovery",
      run_id: this.runId,
      at: (this.opts.now?.() ?? /* @__PURE__ */ new Date()).toISOString(),
      cause: torn.cause,
      offset: torn.start,
      torn_bytes: bytes.length,
      torn_sha256: sha,
      preserved: `recovered/${name}`
    });
    await this.flushPending();
  }
  /** A deferred record's line stays held (written at once past `MAX_HELD_BYTES`) until a barrier or the idle timer. */
  hold() {
    if (this.heldBytes >= MAX_HELD_BYTES) this.writeHeld();
    this.armFlush();
  }
  /** Deferred records are written (and made durable) by themselves once nobody has called `sync()` for a while. */
  armFlush() {
    if (this.flushTimer) return;
    const wait = Math.max(1, this.lock.idleReleaseMs - (Date.now() - this.lastActive));
    this.flushTimer = setTimeout(() => {
      this.flushTimer = null;
      if (!this.dirty && this.heldBytes === 0 && this.pendingArtifacts.length === 0) return;
      if (Date.now() - this.lastActive < this.lock.idleReleaseMs) return this.armFlush();
      this.serial(() => this.flushPending()).catch(() => void 0);
    }, wait);
    this.flushTimer.unref();
  }
};

// src/core/approval/types.ts
var APPROVAL_TYP = "loopgov-approval+jwt";
var APPROVAL_ISS = "loopgov";
var ALLOWED_ALGS = ["EdDSA", "ES256"];
var MAX_TOKEN_LIFETIME_SEC = 7 * 24 * 3600;
var CLOCK_TOLERANCE_SEC = 60;
var MAX_TOKEN_BYTES = 8 * 1024;

// src/core/approval/keys.ts
var ID_PATTERN = /^[a-z0-9][a-z0-9._-]{0,63}$/;
var PRIVATE_MEMBERS = ["d", "p", "q", "dp", "dq", "qi", "k", "oth"];
function buildKeyIndex(registry) {
  const index = /* @__PURE__ */ new Map();
  if (!registry) return index;
  const bad = [];
  for (const approver of registry.approvers) {
    for (const jwk of approver.keys ?? []) {
      const members = Object.keys(jwk).filter((k) => PRIVATE_MEMBERS.includes(k));
      if (members.length > 0) bad.push(`key ${jwk.kid} of ${approver.id} has private member(s) ${members}`);
      if (!ALLOWED_ALGS.includes(jwk.alg))
        bad.push(`key ${jwk.kid} of ${approver.id} has algorithm ${JSON.stringify(jwk.alg)}`);
      if (index.has(jwk.kid)) bad.push(`kid ${jwk.kid} is used twice`);
      index.set(jwk.kid, {
        kid: jwk.kid,
        alg: jwk.alg,
        jwk,
        approverId: approver.id,
        roles: [...approver.roles]
      });
    }
  }
  if (bad.length > 0) {
    throw new LoopgovError(
      "ERR_KEY",
      `untrustworthy approver registry: ${bad.join("; ")}`,
      bad.map((message) => ({ file: "approvers", message }))
    );
  }
  return index;
}

// src/core/approval/sign.ts
import { SignJWT } from "jose";

// src/core/epoch-time.ts
var MAX_EPOCH_SECONDS = 1e11;
var MIN_EPOCH_MILLISECONDS = MAX_EPOCH_SECONDS;
var DATE_RANGE_MS = 864e13;
function isEpochSeconds(v) {
  return typeof v === "number" && v >= 0 && v <= MAX_EPOCH_SECONDS;
}
function parseEpochSeconds(now, field, opts = {}) {
  if (typeof now !== "number" || !Number.isFinite(now) || now < 0)
    throw new LoopgovError(
      "ERR_USAGE",
      `${field} must be seconds since the epoch, a finite number \u2265 0 (got ${shownValue(now)})`
    );
  if (now > MAX_EPOCH_SECONDS)
    throw new LoopgovError(
      "ERR_USAGE",
      `${field} must be seconds since the epoch (got ${now}, which looks like milliseconds: divide by 1000)`
    );
  if (opts.whole && !Number.isInteger(now))
    throw new LoopgovError(
      "ERR_USAGE",
      `${field} must be whole seconds since the epoch, as a token's iat is (got ${now}: use Math.floor(Date.now() / 1000))`
    );
  return now;
}
function parseEpochMilliseconds(now, field) {
  if (typeof now !== "number" || !Number.isFinite(now) || now < 0 || now > DATE_RANGE_MS)
    throw new LoopgovError(
      "ERR_USAGE",
      `${field} must be milliseconds since the epoch, a finite number from 0 to 8.64e15 (got ${shownValue(now)})`
    );
  if (now < MIN_EPOCH_MILLISECONDS)
    throw new LoopgovError(
      "ERR_USAGE",
      `${field} must be milliseconds since the epoch (got ${now}, which looks like seconds: multiply by 1000)`
    );
  return now;
}

// src/core/approval/signing-key.ts
import { importJWK } from "jose";
async function importSigningKey(jwk) {
  const alg = jwk.alg;
  if (!ALLOWED_ALGS.includes(alg))
    throw new LoopgovError("ERR_KEY", `key alg ${JSON.stringify(jwk.alg)} is not EdDSA or ES256`);
  const kid = jwk.kid;
  if (typeof kid !== "string" || !kid) throw new LoopgovError("ERR_KEY", "key has no kid");
  if (typeof jwk.d !== "string") throw new LoopgovError("ERR_KEY", `key ${kid} is not a private key`);
  try {
    return { alg, kid, key: await importJWK(jwk, alg) };
  } catch (e) {
    throw new LoopgovError("ERR_KEY", `cannot import key ${kid}: ${describeError(e)}`);
  }
}

// src/core/approval/sign.ts
async function signApprovalToken(req) {
  const { privateJwk: jwk } = req;
  const now = parseEpochSeconds(req.now, "now", { whole: true });
  const { alg, kid, key } = await importSigningKey(jwk);
  if (!(req.ttlSec > 0 && req.ttlSec <= MAX_TOKEN_LIFETIME_SEC))
    throw new LoopgovError("ERR_USAGE", `ttl must be more than 0 and at most 7 days (got ${req.ttlSec} s)`);
  return new SignJWT({ base: req.base, head: req.head, decision: req.decision }).setProtectedHeader({ alg, kid, typ: APPROVAL_TYP }).setIssuer(APPROVAL_ISS).setAudience(req.repoId).setSubject(req.approver).setIssuedAt(now).setExpirationTime(now + req.ttlSec).setJti(req.jti ?? crypto.randomUUID()).sign(key);
}
function parseTtl(text, flag = "--ttl", max) {
  const sec = parseDuration(text, flag);
  if (max && !(sec > 0 && sec <= max.sec))
    throw new LoopgovError(
      "ERR_USAGE",
      `${flag} must be more than 0 and at most ${max.words} (got ${JSON.stringify(text)}: ${sec} s)`
    );
  return sec;
}
function parseDuration(text, flag) {
  const m = /^(\d{1,7})([smhd]?)$/.exec(text.trim());
  if (!m)
    throw new LoopgovError(
      "ERR_USAGE",
      `${flag} must look like 72h, 7d, 30m or 3600s; a bare number is seconds (got ${JSON.stringify(text)})`
    );
  const unit = { "": 1, s: 1, m: 60, h: 3600, d: 86400 }[m[2]];
  return Number(m[1]) * unit;
}

// src/core/approval/verify.ts
import { compactVerify, importJWK as importJWK2, jwtVerify } from "jose";

// src/core/approval/repo-id.ts
var REPO_ID = /^[A-Za-z0-9_.-]{1,100}\/[A-Za-z0-9_.-]{1,100}$/;
function parseRepoId(value, source) {
  if (typeof value !== "string" || !REPO_ID.test(value)) {
    throw new LoopgovError("ERR_USAGE", `${source} must be OWNER/NAME (got ${JSON.stringify(value)})`);
  }
  return value;
}
function sameRepoId(a, b) {
  return a.toLowerCase() === b.toLowerCase();
}

// src/core/approval/header.ts
var KEY_BEARING = ["jwk", "jku", "x5u", "x5c", "x5t", "x5t#S256"];
var ALLOWED_PARAMS = /* @__PURE__ */ new Set(["alg", "kid", "typ"]);
function decodeSegment(segment) {
  try {
    const value = JSON.parse(Buffer.from(segment, "base64url").toString("utf8"));
    if (typeof value !== "object" || value === null || Array.isArray(value))
      return { ok: false, error: "not a JSON object" };
    return { ok: true, value };
  } catch (e) {
    return { ok: false, error: `not base64url JSON (${describeError(e)})` };
  }
}
function inspectHeader(segment, keys, add, expect = {
  typ: APPROVAL_TYP,
  registry: "the approver registry at base"
}) {
  const decoded = decodeSegment(segment);
  if (!decoded.ok) {
    add("ERR_TOKEN_MALFORMED", `header: ${decoded.error}`);
    return { signatureCheckable: false };
  }
  const hdr = decoded.value;
  let checkable = true;
  const alg = hdr.alg;
  if (typeof alg !== "string" || !ALLOWED_ALGS.includes(alg)) {
    add("ERR_TOKEN_ALG", `alg ${JSON.stringify(alg)} is not allowed (only ${ALLOWED_ALGS.join(", ")})`);
    checkable = false;
  }
  for (const name of Object.keys(hdr)) {
    if (KEY_BEARING.includes(name))
      add("ERR_TOKEN_HEADER", `header "${name}" would supply a key: keys come only from the registry`);
    else if (name === "crit") {
      add("ERR_TOKEN_CRIT", `crit ${JSON.stringify(hdr.crit)}: no critical extension is understood`);
      checkable = false;
    } else if (!ALLOWED_PARAMS.has(name)) {
      add("ERR_TOKEN_HEADER", `unexpected header parameter "${name}"`);
      if (name === "b64") checkable = false;
    }
  }
  if (hdr.typ !== expect.typ) add("ERR_TOKEN_TYP", `typ ${JSON.stringify(hdr.typ)} is not "${expect.typ}"`);
  const kid = hdr.kid;
  if (kid === void 0) {
    add("ERR_TOKEN_KID", "no kid: the token does not say which registry key signed it");
    return { signatureCheckable: false };
  }
  if (typeof kid !== "string" || !ID_PATTERN.test(kid)) {
    add("ERR_TOKEN_KID", `kid ${JSON.stringify(kid)} is not a key id`);
    return { signatureCheckable: false };
  }
  const key = keys.get(kid);
  if (!key) {
    add("ERR_TOKEN_KID", `kid "${kid}" is not in ${expect.registry}`);
    return { kid, signatureCheckable: false };
  }
  if (typeof alg === "string" && alg !== key.alg) {
    add("ERR_TOKEN_ALG", `alg ${alg} does not match key ${kid} (${key.alg})`);
    checkable = false;
  }
  return { kid, key, signatureCheckable: checkable };
}

// src/core/approval/verify.ts
var COMPACT = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;
async function verifyApprovalToken(token, ctx) {
  if (ctx.checkTime !== false) parseEpochSeconds(ctx.now, "now");
  const problems = [];
  const add = (code2, message) => problems.push({ code: code2, message });
  const verdict = (extra = {}) => ({
    valid: problems.length === 0,
    roles: [],
    problems,
    ...extra
  });
  if (token.length > MAX_TOKEN_BYTES) {
    add("ERR_TOKEN_MALFORMED", `token is ${token.length} bytes (cap ${MAX_TOKEN_BYTES})`);
    return verdict();
  }
  if (!COMPACT.test(token)) {
    add("ERR_TOKEN_MALFORMED", "not a compact JWS (three base64url segments separated by dots)");
    return verdict();
  }
  const [h, p] = token.split(".");
  const header = inspectHeader(h, ctx.keys, add);
  const key = header.key;
  const payload = decodeSegment(p);
  if (!payload.ok) add("ERR_TOKEN_MALFORMED", `payload: ${payload.error}`);
  if (key && header.signatureCheckable) {
    try {
      await compactVerify(token, await importTrustedKey(key), { algorithms: [key.alg] });
    } catch (e) {
      add("ERR_TOKEN_SIGNATURE", `signature does not verify with ${key.kid}: ${describeError(e)}`);
    }
  }
  const claims = payload.ok ? payload.value : void 0;
  if (claims) checkClaims(claims, key, ctx, add);
  if (problems.length === 0 && key && ctx.checkTime !== false) {
    try {
      await jwtVerify(token, await importTrustedKey(key), {
        algorithms: [key.alg],
        typ: APPROVAL_TYP,
        issuer: APPROVAL_ISS,
        // The token's own spelling of this repository: the check above compared it without case.
        ...ctx.repoId !== void 0 ? { audience: claims.aud } : {},
        subject: key.approverId,
        requiredClaims: ["iat", "exp", "jti", "sub", "aud", "iss"],
        clockTolerance: CLOCK_TOLERANCE_SEC,
        maxTokenAge: MAX_TOKEN_LIFETIME_SEC + CLOCK_TOLERANCE_SEC,
        currentDate: new Date(ctx.now * 1e3)
      });
    } catch (e) {
      add("ERR_TOKEN_CLAIMS", `rejected by jose: ${describeError(e)}`);
    }
  }
  return verdict({
    ...header.kid !== void 0 ? { kid: header.kid } : {},
    ...key ? { approver: key.approverId, roles: [...key.roles] } : {},
    ...claims?.decision === "approve" || claims?.decision === "reject" ? { decision: claims.decision } : {},
    ...claims ? { claims } : {}
  });
}
var FIELD_CODES = {
  "/iss": "ERR_TOKEN_ISS",
  "/aud": "ERR_TOKEN_AUD",
  "/sub": "ERR_TOKEN_SUB",
  "/base": "ERR_TOKEN_BINDING",
  "/head": "ERR_TOKEN_BINDING"
};
function checkClaims(c, key, ctx, add) {
  const schemaProblems = validateAgainstSchema("ApprovalClaims", c, "token");
  const badFields = new Set(schemaProblems.map((s) => s.field));
  for (const s of schemaProblems)
    add(FIELD_CODES[s.field ?? ""] ?? "ERR_TOKEN_CLAIMS", `${s.field}: ${s.message}`);
  const ok = (f) => !badFields.has(`/${f}`) && c[f] !== void 0;
  if (ctx.repoId !== void 0 && ok("aud") && !sameRepoId(c.aud, ctx.repoId))
    add("ERR_TOKEN_AUD", `aud ${JSON.stringify(c.aud)} is not this repository (${ctx.repoId})`);
  if (ok("sub") && key && c.sub !== key.approverId)
    add("ERR_TOKEN_SUB", `sub ${JSON.stringify(c.sub)} but kid ${key.kid} belongs to ${key.approverId}`);
  if (ok("iat") && ok("exp")) {
    const iat = c.iat;
    const exp = c.exp;
    if (exp <= iat) add("ERR_TOKEN_LIFETIME", `exp (${exp}) is not after iat (${iat})`);
    else if (exp - iat > MAX_TOKEN_LIFETIME_SEC)
      add(
        "ERR_TOKEN_LIFETIME",
        `exp \u2212 iat is ${exp - iat} s, more than 7 days (${MAX_TOKEN_LIFETIME_SEC} s)`
      );
  }
  if (ctx.checkTime !== false) {
    const late = ctx.now - CLOCK_TOLERANCE_SEC;
    const early = ctx.now + CLOCK_TOLERANCE_SEC;
    if (ok("exp") && c.exp <= late)
      add("ERR_TOKEN_EXPIRED", `expired at ${iso(c.exp)} (now ${iso(ctx.now)})`);
    if (ok("iat") && c.iat > early)
      add("ERR_TOKEN_NOT_YET_VALID", `iat ${iso(c.iat)} is in the future (now ${iso(ctx.now)})`);
    if (ok("nbf") && c.nbf > early)
      add("ERR_TOKEN_NOT_YET_VALID", `nbf ${iso(c.nbf)} is in the future (now ${iso(ctx.now)})`);
  }
  if (ctx.base !== void 0 && ok("base") && c.base !== ctx.base)
    add("ERR_TOKEN_BINDING", `bound to base ${short(c.base)}, but the base digest is ${short(ctx.base)}`);
  if (ok("head") && c.head !== ctx.head)
    add("ERR_TOKEN_BINDING", `bound to head ${short(c.head)}, but the head digest is ${short(ctx.head)}`);
}
var imported = /* @__PURE__ */ new WeakMap();
function importTrustedKey(key) {
  let k = imported.get(key);
  if (!k) {
    const { kty, crv, x, y } = key.jwk;
    k = importJWK2({ kty, crv, x, ...y ? { y } : {} }, key.alg);
    imported.set(key, k);
  }
  return k;
}
function iso(sec) {
  const d = new Date(sec * 1e3);
  return Number.isNaN(d.getTime()) ? String(sec) : d.toISOString();
}
function short(d) {
  return typeof d === "string" ? d.slice(0, 12) : JSON.stringify(d);
}

// src/core/policy/ceiling-groups.ts
import canonicalize5 from "canonicalize";

// src/core/policy/diff-explain.ts
import canonicalize4 from "canonicalize";
function groupChanges(changes) {
  const groups = /* @__PURE__ */ new Map();
  for (const { scope, ...rest } of changes) {
    const key = scope ? canonicalize4([rest.file, rest.field, rest.from ?? null, rest.to ?? null, rest.direction]) : `#${groups.size}`;
    const g = groups.get(key);
    if (g && scope) g.scopes.push(scope);
    else groups.set(key, { ...rest, scopes: scope ? [scope] : [] });
  }
  return [...groups.values()];
}
function describeScopes(scopes, projects) {
  const byProject = /* @__PURE__ */ new Map();
  for (const s of scopes) {
    const levels = byProject.get(s.project) ?? /* @__PURE__ */ new Map();
    const profiles = levels.get(s.level) ?? /* @__PURE__ */ new Set();
    if (s.profile) profiles.add(s.profile);
    levels.set(s.level, profiles);
    byProject.set(s.project, levels);
  }
  const byShape = /* @__PURE__ */ new Map();
  for (const [project, levels] of byProject) {
    const shape = describeLevels(levels);
    byShape.set(shape, [...byShape.get(shape) ?? [], project]);
  }
  const parts = [...byShape].map(([shape, ps]) => {
    const wrapped = shape.includes(",") ? `(${shape})` : shape;
    if (projects?.length === 1 && ps.length === 1 && ps[0] === projects[0]) return shape;
    const every = projects !== void 0 && projects.length > 1 && ps.length === projects.length;
    const label = every ? "every project" : ps.map((p) => p ?? "*").join(", ");
    return `${label} \xD7 ${wrapped}`;
  });
  return `${scopes.length} scope${scopes.length === 1 ? "" : "s"}: ${parts.join("; ")}`;
}
function describeLevels(levels) {
  const byProfiles = /* @__PURE__ */ new Map();
  for (const level of LEVELS) {
    const profiles = levels.get(level);
    if (!profiles) continue;
    const key = PROFILES.filter((p) => profiles.has(p)).join("/");
    byProfiles.set(key, [...byProfiles.get(key) ?? [], level]);
  }
  return [...byProfiles].map(([profiles, ls]) => profiles ? `${levelRanges(ls)} \xD7 ${profiles}` : levelRanges(ls)).join(", ");
}
function levelRanges(levels) {
  const runs = [];
  for (const l of levels) {
    const last = runs[runs.length - 1];
    if (last && levelRank(l) === levelRank(last[last.length - 1]) + 1) last.push(l);
    else runs.push([l]);
  }
  return runs.map((r) => r.length === 1 ? r[0] : `${r[0]}\u2013${r[r.length - 1]}`).join(", ");
}
function namedProjects(base, head) {
  return [...new Set(listScopes(base.policy, head.policy).map((s) => s.project))];
}

// src/core/policy/ceiling-groups.ts
function groupViolations(violations) {
  const groups = /* @__PURE__ */ new Map();
  for (const { scope, ...rest } of violations) {
    const key = scope ? canonicalize5([rest.field, rest.value ?? null, rest.limit ?? null, rest.message]) : `#${groups.size}`;
    const at = scope ? [{ project: scope.project, level: scope.level }] : [];
    const g = groups.get(key);
    if (g) g.scopes.push(...at);
    else groups.set(key, { ...rest, scopes: at });
  }
  return [...groups.values()];
}
function describeViolationGroup(g, projects) {
  if (g.scopes.length === 0) return g.message;
  if (g.scopes.length === 1)
    return `project ${g.scopes[0].project ?? "*"} level ${g.scopes[0].level}: ${g.message}`;
  return `${g.message} in ${describeScopes(g.scopes, projects)}`;
}

// src/core/merge/gate-options.ts
function checkMergeGateOptions(o) {
  parseRepoId(o.repoId, "repoId");
  parseEpochSeconds(o.now, "now");
}

// src/core/merge/proposers.ts
var NOREPLY = /^(?:\d+\+)?([A-Za-z0-9][A-Za-z0-9-]*(?:\[bot\])?)@users\.noreply\.github\.com$/i;
function findProposingApprovers(identities, registries) {
  const found = /* @__PURE__ */ new Map();
  const approvers = registries.flatMap((r) => r?.approvers ?? []);
  for (const who of identities) {
    const login = who.login?.toLowerCase();
    const email = who.email?.toLowerCase();
    const noreplyLogin = email ? NOREPLY.exec(email)?.[1]?.toLowerCase() : void 0;
    const free = who.id?.toLowerCase();
    for (const a of approvers) {
      const gh = a.github?.toLowerCase();
      const emails = (a.emails ?? []).map((e) => e.toLowerCase());
      const hit = login !== void 0 && gh === login || noreplyLogin !== void 0 && gh === noreplyLogin || email !== void 0 && emails.includes(email) || free !== void 0 && (free === a.id || free === gh || emails.includes(free));
      if (!hit) continue;
      const byLabel = found.get(a.id) ?? /* @__PURE__ */ new Map();
      const label = describe2(who);
      const commits = byLabel.get(label) ?? [];
      if (who.commit && !commits.includes(who.commit)) commits.push(who.commit);
      byLabel.set(label, commits);
      found.set(a.id, byLabel);
    }
  }
  const out = /* @__PURE__ */ new Map();
  for (const [id, byLabel] of found) {
    out.set(
      id,
      [...byLabel].map(([label, commits]) => `${label}${commitList(commits)}`)
    );
  }
  return out;
}
function describe2(who) {
  const name = who.login ?? who.email ?? who.id ?? who.name ?? "?";
  const email = who.login && who.email ? ` <${who.email}>` : "";
  return `${who.source} ${name}${email}`;
}
function commitList(commits) {
  if (commits.length === 0) return "";
  const shown2 = commits.slice(0, 3).map((c) => c.slice(0, 12));
  const more2 = commits.length > 3 ? ` and ${commits.length - 3} more` : "";
  return ` (${shown2.join(", ")}${more2})`;
}

// src/core/approval/rule-tally.ts
function tallyRules(rules, approvers) {
  return rules.map((rule) => {
    const counted = [...new Set(approvers.filter((a) => meetsRole(a.roles, rule.role)).map((a) => a.id))];
    return { ...rule, classes: [...rule.classes], counted, met: counted.length >= rule.count };
  });
}
function approvesNoChange(claims) {
  return claims !== void 0 && typeof claims.base === "string" && claims.base === claims.head;
}

// src/core/approval/problems.ts
function describeTokenProblems(problems) {
  return problems.map((p) => `[${p.code}] ${p.message}`).join("; ");
}

// src/core/approval/reject-standing.ts
var TIME_PROBLEMS = {
  ERR_TOKEN_EXPIRED: "its lifetime is over",
  ERR_TOKEN_NOT_YET_VALID: "it is dated in the future, by iat or nbf",
  ERR_TOKEN_LIFETIME: "its lifetime is out of bounds, over 7 days or not positive"
};
function describeRejectTime(codes) {
  return [...new Set(codes)].flatMap((c) => isTimeProblem(c) ? [TIME_PROBLEMS[c]] : []).join(" and ");
}
function rejectStanding(decision, codes) {
  if (decision !== "reject") return null;
  if (codes.length === 0) return "valid";
  if (!codes.every((c) => c === "ERR_TOKEN_BINDING" || isTimeProblem(c))) return null;
  return codes.includes("ERR_TOKEN_BINDING") ? "earlier" : "untimely";
}
function isTimeProblem(code2) {
  return Object.hasOwn(TIME_PROBLEMS, code2);
}

// src/core/approval/runtime.ts
function runtimeRules(changes) {
  const all = changes.length ? changes : [{ cls: null, ceiling: null }];
  return combineRules(
    all.flatMap(
      ({ cls, ceiling }) => requiredApprovalRules(cls ?? "ceiling", ceiling, { atLeastDefaults: true })
    )
  );
}
function revokes(v) {
  const standing = rejectStanding(
    v.decision,
    v.problems.map((p) => p.code)
  );
  return standing === "valid" || standing === "untimely";
}
function tallyPinnedApprovals(verdicts, rules) {
  const eligible = [];
  const notCounted = [];
  const reasons = [];
  const roles = [...new Set(rules.map((r) => r.role))];
  for (const { file, verdict: v } of verdicts) {
    if (revokes(v)) {
      const time = describeRejectTime(v.problems.map((p) => p.code));
      reasons.push(
        `${v.approver} rejected this digest (${file})${time ? `; ${time}, which lifts no reject` : ""}`
      );
      continue;
    }
    if (!v.valid) {
      notCounted.push(`${file}: ${describeTokenProblems(v.problems)}`);
      continue;
    }
    if (approvesNoChange(v.claims)) {
      notCounted.push(`${file}: its base equals its head, so it approves no change`);
      continue;
    }
    if (!roles.some((role) => meetsRole(v.roles, role))) {
      notCounted.push(`${file}: ${v.approver} has roles [${v.roles.join(", ")}], not ${roles.join(" or ")}`);
      continue;
    }
    if (eligible.some((e) => e.id === v.approver)) continue;
    eligible.push({ id: v.approver, roles: v.roles, kid: v.kid });
  }
  const tallies = tallyRules(rules, eligible);
  const unmet = tallies.filter((t) => !t.met);
  for (const t of unmet)
    reasons.push(
      `needs ${t.count} approval(s) from distinct ${t.role}s in the trust file (the ${t.classes[0]} rule); found ${t.counted.length}`
    );
  if (unmet.length) reasons.push(...notCounted.map((n) => `not counted: ${n}`));
  const counted = eligible.filter((e) => tallies.some((t) => t.counted.includes(e.id)));
  return { approvers: counted.map((e) => e.id), kids: counted.map((e) => e.kid), reasons };
}

// src/core/merge/revocations.ts
var REJECT_OF_NO_CHANGE = "a reject, but this pull request changes no policy: it blocks nothing (a reject of the base digest revokes that policy once merged)";
async function describeRevocations(tokens, ctx) {
  const notes = [];
  for (const t of tokens) {
    if (!t.file.startsWith(`approvals/${ctx.digest}/`) || !t.file.endsWith(".jwt")) continue;
    const v = await verifyApprovalToken(t.token.trim(), {
      keys: ctx.keys,
      repoId: ctx.repoId,
      head: ctx.digest,
      now: ctx.now
    });
    if (revokes(v))
      notes.push(
        `${v.approver} revokes the base's policy (digest ${ctx.digest.slice(0, 12)}, ${t.file}): once this merges, prod runs pinned to it HALT`
      );
  }
  return notes;
}

// src/core/merge/tally.ts
async function tallyApprovals(tokens, ctx) {
  const out = [];
  const counted = /* @__PURE__ */ new Map();
  for (const file of [...tokens].sort((a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : 0)) {
    const v = await verify(file.token, ctx);
    const outcome = outcomeOf(file.path, v);
    const who = v.approver;
    const standing = rejectStanding(
      v.decision,
      v.problems.map((p) => p.code)
    );
    if (standing && !ctx.rules) outcome.reason = REJECT_OF_NO_CHANGE;
    else if (standing === "earlier")
      outcome.reason = `a reject of an earlier version of this change: it blocks until ${who} approves this head`;
    else if (standing === "untimely") outcome.reason = untimelyReject(outcome.codes);
    else if (v.problems.length > 0) outcome.reason = describeTokenProblems(v.problems);
    else if (v.decision === "reject") outcome.reason = "a valid reject: blocks the merge";
    else if (approvesNoChange(v.claims)) outcome.reason = NO_CHANGE;
    else if (file.inBaseHistory)
      outcome.reason = `already in the base's history (commit ${file.inBaseHistory.slice(0, 12)}): an earlier pull request's approval; only tokens added by this pull request count`;
    else if (ctx.proposing.has(who))
      outcome.reason = `proposer (separation of duties): ${ctx.proposing.get(who).join("; ")}`;
    else if (v.roles.includes("proposer-bot")) outcome.reason = "a proposer-bot may never approve";
    else if (!ctx.rules) outcome.reason = "valid; no approval needed (nothing governed changed)";
    else if (counted.has(who)) outcome.reason = `${who} is already counted: one count per approver`;
    else {
      const meets = ctx.rules.filter((r) => meetsRole(v.roles, r.role));
      if (meets.length === 0)
        outcome.reason = `roles [${v.roles.join(", ")}] at base do not meet ${ctx.rules.map((r) => r.role).join(" or ")}`;
      else {
        outcome.counted = true;
        outcome.reason = `counted toward ${meets.map((r) => describeRule(r, ctx.rules.length > 1)).join(" and ")}`;
        counted.set(who, v.roles);
      }
    }
    out.push(outcome);
  }
  return { approvals: out, counted: [...counted].map(([id, roles]) => ({ id, roles })) };
}
async function judgeRangeTokens(tokens, ctx) {
  const out = [];
  const folder = `approvals/${ctx.head}/`;
  for (const file of tokens) {
    const v = await verify(file.token, ctx);
    const where = file.atHead ? file.path.startsWith(folder) ? "" : `it is not in ${folder} (only that folder counts, at the gate and on runners)` : `a later commit changed or deleted it (added in ${file.commit.slice(0, 12)})`;
    const outcome = {
      ...outcomeOf(file.path, v),
      commit: file.commit,
      atHead: file.atHead
    };
    const head = v.claims?.head;
    const standing = rejectStanding(
      v.decision,
      v.problems.map((p) => p.code)
    );
    if (standing && !ctx.rules)
      outcome.reason = `${REJECT_OF_NO_CHANGE} (committed in ${file.commit.slice(0, 12)})`;
    else if (standing === "untimely")
      outcome.reason = `${untimelyReject(outcome.codes)} (committed in ${file.commit.slice(0, 12)})`;
    else if (standing === "earlier")
      outcome.reason = `a reject of an earlier version of this change (signed for base ${short2(v.claims?.base)}, head ${short2(head)}), committed in ${file.commit.slice(0, 12)}: it blocks until ${v.approver} approves this head`;
    else if (v.problems.length === 0 && v.decision === "reject")
      outcome.reason = `a valid reject committed in ${file.commit.slice(0, 12)}: blocks the merge (a reject cannot be taken back)`;
    else if (v.problems.length === 0)
      outcome.reason = `valid for this change, but ${where || "it is not at head"}`;
    else if (typeof head === "string" && DIGEST.test(head) && head !== ctx.head)
      outcome.reason = `signed for head digest ${head.slice(0, 12)}, not this head (${ctx.head.slice(0, 12)}): the policy changed after it was signed, which voids it; sign the new head`;
    else outcome.reason = `${where ? `${where}; ` : ""}${describeTokenProblems(v.problems)}`;
    out.push(outcome);
  }
  return out.sort((a, b) => a.file < b.file ? -1 : a.file > b.file ? 1 : 0);
}
var NO_CHANGE = "its base equals its head: it approves no change (SPEC \xA73.3.7)";
function untimelyReject(codes) {
  return `a reject whose time is off (${describeRejectTime(codes)}): it still blocks \u2014 time lifts no reject`;
}
function short2(digest) {
  return typeof digest === "string" ? digest.slice(0, 12) : "?";
}
function verify(token, ctx) {
  return verifyApprovalToken(token.trim(), {
    keys: ctx.keys,
    repoId: ctx.repoId,
    base: ctx.base,
    head: ctx.head,
    now: ctx.now
  });
}
function outcomeOf(file, v) {
  return {
    file,
    approver: v.approver ?? null,
    kid: v.kid ?? null,
    decision: v.decision ?? null,
    counted: false,
    reason: "",
    codes: v.problems.map((p) => p.code)
  };
}

// src/core/merge/evaluate.ts
async function evaluateMergeGate(input) {
  checkMergeGateOptions(input);
  const judged = input.base.ok && input.head.ok;
  const merges = input.merges?.policies ?? (judged ? "head" : "neither");
  const behind = input.merges?.policies === "neither" ? input.merges.why : null;
  const reasons = [...behind ? [behind] : [], ...input.errors];
  const notes = [...input.notes ?? []];
  const { base, head } = input;
  for (const [label, rev] of [
    ["base", base],
    ["head", head]
  ]) {
    if (!rev.ok) reasons.push(revisionReason(label, rev));
  }
  if (input.merges?.policies === "base" && base.ok)
    notes.push(
      `merging leaves the base's policies/ as they are (digest ${base.digest.slice(0, 12)}): the branch's own policies/ differ from them only by what the base changed since, so this pull request changes no policy`
    );
  const result = {
    verdict: "block",
    class: null,
    base: base.ok ? { commit: base.commit, digest: base.digest } : null,
    head: head.ok ? { commit: head.commit, digest: head.digest } : null,
    changes: [],
    projects: [],
    ceiling: [],
    rules: [],
    approvals: [],
    stale: [],
    proposers: [],
    reasons,
    notes,
    merges,
    digest: judged ? mergedDigest(merges, base, head) : null
  };
  if (!base.ok || !head.ok || behind) {
    const why2 = behind ? "not checked: the branch does not hold what merges" : "not checked: a revision is invalid";
    result.approvals = input.tokens.map((t) => notChecked(t.path, t.token, why2));
    result.stale = input.rangeTokens.map((t) => ({
      ...notChecked(t.path, t.token, why2),
      commit: t.commit,
      atHead: t.atHead
    }));
    return result;
  }
  const report = classifyChange(base.set, head.set);
  result.class = report.class;
  result.changes = report.changes;
  result.projects = namedProjects(base.set, head.set);
  result.ceiling = ceilingViolations(base.set, head.set);
  const projects = [null, ...Object.keys(head.set.policy?.projects ?? {}).sort()];
  for (const g of groupViolations(result.ceiling))
    reasons.push(`above the ceiling: ${describeViolationGroup(g, projects)}`);
  const governedChange = base.digest !== head.digest;
  const rules = governedChange ? requiredApprovalRules(report.class, base.set.ceiling) : null;
  let keys = /* @__PURE__ */ new Map();
  try {
    keys = buildKeyIndex(base.set.approvers);
  } catch (e) {
    if (!(e instanceof LoopgovError)) throw e;
    reasons.push(`approver registry at base: ${e.message}`);
  }
  if (!base.set.approvers) reasons.push("no approver registry at base: nobody can approve");
  const proposing = findProposingApprovers(input.proposers, [base.set.approvers, head.set.approvers]);
  result.proposers = [...proposing].map(([approver, why2]) => ({ approver, why: why2.join("; ") }));
  const ctx = {
    repoId: input.repoId,
    keys,
    rules,
    proposing,
    base: base.digest,
    head: head.digest,
    now: input.now
  };
  const tally = await tallyApprovals(input.tokens, ctx);
  result.approvals = tally.approvals;
  result.rules = rules ? tallyRules(rules, tally.counted) : [];
  result.stale = await judgeRangeTokens(input.rangeTokens, ctx);
  const fromBase = new Set(input.tokens.filter((t) => t.inBaseHistory).map((t) => t.path));
  const approvedHead = new Set(
    result.approvals.filter((a) => a.decision === "approve" && a.codes.length === 0 && !fromBase.has(a.file)).map((a) => a.approver)
  );
  const tokens = [
    ...result.approvals,
    ...result.stale
  ];
  if (!governedChange)
    notes.push(
      ...await describeRevocations(
        [
          ...input.tokens.filter((t) => !t.inBaseHistory),
          ...input.rangeTokens.filter((t) => t.commit !== base.commit)
        ].map((t) => ({ file: t.path, token: t.token })),
        { keys, repoId: input.repoId, digest: base.digest, now: input.now }
      )
    );
  for (const a of governedChange ? tokens : []) {
    const standing = rejectStanding(a.decision, a.codes);
    if (!standing || standing === "earlier" && approvedHead.has(a.approver)) continue;
    const where = a.commit ? `${a.file}, committed in ${a.commit.slice(0, 12)}${a.atHead ? "" : ", since deleted or changed"}` : a.file;
    reasons.push(
      standing === "earlier" ? `${a.approver} rejected an earlier version of the change (${where}) and has not approved this head` : `${a.approver} rejected the change (${where})${standing === "untimely" ? `; ${describeRejectTime(a.codes)}, which lifts no reject` : ""}`
    );
  }
  const unmet = result.rules.filter((r) => !r.met);
  for (const r of unmet) {
    const own = r.classes[0] === report.class ? "" : ` (the ${r.classes[0]} rule: a change needs the rule of every class up to its own)`;
    reasons.push(
      `a ${report.class} change needs ${r.count} approval(s) from distinct ${r.role}s who did not propose it${own}; counted ${r.counted.length}${r.counted.length ? ` (${r.counted.join(", ")})` : ""}`
    );
  }
  if (unmet.length)
    for (const a of result.approvals.filter((x) => !x.counted && !rejectStanding(x.decision, x.codes)))
      reasons.push(`not counted: ${a.file}${a.approver ? ` (${a.approver})` : ""}: ${a.reason}`);
  result.verdict = reasons.length === 0 ? "pass" : "block";
  return result;
}
function ceilingViolations(base, head) {
  const atBase = checkPolicyAgainstCeiling(head.policy, base.ceiling);
  const seen = new Set(atBase.map((v) => `${v.scope?.project}|${v.scope?.level}|${v.field}`));
  const atHead = checkPolicyAgainstCeiling(head.policy, head.ceiling).filter((v) => !seen.has(`${v.scope?.project}|${v.scope?.level}|${v.field}`)).map((v) => ({ ...v, message: `${v.message} (the ceiling at head)` }));
  return [...atBase, ...atHead];
}
function mergedDigest(merges, base, head) {
  const landing = merges === "head" ? head : merges === "base" ? base : null;
  return landing?.ok ? landing.digest : null;
}
function revisionReason(label, rev) {
  const details = rev.problems.map(formatProblem).join("; ");
  return `${label} revision ${rev.commit?.slice(0, 12) ?? JSON.stringify(rev.rev)} is invalid: ${rev.message}${details ? ` \u2014 ${details}` : ""}`;
}
function notChecked(file, token, reason) {
  const [header, payload] = token.trim().split(".");
  const read = (segment, key) => {
    const decoded = segment ? decodeSegment(segment) : void 0;
    const value = decoded?.ok ? decoded.value[key] : void 0;
    return typeof value === "string" && value !== "" ? value : null;
  };
  const decision = read(payload, "decision");
  return {
    file,
    approver: read(payload, "sub"),
    kid: read(header, "kid"),
    decision: decision === "approve" || decision === "reject" ? decision : null,
    counted: false,
    reason,
    codes: []
  };
}

// src/core/policy/diff-text.ts
function describeChangeGroup(g, projects) {
  if (g.file === APPROVERS_FILE) return describeRegistryChange(g);
  const what = g.from === null ? `${g.field} added: ${show(g.to)}` : g.to === null ? `${g.field} removed (was ${show(g.from)})` : `${g.field} ${show(g.from)} \u2192 ${show(g.to)}`;
  const where = g.file === POLICY_FILE ? ` in ${describeScopes(g.scopes, projects)}` : ` (${g.file})`;
  return `${what}${where}`;
}
function describeRegistryChange(g) {
  const m = /^approvers\[([^\]]+)\](?:\.(roles|github|emails)|\.keys\[([^\]]+)\])?$/.exec(g.field);
  if (!m) return `${g.field} ${show(g.from)} \u2192 ${show(g.to)} (${g.file})`;
  const [, id, part, kid] = m;
  if (kid) {
    const verb = g.from === null ? "added" : g.to === null ? "removed" : "replaced";
    return `approver ${id}: key ${kid} ${verb}${g.to ? ` (${keyText(g.to)})` : ""}`;
  }
  if (part) return `approver ${id}: ${part} ${show(g.from)} \u2192 ${show(g.to)}`;
  if (g.from === null) return `approver ${id} added (${entryText(g.to)})`;
  return `approver ${id} removed (was ${entryText(g.from)})`;
}
function entryText(v) {
  const e = v;
  const parts = [`roles ${(e.roles ?? []).join(", ")}`];
  if (e.github) parts.push(`github ${e.github}`);
  if (e.emails?.length) parts.push(`emails ${e.emails.join(", ")}`);
  parts.push(`keys ${(e.keys ?? []).map((k) => k.kid).join(", ") || "none"}`);
  return parts.join("; ");
}
function keyText(v) {
  const k = v;
  return [k.alg, k.crv].filter(Boolean).join(" ");
}
function show(v) {
  if (v === null || v === void 0) return "-";
  return typeof v === "string" ? v : JSON.stringify(v);
}

// src/core/merge/report.ts
function formatMergeGateJson(r) {
  return `${JSON.stringify(r, null, 2)}
`;
}
function formatMergeGateText(r) {
  const lines = [];
  lines.push(`verdict: ${r.verdict.toUpperCase()}  class: ${r.class ?? "unknown"}`);
  if (r.base) lines.push(`base: ${r.base.commit} digest ${r.base.digest}`);
  if (r.head) lines.push(`head: ${r.head.commit} digest ${r.head.digest}`);
  for (const rule of r.rules) lines.push(`rule: ${ruleLine(rule)}`);
  if (r.reasons.length) {
    lines.push("", "blocked because:");
    for (const reason of r.reasons) lines.push(`  - ${oneLine(reason)}`);
  }
  if (r.notes.length) {
    lines.push("", "notes:");
    for (const note of r.notes) lines.push(`  - ${oneLine(note)}`);
  }
  if (r.changes.length) {
    lines.push("", "changes:");
    for (const g of groupChanges(r.changes))
      lines.push(`  ${g.direction.padEnd(7)} ${oneLine(describeChangeGroup(g, r.projects))}`);
  }
  lines.push("", `ceiling: ${ceilingSummary(r)}`);
  for (const g of groupViolations(r.ceiling)) lines.push(`  ${oneLine(describeViolationGroup(g))}`);
  lines.push("", `approvals: ${r.approvals.length === 0 ? "none" : ""}`);
  for (const a of r.approvals) lines.push(`  ${approvalLine(a)} [${oneLine(a.file)}]`);
  if (r.stale.length) {
    lines.push("", "other tokens this pull request committed (they do not approve):");
    for (const a of r.stale) lines.push(`  ${approvalLine(a)} [${oneLine(staleWhere(a))}]`);
  }
  if (r.proposers.length) {
    lines.push("", "proposers among the approvers:");
    for (const p of r.proposers) lines.push(`  ${p.approver}: ${oneLine(p.why)}`);
  }
  return `${lines.join("\n")}
`;
}
function formatMergeGateMarkdown(r) {
  const out = [];
  const icon = r.verdict === "pass" ? "\u2705" : "\u274C";
  out.push(
    `## ${icon} loopgov policy gate: ${r.verdict.toUpperCase()} (class \`${r.class ?? "unknown"}\`)`,
    ""
  );
  if (r.head) out.push(`Head digest \`${r.head.digest}\` (commit \`${r.head.commit}\`)`, "");
  if (r.rules.length) {
    out.push(
      r.rules.length === 1 ? "Rule (approvers who did not propose the change):" : "Rules, each to be met (approvers who did not propose the change):",
      "",
      "| met | rule | for classes | counted |",
      "|---|---|---|---|"
    );
    for (const rule of r.rules)
      out.push(
        `| ${rule.met ? "\u2705 yes" : "\u274C no"} | **${describeRule(rule)}** | ${rule.classes.join(", ")} | ${rule.counted.length}${rule.counted.length ? `: ${md(rule.counted.join(", "))}` : ""} |`
      );
    out.push("");
  }
  if (r.reasons.length) {
    out.push("### Why it blocks", "");
    for (const reason of r.reasons.slice(0, SUMMARY_ROWS)) out.push(`- ${md(reason, REASON_CHARS)}`);
    if (r.reasons.length > SUMMARY_ROWS) out.push(`- \u2026 ${more(r.reasons.length)} reasons`);
    out.push("");
  }
  if (r.notes.length) {
    out.push("### Notes", "");
    for (const note of r.notes.slice(0, SUMMARY_ROWS)) out.push(`- ${md(note, REASON_CHARS)}`);
    if (r.notes.length > SUMMARY_ROWS) out.push(`- \u2026 ${more(r.notes.length)} notes`);
    out.push("");
  }
  out.push("### Changes", "");
  if (r.class === null) out.push(`Not checked: ${notCheckedWhy(r)} (see why it blocks).`, "");
  else if (r.changes.length === 0) out.push("No effective change.", "");
  else {
    out.push("| direction | file | scope | field | from | to |", "|---|---|---|---|---|---|");
    const groups = groupChanges(r.changes);
    for (const g of groups.slice(0, SUMMARY_ROWS))
      out.push(
        `| ${g.direction} | ${md(g.file)} | ${md(groupWhere(g, r.projects))} | ${md(g.field)} | ${md(show(g.from))} | ${md(show(g.to))} |`
      );
    if (groups.length > SUMMARY_ROWS) out.push(`| \u2026 ${more(groups.length)} changes | | | | | |`);
    out.push("");
  }
  out.push("### Ceiling check", "");
  if (r.class === null) out.push(`Not checked: ${notCheckedWhy(r)} (see why it blocks).`, "");
  else if (r.ceiling.length === 0) out.push("Within the org ceiling at base.", "");
  else {
    out.push("| scope | field | value | limit |", "|---|---|---|---|");
    for (const v of r.ceiling.slice(0, SUMMARY_ROWS))
      out.push(
        `| ${md(v.scope ? `${v.scope.project ?? "*"}/${v.scope.level}` : "-")} | ${md(v.field)} | ${md(show(v.value))} | ${md(show(v.limit))} |`
      );
    if (r.ceiling.length > SUMMARY_ROWS) out.push(`| \u2026 ${more(r.ceiling.length)} violations | | | |`);
    out.push("");
  }
  out.push("### Approvals", "");
  if (r.approvals.length === 0) out.push("No approval tokens found.", "");
  else {
    out.push("| counted | approver | kid | decision | file | why |", "|---|---|---|---|---|---|");
    for (const a of firstRows(r.approvals))
      out.push(
        `| ${a.counted ? "\u2705 yes" : "\u274C no"} | ${md(a.approver ?? "?")} | ${md(a.kid ?? "?")} | ${md(a.decision ?? "-")} | ${md(a.file)} | ${md(a.reason)} |`
      );
    if (r.approvals.length > SUMMARY_ROWS) out.push(`| \u2026 ${more(r.approvals.length)} tokens | | | | | |`);
    out.push("");
  }
  if (r.stale.length) {
    out.push("### Other tokens this pull request committed", "");
    out.push("| file | commit | approver | decision | why it does not approve |", "|---|---|---|---|---|");
    for (const a of firstRows(r.stale))
      out.push(
        `| ${md(a.file)} | ${md(staleWhere(a))} | ${md(a.approver ?? "?")} | ${md(a.decision ?? "-")} | ${md(a.reason)} |`
      );
    if (r.stale.length > SUMMARY_ROWS) out.push(`| \u2026 ${more(r.stale.length)} tokens | | | | |`);
    out.push("");
  }
  return `${out.join("\n")}
`;
}
var SUMMARY_ROWS = 50;
var CELL_CHARS = 300;
var REASON_CHARS = 2e3;
var SUMMARY_MAX_BYTES = 512 * 1024;
function more(total) {
  return `${total - SUMMARY_ROWS} more (the job log lists all ${total})`;
}
function firstRows(rows) {
  if (rows.length <= SUMMARY_ROWS) return rows;
  const rank = (a) => a.counted ? 0 : a.decision === "reject" ? 1 : 2;
  return [...rows].sort((a, b) => rank(a) - rank(b)).slice(0, SUMMARY_ROWS);
}
function notCheckedWhy(r) {
  return r.merges === "neither" ? "the branch does not hold what merges" : "a revision is invalid";
}
function ceilingSummary(r) {
  if (r.class === null) return `not checked (${notCheckedWhy(r)})`;
  return r.ceiling.length === 0 ? "within the ceiling at base" : `${r.ceiling.length} violation(s)`;
}
function ruleLine(r) {
  const who = r.counted.length ? ` (${r.counted.join(", ")})` : "";
  return `${describeRule(r)} for ${r.classes.join(", ")}: ${r.met ? "met" : "NOT met"}, counted ${r.counted.length}${who}`;
}
function approvalLine(a) {
  return `${a.counted ? "counted    " : "not counted"} ${a.approver ?? "?"} ${a.kid ?? "?"} ${a.decision ?? "-"}: ${oneLine(a.reason)}`;
}
function staleWhere(a) {
  return `${a.file}, added in ${a.commit.slice(0, 12)}${a.atHead ? "" : ", not at head"}`;
}
function groupWhere(g, projects) {
  if (g.scopes.length === 0) return "-";
  const [s] = g.scopes;
  return g.scopes.length === 1 ? `${s.project ?? "*"}/${s.level}/${s.profile}` : describeScopes(g.scopes, projects);
}
function oneLine(s) {
  return s.replace(/[\r\n]+/g, " ");
}
function md(s, max = CELL_CHARS) {
  const one = oneLine(s);
  return (one.length > max ? `${one.slice(0, max - 1)}\u2026` : one).replace(
    /[\\`*[\]<>|~&]/g,
    (ch) => `&#${ch.charCodeAt(0)};`
  );
}

// src/io/merge/gather.ts
import { existsSync as existsSync2 } from "node:fs";
import { resolve as resolve3 } from "node:path";

// src/core/merge/commit-identity.ts
var IDENT = /^(?:([^<>]*?) +)?<([^<>]*)> (\d{1,20}) ([+-]\d{4})$/;
var CONTROL = new RegExp("\\p{Cc}", "u");
var strict = new TextDecoder("utf-8", { fatal: true });
var lenient = new TextDecoder("utf-8");
function parseCommitObject(bytes) {
  const problems = [];
  const end = indexOfBlankLine(bytes);
  const headBytes = end < 0 ? bytes : bytes.subarray(0, end);
  const message = end < 0 ? "" : lenient.decode(bytes.subarray(end + 2));
  let headers;
  try {
    headers = strict.decode(headBytes);
  } catch {
    problems.push("its header is not valid UTF-8");
    headers = lenient.decode(headBytes);
  }
  const found = {
    author: [],
    committer: [],
    parent: []
  };
  for (const line of headers.split("\n")) {
    const key = line.slice(0, line.indexOf(" "));
    if (key === "author" || key === "committer" || key === "parent")
      found[key].push(line.slice(key.length + 1));
  }
  const out = { authors: [], committers: [], parents: found.parent, message, problems };
  for (const role of ["author", "committer"]) {
    const values = found[role];
    if (values.length !== 1) problems.push(`it has ${values.length} ${role} lines (git expects exactly one)`);
    for (const value of values) {
      const ident = parseIdent(value);
      if (!ident) problems.push(`its ${role} ${quote(value)} is not "name <email> time zone"`);
      else {
        for (const part of ["name", "email"])
          if (CONTROL.test(ident[part]))
            problems.push(`its ${role} ${part} holds a control character (${describeControls(ident[part])})`);
        problems.push(...emailProblems(role, ident.email));
      }
      const read = ident ?? bestEffortIdent(value);
      out[role === "author" ? "authors" : "committers"].push({ ...read, email: read.email.trim() });
    }
  }
  return out;
}
function parseIdentityText(value, source, commit) {
  const v = value.trim();
  const problem = CONTROL.test(v) ? `${quote(v)} holds a control character (${describeControls(v)})` : void 0;
  const at = commit === void 0 ? {} : { commit };
  const plain = /^(.*?)\s*<([^<>\s]+)>\s*$/.exec(v);
  const emails = [...new Set([...v.matchAll(EMAIL)].map((m) => m[1]))];
  let identities;
  if (plain && emails.length === 1 && emails[0] === plain[2])
    identities = [{ source, ...plain[1] ? { name: plain[1] } : {}, email: plain[2], ...at }];
  else if (emails.length > 0) identities = emails.map((email) => ({ source, email, ...at }));
  else {
    const words = v.split(/[\s,;()<>[\]{}"']+/).flatMap((w) => w.startsWith("@") ? [w, w.slice(1)] : [w]);
    const seen = /* @__PURE__ */ new Set();
    identities = [v, ...words].filter((w) => w && !seen.has(w.toLowerCase()) && seen.add(w.toLowerCase())).map((id) => ({ source, id, ...at }));
  }
  return { identities, ...problem ? { problem } : {} };
}
var EMAIL = /([^\s<>()[\]{}"',;:]+@[^\s<>()[\]{}"',;:]*[^\s<>()[\]{}"',;:.])/g;
function scanCoAuthorLines(message) {
  return [...message.matchAll(/^[ \t]*co-authored-by[ \t]*[:=][ \t]*(.*?)[ \t]*$/gim)].map((m) => m[1]);
}
function emailProblems(role, email) {
  if (email.trim() === "") return [`its ${role} email is empty, so the ${role} cannot be recognised`];
  if (/\s/u.test(email.replace(new RegExp("\\p{Cc}", "gu"), "")))
    return [`its ${role} email ${quote(email)} holds whitespace (git never writes one so)`];
  return [];
}
function parseIdent(value) {
  const m = IDENT.exec(value);
  return m ? { name: m[1] ?? "", email: m[2] } : void 0;
}
function bestEffortIdent(value) {
  const email = /<([^<>]*)>/.exec(value)?.[1] ?? "";
  return { name: value.split("<")[0].trim(), email };
}
function indexOfBlankLine(b) {
  for (let i = 0; i + 1 < b.length; i++) if (b[i] === 10 && b[i + 1] === 10) return i;
  return -1;
}
function quote(s) {
  return JSON.stringify(s.length > 120 ? `${s.slice(0, 120)}\u2026` : s);
}
function describeControls(s) {
  const codes = [...new Set([...s].filter((ch) => CONTROL.test(ch)))];
  return codes.map((ch) => `U+${ch.codePointAt(0).toString(16).toUpperCase().padStart(4, "0")}`).join(", ");
}

// src/io/git/clean-merge.ts
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join as join5 } from "node:path";
var SCRATCH_ARGS = ["-c", "core.attributesFile=/dev/null"];
async function withScratchRepo(dir, fn) {
  const asked = await runGit(dir, [
    "rev-parse",
    "--path-format=absolute",
    "--git-path",
    "objects",
    "--show-object-format"
  ]);
  const [objects, format] = asked.stdout.trim().split("\n");
  if (asked.code !== 0 || !objects || !format)
    throw new LoopgovError("ERR_GIT", `git rev-parse cannot locate the objects of ${dir}: ${gitSaid(asked)}`);
  const scratch = await mkdtemp(join5(tmpdir(), "loopgov-merge-"));
  try {
    await mkdir(join5(scratch, "objects", "info"), { recursive: true });
    await mkdir(join5(scratch, "refs"));
    await writeFile(join5(scratch, "HEAD"), "ref: refs/heads/main\n");
    await writeFile(join5(scratch, "objects", "info", "alternates"), `${objects}
`);
    await writeFile(
      join5(scratch, "config"),
      format === "sha1" ? "[core]\n	repositoryformatversion = 0\n	bare = true\n" : `[core]
	repositoryformatversion = 1
	bare = true
[extensions]
	objectformat = ${format}
`
    );
    const env2 = {};
    for (const [k, v] of Object.entries(gitEnv(process.env))) if (!/^GIT_/i.test(k)) env2[k] = v;
    Object.assign(env2, { GIT_DIR: scratch, GIT_CONFIG_GLOBAL: "/dev/null", GIT_CONFIG_NOSYSTEM: "1" });
    return await fn({ run: (args) => runGit(scratch, [...SCRATCH_ARGS, ...args], env2) });
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
async function mergePolicies(scratch, ours, theirs) {
  const merged = await mergeTree(scratch, ours, theirs);
  if (!merged.ok) return merged;
  const entry = await policiesEntry(scratch, merged.tree);
  if (entry === void 0)
    return { ok: false, failure: `git ls-tree cannot read the merged tree ${merged.tree}` };
  return { ok: true, entry, tree: merged.tree };
}
async function mergeTree(scratch, ours, theirs, options = {}) {
  const merged = await scratch.run([
    "merge-tree",
    "--write-tree",
    "--name-only",
    "-z",
    "--no-messages",
    ...options.unrelated ? ["--allow-unrelated-histories"] : [],
    ours,
    theirs
  ]);
  if (merged.code !== 0 && merged.code !== 1)
    return {
      ok: false,
      failure: `git merge-tree --write-tree (git 2.38 or later) failed: ${gitSaid(merged)}`
    };
  const [tree, ...conflicted] = merged.stdout.split("\0").filter(Boolean);
  if (!tree || !/^[0-9a-f]{40,64}$/.test(tree))
    return { ok: false, failure: `git merge-tree answered ${JSON.stringify(merged.stdout.slice(0, 80))}` };
  const conflicts = [...new Set(conflicted)].filter(
    (p) => p === GOVERNED_DIR || p.startsWith(`${GOVERNED_DIR}/`)
  );
  if (conflicts.length > 0) return { ok: false, conflicts };
  return { ok: true, tree };
}
async function findCleanMerges(dir, merges) {
  const clean = /* @__PURE__ */ new Set();
  const twoParents = merges.filter((m) => m.parents.length === 2 && [m.sha, ...m.parents].every(isCommitId));
  if (twoParents.length === 0) return clean;
  await withScratchRepo(dir, async (scratch) => {
    for (const m of twoParents) {
      const merged = await mergePolicies(scratch, m.parents[0], m.parents[1]);
      if (merged.ok && await policiesEntry(scratch, m.sha) === merged.entry) clean.add(m.sha);
    }
  });
  return clean;
}
async function policiesEntry(scratch, treeish) {
  const r = await scratch.run(["ls-tree", "-z", "--full-tree", treeish, "--", topPath(GOVERNED_DIR)]);
  if (r.code !== 0) return void 0;
  return r.stdout.split("\0")[0].split("	")[0];
}
function isCommitId(s) {
  return FULL_COMMIT.test(s);
}

// src/io/git/range.ts
var REGULAR = /* @__PURE__ */ new Set(["100644", "100755"]);
var COMMIT_MARK = "";
async function listAddedBlobs(git2, base, head, prefix) {
  const out = await git2.raw([
    "log",
    "-z",
    "--full-history",
    "-c",
    "--no-renames",
    "--raw",
    "--no-abbrev",
    `--format=${COMMIT_MARK}%H`,
    base === null ? head : `${base}..${head}`,
    "--",
    topPath(prefix)
  ]);
  const found = /* @__PURE__ */ new Map();
  let commit = "";
  const fields = out.split("\0");
  for (let i = 0; i < fields.length; i++) {
    const f = fields[i].replace(/^\n/, "");
    if (f === "") continue;
    if (f.startsWith(COMMIT_MARK)) {
      commit = f.slice(1);
      continue;
    }
    const entry = parseRawEntry(f);
    const path2 = fields[++i];
    if (!entry || path2 === void 0 || !commit)
      throw new LoopgovError(
        "ERR_GIT",
        `unexpected git log --raw output near ${JSON.stringify(f.slice(0, 80))}`
      );
    if (!REGULAR.has(entry.mode)) continue;
    found.set(`${path2}\0${entry.oid}`, { path: path2, oid: entry.oid, commit });
  }
  return [...found.values()];
}
function parseRawEntry(f) {
  const m = /^(:+)(\d{6}(?: \d{6})+) ([0-9a-f]+(?: [0-9a-f]+)+) ([A-Z]+)$/.exec(f);
  if (!m) return void 0;
  const parents = m[1].length;
  const modes = m[2].split(" ");
  const oids = m[3].split(" ");
  if (modes.length !== parents + 1 || oids.length !== parents + 1 || m[4].length !== parents)
    return void 0;
  return { mode: modes[parents], oid: oids[parents] };
}
async function treeOids(git2, commit, prefix) {
  const listing = await git2.raw(["ls-tree", "-r", "-z", "--full-tree", commit, "--", topPath(prefix)]);
  const out = /* @__PURE__ */ new Map();
  for (const record2 of listing.split("\0")) {
    if (!record2) continue;
    const tab = record2.indexOf("	");
    const [mode, type, oid] = record2.slice(0, tab).split(" ");
    if (type === "blob" && (mode === "100644" || mode === "100755")) out.set(record2.slice(tab + 1), oid);
  }
  return out;
}

// src/io/git/history.ts
var MAX_COMMIT_BYTES = 1024 * 1024;
var MAX_PROPOSAL_BYTES = 128 * 1024;
async function readPolicyCommits(dir, base, head) {
  const out = await openGit(dir).raw([
    "log",
    "-z",
    "--full-history",
    "--format=%H%n%(trailers:key=Co-authored-by,valueonly,unfold,separator=%x0a)",
    `${base}..${head}`,
    "--",
    topPath("policies/")
  ]);
  const trailers = /* @__PURE__ */ new Map();
  for (const record2 of out.split("\0")) {
    const lines = record2.replace(/^\n/, "").split("\n");
    const sha = lines[0];
    if (sha === "" && lines.length === 1) continue;
    if (!FULL_COMMIT.test(sha))
      throw new LoopgovError("ERR_GIT", `unexpected git log output: ${JSON.stringify(record2.slice(0, 80))}`);
    trailers.set(
      sha,
      lines.slice(1).filter((l) => l !== "")
    );
  }
  const objects = await readObjects(dir, [...trailers.keys()], MAX_COMMIT_BYTES);
  const parsed = /* @__PURE__ */ new Map();
  for (const [sha, obj] of objects) if (obj.content) parsed.set(sha, parseCommitObject(obj.content));
  const clean = await findCleanMerges(
    dir,
    [...parsed].filter(([, c]) => c.parents.length > 1).map(([sha, c]) => ({ sha, parents: c.parents }))
  );
  const commits = [];
  const errors = [];
  for (const [sha, values] of trailers) {
    if (clean.has(sha)) continue;
    const obj = objects.get(sha);
    const problems = [];
    const identities = [];
    const c = parsed.get(sha);
    if (!c) problems.push(`its object is ${obj.size} bytes, too large to read`);
    else {
      problems.push(...c.problems);
      const person = (source, a) => ({
        source,
        name: a.name,
        ...a.email ? { email: a.email } : {},
        commit: sha
      });
      identities.push(...c.authors.map((a) => person("commit author", a)));
      identities.push(...c.committers.map((a) => person("commit committer", a)));
      for (const value of /* @__PURE__ */ new Set([...values, ...scanCoAuthorLines(c.message)])) {
        const { identities: coAuthors, problem } = parseIdentityText(value, "co-author", sha);
        identities.push(...coAuthors);
        if (problem) problems.push(`its co-author ${problem}`);
      }
    }
    commits.push({ sha, identities });
    if (problems.length)
      errors.push(
        `policy commit ${sha}: its identity cannot be trusted as read, so separation of duties cannot be checked: ${problems.join("; ")}`
      );
  }
  return { commits, errors };
}
async function readProposalAuthors(dir, base, head) {
  const git2 = openGit(dir);
  const [blobs, atHead] = await Promise.all([
    listAddedBlobs(git2, base, head, "proposals/"),
    treeOids(git2, head, "proposals/")
  ]);
  const objects = await readObjects(
    dir,
    blobs.map((b) => b.oid),
    MAX_PROPOSAL_BYTES
  );
  const proposers = [];
  const errors = [];
  for (const b of blobs) {
    const current = atHead.get(b.path) === b.oid;
    const where = current ? b.path : `${b.path} as committed in ${b.commit.slice(0, 12)}`;
    let proposedBy;
    try {
      const content = objects.get(b.oid)?.content;
      if (!content) throw new LoopgovError("ERR_POLICY_TOO_LARGE", `larger than ${MAX_PROPOSAL_BYTES} bytes`);
      const parsed = parseSafeYaml(content, b.path);
      proposedBy = parsed.data?.proposed_by;
      const problems = validateAgainstSchema("Proposal", parsed.data, b.path, parsed);
      if (problems.length) throw new LoopgovError("ERR_POLICY_SCHEMA", "invalid proposal", problems);
      const { problem } = parseIdentityText(proposedBy, "proposal proposed_by", b.commit);
      if (problem) throw new LoopgovError("ERR_POLICY_SCHEMA", `its proposed_by ${problem}`);
    } catch (e) {
      if (!current) continue;
      const details = e instanceof LoopgovError ? e.problems.map(formatProblem).join("; ") : "";
      const name = b.path.endsWith(".yaml") ? "" : " (every file under proposals/ is read as a proposal, proposals/<id>.yaml)";
      errors.push(`cannot read proposal ${where}${name}: ${firstLine(e)}${details ? ` \u2014 ${details}` : ""}`);
    } finally {
      if (typeof proposedBy === "string" && proposedBy.trim())
        proposers.push(...parseIdentityText(proposedBy, "proposal proposed_by", b.commit).identities);
    }
  }
  return { proposers, errors };
}

// src/io/git/rebase-policies.ts
async function rebasedPolicies(scratch, base, head) {
  const listed = await scratch.run([
    "rev-list",
    "--reverse",
    "--topo-order",
    "--no-merges",
    "--parents",
    "--cherry-pick",
    "--right-only",
    `${base}...${head}`
  ]);
  if (listed.code !== 0) return { ok: false, failure: `git rev-list failed: ${gitSaid(listed)}` };
  const commits = listed.stdout.split("\n").filter(Boolean).map((l) => l.split(" "));
  if (commits.some((c) => c.length > 2 || !c.every((id) => FULL_COMMIT.test(id))))
    return { ok: false, failure: `git rev-list answered ${JSON.stringify(listed.stdout.slice(0, 80))}` };
  const baseTree = await scratch.run(["rev-parse", "--verify", "--end-of-options", `${base}^{tree}`]);
  if (baseTree.code !== 0) return { ok: false, failure: `git rev-parse failed: ${gitSaid(baseTree)}` };
  let tree = baseTree.stdout.trim();
  const applied = [];
  for (const [commit, parent] of commits) {
    const step = await scratch.run([
      ...STEP_IDENTITY,
      "commit-tree",
      tree,
      ...parent ? ["-p", parent] : [],
      "-m",
      "rebase step"
    ]);
    if (step.code !== 0 || !step.stdout.trim())
      return { ok: false, failure: `git commit-tree failed: ${gitSaid(step)}` };
    const merged = await mergeTree(scratch, step.stdout.trim(), commit, { unrelated: !parent });
    if (!merged.ok)
      return merged.conflicts ? { ok: false, stops: commit } : { ok: false, failure: merged.failure };
    if (merged.tree !== tree) applied.push(commit);
    tree = merged.tree;
  }
  const entry = await policiesEntry(scratch, tree);
  if (entry === void 0) return { ok: false, failure: `git ls-tree cannot read the rebased tree ${tree}` };
  return { ok: true, entry, applied };
}
async function rebaseDifference(scratch, applied, rebasedEntry, judgedEntry) {
  const oid = (entry) => entry.split(" ")[2] ?? EMPTY_TREE;
  const [touching, differing] = await Promise.all([
    applied.length > 0 && applied.length <= MAX_NAMED_REPLAYS ? scratch.run(["log", "--no-walk=unsorted", "--format=%h %s", ...applied, "--", "policies"]) : Promise.resolve({ code: 1, stdout: "", stderr: "" }),
    scratch.run(["diff-tree", "-r", "--name-only", oid(judgedEntry), oid(rebasedEntry)])
  ]);
  const lines = (r, n) => r.code === 0 ? r.stdout.split("\n").filter(Boolean).slice(0, n) : [];
  return { commits: lines(touching, 3), files: lines(differing, 5) };
}
var MAX_NAMED_REPLAYS = 2e3;
var EMPTY_TREE = "4b825dc642cb6eb9a060e54bf8d69288fbee4904";
var STEP_IDENTITY = ["-c", "user.name=loopgov", "-c", "user.email=loopgov@localhost"];

// src/io/git/what-merges.ts
async function readWhatMerges(dir, base, head, labels, options = {}) {
  const [b, h] = [short3(labels.base), short3(labels.head)];
  const rebase = options.rebase !== false;
  const ancestor = await runGit(dir, ["merge-base", "--is-ancestor", base, head]);
  if (ancestor.code === 0) return rebase ? readFastForward(dir, base, head, { b, h }) : { policies: "head" };
  const unknown = (why2) => ({
    policies: "neither",
    why: `cannot tell what merging ${h} into ${b} makes of policies/: ${why2}`
  });
  if (ancestor.code !== 1) return unknown(`git merge-base failed: ${gitSaid(ancestor)}`);
  return withScratchRepo(dir, async (scratch) => {
    const [merged, atBase, atHead] = await Promise.all([
      mergePolicies(scratch, base, head),
      policiesEntry(scratch, base),
      policiesEntry(scratch, head)
    ]);
    if (atBase === void 0 || atHead === void 0) return unknown("git ls-tree failed");
    if (!merged.ok)
      return merged.conflicts ? {
        policies: "neither",
        why: `${h} conflicts with ${b} in policies/ (${list(merged.conflicts)}): merge ${b} into the branch and resolve the conflict, so the gate judges what merges`
      } : unknown(merged.failure);
    const differs = rebase ? await rebaseVerdict(scratch, await rebasedPolicies(scratch, base, head), merged.entry, { b, h }) : void 0;
    if (differs) return differs;
    if (merged.entry === atHead) return { policies: "head" };
    if (merged.entry === atBase) return { policies: "base" };
    const [commits, files] = await Promise.all([
      scratch.run(["rev-list", `${head}..${base}`, "--", topPath(GOVERNED_DIR)]),
      scratch.run(["diff", "--name-only", "-z", head, merged.tree, "--", topPath(GOVERNED_DIR)])
    ]);
    const shas = commits.stdout.split("\n").filter(Boolean);
    const paths = files.stdout.split("\0").filter(Boolean);
    return {
      policies: "neither",
      why: `the branch is behind ${b} in policies/: ${shas.length} commit(s) of ${b} it does not hold (${list(shas.map((s) => s.slice(0, 12)))}) changed ${list(paths)}, so the merge would hold policies/ that neither ${b} nor ${h} holds, which no approval binds (an approval binds the head's digest): update the branch (merge ${b} into it), so the gate judges what merges, then have its head approved`
    };
  }).catch((e) => unknown(firstLine(e)));
}
async function readFastForward(dir, base, head, labels) {
  const merges = await runGit(dir, ["rev-list", "--min-parents=2", "--max-count=1", `${base}..${head}`]);
  if (merges.code !== 0) return cannotRebase(labels, `git rev-list failed: ${gitSaid(merges)}`);
  if (merges.stdout.trim() === "") return { policies: "head" };
  return withScratchRepo(dir, async (scratch) => {
    const [rebased, atHead] = await Promise.all([
      rebasedPolicies(scratch, base, head),
      policiesEntry(scratch, head)
    ]);
    if (atHead === void 0) return cannotRebase(labels, "git ls-tree failed");
    return await rebaseVerdict(scratch, rebased, atHead, labels) ?? { policies: "head" };
  }).catch((e) => cannotRebase(labels, firstLine(e)));
}
async function rebaseVerdict(scratch, rebased, judged, labels) {
  const { b, h } = labels;
  if (!rebased.ok) return rebased.stops === void 0 ? cannotRebase(labels, rebased.failure) : void 0;
  if (rebased.entry === judged) return void 0;
  const { commits, files } = await rebaseDifference(scratch, rebased.applied, rebased.entry, judged);
  const where = [
    files.length > 0 ? `in ${files.map((f) => `policies/${f}`).join(", ")}` : "",
    commits.length > 0 ? `from replaying ${commits.join("; ")}` : ""
  ].filter(Boolean).join(", ");
  return {
    policies: "neither",
    why: `rebasing ${h} onto ${b} would give other policies/ than merging it${where ? ` (${where})` : ""}: git rebase drops the branch's merge commits, skips its commits whose change ${b} already holds and replays the rest, which here lands other policies/ (merging ${b} into the branch does not change that). Drop or revert the commit that makes the difference, or rebase the branch onto ${b} yourself and push it, so the gate judges what lands`
  };
}
function cannotRebase(labels, why2) {
  return {
    policies: "neither",
    why: `cannot tell what rebasing ${labels.h} onto ${labels.b} makes of policies/: ${why2}`
  };
}
async function readQueueBuild(dir, base, head, pullHead) {
  const at = `the pull request's head ${pullHead.slice(0, 12)}`;
  if (!FULL_COMMIT.test(pullHead)) return { ok: false, why: `${at} is not a full commit id` };
  const present = await runGit(dir, ["cat-file", "-e", `${pullHead}^{commit}`]);
  if (present.code !== 0)
    return {
      ok: false,
      why: `${at} is not in this clone (a fork's branch is not fetched by actions/checkout)`
    };
  return withScratchRepo(dir, async (scratch) => {
    const [merged, tree] = await Promise.all([
      mergePolicies(scratch, base, pullHead),
      scratch.run(["rev-parse", "--verify", "--quiet", `${head}^{tree}`])
    ]);
    if (!merged.ok)
      return {
        ok: false,
        why: merged.conflicts ? `${at} conflicts with the queue's base in policies/` : `cannot merge ${at} into the queue's base: ${merged.failure}`
      };
    if (tree.code !== 0 || tree.stdout.trim() !== merged.tree)
      return {
        ok: false,
        why: `the queue's head ${head.slice(0, 12)} is not git's merge of its base and ${at} (another pull request in the group, or a rebase that resolved otherwise)`
      };
    return { ok: true };
  }).catch((e) => ({ ok: false, why: `cannot merge ${at} into the queue's base: ${firstLine(e)}` }));
}
function short3(rev) {
  return FULL_COMMIT.test(rev) ? rev.slice(0, 12) : rev;
}
function list(items) {
  return items.slice(0, 3).join(", ") + (items.length > 3 ? ` and ${items.length - 3} more` : "");
}

// src/io/git/tokens.ts
var MAX_TOKENS = 1e3;
var OVERSIZED = "x".repeat(MAX_TOKEN_BYTES + 1);
async function readApprovalTokens(git2, commit, digest) {
  if (!DIGEST.test(digest)) throw new LoopgovError("ERR_INTERNAL", `not a digest: ${digest}`);
  const dir = `approvals/${digest}/`;
  const listing = await git2.raw(["ls-tree", "-z", "-l", "--full-tree", commit, "--", topPath(dir)]);
  const found = [];
  for (const record2 of listing.split("\0")) {
    if (!record2) continue;
    const tab = record2.indexOf("	");
    const [mode, type, oid, size] = record2.slice(0, tab).trim().split(/\s+/);
    const path2 = record2.slice(tab + 1);
    if (type !== "blob" || !path2.endsWith(".jwt") || mode !== "100644" && mode !== "100755") continue;
    if (found.length >= MAX_TOKENS)
      throw new LoopgovError("ERR_GIT", `more than ${MAX_TOKENS} tokens in ${dir}`);
    found.push({ path: path2, oid, bytes: Number(size) });
  }
  return Promise.all(
    found.map(async (f) => ({
      path: f.path,
      oid: f.oid,
      token: f.bytes > MAX_TOKEN_BYTES ? OVERSIZED : (await git2.binaryCatFile(["blob", f.oid])).toString("utf8")
    }))
  );
}
async function readRangeTokens(dir, git2, range, exclude) {
  const [added, atBase, atHead] = await Promise.all([
    listAddedBlobs(git2, range.base, range.head, "approvals/"),
    treeOids(git2, range.base, "approvals/"),
    treeOids(git2, range.head, "approvals/")
  ]);
  const skip = new Set(exclude.map((t) => `${t.path}\0${t.oid}`));
  const folder = range.headDigest ? `approvals/${range.headDigest}/` : void 0;
  const found = [...added];
  for (const [path2, oid] of atBase)
    if (folder && path2.startsWith(folder) && !path2.slice(folder.length).includes("/"))
      found.push({ path: path2, oid, commit: range.base });
  const blobs = found.filter((b) => b.path.endsWith(".jwt") && !skip.has(`${b.path}\0${b.oid}`));
  if (blobs.length > MAX_TOKENS)
    throw new LoopgovError("ERR_GIT", `more than ${MAX_TOKENS} token versions committed under approvals/`);
  const objects = await readObjects(
    dir,
    blobs.map((b) => b.oid),
    MAX_TOKEN_BYTES
  );
  return blobs.map((b) => ({
    path: b.path,
    oid: b.oid,
    token: objects.get(b.oid)?.content?.toString("utf8") ?? OVERSIZED,
    commit: b.commit,
    atHead: atHead.get(b.path) === b.oid
  }));
}
async function findTokensInHistory(git2, base, tokens) {
  const payloads = /* @__PURE__ */ new Map();
  for (const t of tokens) {
    const p = t.token.trim().split(".")[1];
    if (p && /^[A-Za-z0-9_-]{16,}$/.test(p)) payloads.set(p, [...payloads.get(p) ?? [], t.path]);
  }
  const found = /* @__PURE__ */ new Map();
  if (payloads.size === 0) return found;
  const search = (pickaxe) => git2.raw(["log", "-m", "--full-history", "--format=%H", ...pickaxe, base, "--", topPath("approvals/")]);
  for (const batch of batches([...payloads.keys()], PICKAXE_BATCH_CHARS)) {
    const any = await search(["--pickaxe-regex", `-S${batch.join("|")}`, "--max-count=1"]);
    if (!any.trim()) continue;
    for (const payload of batch) {
      const commit = (await search([`-S${payload}`, "--max-count=1"])).trim();
      if (commit) for (const path2 of payloads.get(payload)) found.set(path2, commit);
    }
  }
  return found;
}
var PICKAXE_BATCH_CHARS = 64 * 1024;
function batches(items, maxChars) {
  const out = [];
  let size = Infinity;
  for (const item of items) {
    if (size + item.length + 1 > maxChars) {
      out.push([]);
      size = 0;
    }
    out[out.length - 1].push(item);
    size += item.length + 1;
  }
  return out;
}

// src/io/merge/gather.ts
var GATHER_OPTIONS = Object.keys({
  dir: true,
  base: true,
  head: true,
  repoId: true,
  proposers: true,
  githubCommits: true,
  pullHead: true,
  errors: true,
  now: true
});
async function gatherMergeGateInput(o) {
  if (typeof o !== "object" || o === null || Array.isArray(o))
    throw new LoopgovError("ERR_USAGE", `the options must be an object (got ${shownValue(o)})`);
  refuseUnknownKeys(o, GATHER_OPTIONS);
  for (const key of ["dir", "base", "head"]) {
    if (typeof o[key] !== "string" || o[key] === "")
      throw new LoopgovError("ERR_USAGE", `${key} must be a non-empty string (got ${shownValue(o[key])})`);
  }
  if (o.pullHead !== void 0 && (typeof o.pullHead !== "string" || o.pullHead === ""))
    throw new LoopgovError(
      "ERR_USAGE",
      `pullHead must be a non-empty string (got ${shownValue(o.pullHead)})`
    );
  const now = o.now === void 0 ? Math.floor(Date.now() / 1e3) : o.now;
  checkMergeGateOptions({ repoId: o.repoId, now });
  const git2 = await openRepository(o.dir);
  const errors = [...o.errors ?? []];
  const [base, head, unrecorded] = await Promise.all([
    loadRevision(git2, o.base),
    loadRevision(git2, o.head),
    unrecordedHistory(git2, o)
  ]);
  errors.push(...unrecorded);
  const proposers = [...o.proposers ?? []];
  const notes = [];
  const input = {
    repoId: o.repoId,
    base,
    head,
    tokens: [],
    rangeTokens: [],
    proposers,
    errors,
    notes,
    now
  };
  if (!base.commit || !head.commit) return input;
  const [b, h] = [base.commit, head.commit];
  input.merges = await readWhatMerges(
    o.dir,
    b,
    h,
    { base: o.base, head: o.head },
    { rebase: o.pullHead === void 0 }
  );
  const judged = input.merges.policies === "base" && base.ok ? { ...base, commit: h } : head;
  input.head = judged;
  let own = h;
  let githubCommits = o.githubCommits;
  const pullHead = o.pullHead === void 0 ? void 0 : await resolvePullHead(git2, o.pullHead, errors);
  if (pullHead) {
    const build = await readQueueBuild(o.dir, b, h, pullHead);
    if (build.ok) own = pullHead;
    else {
      githubCommits = void 0;
      notes.push(
        `merge queue: ${build.why}; so the queue's own commits are judged as the pull request's (a squash's Co-authored-by included)`
      );
    }
  }
  const range = `${o.base}..${own === h ? o.head : own}`;
  const history = (async () => {
    try {
      const [policy, listed, proposal] = await Promise.all([
        readPolicyCommits(o.dir, b, own),
        listRange(git2, b, own),
        readProposalAuthors(o.dir, b, own)
      ]);
      const touching = new Set(policy.commits.map((c) => c.sha));
      for (const c of policy.commits) proposers.push(...c.identities);
      errors.push(...policy.errors);
      const inRange = new Set(listed);
      if (githubCommits) {
        const fromApi = new Set(githubCommits.map((c) => c.sha));
        const unlisted = [...touching].filter((sha) => !fromApi.has(sha));
        if (unlisted.length > 0)
          errors.push(
            `the GitHub API did not list ${unlisted.length} commit(s) of ${range} that touch policies/ (${unlisted.slice(0, 3).map((c) => c.slice(0, 12)).join(
              ", "
            )}${unlisted.length > 3 ? ", \u2026" : ""}): their authors' GitHub logins are unknown, so separation of duties cannot be checked`
          );
      }
      for (const gh of githubCommits ?? []) {
        if (!touching.has(gh.sha) && inRange.has(gh.sha)) continue;
        if (gh.authorLogin)
          proposers.push({ source: "commit author", login: gh.authorLogin, commit: gh.sha });
        if (gh.committerLogin)
          proposers.push({ source: "commit committer", login: gh.committerLogin, commit: gh.sha });
      }
      proposers.push(...proposal.proposers);
      errors.push(...proposal.errors);
    } catch (e) {
      errors.push(`cannot read the history ${range}: ${describeError(e)}`);
    }
  })();
  const tokens = (async () => {
    try {
      if (judged.ok) {
        const atHead = await readApprovalTokens(git2, h, judged.digest);
        const old = await findTokensInHistory(git2, b, atHead);
        input.tokens = atHead.map((t) => old.has(t.path) ? { ...t, inBaseHistory: old.get(t.path) } : t);
      }
      const headDigest = judged.ok && input.merges?.policies === "head" ? judged.digest : void 0;
      input.rangeTokens = await readRangeTokens(o.dir, git2, { base: b, head: own, headDigest }, input.tokens);
    } catch (e) {
      errors.push(`cannot read the approval tokens of ${range}: ${describeError(e)}`);
    }
  })();
  await Promise.all([history, tokens]);
  return input;
}
async function resolvePullHead(git2, rev, errors) {
  if (FULL_COMMIT.test(rev)) return rev;
  try {
    return await resolveCommit(git2, rev);
  } catch (e) {
    errors.push(`the pull request's head (pullHead): ${describeError(e)}`);
    return void 0;
  }
}
async function unrecordedHistory(git2, o) {
  let out;
  try {
    out = await git2.raw(["rev-parse", "--is-shallow-repository", "--git-path", "info/grafts"]);
  } catch (e) {
    return [
      `cannot tell whether ${o.dir} holds the whole history of ${o.base}..${o.head}: ${describeError(e)}`
    ];
  }
  const [shallow, grafts] = out.split("\n").map((l) => l.trim());
  const problems = [];
  if (shallow !== "true" && shallow !== "false")
    problems.push(
      `cannot tell whether ${o.dir} is a shallow clone (git answered ${JSON.stringify(shallow)}): commits of ${o.base}..${o.head} may be missing`
    );
  if (shallow === "true")
    problems.push(
      `${o.dir} is a shallow clone: commits of ${o.base}..${o.head} may be missing (a reject, a proposer), so the gate cannot check them \u2014 check out the full history (actions/checkout: fetch-depth: 0)`
    );
  if (grafts && existsSync2(resolve3(o.dir, grafts)))
    problems.push(
      `${o.dir} has grafts (${grafts}): git shows a history other than the recorded one, so the gate cannot check ${o.base}..${o.head} \u2014 remove the file`
    );
  return problems;
}
async function listRange(git2, base, head) {
  const out = await git2.raw(["rev-list", `${base}..${head}`]);
  return out.split("\n").filter(Boolean);
}

// src/io/policy/pin-approval.ts
import { readFile as readFile3, realpath } from "node:fs/promises";
import { isAbsolute, relative as relative2, resolve as resolve4, sep as sep3 } from "node:path";
import { fileURLToPath } from "node:url";

// src/io/git/digest-history.ts
var MAX_SEARCHED_COMMITS = 500;
async function findDigestInHistory(git2, from, digest) {
  if (!DIGEST.test(digest)) return null;
  const out = await git2.raw([
    "log",
    "--full-history",
    "--format=%H",
    `--max-count=${MAX_SEARCHED_COMMITS}`,
    from,
    "--",
    topPath("policies/")
  ]);
  const seen = /* @__PURE__ */ new Map();
  for (const sha of out.split("\n").filter(Boolean)) {
    try {
      const tree = (await git2.raw(["rev-parse", "--verify", "--quiet", `${sha}:policies`])).trim();
      let d = seen.get(tree);
      if (d === void 0) {
        d = computeDigest(await readGovernedTree(git2, sha));
        seen.set(tree, d);
      }
      if (d === digest) return sha;
    } catch {
    }
  }
  return null;
}

// src/io/policy/revocation-log.ts
import { appendFile, readFile as readFile2 } from "node:fs/promises";
import { dirname as dirname3 } from "node:path";
async function readRememberedRejects(file) {
  let text;
  try {
    text = await readFile2(file, "utf8");
  } catch (e) {
    if (e.code === "ENOENT") return [];
    throw new LoopgovError("ERR_APPROVAL", `cannot read the revocation record ${file}: ${describeError(e)}`);
  }
  const out = /* @__PURE__ */ new Map();
  text.split("\n").forEach((line, i) => {
    if (line.trim() === "") return;
    const r = parseRecord(line);
    if (!r)
      throw new LoopgovError(
        "ERR_APPROVAL",
        `the revocation record ${file} has a damaged line ${i + 1}: it may hold a reject this runner saw, so the digest is refused until a person has checked that line (and removed it if it is no reject)`
      );
    if (!out.has(r.token)) out.set(r.token, r);
  });
  return [...out.values()];
}
async function rememberRejects(file, rejects) {
  if (rejects.length === 0) return;
  makeDirOrFail(dirname3(file), "ERR_APPROVAL");
  try {
    await appendFile(file, rejects.map((r) => `${JSON.stringify(r)}
`).join(""), { flag: "a" });
  } catch (e) {
    throw new LoopgovError("ERR_APPROVAL", `cannot record in ${file}: ${describeError(e)}`);
  }
}
function parseRecord(line) {
  try {
    const r = JSON.parse(line);
    const ok = ["token", "commit", "path", "seen_at"].every((k) => typeof r[k] === "string" && r[k] !== "");
    return ok ? r : null;
  } catch {
    return null;
  }
}

// src/io/policy/pin-approval.ts
var MAX_TRUST_BYTES = 256 * 1024;
async function verifyPinnedApproval(input) {
  try {
    return await verifyOrThrow(input);
  } catch (e) {
    if (e instanceof LoopgovError && e.code === "ERR_APPROVAL") throw e;
    throw new LoopgovError(
      "ERR_APPROVAL",
      `cannot verify the approval of ${input.commit}: ${describeError(e)}`,
      asLoopgovError(e).problems
    );
  }
}
async function verifyOrThrow(input) {
  const fail = (reasons) => {
    throw new LoopgovError(
      "ERR_APPROVAL",
      `policy commit ${input.commit} (digest ${input.digest}) is not approved: ${reasons.join("; ")}`,
      reasons.map((message) => ({ file: `approvals/${input.digest}/`, message }))
    );
  };
  if (!input.trustFile) fail(["profile prod needs a trust file (--trust FILE or LOOPGOV_TRUST)"]);
  const trust = await loadTrustFile(input.trustFile, [input.repoDir, input.namedRepo ?? null]);
  const keys = buildKeyIndex(trust);
  const git2 = openGit(input.repoDir, input.access);
  try {
    await git2.raw(["rev-parse", "--git-dir"]);
  } catch (e) {
    throw new LoopgovError(
      "ERR_GIT",
      `git cannot open the policy repository ${input.repoDir}: ${gitFailure(e)}`
    );
  }
  const head = await loadRevision(git2, input.commit);
  if (!head.ok) fail([`the pinned commit is invalid: ${head.message}`]);
  if (head.ok && head.digest !== input.digest)
    fail([`the pinned commit's digest is ${head.digest}, not ${input.digest}`]);
  const pinned = head;
  let files;
  try {
    files = await readApprovalTokens(git2, pinned.commit, pinned.digest);
  } catch (e) {
    return fail([`cannot read approvals/${pinned.digest}/ at ${pinned.commit}: ${describeError(e)}`]);
  }
  if (files.length === 0)
    fail([`no approval committed under approvals/${pinned.digest}/ at ${pinned.commit}`]);
  const verdicts = [];
  for (const f of files) {
    const verdict = await verifyApprovalToken(f.token.trim(), {
      keys,
      head: pinned.digest,
      now: 0,
      checkTime: false
    });
    verdicts.push({ file: f.path, verdict });
  }
  const changes = [];
  const bases = new Set(verdicts.filter((v) => v.verdict.valid).map((v) => v.verdict.claims?.base));
  for (const base of bases) {
    const found = await findDigestInHistory(git2, pinned.commit, base);
    const baseRev = found ? await loadRevision(git2, found) : null;
    if (baseRev?.ok === true) {
      changes.push({ cls: classifyChange(baseRev.set, pinned.set).class, ceiling: baseRev.set.ceiling });
      continue;
    }
    for (const v of verdicts) {
      if (!v.verdict.valid || v.verdict.decision === "reject" || v.verdict.claims?.base !== base) continue;
      v.verdict = {
        ...v.verdict,
        valid: false,
        problems: [
          {
            code: "ERR_TOKEN_BINDING",
            message: `its base ${base} is no policy revision in the history of ${pinned.commit}, so the change it approved cannot be judged`
          }
        ]
      };
    }
  }
  const tally = tallyPinnedApprovals(verdicts, runtimeRules(changes));
  const revoked = await findRevocations(input, keys, new Set(files.flatMap((f) => f.oid ? [f.oid] : [])));
  if (tally.reasons.length > 0 || revoked.length > 0) fail([...revoked, ...tally.reasons]);
  return { approvers: tally.approvers, kids: tally.kids };
}
async function findRevocations(input, keys, atPin) {
  const git2 = openGit(input.repoDir, input.access);
  const from = input.history ?? input.commit;
  let blobs;
  let objects;
  try {
    blobs = (await listAddedBlobs(git2, null, from, `approvals/${input.digest}/`)).filter(
      (b) => b.path.endsWith(".jwt") && !atPin.has(b.oid)
    );
    objects = await readObjects(
      input.repoDir,
      blobs.map((b) => b.oid),
      MAX_TOKEN_BYTES,
      input.access
    );
  } catch (e) {
    throw new LoopgovError("ERR_APPROVAL", `cannot read the history of ${from} for rejects: ${firstLine(e)}`);
  }
  const verify2 = (token) => verifyApprovalToken(token, { keys, head: input.digest, now: 0, checkTime: false });
  const reasons = [];
  const found = /* @__PURE__ */ new Map();
  for (const b of blobs) {
    const token = objects.get(b.oid)?.content?.toString("utf8").trim();
    if (!token) continue;
    const v = await verify2(token);
    if (revokes(v)) {
      reasons.push(
        `${v.approver} rejected this digest in commit ${b.commit.slice(0, 12)} (${b.path}): a reject anywhere in the protected history revokes it, even once deleted`
      );
      if (!found.has(token)) found.set(token, { token, commit: b.commit, path: b.path });
    }
  }
  if (!input.revocationLog) return reasons;
  const { file, liberal, older } = input.revocationLog;
  const perRef = [.../* @__PURE__ */ new Set([file, liberal])];
  const known = new Map(perRef.map((f) => [f, /* @__PURE__ */ new Set()]));
  const said2 = new Set(found.keys());
  for (const from2 of [...perRef, ...older]) {
    for (const r of await readRememberedRejects(from2)) {
      known.get(from2)?.add(r.token);
      if (said2.has(r.token)) continue;
      said2.add(r.token);
      const v = await verify2(r.token);
      if (!revokes(v)) continue;
      const seen = `${v.approver} rejected this digest in commit ${r.commit.slice(0, 12)} (${r.path}), which this runner saw on ${r.seen_at}`;
      reasons.push(
        known.has(from2) ? `${seen} (${from2}) and the protected history no longer holds: a reject a runner has seen revokes the digest for good, whatever the history is rewritten to` : `${seen} (${from2}, recorded before rejects were kept per protected ref: it does not say which ref it came from, so it revokes the digest on every protected ref of this repository \u2014 once a person has checked which ref held it, move it into that ref's folder, decision 132)`
      );
    }
  }
  const seenAt = (/* @__PURE__ */ new Date()).toISOString();
  for (const [to, held2] of known) {
    try {
      await rememberRejects(
        to,
        [...found.values()].filter((f) => !held2.has(f.token)).map((f) => ({ ...f, seen_at: seenAt }))
      );
    } catch (e) {
      reasons.push(`the rejects above are not remembered: ${describeError(e)}`);
    }
  }
  return reasons;
}
async function loadTrustFile(path2, repos) {
  const trust = await realOrResolved(path2);
  for (const location of repos) {
    const repo2 = location === null ? null : localPathOf(location);
    if (repo2 === null) continue;
    const rel = relative2(await realOrResolved(repo2), trust);
    if (rel === "" || rel !== ".." && !rel.startsWith(`..${sep3}`) && !isAbsolute(rel))
      throw new LoopgovError(
        "ERR_APPROVAL",
        `trust file ${path2} is inside the policy repository ${repo2}: keep it outside`
      );
  }
  let content;
  try {
    content = await readFile3(path2);
  } catch (e) {
    throw new LoopgovError("ERR_APPROVAL", `cannot read trust file ${path2}: ${describeError(e)}`);
  }
  if (content.byteLength > MAX_TRUST_BYTES)
    throw new LoopgovError("ERR_APPROVAL", `trust file ${path2} is larger than ${MAX_TRUST_BYTES} bytes`);
  try {
    const set = parsePolicySet([{ path: APPROVERS_FILE, content }]);
    if (!set.approvers) throw new LoopgovError("ERR_APPROVAL", `trust file ${path2} holds no registry`);
    return set.approvers;
  } catch (e) {
    if (!(e instanceof LoopgovError)) throw e;
    const problems = e.problems.map((p) => ({ ...p, file: path2 }));
    throw new LoopgovError(
      "ERR_APPROVAL",
      `trust file ${path2} is not a valid ApproverRegistry: ${problems.map(formatProblem).join("; ")}`,
      problems
    );
  }
}
function localPathOf(repo2) {
  if (repo2.startsWith("file://")) {
    try {
      return fileURLToPath(repo2);
    } catch {
      return null;
    }
  }
  return isAbsolute(repo2) ? repo2 : null;
}
async function realOrResolved(p) {
  try {
    return await realpath(p);
  } catch {
    return resolve4(p);
  }
}

// src/io/run/open-run.ts
import { resolve as resolve10 } from "node:path";

// src/core/policy/decimal.ts
var DECIMAL = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/;
function parseDecimal(x) {
  const { digits, scale } = decimalDigits(x);
  const coef = BigInt(digits);
  return scale >= 0 ? { coef, scale } : { coef: coef * 10n ** BigInt(-scale), scale: 0 };
}
function decimalDigits(x) {
  const m = Number.isFinite(x) && x >= 0 ? DECIMAL.exec(String(x)) : null;
  if (!m) throw new LoopgovError("ERR_STEP_INVALID", `not a finite amount \u2265 0: ${String(x)}`);
  const frac = m[2] ?? "";
  return { digits: `${m[1]}${frac}`, scale: frac.length - Number(m[3] ?? 0) };
}
var EXACT = 2 ** 52;
var POW10 = Array.from({ length: 23 }, (_, k) => 10 ** k);
function scaledSmall(coef, k) {
  const p = POW10[k];
  if (p === void 0) return null;
  const v = coef * p;
  return v < EXACT ? v : null;
}
var DecimalSum = class {
  /** A double while exact and under `EXACT` (no bigint arithmetic per step), else a bigint. */
  coef = 0;
  scale = 0;
  /** Adds `x` (a cost in dollars) exactly. */
  add(x) {
    const { digits, scale: xScale } = decimalDigits(x);
    if (typeof this.coef === "number" && digits.length <= 15 && xScale >= 0) {
      const scale2 = Math.max(this.scale, xScale);
      const a = scaledSmall(this.coef, scale2 - this.scale);
      const b = scaledSmall(Number(digits), scale2 - xScale);
      if (a !== null && b !== null) {
        this.coef = a + b;
        this.scale = scale2;
        return;
      }
    }
    const d = parseDecimal(x);
    const scale = Math.max(this.scale, d.scale);
    this.coef = align(this.big(), scale) + align(d, scale);
    this.scale = scale;
  }
  /** Whether the sum is strictly greater than `limit` (from `parseDecimal`), compared exactly. */
  exceeds(l) {
    const s = Math.max(this.scale, l.scale);
    if (typeof this.coef === "number" && l.coef < EXACT) {
      const a = scaledSmall(this.coef, s - this.scale);
      const b = scaledSmall(Number(l.coef), s - l.scale);
      if (a !== null && b !== null) return a > b;
    }
    return align(this.big(), s) > align(l, s);
  }
  /** The nearest double (for reports; decisions use `exceeds`). */
  toNumber() {
    const p = POW10[this.scale];
    if (typeof this.coef === "number" && p !== void 0) return this.coef / p;
    return decimalToNumber(this.big());
  }
  big() {
    return { coef: BigInt(this.coef), scale: this.scale };
  }
};
function addDecimals(a, b) {
  const scale = Math.max(a.scale, b.scale);
  return { coef: align(a, scale) + align(b, scale), scale };
}
function compareDecimals(a, b) {
  const scale = Math.max(a.scale, b.scale);
  const d = align(a, scale) - align(b, scale);
  return d < 0n ? -1 : d > 0n ? 1 : 0;
}
function decimalRoom(a, b) {
  const x = parseDecimal(a);
  const y = parseDecimal(b);
  const scale = Math.max(x.scale, y.scale);
  const d = align(x, scale) - align(y, scale);
  return d <= 0n ? 0 : decimalToNumber({ coef: d, scale });
}
function decimalToNumber(d) {
  return Number(`${d.coef}e-${d.scale}`);
}
function align(d, scale) {
  return d.coef * 10n ** BigInt(scale - d.scale);
}

// src/core/run/budget.ts
var LIMITS = [
  "max_steps",
  "max_tokens",
  "max_cost_usd",
  "max_wall_clock_sec"
];
var BudgetGovernor = class {
  /**
   * @param budget the effective budget
   * @param startedAtMs when the run began (the evaluator's clock at `openRun`)
   */
  constructor(budget, startedAtMs, from, elapsedSec = 0) {
    this.budget = budget;
    this.startedAtMs = startedAtMs;
    this.maxCost = parseDecimal(budget.max_cost_usd);
    this.steps = from?.steps ?? 0;
    this.tokens = from?.tokens ?? 0;
    this.cost = from?.cost ?? new DecimalSum();
    this.elapsedMs = elapsedSec * 1e3;
  }
  budget;
  startedAtMs;
  steps = 0;
  tokens = 0;
  // Exact decimal sum: no step's cost is rounded away, however small (docs/decisions/018).
  cost;
  maxCost;
  /** The longest running time reported so far: a system clock stepped back never gives time back. */
  elapsedMs = 0;
  /**
   * The first limit already used up before the next iteration (docs/decisions/115): that iteration would
   * be past it, so it is never taken. Null while there is room.
   */
  firstUsedUp() {
    const b = this.budget;
    if (this.tokens > b.max_tokens) return "max_tokens";
    if (this.cost.exceeds(this.maxCost)) return "max_cost_usd";
    if (this.elapsedMs / 1e3 > b.max_wall_clock_sec) return "max_wall_clock_sec";
    if (this.steps >= b.max_steps) return "max_steps";
    return null;
  }
  /**
   * Adds one iteration and returns the totals with the first limit it reaches: a running total above
   * `max_tokens`, `max_cost_usd` or `max_wall_clock_sec`, or the iteration numbered `max_steps`.
   *
   * @example
   * new BudgetGovernor(budget, clock.now()).observe(1200, 0.01, clock.now()).exceeded // null
   */
  observe(tokens, costUsd, nowMs) {
    this.steps += 1;
    this.tokens += tokens;
    this.cost.add(costUsd);
    return this.snapshot(nowMs, this.firstExceeded(nowMs));
  }
  /** Totals without adding an iteration (for decisions that end the run before a step counts). */
  snapshot(nowMs, exceeded = null) {
    const b = this.budget;
    return {
      steps: this.steps,
      tokens: this.tokens,
      cost_usd: this.cost.toNumber(),
      wall_clock_sec: this.elapsedSec(nowMs),
      limits: {
        max_steps: b.max_steps,
        max_tokens: b.max_tokens,
        max_cost_usd: b.max_cost_usd,
        max_wall_clock_sec: b.max_wall_clock_sec
      },
      exceeded
    };
  }
  /** Never less than before (a continuation's usage proof holds the recorded clock to that). */
  elapsedSec(nowMs) {
    const ms = nowMs - this.startedAtMs;
    if (ms > this.elapsedMs) this.elapsedMs = ms;
    return this.elapsedMs / 1e3;
  }
  /** The first limit this iteration reaches (the one that reaches it may still be DONE, SPEC §4.2). */
  firstExceeded(nowMs) {
    const b = this.budget;
    if (this.tokens > b.max_tokens) return "max_tokens";
    if (this.cost.exceeds(this.maxCost)) return "max_cost_usd";
    if (this.elapsedSec(nowMs) > b.max_wall_clock_sec) return "max_wall_clock_sec";
    if (this.steps >= b.max_steps) return "max_steps";
    return null;
  }
};
function usedUp(limits, used, elapsedSec) {
  const out = [];
  if (used.tokens > limits.max_tokens) out.push("max_tokens");
  if (used.cost.exceeds(parseDecimal(limits.max_cost_usd))) out.push("max_cost_usd");
  if (elapsedSec > limits.max_wall_clock_sec) out.push("max_wall_clock_sec");
  if (used.steps >= limits.max_steps) out.push("max_steps");
  return out;
}
function usedUpAt(limits, b) {
  const cost = new DecimalSum();
  cost.add(b.cost_usd);
  const full = usedUp(limits, { steps: b.steps, tokens: b.tokens, cost }, b.wall_clock_sec);
  return b.exceeded && !full.includes(b.exceeded) ? [b.exceeded, ...full] : full;
}
function leastGrant(limit, limits, b) {
  switch (limit) {
    case "max_steps":
      return Math.max(1, b.steps - limits.max_steps + 1);
    case "max_tokens":
      return Math.max(0, b.tokens - limits.max_tokens);
    case "max_cost_usd":
      return decimalRoom(b.cost_usd, limits.max_cost_usd);
    case "max_wall_clock_sec":
      return decimalRoom(b.wall_clock_sec, limits.max_wall_clock_sec);
  }
}
function describeUsed(limit, b) {
  switch (limit) {
    case "max_steps":
      return `${b.steps} of max_steps ${b.limits.max_steps}`;
    case "max_tokens":
      return `${b.tokens} of max_tokens ${b.limits.max_tokens}`;
    case "max_cost_usd":
      return `$${b.cost_usd}${b.cost_usd > b.limits.max_cost_usd ? "" : " (rounded down: the exact sum is above it)"} of max_cost_usd ${b.limits.max_cost_usd}`;
    case "max_wall_clock_sec":
      return `${b.wall_clock_sec}s of max_wall_clock_sec ${b.limits.max_wall_clock_sec}`;
  }
}
function noRoomUnder(limits, used, elapsedSec) {
  const full = usedUp(limits, used, elapsedSec);
  if (full.length === 0) return null;
  const b = {
    steps: used.steps,
    tokens: used.tokens,
    cost_usd: used.cost.toNumber(),
    wall_clock_sec: elapsedSec,
    limits
  };
  return {
    limits: full,
    used: full.map((l) => describeUsed(l, b)).join(" and "),
    grant: `--grant ${full.map((l) => `${l}=N`).join(",")}`
  };
}

// src/core/run/checked-clock.ts
var CheckedClock = class {
  /**
   * Reads `source` once: a clock that gives no time at all throws `ERR_CLOCK` here. `name` is how its
   * errors call it (a pin request's `now()`).
   */
  constructor(source, name = "the run's clock") {
    this.source = source;
    this.name = name;
    this.last = this.now();
  }
  source;
  name;
  /** The last reading that was a time: what a run's closing record is dated with once the clock fails. */
  last;
  /**
   * The time in milliseconds since the epoch.
   *
   * @example
   * new CheckedClock({ now: () => Number.NaN }) // throws ERR_CLOCK: the run's clock gave NaN, …
   */
  now() {
    let t;
    try {
      t = this.source.now();
    } catch (e) {
      throw new LoopgovError("ERR_CLOCK", `${this.name} threw instead of giving a time: ${firstLine(e)}`);
    }
    if (typeof t === "number" && t >= -DATE_RANGE_MS && t <= DATE_RANGE_MS) {
      this.last = t;
      return t;
    }
    throw new LoopgovError(
      "ERR_CLOCK",
      `${this.name} gave ${shownValue(t)}${typeof t === "bigint" ? " (a bigint)" : ""}, not a time (milliseconds since the epoch, within \xB18.64e15: a Date's range)`
    );
  }
  /**
   * For a record that ends the run, which must be written whatever the clock does: the time, or — when
   * the clock fails — the last time it gave and the failure, for the record's detail.
   */
  nowOrLast() {
    try {
      return { now: this.now(), failure: null };
    } catch (e) {
      return { now: this.last, failure: e };
    }
  }
};
function checkedClock(clock) {
  return clock instanceof CheckedClock ? clock : new CheckedClock(clock);
}

// src/core/run/context.ts
import { createHash as createHash3 } from "node:crypto";
var encoder = new TextEncoder();
function evaluateContext(policy, context) {
  if (context === void 0) return { result: null, recorded: null };
  const text = typeof context === "string" ? context : null;
  const recorded = text !== null ? { sha256: createHash3("sha256").update(text).digest("hex"), bytes: encoder.encode(text).byteLength } : { sha256: context.sha256, bytes: context.bytes };
  const problems = [];
  if (recorded.bytes > policy.max_bytes) {
    problems.push(`context is ${recorded.bytes} bytes, over max_bytes ${policy.max_bytes}`);
  }
  const ids = policy.must_keep.map((m) => m.id);
  if (text === null && ids.length > 0) {
    problems.push(
      `must-keep item(s) ${ids.join(", ")} cannot be checked on a {sha256, bytes} reference: send the context as text`
    );
  } else if (text !== null) {
    const missing = policy.must_keep.filter((m) => !keeps(text, m)).map((m) => m.id);
    if (missing.length > 0) problems.push(`missing must-keep item(s): ${missing.join(", ")}`);
  }
  const result = problems.length > 0 ? { id: "context", kind: "context", verdict: "FAIL", detail: problems.join("; ") } : {
    id: "context",
    kind: "context",
    verdict: "PASS",
    detail: `${recorded.bytes} <= ${policy.max_bytes} bytes; ${ids.length} must-keep item(s) present`
  };
  return { result, recorded };
}
function keeps(text, item) {
  if (item.literal !== void 0) return text.includes(item.literal);
  try {
    return compilePolicyRegex(item.regex, item.flags ?? "").test(text);
  } catch {
    return false;
  }
}

// src/core/run/convergence.ts
var ConvergenceDetector = class {
  constructor(config) {
    this.config = config;
  }
  config;
  last;
  beforeLast;
  repeat = 0;
  alternation = 0;
  best = null;
  sinceBest = 0;
  /**
   * Observes one iteration and reports the stall it completes, if any (oscillation first, then thrash,
   * then no_progress).
   *
   * @example
   * const d = new ConvergenceDetector({ oscillation_repeat: 3, thrash_window: 6, no_progress_window: 5, on_stall: 'halt' });
   * d.observe('a', 0); d.observe('a', 0); d.observe('a', 0).stall // 'oscillation'
   */
  observe(actionHash, progress) {
    if (actionHash === this.last) {
      this.repeat += 1;
      this.alternation = 1;
    } else {
      this.repeat = 1;
      if (this.last === void 0) this.alternation = 1;
      else if (this.alternation >= 2 && actionHash === this.beforeLast) this.alternation += 1;
      else this.alternation = 2;
    }
    this.beforeLast = this.last;
    this.last = actionHash;
    if (this.best === null || progress > this.best) {
      this.best = progress;
      this.sinceBest = 0;
    } else {
      this.sinceBest += 1;
    }
    const c = this.config;
    let stall = null;
    if (this.repeat >= c.oscillation_repeat) stall = "oscillation";
    else if (this.alternation >= c.thrash_window) stall = "thrash";
    else if (this.sinceBest >= c.no_progress_window) stall = "no_progress";
    return this.status(stall);
  }
  status(stall = null) {
    return {
      repeat: this.repeat,
      alternation: this.alternation,
      since_best: this.sinceBest,
      best_progress: this.best,
      stall
    };
  }
};

// src/core/run/maybe-async.ts
function andThen(v, k) {
  return v instanceof Promise ? v.then(k) : k(v);
}

// src/core/run/decide.ts
async function decideIteration(policy, f) {
  return decide(policy, f);
}
function decide(policy, f) {
  const maxCorrections = policy.budget.max_corrections_per_step;
  if (f.gate.verdict === "DENY") {
    return stop("ESCALATE", "gate_deny", `denied by ${failing(f.gate, "DENY")}`);
  }
  let pending = null;
  if (f.gate.verdict === "FAIL") {
    const detail = failingDetails(f.gate);
    if (f.corrections + 1 > maxCorrections && !f.budget.exceeded) {
      return stop("ESCALATE", "corrections_exhausted", `${maxCorrections} correction(s) used; ${detail}`);
    }
    pending = {
      decision: "CORRECT",
      reason: "gate_fail",
      detail,
      correction_hint: `The verify gate failed (${detail}). Fix this and resubmit; correction ${f.corrections + 1} of ${maxCorrections}.`
    };
  }
  const gateOk = pending === null;
  const canBeDone = f.claimsDone && gateOk && policy.success_criteria.length > 0;
  if (f.budget.exceeded) {
    const limit = f.budget.exceeded;
    const over = () => stop(onExceed(policy.on_exceed), `budget.${limit}`, describeLimit(f.budget, limit));
    if (!canBeDone) return over();
    return andThen(f.criteria(), (c) => c.verdict === "PASS" ? done() : over());
  }
  if (f.convergence.stall) {
    return stop(
      onExceed(policy.convergence.on_stall),
      f.convergence.stall,
      describeStall(policy, f.convergence)
    );
  }
  if (pending) return pending;
  if (!f.claimsDone) return { decision: "CONTINUE", reason: "ok", correction_hint: null };
  if (policy.success_criteria.length === 0) {
    return selfDeclared(
      f.corrections,
      maxCorrections,
      "the policy has no success criteria, so no claim of done can be verified (fail closed)"
    );
  }
  return andThen(f.criteria(), (criteria) => {
    if (criteria.verdict === "PASS") return done();
    if (criteria.verdict === "DENY") {
      return stop("ESCALATE", "gate_deny", `success criterion ${failing(criteria, "DENY")} denied`);
    }
    return selfDeclared(
      f.corrections,
      maxCorrections,
      `success criteria failed (${failingDetails(criteria)})`
    );
  });
}
function decideUsedUp(policy, b, limit, step) {
  const which = step === null ? "this step" : `step ${step}`;
  return stop(
    onExceed(policy.on_exceed),
    `budget.${limit}`,
    `${which} not taken: the run had used ${describeUsed(limit, b)} before it (a step past a limit is never taken)`
  );
}
function selfDeclared(corrections, max, detail) {
  if (corrections + 1 > max) {
    return stop("ESCALATE", "corrections_exhausted", `${max} correction(s) used; claimed done but ${detail}`);
  }
  return {
    decision: "CORRECT",
    reason: "self_declared_done",
    detail,
    correction_hint: `Not done: ${detail}. Keep working; correction ${corrections + 1} of ${max}.`
  };
}
function done() {
  return {
    decision: "DONE",
    reason: "success",
    detail: "every success criterion passed",
    correction_hint: null
  };
}
function stop(decision, reason, detail) {
  return { decision, reason, detail, correction_hint: null };
}
function onExceed(e) {
  return e === "escalate" ? "ESCALATE" : "HALT";
}
function failing(report, verdict) {
  return report.results.filter((r) => r.verdict === verdict).map((r) => r.id).join(", ");
}
function failingDetails(report) {
  return report.results.filter((r) => r.verdict !== "PASS").map((r) => `${r.id}: ${r.detail}`).join("; ");
}
function describeLimit(b, limit) {
  switch (limit) {
    case "max_steps":
      return `iteration ${b.steps} of max_steps ${b.limits.max_steps}`;
    case "max_tokens":
      return `${b.tokens} tokens > max_tokens ${b.limits.max_tokens}`;
    case "max_cost_usd":
      return b.cost_usd > b.limits.max_cost_usd ? `$${b.cost_usd} > max_cost_usd ${b.limits.max_cost_usd}` : `$${b.cost_usd} (rounded down: the exact sum is above it) > max_cost_usd ${b.limits.max_cost_usd}`;
    case "max_wall_clock_sec":
      return `${b.wall_clock_sec}s > max_wall_clock_sec ${b.limits.max_wall_clock_sec}`;
  }
}
function describeStall(policy, c) {
  const k = policy.convergence;
  if (c.stall === "oscillation")
    return `the same action ${c.repeat} times in a row (oscillation_repeat ${k.oscillation_repeat})`;
  if (c.stall === "thrash")
    return `alternating between two actions for ${c.alternation} iterations (thrash_window ${k.thrash_window})`;
  return `no new best progress for ${c.since_best} iterations (no_progress_window ${k.no_progress_window})`;
}

// src/core/policy/grant.ts
var GRANT_FIELDS = {
  max_steps: "integer",
  max_tokens: "integer",
  max_cost_usd: "number",
  max_wall_clock_sec: "number",
  max_corrections_per_step: "integer"
};
function grantProblem(value) {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return "grant must be an object";
  for (const [k, v] of Object.entries(value)) {
    const kind = GRANT_FIELDS[k];
    if (!kind || !Object.hasOwn(GRANT_FIELDS, k)) {
      return `grant field ${JSON.stringify(k)} is not one of ${Object.keys(GRANT_FIELDS).join(", ")}`;
    }
    const ok = typeof v === "number" && Number.isFinite(v) && v > 0 && (kind === "number" || Number.isSafeInteger(v));
    if (!ok && kind === "integer" && typeof v === "number" && Number.isInteger(v) && v > 0)
      return `grant ${k} must be a positive integer of at most ${Number.MAX_SAFE_INTEGER} (got ${v}: too large to be held exactly)`;
    if (!ok) return `grant ${k} must be a positive ${kind} (got ${shownValue(v)})`;
  }
  return null;
}
function parseGrant(text) {
  const grant = /* @__PURE__ */ Object.create(null);
  for (const part of text.split(",").map((p) => p.trim()).filter((p) => p !== "")) {
    const m = /^([a-z_]+)=(-?[0-9]+(?:\.[0-9]+)?)$/.exec(part);
    if (!m) throw new LoopgovError("ERR_USAGE", `--grant: ${JSON.stringify(part)} is not FIELD=NUMBER`);
    const field = m[1];
    if (!Object.hasOwn(GRANT_FIELDS, field)) {
      throw new LoopgovError(
        "ERR_USAGE",
        `--grant: grant field ${JSON.stringify(field)} is not one of ${Object.keys(GRANT_FIELDS).join(", ")}`
      );
    }
    if (Object.hasOwn(grant, field)) throw new LoopgovError("ERR_USAGE", `--grant: ${field} is given twice`);
    const value = Number(m[2]);
    const integer = GRANT_FIELDS[field] === "integer";
    if (value > 0 && (!Number.isFinite(value) || integer && value > Number.MAX_SAFE_INTEGER))
      throw new LoopgovError(
        "ERR_USAGE",
        `--grant: ${part} is too large to be held exactly: ${field} takes ${integer ? `a whole number of at most ${Number.MAX_SAFE_INTEGER}` : "a finite number"}`
      );
    grant[field] = value;
  }
  const why2 = grantProblem(grant);
  if (why2) throw new LoopgovError("ERR_USAGE", `--grant: ${why2}`);
  return { ...grant };
}
function applyGrant(limits, grant, ceiling) {
  const out = { ...limits };
  const problems = [];
  for (const k of Object.keys(grant)) {
    const add = grant[k];
    const sum = addDecimals(parseDecimal(limits[k]), parseDecimal(add));
    const next = decimalToNumber(sum);
    if (ceiling === null)
      problems.push(`grant ${k} +${add}: no org ceiling is known, so nothing may be granted`);
    else if (compareDecimals(sum, parseDecimal(ceiling[k])) > 0)
      problems.push(`grant ${k} +${add} would make ${next}, above the ceiling ${ceiling[k]}`);
    out[k] = next;
  }
  return { limits: out, problems };
}
function grantable(limits, ceiling) {
  if (!ceiling) return null;
  const out = {};
  for (const k of Object.keys(GRANT_FIELDS)) out[k] = decimalRoom(ceiling[k], limits[k]);
  return out;
}

// src/core/run/escalation.ts
function escalationBody(e) {
  const d = e.decision;
  const b = d.budget;
  const limits = e.effective.budget;
  const remaining = b ? remainingOf(limits, b) : null;
  const room = grantable(limits, e.ceiling);
  return {
    type: "escalation",
    run_id: e.runId,
    at: d.provenance.run_at,
    step: d.step,
    reason: d.reason,
    detail: d.detail ?? null,
    iteration: { index: e.iteration.index, hash: e.iteration.hash },
    evidence: {
      gate: { verdict: d.gate.verdict, failing: d.gate.results.filter((r) => r.verdict !== "PASS") },
      criteria: e.criteria ? e.criteria.results.filter((r) => r.verdict !== "PASS") : null,
      convergence: d.convergence,
      action: {
        intent: e.event.intent,
        action: e.event.action,
        tool: e.event.tool,
        action_hash: e.actionHash
      },
      attempt: d.attempt
    },
    budget: b,
    limits,
    remaining,
    grantable: room,
    approver_role: e.effective.escalation.approver_role,
    needs: needsFor(d, limits, room)
  };
}
function remainingOf(limits, b) {
  return {
    steps: Math.max(0, limits.max_steps - b.steps),
    tokens: Math.max(0, limits.max_tokens - b.tokens),
    cost_usd: decimalRoom(limits.max_cost_usd, b.cost_usd),
    wall_clock_sec: decimalRoom(limits.max_wall_clock_sec, b.wall_clock_sec)
  };
}
var REASON_NOTES = {
  gate_deny: "answer only once a person has looked at the denied artifact",
  corrections_exhausted: "the next failing step escalates again unless it passes or the grant raises max_corrections_per_step",
  oscillation: "the run's convergence state is kept, so the agent must change its action or make progress",
  thrash: "the run's convergence state is kept, so the agent must change its action or make progress",
  no_progress: "the run's convergence state is kept, so the agent must change its action or make progress"
};
function needsFor(d, limits, room) {
  const who = "a signed resume (`loopgov resume`)";
  const note = REASON_NOTES[d.reason];
  const full = d.budget ? usedUpAt(limits, d.budget) : [];
  if (full.length === 0) return note ? `${who}; ${note}` : `${who}, or one with decision halt to end the run`;
  const b = d.budget;
  const least = (l) => leastGrant(l, limits, b);
  const stuck = full.filter((l) => !room || room[l] <= 0 || room[l] < least(l));
  if (stuck.length > 0) {
    const why2 = !room ? "no org ceiling is known (without one nothing may be granted)" : stuck.map(
      (l) => room[l] <= 0 ? `${l} is at the ceiling` : `${l} needs a grant of at least ${least(l)} but the ceiling leaves ${room[l]}`
    ).join(" and ");
    return `a halt (\`loopgov resume --decision halt\`): ${why2}, so no grant can make room, and a step past the limit is never taken`;
  }
  const grants = full.map((l) => {
    const n = least(l);
    return `${l}${n > 0 ? ` by at least ${n}` : ""} (up to ${room[l]} more within the ceiling)`;
  }).join(" and ");
  return `${who} with a grant raising ${grants}; without it the answer is refused, since a step past the limit is never taken${note ? `; ${note}` : ""}`;
}
var LIMIT_NAMES = new Set(LIMITS);

// src/core/run/halt-arguments.ts
function haltArguments(reason, detail) {
  const problems = [];
  if (typeof reason !== "string" || !REASONS.includes(reason))
    problems.push(`halt() reason must be one of ${REASONS.join(", ")} (got ${shownValue(reason)})`);
  let text;
  if (typeof detail === "string") text = detail;
  else if (isErrorLike(detail)) text = detail.message;
  else if (detail !== void 0 && detail !== null)
    problems.push(`halt() detail must be a string or an Error (got ${shownValue(detail)})`);
  if (problems.length === 0) return { reason, detail: text, problem: null };
  const problem = problems.join("; ");
  return {
    reason: "fail_closed",
    detail: `${problem}: the run is halted all the same${text ? ` (detail: ${text})` : ""}`,
    problem
  };
}
function haltMisuse(problem, after) {
  const state = after.decision === "ESCALATE" ? "the run is still escalated (halt() does not end an escalated run) and waits for a person's answer" : "the run has ended all the same";
  return new LoopgovError("ERR_USAGE", `${problem}; ${state}: ${after.decision} (${after.reason})`);
}

// src/core/run/event.ts
function parseStepEvent(input, previousStep) {
  const snap = snapshotOf(input);
  const bytes = rawArtifact(snap);
  if (bytes) snap.artifact = null;
  const event = runtimeValidators.StepEvent;
  if (!event(snap)) {
    const problems = describeAll((event.errors ?? []).filter((e) => e.keyword !== "anyOf"));
    throw new LoopgovError("ERR_STEP_INVALID", `invalid step event: ${problems.join("; ")}`, [
      ...problems.map((message) => ({ file: "stdin", message }))
    ]);
  }
  const ev = snap;
  if (bytes) ev.artifact = bytes;
  const lone = allWellFormed(ev) ? null : loneSurrogate(ev, "");
  if (lone) {
    const message = describeLoneSurrogate(lone);
    throw new LoopgovError("ERR_STEP_INVALID", `invalid step event: ${message}`, [
      { file: "stdin", field: lone.field, message }
    ]);
  }
  const order2 = previousStep === null ? null : stepOrderProblem(ev.step, previousStep);
  if (order2) throw new LoopgovError("ERR_STEP_INVALID", `invalid step event: /step ${order2}`);
  return ev;
}
function snapshotOf(input) {
  if (input === null || typeof input !== "object" || Array.isArray(input)) return input;
  let snap;
  let at = "";
  try {
    snap = { ...input };
    at = "/artifact";
    if (isPlainObject2(snap.artifact)) snap.artifact = { ...snap.artifact };
    at = "/context";
    if (isPlainObject2(snap.context)) snap.context = { ...snap.context };
  } catch (e) {
    const from = snap === void 0 ? input : snap[at.slice(1)];
    const where = snap === void 0 ? "" : at;
    const getters = accessorsOf(from).map((k) => `${where}/${k}`);
    const which = getters.length > 0 ? ` (getter${getters.length > 1 ? "s" : ""} ${getters.join(", ")})` : "";
    const message = `a field of the step event${where ? ` at ${where}` : ""} could not be read${which}: ${firstLine(e)}`;
    throw new LoopgovError("ERR_STEP_INVALID", `invalid step event: ${message}`, [
      { file: "stdin", field: where || "/", message }
    ]);
  }
  return snap;
}
function isPlainObject2(v) {
  if (v === null || typeof v !== "object") return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}
function accessorsOf(o) {
  if (o === null || typeof o !== "object") return [];
  try {
    return Object.entries(Object.getOwnPropertyDescriptors(o)).filter(([, d]) => d.get !== void 0).map(([k]) => k);
  } catch {
    return [];
  }
}
function isValidDecision(decision) {
  return runtimeValidators.Decision(decision);
}
function actionHashOf(ev) {
  if (ev.action_hash !== void 0) return ev.action_hash;
  return sha256Hex(JSON.stringify([ev.action, ev.tool, ev.inputs_ref]));
}
var MAX_BASE64_LENGTH = 89478488;
var MAX_ARTIFACT_BYTES = Math.floor(MAX_BASE64_LENGTH / 4) * 3;
function rawArtifact(snap) {
  const a = snap !== null && typeof snap === "object" ? snap.artifact : void 0;
  if (a instanceof Uint8Array) {
    if (a.byteLength > MAX_ARTIFACT_BYTES) {
      const message = `/artifact is ${a.byteLength} bytes, more than the ${MAX_ARTIFACT_BYTES} a step event may carry (as {base64}: at most ${MAX_BASE64_LENGTH} characters)`;
      throw new LoopgovError("ERR_STEP_INVALID", `invalid step event: ${message}`, [
        { file: "stdin", field: "/artifact", message }
      ]);
    }
    return new Uint8Array(a.buffer.slice(a.byteOffset, a.byteOffset + a.byteLength));
  }
  const proto = a !== null && typeof a === "object" ? Object.getPrototypeOf(a) : Object.prototype;
  if (proto !== Object.prototype && proto !== null && !Array.isArray(a)) {
    const kind = a.constructor?.name ?? "an object";
    const message = `/artifact must be a string, {base64: "\u2026"}, a Uint8Array or null (got ${kind})`;
    throw new LoopgovError("ERR_STEP_INVALID", `invalid step event: ${message}`, [
      { file: "stdin", field: "/artifact", message }
    ]);
  }
  return null;
}
function artifactBytes(ev) {
  if (ev.artifact === null) return null;
  if (typeof ev.artifact === "string") return Buffer.from(ev.artifact, "utf8");
  if (ev.artifact instanceof Uint8Array) return ev.artifact;
  return new Uint8Array(Buffer.from(ev.artifact.base64, "base64"));
}
function describeAll(errors) {
  const unknown = /* @__PURE__ */ new Map();
  const out = [];
  for (const e of errors) {
    if (e.keyword !== "additionalProperties") {
      out.push(describe3(e));
      continue;
    }
    const names = unknown.get(e.instancePath);
    const name = JSON.stringify(String(e.params.additionalProperty));
    if (names) names.push(name);
    else {
      unknown.set(e.instancePath, [name]);
      out.push(`\0${e.instancePath}`);
    }
  }
  return out.map((line) => {
    if (!line.startsWith("\0")) return line;
    const names = unknown.get(line.slice(1));
    const shown2 = names.slice(0, 3).join(", ");
    const more2 = names.length > 3 ? ` and ${names.length - 3} more` : "";
    const where = line.slice(1) ? `${line.slice(1)} has ` : "";
    return `${where}unknown field${names.length > 1 ? "s" : ""} ${shown2}${more2}`;
  });
}
function describe3(e) {
  const field = e.instancePath || "/";
  const p = e.params;
  if (e.keyword === "required") return `missing field "${String(p.missingProperty)}"`;
  if (e.keyword === "additionalProperties") return `unknown field "${String(p.additionalProperty)}"`;
  return `${field} ${e.message ?? e.keyword}`;
}

// src/core/run/gates.ts
import { isAscii } from "node:buffer";
var decoder = new TextDecoder("utf-8", { fatal: false });
var INVISIBLE = new RegExp("\\p{Default_Ignorable_Code_Point}", "gu");
var FILLER = /[\u115f\u1160]/gu;
var ArtifactText = class {
  /** `text`, when given, is what the bytes are the UTF-8 of (a well-formed string artifact): no decode. */
  constructor(bytes, text) {
    this.bytes = bytes;
    this.ascii = isAscii(bytes);
    this.rawText = text;
  }
  bytes;
  ascii;
  rawText;
  foldedText;
  spacedText;
  nfkcText;
  rawCase;
  foldedCase;
  get raw() {
    this.rawText ??= decoder.decode(this.bytes);
    return this.rawText;
  }
  get folded() {
    this.foldedText ??= this.ascii ? this.raw : this.nfkc.replace(INVISIBLE, "");
    return this.foldedText;
  }
  /** The folded text with each Hangul filler read as a space, or null when it holds none (the usual case). */
  get spaced() {
    if (this.spacedText === void 0) {
      FILLER.lastIndex = 0;
      this.spacedText = !this.ascii && FILLER.test(this.nfkc) ? this.nfkc.replace(FILLER, " ").replace(INVISIBLE, "") : null;
    }
    return this.spacedText;
  }
  /** NFKC of the raw text, made once for both readings (non-ASCII text only). */
  get nfkc() {
    this.nfkcText ??= this.raw.normalize("NFKC");
    return this.nfkcText;
  }
  /** Whether `re` may match the raw (`folded` false) or the folded text: its literal is in it. */
  mayMatch(re, folded) {
    if (re.literal === null) return true;
    if (folded) {
      this.foldedCase ??= foldAsciiCase(this.folded, this.ascii);
      return this.foldedCase.includes(re.literal);
    }
    this.rawCase ??= foldAsciiCase(this.raw, this.ascii);
    return this.rawCase.includes(re.literal);
  }
  /** The pattern matches the raw text, the folded text when it differs, or its spaced reading. */
  matches(re) {
    if (this.mayMatch(re, false) && re.test(this.raw)) return true;
    if (this.folded !== this.raw && this.mayMatch(re, true) && re.test(this.folded)) return true;
    const spaced = this.spaced;
    return spaced !== null && re.test(spaced);
  }
};
var compiled = /* @__PURE__ */ new WeakMap();
function patternsOf(gate) {
  let res = compiled.get(gate);
  if (!res || !sameSources(res, gate.patterns)) {
    res = gate.patterns.map((p) => compile(p.regex, p.flags ?? ""));
    compiled.set(gate, res);
  }
  return res;
}
function sameSources(res, patterns) {
  if (res.length !== patterns.length) return false;
  for (let i = 0; i < res.length; i++) {
    const r = res[i];
    const p = patterns[i];
    if (r instanceof Error || r.source !== p.regex || r.flags !== (p.flags ?? "")) return false;
  }
  return true;
}
function evaluatePureGate(gate, bytes, text = new ArtifactText(bytes)) {
  if (gate.kind === "max-bytes") {
    if (bytes.byteLength <= gate.max) {
      return {
        id: gate.id,
        kind: gate.kind,
        verdict: "PASS",
        detail: `${bytes.byteLength} <= ${gate.max} bytes`
      };
    }
    return {
      id: gate.id,
      kind: gate.kind,
      verdict: gate.on_fail ?? "FAIL",
      detail: `artifact is ${bytes.byteLength} bytes, over the ${gate.max}-byte limit`
    };
  }
  if (gate.kind === "deny-patterns") {
    const patterns = patternsOf(gate);
    for (let i = 0; i < patterns.length; i++) {
      const re = patterns[i];
      if (re instanceof Error) {
        return {
          id: gate.id,
          kind: gate.kind,
          verdict: "FAIL",
          detail: `pattern ${i} unusable: ${re.message}`
        };
      }
      if (text.matches(re)) {
        const p = gate.patterns[i];
        return {
          id: gate.id,
          kind: gate.kind,
          verdict: gate.on_match ?? "DENY",
          detail: `artifact matches denied pattern ${i} (/${p.regex}/${p.flags ?? ""})`
        };
      }
    }
    return { id: gate.id, kind: gate.kind, verdict: "PASS", detail: "no denied pattern found" };
  }
  const unknown = gate;
  return {
    id: unknown.id,
    kind: unknown.kind,
    verdict: "FAIL",
    detail: `unknown gate kind ${String(unknown.kind)}`
  };
}
function compile(source, flags) {
  try {
    return compilePolicyRegex(source, flags);
  } catch (e) {
    return e;
  }
}
function judgeCommand(gate, outcome) {
  const fail = (detail) => ({
    id: gate.id,
    kind: "command",
    verdict: gate.on_fail ?? "FAIL",
    // A runner's output is observed text: repaired, never a reason the record cannot be written.
    detail: outcome.outputTail ? `${detail}: ${toWellFormed(outcome.outputTail)}` : detail
  });
  if (outcome.aborted) return fail("stopped: the run was halted (process group killed)");
  if (outcome.error) return fail(`could not run ${gate.argv[0]}: ${outcome.error}`);
  if (outcome.timedOut) return fail(`timed out after ${gate.timeout_sec}s (its process group killed)`);
  if (outcome.signal) return fail(`killed by ${outcome.signal}`);
  if (outcome.exitCode === 0) return { id: gate.id, kind: "command", verdict: "PASS", detail: "exit 0" };
  return fail(`exit ${outcome.exitCode ?? "unknown"}`);
}
function combineVerdicts(results) {
  if (results.some((r) => r.verdict === "DENY")) return "DENY";
  if (results.some((r) => r.verdict !== "PASS")) return "FAIL";
  return "PASS";
}
async function evaluateGates(gates, artifact, ctx) {
  return reportGates(gates, artifact, ctx);
}
function reportGates(gates, artifact, ctx) {
  const results = [];
  const text = new ArtifactText(artifact.bytes, artifact.text);
  let commands = 0;
  for (const g of gates) {
    if (g.kind !== "command") results.push(evaluatePureGate(g, artifact.bytes, text));
    else commands++;
  }
  if (commands === 0) return { verdict: combineVerdicts(results), results };
  return runCommandGates(gates, results, artifact, ctx);
}
async function runCommandGates(gates, results, artifact, ctx) {
  const denied = results.find((r) => r.verdict === "DENY");
  for (const g of gates) {
    if (g.kind !== "command") continue;
    if (denied || ctx.signal?.aborted) {
      results.push({
        id: g.id,
        kind: "command",
        verdict: "FAIL",
        detail: denied ? `not run: artifact denied by ${denied.id}` : "not run: the run was halted"
      });
      continue;
    }
    let outcome;
    try {
      outcome = await ctx.runner.run({
        argv: g.argv,
        cwd: ctx.workdir,
        artifactPath: artifact.path,
        timeoutSec: g.timeout_sec,
        ...ctx.signal ? { signal: ctx.signal } : {}
      });
    } catch (e) {
      outcome = { exitCode: null, signal: null, timedOut: false, error: describeError(e) };
    }
    results.push(judgeCommand(g, outcome));
  }
  const order2 = new Map(gates.map((g, i) => [g.id, i]));
  results.sort((a, b) => (order2.get(a.id) ?? 0) - (order2.get(b.id) ?? 0));
  return { verdict: combineVerdicts(results), results };
}

// src/core/run/record.ts
function iterationBody(d, ev, actionHash, artifact, criteria, context = null) {
  return {
    action: ev.action,
    action_hash: actionHash,
    advisory: d.advisory === void 0 ? void 0 : sortedAdvisory(d.advisory),
    artifact: artifact === null ? null : { bytes: artifact.bytes, path: artifact.path, sha256: artifact.sha256 },
    at: d.provenance.run_at,
    attempt: d.attempt,
    budget_snapshot: d.budget === null ? null : sortedBudget(d.budget),
    claims_done: ev.claims_done,
    context: context === null ? void 0 : { bytes: context.bytes, sha256: context.sha256 },
    convergence: d.convergence === null ? null : sortedConvergence(d.convergence),
    correction_hint: d.correction_hint,
    cost_usd: ev.cost_usd,
    criteria: criteria === null ? null : sortedReport(criteria),
    decision: d.decision,
    detail: d.detail,
    gate: sortedReport(d.gate),
    governance: d.governance,
    index: CHAIN_SLOT,
    inputs_ref: ev.inputs_ref,
    intent: ev.intent,
    prev: CHAIN_SLOT,
    progress: ev.progress,
    provenance: sortedProvenance(d.provenance),
    reason: d.reason,
    run_id: d.run_id,
    step: d.step,
    tokens: ev.tokens,
    tool: ev.tool,
    type: "iteration"
  };
}
function keyCount(o) {
  let n = 0;
  for (const _ in o) n++;
  return n;
}
function sortedReport(r) {
  if (keyCount(r) !== 2) return r;
  const results = [];
  for (const g of r.results) {
    results.push(keyCount(g) === 4 ? { detail: g.detail, id: g.id, kind: g.kind, verdict: g.verdict } : g);
  }
  return { results, verdict: r.verdict };
}
function sortedLimits(l) {
  return {
    max_cost_usd: l.max_cost_usd,
    max_steps: l.max_steps,
    max_tokens: l.max_tokens,
    max_wall_clock_sec: l.max_wall_clock_sec
  };
}
function sortedBudget(b) {
  if (keyCount(b) !== 6 || keyCount(b.limits) !== 4) return b;
  return {
    cost_usd: b.cost_usd,
    exceeded: b.exceeded,
    limits: sortedLimits(b.limits),
    steps: b.steps,
    tokens: b.tokens,
    wall_clock_sec: b.wall_clock_sec
  };
}
function sortedConvergence(c) {
  if (keyCount(c) !== 5) return c;
  return {
    alternation: c.alternation,
    best_progress: c.best_progress,
    repeat: c.repeat,
    since_best: c.since_best,
    stall: c.stall
  };
}
function sortedProvenance(p) {
  if (keyCount(p) !== 5) return p;
  return {
    artifact_path: p.artifact_path,
    commit: p.commit,
    run_at: p.run_at,
    source: p.source,
    verified: p.verified
  };
}
function sortedAdvisory(a) {
  return keyCount(a) === 2 ? { decision: a.decision, reason: a.reason } : a;
}

// src/core/run/run-head.ts
var RunHead = class {
  /**
   * The head's index and hash, not the record: kept from one step to the next, a whole record (and what
   * it holds of the event) would outlive a scavenge in every run that waits its turn (decision 098).
   */
  index = -1;
  hash = "";
  /** Takes in records the run wrote or was shown (from `readForeign`). */
  see(records) {
    for (const r of records) if (r.index > this.index) this.wrote(r);
  }
  /** Takes in the record the run just wrote (the common path: no look). */
  wrote(record2) {
    this.index = record2.index;
    this.hash = record2.hash;
    return record2;
  }
  /** The options of the run's next append: right after the head (once there is one). */
  options(sync) {
    return this.index < 0 ? { sync } : { sync, after: { index: this.index, hash: this.hash } };
  }
  /**
   * After `store.append(body, head.options(sync))` threw `e`: unless it is `ERR_TRACE_MOVED`, throws it
   * again. Otherwise looks at what landed: a `run_end` → `ended`; a `halt_request` before a step's
   * record (`step`) → `halted`; anything else (the store's own recovery record) → `body` appended after it.
   *
   * @example
   * try { head.wrote(await store.append(body, head.options(true))); }
   * catch (e) { const r = await head.refused(e, store, body, true, true); }
   */
  async refused(e, store, body, sync, step) {
    for (let i = 1; ; i++) {
      if (!(e instanceof LoopgovError) || e.code !== "ERR_TRACE_MOVED" || i > MOVE_ATTEMPTS) throw e;
      const landed = await store.readForeign();
      this.see(landed);
      const last = e.last;
      if (last) this.see([last]);
      const end = landed.find((r) => r.type === "run_end");
      if (end) return { kind: "ended", end };
      const halt = step ? landed.find((r) => r.type === "halt_request") : void 0;
      if (halt) return { kind: "halted", halt };
      try {
        return { kind: "written", record: this.wrote(await store.append(body, this.options(sync))) };
      } catch (again) {
        e = again;
      }
    }
  }
};

// src/core/run/step-refused.ts
function stepRefused(runId, outcome) {
  if (outcome?.decision === "ESCALATE") {
    return new LoopgovError(
      "ERR_RUN_STATE",
      `run ${runId} is escalated (${why(outcome)}) and waits for a person's answer: no step is taken until one verifies \u2014 sign it with \`loopgov resume\`, then call run.continue() (or continueRun)`
    );
  }
  const ended = outcome ? `: ${outcome.decision} (${why(outcome)})` : "";
  return new LoopgovError("ERR_RUN_STATE", `run ${runId} has ended${ended}; further steps are refused`);
}
function why(d) {
  return d.detail ? `${d.reason}: ${d.detail}` : d.reason;
}

// src/core/run/evaluator.ts
async function startRun(setup) {
  parseRunScope(setup);
  const evaluator = new Evaluator(setup);
  await evaluator.start();
  return evaluator;
}
var Evaluator = class {
  constructor(s) {
    this.s = s;
    this.clock = checkedClock(s.clock);
    this.budget = s.restore?.budget ?? new BudgetGovernor(s.effective.budget, this.clock.now());
    this.convergence = s.restore?.convergence ?? new ConvergenceDetector(s.effective.convergence);
    this.corrections = s.restore?.corrections ?? 0;
    this.lastStep = s.restore?.from.lastStep ?? null;
  }
  s;
  outcome = null;
  budget;
  convergence;
  lastStep = null;
  corrections = 0;
  queue = IDLE2;
  /** Calls of `serialized` not yet settled. */
  pending = 0;
  settle = () => {
    if (--this.pending === 0) this.queue = IDLE2;
  };
  closed = false;
  /** Set by a failed `sync()`: the trace is not durable, so nothing pending may be passed on. */
  syncFailed = false;
  /** `halt()` while a step runs: the step ends as this HALT; the signal kills its command gates. */
  stopRequest = null;
  stopper = new AbortController();
  /** The last record this run wrote or was shown: its own records go right after it (decision 073). */
  head = new RunHead();
  /** Every reading checked: a clock that gives no time fails the step closed (SPEC §4.2). */
  clock;
  get resumedFrom() {
    return this.s.restore?.from ?? null;
  }
  get runId() {
    return this.s.runId;
  }
  async start() {
    const s = this.s;
    if (s.restore) {
      const after = s.restore.after;
      const rec2 = await s.store.append(
        this.body("run_continue", s.restore.record),
        after ? { after } : void 0
      );
      this.head.see([rec2]);
      return;
    }
    const rec = await s.store.append(
      this.body("run_start", {
        project: s.project,
        level: s.level,
        profile: s.profile,
        governance: s.governance,
        policy: s.origin,
        effective: s.effective,
        workdir: s.workdir
      })
    );
    this.head.see([rec]);
  }
  step(event, opts) {
    return this.serialized(() => this.evaluate(event, opts?.deferSync !== true));
  }
  sync() {
    return this.serialized(async () => {
      if (this.syncFailed) return this.outcome;
      if (this.closed) return null;
      try {
        await this.s.store.sync();
        return null;
      } catch (e) {
        this.syncFailed = true;
        if (this.outcome) return this.outcome;
        return this.end("fail_closed", describeError(asLoopgovError(e)));
      }
    });
  }
  halt(reason, why2) {
    const args = haltArguments(reason, why2);
    const detail = recordable(args.detail);
    if (!this.outcome && !this.stopRequest) {
      this.stopRequest = { reason: args.reason, detail };
      this.stopper.abort();
    }
    const ended = this.serialized(async () => this.outcome ?? this.end(args.reason, detail));
    const { problem } = args;
    return problem ? ended.then((d) => {
      throw haltMisuse(problem, d);
    }) : ended;
  }
  close() {
    return this.serialized(async () => {
      if (this.closed) return this.outcome;
      const d = this.outcome ? null : await this.end("incomplete", "the runner stopped without a terminal decision");
      this.closed = true;
      await this.s.store.close().catch(() => void 0);
      return d ?? this.outcome;
    });
  }
  serialized(fn) {
    const next = this.pending++ === 0 ? fn() : this.queue.then(fn, fn);
    this.queue = next.then(this.settle, this.settle);
    return next;
  }
  /**
   * One step, to its decision: one async function, which awaits only what must wait (decision 098).
   * Anything thrown on the way ends the run as HALT (`invalid_event` for a bad event, else `fail_closed`).
   */
  async evaluate(raw, sync) {
    if (this.outcome || this.closed) throw stepRefused(this.s.runId, this.outcome);
    try {
      const s = this.s;
      const ev = parseStepEvent(raw, this.lastStep);
      this.lastStep = ev.step;
      const actionHash = actionHashOf(ev);
      const foreign = s.store.readForeignNow?.() ?? await s.store.readForeign();
      const { end, halt } = this.seeForeign(foreign);
      if (end) return this.endedElsewhere(ev.step, end);
      if (halt) {
        const halted = this.haltedBy(halt, ev, actionHash, sync);
        return halted instanceof Promise ? await halted : halted;
      }
      const usedUp2 = this.budget.firstUsedUp();
      if (usedUp2 && s.governance !== "off") {
        const notTaken = this.notTaken(ev, actionHash, usedUp2, sync);
        return notTaken instanceof Promise ? await notTaken : notTaken;
      }
      const notTakenAdvice = usedUp2 ? decideUsedUp(s.effective, this.budget.snapshot(this.clock.now(), usedUp2), usedUp2, ev.step) : null;
      const bytes = artifactBytes(ev);
      const stored = bytes ? s.store.putArtifactNow?.(bytes, { sync }) ?? await s.store.putArtifact(bytes, { sync }) : null;
      const text = typeof ev.artifact === "string" ? ev.artifact : void 0;
      const artifact = { path: stored?.path, bytes: bytes ?? new Uint8Array(), text };
      const ctx = { runner: s.runner, workdir: s.workdir, signal: this.stopper.signal };
      let gate = { verdict: "SKIP", results: [] };
      if (bytes) {
        const report = reportGates(s.effective.gates, artifact, ctx);
        gate = report instanceof Promise ? await report : report;
      }
      const context = evaluateContext(s.effective.context, ev.context);
      if (context.result) {
        const results = [...gate.results, context.result];
        gate = { verdict: combineVerdicts(results), results };
      }
      const budget = this.budget.observe(ev.tokens, ev.cost_usd, this.clock.now());
      const convergence = this.convergence.observe(actionHash, ev.progress);
      let criteria = null;
      const verdict = decide(s.effective, {
        claimsDone: ev.claims_done,
        gate,
        budget,
        convergence,
        corrections: this.corrections,
        // Run at most once: the report is kept for the record.
        criteria: () => andThen(
          criteria ?? reportGates(s.effective.success_criteria, artifact, ctx),
          (r) => criteria = r
        )
      });
      const evaluated = verdict instanceof Promise ? await verdict : verdict;
      const governed = notTakenAdvice ?? evaluated;
      const enforced = this.stopRequest ? this.stopped() : this.enforce(governed, evaluated);
      const d = this.decision(ev.step, enforced, stored?.path ?? null, { gate, budget, convergence });
      if (enforced.decision === "CORRECT") this.corrections += 1;
      else if (enforced.decision === "CONTINUE") this.corrections = 0;
      if (enforced !== governed && !this.stopRequest)
        d.advisory = { decision: governed.decision, reason: governed.reason };
      const artifactRef = stored && bytes ? { sha256: stored.sha256, path: stored.path, bytes: bytes.byteLength } : null;
      const recorded = this.record(d, ev, actionHash, artifactRef, criteria, sync, context.recorded);
      return recorded instanceof Promise ? await recorded : recorded;
    } catch (e) {
      const err = asLoopgovError(e);
      if (err.code !== "ERR_STEP_INVALID") return this.end("fail_closed", describeError(err));
      return await this.haltPending(describeError(err)) ?? this.end("invalid_event", describeError(err));
    }
  }
  /**
   * An invalid event while a halt request is pending (SPEC §4.3: the run's next step is HALT `human`,
   * whatever it is — a step sent again after the halt, decision 131): that HALT, saying what the event
   * was; another writer's end, if one landed; else null (nothing foreign, or the trace cannot be read —
   * the invalid event's HALT then says what it can).
   */
  async haltPending(invalid) {
    let foreign;
    try {
      foreign = this.s.store.readForeignNow?.() ?? await this.s.store.readForeign();
    } catch {
      return null;
    }
    const { end, halt } = this.seeForeign(foreign);
    if (end) return this.endedElsewhere(this.lastStep, end);
    return halt ? this.end("human", `${haltedByDetail(halt)} (the step sent is not taken: ${invalid})`) : null;
  }
  /**
   * What other writers appended (`readForeign`), taken into the chain head: another writer's `run_end` (a
   * `trace close` that judged this writer gone), which is final — a halt request beside it included — and
   * after which nothing is linked (fail closed, decision 073); else a person's halt request, if any.
   */
  seeForeign(foreign) {
    this.head.see(foreign);
    if (foreign.length === 0) return NO_NEWS;
    const end = foreign.find((r) => r.type === "run_end");
    return end ? { end } : { halt: foreign.find((r) => r.type === "halt_request") };
  }
  /** The loop-breaker (SPEC §4.3): a person's halt request makes this step's decision HALT (`human`). */
  haltedBy(halt, ev, actionHash, sync) {
    const detail = haltedByDetail(halt);
    const d = this.decision(
      ev.step,
      { decision: "HALT", reason: "human", detail, correction_hint: null },
      null
    );
    return this.record(d, ev, actionHash, null, null, sync);
  }
  /**
   * A step past a used-up limit (decision 115): recorded as the loop-breaker's HALT is — no artifact, no
   * gate, nothing counted (`convergence: null`) — with the budget as it stood, decided by `on_exceed`.
   */
  notTaken(ev, actionHash, limit, sync) {
    const budget = this.budget.snapshot(this.clock.now(), limit);
    const v = this.stopRequest ? this.stopped() : decideUsedUp(this.s.effective, budget, limit, ev.step);
    const d = this.decision(ev.step, v, null, {
      gate: { verdict: "SKIP", results: [] },
      budget,
      convergence: null
    });
    return this.record(d, ev, actionHash, null, null, sync);
  }
  /** Another writer ended the run while this step ran (decision 073): nothing more is written. */
  endedElsewhere(step, end) {
    const detail = `${endedBy(this.s.runId, end)}; this step is not recorded`;
    const d = this.decision(
      step,
      { decision: "HALT", reason: "fail_closed", detail, correction_hint: null },
      null
    );
    this.outcome = d;
    return d;
  }
  /** A `run_end`, right after the head; `ended` when another writer's landed first (decision 073). */
  async appendEnd(body) {
    try {
      return {
        kind: "written",
        record: this.head.wrote(await this.s.store.append(body, this.head.options(true)))
      };
    } catch (e) {
      return this.head.refused(e, this.s.store, body, true, false);
    }
  }
  /** A step cut short by `halt()`: whatever its gates said, its decision is that HALT. */
  stopped() {
    const { reason, detail } = this.stopRequest;
    return { decision: "HALT", reason, detail, correction_hint: null };
  }
  /**
   * Governance off (dev, explicit): gates, budget and convergence advise; DONE still needs the criteria.
   * `governed` is what governance would decide, `evaluated` what the step's own facts decide — they
   * differ past a used-up limit, where governance would not take the step at all (decision 115).
   */
  enforce(governed, evaluated) {
    if (this.s.governance !== "off") return governed;
    if (evaluated.decision === "DONE" || evaluated.decision === "CONTINUE") return evaluated;
    return {
      decision: "CONTINUE",
      reason: "governance_off",
      detail: `governance is off for this run (dev opt-out); governed decision would be ${governed.decision} (${governed.reason})`,
      correction_hint: evaluated.correction_hint
    };
  }
  /** Writes the step's record; a step that goes on and needs no wait is done before this returns. */
  record(d, ev, actionHash, artifact, criteria, sync, context = null) {
    const body = iterationBody(d, ev, actionHash, artifact, criteria, context);
    const terminal = TERMINAL.has(d.decision);
    if (!terminal) {
      const rec = this.s.store.appendNow?.(body, this.head.options(sync));
      if (rec) {
        d.trace = headOf(this.head.wrote(rec));
        return d;
      }
    }
    return this.recordAndEnd(d, body, ev, actionHash, criteria, sync, terminal);
  }
  /** `record` when it must wait: the append, a decision taken again after a refusal, a run's end. */
  async recordAndEnd(d, body, ev, actionHash, criteria, sync, terminal) {
    const syncStep = sync && !terminal;
    let rec;
    try {
      rec = this.head.wrote(await this.s.store.append(body, this.head.options(syncStep)));
    } catch (e) {
      const r = await this.head.refused(e, this.s.store, body, syncStep, true);
      if (r.kind === "halted") return this.haltedBy(r.halt, ev, actionHash, sync);
      if (r.kind === "ended") return this.endedElsewhere(d.step, r.end);
      rec = r.record;
    }
    d.trace = headOf(rec);
    if (terminal) {
      this.outcome = d;
      const escalate = d.decision === "ESCALATE";
      const end = await this.appendEnd(
        this.body("run_end", {
          decision: d.decision,
          reason: d.reason,
          detail: d.detail ?? null,
          step: d.step
        })
      );
      if (end.kind === "ended") {
        d.detail = `${d.detail ?? ""}; no run_end written: ${endedBy(this.s.runId, end.end)}`;
        return d;
      }
      if (escalate) await this.appendEscalation(d, rec, ev, actionHash, criteria);
    }
    return d;
  }
  async appendEscalation(d, rec, ev, actionHash, criteria) {
    try {
      await this.s.store.append(
        escalationBody({
          runId: this.s.runId,
          decision: d,
          iteration: rec,
          event: ev,
          actionHash,
          criteria,
          effective: this.s.effective,
          ceiling: this.s.ceiling ?? null
        })
      );
    } catch (e) {
      d.detail = `${d.detail ?? ""}; escalation record not written (the run cannot be resumed): ${describeError(e)}`;
    }
  }
  /** Ends the run with a HALT that belongs to no iteration (bad input, internal error, incomplete). */
  async end(why2, text) {
    let reason = why2;
    let detail = recordable(text);
    const { now, failure } = this.clock.nowOrLast();
    if (failure) {
      const said2 = describeError(failure);
      if (detail === void 0) detail = said2;
      else if (!detail.includes(said2)) detail = `${detail}; ${said2}`;
      if (!FAIL_REASONS.has(reason)) reason = "fail_closed";
    }
    const d = this.decision(
      this.lastStep,
      { decision: "HALT", reason, detail, correction_hint: null },
      null,
      void 0,
      now
    );
    this.outcome = d;
    try {
      const r = await this.appendEnd(
        this.body("run_end", { decision: "HALT", reason, detail: detail ?? null, step: this.lastStep }, now)
      );
      if (r.kind === "written") d.trace = headOf(r.record);
      else if (r.kind === "ended")
        d.detail = `${detail ? `${detail}; ` : ""}no run_end written: ${endedBy(this.s.runId, r.end)}`;
    } catch (e) {
      const said2 = describeError(e);
      const before = detail ? `${detail}; ` : "";
      d.detail = detail?.includes(said2) ? `${before}the run_end was not written either` : `${before}trace not written: ${said2}`;
      if (!FAIL_REASONS.has(reason)) d.reason = "fail_closed";
    }
    return d;
  }
  decision(step, v, artifactPath, facts, now = this.clock.now()) {
    const d = {
      run_id: this.s.runId,
      step,
      attempt: this.corrections + 1,
      decision: v.decision,
      reason: v.reason,
      gate: facts?.gate ?? { verdict: "SKIP", results: [] },
      convergence: facts?.convergence ?? null,
      budget: facts?.budget ?? this.budget.snapshot(now),
      correction_hint: v.correction_hint,
      trace: null,
      provenance: this.provenance(artifactPath, now),
      governance: this.s.governance
    };
    if (v.detail !== void 0) d.detail = v.detail;
    return d;
  }
  provenance(artifactPath, now) {
    const o = this.s.origin;
    return {
      source: o.source,
      artifact_path: artifactPath,
      commit: o.commit,
      run_at: isoTime(now),
      verified: o.verified
    };
  }
  body(type, fields, now = this.clock.now()) {
    return { type, run_id: this.s.runId, at: new Date(now).toISOString(), ...fields };
  }
};
function endedBy(runId, end) {
  const why2 = `${String(end.decision)} (${String(end.reason)})${end.detail ? `: ${String(end.detail)}` : ""}`;
  return `run ${runId} was ended by another writer at record ${end.index} (${why2})`;
}
function haltedByDetail(halt) {
  return `halted by ${String(halt.by ?? "unknown")}: ${String(halt.reason ?? "")}`;
}
var FAIL_REASONS = /* @__PURE__ */ new Set(["fail_closed", "incomplete", "invalid_event"]);
var NO_NEWS = Object.freeze({});
var IDLE2 = Promise.resolve();
var lastIso = { at: Number.NaN, text: "" };
function isoTime(now) {
  if (now !== lastIso.at) lastIso = { at: now, text: new Date(now).toISOString() };
  return lastIso.text;
}
function recordable(detail) {
  return typeof detail === "string" ? toWellFormed(detail) : detail;
}

// src/core/run/refuse.ts
async function refuseRun(store, r, clock) {
  const { now, failure } = clock.nowOrLast();
  const at = new Date(now).toISOString();
  const failed = failure ? describeError(failure) : null;
  const detail = failed && !r.detail.includes(failed) ? `${r.detail}; ${failed}` : r.detail;
  const reason = failure ? "fail_closed" : r.reason;
  const d = {
    run_id: r.runId,
    step: null,
    attempt: 1,
    decision: "HALT",
    reason,
    detail,
    gate: { verdict: "SKIP", results: [] },
    convergence: null,
    budget: null,
    correction_hint: null,
    trace: null,
    provenance: {
      source: "none",
      artifact_path: null,
      commit: typeof r.policy.commit === "string" ? r.policy.commit : null,
      run_at: at,
      verified: false
    },
    governance: "required"
  };
  if (!store) return d;
  try {
    await store.append({
      type: "run_start",
      run_id: r.runId,
      at,
      project: r.project,
      level: r.level,
      profile: r.profile,
      governance: "required",
      policy: { ...r.policy, error: detail },
      effective: null
    });
    const end = await store.append({
      type: "run_end",
      run_id: r.runId,
      at,
      decision: "HALT",
      reason,
      detail,
      step: null
    });
    d.trace = headOf(end);
  } catch (e) {
    d.detail = `${detail}; trace not written: ${describeError(e)}`;
  } finally {
    await store.close().catch(() => void 0);
  }
  return d;
}

// src/io/run/clock.ts
var systemClock = { now: () => Date.now() };

// src/io/verify/command-runner.ts
import { spawn as spawn2 } from "node:child_process";

// src/io/verify/output-summary.ts
import { StringDecoder } from "node:string_decoder";
var TAIL_KEPT = 1024;
var TAIL_LINES = 5;
var TAIL_SHOWN = 300;
var ERRORS_SHOWN = 200;
var ERROR_LINES = 3;
var ERROR_LINE_SHOWN = 160;
var LINE_KEPT = 1024;
var ERROR_LINE2 = /\b(?:[A-Z]\w*)?Error(?: \[[^\]\n]*\])?:|\berror\b|\bERROR\b|\bERR!|\bFAIL(?:ED|URE)?\b|[✗✘✖×]|\bpanic(?:ked)?\b/;
var OutputCollector = class {
  tail = "";
  errors = [];
  decoders = { stdout: new StringDecoder("utf8"), stderr: new StringDecoder("utf8") };
  partial = { stdout: "", stderr: "" };
  write(stream, chunk) {
    const text = this.decoders[stream].write(chunk);
    this.tail = keepLast(this.tail + text, TAIL_KEPT);
    if (this.errors.length >= ERROR_LINES) return;
    const lines = (this.partial[stream] + text).split("\n");
    this.partial[stream] = keepFirst(lines.pop() ?? "", LINE_KEPT);
    for (const line of lines) this.consider(line);
  }
  /**
   * The first error lines that are not among the last lines, then the last lines (at most five), each
   * part joined with ` | `; `…` marks where output was left out. Empty when the command printed nothing.
   */
  summary() {
    for (const s of ["stdout", "stderr"]) {
      this.consider(this.partial[s]);
      this.partial[s] = "";
    }
    const last = lastLines(this.tail.trim());
    const shownLast = last.length > TAIL_SHOWN ? `\u2026${keepLast(last, TAIL_SHOWN - 1)}` : last;
    const errors = this.errors.filter((e) => !shownLast.includes(e));
    if (errors.length === 0) return shownLast;
    let head = errors.join(" | ");
    if (head.length > ERRORS_SHOWN) head = `${keepFirst(head, ERRORS_SHOWN - 1)}\u2026`;
    return shownLast ? `${head} | \u2026 | ${shownLast}` : head;
  }
  consider(line) {
    const l = line.trim();
    if (this.errors.length >= ERROR_LINES || l === "" || !ERROR_LINE2.test(l)) return;
    this.errors.push(l.length > ERROR_LINE_SHOWN ? `${keepFirst(l, ERROR_LINE_SHOWN - 1)}\u2026` : l);
  }
};
function lastLines(text) {
  return text === "" ? "" : text.split("\n").slice(-TAIL_LINES).join(" | ");
}

// src/io/verify/command-runner.ts
var REAP_WAIT_MS = 2e3;
var spawnCommandRunner = { run: (req) => runCommand(req) };
function runCommand(req, baseEnv = process.env) {
  return new Promise((resolve11) => {
    let settled = false;
    let timedOut2 = false;
    const output = new OutputCollector();
    const env2 = { ...baseEnv };
    delete env2.LOOPGOV_ARTIFACT;
    if (req.artifactPath !== void 0) env2.LOOPGOV_ARTIFACT = req.artifactPath;
    const [cmd, ...args] = req.argv;
    if (!cmd) {
      resolve11({ exitCode: null, signal: null, timedOut: false, error: "empty argv" });
      return;
    }
    if (req.signal?.aborted) {
      resolve11({ exitCode: null, signal: null, timedOut: false, aborted: true });
      return;
    }
    let child;
    try {
      child = spawn2(cmd, args, {
        cwd: req.cwd,
        env: env2,
        shell: false,
        detached: true,
        stdio: ["ignore", "pipe", "pipe"],
        windowsHide: true
      });
    } catch (e) {
      resolve11({ exitCode: null, signal: null, timedOut: false, error: describeError(e) });
      return;
    }
    const killTree = () => {
      if (child.pid === void 0) return;
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
      }
    };
    child.stdout?.on("data", (chunk) => output.write("stdout", chunk));
    child.stderr?.on("data", (chunk) => output.write("stderr", chunk));
    const finish = (outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.signal?.removeEventListener("abort", onAbort);
      killTree();
      child.stdout?.destroy();
      child.stderr?.destroy();
      const outputTail = output.summary();
      const done2 = () => resolve11(outputTail ? { ...outcome, outputTail } : outcome);
      if (child.pid === void 0 || child.exitCode !== null || child.signalCode !== null) return done2();
      const bound = setTimeout(done2, REAP_WAIT_MS);
      child.once("exit", () => {
        clearTimeout(bound);
        done2();
      });
    };
    const timer = setTimeout(
      () => {
        timedOut2 = true;
        killTree();
        finish({ exitCode: null, signal: "SIGKILL", timedOut: true });
      },
      Math.max(1, Math.round(req.timeoutSec * 1e3))
    );
    const onAbort = () => {
      killTree();
      finish({ exitCode: null, signal: "SIGKILL", timedOut: false, aborted: true });
    };
    req.signal?.addEventListener("abort", onAbort, { once: true });
    child.on("error", (e) => finish({ exitCode: null, signal: null, timedOut: timedOut2, error: e.message }));
    child.on("exit", (code2, signal) => finish({ exitCode: code2, signal, timedOut: timedOut2 }));
  });
}

// src/io/policy/pin.ts
import { resolve as resolve6 } from "node:path";

// src/core/run/older-proof.ts
function describeDuration(ms) {
  const s = Math.max(0, Math.floor(ms / 1e3));
  if (s < 120) return `${s}s`;
  if (s < 7200) return `${Math.floor(s / 60)} min`;
  return `${Math.floor(s / 3600)} h`;
}

// src/io/fs/file.ts
import { accessSync, constants as constants3, statSync as statSync6 } from "node:fs";
function whyNotAReadableFile(path2) {
  try {
    const st = statSync6(path2);
    if (st.isDirectory()) return "it is a folder, not a file";
    if (!st.isFile()) return "it is not a regular file";
    accessSync(path2, constants3.R_OK);
    return null;
  } catch (e) {
    const code2 = e.code;
    if (code2 === "ENOENT" || code2 === "ENOTDIR") return "no such file";
    if (code2 === "EACCES") return "it cannot be read (permission denied)";
    return firstLine(e);
  }
}
function assertReadableFile(path2, at) {
  const why2 = whyNotAReadableFile(path2);
  if (why2) throw new LoopgovError("ERR_USAGE", `${at} ${path2}: ${why2}`);
}

// src/io/policy/cache-git.ts
import { spawn as spawn3 } from "node:child_process";
var RELOCATING = /* @__PURE__ */ new Set([
  "GIT_DIR",
  "GIT_WORK_TREE",
  "GIT_INDEX_FILE",
  "GIT_OBJECT_DIRECTORY",
  "GIT_ALTERNATE_OBJECT_DIRECTORIES",
  "GIT_COMMON_DIR",
  "GIT_NAMESPACE",
  "GIT_REPLACE_REF_BASE",
  "GIT_GRAFT_FILE",
  "GIT_SHALLOW_FILE",
  "GIT_QUARANTINE_PATH",
  "GIT_CEILING_DIRECTORIES",
  "GIT_DISCOVERY_ACROSS_FILESYSTEM",
  "GIT_TEMPLATE_DIR",
  "GIT_LITERAL_PATHSPECS",
  "GIT_GLOB_PATHSPECS",
  "GIT_NOGLOB_PATHSPECS",
  "GIT_ICASE_PATHSPECS"
]);
var HOOK_EVENTS = [
  "applypatch-msg",
  "commit-msg",
  "fsmonitor-watchman",
  "p4-changelist",
  "p4-post-changelist",
  "p4-pre-submit",
  "p4-prepare-changelist",
  "post-applypatch",
  "post-checkout",
  "post-commit",
  "post-index-change",
  "post-merge",
  "post-receive",
  "post-rewrite",
  "post-update",
  "pre-applypatch",
  "pre-auto-gc",
  "pre-commit",
  "pre-merge-commit",
  "pre-push",
  "pre-rebase",
  "pre-receive",
  "prepare-commit-msg",
  "proc-receive",
  "push-to-checkout",
  "reference-transaction",
  "sendemail-validate",
  "update"
];
var CACHE_ARGS = [
  ...GIT_ARGS,
  "-c",
  "core.hooksPath=/dev/null",
  ...HOOK_EVENTS.flatMap((event) => ["-c", `hook.${event}.enabled=false`])
];
function cacheGit(dir, env2, deadline, timeoutSec) {
  const kept = {};
  for (const [k, v] of Object.entries(env2)) if (v !== void 0 && !RELOCATING.has(k)) kept[k] = v;
  return {
    dir,
    env: gitEnv({
      ...kept,
      GIT_TERMINAL_PROMPT: "0",
      GIT_ALLOW_PROTOCOL: "file:https:http:ssh:git",
      // Always this bare clone: never a repository found by walking up from the cache dir.
      GIT_DIR: dir
    }),
    deadline,
    timeoutSec
  };
}
var cacheAccess = (c) => ({ gitDir: true, env: c.env });
var CacheGitFailed = class extends Error {
  constructor(stderr, timedOut2, code2 = null) {
    super(stderr);
    this.stderr = stderr;
    this.timedOut = timedOut2;
    this.code = code2;
  }
  stderr;
  timedOut;
  code;
};
var TERM_GRACE_MS = 1e3;
var STDIO_GRACE_MS = 500;
function runCacheGit(c, args) {
  const left = c.deadline - Date.now();
  if (left <= 0) return Promise.reject(new CacheGitFailed("", true));
  return new Promise((resolve11, reject) => {
    const child = spawn3("git", [...CACHE_ARGS, ...args], {
      cwd: c.dir,
      env: c.env,
      stdio: ["ignore", "pipe", "pipe"],
      detached: true
    });
    const out = [];
    let err = "";
    let timedOut2 = false;
    let settled = false;
    const timers = [];
    const signalGroup = (signal) => {
      try {
        if (child.pid !== void 0) process.kill(-child.pid, signal);
      } catch {
      }
    };
    const settle = (code2) => {
      if (settled) return;
      settled = true;
      for (const t of timers) clearTimeout(t);
      signalGroup("SIGKILL");
      child.stdout.destroy();
      child.stderr.destroy();
      if (code2 === 0 && !timedOut2) resolve11(Buffer.concat(out).toString("utf8"));
      else reject(new CacheGitFailed(err, timedOut2, code2));
    };
    timers.push(
      setTimeout(() => {
        timedOut2 = true;
        signalGroup("SIGTERM");
        timers.push(setTimeout(() => signalGroup("SIGKILL"), TERM_GRACE_MS));
      }, left)
    );
    child.stdout.on("data", (d) => out.push(d));
    child.stderr.on("data", (d) => {
      if (err.length < 64 * 1024) err += d.toString("utf8");
    });
    child.on("error", (e) => {
      if (settled) return;
      settled = true;
      for (const t of timers) clearTimeout(t);
      reject(new CacheGitFailed(`cannot run git: ${e.message}`, false));
    });
    child.on("close", (code2) => settle(code2));
    child.on("exit", (code2) => timers.push(setTimeout(() => settle(code2), STDIO_GRACE_MS)));
  });
}

// src/io/policy/pin-fetch.ts
import { existsSync as existsSync3 } from "node:fs";
import { join as join6 } from "node:path";
import { fileURLToPath as fileURLToPath2 } from "node:url";
import { setTimeout as sleep } from "node:timers/promises";

// src/io/git/network-failure.ts
var NETWORK_WORDS = [
  /Could not resolve host/i,
  // curl; ssh: "Could not resolve hostname"
  /Temporary failure in name resolution|Name or service not known|nodename nor servname/i,
  /unable to look up \S+ \(/i,
  // git://
  /Connection refused|Connection timed out|Connection reset by peer|Connection closed by/i,
  /Network is unreachable|No route to host|Host is down|Operation timed out/i,
  /Failed to connect to|Could not connect to server|unable to connect to/i,
  /Resolving timed out|SSL connection timeout/i,
  /The requested URL returned error: 50[234]\b/
  // a proxy or forge that is down for now
];
function isNetworkFailure(stderr) {
  return NETWORK_WORDS.some((w) => w.test(stderr));
}

// src/io/policy/pin-fetch.ts
var localRef = (protectedRef) => `refs/loopgov/protected/${protectedRef.slice("refs/".length)}`;
var FetchFailed = class extends LoopgovError {
  constructor(message) {
    super("ERR_PIN", message);
  }
};
var CannotProve = class extends LoopgovError {
  constructor(message) {
    super("ERR_PIN", message);
  }
};
var Disproven = class extends LoopgovError {
  constructor(message) {
    super("ERR_PIN", message);
  }
};
async function fetchPinned(git2, repo2, commit, protectedRef) {
  const shown2 = redactRepoLocation(repo2);
  makeDirOrFail(git2.dir, "ERR_PIN");
  const local = localRef(protectedRef);
  let fetches = 0;
  try {
    if (!existsSync3(join6(git2.dir, "HEAD"))) await runCacheGit(git2, ["init", "--bare", "-q", "--template="]);
  } catch (e) {
    throw new LoopgovError("ERR_PIN", `cannot create the policy cache clone ${git2.dir}: ${gitFailure(e)}`);
  }
  try {
    fetches++;
    await runCacheGit(git2, fetchArgs(repo2, `+${protectedRef}:${local}`, "--force", "--update-shallow"));
  } catch (e) {
    fetches++;
    throw await whyFetchFailed(git2, repo2, protectedRef, e);
  }
  if (!await hasCommit(git2, local)) {
    throw new CannotProve(
      `fetching ${protectedRef} from ${shown2} left no commit in the cache clone ${git2.dir}: reachability of ${commit} cannot be proven`
    );
  }
  if (await isShallow(git2)) {
    try {
      fetches++;
      await runCacheGit(git2, fetchArgs(repo2, `+${protectedRef}:${local}`, "--unshallow"));
    } catch (e) {
      if (e instanceof CacheGitFailed && e.timedOut)
        throw new FetchFailed(`cannot deepen ${protectedRef} from ${shown2}: ${timedOut(git2)}`);
      throw shallowSource(shown2, commit, gitFailure(e));
    }
    if (await isShallow(git2)) throw shallowSource(shown2, commit, "it is a shallow clone itself");
  }
  if (!await hasCommit(git2, commit)) {
    fetches++;
    throw new Disproven(`commit ${commit} ${await whereElse(git2, repo2, commit, protectedRef)} ${shown2}`);
  }
  try {
    await runCacheGit(git2, ["merge-base", "--is-ancestor", "--end-of-options", commit, local]);
  } catch (e) {
    if (e instanceof CacheGitFailed && e.code === 1 && e.stderr.trim() === "" && !e.timedOut)
      throw new Disproven(`commit ${commit} is not reachable from ${protectedRef} in ${shown2}`);
    throw cannotProve(
      git2,
      e,
      `cannot compare ${commit} with ${protectedRef} of ${shown2} in the cache clone ${git2.dir}: ${gitFailure(e)}`
    );
  }
  return fetches;
}
async function whereElse(git2, repo2, commit, ref2) {
  try {
    await runCacheGit(git2, fetchArgs(repo2, commit));
    if (await hasCommit(git2, commit)) return `is not reachable from ${ref2} in`;
  } catch (e) {
    if (e instanceof CacheGitFailed && e.timedOut || e instanceof FetchFailed)
      return `is not in the history of ${ref2} of`;
  }
  return "does not exist in";
}
async function whyFetchFailed(git2, repo2, ref2, e) {
  const shown2 = redactRepoLocation(repo2);
  if (e instanceof CacheGitFailed && e.timedOut)
    return new FetchFailed(`cannot fetch ${ref2} from ${shown2}: ${timedOut(git2)}`);
  const said2 = gitFailure(e);
  let listing;
  try {
    listing = await runCacheGit(git2, ["ls-remote", "--end-of-options", repo2, ref2]);
  } catch (ls) {
    if (ls instanceof CacheGitFailed && (ls.timedOut || isNetworkFailure(ls.stderr)) || localPathGone(repo2))
      return new FetchFailed(`cannot fetch ${ref2} from ${shown2}: ${said2}`);
    return new CannotProve(
      `cannot fetch ${ref2} from ${shown2}: ${said2} \u2014 git failed, not the network, so no cached proof stands in for what the repository holds now`
    );
  }
  if (!listing.split("\n").some((line) => line.endsWith(`	${ref2}`)))
    return new Disproven(
      `${shown2} has no ${ref2}: name the branch runs must be reachable from with --protected-ref`
    );
  return new CannotProve(
    `${shown2} answers and lists ${ref2}, but fetching it into the policy cache clone ${git2.dir} failed: ${said2} \u2014 the repository is reachable, so no cached proof stands in for what it holds now`
  );
}
function localPathGone(repo2) {
  if (repo2.startsWith("/")) return !existsSync3(repo2);
  if (/^file:\/\//i.test(repo2)) {
    try {
      return !existsSync3(fileURLToPath2(repo2));
    } catch {
      return false;
    }
  }
  return false;
}
var timedOut = (git2) => `no answer within the fetch timeout of ${git2.timeoutSec}s (--fetch-timeout, LOOPGOV_FETCH_TIMEOUT)`;
function fetchArgs(repo2, refspec, ...flags) {
  return ["fetch", "--quiet", "--no-tags", ...flags, "--end-of-options", repo2, refspec];
}
function cannotProve(git2, e, what) {
  if (e instanceof CacheGitFailed && e.timedOut) return new FetchFailed(`${what}: ${timedOut(git2)}`);
  return new CannotProve(`${what}: ${gitFailure(e)}`);
}
async function hasCommit(git2, rev) {
  let out;
  try {
    out = await runCacheGit(git2, ["rev-parse", "--verify", "--quiet", "--end-of-options", `${rev}^{commit}`]);
  } catch (e) {
    if (e instanceof CacheGitFailed && !e.timedOut && e.code === 1 && e.stderr.trim() === "") return false;
    throw cannotProve(git2, e, `cannot look up ${rev} in the policy cache clone ${git2.dir}`);
  }
  const sha = out.trim();
  return FULL_COMMIT.test(rev) ? sha === rev : FULL_COMMIT.test(sha);
}
async function isShallow(git2) {
  try {
    return (await runCacheGit(git2, ["rev-parse", "--is-shallow-repository"])).trim() === "true";
  } catch (e) {
    throw cannotProve(git2, e, `cannot tell whether the policy cache clone ${git2.dir} is shallow`);
  }
}
function shallowSource(shown2, commit, why2) {
  return new LoopgovError(
    "ERR_PIN",
    `${shown2} gives only a shallow history and it cannot be deepened (${why2}): reachability of ${commit} cannot be proven \u2014 pin a full clone (in it: git fetch --unshallow)`
  );
}
async function withRepoLock(git2, cacheDir, fn) {
  makeDirOrFail(git2.dir, "ERR_PIN");
  const { default: lockfile } = await import("proper-lockfile");
  let release;
  for (; ; ) {
    try {
      release = await lockfile.lock(git2.dir, { stale: 12e4 });
      break;
    } catch (e) {
      if (e.code !== "ELOCKED")
        throw new CannotProve(`cannot lock the policy cache ${cacheDir}: ${describeError(e)}`);
      const left = git2.deadline - Date.now();
      if (left <= 0)
        throw new FetchFailed(
          `the policy cache clone ${git2.dir} stayed locked by another run's fetch for the whole fetch timeout of ${git2.timeoutSec}s (--fetch-timeout, LOOPGOV_FETCH_TIMEOUT)`
        );
      await sleep(Math.min(100, left));
    }
  }
  try {
    return await fn();
  } finally {
    await release().catch(() => void 0);
  }
}

// src/io/policy/repo-identity.ts
var URL_FORM = /^([A-Za-z][A-Za-z0-9+.-]*):\/\/([^/?#]*)(.*)$/s;
var DEFAULT_PORTS = {
  http: "80",
  https: "443",
  ssh: "22",
  "git+ssh": "22",
  "ssh+git": "22",
  git: "9418"
};
function repoIdentity(shown2) {
  const url = URL_FORM.exec(shown2);
  if (!url) return isScpLike(shown2) ? shown2 : normalPath(shown2);
  const [, scheme, authority, rest] = url;
  const local = scheme === "file" ? filePath(authority, rest) : null;
  return local === null ? shown2 : normalPath(local);
}
function liberalRepoIdentity(shown2) {
  const url = URL_FORM.exec(shown2);
  if (url) {
    const [, scheme, authority, rest] = url;
    const local = scheme === "file" ? filePath(authority, rest) : null;
    if (local !== null) return normalPath(local);
    return `${scheme}://${normalAuthority(scheme, authority)}${/[?#]/.test(rest) ? rest : trimSlash(rest)}`;
  }
  if (isScpLike(shown2)) {
    const colon = shown2.indexOf(":");
    const left = shown2.slice(0, colon);
    if (left.includes("[")) return shown2;
    const at = left.lastIndexOf("@");
    return `${left.slice(0, at + 1)}${left.slice(at + 1).toLowerCase()}:${trimSlash(shown2.slice(colon + 1))}`;
  }
  return normalPath(shown2);
}
function isScpLike(shown2) {
  const colon = shown2.indexOf(":");
  return colon > 0 && !shown2.slice(0, colon).includes("/");
}
function spellingsKeyedBefore(shown2) {
  const id = liberalRepoIdentity(shown2);
  const out = [shown2, id, `${id}/`];
  if (id.startsWith("/")) out.push(`file://${id}`, `file://${id}/`);
  return [...new Set(out)];
}
function filePath(authority, rest) {
  if (authority !== "" && authority.toLowerCase() !== "localhost") return null;
  if (!rest.startsWith("/")) return null;
  const bytes = [];
  for (let i = 0; i < rest.length; ) {
    const hex = rest[i] === "%" ? rest.slice(i + 1, i + 3) : "";
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 3;
    } else {
      const c = String.fromCodePoint(rest.codePointAt(i));
      bytes.push(...Buffer.from(c, "utf8"));
      i += c.length;
    }
  }
  const buf = Buffer.from(bytes);
  const text = buf.toString("utf8");
  if (!Buffer.from(text, "utf8").equals(buf) || text.includes("\0")) return null;
  return text;
}
function normalPath(p) {
  const absolute = p.startsWith("/");
  const parts = p.split("/").filter((s) => s !== "" && s !== ".");
  const joined = parts.join("/");
  if (absolute) return `/${joined}`;
  return joined === "" ? p : joined;
}
function trimSlash(p) {
  return p.length > 1 && p.endsWith("/") ? p.slice(0, -1) : p;
}
function normalAuthority(scheme, authority) {
  const at = authority.lastIndexOf("@");
  const userinfo = scheme === "http" || scheme === "https" ? "" : authority.slice(0, at + 1);
  const hostPort = authority.slice(at + 1);
  const m = /^(\[[^\]]*\]|[^:[\]]*)(?::(\d*))?$/.exec(hostPort);
  if (!m) return `${userinfo}${hostPort}`;
  const [, host, port2] = m;
  const kept = port2 === void 0 || port2 === "" || port2 === DEFAULT_PORTS[scheme] ? "" : `:${port2}`;
  return `${userinfo}${host.toLowerCase()}${kept}`;
}

// src/io/policy/cache.ts
import { createHash as createHash4 } from "node:crypto";
import { readFile as readFile4, rename, writeFile as writeFile2 } from "node:fs/promises";
import { homedir } from "node:os";
import { join as join7, resolve as resolve5 } from "node:path";
function defaultCacheDir(env2 = process.env) {
  if (env2.LOOPGOV_CACHE_DIR) return env2.LOOPGOV_CACHE_DIR;
  if (env2.XDG_CACHE_HOME) return join7(env2.XDG_CACHE_HOME, "loopgov");
  return join7(homedir(), ".cache", "loopgov");
}
function resolveCacheDir(given, env2, cwd = process.cwd()) {
  return resolve5(cwd, given ?? defaultCacheDir(env2));
}
var cacheKey = (text) => createHash4("sha256").update(text).digest("hex").slice(0, 32);
var repoKey = (shown2) => cacheKey(repoIdentity(shown2));
function repoCacheDir(cacheDir, shown2) {
  return join7(cacheDir, "repos", `${repoKey(shown2)}.git`);
}
function revocationRecord(cacheDir, shown2, protectedRef, digest) {
  const dir = join7(cacheDir, "revocations");
  const older = spellingsKeyedBefore(shown2).map((s) => join7(dir, cacheKey(s), `${digest}.jsonl`));
  const perRef = (repo2) => join7(dir, cacheKey(repo2), cacheKey(protectedRef), `${digest}.jsonl`);
  return {
    file: perRef(repoIdentity(shown2)),
    liberal: perRef(liberalRepoIdentity(shown2)),
    older: [...new Set(older)]
  };
}
function entryPath(cacheDir, commit) {
  return join7(cacheDir, "policies", `${commit}.json`);
}
async function readCacheEntry(cacheDir, commit) {
  let text;
  try {
    text = await readFile4(entryPath(cacheDir, commit), "utf8");
  } catch (e) {
    if (e.code === "ENOENT") return null;
    throw new LoopgovError("ERR_PIN", `cannot read the policy cache for ${commit}: ${describeError(e)}`);
  }
  try {
    const stored = JSON.parse(text);
    const entries = stored.files.map((f) => ({
      mode: f.mode,
      type: "blob",
      path: f.path,
      content: new Uint8Array(Buffer.from(f.base64, "base64"))
    }));
    if (stored.commit !== commit || computeDigest(entries) !== stored.digest)
      throw new Error("digest mismatch");
    return { commit, digest: stored.digest, entries, reachable: stored.reachable };
  } catch (e) {
    throw new LoopgovError(
      "ERR_PIN",
      `the policy cache entry for ${commit} is damaged (${describeError(e)}); delete ${entryPath(cacheDir, commit)}`
    );
  }
}
async function writeCacheEntry(cacheDir, entry) {
  const stored = {
    commit: entry.commit,
    digest: entry.digest,
    files: entry.entries.map((e) => ({
      mode: e.mode,
      path: e.path,
      base64: Buffer.from(e.content ?? new Uint8Array()).toString("base64")
    })),
    reachable: entry.reachable
  };
  const final = entryPath(cacheDir, entry.commit);
  const tmp = `${final}.${process.pid}.${Date.now()}.tmp`;
  makeDirOrFail(join7(cacheDir, "policies"), "ERR_PIN");
  try {
    await writeFile2(tmp, JSON.stringify(stored));
    await rename(tmp, final);
  } catch (e) {
    throw new LoopgovError("ERR_PIN", `cannot write the policy cache ${final}: ${describeError(e)}`);
  }
}

// src/io/policy/pin.ts
var DEFAULT_PROTECTED_REF = "refs/heads/main";
async function loadPinnedPolicy(req) {
  checkPinRequest(req);
  if (req.trustFile !== void 0) assertReadableFile(resolve6(req.trustFile), "trustFile");
  const clock = new CheckedClock({ now: req.now ?? Date.now }, "now()");
  const protectedRef = req.protectedRef ?? DEFAULT_PROTECTED_REF;
  const repo2 = resolveRepoLocation(req.repo);
  const shown2 = redactRepoLocation(repo2);
  const env2 = req.env ?? process.env;
  const cacheDir = resolveCacheDir(req.cacheDir, env2);
  const repoDir = repoCacheDir(cacheDir, shown2);
  const now = () => clock.now();
  const ttlSec = req.reachabilityTtlSec ?? DEFAULT_REACHABILITY_TTL_SEC;
  const offline = req.offline === true;
  const timeoutSec = req.fetchTimeoutSec ?? DEFAULT_FETCH_TIMEOUT_SEC;
  const clone = cacheGit(repoDir, env2, Date.now() + timeoutSec * 1e3, timeoutSec);
  const entry = await readCacheEntry(cacheDir, req.commit);
  const proven = await proveReachable({
    entry,
    cacheDir,
    clone,
    repo: repo2,
    shown: shown2,
    protectedRef,
    now,
    ttlSec,
    offline,
    fetchAlways: req.profile === "prod",
    commit: req.commit
  });
  const set = validate(proven.entry);
  let approval = { approvers: [] };
  if (req.profile === "prod") {
    approval = await verifyPinnedApproval({
      repoDir,
      access: cacheAccess(clone),
      commit: req.commit,
      digest: proven.entry.digest,
      trustFile: req.trustFile,
      history: localRef(protectedRef),
      namedRepo: repo2,
      revocationLog: revocationRecord(cacheDir, shown2, protectedRef, proven.entry.digest)
    });
  }
  return {
    set,
    repo: shown2,
    commit: req.commit,
    digest: proven.entry.digest,
    verified: req.profile === "prod",
    approvers: approval.approvers,
    reachability: proven.reachability,
    fetches: proven.fetches
  };
}
function resolveRepoLocation(repo2, cwd = process.cwd()) {
  if (/^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(repo2)) return repo2;
  const colon = repo2.indexOf(":");
  if (colon > 0 && !repo2.slice(0, colon).includes("/")) return repo2;
  return resolve6(cwd, repo2);
}
async function proveReachable(p) {
  const at = p.now();
  const proof = p.entry?.reachable.find((r) => isProofOf(p, r));
  const base = { protected_ref: p.protectedRef, ttl_sec: p.ttlSec, offline: p.offline };
  const age = typeof proof?.proven_at === "number" && Number.isFinite(proof.proven_at) ? at - proof.proven_at : null;
  const fresh = p.entry !== null && age !== null && age >= 0 && age <= p.ttlSec * 1e3;
  if (fresh && !p.fetchAlways) {
    return { entry: p.entry, fetches: 0, reachability: { ...base, proven_at: iso2(proof.proven_at) } };
  }
  try {
    return await withRepoLock(p.clone, p.cacheDir, () => proveNow(p, at));
  } catch (e) {
    if (e instanceof FetchFailed && fresh) {
      const reachability = { ...base, proven_at: iso2(proof.proven_at), fetch_error: e.message };
      return { entry: p.entry, fetches: 1, reachability };
    }
    if (e instanceof FetchFailed && proof && age !== null && age >= 0) {
      const ageText = `the cached proof of ${p.commit} is ${describeDuration(age)} old, older than the reachability TTL of ${p.ttlSec}s`;
      if (!p.offline)
        throw new LoopgovError(
          "ERR_PIN",
          `${e.message}; ${ageText}: give --offline (library: offline: true) to run on it, recorded`
        );
      const reachability = {
        ...base,
        proven_at: iso2(proof.proven_at),
        stale_proof_used: { age_sec: Math.floor(age / 1e3), fetch_error: e.message }
      };
      return { entry: p.entry, fetches: 1, reachability };
    }
    if (p.entry && proof && e instanceof Disproven) {
      await writeCacheEntry(p.cacheDir, {
        ...p.entry,
        reachable: p.entry.reachable.filter((r) => !isProofOf(p, r))
      });
    }
    throw e;
  }
}
var isProofOf = (p, r) => repoIdentity(r.repo) === repoIdentity(p.shown) && r.protected_ref === p.protectedRef;
async function proveNow(p, at) {
  const base = { protected_ref: p.protectedRef, ttl_sec: p.ttlSec, offline: p.offline };
  const latest = await readCacheEntry(p.cacheDir, p.commit);
  const shared = latest?.reachable.find((r) => isProofOf(p, r))?.proven_at;
  if (latest && typeof shared === "number" && shared >= at && shared <= p.now()) {
    return { entry: latest, fetches: 0, reachability: { ...base, proven_at: iso2(shared) } };
  }
  const fetches = await fetchPinned(p.clone, p.repo, p.commit, p.protectedRef);
  const known = latest ?? p.entry;
  const entries = known?.entries ?? await readGovernedTree(openGit(p.clone.dir, cacheAccess(p.clone)), p.commit);
  const entry = {
    commit: p.commit,
    digest: known?.digest ?? computeDigest(entries),
    entries,
    reachable: [
      ...(known?.reachable ?? []).filter((r) => !isProofOf(p, r)),
      { repo: p.shown, protected_ref: p.protectedRef, proven_at: at }
    ]
  };
  validate(entry);
  await writeCacheEntry(p.cacheDir, entry);
  return { entry, fetches, reachability: { ...base, proven_at: iso2(at) } };
}
var iso2 = (ms) => new Date(ms).toISOString();
function validate(entry) {
  const set = parsePolicySet(
    entry.entries.map((e) => ({ path: e.path, content: e.content })),
    { complete: true }
  );
  assertWithinCeiling(set, `the policy at ${entry.commit}`);
  return set;
}

// src/io/trace/writer-lease.ts
import { randomBytes as randomBytes2 } from "node:crypto";
import {
  linkSync,
  readdirSync,
  readFileSync as readFileSync3,
  renameSync as renameSync2,
  rmSync,
  statSync as statSync7,
  utimesSync as utimesSync2,
  writeFileSync as writeFileSync2
} from "node:fs";
import { hostname } from "node:os";
import { join as join8 } from "node:path";

// src/io/trace/process-table.ts
import { readFileSync as readFileSync2, readlinkSync } from "node:fs";
var mine;
function thisProcessTable() {
  if (mine !== void 0) return mine;
  try {
    const boot_id = readFileSync2("/proc/sys/kernel/random/boot_id", "utf8").trim();
    const pid_ns = readlinkSync("/proc/self/ns/pid");
    mine = boot_id !== "" && pid_ns !== "" ? { boot_id, pid_ns } : null;
  } catch {
    mine = null;
  }
  return mine;
}

// src/io/trace/writer-lease.ts
var BEAT_MS = 5e3;
var FILE = "writer.json";
function holdWriterLease(runDir, now = () => /* @__PURE__ */ new Date()) {
  const file = join8(runDir, FILE);
  const info = {
    pid: process.pid,
    host: hostname(),
    ...thisProcessTable(),
    started_at: now().toISOString(),
    nonce: randomBytes2(8).toString("hex")
  };
  const tmp = `${file}.${info.nonce}.tmp`;
  try {
    writeFileSync2(tmp, `${JSON.stringify(info)}
`);
    renameSync2(tmp, file);
  } catch (e) {
    rmSync(tmp, { force: true });
    throw new LoopgovError("ERR_TRACE", `cannot write ${file}: ${e.code ?? e}`);
  }
  const mine2 = (text) => sameWriter(parseWriter(text), info);
  const timer = setInterval(() => {
    const text = readText(file);
    if (text === null) return;
    if (!mine2(text)) {
      clearInterval(timer);
      return;
    }
    try {
      const t = /* @__PURE__ */ new Date();
      utimesSync2(file, t, t);
    } catch {
    }
  }, BEAT_MS);
  timer.unref();
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      clearInterval(timer);
      removeIf(file, mine2);
    }
  };
}
function removeIf(file, owned) {
  if (!owned(readText(file))) return;
  const aside = `${file}.${randomBytes2(8).toString("hex")}.leaving`;
  try {
    renameSync2(file, aside);
  } catch {
    return;
  }
  if (!owned(readText(aside))) {
    try {
      linkSync(aside, file);
    } catch {
    }
  }
  rmSync(aside, { force: true });
}
function readText(file) {
  try {
    return readFileSync3(file, "utf8");
  } catch {
    return null;
  }
}
function parseWriter(text) {
  if (text === null) return null;
  try {
    const w = JSON.parse(text);
    if (Number.isSafeInteger(w.pid) && w.pid > 0 && typeof w.host === "string") return w;
  } catch {
  }
  return null;
}
function sameWriter(a, b) {
  return a !== null && a.pid === b.pid && a.host === b.host && a.started_at === b.started_at && a.nonce === b.nonce;
}

// src/io/trace/checkpoint.ts
import { isUtf8 as isUtf82 } from "node:buffer";
import { existsSync as existsSync4, readdirSync as readdirSync2, readFileSync as readFileSync4, writeFileSync as writeFileSync3 } from "node:fs";
import { join as join9 } from "node:path";
import { importJWK as importJWK3, SignJWT as SignJWT2 } from "jose";

// src/core/trace/checkpoint-claims.ts
import { createLocalJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify as jwtVerify2 } from "jose";
var CHECKPOINT_TYP = "loopgov-checkpoint+jwt";
var CHECKPOINT_ALGS = ["EdDSA", "ES256"];
function checkpointName(length) {
  return `${String(length).padStart(12, "0")}.jwt`;
}
async function verifyCheckpointWith(jws, keys, source, runId) {
  let result;
  try {
    result = await jwtVerify2(jws.trim(), createLocalJWKSet({ keys }), {
      algorithms: [...CHECKPOINT_ALGS],
      typ: CHECKPOINT_TYP,
      issuer: "loopgov",
      requiredClaims: ["iat", "run_id", "length", "head"]
    });
  } catch (e) {
    throw new LoopgovError("ERR_TOKEN", `checkpoint does not verify against ${source}: ${describeError(e)}`);
  }
  return statementOf(result.payload, result.protectedHeader.kid, runId);
}
function readCheckpointClaims(jws, runId) {
  let header;
  let payload;
  try {
    header = decodeProtectedHeader(jws.trim());
    payload = decodeJwt(jws.trim());
  } catch (e) {
    throw new LoopgovError("ERR_TOKEN", `not a checkpoint (a compact JWS): ${describeError(e)}`);
  }
  if (header.typ !== CHECKPOINT_TYP)
    throw new LoopgovError("ERR_TOKEN", `typ is ${JSON.stringify(header.typ)}, not ${CHECKPOINT_TYP}`);
  if (!CHECKPOINT_ALGS.includes(header.alg))
    throw new LoopgovError("ERR_TOKEN", `alg ${JSON.stringify(header.alg)} is not EdDSA or ES256`);
  if (payload.iss !== "loopgov") throw new LoopgovError("ERR_TOKEN", 'iss is not "loopgov"');
  if (typeof payload.iat !== "number") throw new LoopgovError("ERR_TOKEN", "no iat");
  return statementOf(payload, header.kid, runId);
}
function statementOf(p, kid, runId) {
  if (p.run_id !== runId) {
    throw new LoopgovError("ERR_TOKEN", `checkpoint is for run ${JSON.stringify(p.run_id)}, not ${runId}`);
  }
  if (!Number.isSafeInteger(p.length) || p.length < 1 || typeof p.head !== "string" || !HEX64.test(p.head)) {
    throw new LoopgovError("ERR_TOKEN", "checkpoint has a malformed length or head");
  }
  if (p.root !== void 0 && (typeof p.root !== "string" || !HEX64.test(p.root))) {
    throw new LoopgovError("ERR_TOKEN", "checkpoint has a malformed Merkle root");
  }
  return {
    run_id: runId,
    length: p.length,
    head: p.head,
    ...typeof p.root === "string" ? { root: p.root } : {},
    kid: String(kid),
    iat: p.iat
  };
}

// src/core/trace/witness.ts
var MAX_CHECKPOINT_BYTES = 16 * 1024;
async function checkWitnessEntry(entry, trust) {
  const m = /^([^/]+)\/(\d{12})\.jwt$/.exec(entry.path);
  const runId = m?.[1] ?? "";
  if (!m || !isRunId(runId))
    return { ok: false, reason: "not a checkpoint file name (<run_id>/<length, 12 digits>.jwt)" };
  if (entry.jws === null) return { ok: false, reason: entry.problem ?? "not a readable file" };
  const jws = entry.jws.trim();
  if (jws.length > MAX_CHECKPOINT_BYTES || /\s/.test(jws))
    return { ok: false, reason: `not a checkpoint (${entry.jws.length} characters, not one compact JWS)` };
  let cp;
  try {
    cp = readCheckpointClaims(jws, runId);
    if (trust) cp = await verifyCheckpointWith(jws, trust.keys, trust.source, runId);
  } catch (e) {
    return { ok: false, reason: e instanceof LoopgovError ? e.message : describeError(e) };
  }
  const named = Number(m[2]);
  if (named !== cp.length)
    return { ok: false, reason: `named for length ${named} but signed for length ${cp.length}` };
  return { ok: true, cp: { ...cp, path: entry.path } };
}
async function checkWitnessedRun(runId, entries, trust, name) {
  const good = [];
  const problems = [];
  for (const e of entries) {
    const c = await checkWitnessEntry(e, trust);
    if (c.ok) good.push(c.cp);
    else problems.push({ file: `${name}:${e.path}`, message: c.reason });
  }
  if (problems.length > 0) {
    const first = problems[0];
    throw new LoopgovError(
      "ERR_WITNESS",
      `the witness ${name} holds ${problems.length} bad checkpoint file(s) of run ${runId}; first ${first.file}: ${first.message}`,
      problems
    );
  }
  return good.sort((a, b) => a.length - b.length);
}
async function planAnchorRun(runId, candidates, held2, tip, trust) {
  const heldClaims = [];
  for (const h of held2) {
    if (h.jws === null) continue;
    try {
      heldClaims.push({ ...readCheckpointClaims(h.jws.trim(), runId), path: h.path });
    } catch {
    }
  }
  const longest = heldClaims.reduce(
    (a, c) => a && a.length >= c.length ? a : c,
    void 0
  );
  const plan = { add: [], kept: [], refused: [] };
  for (const c of candidates) {
    const atTip = tip.get(c.path);
    if (atTip !== void 0 && c.jws !== null && atTip.trim() === c.jws.trim()) {
      plan.kept.push(c);
      continue;
    }
    const check2 = await checkWitnessEntry(c, trust);
    if (!check2.ok) {
      plan.refused.push({ ...c, reason: check2.reason });
      continue;
    }
    const cp = check2.cp;
    const other = heldClaims.find(
      (h) => h.length === cp.length && (h.head !== cp.head || h.root && cp.root && h.root !== cp.root)
    );
    if (other) {
      plan.refused.push({
        ...c,
        reason: `contradicts the witness's ${other.path} (length ${cp.length}: head ${cp.head}, the witness holds ${other.head}${other.root && cp.root && other.root !== cp.root ? `, root ${cp.root} vs ${other.root}` : ""})`
      });
    } else if (atTip !== void 0) {
      plan.kept.push(c);
    } else if (longest && cp.length < longest.length && !heldClaims.some((h) => h.length === cp.length)) {
      plan.refused.push({
        ...c,
        reason: `signed length ${cp.length} is below ${longest.path} (length ${longest.length}) the witness already holds`
      });
    } else plan.add.push(c);
  }
  if (plan.refused.length > 0 && plan.add.length > 0) {
    const why2 = `held back: run ${runId} has a refused checkpoint (a run is anchored all or nothing)`;
    plan.refused.push(...plan.add.map((c) => ({ ...c, reason: why2 })));
    plan.add = [];
  }
  return plan;
}

// src/io/fs/small-file.ts
import { closeSync as closeSync5, constants as constants4, fstatSync as fstatSync4, openSync as openSync5, readSync as readSync2 } from "node:fs";
function readSmallRegularFile(file, maxBytes) {
  const fd = openSync5(file, constants4.O_RDONLY | constants4.O_NONBLOCK);
  try {
    const st = fstatSync4(fd);
    if (!st.isFile()) throw fault("ENOTREG", `${file} is not a regular file`);
    if (st.size > maxBytes) throw fault("EFBIG", `${file} has ${st.size} bytes, more than ${maxBytes}`);
    const buf = Buffer.alloc(maxBytes + 1);
    let n = 0;
    while (n < buf.length) {
      const got = readSync2(fd, buf, n, buf.length - n, n);
      if (got === 0) break;
      n += got;
    }
    if (n > maxBytes) throw fault("EFBIG", `${file} has more than ${maxBytes} bytes`);
    return buf.toString("utf8", 0, n);
  } finally {
    closeSync5(fd);
  }
}
function fault(code2, message) {
  return Object.assign(new Error(message), { code: code2 });
}

// src/io/trace/checkpoint.ts
var ALGS = CHECKPOINT_ALGS;
var PRIVATE_MEMBERS2 = ["d", "p", "q", "dp", "dq", "qi", "k", "oth"];
async function signCheckpoint(statement, keyFile, now = Date.now) {
  return signCheckpointWith(await loadCheckpointKey(keyFile), statement, now);
}
async function loadCheckpointKey(keyFile) {
  const jwk = parseJson(readText2(keyFile, "ERR_KEY", "key file"), keyFile);
  const alg = jwk.alg ?? (jwk.crv === "Ed25519" ? "EdDSA" : jwk.crv === "P-256" ? "ES256" : void 0);
  if (!alg || !ALGS.includes(alg)) {
    throw new LoopgovError("ERR_KEY", `${keyFile}: the key must be EdDSA (Ed25519) or ES256 (P-256)`);
  }
  if (typeof jwk.d !== "string") throw new LoopgovError("ERR_KEY", `${keyFile}: not a private key (no "d")`);
  if (typeof jwk.kid !== "string" || jwk.kid === "")
    throw new LoopgovError("ERR_KEY", `${keyFile}: the key has no kid`);
  try {
    return { kid: jwk.kid, alg, key: await importJWK3(jwk, alg) };
  } catch (e) {
    throw new LoopgovError("ERR_KEY", `${keyFile}: unusable key: ${describeError(e)}`);
  }
}
function checkpointPublicJwk(keyFile) {
  const jwk = parseJson(readText2(keyFile, "ERR_KEY", "key file"), keyFile);
  const pub = Object.fromEntries(Object.entries(jwk).filter(([m]) => !PRIVATE_MEMBERS2.includes(m)));
  const alg = jwk.alg ?? (jwk.crv === "Ed25519" ? "EdDSA" : jwk.crv === "P-256" ? "ES256" : void 0);
  if (!alg || !ALGS.includes(alg) || typeof jwk.kid !== "string" || jwk.kid === "")
    throw new LoopgovError("ERR_KEY", `${keyFile}: the key must be EdDSA or ES256, with a kid`);
  return { ...pub, alg };
}
async function signCheckpointWith(k, statement, now = Date.now) {
  const claims = {
    run_id: statement.run_id,
    length: statement.length,
    head: statement.head
  };
  if (statement.root !== void 0) claims.root = statement.root;
  return new SignJWT2(claims).setProtectedHeader({ alg: k.alg, kid: k.kid, typ: CHECKPOINT_TYP }).setIssuer("loopgov").setIssuedAt(Math.floor(now() / 1e3)).sign(k.key);
}
async function verifyCheckpoint(jws, trustFile, runId) {
  return verifyCheckpointWith(jws, loadTrustKeys(trustFile), trustFile, runId);
}
function loadTrustKeys(file) {
  const text = readText2(file, "ERR_KEY", "trust file");
  const trimmed = text.trimStart();
  if (trimmed.startsWith("{")) {
    const jwks = parseJson(text, file);
    if (!Array.isArray(jwks.keys)) throw new LoopgovError("ERR_KEY", `${file}: a JWKS needs a "keys" array`);
    const keys = jwks.keys;
    for (const k of keys) {
      const priv = Object.keys(k).filter((m) => PRIVATE_MEMBERS2.includes(m));
      if (priv.length > 0)
        throw new LoopgovError("ERR_KEY", `${file}: key ${k.kid} has private member(s) ${priv}`);
      if (!k.kid || !ALGS.includes(String(k.alg))) {
        throw new LoopgovError("ERR_KEY", `${file}: every key needs a kid and alg EdDSA or ES256`);
      }
    }
    return keys;
  }
  const { data } = parseSafeYaml(text, file);
  const reg = data;
  if (reg?.kind !== "ApproverRegistry" || !Array.isArray(reg.approvers)) {
    throw new LoopgovError("ERR_KEY", `${file}: neither a JWKS nor an ApproverRegistry`);
  }
  return [...buildKeyIndex(reg).values()].map((k) => k.jwk);
}
function readCheckpointFile(file) {
  try {
    return readSmallRegularFile(file, MAX_CHECKPOINT_BYTES);
  } catch (e) {
    throw new LoopgovError("ERR_CHECKPOINT_FILE", `cannot read checkpoint ${file}: ${describeError(e)}`);
  }
}
function readText2(file, code2, what) {
  let bytes;
  try {
    bytes = readFileSync4(file);
  } catch (e) {
    throw new LoopgovError(code2, `cannot read ${what} ${file}: ${describeError(e)}`);
  }
  if (!isUtf82(bytes))
    throw new LoopgovError(
      code2,
      `${what} ${file}: ${notUtf8Message(firstInvalidUtf8(bytes), utf16BomOf(bytes))}`
    );
  return bytes.toString("utf8");
}
function parseJson(text, file) {
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new LoopgovError("ERR_KEY", `${file}: not JSON: ${describeError(e)}`);
  }
}
function listCheckpointFiles(traceDir, runId) {
  const runs = runId ? [runId] : readdirSync2(traceDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
  const out = [];
  for (const r of runs) {
    if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/.test(r) || r.includes("..")) continue;
    const dir = join9(traceDir, r, "checkpoints");
    if (!existsSync4(dir)) continue;
    for (const name of readdirSync2(dir).sort()) {
      if (/^\d{12}\.jwt$/.test(name)) out.push({ path: `${r}/${name}`, file: join9(dir, name) });
    }
  }
  return out;
}

// src/io/trace/checkpointing-store.ts
import { join as join10 } from "node:path";
async function withCheckpoints(inner, policy) {
  const paths = inner.paths;
  const frontier = new MerkleFrontier();
  if (inner.head.nextIndex > 0) {
    await forEachLine(paths.trace, (line) => {
      const hash = typeof line === "string" ? /"hash":"([0-9a-f]{64})"}$/.exec(line)?.[1] : void 0;
      if (hash) frontier.push(leafHash(hash));
    });
  }
  const dir = join10(paths.dir, "checkpoints");
  let dirReady = false;
  let lastSigned = inner.head.nextIndex;
  const held2 = [];
  const catchUp = async (upTo) => {
    if (frontier.size < upTo) {
      for (const r of await inner.readForeign()) {
        held2.push(r);
        if (r.index === frontier.size) frontier.push(leafHash(r.hash));
      }
    }
    if (frontier.size !== upTo) {
      throw new LoopgovError("ERR_TRACE", `${paths.trace}: checkpoint root lost track at record ${upTo}`);
    }
  };
  const sign = async (r) => {
    const length = r.index + 1;
    const jws = await signCheckpointWith(
      policy.key,
      { run_id: inner.runId, length, head: r.hash, root: frontier.root().toString("hex") },
      policy.now
    );
    await writeOnce(dir, checkpointName(length), Buffer.from(`${jws}
`), true, dirReady);
    dirReady = true;
  };
  return {
    runId: inner.runId,
    async append(body, opts) {
      const r = await inner.append(body, opts);
      const ends = r.type === "run_end" || r.type === "escalation";
      try {
        await catchUp(r.index);
        frontier.push(leafHash(r.hash));
        if (ends || policy.every > 0 && r.index + 1 - lastSigned >= policy.every) {
          if (opts?.sync === false) await inner.sync();
          await sign(r);
          lastSigned = r.index + 1;
        }
      } catch (e) {
        const err = e instanceof LoopgovError ? e : new LoopgovError("ERR_TRACE", `checkpoint at record ${r.index}: ${describeError(e)}`);
        if (ends) policy.onError?.(err);
        else throw err;
      }
      return r;
    },
    async readForeign() {
      const out = [...held2, ...await inner.readForeign()];
      held2.length = 0;
      for (const r of out) if (r.index === frontier.size) frontier.push(leafHash(r.hash));
      return out;
    },
    // Fast paths (decision 098) where no checkpoint can be due: nothing foreign held, artifacts.
    readForeignNow: () => held2.length === 0 ? inner.readForeignNow() : void 0,
    putArtifact: (bytes, opts) => inner.putArtifact(bytes, opts),
    putArtifactNow: (bytes, opts) => inner.putArtifactNow(bytes, opts),
    sync: () => inner.sync(),
    close: () => inner.close()
  };
}

// src/io/run/checkpoint-option.ts
var DEFAULT_CHECKPOINT_EVERY = 1e3;
async function loadCheckpointOption(opt, at) {
  if (!opt) return void 0;
  try {
    return await loadCheckpointKey(opt.keyFile);
  } catch (e) {
    if (!(e instanceof LoopgovError) || e.code !== "ERR_KEY") throw e;
    throw new LoopgovError("ERR_USAGE", `${at}: ${e.message}`);
  }
}
async function checkpointed(store, opt, clock, loaded) {
  if (!opt) return store;
  const key = loaded ?? await loadCheckpointKey(opt.keyFile);
  return withCheckpoints(store, {
    key,
    every: opt.every ?? DEFAULT_CHECKPOINT_EVERY,
    now: () => clock.now(),
    ...opt.onError ? { onError: opt.onError } : {}
  });
}

// src/io/run/governed-run.ts
import { existsSync as existsSync6 } from "node:fs";
import { resolve as resolve9 } from "node:path";

// src/io/run/continue-run.ts
import { resolve as resolve8 } from "node:path";

// src/core/approval/resume.ts
import { compactVerify as compactVerify2, SignJWT as SignJWT3 } from "jose";
var RESUME_TYP = "loopgov-resume+jwt";
var MAX_RESUME_LIFETIME_SEC = 24 * 3600;
var DEFAULT_RESUME_TTL_SEC = 3600;
async function signResumeToken(req) {
  const jwk = req.privateJwk;
  const now = parseEpochSeconds(req.now, "now", { whole: true });
  const { alg, kid, key } = await importSigningKey(jwk);
  const ttl = req.ttlSec ?? DEFAULT_RESUME_TTL_SEC;
  if (!(ttl > 0 && ttl <= MAX_RESUME_LIFETIME_SEC))
    throw new LoopgovError("ERR_USAGE", `ttl must be more than 0 and at most 24 h (got ${ttl} s)`);
  if (req.grant !== void 0) {
    const why2 = grantProblem(req.grant);
    if (why2) throw new LoopgovError("ERR_USAGE", why2);
  }
  const claims = { run_id: req.runId, head: req.head, decision: req.decision };
  if (req.grant && Object.keys(req.grant).length > 0) claims.grant = req.grant;
  if (req.reason !== void 0) claims.reason = req.reason;
  return new SignJWT3(claims).setProtectedHeader({ alg, kid, typ: RESUME_TYP }).setIssuer(APPROVAL_ISS).setSubject(req.approver).setIssuedAt(now).setExpirationTime(now + ttl).setJti(req.jti ?? crypto.randomUUID()).sign(key);
}
async function verifyResumeToken(token, ctx) {
  parseEpochSeconds(ctx.now, "now");
  const problems = [];
  const add = (code2, message) => problems.push({ code: code2, message });
  const result = (extra = {}) => ({
    valid: problems.length === 0,
    problems,
    roles: [],
    ...extra
  });
  if (token.length > MAX_TOKEN_BYTES) {
    add("ERR_TOKEN_MALFORMED", `token is ${token.length} bytes (cap ${MAX_TOKEN_BYTES})`);
    return result();
  }
  if (!/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/.test(token)) {
    add("ERR_TOKEN_MALFORMED", "not a compact JWS (three base64url segments separated by dots)");
    return result();
  }
  const [h, p] = token.split(".");
  const header = inspectHeader(h, ctx.keys, add, { typ: RESUME_TYP, registry: "the trusted registry" });
  const key = header.key;
  if (key && header.signatureCheckable) {
    try {
      await compactVerify2(token, await importTrustedKey(key), { algorithms: [key.alg] });
    } catch (e) {
      add("ERR_TOKEN_SIGNATURE", `signature does not verify with ${key.kid}: ${describeError(e)}`);
    }
  }
  const payload = decodeSegment(p);
  if (!payload.ok) add("ERR_TOKEN_MALFORMED", `payload: ${payload.error}`);
  const c = payload.ok ? payload.value : void 0;
  let limits;
  if (c) limits = checkClaims2(c, ctx, key?.approverId, add);
  if (key && !meetsRole(key.roles, ctx.approverRole)) {
    add(
      "ERR_TOKEN_ROLE",
      key.roles.includes("proposer-bot") ? `${key.approverId} is a proposer-bot: a proposer-bot never answers an escalation` : `${key.approverId} has roles [${key.roles.join(", ")}], not ${ctx.approverRole}`
    );
  }
  return result({
    ...header.kid !== void 0 ? { kid: header.kid } : {},
    ...key ? { approver: key.approverId, roles: [...key.roles] } : {},
    ...c ? { claims: c } : {},
    ...problems.length === 0 && limits ? { limits } : {}
  });
}
var KNOWN_CLAIMS = /* @__PURE__ */ new Set([
  "iss",
  "sub",
  "iat",
  "exp",
  "nbf",
  "jti",
  "run_id",
  "head",
  "decision",
  "grant",
  "reason"
]);
function checkClaims2(c, ctx, owner, add) {
  for (const k of Object.keys(c)) if (!KNOWN_CLAIMS.has(k)) add("ERR_TOKEN_CLAIMS", `unknown claim "${k}"`);
  const int = (v) => typeof v === "number" && Number.isSafeInteger(v);
  if (c.iss !== APPROVAL_ISS) add("ERR_TOKEN_ISS", `iss ${JSON.stringify(c.iss)} is not "${APPROVAL_ISS}"`);
  if (typeof c.sub !== "string" || c.sub === "") add("ERR_TOKEN_SUB", "sub (the approver id) is missing");
  else if (owner !== void 0 && c.sub !== owner)
    add("ERR_TOKEN_SUB", `sub ${JSON.stringify(c.sub)} but the key belongs to ${owner}`);
  if (typeof c.jti !== "string" || c.jti === "" || c.jti.length > 256)
    add("ERR_TOKEN_CLAIMS", "jti must be a string of 1-256 characters");
  else if (ctx.usedJtis.has(c.jti))
    add("ERR_TOKEN_REPLAY", `jti ${JSON.stringify(c.jti)} was already used to answer this run`);
  if (!int(c.iat) || !int(c.exp)) add("ERR_TOKEN_CLAIMS", "iat and exp are required integers (seconds)");
  else {
    const iat = c.iat;
    const exp = c.exp;
    if (exp <= iat) add("ERR_TOKEN_LIFETIME", `exp (${exp}) is not after iat (${iat})`);
    else if (exp - iat > MAX_RESUME_LIFETIME_SEC)
      add("ERR_TOKEN_LIFETIME", `exp \u2212 iat is ${exp - iat} s, more than 24 h (${MAX_RESUME_LIFETIME_SEC} s)`);
    if (exp <= ctx.now - CLOCK_TOLERANCE_SEC)
      add("ERR_TOKEN_EXPIRED", `expired at ${iso3(exp)} (now ${iso3(ctx.now)})`);
    if (iat > ctx.now + CLOCK_TOLERANCE_SEC)
      add("ERR_TOKEN_NOT_YET_VALID", `iat ${iso3(iat)} is in the future (now ${iso3(ctx.now)})`);
  }
  if (c.nbf !== void 0 && (!int(c.nbf) || c.nbf > ctx.now + CLOCK_TOLERANCE_SEC))
    add("ERR_TOKEN_NOT_YET_VALID", `nbf ${JSON.stringify(c.nbf)} is in the future (now ${iso3(ctx.now)})`);
  if (c.run_id !== ctx.runId)
    add("ERR_TOKEN_BINDING", `bound to run ${JSON.stringify(c.run_id)}, not ${JSON.stringify(ctx.runId)}`);
  if (c.head !== ctx.head)
    add(
      "ERR_TOKEN_BINDING",
      `bound to head ${String(c.head).slice(0, 16)}\u2026, but the run is escalated at ${ctx.head.slice(0, 16)}\u2026`
    );
  if (c.decision !== "resume" && c.decision !== "halt")
    add("ERR_TOKEN_CLAIMS", `decision ${JSON.stringify(c.decision)} is not "resume" or "halt"`);
  if (c.reason !== void 0 && (typeof c.reason !== "string" || c.reason.length > 2e3))
    add("ERR_TOKEN_CLAIMS", "reason must be a string of at most 2000 characters");
  if (c.grant === void 0) return ctx.limits;
  const why2 = grantProblem(c.grant);
  if (why2) {
    add("ERR_GRANT", why2);
    return void 0;
  }
  if (c.decision === "halt") add("ERR_GRANT", "a halt grants nothing: drop the grant");
  const applied = applyGrant(ctx.limits, c.grant, ctx.ceiling);
  for (const p of applied.problems) add("ERR_GRANT", p);
  return applied.limits;
}
function iso3(sec) {
  const d = new Date(sec * 1e3);
  return Number.isNaN(d.getTime()) ? String(sec) : d.toISOString();
}

// src/io/trace/history.ts
import { existsSync as existsSync5 } from "node:fs";
async function readTraceRecords(traceDir, runId, onRecord, opts = {}) {
  const { trace } = runPaths(traceDir, runId);
  if (!existsSync5(trace)) {
    throw new LoopgovError("ERR_TRACE", `no trace for run ${runId}: ${trace} does not exist`);
  }
  const v = createChainVerifier({ ...opts, runId, allowOpen: true });
  let seen = 0;
  let broken2 = false;
  const { terminated } = await forEachLine(trace, (line) => {
    v.push(line);
    if (broken2) return;
    const c = checkLine(line);
    if (!c.ok) {
      broken2 = true;
      return;
    }
    if (c.record.index !== seen++) broken2 = true;
    else onRecord(c.record);
  });
  return v.end({ terminated });
}
async function readRunStart(traceDir, runId) {
  const { trace } = runPaths(traceDir, runId);
  if (!existsSync5(trace)) {
    throw new LoopgovError("ERR_TRACE", `no trace for run ${runId}: ${trace} does not exist`);
  }
  let start = null;
  try {
    await forEachLine(trace, (line) => {
      const c = checkLine(line);
      if (c.ok && c.record.type === "run_start") start = c.record;
      if (start || c.ok === false || c.record.type !== "recovery") throw STOP;
    });
  } catch (e) {
    if (e !== STOP) throw e;
  }
  if (!start) throw new LoopgovError("ERR_TRACE", `${trace}: no readable run_start record`);
  return start;
}
var STOP = new Error("stop");

// src/io/trace/halt.ts
async function requestHalt(traceDir, runId, body, via, now = () => /* @__PURE__ */ new Date(), after) {
  const file = runPaths(traceDir, runId).trace;
  const halt = { type: "halt_request", run_id: runId, by: body.by, reason: body.reason, via };
  const open2 = () => openTraceStore({ traceDir, runId, durability: "fsync", mode: "append" });
  return withStoreOnDemand(open2, (store) => {
    const append = async (head) => {
      const record2 = await (await store()).append({ ...halt, at: now().toISOString() }, { after: head });
      return { status: "requested", record: record2 };
    };
    if (after) return append(after);
    return retryWhileMoving(async (moved) => {
      const last = moved ? moved.last : peekLast(file, runId);
      if (last?.type === "run_end") return { status: "ended", outcome: endOf(last) };
      return append(last ? headOf(last) : EMPTY);
    });
  });
}
var EMPTY = { index: -1, hash: GENESIS_PREV };
function endOf(r) {
  return `${String(r.decision)} (${String(r.reason)})`;
}
async function lastRunEnd(traceDir, runId) {
  const last = peekLast(runPaths(traceDir, runId).trace, runId);
  return last?.type === "run_end" ? endOf(last) : null;
}
function peekLast(file, runId) {
  try {
    return readLastRecord(file, runId);
  } catch {
    return null;
  }
}

// src/io/trace/resume.ts
function peekResumeClaims(token) {
  const parts = token.trim().split(".");
  const payload = parts.length === 3 ? decodeSegment(parts[1]) : null;
  if (!payload?.ok) throw new LoopgovError("ERR_TOKEN_MALFORMED", "not a compact JWS with a JSON payload");
  return payload.value;
}
var COPIED = ["decision", "sub", "jti", "head", "grant", "reason", "exp"];
function parseResumeRecord(r) {
  let claims;
  try {
    claims = peekResumeClaims(typeof r.token === "string" ? r.token : "");
  } catch {
    return { claims: null, disagreeing: ["token"] };
  }
  const copies = resumeBody(r.run_id, String(r.token), claims, r.at);
  const same3 = (k) => canonicalJson(r[k] ?? null) === canonicalJson(copies[k] ?? null);
  return { claims, disagreeing: COPIED.filter((k) => !same3(k)) };
}
async function appendResume(traceDir, runId, token, opts = {}) {
  const claims = peekResumeClaims(token);
  const refuse = (why2) => {
    throw new LoopgovError("ERR_RESUME", `run ${runId}: ${why2}; nothing was appended`);
  };
  const open2 = () => openTraceStore({
    traceDir,
    runId,
    durability: opts.durability ?? "fsync",
    mode: "append",
    ...opts.now ? { now: opts.now } : {}
  });
  return withStoreOnDemand(
    open2,
    (store) => retryWhileMoving(async () => {
      const jtis = /* @__PURE__ */ new Set();
      let end = null;
      const report = await readTraceRecords(traceDir, runId, (r) => {
        if (r.type === "resume" && typeof r.jti === "string") jtis.add(r.jti);
        if (r.type === "run_end") end = r;
      });
      if (!report.ok)
        refuse(`its trace does not verify (record ${report.finding?.index}: ${report.finding?.message})`);
      if (report.state !== "escalated") refuse(`it is not escalated (${describeState(report.state, end)})`);
      if (claims.run_id !== runId) refuse(`the token is for run ${JSON.stringify(claims.run_id)}`);
      if (claims.head !== report.escalationHead)
        refuse(
          `the token is bound to head ${String(claims.head)}, not the escalation's ${report.escalationHead}`
        );
      if (typeof claims.jti !== "string" || claims.jti === "") refuse("the token has no jti");
      if (typeof claims.sub !== "string" || claims.sub === "") refuse("the token names no approver (sub)");
      if (jtis.has(claims.jti))
        refuse(`jti ${JSON.stringify(claims.jti)} was already used in this run`);
      if (claims.decision !== "resume" && claims.decision !== "halt")
        refuse("the token decides neither resume nor halt");
      const lone = loneSurrogate(claims);
      if (lone) refuse(`the token's claim ${lone.field} ${loneSurrogateMessage(lone)}`);
      const s = await store();
      const at = (opts.now?.() ?? /* @__PURE__ */ new Date()).toISOString();
      return { resume: await s.append(resumeBody(runId, token, claims, at), { after: chainHead(report) }) };
    })
  );
}
function resumeBody(runId, token, claims, at) {
  return {
    type: "resume",
    run_id: runId,
    at,
    token: token.trim(),
    decision: claims.decision,
    sub: claims.sub,
    jti: claims.jti,
    head: claims.head,
    grant: claims.grant ?? null,
    reason: typeof claims.reason === "string" ? claims.reason : null,
    exp: claims.exp ?? null
  };
}
function haltBody(runId, claims, resume, step, at) {
  const why2 = typeof claims.reason === "string" ? `: ${claims.reason}` : "";
  return {
    type: "run_end",
    run_id: runId,
    at,
    decision: "HALT",
    reason: "human",
    detail: `halted in answer to the escalation by ${String(claims.sub)} (resume record ${resume.index})${why2}`,
    step
  };
}
function describeState(state, end) {
  if (state === "escalating")
    return "its ESCALATE has no escalation record: it was written before resumes existed";
  if (state === "open") return "it is running (continued, or never escalated)";
  return end ? `it has ended: ${endOf(end)} at record ${end.index}` : "it has ended";
}

// src/core/run/continuation.ts
function continuationUnder(effective, limits, f) {
  const full = f.governanceOff ? null : noRoomLeft(f.runId, limits, f.used, f.elapsedSec, f.ceiling);
  return full ? { refused: full } : { policy: { ...effective, budget: limits } };
}
function noRoomLeft(runId, limits, used, elapsedSec, ceiling) {
  const full = noRoomUnder(limits, used, elapsedSec);
  if (!full) return null;
  const room = grantable(limits, ceiling);
  const stuck = full.limits.filter((l) => !room || room[l] <= 0);
  const none = !room ? "; no org ceiling is known, so nothing may be granted: the run can only be halted (loopgov resume --decision halt)" : stuck.length > 0 ? `; ${stuck.map((l) => `${l} is at the ceiling ${ceiling[l]}`).join(" and ")}, so nothing more may be granted: the run can only be halted (loopgov resume --decision halt)` : "";
  return `run ${runId} has used ${full.used}: its next step would be past the limit, so a resume must grant more (loopgov resume ${full.grant})${none}`;
}

// src/io/run/continue-authority.ts
async function grantedLimits(answered, policy, ctx) {
  let limits = policy;
  for (const [i, a] of answered.entries()) {
    const which = `answer ${i + 1} the run went on under`;
    if (typeof a.token !== "string") return `${which} is missing from its trace: the trace was edited`;
    const iat = peekResumeClaims(a.token).iat;
    const v = await verifyResumeToken(a.token, {
      ...ctx,
      head: a.head,
      // Judged at the time it was signed (expiry was judged when it was acted on); an iat that is no
      // time fails the token's own claims check at 0.
      now: isEpochSeconds(iat) ? iat : 0,
      usedJtis: /* @__PURE__ */ new Set(),
      limits
    });
    if (!v.valid || !v.limits || v.claims?.decision !== "resume")
      return `${which} does not verify any more: ${describeTokenProblems(v.problems) || "not a resume"}`;
    limits = v.limits;
  }
  return limits;
}
function scopeOf(start, o) {
  const recorded = { project: start.project, level: start.level, profile: start.profile };
  for (const k of ["project", "level", "profile"]) {
    if (o[k] !== void 0 && o[k] !== recorded[k]) {
      return `${k} ${o[k]} is not the run's ${k} (${String(recorded[k])})`;
    }
  }
  if (start.effective === null || typeof recorded.project !== "string") {
    return "the run was refused before its first step: there is nothing to continue";
  }
  const why2 = scopeProblem(recorded);
  if (why2 !== null) return `the run's run_start names no valid scope: ${why2}`;
  return recorded;
}
function policyMismatch(start, origin, effective) {
  const was = start.policy ?? {};
  if (was.source !== origin.source)
    return `the run started with a ${was.source} policy, not ${origin.source}`;
  if (origin.source === "pinned" && (was.commit !== origin.commit || was.digest !== origin.digest)) {
    return `the run is pinned to ${was.commit} (digest ${was.digest}), not ${origin.commit}`;
  }
  if (origin.source === "unpinned" && was.digest !== origin.digest) {
    return typeof was.digest === "string" ? `the policy folder ${origin.repo} now holds other governed files (digest ${origin.digest}) than the run started under (digest ${was.digest}, folder ${String(was.repo)})` : `the run's run_start records no digest of the policy folder it started under (${String(was.repo)}; written before loopgov recorded one): nothing proves ${origin.repo} holds the same ceiling and approvers, so it does not go on; end it (loopgov resume --decision halt) and start a new run`;
  }
  if (canonicalJson(start.effective) !== canonicalJson(effective)) {
    return "the policy now resolves to another effective policy than the one the run started under";
  }
  return null;
}
function continuationGovernance(o, profile, effective) {
  if (!o.governanceOff) return { mode: effective.governance };
  const refused2 = governanceOptOutRefusal(profile, effective.governance);
  return refused2 ? { mode: effective.governance, refused: refused2 } : { mode: "off" };
}
async function resumeRegistry(p, own) {
  if (p.kind === "pinned" && p.trustFile) return loadTrustFile(p.trustFile, [p.repo]);
  return own;
}
function trustNote(kid, keys, p, own) {
  if (kid === void 0 || p.kind !== "pinned" || !p.trustFile) return "";
  let theirs;
  try {
    theirs = buildKeyIndex(own);
  } catch {
    return "";
  }
  const inPolicy = theirs.get(kid);
  const inTrust = keys.get(kid);
  if (!inPolicy) return "";
  if (!inTrust)
    return `; kid ${kid} is in the policy's own registry but not in the trust file ${p.trustFile}: with a trust file only its keys count`;
  if (canonicalJson(publicPart(inPolicy.jwk)) === canonicalJson(publicPart(inTrust.jwk))) return "";
  return `; kid ${kid} of the trust file ${p.trustFile} (${inTrust.approverId}) is also in the policy's own registry with another key (${inPolicy.approverId}): the trust file's key is the one used`;
}
function publicPart(jwk) {
  const { kty, crv, x, y, alg } = jwk;
  return { kty, crv, x, y, alg };
}

// src/core/run/decision-proof.ts
var STALLS = ["oscillation", "thrash", "no_progress"];
var BUDGETS = LIMITS.map((l) => `budget.${l}`);
var GOING_ON = {
  CONTINUE: ["ok", "governance_off"],
  CORRECT: ["gate_fail", "self_declared_done"],
  DONE: ["success"],
  ESCALATE: ["gate_deny", "corrections_exhausted", ...BUDGETS, ...STALLS]
};
var NEVER_HALT = [
  "ok",
  "governance_off",
  "gate_fail",
  "self_declared_done",
  "success",
  "gate_deny",
  "corrections_exhausted"
];
function checkDecision(r, corrections, governed, limits, rules = {}) {
  const d = r.decision;
  const reason = String(r.reason);
  if (typeof d !== "string" || !DECISIONS.includes(d))
    return { field: "decision", what: `is ${JSON.stringify(d ?? null)}: not a decision the runtime writes` };
  const reasons = GOING_ON[d];
  if (typeof r.reason !== "string" || (reasons ? !reasons.includes(reason) : NEVER_HALT.includes(reason)))
    return {
      field: "reason",
      what: `is ${JSON.stringify(r.reason ?? null)}: the runtime never gives ${d} that reason`
    };
  const rule = BUDGETS.includes(reason) ? "on_exceed" : STALLS.includes(reason) ? "on_stall" : null;
  if (d === "ESCALATE" && rule && rules[rule] !== void 0 && rules[rule] !== "escalate")
    return {
      field: "decision",
      what: `is ESCALATE (${reason}), but the run's ${rule} is ${JSON.stringify(rules[rule])}: the runtime never escalates there`
    };
  const hint = r.correction_hint;
  if (d === "CORRECT" ? typeof hint !== "string" : hint !== null && reason !== "governance_off")
    return {
      field: "correction_hint",
      what: `is ${JSON.stringify(hint ?? null)}, but a ${d} (${reason}) ${d === "CORRECT" ? "says how to correct" : "has none"}`
    };
  const expected = corrections + 1;
  const allowed = governed ? [expected] : [expected, expected + 1, 1];
  if (!allowed.includes(r.attempt))
    return {
      field: "attempt",
      what: `is ${JSON.stringify(r.attempt ?? null)}, but the ${corrections} consecutive correction(s) before it make it ${expected}`
    };
  const max = limits?.max_corrections_per_step;
  if (typeof max !== "number") return null;
  if (d === "CORRECT" && expected > max)
    return {
      field: "decision",
      what: `is CORRECT, but correction ${expected} is over max_corrections_per_step ${max}`
    };
  if (reason === "corrections_exhausted" && expected <= max)
    return {
      field: "reason",
      what: `is corrections_exhausted, but only ${corrections} of ${max} correction(s) were used`
    };
  return null;
}

// src/core/run/usage-proof.ts
var FLOAT_SLACK_SEC = 1e-6;
var AT_SLACK_SEC = 1e-3;
function createUsageProof(convergence) {
  const totals = { steps: 0, tokens: 0, cost: new DecimalSum() };
  let problem = null;
  let elapsed = 0;
  let corrections = 0;
  let lastStep = null;
  let lastIteration = null;
  let limits = null;
  let segment = { at: Number.NaN, elapsed: 0 };
  let prevAt = Number.NaN;
  let detector = convergence ? new ConvergenceDetector(convergence) : null;
  let rules = { on_stall: convergence?.on_stall };
  const bad = (r, field, what) => {
    if (problem) return;
    const step = typeof r.step === "number" ? ` step ${r.step}` : "";
    const detail = `${r.type}${step}: ${field} ${what}`;
    problem = { index: r.index, field, detail, message: `record ${r.index}, ${detail}` };
  };
  const differs = (r, field, said2, proven, source = "the iterations up to it add up to") => {
    if (canonicalJson(said2 ?? null) === canonicalJson(proven)) return false;
    bad(r, field, `is ${canonicalJson(said2 ?? null)}, but ${source} ${canonicalJson(proven)}`);
    return true;
  };
  const startSegment = (r) => {
    segment = { at: Date.parse(r.at), elapsed };
    prevAt = segment.at;
  };
  const iteration = (r) => {
    try {
      parseStepEvent(eventOf(r), lastStep);
    } catch (e) {
      const said2 = e.message.replace(/^invalid step event: /, "");
      const field = /^\/(\w+)/.exec(said2)?.[1] ?? /"(\w+)"/.exec(said2)?.[1] ?? "event";
      bad(r, field, `is not what the runtime writes: ${said2}`);
      return;
    }
    lastStep = r.step;
    lastIteration = r;
    const governed = r.convergence !== null && typeof r.convergence === "object";
    if (governed) {
      totals.steps += 1;
      totals.tokens += r.tokens;
      totals.cost.add(r.cost_usd);
    }
    const snap = r.budget_snapshot;
    if (snap === null || typeof snap !== "object")
      return bad(r, "budget_snapshot", "is missing: every iteration records the budget");
    if (differs(r, "budget_snapshot.steps", snap.steps, totals.steps) || differs(r, "budget_snapshot.tokens", snap.tokens, totals.tokens) || differs(r, "budget_snapshot.cost_usd", snap.cost_usd, totals.cost.toNumber()) || limits !== null && differs(r, "budget_snapshot.limits", snap.limits, snapshotLimits(limits), "the limits in force are"))
      return;
    const wall = snap.wall_clock_sec;
    if (typeof wall !== "number" || !Number.isFinite(wall) || wall < 0)
      return bad(
        r,
        "budget_snapshot.wall_clock_sec",
        `is ${canonicalJson(wall ?? null)}: not a running time`
      );
    if (wall < elapsed - FLOAT_SLACK_SEC)
      return bad(
        r,
        "budget_snapshot.wall_clock_sec",
        `is ${wall}, below the iteration before it (${elapsed})`
      );
    const passed = segment.elapsed + (prevAt - segment.at) / 1e3;
    if (wall < passed - AT_SLACK_SEC)
      return bad(
        r,
        "budget_snapshot.wall_clock_sec",
        `is ${wall}, but the records' timestamps show ${passed} s had run by the iteration before it`
      );
    const at = Date.parse(r.at);
    if (!Number.isFinite(at)) return bad(r, "at", `is ${JSON.stringify(r.at)}: not a time`);
    elapsed = wall;
    prevAt = at;
    const wrong = checkDecision(r, corrections, governed, limits, rules);
    if (wrong) return bad(r, wrong.field, wrong.what);
    if (!governed) return;
    if (!replayed(r)) return;
    if (r.decision === "CORRECT") corrections += 1;
    else if (r.decision === "CONTINUE") corrections = 0;
  };
  const replayed = (r) => {
    if (!detector) {
      bad(r, "convergence", "cannot be replayed: the run_start records no convergence policy");
      return false;
    }
    if (typeof r.action_hash !== "string") {
      bad(
        r,
        "action_hash",
        `is ${canonicalJson(r.action_hash ?? null)}: the runtime records every action's hash`
      );
      return false;
    }
    const status = detector.observe(r.action_hash, r.progress);
    const said2 = r.convergence;
    const source = "the convergence detector replayed over the iterations gives";
    for (const [k, v] of Object.entries(status))
      if (differs(r, `convergence.${k}`, said2[k], v, source)) return false;
    return !differs(r, "convergence", said2, status, source);
  };
  const escalation = (r) => {
    const it = lastIteration;
    const named = r.iteration;
    if (!it) return bad(r, "iteration", "names an iteration, but none came before it");
    if (differs(r, "iteration", named, { hash: it.hash, index: it.index }, "the iteration it follows is"))
      return;
    if (it.decision !== "ESCALATE")
      return bad(
        r,
        "iteration",
        `names iteration ${it.index}, whose decision is ${canonicalJson(it.decision ?? null)}: only an ESCALATE is answered`
      );
    const its = `iteration ${it.index} says`;
    const evidence = r.evidence;
    if (differs(r, "step", r.step, it.step, its) || differs(r, "reason", r.reason, it.reason, its) || differs(r, "budget", r.budget, it.budget_snapshot, its) || differs(r, "evidence.attempt", evidence?.attempt, it.attempt, its) || differs(r, "evidence.convergence", evidence?.convergence, it.convergence, its) || limits !== null && differs(r, "limits", r.limits, limits, "the limits in force are"))
      return;
    const budget = it.budget_snapshot;
    const ceiling = r.limits ?? limits;
    differs(r, "remaining", r.remaining, remainingOf(ceiling, budget), "its limits less its budget are");
  };
  const runContinue = (r) => {
    const restored = {
      steps: totals.steps,
      tokens: totals.tokens,
      cost_usd: totals.cost.toNumber(),
      wall_clock_sec: elapsed,
      corrections,
      last_step: lastStep
    };
    if (r.restored !== void 0 && differs(r, "restored", r.restored, restored, "the records before it prove"))
      return;
    if (r.limits && typeof r.limits === "object") limits = r.limits;
    startSegment(r);
  };
  return {
    push(r) {
      if (problem) return;
      if (r.type === "run_start") {
        const effective = r.effective;
        limits = effective?.budget ?? null;
        const recorded = effective?.convergence;
        if (!convergence && recorded && typeof recorded === "object")
          detector = new ConvergenceDetector(recorded);
        rules = {
          on_exceed: effective?.on_exceed,
          on_stall: convergence ? convergence.on_stall : recorded?.on_stall
        };
        startSegment(r);
      } else if (r.type === "iteration") iteration(r);
      else if (r.type === "escalation") escalation(r);
      else if (r.type === "run_continue") runContinue(r);
    },
    get problem() {
      return problem;
    },
    totals,
    get elapsedSec() {
      return elapsed;
    },
    get corrections() {
      return corrections;
    },
    get lastStep() {
      return lastStep;
    },
    get convergence() {
      return detector;
    }
  };
}
function eventOf(r) {
  return {
    step: r.step,
    intent: r.intent,
    action: r.action,
    tool: r.tool,
    inputs_ref: r.inputs_ref,
    tokens: r.tokens,
    cost_usd: r.cost_usd,
    progress: r.progress,
    artifact: null,
    claims_done: r.claims_done,
    ...r.action_hash !== void 0 ? { action_hash: r.action_hash } : {}
  };
}
function snapshotLimits(b) {
  return {
    max_steps: b.max_steps,
    max_tokens: b.max_tokens,
    max_cost_usd: b.max_cost_usd,
    max_wall_clock_sec: b.max_wall_clock_sec
  };
}

// src/core/run/restore.ts
function createRunHistoryReader(effective) {
  const proof = createUsageProof(effective.convergence);
  const convergence = proof.convergence;
  const h = {
    escalation: null,
    resume: null,
    haltRequest: null,
    usedJtis: /* @__PURE__ */ new Set(),
    limits: null,
    answered: [],
    edited: null,
    totals: proof.totals,
    elapsedSec: 0,
    corrections: 0,
    lastStep: null,
    iterations: 0,
    actions: /* @__PURE__ */ new Set(),
    lastIteration: null
  };
  const useResume = () => {
    if (h.resume && typeof h.resume.jti === "string") h.usedJtis.add(h.resume.jti);
  };
  const answers = /* @__PURE__ */ new Map();
  const push = (r) => {
    proof.push(r);
    h.edited = proof.problem;
    h.elapsedSec = proof.elapsedSec;
    h.corrections = proof.corrections;
    h.lastStep = proof.lastStep;
    switch (r.type) {
      case "iteration":
        iteration(r);
        return;
      case "escalation":
        h.escalation = r;
        h.resume = null;
        h.haltRequest = null;
        answers.clear();
        return;
      case "resume":
        if (!h.escalation) return;
        useResume();
        h.resume = r;
        answers.set(r.index, r);
        return;
      case "halt_request":
        if (h.escalation) h.haltRequest ??= r;
        return;
      case "run_continue":
        useResume();
        if (typeof r.jti === "string") h.usedJtis.add(r.jti);
        if (r.limits && typeof r.limits === "object") h.limits = r.limits;
        h.answered.push({
          token: answers.get(Number(r.resume_index))?.token,
          head: String(h.escalation?.hash ?? "")
        });
        h.escalation = null;
        h.resume = null;
        h.haltRequest = null;
        return;
      case "run_end":
        if (h.escalation) {
          useResume();
          h.escalation = null;
          h.resume = null;
        }
        return;
    }
  };
  const iteration = (r) => {
    h.iterations++;
    const action = String(r.action);
    const inputsRef = String(r.inputs_ref);
    h.actions.add(`${action}
${inputsRef}`);
    h.lastIteration = typeof r.step === "number" ? { step: r.step, action, inputs_ref: inputsRef, decision: String(r.decision) } : null;
  };
  return {
    push,
    get history() {
      return h;
    },
    restore(budget, nowMs) {
      return {
        budget: new BudgetGovernor(budget, nowMs - h.elapsedSec * 1e3, h.totals, h.elapsedSec),
        convergence,
        corrections: h.corrections,
        from: {
          lastStep: h.lastStep,
          actions: h.actions,
          escalated: h.lastIteration?.decision === "ESCALATE" ? {
            step: h.lastIteration.step,
            action: h.lastIteration.action,
            inputs_ref: h.lastIteration.inputs_ref
          } : null
        }
      };
    }
  };
}

// src/io/run/continue-records.ts
async function readEscalatedHistory(traceDir, runId, effective, checkpoint2) {
  const reader = createRunHistoryReader(effective);
  const seen = { last: null };
  const report = await readTraceRecords(
    traceDir,
    runId,
    (r) => {
      reader.push(r);
      if (r.type === "run_end" || r.type === "run_continue") seen.last = r;
    },
    checkpoint2 ? { checkpoint: checkpoint2 } : {}
  );
  return { report, reader, last: seen.last };
}
function notEscalated(runId, state, last) {
  const what = `run ${runId} is not escalated`;
  if (state === "ended" && last?.type === "run_end") {
    const detail = last.detail ? ` \u2014 ${String(last.detail)}` : "";
    return `${what}: it has ended, ${endOf(last)} at record ${last.index}${detail}`;
  }
  if (state === "open" && last?.type === "run_continue")
    return `${what}: it was continued at record ${last.index} (resume by ${String(last.approver)}) and is running`;
  return `${what} (${state})`;
}
function continueRecord(resume, v, h, origin) {
  return {
    resume_index: resume.index,
    resume_hash: resume.hash,
    escalation_index: h.escalation?.index ?? null,
    jti: v.claims?.jti,
    approver: v.approver,
    kid: v.kid,
    roles: v.roles,
    grant: v.claims?.grant ?? null,
    limits: v.limits,
    policy: origin,
    restored: {
      steps: h.totals.steps,
      tokens: h.totals.tokens,
      cost_usd: h.totals.cost.toNumber(),
      wall_clock_sec: h.elapsedSec,
      corrections: h.corrections,
      last_step: h.lastStep
    }
  };
}
function loopBreakerEnd(runId, halt, step, at) {
  return {
    type: "run_end",
    run_id: runId,
    at,
    decision: "HALT",
    reason: "human",
    detail: `halted by ${String(halt.by ?? "unknown")} while escalated: ${String(halt.reason ?? "")}`,
    step
  };
}

// src/io/run/continue-checkpoints.ts
import { decodeProtectedHeader as decodeProtectedHeader2 } from "jose";
async function latestCheckpoint(o) {
  const files = listCheckpointFiles(o.traceDir, o.runId);
  if (files.length === 0) return void 0;
  const keys = [];
  if (o.checkpoint)
    keys.push({ jwk: checkpointPublicJwk(o.checkpoint.keyFile), source: o.checkpoint.keyFile });
  const trust = o.policy.kind === "pinned" ? o.policy.trustFile : void 0;
  if (trust) for (const jwk of loadTrustKeys(trust)) keys.push({ jwk, source: trust });
  if (keys.length === 0) return void 0;
  let latest;
  for (const f of files) {
    const jws = readCheckpointFile(f.file).trim();
    let kid;
    try {
      kid = decodeProtectedHeader2(jws).kid;
    } catch (e) {
      throw new LoopgovError("ERR_TOKEN", `checkpoint ${f.file} cannot be read: ${describeError(e)}`);
    }
    const known = keys.filter((k) => k.jwk.kid === kid);
    if (known.length === 0) continue;
    const cp = await verifyCheckpointWith(
      jws,
      known.map((k) => k.jwk),
      known[0].source,
      o.runId
    ).catch((e) => {
      throw new LoopgovError("ERR_TOKEN", `checkpoint ${f.file}: ${describeError(e)}`);
    });
    if (!latest || cp.length > latest.length)
      latest = { run_id: o.runId, length: cp.length, head: cp.head, ...cp.root ? { root: cp.root } : {} };
  }
  return latest;
}

// src/io/run/leased-run.ts
function leasedRun(run2, lease) {
  const settle = (p) => {
    const letGo = () => {
      if (run2.outcome) lease.release();
    };
    p.then(letGo, letGo);
    return p;
  };
  return {
    get runId() {
      return run2.runId;
    },
    get outcome() {
      return run2.outcome;
    },
    get resumedFrom() {
      return run2.resumedFrom ?? null;
    },
    step: (event, opts) => settle(run2.step(event, opts)),
    sync: () => settle(run2.sync()),
    halt: (reason, detail) => settle(run2.halt(reason, detail)),
    async close() {
      try {
        return await run2.close();
      } finally {
        lease.release();
      }
    }
  };
}

// src/io/run/load-policy.ts
import { resolve as resolve7 } from "node:path";
function assertTrustFileReadable(p, at = "policy.trustFile") {
  if (p.kind === "pinned" && p.trustFile !== void 0) assertReadableFile(resolve7(p.trustFile), at);
}
async function loadRunPolicy(p, profile, clock) {
  if (p.kind === "dir") {
    if (profile !== "dev") {
      throw new LoopgovError(
        "ERR_PIN_REQUIRED",
        'a policy folder (policy.kind "dir") is allowed in profile dev only: prod runs pin a policy commit'
      );
    }
    const { set, digest } = await loadGovernedDir(p.dir);
    assertWithinCeiling(set, p.dir);
    return {
      set,
      origin: { source: "unpinned", repo: resolve7(p.dir), commit: null, digest, verified: false }
    };
  }
  const { kind: _kind, ...req } = p;
  const pinned = await loadPinnedPolicy({ ...req, profile, now: () => clock.now() });
  return {
    set: pinned.set,
    origin: {
      source: "pinned",
      repo: pinned.repo,
      commit: pinned.commit,
      digest: pinned.digest,
      verified: pinned.verified,
      approvers: pinned.approvers,
      reachability: pinned.reachability
    }
  };
}

// src/io/run/continue-run.ts
async function prepareContinuation(opts) {
  const clock = checkedClock(opts.clock ?? systemClock);
  let store = null;
  let lastStep = null;
  let runStart = null;
  const refuse = async (detail) => {
    await store?.close().catch(() => void 0);
    return {
      kind: "refused",
      decision: answerDecision(opts.runId, "ESCALATE", "resume_refused", detail, null, clock, runStart)
    };
  };
  const ended = async (end) => {
    await store?.close();
    const d = answerDecision(opts.runId, "HALT", "human", String(end.detail), lastStep, clock, runStart);
    d.trace = headOf(end);
    return { kind: "ended", decision: d };
  };
  try {
    const start = await readRunStart(opts.traceDir, opts.runId);
    runStart = start;
    const scope = scopeOf(start, opts);
    if (typeof scope === "string") return refuse(scope);
    const checkpoint2 = await latestCheckpoint(opts);
    let policy = null;
    const loadPolicy = async () => {
      if (policy) return policy;
      const { set, origin } = await loadRunPolicy(opts.policy, scope.profile, clock);
      const effective = resolveEffectivePolicy(set.policy, scope);
      const mismatch = policyMismatch(start, origin, effective);
      if (mismatch) return mismatch;
      const governance = continuationGovernance(opts, scope.profile, effective);
      if (governance.refused) return governance.refused;
      const keys = buildKeyIndex(await resumeRegistry(opts.policy, set.approvers));
      policy = { set, origin, effective, governance: governance.mode, keys };
      return policy;
    };
    const at = () => new Date(clock.now()).toISOString();
    let passed = opts.token?.trim();
    let ours = null;
    const openStore = async () => {
      store ??= await checkpointed(
        await openTraceStore({
          traceDir: opts.traceDir,
          runId: opts.runId,
          durability: opts.durability ?? "fsync",
          mode: "append",
          now: () => new Date(clock.now())
        }),
        opts.checkpoint,
        clock
      );
      return store;
    };
    const recorded = start.effective;
    const read = () => readEscalatedHistory(opts.traceDir, opts.runId, recorded, checkpoint2);
    return await retryWhileMoving(async () => {
      for (; ; ) {
        const { report, reader, last } = await read();
        const torn = !report.ok && report.finding?.reason === "torn" && !store;
        const h = reader.history;
        lastStep = h.lastStep;
        if (!report.ok && !torn)
          return refuse(
            `the trace does not verify: record ${report.finding?.index} (${report.finding?.reason}): ${report.finding?.message}`
          );
        const superseded = ours && notOurs(opts.runId, ours, report.state, h, last);
        if (superseded) return refuse(superseded);
        if (report.state !== "escalated" || !h.escalation)
          return refuse(notEscalated(opts.runId, report.state, last));
        if (h.haltRequest) {
          if (torn) {
            await openStore();
            continue;
          }
          store = await openStore();
          return ended(
            await store.append(loopBreakerEnd(opts.runId, h.haltRequest, lastStep, at()), {
              after: chainHead(report)
            })
          );
        }
        if (h.edited)
          return refuse(
            `run ${opts.runId}: the trace was edited: ${h.edited.message}; a continuation goes on only from usage its records add up to`
          );
        const p = await loadPolicy();
        if (typeof p === "string") return refuse(p);
        const { set, origin, effective, keys } = p;
        const token = passed ?? (typeof h.resume?.token === "string" ? h.resume.token : void 0);
        if (!token) return refuse("no resume answers the escalation yet (`loopgov resume`)");
        const used = new Set(h.usedJtis);
        if (passed && typeof h.resume?.jti === "string") used.add(h.resume.jti);
        const proven = await grantedLimits(h.answered, effective.budget, {
          keys,
          runId: opts.runId,
          approverRole: effective.escalation.approver_role,
          ceiling: set.ceiling?.budget ?? null
        });
        if (typeof proven === "string") return refuse(proven);
        if (canonicalJson(proven) !== canonicalJson(h.limits ?? effective.budget))
          return refuse(
            `the trace records the limits ${canonicalJson(h.limits)}, but the policy and the answers it went on under give ${canonicalJson(proven)}: the trace was edited`
          );
        const limits = proven;
        const v = await verifyResumeToken(token, {
          keys,
          runId: opts.runId,
          head: h.escalation.hash,
          now: Math.floor(clock.now() / 1e3),
          approverRole: effective.escalation.approver_role,
          usedJtis: used,
          limits,
          ceiling: set.ceiling?.budget ?? null
        });
        if (!v.valid || !v.limits) {
          const note = trustNote(v.kid, keys, opts.policy, set.approvers);
          return refuse(`resume token refused: ${describeTokenProblems(v.problems)}${note}`);
        }
        const next = v.claims?.decision === "halt" ? null : continuationUnder(effective, v.limits, {
          runId: opts.runId,
          used: h.totals,
          elapsedSec: h.elapsedSec,
          ceiling: set.ceiling?.budget ?? null,
          governanceOff: p.governance === "off"
        });
        if (next && "refused" in next) return refuse(`resume token refused: ${next.refused}`);
        if (torn) {
          await openStore();
          continue;
        }
        store = await openStore();
        let resume = h.resume;
        let after = chainHead(report);
        if (passed) {
          resume = await store.append(resumeBody(opts.runId, token, peekResumeClaims(token), at()), {
            after,
            keepLease: true
          });
          after = headOf(resume);
          ours = resume;
          passed = void 0;
        }
        if (!next) {
          return ended(
            await store.append(
              haltBody(opts.runId, v.claims, resume, lastStep, at()),
              {
                after
              }
            )
          );
        }
        const lease = holdWriterLease(runPaths(opts.traceDir, opts.runId).dir, () => new Date(clock.now()));
        let run2;
        try {
          run2 = await startRun({
            runId: opts.runId,
            project: scope.project,
            level: scope.level,
            profile: scope.profile,
            effective: next.policy,
            governance: p.governance,
            origin,
            store,
            clock,
            runner: opts.runner ?? spawnCommandRunner,
            workdir: resolve8(opts.workdir ?? "."),
            ceiling: set.ceiling?.budget ?? null,
            restore: {
              ...reader.restore(next.policy.budget, clock.now()),
              record: continueRecord(resume, v, h, origin),
              after
            }
          });
        } catch (e) {
          lease.release();
          throw e;
        }
        return {
          kind: "continued",
          run: leasedRun(run2, lease),
          approver: v.approver,
          grant: v.claims?.grant ?? null,
          policy: origin
        };
      }
    });
  } catch (e) {
    return refuse(describeError(asLoopgovError(e)));
  }
}
function notOurs(runId, ours, state, h, last) {
  if (state === "escalated" && (h.haltRequest || h.resume?.hash === ours.hash)) return null;
  const what = `the answer was recorded (resume record ${ours.index}) but not acted on here`;
  if (state === "escalated" && h.resume)
    return `${what}: a later answer (resume record ${h.resume.index}, by ${String(h.resume.sub)}) came after it and is the one a runtime acts on`;
  if (last?.type === "run_continue" && last.resume_index === ours.index)
    return `${what}: another runtime continued the run on it at record ${last.index} and runs it`;
  return `${what}: ${notEscalated(runId, state, last)}`;
}
function answerDecision(runId, decision, reason, detail, step, clock, start) {
  const policy = start?.policy ?? {};
  const source = policy.source === "pinned" || policy.source === "unpinned" ? policy.source : "none";
  const governance = start?.governance;
  return {
    run_id: runId,
    step,
    attempt: 1,
    decision,
    reason,
    detail,
    gate: { verdict: "SKIP", results: [] },
    convergence: null,
    budget: null,
    correction_hint: null,
    trace: null,
    provenance: {
      source,
      artifact_path: null,
      commit: source !== "none" && typeof policy.commit === "string" ? policy.commit : null,
      run_at: new Date(clock.nowOrLast().now).toISOString(),
      verified: source !== "none" && policy.verified === true
    },
    governance: governance === "optional" || governance === "off" ? governance : "required"
  };
}

// src/io/run/governed-run.ts
var GovernedRun = class {
  constructor(inner, refusal2, options, policy) {
    this.inner = inner;
    this.refusal = refusal2;
    this.options = options;
    this.policy = policy;
  }
  inner;
  refusal;
  options;
  policy;
  get runId() {
    return this.inner.runId;
  }
  get outcome() {
    return this.inner.outcome;
  }
  get resumedFrom() {
    return this.inner.resumedFrom ?? null;
  }
  get refused() {
    return this.refusal;
  }
  step(event, opts) {
    return this.inner.step(event, opts);
  }
  sync() {
    return this.inner.sync();
  }
  halt(reason, detail) {
    return this.inner.halt(reason, detail);
  }
  close() {
    return this.inner.close();
  }
  async continue(token) {
    if (token !== void 0) checkResumeToken(token, "token");
    if (this.inner.outcome?.decision !== "ESCALATE") {
      throw new LoopgovError(
        "ERR_RUN_STATE",
        `run ${this.runId} is not escalated: there is nothing to continue`
      );
    }
    await this.inner.close();
    const c = await prepareContinuation({ ...this.options, ...token !== void 0 ? { token } : {} });
    if (c.kind === "continued") {
      this.inner = c.run;
      this.refusal = null;
      return { status: "continued", decision: null };
    }
    if (c.kind === "ended") {
      this.inner = endedRun(c.decision);
      this.refusal = null;
    }
    return { status: c.kind, decision: c.decision };
  }
};
function endedRun(decision) {
  return {
    runId: decision.run_id,
    outcome: decision,
    step: async () => {
      throw stepRefused(decision.run_id, decision);
    },
    sync: async () => null,
    // Checked as a running run's halt() is: a misuse is said, though there is nothing left to end.
    halt: async (reason, detail) => {
      const { problem } = haltArguments(reason, detail);
      if (problem) throw haltMisuse(problem, decision);
      return decision;
    },
    close: async () => decision
  };
}
async function continueRun(options) {
  const opts = parseContinueOptions(options);
  assertFolder(resolve9(opts.workdir ?? "."), "workdir");
  assertTrustFileReadable(opts.policy);
  await loadCheckpointOption(opts.checkpoint, "checkpoint.keyFile");
  const { trace } = runPaths(opts.traceDir, opts.runId);
  if (!existsSync6(trace)) {
    throw new LoopgovError(
      "ERR_TRACE",
      `no such run ${opts.runId}: ${trace} does not exist (nothing to continue)`
    );
  }
  const { token: _token, ...rest } = opts;
  const c = await prepareContinuation(opts);
  if (c.kind === "continued") return new GovernedRun(c.run, null, rest, c.policy);
  return new GovernedRun(endedRun(c.decision), c.kind === "refused" ? c.decision : null, rest, null);
}

// src/io/run/open-run.ts
async function openRun(options) {
  const opts = parseRunOptions(options);
  const clock = checkedClock(opts.clock ?? systemClock);
  const traceDir = resolve10(opts.traceDir);
  const workdir = resolve10(opts.workdir ?? ".");
  assertFolder(workdir, "workdir");
  assertTrustFileReadable(opts.policy);
  const checkpointKey = await loadCheckpointOption(opts.checkpoint, "checkpoint.keyFile");
  const known = opts.policy.kind === "pinned" ? {
    source: "pinned",
    repo: redactRepoLocation(resolveRepoLocation(opts.policy.repo)),
    commit: opts.policy.commit
  } : { source: "unpinned", repo: resolve10(opts.policy.dir), commit: null };
  let store;
  let file;
  try {
    store = file = await openTraceStore({
      traceDir,
      runId: opts.runId,
      durability: opts.durability ?? "fsync",
      mode: "create",
      ...opts.overlapSync ? { overlapSync: true } : {}
    });
  } catch (e) {
    return refused(await refuseRun(null, refusal(opts, "fail_closed", e, known), clock));
  }
  let lease;
  try {
    lease = holdWriterLease(runPaths(traceDir, opts.runId).dir);
  } catch (e) {
    return refused(await refuseRun(store, refusal(opts, "fail_closed", e, known), clock));
  }
  try {
    store = await checkpointed(file, opts.checkpoint, clock, checkpointKey);
  } catch (e) {
    return refused(await refuseRun(store, refusal(opts, "fail_closed", e, known), clock), lease);
  }
  let loaded;
  try {
    loaded = await loadRunPolicy(opts.policy, opts.profile, clock);
  } catch (e) {
    return refused(await refuseRun(store, refusal(opts, "policy_unavailable", e, known), clock), lease);
  }
  const effective = resolveEffectivePolicy(loaded.set.policy, {
    project: opts.project,
    level: opts.level,
    profile: opts.profile
  });
  const policyInfo = { ...loaded.origin };
  if (levelRank(opts.level) > levelRank(effective.max_delegation_level)) {
    const e = new LoopgovError(
      "ERR_LEVEL_NOT_ALLOWED",
      `level ${opts.level} is above the policy's max_delegation_level ${effective.max_delegation_level} for project ${opts.project}`
    );
    return refused(await refuseRun(store, refusal(opts, "level_not_allowed", e, policyInfo), clock), lease);
  }
  const optOut = opts.governanceOff ? governanceOptOutRefusal(opts.profile, effective.governance) : null;
  if (optOut) {
    const e = new LoopgovError("ERR_USAGE", optOut);
    return refused(await refuseRun(store, refusal(opts, "governance_required", e, policyInfo), clock), lease);
  }
  try {
    const started = await startRun({
      runId: opts.runId,
      project: opts.project,
      level: opts.level,
      profile: opts.profile,
      effective,
      governance: opts.governanceOff ? "off" : effective.governance,
      origin: loaded.origin,
      store,
      clock,
      runner: opts.runner ?? spawnCommandRunner,
      workdir,
      ceiling: loaded.set.ceiling?.budget ?? null
    });
    const run2 = leasedRun(started, lease);
    return new GovernedRun(
      run2,
      null,
      {
        runId: opts.runId,
        traceDir,
        policy: opts.policy,
        workdir,
        clock,
        durability: opts.durability ?? "fsync",
        // run.continue() in this process keeps this run's own explicit opt-out (the trace's is never read).
        ...opts.governanceOff ? { governanceOff: true } : {},
        ...opts.runner ? { runner: opts.runner } : {},
        ...opts.checkpoint ? { checkpoint: opts.checkpoint } : {}
      },
      loaded.origin
    );
  } catch (e) {
    return refused(await refuseRun(store, refusal(opts, "fail_closed", e, policyInfo), clock), lease);
  }
}
function refusal(opts, reason, e, policy) {
  return {
    runId: opts.runId,
    project: opts.project,
    level: opts.level,
    profile: opts.profile,
    reason,
    detail: explainError(asLoopgovError(e)),
    policy
  };
}
function refused(decision, lease) {
  lease?.release();
  return new GovernedRun(
    endedRun(decision),
    decision,
    { runId: decision.run_id, traceDir: ".", policy: { kind: "dir", dir: "." } },
    null
  );
}

// src/core/json-keys.ts
var QUOTE = 34;
var BACKSLASH = 92;
var LIST_KEYS = 16;
function duplicateKeyProblem(text) {
  const frames = [];
  let top;
  let expectKey = false;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      const end = stringEnd(text, i);
      if (expectKey && top?.keys) {
        const raw = text.slice(i + 1, end);
        const key = raw.includes("\\") ? JSON.parse(text.slice(i, end + 1)) : raw;
        if (seenBefore(top, key)) {
          const at = `${pointer(frames.slice(0, -1))}/${escapePointer2(key)}`;
          return `has the key ${JSON.stringify(key)} twice in one object (at ${at}): a key may appear once, so that every JSON reader takes the same value`;
        }
        top.at = key;
        expectKey = false;
      }
      i = end;
    } else if (c === 123) {
      top = { keys: [], seen: null, at: "" };
      frames.push(top);
      expectKey = true;
    } else if (c === 91) {
      top = { keys: null, seen: null, at: 0 };
      frames.push(top);
    } else if (c === 125 || c === 93) {
      frames.pop();
      top = frames[frames.length - 1];
    } else if (c === 44 && top) {
      if (top.keys) expectKey = true;
      else top.at = top.at + 1;
    }
  }
  return null;
}
function seenBefore(f, key) {
  if (f.seen) {
    if (f.seen.has(key)) return true;
    f.seen.add(key);
    return false;
  }
  const keys = f.keys;
  if (keys.includes(key)) return true;
  keys.push(key);
  if (keys.length > LIST_KEYS) f.seen = new Set(keys);
  return false;
}
function stringEnd(text, start) {
  let end = start;
  for (; ; ) {
    end = text.indexOf('"', end + 1);
    if (end === -1) return text.length;
    let k = end - 1;
    while (text.charCodeAt(k) === BACKSLASH) k--;
    if ((end - 1 - k) % 2 === 0) return end;
  }
}
function pointer(frames) {
  return frames.map((f) => `/${typeof f.at === "number" ? f.at : escapePointer2(f.at)}`).join("");
}
function escapePointer2(key) {
  return key.replaceAll("~", "~0").replaceAll("/", "~1");
}

// src/core/run/step-line.ts
function parseStepLine(text, where = "line") {
  let event;
  try {
    event = JSON.parse(text);
  } catch (e) {
    throw new LoopgovError("ERR_STEP_INVALID", `${where} is not JSON: ${describeError(e)}`);
  }
  const duplicate = duplicateKeyProblem(text);
  if (duplicate) throw new LoopgovError("ERR_STEP_INVALID", `${where} ${duplicate}`);
  return event;
}

// src/io/verify/step-gates.ts
async function runGates(gates, artifact, opts) {
  const report = await evaluateGates(gates, artifact, {
    runner: opts.runner ?? spawnCommandRunner,
    workdir: opts.workdir
  });
  return { verdict: report.verdict === "SKIP" ? "PASS" : report.verdict, results: report.results };
}

// src/io/trace/inbox.ts
import { closeSync as closeSync6, existsSync as existsSync7, fstatSync as fstatSync5, openSync as openSync6, readdirSync as readdirSync3, readSync as readSync3 } from "node:fs";
import { join as join11 } from "node:path";
async function listEscalatedRuns(traceDir, opts = {}) {
  return (await scanInbox(traceDir, opts)).escalated;
}
async function scanInbox(traceDir, opts = {}) {
  const now = opts.now ?? Date.now();
  let dirs;
  try {
    dirs = readdirSync3(traceDir, { withFileTypes: true });
  } catch (e) {
    throw new LoopgovError("ERR_TRACE", `cannot read the trace dir ${traceDir}: ${describeError(e)}`);
  }
  const escalated = [];
  const skipped = [];
  for (const d of dirs.sort((a, b) => a.name < b.name ? -1 : 1)) {
    if (!d.isDirectory()) continue;
    const path2 = `${d.name}/trace.jsonl`;
    if (!isRunId(d.name)) {
      if (existsSync7(join11(traceDir, path2)))
        skipped.push({ run: d.name, path: path2, why: "the folder name is not a run id" });
      continue;
    }
    if (!existsSync7(runPaths(traceDir, d.name).trace)) continue;
    const open2 = inspectOpenEscalation(traceDir, d.name);
    if (open2.status === "unreadable") skipped.push({ run: d.name, path: path2, why: open2.why });
    else if (open2.status === "escalated") escalated.push(await entryFor(traceDir, d.name, open2, now));
  }
  return { escalated: sortNewestFirst(escalated), skipped };
}
async function readEscalatedRun(traceDir, runId, opts = {}) {
  const open2 = inspectOpenEscalation(traceDir, runId);
  if (open2.status !== "escalated") return null;
  return entryFor(traceDir, runId, open2, opts.now ?? Date.now());
}
async function entryFor(traceDir, runId, open2, now) {
  let start = null;
  try {
    start = await readRunStart(traceDir, runId);
  } catch {
  }
  return {
    ...entryOf(runId, start, open2.escalation, open2.after, now),
    ...open2.torn ? { torn_tail: true } : {}
  };
}
function sortNewestFirst(entries) {
  return entries.sort(
    (a, b) => a.escalated_at < b.escalated_at ? 1 : a.escalated_at > b.escalated_at ? -1 : 0
  );
}
async function showEscalatedRun(traceDir, runId, opts = {}) {
  return (await inspectEscalatedRun(traceDir, runId, opts)).detail;
}
async function inspectEscalatedRun(traceDir, runId, opts = {}) {
  parseRunId(runId);
  let start = null;
  let escalation = null;
  let after = [];
  const usage2 = createUsageProof();
  const read = await readTraceRecords(traceDir, runId, (r) => {
    usage2.push(r);
    if (r.type === "run_start") start = r;
    else if (r.type === "escalation") {
      escalation = r;
      after = [];
    } else if (escalation && (r.type === "resume" || r.type === "halt_request")) after.push(r);
    else if (r.type === "run_continue" || r.type === "run_end" || r.type === "iteration") escalation = null;
  });
  const p = usage2.problem;
  const torn = !read.ok && read.finding?.reason === "torn";
  const records = torn ? { ...read, ok: true, length: read.length - 1, finding: null } : read;
  const chain = records.ok && p ? {
    ...records,
    ok: false,
    finding: { index: p.index, reason: "usage", message: `the trace was edited: ${p.detail}` }
  } : records;
  if (!escalation || chain.state !== "escalated") return { chain, detail: null };
  const e = escalation;
  const detail = {
    ...entryOf(runId, start, e, after, opts.now ?? Date.now()),
    evidence: e.evidence ?? null,
    iteration: e.iteration ?? null,
    limits: e.limits ?? null,
    resumes: after.filter((r) => r.type === "resume").map((r) => {
      const { claims, disagreeing } = parseResumeRecord(r);
      return {
        index: r.index,
        sub: claims?.sub ?? null,
        decision: claims?.decision ?? null,
        jti: claims?.jti ?? null,
        grant: claims?.grant ?? null,
        at: r.at,
        disagreeing
      };
    }),
    ...torn ? { torn_tail: true } : {},
    chain
  };
  return { chain, detail };
}
function entryOf(runId, start, e, after, now) {
  const str3 = (v) => typeof v === "string" ? v : null;
  const at = Date.parse(e.at);
  return {
    run_id: runId,
    project: str3(start?.project),
    level: str3(start?.level),
    profile: str3(start?.profile),
    escalated_at: e.at,
    age_sec: Number.isNaN(at) ? 0 : Math.max(0, Math.round((now - at) / 1e3)),
    step: typeof e.step === "number" ? e.step : null,
    reason: String(e.reason ?? ""),
    detail: str3(e.detail),
    head: e.hash,
    approver_role: String(e.approver_role ?? "maintainer"),
    budget: e.budget ?? null,
    remaining: e.remaining ?? null,
    grantable: e.grantable ?? null,
    needs: str3(e.needs),
    resumes_pending: after.filter((r) => r.type === "resume").length,
    halt_requested: after.some((r) => r.type === "halt_request")
  };
}
var WHILE_ESCALATED = /* @__PURE__ */ new Set(["resume", "halt_request", "recovery"]);
function readOpenEscalation(traceDir, runId) {
  const open2 = inspectOpenEscalation(traceDir, runId);
  return open2.status === "escalated" ? open2 : null;
}
function inspectOpenEscalation(traceDir, runId) {
  let fd;
  try {
    fd = openSync6(runPaths(traceDir, runId).trace, "r");
  } catch (e) {
    return { status: "unreadable", why: `cannot open: ${describeError(e)}` };
  }
  try {
    const size = fstatSync5(fd).size;
    if (size === 0) return { status: "unreadable", why: "empty: no run_start" };
    for (let chunk = 64 * 1024; ; chunk *= 4) {
      const start = Math.max(0, size - chunk);
      const buf = Buffer.alloc(size - start);
      readSync3(fd, buf, 0, buf.length, start);
      const lines = buf.toString("utf8").split("\n");
      let torn = false;
      if (lines.at(-1) === "") lines.pop();
      else torn = true;
      if (start > 0) lines.shift();
      const after = [];
      for (let i = lines.length - 1; i >= 0; i--) {
        if (torn && i === lines.length - 1) continue;
        const c = checkLine(lines[i]);
        if (!c.ok) {
          if (i === lines.length - 1 && c.reason === "unparsable" && c.record === void 0) {
            torn = true;
            continue;
          }
          return { status: "unreadable", why: `a bad record near the end (${c.reason}: ${c.message})` };
        }
        if (c.record.type === "escalation")
          return { status: "escalated", escalation: c.record, after: after.reverse(), torn };
        if (!WHILE_ESCALATED.has(c.record.type)) return { status: "not escalated" };
        after.push(c.record);
      }
      if (start === 0) return { status: "not escalated" };
    }
  } catch (e) {
    return { status: "unreadable", why: describeError(e) };
  } finally {
    closeSync6(fd);
  }
}

// src/core/approval/signer-standing.ts
function signerStandingWarning(keys, kid, approver, required, where) {
  const refused2 = "the runtime will refuse this answer if it verifies with that registry";
  const key = keys.get(kid);
  if (!key) return `kid ${kid} is not in ${where}: ${refused2}`;
  const who = `${key.approverId} (kid ${kid})`;
  if (key.approverId !== approver)
    return `the answer names ${approver}, but ${who} is another approver in ${where}: ${refused2}`;
  if (meetsRole(key.roles, required)) return void 0;
  return key.roles.includes("proposer-bot") ? `${who} is a proposer-bot in ${where}: a proposer-bot never answers an escalation, which asks for a ${required}; ${refused2}` : `${who} has roles [${key.roles.join(", ")}] in ${where}, not ${required} (the role this escalation asks for); ${refused2}`;
}

// src/core/run/requests.ts
function parseHaltRequest(data) {
  return check(HaltRequest, data, "halt request");
}
function check(validate2, data, what) {
  const problems = validate2(data) ? wellFormedProblems(data) : firstPerField((validate2.errors ?? []).map(describe4));
  if (problems.length === 0) return data;
  throw new LoopgovError(
    "ERR_REQUEST",
    `invalid ${what}: ${problems.map((p) => `${p.field} ${p.message}`).join("; ")}`,
    problems.map((p) => ({ file: what, field: p.field, message: p.message }))
  );
}
function wellFormedProblems(data) {
  const lone = loneSurrogate(data);
  return lone ? [{ field: lone.field, message: loneSurrogateMessage(lone) }] : [];
}
function describe4(e) {
  const p = e.params;
  if (e.keyword === "required") return { field: `/${String(p.missingProperty)}`, message: "is required" };
  if (e.keyword === "additionalProperties")
    return { field: `/${String(p.additionalProperty)}`, message: "is not a known field" };
  if (e.keyword === "enum")
    return { field: e.instancePath || "/", message: `must be one of ${JSON.stringify(p.allowedValues)}` };
  return { field: e.instancePath || "/", message: schemaRuleInWords(e) ?? e.message ?? e.keyword };
}
function firstPerField(problems) {
  return problems.filter((p, i) => problems.findIndex((q) => q.field === p.field) === i);
}

// src/io/keys/key-files.ts
import { chmod, readFile as readFile5, stat, writeFile as writeFile3 } from "node:fs/promises";
import { exportJWK, generateKeyPair } from "jose";
async function readPrivateKey(path2) {
  let text;
  let mode;
  try {
    text = await readFile5(path2, "utf8");
    mode = (await stat(path2)).mode;
  } catch (e) {
    throw new LoopgovError("ERR_KEY", `cannot read key file ${path2}: ${describeError(e)}`);
  }
  let jwk;
  try {
    jwk = JSON.parse(text);
  } catch {
    throw new LoopgovError("ERR_KEY", `${path2}: not a JSON JWK`);
  }
  if (typeof jwk !== "object" || jwk === null || typeof jwk.d !== "string")
    throw new LoopgovError("ERR_KEY", `${path2}: not a private JWK (no "d")`);
  if (typeof jwk.kid !== "string") throw new LoopgovError("ERR_KEY", `${path2}: the JWK has no "kid"`);
  const note = (mode & 63) !== 0 ? `${path2} is readable by others (mode ${(mode & 511).toString(8)})` : void 0;
  return { jwk, ...note ? { note } : {} };
}

// src/io/run/resume-signer.ts
async function signResume(o) {
  const now = answerTime(o);
  const esc = await escalatedRun(o.traceDir, o.runId, o.recover ?? false);
  const { jwk, note } = await readPrivateKey(o.keyFile);
  const registry = namedRegistry(o);
  const approver = await approverOf(o, jwk, registry);
  const token = await signResumeToken({
    privateJwk: jwk,
    approver,
    runId: o.runId,
    head: esc.head,
    decision: o.decision ?? "resume",
    ...o.grant ? { grant: o.grant } : {},
    ...o.reason !== void 0 ? { reason: o.reason } : {},
    now: Math.floor(now / 1e3),
    ttlSec: o.ttlSec ?? DEFAULT_RESUME_TTL_SEC
  });
  const warnings = [
    note,
    o.grant ? overGrant(o.grant, esc.grantable) : void 0,
    o.decision === "halt" ? void 0 : noRoom(o.grant, esc),
    ...await answerWarnings(o, esc, jwk, approver, registry)
  ].filter((w) => w !== void 0);
  return { token, approver, head: esc.head, warnings, haltPending: esc.halt_requested };
}
async function answerWarnings(o, esc, jwk, approver, registry) {
  const where = registryName(o);
  const standing = where ? signerStandingWarning(
    buildKeyIndex(await registry()),
    String(jwk.kid),
    approver,
    esc.approver_role,
    where
  ) : void 0;
  const halt = esc.halt_requested && (o.decision ?? "resume") === "resume" ? `a halt request is pending for run ${o.runId} and wins: the run ends as HALT (human) when it is next continued, and this resume is never acted on` : void 0;
  return [standing, halt];
}
function overGrant(grant, grantable2) {
  if (typeof grantable2 !== "object" || grantable2 === null) return void 0;
  const room = grantable2;
  const over = Object.entries(grant).filter(([k, v]) => typeof room[k] === "number" && v > room[k]).map(([k, v]) => `${k} +${v} (at most +${room[k]})`);
  return over.length ? `the grant asks for more than the escalation says may be granted within the ceiling: ${over.join(", ")}; the runtime will refuse this answer` : void 0;
}
function noRoom(grant, { limits, budget, grantable: grantable2 }) {
  const b = budget;
  if (typeof limits !== "object" || limits === null || typeof budget !== "object" || budget === null)
    return void 0;
  const { steps, tokens, cost_usd, wall_clock_sec } = b;
  if (![steps, tokens, cost_usd, wall_clock_sec].every((n) => typeof n === "number" && Number.isFinite(n)))
    return void 0;
  try {
    const granted = grant ? applyGrant(limits, grant, null).limits : limits;
    const cost = new DecimalSum();
    cost.add(cost_usd);
    const full = noRoomUnder(
      granted,
      { steps, tokens, cost },
      wall_clock_sec
    );
    if (!full) return void 0;
    const room = grantable2 ?? {};
    const stuck = full.limits.filter((l) => room[l] === 0);
    const next = stuck.length > 0 ? `the escalation says ${stuck.join(" and ")} ${stuck.length > 1 ? "are" : "is"} at the ceiling, so only --decision halt can answer it` : `grant more (${full.grant}) or answer --decision halt`;
    return `the answer leaves the run no room: it has used ${full.used}, so its next step would be past the limit and the runtime will refuse this answer; ${next}`;
  } catch {
    return void 0;
  }
}
async function signAndAppendResume(o) {
  const now = answerTime(o);
  const signed2 = await signResume({ ...o, now, recover: true });
  const appended = await appendResume(o.traceDir, o.runId, signed2.token, { now: () => new Date(now) });
  return { ...appended, ...signed2 };
}
async function haltEscalatedRun(o) {
  const now = answerTime(o);
  let esc = await escalatedRun(o.traceDir, o.runId, true);
  const { jwk, note } = await readPrivateKey(o.keyFile);
  const approver = await approverOf(o, jwk, namedRegistry(o));
  const body = parseHaltRequest({
    by: approver,
    reason: o.reason ?? "halted in answer to the escalation (loopgov resume --decision halt)"
  });
  return retryWhileMoving(async (moved) => {
    if (moved) esc = await escalatedRun(o.traceDir, o.runId, true);
    const after = chainHead(esc.chain);
    const r = await requestHalt(o.traceDir, o.runId, body, o.via ?? "cli", () => new Date(now), after);
    if (r.status !== "requested")
      throw new LoopgovError("ERR_RESUME", `run ${o.runId} has already ended (${r.outcome})`);
    return { record: r.record, approver, warnings: note ? [note] : [] };
  });
}
function answerTime(o) {
  return o.now === void 0 ? Date.now() : parseEpochMilliseconds(o.now, "now");
}
async function approverOf(o, jwk, registry) {
  const sub = typeof jwk.sub === "string" ? jwk.sub : void 0;
  const approver = o.as ?? sub ?? buildKeyIndex(await registry()).get(String(jwk.kid))?.approverId;
  if (!approver) {
    const where = o.trustFile ?? (o.policy ? "the policy registry given" : null);
    throw new LoopgovError(
      "ERR_USAGE",
      `${o.keyFile} does not say whose key it is (no "sub")${where ? `, and kid ${String(jwk.kid)} is not in ${where}` : ""}: pass --as ID, or --trust / the pinning flags naming the registry that holds the key`
    );
  }
  return approver;
}
async function escalatedRun(traceDir, runId, recover) {
  let { chain, detail } = await inspectEscalatedRun(traceDir, runId);
  if (detail?.torn_tail && recover) {
    await (await openTraceStore({ traceDir, runId, durability: "fsync", mode: "append" })).close();
    ({ chain, detail } = await inspectEscalatedRun(traceDir, runId));
  }
  if (!chain.ok) {
    const f = chain.finding;
    throw new LoopgovError(
      "ERR_RESUME",
      `run ${runId}: its trace does not verify: record ${f?.index} (${f?.reason}): ${f?.message}; nothing was appended`
    );
  }
  if (!detail) {
    const ended = await lastRunEnd(traceDir, runId);
    throw new LoopgovError(
      "ERR_RESUME",
      `run ${runId} is not escalated${ended ? `: it has ended, ${ended}` : ""}: there is nothing to answer`
    );
  }
  return detail;
}
function namedRegistry(o) {
  let read;
  const load = async () => {
    const p = o.policy;
    if (o.trustFile) return loadTrustFile(o.trustFile, p?.kind === "pinned" ? [p.repo] : []);
    if (p?.kind === "dir") return (await loadPolicyDir(p.dir)).approvers;
    if (p?.kind === "pinned")
      return (await loadPinnedPolicy({ ...withoutKind(p), profile: "dev" })).set.approvers;
    return null;
  };
  return () => read ??= load();
}
function registryName(o) {
  if (o.trustFile) return `the trust file ${o.trustFile}`;
  if (o.policy?.kind === "dir") return `the policy folder ${o.policy.dir}`;
  if (o.policy?.kind === "pinned")
    return `the registry of ${redactRepoLocation(o.policy.repo)} at ${o.policy.commit}`;
  return null;
}
function withoutKind(p) {
  const { kind: _kind, ...rest } = p;
  return rest;
}

// src/io/trace/merkle-index.ts
import {
  closeSync as closeSync7,
  existsSync as existsSync8,
  openSync as openSync7,
  readFileSync as readFileSync5,
  readSync as readSync4,
  renameSync as renameSync3,
  rmSync as rmSync2,
  writeFileSync as writeFileSync4,
  writeSync as writeSync2
} from "node:fs";
import { join as join12 } from "node:path";
var dirOf = (traceDir, runId) => join12(runPaths(traceDir, runId).dir, "merkle");
var levelFile = (dir, level) => join12(dir, `L${String(level).padStart(2, "0")}`);
async function buildMerkleIndex(traceDir, runId) {
  const { trace } = runPaths(traceDir, runId);
  const dir = dirOf(traceDir, runId);
  const tmp = `${dir}.building-${process.pid}`;
  makeDirOrFail(tmp, "ERR_TRACE");
  const writers = [];
  const pending = [];
  const lines = new LevelWriter(join12(tmp, "lines"), 8);
  const offset = Buffer.alloc(8);
  let at = 0;
  const add = (level, h, stored = h) => {
    writers[level] ??= new LevelWriter(levelFile(tmp, level));
    const index = writers[level].count;
    writers[level].write(stored);
    if (index % 2 === 0) pending[level] = h;
    else {
      const parent = nodeHash(pending[level], h);
      pending[level] = null;
      add(level + 1, parent);
    }
  };
  const v = createChainVerifier({
    runId,
    allowOpen: true,
    merkle: true,
    onRecord: (_i, hash) => add(0, leafHash(hash), Buffer.from(hash, "hex"))
  });
  try {
    const { terminated } = await forEachLine(trace, (line) => {
      v.push(line);
      offset.writeBigUInt64BE(BigInt(at));
      lines.write(offset);
      at += (typeof line === "string" ? Buffer.byteLength(line) : line.bytes) + 1;
    });
    const report = v.end({ terminated });
    if (!report.ok) {
      throw new LoopgovError(
        "ERR_TRACE",
        `${trace}: chain broken at record ${report.finding?.index} (${report.finding?.reason}); no Merkle index built`
      );
    }
    for (const w of writers) w.close();
    lines.close();
    const meta = { leaves: report.length, head: report.head, root: report.root };
    writeFileSync4(join12(tmp, "meta.json"), `${JSON.stringify(meta)}
`);
    if (existsSync8(dir)) renameSync3(dir, `${tmp}.old`);
    renameSync3(tmp, dir);
    rmSync2(`${tmp}.old`, { recursive: true, force: true });
    return meta;
  } catch (e) {
    for (const w of writers) w.close();
    lines.close();
    rmSync2(tmp, { recursive: true, force: true });
    throw e;
  }
}
function openMerkleIndex(traceDir, runId) {
  const dir = dirOf(traceDir, runId);
  let meta;
  try {
    meta = JSON.parse(readFileSync5(join12(dir, "meta.json"), "utf8"));
  } catch {
    return null;
  }
  const fds = /* @__PURE__ */ new Map();
  const read = (file, size, index) => {
    let fd = fds.get(file);
    if (fd === void 0) {
      fd = openSync7(join12(dir, file), "r");
      fds.set(file, fd);
    }
    const buf = Buffer.alloc(size);
    if (readSync4(fd, buf, 0, size, index * size) !== size) {
      throw new LoopgovError(
        "ERR_TRACE",
        `${dir}: the Merkle index has no entry ${index} in ${file}: rebuild it`
      );
    }
    return buf;
  };
  const name = (level) => `L${String(level).padStart(2, "0")}`;
  return {
    leaves: meta.leaves,
    head: meta.head,
    node(level, index) {
      if (level === 0) return leafHash(read(name(0), 32, index).toString("hex"));
      return read(name(level), 32, index);
    },
    record(index) {
      return {
        hash: read(name(0), 32, index).toString("hex"),
        offset: Number(read("lines", 8, index).readBigUInt64BE())
      };
    },
    close() {
      for (const fd of fds.values()) closeSync7(fd);
      fds.clear();
    }
  };
}
async function proveRecord(traceDir, runId, index, treeSize) {
  const existing = openMerkleIndex(traceDir, runId);
  if (existing && existing.leaves >= (treeSize ?? 0) && existing.leaves > index) {
    try {
      return { ...proveWith(existing, traceDir, runId, index, treeSize), built: false };
    } catch (e) {
      if (!(e instanceof LoopgovError && e.message.includes("does not match the Merkle index"))) throw e;
    } finally {
      existing.close();
    }
  } else existing?.close();
  await buildMerkleIndex(traceDir, runId);
  const idx = openMerkleIndex(traceDir, runId);
  try {
    return { ...proveWith(idx, traceDir, runId, index, treeSize), built: true };
  } finally {
    idx.close();
  }
}
function proveWith(idx, traceDir, runId, index, treeSize) {
  const n = treeSize ?? idx.leaves;
  if (!(Number.isSafeInteger(index) && index >= 0 && index < n)) {
    throw new LoopgovError("ERR_USAGE", `--index ${index} is not a record of a tree of ${n} record(s)`);
  }
  if (n > idx.leaves)
    throw new LoopgovError("ERR_TRACE", `the trace has ${idx.leaves} record(s), fewer than ${n}`);
  const node = (l, i) => idx.node(l, i);
  const leaf = node(0, index);
  const root = subtreeRoot(0, n, node);
  const path2 = inclusionPath(index, n, (lo, hi) => subtreeRoot(lo, hi, node));
  const rec = idx.record(index);
  const line = readLineAt(runPaths(traceDir, runId).trace, rec.offset);
  const c = checkLine(line);
  if (!c.ok || c.record.index !== index || c.record.hash !== rec.hash) {
    throw new LoopgovError(
      "ERR_TRACE",
      `record ${index} of the trace does not match the Merkle index: the trace changed, or the index is stale (remove ${dirOf(traceDir, runId)})`
    );
  }
  return {
    run_id: runId,
    index,
    tree_size: n,
    record: c.record,
    record_hash: rec.hash,
    leaf: leaf.toString("hex"),
    root: root.toString("hex"),
    path: path2.map((p) => p.toString("hex"))
  };
}
function checkProof(p) {
  return leafHash(p.record_hash).toString("hex") === p.leaf && verifyInclusion(
    Buffer.from(p.leaf, "hex"),
    p.index,
    p.tree_size,
    p.path.map((h) => Buffer.from(h, "hex")),
    Buffer.from(p.root, "hex")
  );
}
function readLineAt(file, offset) {
  const fd = openSync7(file, "r");
  try {
    const parts = [];
    for (let pos = offset, size = 4096; ; pos += size, size *= 2) {
      const buf = Buffer.alloc(size);
      const n = readSync4(fd, buf, 0, size, pos);
      const nl = buf.subarray(0, n).indexOf(10);
      if (nl >= 0) {
        parts.push(buf.subarray(0, nl));
        return Buffer.concat(parts).toString("utf8");
      }
      if (n < size) throw new LoopgovError("ERR_TRACE", `${file}: no whole line at byte ${offset}`);
      parts.push(buf);
    }
  } finally {
    closeSync7(fd);
  }
}
var LevelWriter = class {
  constructor(file, size = 32) {
    this.size = size;
    this.fd = openSync7(file, "w");
  }
  size;
  count = 0;
  fd;
  buf = Buffer.alloc(64 * 1024);
  used = 0;
  write(h) {
    if (this.used + this.size > this.buf.length) this.flush();
    h.copy(this.buf, this.used);
    this.used += this.size;
    this.count++;
  }
  close() {
    try {
      this.flush();
    } finally {
      try {
        closeSync7(this.fd);
      } catch {
      }
    }
  }
  flush() {
    if (this.used > 0) writeSync2(this.fd, this.buf, 0, this.used);
    this.used = 0;
  }
};

// src/io/git/witness.ts
import { mkdtempSync as mkdtempSync2, rmSync as rmSync4, writeFileSync as writeFileSync5 } from "node:fs";
import { tmpdir as tmpdir3 } from "node:os";
import { join as join14 } from "node:path";

// src/io/git/witness-history.ts
import { execFile as execFile2 } from "node:child_process";
import { existsSync as existsSync9, mkdtempSync, rmSync as rmSync3 } from "node:fs";
import { tmpdir as tmpdir2 } from "node:os";
import { join as join13 } from "node:path";
import { promisify as promisify2 } from "node:util";
var WITNESS_REF = "refs/loopgov/checkpoints";
var SAFE_REMOTE = /^[A-Za-z0-9/._~:@+-][^\s]{0,1023}$/;
var IDENTITY = {
  GIT_AUTHOR_NAME: "loopgov anchor",
  GIT_AUTHOR_EMAIL: "anchor@loopgov.invalid",
  GIT_COMMITTER_NAME: "loopgov anchor",
  GIT_COMMITTER_EMAIL: "anchor@loopgov.invalid"
};
var run = promisify2(execFile2);
var ZERO = /^0+$/;
async function git(cwd, args, env2 = {}) {
  try {
    const { stdout } = await run("git", [...GIT_ARGS, ...args], {
      cwd,
      env: gitEnv({ ...withoutPathspecSettings(process.env), ...IDENTITY, ...env2 }),
      maxBuffer: 256 * 1024 * 1024
    });
    return stdout;
  } catch (e) {
    const err = e;
    if (err.code === "ENOENT" && !existsSync9(cwd)) {
      throw new LoopgovError("ERR_GIT", `git ${args[0]} failed: no such folder ${cwd}`);
    }
    throw new LoopgovError("ERR_GIT", `git ${args[0]} failed in ${cwd}: ${gitFailure(err)}`);
  }
}
function withoutPathspecSettings(env2) {
  const out = { ...env2 };
  for (const k of [
    "GIT_LITERAL_PATHSPECS",
    "GIT_GLOB_PATHSPECS",
    "GIT_NOGLOB_PATHSPECS",
    "GIT_ICASE_PATHSPECS"
  ])
    delete out[k];
  return out;
}
async function readWitnessCheckpoints(witness, runId) {
  if (!SAFE_REMOTE.test(witness) || witness.startsWith("-")) {
    throw new LoopgovError("ERR_USAGE", `not a repository: ${JSON.stringify(redactRepoLocation(witness))}`);
  }
  if (!isRunId(runId)) throw new LoopgovError("ERR_USAGE", `bad run id ${JSON.stringify(runId)}`);
  const tmp = mkdtempSync(join13(tmpdir2(), "loopgov-witness-"));
  try {
    await git(tmp, ["init", "-q", "--bare"]);
    const has = (await git(tmp, ["ls-remote", "--", witness, WITNESS_REF])).trim() !== "";
    if (!has) return [];
    await git(tmp, ["fetch", "-q", "--no-tags", "--", witness, `${WITNESS_REF}:${WITNESS_REF}`]);
    return (await readHeldEntries(tmp, [runId])).get(runId) ?? [];
  } finally {
    rmSync3(tmp, { recursive: true, force: true });
  }
}
async function readHeldEntries(gitDir, runIds) {
  const wanted = runIds ? new Set(runIds) : null;
  const raw = await git(gitDir, [
    "log",
    "--raw",
    "-z",
    "--no-renames",
    "--no-abbrev",
    // Every commit, each merge against each parent: a merge whose tree equals a side branch without a
    // checkpoint must not simplify the history that held it away (--full-history says so outright).
    "--full-history",
    "-m",
    "--root",
    "--format=%x01",
    WITNESS_REF,
    "--",
    // a pathspec per run while the command line stays short; beyond, the whole log, filtered below
    // (from the top of the ref's tree, whatever folder of a work tree `gitDir` is: decision 113)
    ...runIds && runIds.length <= 256 ? runIds.map((r) => topPath(`${r}/`)) : []
  ]);
  const seen = /* @__PURE__ */ new Map();
  const tokens = raw.split("\0");
  for (let i = 0; i < tokens.length; i++) {
    const head = tokens[i].replace(/^[\n\x01]+/, "");
    if (!head.startsWith(":")) continue;
    const [oldMode, newMode, oldOid, newOid] = head.slice(1).split(" ");
    const path2 = tokens[++i] ?? "";
    for (const [mode, oid] of [
      [oldMode, oldOid],
      [newMode, newOid]
    ]) {
      if (mode && oid && !ZERO.test(oid)) seen.set(`${path2}\0${oid}`, { path: path2, mode, oid });
    }
  }
  const files = [...seen.values()].filter((f) => !wanted || wanted.has(runOf(f.path)));
  const blobs = files.filter((f) => f.mode === "100644" || f.mode === "100755");
  const objects = await readObjects(
    gitDir,
    blobs.map((f) => f.oid),
    MAX_CHECKPOINT_BYTES
  );
  const out = /* @__PURE__ */ new Map();
  for (const f of files) {
    const o = objects.get(f.oid);
    const entry = o?.content !== void 0 ? { path: f.path, oid: f.oid, jws: o.content.toString("utf8") } : {
      path: f.path,
      oid: f.oid,
      jws: null,
      problem: o ? `a file of ${o.size} bytes: not a checkpoint` : `not a file (git mode ${f.mode})`
    };
    const r = runOf(f.path);
    (out.get(r) ?? out.set(r, []).get(r)).push(entry);
  }
  return out;
}
async function readTip(gitDir, commit) {
  const out = /* @__PURE__ */ new Map();
  for (const line of (await git(gitDir, ["ls-tree", "-r", "-z", "--full-tree", commit])).split("\0")) {
    const tab = line.indexOf("	");
    if (tab > 0) out.set(line.slice(tab + 1), line.slice(0, tab).split(" ")[2]);
  }
  return out;
}
function runOf(path2) {
  const slash = path2.indexOf("/");
  return slash < 0 ? "" : path2.slice(0, slash);
}

// src/io/git/witness.ts
async function anchorCheckpoints(repoDir, files, remote, opts = {}) {
  if (remote !== null && (!SAFE_REMOTE.test(remote) || remote.startsWith("-"))) {
    throw new LoopgovError("ERR_USAGE", `not a remote: ${JSON.stringify(redactRepoLocation(remote))}`);
  }
  await git(repoDir, ["rev-parse", "--git-dir"]);
  if (remote) {
    const remoteHas = (await git(repoDir, ["ls-remote", "--", remote, WITNESS_REF])).trim() !== "";
    if (remoteHas) await git(repoDir, ["fetch", "--no-tags", "--", remote, `${WITNESS_REF}:${WITNESS_REF}`]);
  }
  const parent = await resolveRef(repoDir);
  const byRun = /* @__PURE__ */ new Map();
  for (const f of files) {
    const r = f.path.includes("/") ? f.path.slice(0, f.path.indexOf("/")) : "";
    const list2 = byRun.get(r) ?? byRun.set(r, []).get(r);
    list2.push(readCandidate(f));
  }
  const held2 = parent ? await readHeldEntries(repoDir, [...byRun.keys()].filter(isRunId)) : /* @__PURE__ */ new Map();
  const tipOids = parent ? await readTip(repoDir, parent) : /* @__PURE__ */ new Map();
  const add = [];
  const kept = [];
  const refused2 = [];
  for (const [runId, candidates] of byRun) {
    const entries = held2.get(runId) ?? [];
    const tip = /* @__PURE__ */ new Map();
    for (const e of entries) if (tipOids.get(e.path) === e.oid && e.jws !== null) tip.set(e.path, e.jws);
    const plan = await planAnchorRun(runId, candidates, entries, tip, opts.trust);
    add.push(...plan.add);
    kept.push(...plan.kept.map((c) => c.path));
    refused2.push(...plan.refused.map((c) => ({ path: c.path, file: c.file, reason: c.reason })));
  }
  const tmp = mkdtempSync2(join14(tmpdir3(), "loopgov-anchor-"));
  const env2 = { GIT_INDEX_FILE: join14(tmp, "index") };
  try {
    if (parent) await git(repoDir, ["read-tree", parent], env2);
    else await git(repoDir, ["read-tree", "--empty"], env2);
    for (const c of add) {
      const blob = join14(tmp, "blob");
      writeFileSync5(blob, c.jws);
      const oid = (await git(repoDir, ["hash-object", "-w", "--", blob])).trim();
      await git(repoDir, ["update-index", "--add", "--cacheinfo", `100644,${oid},${c.path}`], env2);
    }
    const added = add.map((c) => c.path);
    let commit = parent;
    if (added.length > 0) {
      const tree = (await git(repoDir, ["write-tree"], env2)).trim();
      const message = `Anchor ${added.length} checkpoint(s)

${added.join("\n")}
`;
      commit = (await git(repoDir, ["commit-tree", tree, ...parent ? ["-p", parent] : [], "-m", message])).trim();
      await git(repoDir, ["update-ref", WITNESS_REF, commit, ...parent ? [parent] : ["0".repeat(40)]]);
    }
    let pushed = null;
    if (remote && commit) {
      await git(repoDir, ["push", "--", remote, `${WITNESS_REF}:${WITNESS_REF}`]);
      pushed = redactRepoLocation(remote);
    }
    return { commit, added, kept, refused: refused2, signatures: opts.trust ? "verified" : "not checked", pushed };
  } finally {
    rmSync4(tmp, { recursive: true, force: true });
  }
}
function readCandidate(f) {
  try {
    return { ...f, jws: readSmallRegularFile(f.file, MAX_CHECKPOINT_BYTES) };
  } catch (e) {
    return { ...f, jws: null, problem: `cannot be read: ${describeError(e)}` };
  }
}
async function resolveRef(repoDir) {
  try {
    return (await git(repoDir, ["rev-parse", "--verify", "--quiet", `${WITNESS_REF}^{commit}`])).trim() || null;
  } catch {
    return null;
  }
}

// src/io/propose/propose.ts
import { stringify } from "yaml";

// src/core/propose/clamp.ts
var SCHEMA_MAX = {
  "budget.max_steps": 1e6,
  "budget.max_tokens": 1e10,
  "budget.max_wall_clock_sec": 604800,
  "budget.max_cost_usd": 1e5,
  "budget.max_corrections_per_step": 100,
  "convergence.oscillation_repeat": 1e3,
  "convergence.thrash_window": 1e3,
  "convergence.no_progress_window": 1e5
};
function ceilingFor(field, ceiling) {
  const [section, key] = field.split(".");
  if (!ceiling) return 0;
  const bounds = section === "budget" ? ceiling.budget : section === "convergence" ? ceiling.convergence ?? {} : {};
  const v = Object.hasOwn(bounds, key) ? bounds[key] : void 0;
  return typeof v === "number" ? v : null;
}
function clampFinding(f, ceiling) {
  if (!f.edit) return f;
  const e = { ...f.edit, ceiling: ceilingFor(f.edit.field, ceiling) };
  const bound = Math.min(
    e.ceiling ?? Number.POSITIVE_INFINITY,
    SCHEMA_MAX[e.field] ?? Number.POSITIVE_INFINITY
  );
  let clamped;
  if (e.to > bound) {
    clamped = `wanted ${e.to}, the ceiling at base allows at most ${bound}`;
    e.to = bound;
  }
  if (e.to === e.from || f.edit.to > e.from && e.to <= e.from) {
    return {
      ...f,
      edit: null,
      clamped: `${clamped ?? `wanted ${f.edit.to}`}: ${e.field} is already ${e.from}, nothing to change`
    };
  }
  return clamped ? { ...f, edit: e, clamped } : { ...f, edit: e };
}
function assertWithinCeiling2(policy, ceiling) {
  const violations = checkPolicyAgainstCeiling(policy, ceiling);
  if (violations.length === 0) return;
  throw new LoopgovError(
    "ERR_CEILING_EXCEEDED",
    `the proposed policy would exceed the org ceiling at base, so it is not proposed: ${violations.slice(0, 5).map((v) => `${v.scope ? `${v.scope.project ?? "*"}/${v.scope.level}: ` : ""}${v.message}`).join("; ")}${violations.length > 5 ? ` and ${violations.length - 5} more` : ""}`
  );
}

// src/core/propose/edit.ts
import canonicalize6 from "canonicalize";
import { isMap as isMap2, parseDocument as parseDocument2 } from "yaml";
function editPath(e) {
  const [section, key] = e.field.split(".");
  return ["projects", e.project, "levels", e.level, section, key];
}
function applyEdits(policy, edits) {
  const out = structuredClone(policy);
  for (const e of edits) {
    const path2 = editPath(e);
    let node = out;
    for (const key of path2.slice(0, -1)) {
      if (!Object.hasOwn(node, key) || typeof node[key] !== "object" || node[key] === null) {
        Object.defineProperty(node, key, { value: {}, enumerable: true, writable: true, configurable: true });
      }
      node = node[key];
    }
    node[path2.at(-1)] = e.to;
  }
  return out;
}
function editPolicyYaml(text, edits, note) {
  const doc = parseDocument2(text, { version: "1.2", schema: "core", merge: false, keepSourceTokens: false });
  for (const e of edits) {
    const path2 = editPath(e);
    const created = !doc.hasIn(path2.slice(0, 4));
    doc.setIn(path2, e.to);
    if (note && created) {
      const layer = doc.getIn(path2.slice(0, 4), true);
      if (isMap2(layer)) layer.commentBefore = ` ${note}`;
    }
  }
  const edited = doc.toString({ lineWidth: 0, flowCollectionPadding: false }).replace(/\n+$/, "\n");
  const before = parsePolicySet([{ path: POLICY_FILE, content: text }]).policy;
  const after = parsePolicySet([{ path: POLICY_FILE, content: edited }]).policy;
  if (!before || !after || canonicalize6(after) !== canonicalize6(applyEdits(before, edits))) {
    throw new LoopgovError(
      "ERR_POLICY_SCHEMA",
      `${POLICY_FILE}: the in-place edit did not give the proposed policy; nothing is proposed`
    );
  }
  return edited;
}

// src/core/propose/rules.ts
import canonicalize7 from "canonicalize";

// src/core/propose/sketch.ts
var SKETCH_ALPHA = 0.01;
var GAMMA = (1 + SKETCH_ALPHA) / (1 - SKETCH_ALPHA);
var LOG_GAMMA = Math.log(GAMMA);
var MAX_BUCKETS = 2048;
var QuantileSketch = class {
  buckets = /* @__PURE__ */ new Map();
  zeros = 0;
  n = 0;
  maxValue = Number.NEGATIVE_INFINITY;
  minValue = Number.POSITIVE_INFINITY;
  /**
   * Adds one observation (non-finite values are ignored: a verified trace never holds one).
   *
   * @example
   * const s = new QuantileSketch(); s.add(3); s.add(5); s.quantile(0.5) // ≈ 3
   */
  add(value) {
    if (!Number.isFinite(value)) return;
    this.n += 1;
    if (value > this.maxValue) this.maxValue = value;
    if (value < this.minValue) this.minValue = value;
    if (value <= 0) {
      this.zeros += 1;
      return;
    }
    const key = Math.ceil(Math.log(value) / LOG_GAMMA);
    this.buckets.set(key, (this.buckets.get(key) ?? 0) + 1);
    if (this.buckets.size > MAX_BUCKETS) this.collapseLowest();
  }
  /** Adds every observation of `other`. */
  merge(other) {
    this.n += other.n;
    this.zeros += other.zeros;
    this.maxValue = Math.max(this.maxValue, other.maxValue);
    this.minValue = Math.min(this.minValue, other.minValue);
    for (const [k, c] of other.buckets) this.buckets.set(k, (this.buckets.get(k) ?? 0) + c);
    while (this.buckets.size > MAX_BUCKETS) this.collapseLowest();
  }
  get count() {
    return this.n;
  }
  get max() {
    return this.n === 0 ? null : this.maxValue;
  }
  /**
   * The q-quantile (0 ≤ q ≤ 1) by nearest rank — the smallest value at least a fraction q of the values
   * are at or below, so a small group's p95 is never a lower value than 95 % of it (p95 of {400, 500} is
   * 500) — within α of that value; exact at the highest and lowest ranks; null when empty.
   */
  quantile(q) {
    if (this.n === 0) return null;
    if (q >= 1) return this.maxValue;
    const rank = Math.max(0, Math.ceil(q * this.n) - 1);
    if (rank === this.n - 1) return this.maxValue;
    if (rank < this.zeros) return Math.min(this.maxValue, Math.max(this.minValue, 0));
    if (rank === 0) return this.minValue;
    let seen = this.zeros;
    for (const k of [...this.buckets.keys()].sort((a, b) => a - b)) {
      seen += this.buckets.get(k);
      if (seen > rank) {
        const mid = 2 * GAMMA ** k / (GAMMA + 1);
        return Math.min(this.maxValue, Math.max(this.minValue, mid));
      }
    }
    return this.maxValue;
  }
  summary() {
    return { count: this.n, p50: this.quantile(0.5), p95: this.quantile(0.95), max: this.max };
  }
  collapseLowest() {
    const keys = [...this.buckets.keys()].sort((a2, b2) => a2 - b2);
    const [a, b] = keys;
    this.buckets.set(b, this.buckets.get(b) + this.buckets.get(a));
    this.buckets.delete(a);
  }
};

// src/core/propose/types.ts
var BUDGET_FIELDS = LIMITS;
var STALL_RULES = ["oscillation", "thrash", "no_progress"];
var STALL_WINDOW = {
  oscillation: "oscillation_repeat",
  thrash: "thrash_window",
  no_progress: "no_progress_window"
};
var EVIDENCE_CAP = 20;

// src/core/propose/stats.ts
var MAX_OUTCOME_KEYS = 64;
var MAX_GATE_IDS = 128;
var EvidenceIds = class {
  ids = [];
  total = 0;
  add(id) {
    this.total += 1;
    const ids = this.ids;
    if (ids.length === EVIDENCE_CAP && id >= ids[ids.length - 1]) return;
    let i = ids.length;
    while (i > 0 && ids[i - 1] > id) i--;
    ids.splice(i, 0, id);
    if (ids.length > EVIDENCE_CAP) ids.pop();
  }
  merge(o) {
    for (const id of o.ids) this.add(id);
    this.total += o.total - o.ids.length;
  }
};
var GroupAccumulator = class {
  constructor(scope, digest, effective) {
    this.scope = scope;
    this.digest = digest;
    this.effective = effective;
  }
  scope;
  digest;
  effective;
  runs = new EvidenceIds();
  outcomes = /* @__PURE__ */ new Map();
  usage = Object.fromEntries(BUDGET_FIELDS.map((f) => [f, new QuantileSketch()]));
  /** Runs a budget limit stopped: all of them, and those still setting new bests. */
  cutOff = Object.fromEntries(
    BUDGET_FIELDS.map((f) => [f, { all: new EvidenceIds(), progressing: new EvidenceIds() }])
  );
  stalls = Object.fromEntries(STALL_RULES.map((r) => [r, new EvidenceIds()]));
  /** Runs a person's resume let go on (at least one `run_continue`): each counted once. */
  resumed = new EvidenceIds();
  /** Stalled, resumed by a person, then DONE; with the window each would have needed. */
  resumedFinished = Object.fromEntries(
    STALL_RULES.map((r) => [r, { runs: new EvidenceIds(), needed: new QuantileSketch() }])
  );
  corrections = new QuantileSketch();
  gates = /* @__PURE__ */ new Map();
  /** Folds one verified run in. */
  add(s) {
    this.runs.add(s.runId);
    const key = s.outcome ? `${s.outcome.decision} ${s.outcome.reason}` : "open (no run_end)";
    if (this.outcomes.has(key) || this.outcomes.size < MAX_OUTCOME_KEYS)
      this.outcomes.set(key, (this.outcomes.get(key) ?? 0) + 1);
    else this.outcomes.set("other", (this.outcomes.get("other") ?? 0) + 1);
    if (!s.effective) return;
    this.usage.max_steps.add(s.usage.steps);
    this.usage.max_tokens.add(s.usage.tokens);
    this.usage.max_cost_usd.add(s.usage.cost_usd);
    this.usage.max_wall_clock_sec.add(s.usage.wall_clock_sec);
    if (s.cutOff) {
      this.cutOff[s.cutOff.limit].all.add(s.runId);
      if (s.cutOff.progressing) this.cutOff[s.cutOff.limit].progressing.add(s.runId);
    }
    if (s.stall) this.stalls[s.stall].add(s.runId);
    if (s.resumes > 0) this.resumed.add(s.runId);
    if (s.resumedAfterStall?.finished) {
      const r = this.resumedFinished[s.resumedAfterStall.rule];
      r.runs.add(s.runId);
      r.needed.add(s.resumedAfterStall.neededWindow);
    }
    this.corrections.add(s.maxConsecutiveCorrections);
    for (const g of s.gates) {
      let c = this.gates.get(g.id);
      if (!c) {
        if (this.gates.size >= MAX_GATE_IDS) continue;
        c = { evaluated: 0, failed: 0, denied: 0, runs: new EvidenceIds() };
        this.gates.set(g.id, c);
      }
      c.evaluated += g.evaluated;
      c.failed += g.failed;
      c.denied += g.denied;
      if (g.failed + g.denied > 0) c.runs.add(s.runId);
    }
  }
};
var ProposeStats = class {
  groups = /* @__PURE__ */ new Map();
  runs = 0;
  /**
   * @example
   * const stats = new ProposeStats(); stats.add(summary); stats.list()
   */
  add(s) {
    this.runs += 1;
    const key = JSON.stringify([s.scope.project, s.scope.level, s.scope.profile, s.digest]);
    let g = this.groups.get(key);
    if (!g) {
      g = new GroupAccumulator(s.scope, s.digest, s.effective);
      this.groups.set(key, g);
    }
    g.add(s);
  }
  /** Groups in a stable order: project, level, profile, digest. */
  list() {
    return [...this.groups.entries()].sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0).map(([, g]) => g);
  }
};
function rounded(f, s) {
  const digits = f === "max_cost_usd" ? 1e4 : f === "max_wall_clock_sec" ? 100 : 1;
  const r = (v) => v === null ? null : Math.round(v * digits) / digits;
  return { count: s.count, p50: r(s.p50), p95: r(s.p95), max: r(s.max) };
}
function reportGroup(g) {
  const limit = (f) => g.effective?.budget[f] ?? null;
  const per = (keys, fn) => Object.fromEntries(keys.map((k) => [k, fn(k)]));
  return {
    scope: g.scope,
    digest: g.digest,
    runs: g.runs.total,
    outcomes: Object.fromEntries([...g.outcomes].sort(([a], [b]) => a < b ? -1 : 1)),
    usage: per(BUDGET_FIELDS, (f) => ({ ...rounded(f, g.usage[f].summary()), limit: limit(f) })),
    cut_off: per(BUDGET_FIELDS, (f) => ({
      runs: g.cutOff[f].all.total,
      progressing: g.cutOff[f].progressing.total,
      progressing_runs: g.cutOff[f].progressing.ids
    })),
    stalls: per(STALL_RULES, (r) => g.stalls[r].total),
    resumed: g.resumed.total,
    resumed_and_finished: per(STALL_RULES, (r) => ({
      runs: g.resumedFinished[r].runs.total,
      needed_window: g.resumedFinished[r].needed.summary()
    })),
    max_consecutive_corrections: g.corrections.summary(),
    gates: Object.fromEntries(
      [...g.gates].sort(([a], [b]) => a < b ? -1 : 1).map(([id, c]) => [
        id,
        {
          evaluated: c.evaluated,
          failed: c.failed,
          denied: c.denied,
          fail_rate: c.evaluated ? (c.failed + c.denied) / c.evaluated : 0
        }
      ])
    )
  };
}

// src/core/propose/rules.ts
var CUT_OFF_SHARE = 0.1;
var RAISE_FACTOR = 1.5;
var UNUSED_SHARE = 0.25;
var LOWER_MARGIN = 1.5;
var LOWEST_LIMIT = { max_steps: 2, max_tokens: 1e3, max_cost_usd: 0.01 };
var RESUMED_SHARE = 0.05;
var FAILING_GATE_RATE = 0.9;
var raiseCutOffBudget = {
  name: "raise-cut-off-budget",
  description: "a budget limit stopped runs that were still setting new bests: raise it by half (within the ceiling)",
  evaluate(t) {
    const out = [];
    for (const f of BUDGET_FIELDS) {
      const groups = governedBy(t, (e) => e.budget[f] === t.base.budget[f]);
      const runs = countRuns(groups);
      if (runs < t.minRuns) continue;
      const cut = mergeIds(groups.map((g) => g.cutOff[f].progressing));
      if (cut.total < Math.max(2, Math.ceil(CUT_OFF_SHARE * runs))) continue;
      const from = t.base.budget[f];
      const to = roundUp(f, Math.max(from * RAISE_FACTOR, from + minimumStep(f)));
      out.push(
        finding(
          t,
          this.name,
          `budget.${f}`,
          from,
          to,
          cut,
          {
            runs,
            cut_off_while_progressing: cut.total,
            share: round2(cut.total / runs),
            [`p95_${f}`]: sketchOf(groups, f).quantile(0.95) ?? 0
          },
          `${cut.total} of ${runs} runs were stopped by ${f} ${from} while still setting new bests (a new best progress at the cut-off iteration or the one before)`,
          `a limit that cuts off converging work wastes it: the run is stopped just before it would have finished. Raising ${f} by half lets those runs go on; the replay below shows what is known of them.`
        )
      );
    }
    return out;
  }
};
var lowerUnusedBudget = {
  name: "lower-unused-budget",
  description: `no run came near a budget limit: lower it to the 95th percentile of use \xD7 ${LOWER_MARGIN} (never below any run's use, nor below a floor); runs that used none say nothing`,
  evaluate(t) {
    const out = [];
    for (const f of ["max_steps", "max_tokens", "max_cost_usd"]) {
      const groups = governedBy(t, (e) => e.budget[f] === t.base.budget[f]);
      const runs = countRuns(groups);
      if (runs < t.minRuns) continue;
      if (groups.some((g) => BUDGET_FIELDS.some((b) => g.cutOff[b].all.total > 0))) continue;
      const sketch = sketchOf(groups, f);
      const p95 = sketch.quantile(0.95) ?? 0;
      const max = sketch.max ?? 0;
      const from = t.base.budget[f];
      if (!(max > 0)) continue;
      if (!(p95 < UNUSED_SHARE * from)) continue;
      const floor = f === "max_steps" ? max + 1 : max;
      const to = roundUp(f, Math.max(p95 * LOWER_MARGIN, floor, LOWEST_LIMIT[f]));
      if (!(to < from)) continue;
      out.push(
        finding(
          t,
          this.name,
          `budget.${f}`,
          from,
          to,
          mergeIds(groups.map((g) => g.runs)),
          {
            runs,
            p95,
            max,
            limit: from,
            margin: LOWER_MARGIN
          },
          `${runs} runs under ${f} ${from}: the 95th percentile used ${fmt(p95)}, the most any run used ${fmt(max)}`,
          `a limit far above what runs use bounds nothing: a runaway run may spend all of it. p95 \xD7 ${LOWER_MARGIN} (and never below the largest use seen) keeps every recorded run inside it.`
        )
      );
    }
    return out;
  }
};
var widenStallWindow = {
  name: "widen-stall-window",
  description: "runs stalled, were resumed by a person and then finished: widen the window to what they needed",
  evaluate(t) {
    const out = [];
    for (const rule of STALL_RULES) {
      const w = STALL_WINDOW[rule];
      const groups = governedBy(t, (e) => e.convergence[w] === t.base.convergence[w]);
      const runs = countRuns(groups);
      if (runs < t.minRuns) continue;
      const ids = mergeIds(groups.map((g) => g.resumedFinished[rule].runs));
      if (ids.total < Math.max(2, Math.ceil(RESUMED_SHARE * runs))) continue;
      const needed = new QuantileSketch();
      for (const g of groups) needed.merge(g.resumedFinished[rule].needed);
      const from = t.base.convergence[w];
      const to = Math.ceil(needed.max ?? from);
      if (!(to > from)) continue;
      out.push(
        finding(
          t,
          this.name,
          `convergence.${w}`,
          from,
          to,
          ids,
          {
            runs,
            resumed_and_finished: ids.total,
            needed_window_max: to,
            needed_window_p50: Math.ceil(needed.quantile(0.5) ?? to)
          },
          `${ids.total} of ${runs} runs stalled (${rule}, ${w} ${from}), were resumed by a person and went on to finish`,
          `a person had to resume work that was not stuck. The largest ${rule} stretch those runs went through and still finished was ${to - 1}, so ${w} ${to} would have let them all run on.`
        )
      );
    }
    return out;
  }
};
var flagFailingGate = {
  name: "flag-failing-gate",
  description: `a gate failed or denied at least ${FAILING_GATE_RATE * 100}% of the iterations it judged: flag it (never remove it)`,
  evaluate(t) {
    const out = [];
    for (const gate of t.base.gates) {
      const def = canonicalize7(gate);
      const groups = governedBy(t, (e) => e.gates.some((g) => g.id === gate.id && canonicalize7(g) === def));
      const runs = countRuns(groups);
      if (runs < t.minRuns) continue;
      let evaluated = 0;
      let bad = 0;
      for (const g of groups) {
        const c = g.gates.get(gate.id);
        evaluated += c?.evaluated ?? 0;
        bad += (c?.failed ?? 0) + (c?.denied ?? 0);
      }
      if (evaluated === 0 || bad / evaluated < FAILING_GATE_RATE) continue;
      const ids = mergeIds(groups.map((g) => g.gates.get(gate.id)?.runs ?? new EvidenceIds()));
      out.push({
        rule: this.name,
        project: t.project,
        level: t.level,
        field: `gates[${gate.id}]`,
        message: `gate ${gate.id} failed or denied ${bad} of ${evaluated} iterations (${Math.round(100 * bad / evaluated)}%) in ${runs} runs`,
        rationale: "a gate that fails nearly always is flaky or wrong, and teaches agents to ignore it. Nothing is changed: a person should look at the gate (and a required gate can never be removed).",
        evidence: {
          runs: ids.ids,
          runs_total: ids.total,
          figures: { runs, evaluated, failed_or_denied: bad }
        },
        edit: null
      });
    }
    return out;
  }
};
var RULES = [
  raiseCutOffBudget,
  lowerUnusedBudget,
  widenStallWindow,
  flagFailingGate
];
function governedBy(t, same3) {
  return t.groups.filter((g) => g.effective !== null && same3(g.effective));
}
function countRuns(groups) {
  return groups.reduce((n, g) => n + g.usage.max_steps.count, 0);
}
function mergeIds(lists) {
  const out = new EvidenceIds();
  for (const l of lists) out.merge(l);
  return out;
}
function sketchOf(groups, f) {
  const s = new QuantileSketch();
  for (const g of groups) s.merge(g.usage[f]);
  return s;
}
function finding(t, rule, field, from, to, ids, figures, message, rationale) {
  const rounded2 = Object.fromEntries(Object.entries(figures).map(([k, v]) => [k, round2(v)]));
  return {
    rule,
    project: t.project,
    level: t.level,
    field,
    message,
    rationale,
    evidence: { runs: ids.ids, runs_total: ids.total, figures: rounded2 },
    edit: { project: t.project, level: t.level, field, from, to, ceiling: null, rule }
  };
}
function minimumStep(f) {
  return { max_steps: 1, max_tokens: 1e3, max_cost_usd: 0.01, max_wall_clock_sec: 60 }[f];
}
function roundUp(f, v) {
  if (f === "max_steps") return Math.ceil(v);
  if (f === "max_tokens") return v <= 1e3 ? Math.ceil(v) : Math.ceil(v / 1e3) * 1e3;
  if (f === "max_cost_usd") return Math.ceil(v * 100 - 1e-9) / 100;
  return Math.ceil(v);
}
function round2(v) {
  return Math.round(v * 100) / 100;
}
function fmt(v) {
  return String(round2(v));
}

// src/core/propose/plan.ts
function planProposals(stats, base, minRuns) {
  const notes = [];
  const findings = [];
  const areas = [];
  if (!base.policy)
    throw new LoopgovError("ERR_POLICY_MISSING", "no loop policy at base: nothing to propose against");
  for (const [key, groups] of targets(stats.list())) {
    const [project, level] = JSON.parse(key);
    if (!PROJECT_ID.test(project) || !LEVELS.includes(level)) {
      notes.push(
        `runs of project ${JSON.stringify(project)} at level ${JSON.stringify(level)}: not a scope a policy can name; no rule applies`
      );
      continue;
    }
    const effective = resolveEffectivePolicy(base.policy, {
      project,
      level,
      profile: "prod"
    });
    const target = { project, level, base: effective, groups, minRuns };
    const found = RULES.flatMap((r) => r.evaluate(target)).map((f) => clampFinding(f, base.ceiling));
    findings.push(...found);
    const edits = found.flatMap((f) => f.edit ? [f.edit] : []);
    if (edits.length === 0) continue;
    const area = `${project}/${level}`;
    const policy = applyEdits(base.policy, edits);
    try {
      assertWithinCeiling2(policy, base.ceiling);
    } catch (e) {
      if (!(e instanceof LoopgovError)) throw e;
      notes.push(`${area}: not proposed: ${e.message}`);
      continue;
    }
    areas.push({ area, project, level, findings: found, edits, policy });
  }
  return { findings, areas, notes };
}
function targets(groups) {
  const out = /* @__PURE__ */ new Map();
  for (const g of groups) {
    const key = JSON.stringify([g.scope.project, g.scope.level]);
    const list2 = out.get(key) ?? [];
    list2.push(g);
    out.set(key, list2);
  }
  return new Map([...out].sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0));
}

// src/core/propose/markdown.ts
function cell(s, max = 200) {
  return capped(s, max).replace(/[\\`*[\]<>|~&]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
function code(s, max = 200, inTable = true) {
  const one = capped(s, max);
  if (one.trim() === "") return "`-`";
  const text = inTable ? one.replace(/\\(?=\|)/g, "\\ ").replace(/\|/g, "\\|") : one;
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run2) => run2.length));
  const fence = "`".repeat(longest + 1);
  return `${fence} ${text} ${fence}`;
}
function capped(s, max) {
  const one = s.replace(/[\r\n]+/g, " ");
  return one.length > max ? `${keepFirst(one, max - 1)}\u2026` : one;
}

// src/core/propose/proposal.ts
var PROPOSAL_RUNS_CAP = 100;
function buildProposal(i) {
  const changes = i.rollbackTo ? rollbackChanges(i.report, i.ceiling) : i.edits.map(editChange);
  const headline = headlineOf(changes, i.report.class, i.replay);
  const runs = [...new Set(i.findings.flatMap((f) => f.evidence.runs))].sort().slice(0, 100);
  const statistics = {};
  for (const f of i.findings)
    for (const [k, v] of Object.entries(f.evidence.figures)) statistics[`${f.rule}.${f.field}.${k}`] = v;
  const why2 = i.rollbackTo ? `Restores the governed files of ${i.rollbackTo}.` : i.findings.filter((f) => f.edit).map((f) => `${f.rule} (${f.field}): ${f.message}. ${f.rationale}`).join("\n\n");
  const proposal = {
    apiVersion: "loopgov/v1",
    kind: "Proposal",
    id: proposalId(i),
    proposed_by: i.proposedBy,
    area: i.area,
    summary: keepFirst(`${headline.text} (${i.area}): ${headline.replay}`, 500),
    rationale: keepFirst(why2, 2e4) || "no rule fired",
    base: i.base,
    proposed_digest: i.proposedDigest,
    class: i.report.class,
    changes: changes.slice(0, 1e3),
    findings: i.findings.map(({ edit: _edit, ...f }) => f),
    evidence: {
      runs,
      statistics,
      counterfactual: i.replay.changed.slice(0, PROPOSAL_RUNS_CAP).map((r) => ({
        run_id: r.run_id,
        recorded: r.recorded ? `${r.recorded.decision} ${r.recorded.reason} at step ${r.recorded.step ?? "-"}` : "-",
        proposed: r.proposed ? `${r.proposed.decision} ${r.proposed.reason} at step ${r.proposed.step ?? "-"}` : "-",
        note: r.note
      }))
    },
    replay: {
      key: i.replay.key,
      totals: i.replay.totals,
      from_record: i.replay.from_record,
      rerun: i.replay.rerun
    }
  };
  if (i.rollbackTo) proposal.rollback_to = i.rollbackTo;
  return proposal;
}
function headlineOf(changes, cls, replay) {
  const makesClass = (c) => cls === "ceiling" ? c.file !== POLICY_FILE : c.direction === cls;
  const first = changes.find(makesClass) ?? changes[0];
  const more2 = changes.length > 1 ? ` (+${changes.length - 1} more)` : "";
  const text = first ? `${first.field} ${show2(first.from)}\u2192${show2(first.to)}${more2}` : "no change";
  return { text, replay: `changes ${replay.totals.changed} of ${replay.totals.runs} replayed runs` };
}
function proposalId(i) {
  const d = i.proposedDigest.slice(0, 12);
  if (i.rollbackTo) return `rollback-${i.rollbackTo.slice(0, 12)}-${d}`;
  const slug = i.area.toLowerCase().replace(/[^a-z0-9._-]+/g, "-").slice(0, 40);
  return `${slug}-${d}`.replace(/^[^a-z0-9]+/, "");
}
function editChange(e) {
  return {
    file: POLICY_FILE,
    scope: { project: e.project, level: e.level, profile: null },
    field: e.field,
    from: e.from,
    to: e.to,
    direction: e.to > e.from ? "loosen" : "tighten",
    ceiling: e.ceiling,
    rule: e.rule
  };
}
function rollbackChanges(report, ceiling) {
  const seen = /* @__PURE__ */ new Map();
  for (const c of report.changes) {
    const key = JSON.stringify([
      c.file,
      c.scope?.project ?? null,
      c.scope?.level ?? null,
      c.field,
      c.from,
      c.to
    ]);
    const existing = seen.get(key);
    if (existing) {
      existing.scope.profile = null;
      continue;
    }
    seen.set(key, {
      file: c.file,
      scope: {
        project: c.scope?.project ?? null,
        level: c.scope?.level ?? null,
        profile: c.scope?.profile ?? null
      },
      field: c.field,
      from: c.from,
      to: c.to,
      direction: c.direction,
      ceiling: c.file === CEILING_FILE || !/^(budget|convergence)\./.test(c.field) ? null : ceilingFor(c.field, ceiling),
      rule: "rollback"
    });
  }
  return [...seen.values()];
}
function show2(v) {
  if (v === null || v === void 0) return "-";
  return typeof v === "string" ? v : JSON.stringify(v);
}

// src/core/propose/replay-report.ts
var CHANGED_CAP = 1e3;
var STATUSES = [
  "same",
  "halts_earlier",
  "ends_differently",
  "not_halted",
  "unknown",
  "not_replayed"
];
function pointText(p) {
  if (!p) return "-";
  if (p.decision === "none") return `not stopped in ${p.steps} step${p.steps === 1 ? "" : "s"}`;
  return `${p.decision} ${p.reason} @${p.step ?? "-"}`;
}
function deltaMark(x) {
  const lower = "status" in x ? x.status === "not_halted" : x.by_status.not_halted > 0;
  return lower ? "\u2265" : "";
}
function isChanged(r) {
  return r.status !== "same" && r.status !== "not_replayed";
}
var ReplayAccumulator = class {
  totals = {
    runs: 0,
    changed: 0,
    by_status: Object.fromEntries(STATUSES.map((s) => [s, 0])),
    delta: { steps: 0, tokens: 0, cost_usd: 0 }
  };
  microUsd = 0;
  changed = [];
  fromRecord = /* @__PURE__ */ new Set();
  rerun = /* @__PURE__ */ new Set();
  /**
   * @example
   * const acc = new ReplayAccumulator(); acc.add(runReplay); acc.report(digest, headsHash)
   */
  add(r) {
    const t = this.totals;
    t.runs += 1;
    t.by_status[r.status] += 1;
    if (r.delta) {
      t.delta.steps += r.delta.steps;
      t.delta.tokens += r.delta.tokens;
      this.microUsd += Math.round(r.delta.cost_usd * 1e6);
    }
    for (const id of r.from_record) if (this.fromRecord.size < 256) this.fromRecord.add(id);
    for (const id of r.rerun) if (this.rerun.size < 256) this.rerun.add(id);
    if (!isChanged(r)) return;
    t.changed += 1;
    const list2 = this.changed;
    if (list2.length === CHANGED_CAP && order(r, list2[list2.length - 1]) >= 0) return;
    let i = list2.length;
    while (i > 0 && order(list2[i - 1], r) > 0) i--;
    list2.splice(i, 0, r);
    if (list2.length > CHANGED_CAP) list2.pop();
  }
  report(proposedDigest, headsHash) {
    return {
      key: { proposed_digest: proposedDigest, heads_hash: headsHash },
      totals: { ...this.totals, delta: { ...this.totals.delta, cost_usd: this.microUsd / 1e6 } },
      changed: [...this.changed],
      from_record: [...this.fromRecord].sort(),
      rerun: [...this.rerun].sort()
    };
  }
};
function order(a, b) {
  if (a.run_id !== b.run_id) return a.run_id < b.run_id ? -1 : 1;
  return a.head < b.head ? -1 : a.head > b.head ? 1 : 0;
}
function hashHeads(heads) {
  return sha256Hex([...new Set(heads)].sort().join("\n"));
}

// src/core/propose/pr.ts
var PR_BODY_LIMIT = 65536;
var METADATA = /<!-- loopgov-propose (\{[^\n]*?\}) -->/g;
function renderPullRequest(p, replay) {
  const h = headlineOf(p.changes, p.class, replay);
  const title = keepFirst(`loopgov(policy): ${h.text} \u2014 ${h.replay}`, 250);
  for (const caps of [
    { rows: 50, changes: 50, evidence: 20, details: true },
    { rows: 20, changes: 20, evidence: 10, details: true },
    { rows: 10, changes: 10, evidence: 5, details: false },
    { rows: 0, changes: 5, evidence: 0, details: false }
  ]) {
    const body = renderBody(p, replay, caps);
    if (body.length < PR_BODY_LIMIT) return { title, body };
  }
  const meta = metadataComment(p, replay);
  return { title, body: `${keepFirst(p.summary, 2e3)}

(the rest did not fit)

${meta}
` };
}
function parsePrMetadata(body) {
  const m = [...(body ?? "").matchAll(METADATA)].at(-1);
  if (!m) return null;
  try {
    const meta = JSON.parse(m[1]);
    return meta?.v === 1 && typeof meta.area === "string" ? meta : null;
  } catch {
    return null;
  }
}
function renderBody(p, replay, caps) {
  const out = [];
  const t = replay.totals;
  out.push(cell(p.summary, 500), "");
  if (p.class === "loosen" || p.class === "ceiling") {
    out.push(
      "> [!WARNING]",
      `> **This change loosens the policy** (class \`${p.class}\`). The policy gate needs ${p.class === "ceiling" ? "two org-admins" : "an org-admin"} who did not propose it; the meta-loop (a \`proposer-bot\`) proposes only and can never approve.`,
      ""
    );
  }
  out.push("### Changes", "", "| field | scope | old | new | ceiling | rule |", "|---|---|---|---|---|---|");
  for (const c of p.changes.slice(0, caps.changes)) {
    const scope = [c.scope.project ?? "*", c.scope.level ?? "*", c.scope.profile ?? "any"].join("/");
    out.push(
      `| ${cell(c.field)} | ${cell(scope)} | ${code(show2(c.from))} | ${code(show2(c.to))} | ${code(show2(c.ceiling))} | ${cell(c.rule)} |`
    );
  }
  if (p.changes.length > caps.changes)
    out.push(`| \u2026 and ${p.changes.length - caps.changes} more | | | | | |`);
  out.push("", "### Why", "");
  if (p.rollback_to)
    out.push(`Restores the governed files of ${cell(p.rollback_to)}, classified like any change.`);
  for (const f of p.findings) {
    out.push(
      `- **${cell(f.rule)}** ${cell(f.field)}: ${cell(f.message, 600)}.${f.clamped ? ` _${cell(f.clamped, 300)}._` : ""}`
    );
    if (caps.evidence > 0 && f.evidence.runs.length > 0) {
      const ids = f.evidence.runs.slice(0, caps.evidence).map((r) => code(r, 130, false)).join(", ");
      const more2 = f.evidence.runs_total - Math.min(caps.evidence, f.evidence.runs.length);
      out.push(`  Evidence: ${ids}${more2 > 0 ? ` and ${more2} more` : ""}.`);
    }
  }
  out.push("", `### Replay: ${h2(replay)}`, "");
  out.push(
    `Every recorded run re-evaluated under the proposed policy with the runtime's own core (no agent re-run). ${t.by_status.halts_earlier} halt earlier, ${t.by_status.ends_differently} end differently, ${t.by_status.not_halted} would not have stopped where they did (their later steps are unknown), ${t.by_status.unknown} cannot be told, ${t.by_status.not_replayed} not replayed.`
  );
  if (replay.from_record.length)
    out.push(
      "",
      `Verdicts taken from the record, not re-run: ${replay.from_record.map((x) => `${cell(x, 80)}`).join(", ")}.`
    );
  if (caps.rows > 0 && replay.changed.length > 0) {
    out.push(
      "",
      "| run | status | recorded | proposed | \u0394 steps | \u0394 tokens | \u0394 cost | note |",
      "|---|---|---|---|---|---|---|---|"
    );
    for (const r of replay.changed.slice(0, caps.rows)) out.push(runRow(r));
    const shown2 = Math.min(caps.rows, replay.changed.length);
    if (t.changed > shown2) out.push(`| \u2026 ${t.changed - shown2} more changed runs | | | | | | | |`);
    const lower = deltaMark(t);
    out.push(
      `| **total (${t.runs} runs)** | ${t.changed} changed | | | ${lower}${signed(t.delta.steps)} | ${lower}${signed(t.delta.tokens)} | ${lower}${signed(t.delta.cost_usd)} | |`
    );
  }
  if (caps.details) {
    out.push("", "<details><summary>Details</summary>", "");
    out.push(
      `- proposal ${cell(p.id)} by ${cell(p.proposed_by)}, area ${cell(p.area)}, class \`${p.class}\``
    );
    out.push(
      `- base \`${p.base.commit}\` (digest \`${p.base.digest}\`), proposed digest \`${p.proposed_digest}\``
    );
    out.push(
      `- replay key: proposed digest \`${replay.key.proposed_digest}\`, trace heads \`${replay.key.heads_hash}\``
    );
    for (const [k, v] of Object.entries(p.evidence.statistics).slice(0, 60))
      out.push(`- ${cell(k, 120)}: ${cell(String(v), 60)}`);
    out.push("", "</details>");
  }
  out.push("", metadataComment(p, replay), "");
  return out.join("\n");
}
function h2(replay) {
  return `changes ${replay.totals.changed} of ${replay.totals.runs} replayed runs`;
}
function runRow(r) {
  const d = r.delta;
  const lower = deltaMark(r);
  return `| ${code(r.run_id, 130)} | ${r.status} | ${code(pointText(r.recorded), 60)} | ${code(pointText(r.proposed), 60)} | ${d ? lower + signed(d.steps) : "?"} | ${d ? lower + signed(d.tokens) : "?"} | ${d ? lower + signed(d.cost_usd) : "?"} | ${code(r.note, 200)} |`;
}
function metadataComment(p, replay) {
  const meta = {
    v: 1,
    area: p.area,
    proposal: p.id,
    proposed_digest: p.proposed_digest,
    heads_hash: replay.key.heads_hash
  };
  return `<!-- loopgov-propose ${JSON.stringify(meta).replace(/--/g, "\\u002d\\u002d")} -->`;
}
function signed(n) {
  const r = Math.round(n * 1e6) / 1e6;
  return r > 0 ? `+${r}` : String(r);
}

// src/io/propose/traces.ts
import { lstatSync as lstatSync3, readdirSync as readdirSync4, readFileSync as readFileSync6 } from "node:fs";
import { join as join15 } from "node:path";

// src/core/propose/replay-gates.ts
import canonicalize8 from "canonicalize";
var UnknownVerdict = class extends Error {
  constructor(why2) {
    super(why2);
    this.why = why2;
  }
  why;
};
function planGates(proposed, recorded) {
  const before = new Map(recorded.map((g) => [g.id, canonicalize8(g)]));
  return proposed.map((gate) => {
    if (before.get(gate.id) === canonicalize8(gate)) return { gate, how: "record" };
    return { gate, how: gate.kind === "command" ? "unknown" : "rerun" };
  });
}
function replayGateReport(plan, it, artifacts, cache2) {
  if (!it.artifact) return { verdict: "SKIP", results: [] };
  const recorded = resultsById(it.gate);
  const recordedPureDeny = [...recorded.values()].some((r) => r.kind !== "command" && r.verdict === "DENY");
  const results = [];
  const unknown = [];
  for (const p of plan) {
    if (p.gate.kind === "command") continue;
    const r = verdictOf(p, recorded, it, artifacts, cache2, "gate");
    if (typeof r === "string") unknown.push(r);
    else results.push(r);
  }
  const denied = results.find((r) => r.verdict === "DENY");
  for (const p of plan) {
    if (p.gate.kind !== "command") continue;
    if (denied) {
      results.push({
        id: p.gate.id,
        kind: "command",
        verdict: "FAIL",
        detail: `not run: artifact denied by ${denied.id}`
      });
      continue;
    }
    if (recordedPureDeny && p.how === "record") {
      unknown.push(
        `command gate ${p.gate.id} was not run at step ${it.step} (the recorded artifact was denied)`
      );
      continue;
    }
    const r = verdictOf(p, recorded, it, artifacts, cache2, "gate");
    if (typeof r === "string") unknown.push(r);
    else results.push(r);
  }
  if (unknown.length > 0 && !denied) throw new UnknownVerdict(unknown.join("; "));
  const order2 = new Map(plan.map((p, i) => [p.gate.id, i]));
  results.sort((a, b) => (order2.get(a.id) ?? 0) - (order2.get(b.id) ?? 0));
  return { verdict: combineVerdicts(results), results };
}
function replayCriteriaReport(plan, it, artifacts, cache2) {
  const recorded = resultsById(it.criteria);
  const results = [];
  for (const p of plan) {
    const r = verdictOf(p, recorded, it, artifacts, cache2, "criterion");
    if (typeof r === "string") throw new UnknownVerdict(r);
    results.push(r);
  }
  return { verdict: combineVerdicts(results), results };
}
var BytesCache = class {
  sha = "";
  bytes = null;
  get(sha256, artifacts) {
    if (sha256 !== this.sha) {
      const b = artifacts.read(sha256);
      this.sha = sha256;
      this.bytes = b && sha256Hex(b) === sha256 ? b : null;
      if (b && !this.bytes) {
        this.sha = "";
        return `artifact ${sha256} does not match its sha256 (altered after the run)`;
      }
    }
    return this.bytes ?? `artifact ${sha256} is missing`;
  }
};
function verdictOf(p, recorded, it, artifacts, cache2, what) {
  const label = `${what} ${p.gate.id}`;
  if (p.how === "record") {
    const r = recorded.get(p.gate.id);
    if (r) return r;
    if (p.gate.kind === "command") return `${label} was not run at step ${it.step} in the recorded run`;
  } else if (p.how === "unknown") {
    return `${label} is a new or changed command: its verdict cannot be known without running it`;
  }
  if (!it.artifact) return `${label}: step ${it.step} has no artifact`;
  const bytes = cache2.get(it.artifact.sha256, artifacts);
  if (typeof bytes === "string") return `${label} cannot be re-run at step ${it.step}: ${bytes}`;
  return evaluatePureGate(p.gate, bytes);
}
function resultsById(report) {
  const out = /* @__PURE__ */ new Map();
  const list2 = report?.results;
  if (!Array.isArray(list2)) return out;
  for (const r of list2) {
    if (r?.kind === "context") continue;
    if (typeof r?.id === "string" && (r.verdict === "PASS" || r.verdict === "FAIL" || r.verdict === "DENY"))
      out.set(r.id, r);
  }
  return out;
}

// src/core/propose/replay-context.ts
import canonicalize9 from "canonicalize";
function planContext(proposed, recorded) {
  const r = isContextPolicy(recorded) ? recorded : null;
  return { proposed, recorded: r, same: r !== null && canonicalize9(r) === canonicalize9(proposed) };
}
function replayContextResult(plan, it) {
  if (it.context === void 0) return null;
  const label = `the context check at step ${it.step}`;
  if (it.context === null) throw new UnknownVerdict(`${label}: the recorded context reference is unreadable`);
  const recorded = recordedResult(it);
  if (plan.same) {
    if (recorded) return recorded;
    throw new UnknownVerdict(`${label}: the step carried a context but its recorded result is missing`);
  }
  const { proposed: p, recorded: rp } = plan;
  const bytes = it.context.bytes;
  const problems = [];
  if (bytes > p.max_bytes) problems.push(`context is ${bytes} bytes, over max_bytes ${p.max_bytes}`);
  const keep = mustKeep(p, rp, recorded, bytes);
  if (keep === "fail") problems.push("a must-keep item the recorded context lacked is still required");
  if (problems.length > 0)
    return { id: "context", kind: "context", verdict: "FAIL", detail: problems.join("; ") };
  if (keep === "unknown")
    throw new UnknownVerdict(
      `${label}: the proposed must_keep items cannot be checked \u2014 the trace keeps only the context's sha256 and size, not its text`
    );
  return {
    id: "context",
    kind: "context",
    verdict: "PASS",
    detail: `${bytes} <= ${p.max_bytes} bytes; ${p.must_keep.length} must-keep item(s) present`
  };
}
function mustKeep(p, rp, recorded, bytes) {
  if (p.must_keep.length === 0) return "pass";
  if (!rp || !recorded) return "unknown";
  const had = new Set(rp.must_keep.map((m) => canonicalize9(m)));
  const wants = new Set(p.must_keep.map((m) => canonicalize9(m)));
  if (recorded.verdict === "PASS" && [...wants].every((m) => had.has(m))) return "pass";
  const sizeFine = bytes <= rp.max_bytes;
  if (recorded.verdict === "FAIL" && sizeFine && had.size > 0 && [...had].every((m) => wants.has(m)))
    return "fail";
  return "unknown";
}
function recordedResult(it) {
  const list2 = it.gate?.results;
  if (!Array.isArray(list2)) return null;
  const r = list2.find((x) => x?.kind === "context");
  return r && (r.verdict === "PASS" || r.verdict === "FAIL") ? r : null;
}
function isContextPolicy(x) {
  const c = x;
  return typeof c === "object" && c !== null && typeof c.max_bytes === "number" && Array.isArray(c.must_keep) && c.must_keep.every((m) => typeof m === "object" && m !== null && typeof m.id === "string");
}

// src/core/propose/summarize.ts
var MAX_GATES = 64;
var PROGRESSING_SINCE_BEST = 1;
var TERMINAL2 = /* @__PURE__ */ new Set(["DONE", "HALT", "ESCALATE"]);
var UNBOUNDED = Number.MAX_SAFE_INTEGER;
function foldRun(runId) {
  const s = {
    runId,
    head: "",
    scope: { project: "", level: "", profile: "" },
    digest: null,
    commit: null,
    effective: null,
    outcome: null,
    firstStop: null,
    usage: { steps: 0, tokens: 0, cost_usd: 0, wall_clock_sec: 0 },
    cutOff: null,
    stall: null,
    resumes: 0,
    resumedAfterStall: null,
    corrections: 0,
    maxConsecutiveCorrections: 0,
    gates: []
  };
  const detector = new ConvergenceDetector({
    oscillation_repeat: UNBOUNDED,
    thrash_window: UNBOUNDED,
    no_progress_window: UNBOUNDED,
    on_stall: "halt"
  });
  const longest = { oscillation: 0, thrash: 0, no_progress: 0 };
  const gates = /* @__PURE__ */ new Map();
  let startMs = null;
  const cost = new DecimalSum();
  let streak = 0;
  let stoppedAt = null;
  let resumedAfterStop = false;
  const onIteration = (r) => {
    const decision = str2(r.decision);
    const reason = str2(r.reason);
    const snap = r.budget_snapshot ?? null;
    const atMs = Date.parse(str2(r.at));
    const wall = typeof snap?.wall_clock_sec === "number" && Number.isFinite(snap.wall_clock_sec) ? snap.wall_clock_sec : startMs !== null && Number.isFinite(atMs) ? (atMs - startMs) / 1e3 : 0;
    s.usage.wall_clock_sec = Math.max(s.usage.wall_clock_sec, wall);
    if (reason === "human") {
      stepUsage(r);
      noteStop(decision, reason, r.step);
      return;
    }
    const used = stepUsage(r);
    s.usage.steps += 1;
    s.usage.tokens += used.tokens;
    cost.add(used.cost_usd);
    s.usage.cost_usd = cost.toNumber();
    const seen = detector.observe(str2(r.action_hash), num(r.progress));
    longest.oscillation = Math.max(longest.oscillation, seen.repeat);
    longest.thrash = Math.max(longest.thrash, seen.alternation);
    longest.no_progress = Math.max(longest.no_progress, seen.since_best);
    if (decision === "CORRECT") {
      s.corrections += 1;
      streak += 1;
      s.maxConsecutiveCorrections = Math.max(s.maxConsecutiveCorrections, streak);
    } else streak = 0;
    tallyGates(gates, r.gate);
    if (!s.firstStop && TERMINAL2.has(decision)) {
      const limit = reason.startsWith("budget.") ? reason.slice(7) : null;
      if (limit && BUDGET_FIELDS.includes(limit))
        s.cutOff = {
          limit,
          progressing: seen.since_best <= PROGRESSING_SINCE_BEST,
          sinceBest: seen.since_best
        };
      if (STALL_RULES.includes(reason)) {
        s.stall = reason;
        if (decision === "ESCALATE") stoppedAt = { rule: reason };
      }
    }
    noteStop(decision, reason, r.step);
  };
  const noteStop = (decision, reason, step) => {
    if (!s.firstStop && TERMINAL2.has(decision)) s.firstStop = ending(decision, reason, step);
  };
  return {
    push(r) {
      switch (r.type) {
        case "run_start": {
          s.scope = { project: str2(r.project), level: str2(r.level), profile: str2(r.profile) };
          const policy = r.policy ?? {};
          s.digest = typeof policy.digest === "string" ? policy.digest : null;
          s.commit = typeof policy.commit === "string" ? policy.commit : null;
          s.effective = recordedEffective(r);
          const at = Date.parse(str2(r.at));
          startMs = Number.isFinite(at) ? at : null;
          return;
        }
        case "iteration":
          onIteration(r);
          return;
        case "run_end": {
          s.outcome = ending(str2(r.decision), str2(r.reason), r.step);
          noteStop(s.outcome.decision, s.outcome.reason, r.step);
          return;
        }
        case "run_continue":
          s.resumes += 1;
          if (stoppedAt) resumedAfterStop = true;
          return;
        default:
          return;
      }
    },
    end(head) {
      s.head = head;
      if (stoppedAt && resumedAfterStop) {
        const rule = stoppedAt.rule;
        s.resumedAfterStall = {
          rule,
          finished: s.outcome?.decision === "DONE",
          neededWindow: longest[rule] + 1
        };
      }
      s.gates = [...gates.values()].sort((a, b) => a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
      return s;
    }
  };
}
function tallyGates(gates, gate) {
  const results = gate?.results;
  if (!Array.isArray(results)) return;
  for (const g of results) {
    const id = str2(g?.id);
    const verdict = str2(g?.verdict);
    if (!id) continue;
    let t = gates.get(id);
    if (!t) {
      if (gates.size >= MAX_GATES) continue;
      t = { id, evaluated: 0, failed: 0, denied: 0 };
      gates.set(id, t);
    }
    t.evaluated += 1;
    if (verdict === "FAIL") t.failed += 1;
    else if (verdict === "DENY") t.denied += 1;
  }
}
function ending(decision, reason, step) {
  return { decision, reason, step: typeof step === "number" && Number.isFinite(step) ? step : null };
}
function str2(x) {
  return typeof x === "string" ? x : "";
}
function num(x) {
  return typeof x === "number" && Number.isFinite(x) ? x : 0;
}
var MAX_STEP_TOKENS = 1e12;
var MAX_STEP_COST_USD = 1e9;
function stepUsage(r) {
  const { tokens, cost_usd } = r;
  const where = `record ${String(r.index)} (step ${String(r.step)})`;
  if (typeof tokens !== "number" || !Number.isSafeInteger(tokens) || tokens < 0 || tokens > MAX_STEP_TOKENS)
    throw notWritten(`${where}: tokens ${shown(tokens)}`, `a whole number from 0 to ${MAX_STEP_TOKENS}`);
  if (typeof cost_usd !== "number" || !Number.isFinite(cost_usd) || cost_usd < 0 || cost_usd > MAX_STEP_COST_USD)
    throw notWritten(`${where}: cost_usd ${shown(cost_usd)}`, `an amount from 0 to ${MAX_STEP_COST_USD}`);
  return { tokens, cost_usd };
}
function recordedEffective(r) {
  if (r.effective === null || r.effective === void 0) return null;
  if (isEffective(r.effective)) return r.effective;
  throw notWritten(
    "its run_start: the effective policy",
    "a policy with a budget, convergence rules and gates"
  );
}
function isEffective(x) {
  const e = x;
  return isObject(e) && isObject(e.budget) && isObject(e.convergence) && Array.isArray(e.gates) && e.gates.every(isGate) && Array.isArray(e.success_criteria) && e.success_criteria.every(isGate);
}
function isGate(g) {
  const x = g;
  return isObject(x) && typeof x.id === "string" && typeof x.kind === "string";
}
function isObject(x) {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}
function notWritten(what, expected) {
  return new LoopgovError("ERR_TRACE", `${what} is not what the runtime writes (${expected})`);
}
function shown(v) {
  return v === void 0 ? "missing" : typeof v === "number" ? String(v) : JSON.stringify(v).slice(0, 40);
}

// src/core/propose/vocabulary.ts
var KNOWN3 = /* @__PURE__ */ new Set([...DECISIONS, ...REASONS]);
function recognised(value) {
  return KNOWN3.has(value) ? value : `(unrecognised, sha256 ${sha256Hex(value).slice(0, 12)})`;
}

// src/core/propose/replay.ts
var EXTERNAL_ENDS = /* @__PURE__ */ new Set([
  "incomplete",
  "invalid_event",
  "fail_closed",
  "signal",
  "abandoned",
  "run_closed"
]);
var TERMINAL3 = /* @__PURE__ */ new Set(["DONE", "HALT", "ESCALATE"]);
function replayRun(runId, policyFor2, artifacts) {
  return new Replayer(runId, policyFor2, artifacts);
}
var Replayer = class {
  constructor(runId, policyFor2, artifacts) {
    this.runId = runId;
    this.policyFor = policyFor2;
    this.artifacts = artifacts;
  }
  runId;
  policyFor;
  artifacts;
  scope = { project: "", level: "", profile: "" };
  digest = null;
  /** The proposed policy, its limits raised by the answers the replay applied (as the runtime raises them). */
  policy = null;
  skip = "no run_start";
  governanceOff = false;
  gates = [];
  criteria = [];
  context;
  budget;
  cost = new DecimalSum();
  convergence;
  startMs = 0;
  corrections = 0;
  lastBudget = null;
  cache = new BytesCache();
  recorded = null;
  recordedUsage = { steps: 0, tokens: 0, cost: new DecimalSum() };
  proposed = null;
  unknown = null;
  lastTerminalIteration = false;
  /** Where the recorded run stopped in its current segment (the question a `run_continue` answered). */
  segmentStop = null;
  answersApplied = 0;
  notes = [];
  async push(r) {
    if (r.type === "run_start") return this.start(r);
    if (r.type === "iteration") return this.iteration(r);
    if (r.type === "run_continue") return this.continued(r);
    if (r.type === "run_end") {
      const ending2 = shownEnding(r);
      if (!this.recorded) this.recorded = this.point(ending2, this.recordedPoint());
      if (!this.lastTerminalIteration && EXTERNAL_ENDS.has(str2(r.reason)) && this.live())
        this.proposed = this.point(ending2, this.replayUsage());
    }
  }
  end(head) {
    const base = {
      run_id: this.runId,
      head,
      scope: this.scope,
      digest: this.digest,
      from_record: this.gates.concat(this.criteria).filter((p) => p.how === "record").map((p) => p.gate.id),
      rerun: this.gates.filter((p) => p.how === "rerun").map((p) => p.gate.id),
      answers_applied: this.answersApplied
    };
    const rec = this.recorded;
    const noted = (note2) => [note2, ...this.notes].join("; ");
    if (this.skip)
      return { ...base, status: "not_replayed", recorded: rec, proposed: null, delta: null, note: this.skip };
    if (this.unknown) {
      const p = this.point(
        { decision: "?", reason: "unknown", step: this.proposed?.step ?? null },
        this.replayUsage()
      );
      return {
        ...base,
        status: "unknown",
        recorded: rec,
        proposed: p,
        delta: null,
        note: noted(this.unknown)
      };
    }
    const prop = this.proposed ?? this.point({ decision: "none", reason: "not halted", step: null }, this.replayUsage());
    const delta = rec ? {
      steps: prop.steps - rec.steps,
      tokens: prop.tokens - rec.tokens,
      cost_usd: Math.round((prop.cost_usd - rec.cost_usd) * 1e6) / 1e6
    } : null;
    const { status, note } = compare(rec, this.proposed, prop);
    return { ...base, status, note: noted(note), recorded: rec, proposed: prop, delta };
  }
  /**
   * The recorded run went on after a person's verified answer. If the replay stopped exactly there too,
   * the same question was asked: apply the answer (its grant) and go on. If it did not stop there, nobody
   * was asked under the proposed policy: no grant. If it stopped elsewhere, it is over.
   */
  continued(r) {
    this.lastTerminalIteration = false;
    const stop2 = this.segmentStop;
    this.segmentStop = null;
    if (this.skip || this.unknown || !stop2) return;
    const grant = r.grant ?? null;
    const answer = `a person's resume at step ${stop2.step} (run_continue record ${String(r.index)}${grant ? `, grant ${JSON.stringify(grant)}` : ""})`;
    if (!this.proposed) {
      this.notes.push(
        `the recorded run went on after ${answer}; the proposed policy did not stop there, so no one was asked and no grant is applied`
      );
      return;
    }
    if (!samePoint(this.proposed, stop2)) return;
    const refused2 = (why2) => {
      this.unknown = `cannot tell from step ${stop2.step}: ${answer} ${why2}: the runtime would have refused it, and what the person would have answered instead is unknown`;
    };
    const policy = this.policy;
    let limits = policy.budget;
    if (grant !== null) {
      const bad = grantProblem(grant);
      const applied = bad ? null : applyGrant(limits, grant, this.policyFor.ceiling ?? null);
      const problems = bad ? [bad] : applied.problems;
      if (problems.length > 0) {
        refused2(`cannot be applied to the proposed limits (${problems.join("; ")})`);
        return;
      }
      limits = applied.limits;
    }
    const b = this.lastBudget;
    const used = { steps: b?.steps ?? 0, tokens: b?.tokens ?? 0, cost: this.cost };
    const next = continuationUnder(policy, limits, {
      runId: this.runId,
      used,
      elapsedSec: b?.wall_clock_sec ?? 0,
      ceiling: this.policyFor.ceiling ?? null,
      governanceOff: this.governanceOff
    });
    if ("refused" in next) {
      refused2(`leaves the run no room under the proposed limits (${next.refused})`);
      return;
    }
    this.policy = next.policy;
    this.budget = new BudgetGovernor(next.policy.budget, 0, used);
    this.answersApplied += 1;
    if (this.recorded && samePoint(this.recorded, stop2)) this.recorded = null;
    this.proposed = null;
  }
  start(r) {
    this.scope = { project: str2(r.project), level: str2(r.level), profile: str2(r.profile) };
    const origin = r.policy ?? {};
    this.digest = typeof origin.digest === "string" ? origin.digest : null;
    const recorded = recordedEffective(r);
    if (!recorded) {
      this.skip = "refused before its first step: nothing to replay";
      return;
    }
    const policy = this.policyFor(this.scope);
    if (!policy) {
      this.skip = "the proposed policy does not govern this scope";
      return;
    }
    this.skip = null;
    this.policy = policy;
    this.gates = planGates(policy.gates, recorded.gates);
    this.criteria = planGates(policy.success_criteria, recorded.success_criteria);
    this.context = planContext(policy.context, recorded.context);
    this.governanceOff = r.governance === "off" && policy.governance === "optional";
    const at = Date.parse(str2(r.at));
    this.startMs = Number.isFinite(at) ? at : 0;
    this.budget = new BudgetGovernor(policy.budget, 0, { steps: 0, tokens: 0, cost: this.cost });
    this.convergence = new ConvergenceDetector(policy.convergence);
    const level = this.scope.level;
    if (levelRank(level) > levelRank(policy.max_delegation_level))
      this.proposed = this.point(
        { decision: "HALT", reason: "level_not_allowed", step: null },
        this.replayUsage()
      );
    else if (r.governance === "off" && policy.governance !== "optional")
      this.proposed = this.point(
        { decision: "HALT", reason: "governance_required", step: null },
        this.replayUsage()
      );
  }
  live() {
    return !this.skip && !this.proposed && !this.unknown;
  }
  async iteration(r) {
    const decision = str2(r.decision);
    const reason = str2(r.reason);
    const step = stepOf(r.step);
    const used = stepUsage(r);
    this.lastTerminalIteration = TERMINAL3.has(decision);
    if (!this.recorded && reason !== "human") {
      this.recordedUsage.steps += 1;
      this.recordedUsage.tokens += used.tokens;
      this.recordedUsage.cost.add(used.cost_usd);
    }
    const shown2 = shownEnding(r);
    if (TERMINAL3.has(decision)) {
      const stop2 = this.point(shown2, this.recordedPoint());
      this.segmentStop = stop2;
      this.recorded ??= stop2;
    }
    if (!this.live()) return;
    if (reason === "human") {
      this.proposed = this.point(shown2, this.replayUsage());
      return;
    }
    const policy = this.policy;
    const it = recordedIteration(r, step);
    let verdict;
    try {
      const snap = r.budget_snapshot ?? {};
      const wall = snap.wall_clock_sec;
      const nowMs = typeof wall === "number" && Number.isFinite(wall) ? wall * 1e3 : Date.parse(str2(r.at)) - this.startMs;
      const budget = this.budget.observe(used.tokens, used.cost_usd, nowMs);
      this.lastBudget = budget;
      if (TERMINAL3.has(decision) && EXTERNAL_ENDS.has(reason)) {
        this.proposed = this.point(shown2, this.replayUsage());
        return;
      }
      const gate = this.gateReport(it);
      const convergence = this.convergence.observe(str2(r.action_hash), num(r.progress));
      verdict = await decideIteration(policy, {
        claimsDone: r.claims_done === true,
        gate,
        budget,
        convergence,
        corrections: this.corrections,
        criteria: async () => replayCriteriaReport(this.criteria, it, this.artifacts, this.cache)
      });
    } catch (e) {
      if (!(e instanceof UnknownVerdict)) throw e;
      this.unknown = `cannot tell from step ${step}: ${e.why}`;
      this.proposed = this.point({ decision: "?", reason: "unknown", step }, this.replayUsage());
      return;
    }
    if (this.governanceOff && verdict.decision !== "DONE" && verdict.decision !== "CONTINUE")
      verdict = { decision: "CONTINUE", reason: "governance_off", correction_hint: null };
    if (verdict.decision === "CORRECT") this.corrections += 1;
    else if (verdict.decision === "CONTINUE") this.corrections = 0;
    if (TERMINAL3.has(verdict.decision))
      this.proposed = this.point(
        { decision: verdict.decision, reason: verdict.reason, step },
        this.replayUsage()
      );
  }
  /** The verify report: the policy's gates, and the step's context check as the evaluator adds it. */
  gateReport(it) {
    const gates = replayGateReport(this.gates, it, this.artifacts, this.cache);
    let context;
    try {
      context = replayContextResult(this.context, it);
    } catch (e) {
      if (e instanceof UnknownVerdict && gates.verdict !== "PASS" && gates.verdict !== "SKIP") return gates;
      throw e;
    }
    if (!context) return gates;
    const results = [...gates.results, context];
    return { verdict: combineVerdicts(results), results };
  }
  replayUsage() {
    const b = this.lastBudget;
    return b ? { steps: b.steps, tokens: b.tokens, cost_usd: b.cost_usd } : { steps: 0, tokens: 0, cost_usd: 0 };
  }
  recordedPoint() {
    const u = this.recordedUsage;
    return { steps: u.steps, tokens: u.tokens, cost_usd: u.cost.toNumber() };
  }
  point(e, u) {
    return { ...e, steps: u.steps, tokens: u.tokens, cost_usd: u.cost_usd };
  }
};
function samePoint(a, b) {
  return a.decision === b.decision && a.reason === b.reason && a.step === b.step;
}
function compare(rec, stop2, prop) {
  const where = (p) => `${p.step === null ? "before its first step" : `at step ${p.step}`} (${p.decision} ${p.reason})`;
  if (!rec) return { status: "not_halted", note: "the recorded run has no end; nothing to compare" };
  if (!stop2) {
    return {
      status: "not_halted",
      note: `would not have stopped ${where(rec)}: the record ends there, so its later steps are unknown (at least ${prop.steps} steps)`
    };
  }
  if (samePoint(stop2, rec)) return { status: "same", note: `ends ${where(rec)}, as recorded` };
  const earlier = stop2.step === null ? rec.step !== null : rec.step !== null && stop2.step < rec.step;
  if (earlier) return { status: "halts_earlier", note: `ends ${where(stop2)} instead of ${where(rec)}` };
  return { status: "ends_differently", note: `ends ${where(stop2)} instead of ${where(rec)}` };
}
function recordedIteration(r, step) {
  const a = r.artifact;
  const c = r.context;
  return {
    step: step ?? 0,
    artifact: a && typeof a.sha256 === "string" ? { sha256: a.sha256, bytes: num(a.bytes) } : null,
    gate: r.gate ?? null,
    criteria: r.criteria ?? null,
    // The runtime writes `context` only on a step that carried one, as `{sha256, bytes}`.
    ...c === void 0 ? {} : {
      context: c && typeof c.sha256 === "string" && Number.isSafeInteger(c.bytes) && c.bytes >= 0 ? { sha256: c.sha256, bytes: c.bytes } : null
    }
  };
}
function shownEnding(r) {
  return { decision: recognised(str2(r.decision)), reason: recognised(str2(r.reason)), step: stepOf(r.step) };
}
function stepOf(x) {
  return typeof x === "number" && Number.isFinite(x) ? x : null;
}

// src/io/propose/traces.ts
var SKIPPED_CAP = 100;
function runKey(r) {
  return `${r.source}\0${r.runId}`;
}
function* listRuns(dirs) {
  for (const [source, dir] of dirs.entries()) {
    let names;
    try {
      names = readdirSync4(dir).sort();
    } catch (e) {
      throw new LoopgovError("ERR_TRACE", `cannot read traces folder ${dir}: ${describeError(e)}`);
    }
    for (const runId of names) {
      if (!isRunId(runId)) continue;
      let refused2;
      try {
        const folder = lstatSync3(join15(dir, runId));
        if (folder.isSymbolicLink()) refused2 = "the run folder is a symbolic link (never followed)";
        else if (!folder.isDirectory()) continue;
        else {
          const trace = lstatSync3(runPaths(dir, runId).trace);
          if (trace.isSymbolicLink()) refused2 = "its trace.jsonl is a symbolic link (never followed)";
          else if (!trace.isFile()) refused2 = "its trace.jsonl is not a regular file";
        }
      } catch {
        continue;
      }
      yield { source, dir, runId, ...refused2 ? { refused: refused2 } : {} };
    }
  }
}
var SkipList = class {
  list = [];
  total = 0;
  add(run2, reason) {
    this.total += 1;
    if (this.list.length < SKIPPED_CAP) this.list.push({ trace: join15(run2.dir, run2.runId), reason });
  }
  merge(o) {
    for (const s of o.list) if (this.list.length < SKIPPED_CAP) this.list.push(s);
    this.total += o.total;
  }
};
async function collectTraceStats(dirs) {
  const stats = new ProposeStats();
  const heads = /* @__PURE__ */ new Map();
  const skipped = new SkipList();
  let runs = 0;
  const copies = new CopyFilter();
  const found = /* @__PURE__ */ new Set();
  for (const run2 of listRuns(dirs)) {
    runs += 1;
    found.add(run2.source);
    if (run2.refused) {
      skipped.add(run2, run2.refused);
      continue;
    }
    const fold = foldRun(run2.runId);
    const chain = await readChain(
      run2,
      (rec) => fold.push(rec),
      (head) => fold.end(head)
    );
    const why2 = chain.ok ? copies.copyOf(run2, chain.start) : chain.reason;
    if (why2 || !chain.ok) {
      skipped.add(run2, why2);
      continue;
    }
    stats.add(chain.value);
    heads.set(runKey(run2), chain.head);
  }
  const notes = dirs.flatMap((d, i) => found.has(i) ? [] : [noRunsIn(d)]);
  return { stats, heads, runs, skipped, notes };
}
function noRunsIn(dir) {
  const base = `no run found in --traces ${dir} (a run is ${join15(dir, "<run-id>", "trace.jsonl")})`;
  try {
    for (const sub of readdirSync4(dir, { withFileTypes: true }).slice(0, 200)) {
      if (!sub.isDirectory()) continue;
      const nested = listRuns([join15(dir, sub.name)]).next().value;
      if (nested)
        return `${base}: its subfolders hold runs one level deeper (${join15(dir, sub.name, nested.runId, "trace.jsonl")}); give each such folder as its own --traces`;
    }
  } catch {
  }
  return base;
}
async function replayTraces(dirs, policies, expected) {
  const accumulators = policies.map(() => new ReplayAccumulator());
  const heads = [];
  const skipped = new SkipList();
  let runs = 0;
  const copies = new CopyFilter();
  for (const run2 of listRuns(dirs)) {
    runs += 1;
    const want = expected?.get(runKey(run2));
    if (expected && !want) continue;
    if (run2.refused) {
      skipped.add(run2, run2.refused);
      continue;
    }
    const artifacts = artifactSource(runPaths(run2.dir, run2.runId).artifacts);
    const replayers = policies.map((p) => replayRun(run2.runId, p, artifacts));
    const chain = await readChain(
      run2,
      async (rec) => {
        for (const r of replayers) await r.push(rec);
      },
      (head) => replayers.map((r) => r.end(head))
    );
    const why2 = chain.ok ? copies.copyOf(run2, chain.start) : chain.reason;
    if (why2 || !chain.ok) {
      skipped.add(run2, why2);
      continue;
    }
    if (want && want !== chain.head) {
      skipped.add(run2, `changed while propose ran (head ${chain.head}, was ${want})`);
      continue;
    }
    heads.push(chain.head);
    for (const [i, r] of chain.value.entries()) accumulators[i].add(r);
  }
  return { accumulators, heads, runs, skipped };
}
var CopyFilter = class {
  seen = /* @__PURE__ */ new Map();
  copyOf(run2, start) {
    const here = join15(run2.dir, run2.runId);
    const first = this.seen.get(start);
    if (first === here) return "read already: its folder is given more than once";
    if (first !== void 0) return `a copy of ${first} (the same run_start record): the run counts once`;
    this.seen.set(start, here);
    return null;
  }
};
async function readChain(run2, onRecord, onEnd) {
  const v = createChainVerifier({ runId: run2.runId });
  let start = "";
  let unusable = null;
  const refuse = (e) => {
    unusable = e ?? "error";
  };
  const use = (rec) => {
    if (unusable !== null) return;
    try {
      const p = onRecord(rec);
      if (p instanceof Promise) return p.catch(refuse);
    } catch (e) {
      refuse(e);
    }
  };
  try {
    const { terminated } = await forEachLine(runPaths(run2.dir, run2.runId).trace, (line) => {
      v.push(line);
      if (typeof line !== "string") return;
      let rec;
      try {
        rec = JSON.parse(line);
      } catch {
        return;
      }
      if (rec && typeof rec === "object" && !Array.isArray(rec)) {
        if (start === "") start = String(rec.hash);
        return use(rec);
      }
    });
    const report = v.end({ terminated });
    if (report.ok) {
      try {
        if (unusable === null) return { ok: true, head: report.head, start, value: onEnd(report.head) };
      } catch (e) {
        refuse(e);
      }
      return { ok: false, reason: `not used: ${firstLine(unusable)}` };
    }
    const f = report.finding;
    return { ok: false, reason: `chain does not verify: ${f.reason} at record ${f.index}: ${f.message}` };
  } catch (e) {
    if (e instanceof LoopgovError) return { ok: false, reason: e.message };
    throw e;
  }
}
function artifactSource(artifactsDir) {
  return {
    read(sha256) {
      if (!HEX64.test(sha256)) return null;
      try {
        return readFileSync6(join15(artifactsDir, sha256));
      } catch {
        return null;
      }
    }
  };
}

// src/io/propose/propose.ts
async function computeProposals(o) {
  const base = await loadGovernedRevision(o.repo, o.base, "--base");
  const bot = proposerBot(base.set);
  if (o.requireBot && !bot?.emails?.[0])
    throw new LoopgovError(
      "ERR_USAGE",
      `no approver with role proposer-bot and an email in the registry at base (${base.commit.slice(0, 12)}): the meta-loop commits as that identity, so the gate can recognise it; nothing was computed, written or pushed`
    );
  const collected = await collectTraceStats(o.traces);
  const baseText = textOf(base.entries, POLICY_FILE);
  const notes = [...collected.notes];
  let findings = [];
  let drafts = [];
  if (o.rollbackTo) {
    const draft = await rollbackDraft(o.repo, o.rollbackTo, base);
    if (draft) drafts = [draft];
    else
      notes.push(
        `--rollback-to ${o.rollbackTo}: its governed files are those of base (${base.commit.slice(0, 12)}), byte for byte: nothing to roll back`
      );
  } else {
    const plan = planProposals(collected.stats, base.set, o.minRuns);
    findings = plan.findings;
    notes.push(...plan.notes);
    drafts = plan.areas.map((a) => {
      const text = editPolicyYaml(baseText, a.edits, noteFor(a.area, a.edits));
      return draftOf(base, a.area, a.findings, a.edits, [{ path: POLICY_FILE, content: text }]);
    });
  }
  const replayed = await replayTraces(
    o.traces,
    drafts.map((d) => policyFor(d.head)),
    collected.heads
  );
  const headsHash = hashHeads(replayed.heads);
  const areas = drafts.map((d, i) => {
    const replay = replayed.accumulators[i].report(d.digest, headsHash);
    const proposal = buildProposal({
      area: d.area,
      proposedBy: bot?.id ?? "meta-loop",
      base: { commit: base.commit, digest: base.digest },
      ceiling: base.set.ceiling,
      proposedDigest: d.digest,
      report: d.report,
      findings: d.findings,
      edits: d.edits,
      ...d.rollbackTo ? { rollbackTo: d.rollbackTo } : {},
      replay
    });
    const file = { path: `proposals/${proposal.id}.yaml`, content: proposalYaml(proposal) };
    return { proposal, replay, files: [...d.files, file], pr: renderPullRequest(proposal, replay) };
  });
  collected.skipped.merge(replayed.skipped);
  const result = {
    base: { commit: base.commit, digest: base.digest },
    traces: {
      runs: collected.runs,
      verified: collected.heads.size,
      skipped: collected.skipped.list,
      skipped_total: collected.skipped.total,
      heads_hash: headsHash
    },
    groups: collected.stats.list().map(reportGroup),
    findings,
    notes,
    proposals: areas.map((a) => ({
      proposal: a.proposal,
      replay: a.replay,
      title: a.pr.title,
      file: a.files.at(-1).path
    }))
  };
  const withEdits = drafts.filter((d) => d.edits.length > 0);
  const combinedPolicy = withEdits.length > 0 ? {
    path: POLICY_FILE,
    content: withEdits.reduce(
      (text, d) => editPolicyYaml(text, d.edits, noteFor(d.area, d.edits)),
      baseText
    )
  } : null;
  return { result, areas, bot, combinedPolicy, base };
}
function noteFor(area, edits) {
  return `loopgov propose (${area}): ${[...new Set(edits.map((e) => e.rule))].join(", ")}`;
}
function draftOf(base, area, findings, edits, files) {
  const entries = replaceEntries(base.entries, files);
  const head = parsePolicySet(entries.map((e) => ({ path: e.path, content: e.content })));
  assertWithinCeiling2(head.policy, base.set.ceiling);
  return {
    area,
    findings,
    edits,
    files,
    head,
    report: classifyChange(base.set, head),
    digest: computeDigest(entries)
  };
}
async function rollbackDraft(repo2, rev, base) {
  const target = await loadGovernedRevision(repo2, rev, "--rollback-to");
  const files = target.entries.map((e) => ({
    path: e.path,
    content: Buffer.from(e.content).toString("utf8")
  }));
  for (const e of base.entries)
    if (!target.entries.some((t) => t.path === e.path)) files.push({ path: e.path, content: null });
  const before = (path2) => {
    const e = base.entries.find((x) => x.path === path2);
    return e?.content ? Buffer.from(e.content).toString("utf8") : null;
  };
  const changed = files.filter((f) => f.content !== before(f.path));
  if (changed.length === 0) return null;
  return { ...draftOf(base, "rollback", [], [], changed), rollbackTo: target.commit };
}
function replaceEntries(entries, files) {
  const out = new Map(entries.map((e) => [e.path, e]));
  for (const f of files) {
    if (f.content === null) out.delete(f.path);
    else
      out.set(f.path, {
        mode: out.get(f.path)?.mode ?? "100644",
        type: "blob",
        path: f.path,
        content: Buffer.from(f.content, "utf8")
      });
  }
  return [...out.values()];
}
function policyFor(head) {
  const resolve11 = (scope) => (
    // A recorded scope no run could have had (`l0`, `De Mo`): resolving it would throw ERR_USAGE.
    scopeProblem(scope) === null ? resolveEffectivePolicy(head.policy, scope) : null
  );
  return Object.assign(resolve11, { ceiling: head.ceiling?.budget ?? null });
}
function proposerBot(set) {
  const bots = (set.approvers?.approvers ?? []).filter((a) => a.roles.includes("proposer-bot"));
  return bots.sort((a, b) => a.id < b.id ? -1 : 1)[0] ?? null;
}
function textOf(entries, path2) {
  const e = entries.find((x) => x.path === path2);
  if (!e?.content)
    throw new LoopgovError("ERR_POLICY_MISSING", `${path2} is missing at base: nothing to propose against`);
  return Buffer.from(e.content).toString("utf8");
}
function proposalYaml(p) {
  const path2 = `proposals/${p.id}.yaml`;
  const text = `# Written by loopgov propose: a proposal is evidence for reviewers, not governed policy.
${stringify(p, { lineWidth: 0, aliasDuplicateObjects: false })}`;
  const parsed = parseSafeYaml(text, path2);
  const problems = validateAgainstSchema("Proposal", parsed.data, path2, parsed);
  if (problems.length > 0)
    throw new LoopgovError(
      "ERR_POLICY_SCHEMA",
      `the proposal does not match schemas/proposal.schema.json`,
      problems
    );
  return text;
}

// src/io/propose/impact.ts
async function computeGateImpact(traces, head) {
  const unread = traces.flatMap((folder) => {
    const why2 = whyNotAFolder(folder);
    return why2 ? [{ folder, why: why2 }] : [];
  });
  const readable = traces.filter((t) => !unread.some((u) => u.folder === t));
  const also = unread.length ? { unread } : {};
  if (!head.ok)
    return { replay: null, skipped: 0, error: "the head revision is invalid: nothing to replay", ...also };
  if (readable.length === 0)
    return { replay: null, skipped: 0, error: "no traces folder could be read", ...also };
  try {
    const r = await replayTraces(readable, [policyFor(head.set)]);
    return {
      replay: r.accumulators[0].report(head.digest, hashHeads(r.heads)),
      skipped: r.skipped.total,
      ...also
    };
  } catch (e) {
    return { replay: null, skipped: 0, error: firstLine(e), ...also };
  }
}

// src/core/printable.ts
var UNPRINTABLE_IN_LINE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
var asEscape = (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`;
function printableLine(text) {
  return text.replace(UNPRINTABLE_IN_LINE, asEscape);
}

// src/core/propose/report.ts
var TEXT_ROWS = 25;
function formatProposeText(r) {
  const out = [];
  const t = r.traces;
  out.push(`base ${r.base.commit} digest ${r.base.digest}`);
  out.push(
    `traces: ${t.runs} runs read, ${t.verified} verified, ${t.skipped_total} skipped; heads ${t.heads_hash}`
  );
  for (const s of t.skipped) out.push(`  skipped ${s.trace}: ${s.reason}`);
  if (t.skipped_total > t.skipped.length) out.push(`  \u2026 and ${t.skipped_total - t.skipped.length} more`);
  out.push("", "groups (project/level/profile digest): runs, steps p50/p95/max of limit, outcomes");
  for (const g of r.groups) {
    const u = g.usage.max_steps;
    const outcomes = Object.entries(g.outcomes).map(([k, n]) => `${k} \xD7${n}`).join(", ");
    out.push(
      `  ${g.scope.project}/${g.scope.level}/${g.scope.profile} ${(g.digest ?? "-").slice(0, 12)}: ${g.runs} runs${g.resumed > 0 ? ` (${g.resumed} resumed by a person)` : ""}, steps ${show2(u.p50)}/${show2(u.p95)}/${show2(u.max)} of ${show2(u.limit)}; ${outcomes}`
    );
  }
  out.push("", `findings: ${r.findings.length === 0 ? "none" : ""}`);
  for (const f of r.findings) {
    const edit = f.edit ? ` \u2192 propose ${f.field} ${f.edit.from}\u2192${f.edit.to}` : " (flag only)";
    out.push(`  [${f.rule}] ${f.project}/${f.level} ${f.field}: ${f.message}${edit}`);
    if (f.clamped) out.push(`      clamped: ${f.clamped}`);
    if (f.evidence.runs.length)
      out.push(
        `      evidence: ${f.evidence.runs.slice(0, 10).join(", ")}${f.evidence.runs_total > 10 ? ` (+${f.evidence.runs_total - 10})` : ""}`
      );
  }
  for (const n of r.notes) out.push(`  note: ${n}`);
  if (r.proposals.length === 0) out.push("", "no proposal: nothing to change");
  for (const { proposal: p, replay, title, file } of r.proposals) {
    out.push("", `proposal ${p.id} (${file}) class ${p.class}`, `  ${title}`);
    for (const c of p.changes)
      out.push(
        `  ${c.direction.padEnd(7)} ${c.field} ${c.scope.project ?? "*"}/${c.scope.level ?? "*"}: ${show2(c.from)} \u2192 ${show2(c.to)} (ceiling ${show2(c.ceiling)}, ${c.rule})`
      );
    out.push(...replayLines(replay, TEXT_ROWS).map((l) => `  ${l}`));
  }
  return `${out.map(printableLine).join("\n")}
`;
}
function replayLines(replay, rows) {
  const t = replay.totals;
  const s = t.by_status;
  const out = [
    `replay: changes ${t.changed} of ${t.runs} replayed runs (key ${replay.key.proposed_digest.slice(0, 12)}/${replay.key.heads_hash.slice(0, 12)})`,
    `  same ${s.same}, halts earlier ${s.halts_earlier}, ends differently ${s.ends_differently}, not halted ${s.not_halted} (later steps unknown), unknown ${s.unknown}, not replayed ${s.not_replayed}`
  ];
  if (replay.from_record.length)
    out.push(
      `  verdicts taken from the record (commands are never re-run): ${replay.from_record.join(", ")}`
    );
  if (replay.rerun.length)
    out.push(`  pure gates re-run on the stored artifacts: ${replay.rerun.join(", ")}`);
  if (replay.changed.length && rows > 0) {
    out.push("  run | status | recorded | proposed | \u0394 steps/tokens/cost | note");
    for (const r of replay.changed.slice(0, rows)) out.push(`  ${row(r)}`);
    if (t.changed > Math.min(rows, replay.changed.length))
      out.push(`  \u2026 ${t.changed - Math.min(rows, replay.changed.length)} more changed runs`);
  }
  const lower = deltaMark(t);
  out.push(
    `  total \u0394 steps ${lower}${t.delta.steps}, tokens ${lower}${t.delta.tokens}, cost ${lower}${t.delta.cost_usd}`
  );
  return out.map(printableLine);
}
function row(r) {
  const d = r.delta ? `${deltaMark(r)}${r.delta.steps}/${r.delta.tokens}/${r.delta.cost_usd}` : "?";
  const from = r.from_record.length ? ` [from the record: ${r.from_record.join(", ")}]` : "";
  return `${r.run_id} | ${r.status} | ${pointText(r.recorded)} | ${pointText(r.proposed)} | ${d} | ${r.note}${from}`;
}
export {
  ALLOWED_ALGS,
  APPROVAL_ISS,
  APPROVAL_TYP,
  BudgetGovernor,
  CHAIN_SLOT,
  CHANGE_CLASSES,
  CHECKPOINT_TYP,
  CLOCK_TOLERANCE_SEC,
  ConvergenceDetector,
  DECISIONS,
  DEFAULT_APPROVAL_RULES,
  DEFAULT_CHECKPOINT_EVERY,
  DEFAULT_PROTECTED_REF,
  DEFAULT_REACHABILITY_TTL_SEC,
  DEFAULT_RESUME_TTL_SEC,
  EMPTY_ROOT,
  FileTraceStore,
  GENESIS_PREV,
  GRANT_FIELDS,
  LEVELS,
  LoopgovError,
  MAX_ARTIFACT_BYTES,
  MAX_RESUME_LIFETIME_SEC,
  MAX_TOKEN_LIFETIME_SEC,
  MOVE_ATTEMPTS,
  MerkleFrontier,
  PROFILES,
  PR_BODY_LIMIT,
  REASONS,
  RECORD_TYPES,
  REGEX_FLAGS,
  RESUME_TYP,
  RULES,
  ReplayAccumulator,
  STRICTEST,
  TERMINAL,
  WITNESS_REF,
  actionHashOf,
  anchorCheckpoints,
  appendResume,
  applyGrant,
  approvalRuleFor,
  buildKeyIndex,
  buildMerkleIndex,
  canonicalJson,
  checkCeiling,
  checkLine,
  checkPolicyAgainstCeiling,
  checkProof,
  checkWitnessEntry,
  checkWitnessedRun,
  checkpointName,
  classifyChange,
  collectTraceStats,
  combineVerdicts,
  compilePolicyRegex,
  computeDigest,
  computeGateImpact,
  computeProposals,
  continueRun,
  createChainVerifier,
  createRunHistoryReader,
  createSegmentTracker,
  decideIteration,
  defaultCacheDir,
  digestAt,
  escalationBody,
  evaluateContext,
  evaluateGates,
  evaluateMergeGate,
  evaluatePureGate,
  explainEffectivePolicy,
  explainError,
  forEachLine,
  formatMergeGateJson,
  formatMergeGateMarkdown,
  formatMergeGateText,
  formatProblem,
  formatProposeText,
  gatherMergeGateInput,
  grantProblem,
  grantable,
  haltEscalatedRun,
  hashHeads,
  hashRecord,
  headOf,
  inclusionPath,
  inspectEscalatedRun,
  isValidDecision,
  judgeCommand,
  leafHash,
  linkRecord,
  listCheckpointFiles,
  listEscalatedRuns,
  listScopes,
  loadCheckpointKey,
  loadGovernedRevision,
  loadPinnedPolicy,
  loadPolicyDir,
  loadTrustKeys,
  meetsRole,
  nodeHash,
  openMerkleIndex,
  openRun,
  openTraceStore,
  parseGrant,
  parsePolicySet,
  parsePrMetadata,
  parseRunOptions,
  parseSafeYaml,
  parseStepEvent,
  parseStepLine,
  parseTtl,
  peekResumeClaims,
  planAnchorRun,
  planProposals,
  policyRegexProblem,
  prepareContinuation,
  proveRecord,
  readEscalatedRun,
  readOpenEscalation,
  readRunStart,
  readTraceRecords,
  readWitnessCheckpoints,
  renderPullRequest,
  replayRun,
  replayTraces,
  requiredApprovalRules,
  resolveEffectivePolicy,
  runCommand,
  runGates,
  runPaths,
  scanInbox,
  sha256Hex,
  showEscalatedRun,
  signAndAppendResume,
  signApprovalToken,
  signCheckpoint,
  signCheckpointWith,
  signResume,
  signResumeToken,
  spawnCommandRunner,
  startRun,
  subtreeRoot,
  systemClock,
  tallyRules,
  unsaidProblems,
  verifyApprovalToken,
  verifyCheckpoint,
  verifyInclusion,
  verifyPinnedApproval,
  verifyResumeToken,
  verifyTraceFile,
  withCheckpoints
};
