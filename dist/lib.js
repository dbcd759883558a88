import { createRequire as __loopgovCreateRequire } from 'node:module';
const require = __loopgovCreateRequire(import.meta.url);
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __require = /* @__PURE__ */ ((x3) => typeof require !== "undefined" ? require : typeof Proxy !== "undefined" ? new Proxy(x3, {
  get: (a, b3) => (typeof require !== "undefined" ? require : a)[b3]
}) : x3)(function(x3) {
  if (typeof require !== "undefined") return require.apply(this, arguments);
  throw Error('Dynamic require of "' + x3 + '" is not supported');
});
var __commonJS = (cb, mod) => function __require2() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to2, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to2, key) && key !== except)
        __defProp(to2, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to2;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));

// node_modules/ajv/dist/runtime/ucs2length.js
var require_ucs2length = __commonJS({
  "node_modules/ajv/dist/runtime/ucs2length.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    function ucs2length(str2) {
      const len = str2.length;
      let length = 0;
      let pos = 0;
      let value2;
      while (pos < len) {
        length++;
        value2 = str2.charCodeAt(pos++);
        if (value2 >= 55296 && value2 <= 56319 && pos < len) {
          value2 = str2.charCodeAt(pos);
          if ((value2 & 64512) === 56320)
            pos++;
        }
      }
      return length;
    }
    exports.default = ucs2length;
    ucs2length.code = 'require("ajv/dist/runtime/ucs2length").default';
  }
});

// node_modules/fast-deep-equal/index.js
var require_fast_deep_equal = __commonJS({
  "node_modules/fast-deep-equal/index.js"(exports, module) {
    "use strict";
    module.exports = function equal(a, b3) {
      if (a === b3) return true;
      if (a && b3 && typeof a == "object" && typeof b3 == "object") {
        if (a.constructor !== b3.constructor) return false;
        var length, i, keys;
        if (Array.isArray(a)) {
          length = a.length;
          if (length != b3.length) return false;
          for (i = length; i-- !== 0; )
            if (!equal(a[i], b3[i])) return false;
          return true;
        }
        if (a.constructor === RegExp) return a.source === b3.source && a.flags === b3.flags;
        if (a.valueOf !== Object.prototype.valueOf) return a.valueOf() === b3.valueOf();
        if (a.toString !== Object.prototype.toString) return a.toString() === b3.toString();
        keys = Object.keys(a);
        length = keys.length;
        if (length !== Object.keys(b3).length) return false;
        for (i = length; i-- !== 0; )
          if (!Object.prototype.hasOwnProperty.call(b3, keys[i])) return false;
        for (i = length; i-- !== 0; ) {
          var key = keys[i];
          if (!equal(a[key], b3[key])) return false;
        }
        return true;
      }
      return a !== a && b3 !== b3;
    };
  }
});

// node_modules/ajv/dist/runtime/equal.js
var require_equal = __commonJS({
  "node_modules/ajv/dist/runtime/equal.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var equal = require_fast_deep_equal();
    equal.code = 'require("ajv/dist/runtime/equal").default';
    exports.default = equal;
  }
});

// node_modules/yaml/dist/nodes/identity.js
var require_identity = __commonJS({
  "node_modules/yaml/dist/nodes/identity.js"(exports) {
    "use strict";
    var ALIAS = /* @__PURE__ */ Symbol.for("yaml.alias");
    var DOC = /* @__PURE__ */ Symbol.for("yaml.document");
    var MAP = /* @__PURE__ */ Symbol.for("yaml.map");
    var PAIR = /* @__PURE__ */ Symbol.for("yaml.pair");
    var SCALAR = /* @__PURE__ */ Symbol.for("yaml.scalar");
    var SEQ = /* @__PURE__ */ Symbol.for("yaml.seq");
    var NODE_TYPE = /* @__PURE__ */ Symbol.for("yaml.node.type");
    var isAlias2 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === ALIAS;
    var isDocument = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === DOC;
    var isMap2 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === MAP;
    var isPair2 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === PAIR;
    var isScalar2 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === SCALAR;
    var isSeq2 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === SEQ;
    function isCollection(node) {
      if (node && typeof node === "object")
        switch (node[NODE_TYPE]) {
          case MAP:
          case SEQ:
            return true;
        }
      return false;
    }
    function isNode2(node) {
      if (node && typeof node === "object")
        switch (node[NODE_TYPE]) {
          case ALIAS:
          case MAP:
          case SCALAR:
          case SEQ:
            return true;
        }
      return false;
    }
    var hasAnchor = (node) => (isScalar2(node) || isCollection(node)) && !!node.anchor;
    exports.ALIAS = ALIAS;
    exports.DOC = DOC;
    exports.MAP = MAP;
    exports.NODE_TYPE = NODE_TYPE;
    exports.PAIR = PAIR;
    exports.SCALAR = SCALAR;
    exports.SEQ = SEQ;
    exports.hasAnchor = hasAnchor;
    exports.isAlias = isAlias2;
    exports.isCollection = isCollection;
    exports.isDocument = isDocument;
    exports.isMap = isMap2;
    exports.isNode = isNode2;
    exports.isPair = isPair2;
    exports.isScalar = isScalar2;
    exports.isSeq = isSeq2;
  }
});

// node_modules/yaml/dist/visit.js
var require_visit = __commonJS({
  "node_modules/yaml/dist/visit.js"(exports) {
    "use strict";
    var identity = require_identity();
    var BREAK = /* @__PURE__ */ Symbol("break visit");
    var SKIP = /* @__PURE__ */ Symbol("skip children");
    var REMOVE = /* @__PURE__ */ Symbol("remove node");
    function visit(node, visitor) {
      const visitor_ = initVisitor(visitor);
      if (identity.isDocument(node)) {
        const cd = visit_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
          node.contents = null;
      } else
        visit_(null, node, visitor_, Object.freeze([]));
    }
    visit.BREAK = BREAK;
    visit.SKIP = SKIP;
    visit.REMOVE = REMOVE;
    function visit_(key, node, visitor, path) {
      const ctrl = callVisitor(key, node, visitor, path);
      if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path, ctrl);
        return visit_(key, ctrl, visitor, path);
      }
      if (typeof ctrl !== "symbol") {
        if (identity.isCollection(node)) {
          path = Object.freeze(path.concat(node));
          for (let i = 0; i < node.items.length; ++i) {
            const ci = visit_(i, node.items[i], visitor, path);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              node.items.splice(i, 1);
              i -= 1;
            }
          }
        } else if (identity.isPair(node)) {
          path = Object.freeze(path.concat(node));
          const ck = visit_("key", node.key, visitor, path);
          if (ck === BREAK)
            return BREAK;
          else if (ck === REMOVE)
            node.key = null;
          const cv = visit_("value", node.value, visitor, path);
          if (cv === BREAK)
            return BREAK;
          else if (cv === REMOVE)
            node.value = null;
        }
      }
      return ctrl;
    }
    async function visitAsync(node, visitor) {
      const visitor_ = initVisitor(visitor);
      if (identity.isDocument(node)) {
        const cd = await visitAsync_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
          node.contents = null;
      } else
        await visitAsync_(null, node, visitor_, Object.freeze([]));
    }
    visitAsync.BREAK = BREAK;
    visitAsync.SKIP = SKIP;
    visitAsync.REMOVE = REMOVE;
    async function visitAsync_(key, node, visitor, path) {
      const ctrl = await callVisitor(key, node, visitor, path);
      if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path, ctrl);
        return visitAsync_(key, ctrl, visitor, path);
      }
      if (typeof ctrl !== "symbol") {
        if (identity.isCollection(node)) {
          path = Object.freeze(path.concat(node));
          for (let i = 0; i < node.items.length; ++i) {
            const ci = await visitAsync_(i, node.items[i], visitor, path);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              node.items.splice(i, 1);
              i -= 1;
            }
          }
        } else if (identity.isPair(node)) {
          path = Object.freeze(path.concat(node));
          const ck = await visitAsync_("key", node.key, visitor, path);
          if (ck === BREAK)
            return BREAK;
          else if (ck === REMOVE)
            node.key = null;
          const cv = await visitAsync_("value", node.value, visitor, path);
          if (cv === BREAK)
            return BREAK;
          else if (cv === REMOVE)
            node.value = null;
        }
      }
      return ctrl;
    }
    function initVisitor(visitor) {
      if (typeof visitor === "object" && (visitor.Collection || visitor.Node || visitor.Value)) {
        return Object.assign({
          Alias: visitor.Node,
          Map: visitor.Node,
          Scalar: visitor.Node,
          Seq: visitor.Node
        }, visitor.Value && {
          Map: visitor.Value,
          Scalar: visitor.Value,
          Seq: visitor.Value
        }, visitor.Collection && {
          Map: visitor.Collection,
          Seq: visitor.Collection
        }, visitor);
      }
      return visitor;
    }
    function callVisitor(key, node, visitor, path) {
      if (typeof visitor === "function")
        return visitor(key, node, path);
      if (identity.isMap(node))
        return visitor.Map?.(key, node, path);
      if (identity.isSeq(node))
        return visitor.Seq?.(key, node, path);
      if (identity.isPair(node))
        return visitor.Pair?.(key, node, path);
      if (identity.isScalar(node))
        return visitor.Scalar?.(key, node, path);
      if (identity.isAlias(node))
        return visitor.Alias?.(key, node, path);
      return void 0;
    }
    function replaceNode(key, path, node) {
      const parent = path[path.length - 1];
      if (identity.isCollection(parent)) {
        parent.items[key] = node;
      } else if (identity.isPair(parent)) {
        if (key === "key")
          parent.key = node;
        else
          parent.value = node;
      } else if (identity.isDocument(parent)) {
        parent.contents = node;
      } else {
        const pt2 = identity.isAlias(parent) ? "alias" : "scalar";
        throw new Error(`Cannot replace node with ${pt2} parent`);
      }
    }
    exports.visit = visit;
    exports.visitAsync = visitAsync;
  }
});

// node_modules/yaml/dist/doc/directives.js
var require_directives = __commonJS({
  "node_modules/yaml/dist/doc/directives.js"(exports) {
    "use strict";
    var identity = require_identity();
    var visit = require_visit();
    var escapeChars = {
      "!": "%21",
      ",": "%2C",
      "[": "%5B",
      "]": "%5D",
      "{": "%7B",
      "}": "%7D"
    };
    var escapeTagName = (tn2) => tn2.replace(/[!,[\]{}]/g, (ch) => escapeChars[ch]);
    var Directives = class _Directives {
      constructor(yaml, tags) {
        this.docStart = null;
        this.docEnd = false;
        this.yaml = Object.assign({}, _Directives.defaultYaml, yaml);
        this.tags = Object.assign({}, _Directives.defaultTags, tags);
      }
      clone() {
        const copy = new _Directives(this.yaml, this.tags);
        copy.docStart = this.docStart;
        return copy;
      }
      /**
       * During parsing, get a Directives instance for the current document and
       * update the stream state according to the current version's spec.
       */
      atDocument() {
        const res = new _Directives(this.yaml, this.tags);
        switch (this.yaml.version) {
          case "1.1":
            this.atNextDocument = true;
            break;
          case "1.2":
            this.atNextDocument = false;
            this.yaml = {
              explicit: _Directives.defaultYaml.explicit,
              version: "1.2"
            };
            this.tags = Object.assign({}, _Directives.defaultTags);
            break;
        }
        return res;
      }
      /**
       * @param onError - May be called even if the action was successful
       * @returns `true` on success
       */
      add(line, onError) {
        if (this.atNextDocument) {
          this.yaml = { explicit: _Directives.defaultYaml.explicit, version: "1.1" };
          this.tags = Object.assign({}, _Directives.defaultTags);
          this.atNextDocument = false;
        }
        const parts = line.trim().split(/[ \t]+/);
        const name = parts.shift();
        switch (name) {
          case "%TAG": {
            if (parts.length !== 2) {
              onError(0, "%TAG directive should contain exactly two parts");
              if (parts.length < 2)
                return false;
            }
            const [handle, prefix] = parts;
            this.tags[handle] = prefix;
            return true;
          }
          case "%YAML": {
            this.yaml.explicit = true;
            if (parts.length !== 1) {
              onError(0, "%YAML directive should contain exactly one part");
              return false;
            }
            const [version] = parts;
            if (version === "1.1" || version === "1.2") {
              this.yaml.version = version;
              return true;
            } else {
              const isValid = /^\d+\.\d+$/.test(version);
              onError(6, `Unsupported YAML version ${version}`, isValid);
              return false;
            }
          }
          default:
            onError(0, `Unknown directive ${name}`, true);
            return false;
        }
      }
      /**
       * Resolves a tag, matching handles to those defined in %TAG directives.
       *
       * @returns Resolved tag, which may also be the non-specific tag `'!'` or a
       *   `'!local'` tag, or `null` if unresolvable.
       */
      tagName(source, onError) {
        if (source === "!")
          return "!";
        if (source[0] !== "!") {
          onError(`Not a valid tag: ${source}`);
          return null;
        }
        if (source[1] === "<") {
          const verbatim = source.slice(2, -1);
          if (verbatim === "!" || verbatim === "!!") {
            onError(`Verbatim tags aren't resolved, so ${source} is invalid.`);
            return null;
          }
          if (source[source.length - 1] !== ">")
            onError("Verbatim tags must end with a >");
          return verbatim;
        }
        const [, handle, suffix] = source.match(/^(.*!)([^!]*)$/s);
        if (!suffix)
          onError(`The ${source} tag has no suffix`);
        const prefix = this.tags[handle];
        if (prefix) {
          try {
            return prefix + decodeURIComponent(suffix);
          } catch (error) {
            onError(String(error));
            return null;
          }
        }
        if (handle === "!")
          return source;
        onError(`Could not resolve tag: ${source}`);
        return null;
      }
      /**
       * Given a fully resolved tag, returns its printable string form,
       * taking into account current tag prefixes and defaults.
       */
      tagString(tag2) {
        for (const [handle, prefix] of Object.entries(this.tags)) {
          if (tag2.startsWith(prefix))
            return handle + escapeTagName(tag2.substring(prefix.length));
        }
        return tag2[0] === "!" ? tag2 : `!<${tag2}>`;
      }
      toString(doc) {
        const lines = this.yaml.explicit ? [`%YAML ${this.yaml.version || "1.2"}`] : [];
        const tagEntries = Object.entries(this.tags);
        let tagNames;
        if (doc && tagEntries.length > 0 && identity.isNode(doc.contents)) {
          const tags = {};
          visit.visit(doc.contents, (_key, node) => {
            if (identity.isNode(node) && node.tag)
              tags[node.tag] = true;
          });
          tagNames = Object.keys(tags);
        } else
          tagNames = [];
        for (const [handle, prefix] of tagEntries) {
          if (handle === "!!" && prefix === "tag:yaml.org,2002:")
            continue;
          if (!doc || tagNames.some((tn2) => tn2.startsWith(prefix)))
            lines.push(`%TAG ${handle} ${prefix}`);
        }
        return lines.join("\n");
      }
    };
    Directives.defaultYaml = { explicit: false, version: "1.2" };
    Directives.defaultTags = { "!!": "tag:yaml.org,2002:" };
    exports.Directives = Directives;
  }
});

// node_modules/yaml/dist/doc/anchors.js
var require_anchors = __commonJS({
  "node_modules/yaml/dist/doc/anchors.js"(exports) {
    "use strict";
    var identity = require_identity();
    var visit = require_visit();
    function anchorIsValid(anchor) {
      if (/[\x00-\x19\s,[\]{}]/.test(anchor)) {
        const sa = JSON.stringify(anchor);
        const msg = `Anchor must not contain whitespace or control characters: ${sa}`;
        throw new Error(msg);
      }
      return true;
    }
    function anchorNames(root) {
      const anchors = /* @__PURE__ */ new Set();
      visit.visit(root, {
        Value(_key, node) {
          if (node.anchor)
            anchors.add(node.anchor);
        }
      });
      return anchors;
    }
    function findNewAnchor(prefix, exclude) {
      for (let i = 1; true; ++i) {
        const name = `${prefix}${i}`;
        if (!exclude.has(name))
          return name;
      }
    }
    function createNodeAnchors(doc, prefix) {
      const aliasObjects = [];
      const sourceObjects = /* @__PURE__ */ new Map();
      let prevAnchors = null;
      return {
        onAnchor: (source) => {
          aliasObjects.push(source);
          prevAnchors ?? (prevAnchors = anchorNames(doc));
          const anchor = findNewAnchor(prefix, prevAnchors);
          prevAnchors.add(anchor);
          return anchor;
        },
        /**
         * With circular references, the source node is only resolved after all
         * of its child nodes are. This is why anchors are set only after all of
         * the nodes have been created.
         */
        setAnchors: () => {
          for (const source of aliasObjects) {
            const ref = sourceObjects.get(source);
            if (typeof ref === "object" && ref.anchor && (identity.isScalar(ref.node) || identity.isCollection(ref.node))) {
              ref.node.anchor = ref.anchor;
            } else {
              const error = new Error("Failed to resolve repeated object (this should not happen)");
              error.source = source;
              throw error;
            }
          }
        },
        sourceObjects
      };
    }
    exports.anchorIsValid = anchorIsValid;
    exports.anchorNames = anchorNames;
    exports.createNodeAnchors = createNodeAnchors;
    exports.findNewAnchor = findNewAnchor;
  }
});

// node_modules/yaml/dist/doc/applyReviver.js
var require_applyReviver = __commonJS({
  "node_modules/yaml/dist/doc/applyReviver.js"(exports) {
    "use strict";
    function applyReviver(reviver, obj2, key, val) {
      if (val && typeof val === "object") {
        if (Array.isArray(val)) {
          for (let i = 0, len = val.length; i < len; ++i) {
            const v0 = val[i];
            const v1 = applyReviver(reviver, val, String(i), v0);
            if (v1 === void 0)
              delete val[i];
            else if (v1 !== v0)
              val[i] = v1;
          }
        } else if (val instanceof Map) {
          for (const k2 of Array.from(val.keys())) {
            const v0 = val.get(k2);
            const v1 = applyReviver(reviver, val, k2, v0);
            if (v1 === void 0)
              val.delete(k2);
            else if (v1 !== v0)
              val.set(k2, v1);
          }
        } else if (val instanceof Set) {
          for (const v0 of Array.from(val)) {
            const v1 = applyReviver(reviver, val, v0, v0);
            if (v1 === void 0)
              val.delete(v0);
            else if (v1 !== v0) {
              val.delete(v0);
              val.add(v1);
            }
          }
        } else {
          for (const [k2, v0] of Object.entries(val)) {
            const v1 = applyReviver(reviver, val, k2, v0);
            if (v1 === void 0)
              delete val[k2];
            else if (v1 !== v0)
              val[k2] = v1;
          }
        }
      }
      return reviver.call(obj2, key, val);
    }
    exports.applyReviver = applyReviver;
  }
});

// node_modules/yaml/dist/nodes/toJS.js
var require_toJS = __commonJS({
  "node_modules/yaml/dist/nodes/toJS.js"(exports) {
    "use strict";
    var identity = require_identity();
    function toJS(value2, arg, ctx) {
      if (Array.isArray(value2))
        return value2.map((v2, i) => toJS(v2, String(i), ctx));
      if (value2 && typeof value2.toJSON === "function") {
        if (!ctx || !identity.hasAnchor(value2))
          return value2.toJSON(arg, ctx);
        const data = { aliasCount: 0, count: 1, res: void 0 };
        ctx.anchors.set(value2, data);
        ctx.onCreate = (res2) => {
          data.res = res2;
          delete ctx.onCreate;
        };
        const res = value2.toJSON(arg, ctx);
        if (ctx.onCreate)
          ctx.onCreate(res);
        return res;
      }
      if (typeof value2 === "bigint" && !ctx?.keep)
        return Number(value2);
      return value2;
    }
    exports.toJS = toJS;
  }
});

// node_modules/yaml/dist/nodes/Node.js
var require_Node = __commonJS({
  "node_modules/yaml/dist/nodes/Node.js"(exports) {
    "use strict";
    var applyReviver = require_applyReviver();
    var identity = require_identity();
    var toJS = require_toJS();
    var NodeBase = class {
      constructor(type) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: type });
      }
      /** Create a copy of this node.  */
      clone() {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /** A plain JavaScript representation of this node. */
      toJS(doc, { mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        if (!identity.isDocument(doc))
          throw new TypeError("A document argument is required");
        const ctx = {
          anchors: /* @__PURE__ */ new Map(),
          doc,
          keep: true,
          mapAsMap: mapAsMap === true,
          mapKeyWarned: false,
          maxAliasCount: typeof maxAliasCount === "number" ? maxAliasCount : 100
        };
        const res = toJS.toJS(this, "", ctx);
        if (typeof onAnchor === "function")
          for (const { count, res: res2 } of ctx.anchors.values())
            onAnchor(res2, count);
        return typeof reviver === "function" ? applyReviver.applyReviver(reviver, { "": res }, "", res) : res;
      }
    };
    exports.NodeBase = NodeBase;
  }
});

// node_modules/yaml/dist/nodes/Alias.js
var require_Alias = __commonJS({
  "node_modules/yaml/dist/nodes/Alias.js"(exports) {
    "use strict";
    var anchors = require_anchors();
    var visit = require_visit();
    var identity = require_identity();
    var Node = require_Node();
    var toJS = require_toJS();
    var Alias = class extends Node.NodeBase {
      constructor(source) {
        super(identity.ALIAS);
        this.source = source;
        Object.defineProperty(this, "tag", {
          set() {
            throw new Error("Alias nodes cannot have tags");
          }
        });
      }
      /**
       * Resolve the value of this alias within `doc`, finding the last
       * instance of the `source` anchor before this node.
       */
      resolve(doc, ctx) {
        if (ctx?.maxAliasCount === 0)
          throw new ReferenceError("Alias resolution is disabled");
        let nodes;
        if (ctx?.aliasResolveCache) {
          nodes = ctx.aliasResolveCache;
        } else {
          nodes = [];
          visit.visit(doc, {
            Node: (_key, node) => {
              if (identity.isAlias(node) || identity.hasAnchor(node))
                nodes.push(node);
            }
          });
          if (ctx)
            ctx.aliasResolveCache = nodes;
        }
        let found = void 0;
        for (const node of nodes) {
          if (node === this)
            break;
          if (node.anchor === this.source)
            found = node;
        }
        if (found && ctx) {
          const { anchors: anchors2, doc: doc2, maxAliasCount } = ctx;
          let data = anchors2.get(found);
          if (!data) {
            toJS.toJS(found, null, ctx);
            data = anchors2.get(found);
          }
          if (data?.res === void 0) {
            const msg = "This should not happen: Alias anchor was not resolved?";
            throw new ReferenceError(msg);
          }
          if (maxAliasCount >= 0) {
            data.count += 1;
            if (data.aliasCount === 0)
              data.aliasCount = getAliasCount(doc2, found, anchors2);
            if (data.count * data.aliasCount > maxAliasCount) {
              const msg = "Excessive alias count indicates a resource exhaustion attack";
              throw new ReferenceError(msg);
            }
          }
        }
        return found;
      }
      toJSON(_arg, ctx) {
        if (!ctx)
          return { source: this.source };
        const source = this.resolve(ctx.doc, ctx);
        if (!source) {
          const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
          throw new ReferenceError(msg);
        }
        return ctx.anchors.get(source).res;
      }
      toString(ctx, _onComment, _onChompKeep) {
        const src = `*${this.source}`;
        if (ctx) {
          anchors.anchorIsValid(this.source);
          if (ctx.options.verifyAliasOrder && !ctx.anchors.has(this.source)) {
            const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
            throw new Error(msg);
          }
          if (ctx.implicitKey)
            return `${src} `;
        }
        return src;
      }
    };
    function getAliasCount(doc, node, anchors2) {
      if (identity.isAlias(node)) {
        const source = node.resolve(doc);
        const anchor = anchors2 && source && anchors2.get(source);
        return anchor ? anchor.count * anchor.aliasCount : 0;
      } else if (identity.isCollection(node)) {
        let count = 0;
        for (const item of node.items) {
          const c3 = getAliasCount(doc, item, anchors2);
          if (c3 > count)
            count = c3;
        }
        return count;
      } else if (identity.isPair(node)) {
        const kc = getAliasCount(doc, node.key, anchors2);
        const vc = getAliasCount(doc, node.value, anchors2);
        return Math.max(kc, vc);
      }
      return 1;
    }
    exports.Alias = Alias;
  }
});

// node_modules/yaml/dist/nodes/Scalar.js
var require_Scalar = __commonJS({
  "node_modules/yaml/dist/nodes/Scalar.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Node = require_Node();
    var toJS = require_toJS();
    var isScalarValue = (value2) => !value2 || typeof value2 !== "function" && typeof value2 !== "object";
    var Scalar = class extends Node.NodeBase {
      constructor(value2) {
        super(identity.SCALAR);
        this.value = value2;
      }
      toJSON(arg, ctx) {
        return ctx?.keep ? this.value : toJS.toJS(this.value, arg, ctx);
      }
      toString() {
        return String(this.value);
      }
    };
    Scalar.BLOCK_FOLDED = "BLOCK_FOLDED";
    Scalar.BLOCK_LITERAL = "BLOCK_LITERAL";
    Scalar.PLAIN = "PLAIN";
    Scalar.QUOTE_DOUBLE = "QUOTE_DOUBLE";
    Scalar.QUOTE_SINGLE = "QUOTE_SINGLE";
    exports.Scalar = Scalar;
    exports.isScalarValue = isScalarValue;
  }
});

// node_modules/yaml/dist/doc/createNode.js
var require_createNode = __commonJS({
  "node_modules/yaml/dist/doc/createNode.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var identity = require_identity();
    var Scalar = require_Scalar();
    var defaultTagPrefix = "tag:yaml.org,2002:";
    function findTagObject(value2, tagName, tags) {
      if (tagName) {
        const match = tags.filter((t2) => t2.tag === tagName);
        const tagObj = match.find((t2) => !t2.format) ?? match[0];
        if (!tagObj)
          throw new Error(`Tag ${tagName} not found`);
        return tagObj;
      }
      return tags.find((t2) => t2.identify?.(value2) && !t2.format);
    }
    function createNode(value2, tagName, ctx) {
      if (identity.isDocument(value2))
        value2 = value2.contents;
      if (identity.isNode(value2))
        return value2;
      if (identity.isPair(value2)) {
        const map = ctx.schema[identity.MAP].createNode?.(ctx.schema, null, ctx);
        map.items.push(value2);
        return map;
      }
      if (value2 instanceof String || value2 instanceof Number || value2 instanceof Boolean || typeof BigInt !== "undefined" && value2 instanceof BigInt) {
        value2 = value2.valueOf();
      }
      const { aliasDuplicateObjects, onAnchor, onTagObj, schema, sourceObjects } = ctx;
      let ref = void 0;
      if (aliasDuplicateObjects && value2 && typeof value2 === "object") {
        ref = sourceObjects.get(value2);
        if (ref) {
          ref.anchor ?? (ref.anchor = onAnchor(value2));
          return new Alias.Alias(ref.anchor);
        } else {
          ref = { anchor: null, node: null };
          sourceObjects.set(value2, ref);
        }
      }
      if (tagName?.startsWith("!!"))
        tagName = defaultTagPrefix + tagName.slice(2);
      let tagObj = findTagObject(value2, tagName, schema.tags);
      if (!tagObj) {
        if (value2 && typeof value2.toJSON === "function") {
          value2 = value2.toJSON();
        }
        if (!value2 || typeof value2 !== "object") {
          const node2 = new Scalar.Scalar(value2);
          if (ref)
            ref.node = node2;
          return node2;
        }
        tagObj = value2 instanceof Map ? schema[identity.MAP] : Symbol.iterator in Object(value2) ? schema[identity.SEQ] : schema[identity.MAP];
      }
      if (onTagObj) {
        onTagObj(tagObj);
        delete ctx.onTagObj;
      }
      const node = tagObj?.createNode ? tagObj.createNode(ctx.schema, value2, ctx) : typeof tagObj?.nodeClass?.from === "function" ? tagObj.nodeClass.from(ctx.schema, value2, ctx) : new Scalar.Scalar(value2);
      if (tagName)
        node.tag = tagName;
      else if (!tagObj.default)
        node.tag = tagObj.tag;
      if (ref)
        ref.node = node;
      return node;
    }
    exports.createNode = createNode;
  }
});

// node_modules/yaml/dist/nodes/Collection.js
var require_Collection = __commonJS({
  "node_modules/yaml/dist/nodes/Collection.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var identity = require_identity();
    var Node = require_Node();
    function collectionFromPath(schema, path, value2) {
      let v2 = value2;
      for (let i = path.length - 1; i >= 0; --i) {
        const k2 = path[i];
        if (typeof k2 === "number" && Number.isInteger(k2) && k2 >= 0) {
          const a = [];
          a[k2] = v2;
          v2 = a;
        } else {
          v2 = /* @__PURE__ */ new Map([[k2, v2]]);
        }
      }
      return createNode.createNode(v2, void 0, {
        aliasDuplicateObjects: false,
        keepUndefined: false,
        onAnchor: () => {
          throw new Error("This should not happen, please report a bug.");
        },
        schema,
        sourceObjects: /* @__PURE__ */ new Map()
      });
    }
    var isEmptyPath = (path) => path == null || typeof path === "object" && !!path[Symbol.iterator]().next().done;
    var Collection = class extends Node.NodeBase {
      constructor(type, schema) {
        super(type);
        Object.defineProperty(this, "schema", {
          value: schema,
          configurable: true,
          enumerable: false,
          writable: true
        });
      }
      /**
       * Create a copy of this collection.
       *
       * @param schema - If defined, overwrites the original's schema
       */
      clone(schema) {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (schema)
          copy.schema = schema;
        copy.items = copy.items.map((it2) => identity.isNode(it2) || identity.isPair(it2) ? it2.clone(schema) : it2);
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /**
       * Adds a value to the collection. For `!!map` and `!!omap` the value must
       * be a Pair instance or a `{ key, value }` object, which may not have a key
       * that already exists in the map.
       */
      addIn(path, value2) {
        if (isEmptyPath(path))
          this.add(value2);
        else {
          const [key, ...rest] = path;
          const node = this.get(key, true);
          if (identity.isCollection(node))
            node.addIn(rest, value2);
          else if (node === void 0 && this.schema)
            this.set(key, collectionFromPath(this.schema, rest, value2));
          else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
      }
      /**
       * Removes a value from the collection.
       * @returns `true` if the item was found and removed.
       */
      deleteIn(path) {
        const [key, ...rest] = path;
        if (rest.length === 0)
          return this.delete(key);
        const node = this.get(key, true);
        if (identity.isCollection(node))
          return node.deleteIn(rest);
        else
          throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
      }
      /**
       * Returns item at `key`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      getIn(path, keepScalar) {
        const [key, ...rest] = path;
        const node = this.get(key, true);
        if (rest.length === 0)
          return !keepScalar && identity.isScalar(node) ? node.value : node;
        else
          return identity.isCollection(node) ? node.getIn(rest, keepScalar) : void 0;
      }
      hasAllNullValues(allowScalar) {
        return this.items.every((node) => {
          if (!identity.isPair(node))
            return false;
          const n = node.value;
          return n == null || allowScalar && identity.isScalar(n) && n.value == null && !n.commentBefore && !n.comment && !n.tag;
        });
      }
      /**
       * Checks if the collection includes a value with the key `key`.
       */
      hasIn(path) {
        const [key, ...rest] = path;
        if (rest.length === 0)
          return this.has(key);
        const node = this.get(key, true);
        return identity.isCollection(node) ? node.hasIn(rest) : false;
      }
      /**
       * Sets a value in this collection. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      setIn(path, value2) {
        const [key, ...rest] = path;
        if (rest.length === 0) {
          this.set(key, value2);
        } else {
          const node = this.get(key, true);
          if (identity.isCollection(node))
            node.setIn(rest, value2);
          else if (node === void 0 && this.schema)
            this.set(key, collectionFromPath(this.schema, rest, value2));
          else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
      }
    };
    exports.Collection = Collection;
    exports.collectionFromPath = collectionFromPath;
    exports.isEmptyPath = isEmptyPath;
  }
});

// node_modules/yaml/dist/stringify/stringifyComment.js
var require_stringifyComment = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyComment.js"(exports) {
    "use strict";
    var stringifyComment = (str2) => str2.replace(/^(?!$)(?: $)?/gm, "#");
    function indentComment(comment, indent) {
      if (/^\n+$/.test(comment))
        return comment.substring(1);
      return indent ? comment.replace(/^(?! *$)/gm, indent) : comment;
    }
    var lineComment = (str2, indent, comment) => str2.endsWith("\n") ? indentComment(comment, indent) : comment.includes("\n") ? "\n" + indentComment(comment, indent) : (str2.endsWith(" ") ? "" : " ") + comment;
    exports.indentComment = indentComment;
    exports.lineComment = lineComment;
    exports.stringifyComment = stringifyComment;
  }
});

// node_modules/yaml/dist/stringify/foldFlowLines.js
var require_foldFlowLines = __commonJS({
  "node_modules/yaml/dist/stringify/foldFlowLines.js"(exports) {
    "use strict";
    var FOLD_FLOW = "flow";
    var FOLD_BLOCK = "block";
    var FOLD_QUOTED = "quoted";
    function foldFlowLines(text, indent, mode = "flow", { indentAtStart, lineWidth = 80, minContentWidth = 20, onFold, onOverflow } = {}) {
      if (!lineWidth || lineWidth < 0)
        return text;
      if (lineWidth < minContentWidth)
        minContentWidth = 0;
      const endStep = Math.max(1 + minContentWidth, 1 + lineWidth - indent.length);
      if (text.length <= endStep)
        return text;
      const folds = [];
      const escapedFolds = {};
      let end = lineWidth - indent.length;
      if (typeof indentAtStart === "number") {
        if (indentAtStart > lineWidth - Math.max(2, minContentWidth))
          folds.push(0);
        else
          end = lineWidth - indentAtStart;
      }
      let split = void 0;
      let prev = void 0;
      let overflow = false;
      let i = -1;
      let escStart = -1;
      let escEnd = -1;
      if (mode === FOLD_BLOCK) {
        i = consumeMoreIndentedLines(text, i, indent.length);
        if (i !== -1)
          end = i + endStep;
      }
      for (let ch; ch = text[i += 1]; ) {
        if (mode === FOLD_QUOTED && ch === "\\") {
          escStart = i;
          switch (text[i + 1]) {
            case "x":
              i += 3;
              break;
            case "u":
              i += 5;
              break;
            case "U":
              i += 9;
              break;
            default:
              i += 1;
          }
          escEnd = i;
        }
        if (ch === "\n") {
          if (mode === FOLD_BLOCK)
            i = consumeMoreIndentedLines(text, i, indent.length);
          end = i + indent.length + endStep;
          split = void 0;
        } else {
          if (ch === " " && prev && prev !== " " && prev !== "\n" && prev !== "	") {
            const next = text[i + 1];
            if (next && next !== " " && next !== "\n" && next !== "	")
              split = i;
          }
          if (i >= end) {
            if (split) {
              folds.push(split);
              end = split + endStep;
              split = void 0;
            } else if (mode === FOLD_QUOTED) {
              while (prev === " " || prev === "	") {
                prev = ch;
                ch = text[i += 1];
                overflow = true;
              }
              const j3 = i > escEnd + 1 ? i - 2 : escStart - 1;
              if (escapedFolds[j3])
                return text;
              folds.push(j3);
              escapedFolds[j3] = true;
              end = j3 + endStep;
              split = void 0;
            } else {
              overflow = true;
            }
          }
        }
        prev = ch;
      }
      if (overflow && onOverflow)
        onOverflow();
      if (folds.length === 0)
        return text;
      if (onFold)
        onFold();
      let res = text.slice(0, folds[0]);
      for (let i2 = 0; i2 < folds.length; ++i2) {
        const fold = folds[i2];
        const end2 = folds[i2 + 1] || text.length;
        if (fold === 0)
          res = `
${indent}${text.slice(0, end2)}`;
        else {
          if (mode === FOLD_QUOTED && escapedFolds[fold])
            res += `${text[fold]}\\`;
          res += `
${indent}${text.slice(fold + 1, end2)}`;
        }
      }
      return res;
    }
    function consumeMoreIndentedLines(text, i, indent) {
      let end = i;
      let start = i + 1;
      let ch = text[start];
      while (ch === " " || ch === "	") {
        if (i < start + indent) {
          ch = text[++i];
        } else {
          do {
            ch = text[++i];
          } while (ch && ch !== "\n");
          end = i;
          start = i + 1;
          ch = text[start];
        }
      }
      return end;
    }
    exports.FOLD_BLOCK = FOLD_BLOCK;
    exports.FOLD_FLOW = FOLD_FLOW;
    exports.FOLD_QUOTED = FOLD_QUOTED;
    exports.foldFlowLines = foldFlowLines;
  }
});

// node_modules/yaml/dist/stringify/stringifyString.js
var require_stringifyString = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyString.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var foldFlowLines = require_foldFlowLines();
    var getFoldOptions = (ctx, isBlock) => ({
      indentAtStart: isBlock ? ctx.indent.length : ctx.indentAtStart,
      lineWidth: ctx.options.lineWidth,
      minContentWidth: ctx.options.minContentWidth
    });
    var containsDocumentMarker = (str2) => /^(%|---|\.\.\.)/m.test(str2);
    function lineLengthOverLimit(str2, lineWidth, indentLength) {
      if (!lineWidth || lineWidth < 0)
        return false;
      const limit = lineWidth - indentLength;
      const strLen = str2.length;
      if (strLen <= limit)
        return false;
      for (let i = 0, start = 0; i < strLen; ++i) {
        if (str2[i] === "\n") {
          if (i - start > limit)
            return true;
          start = i + 1;
          if (strLen - start <= limit)
            return false;
        }
      }
      return true;
    }
    function doubleQuotedString(value2, ctx) {
      const json = JSON.stringify(value2);
      if (ctx.options.doubleQuotedAsJSON)
        return json;
      const { implicitKey } = ctx;
      const minMultiLineLength = ctx.options.doubleQuotedMinMultiLineLength;
      const indent = ctx.indent || (containsDocumentMarker(value2) ? "  " : "");
      let str2 = "";
      let start = 0;
      for (let i = 0, ch = json[i]; ch; ch = json[++i]) {
        if (ch === " " && json[i + 1] === "\\" && json[i + 2] === "n") {
          str2 += json.slice(start, i) + "\\ ";
          i += 1;
          start = i;
          ch = "\\";
        }
        if (ch === "\\")
          switch (json[i + 1]) {
            case "u":
              {
                str2 += json.slice(start, i);
                const code = json.substr(i + 2, 4);
                switch (code) {
                  case "0000":
                    str2 += "\\0";
                    break;
                  case "0007":
                    str2 += "\\a";
                    break;
                  case "000b":
                    str2 += "\\v";
                    break;
                  case "001b":
                    str2 += "\\e";
                    break;
                  case "0085":
                    str2 += "\\N";
                    break;
                  case "00a0":
                    str2 += "\\_";
                    break;
                  case "2028":
                    str2 += "\\L";
                    break;
                  case "2029":
                    str2 += "\\P";
                    break;
                  default:
                    if (code.substr(0, 2) === "00")
                      str2 += "\\x" + code.substr(2);
                    else
                      str2 += json.substr(i, 6);
                }
                i += 5;
                start = i + 1;
              }
              break;
            case "n":
              if (implicitKey || json[i + 2] === '"' || json.length < minMultiLineLength) {
                i += 1;
              } else {
                str2 += json.slice(start, i) + "\n\n";
                while (json[i + 2] === "\\" && json[i + 3] === "n" && json[i + 4] !== '"') {
                  str2 += "\n";
                  i += 2;
                }
                str2 += indent;
                if (json[i + 2] === " ")
                  str2 += "\\";
                i += 1;
                start = i + 1;
              }
              break;
            default:
              i += 1;
          }
      }
      str2 = start ? str2 + json.slice(start) : json;
      return implicitKey ? str2 : foldFlowLines.foldFlowLines(str2, indent, foldFlowLines.FOLD_QUOTED, getFoldOptions(ctx, false));
    }
    function singleQuotedString(value2, ctx) {
      if (ctx.options.singleQuote === false || ctx.implicitKey && value2.includes("\n") || /[ \t]\n|\n[ \t]/.test(value2))
        return doubleQuotedString(value2, ctx);
      const indent = ctx.indent || (containsDocumentMarker(value2) ? "  " : "");
      const res = "'" + value2.replace(/'/g, "''").replace(/\n+/g, `$&
${indent}`) + "'";
      return ctx.implicitKey ? res : foldFlowLines.foldFlowLines(res, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
    }
    function quotedString(value2, ctx) {
      const { singleQuote } = ctx.options;
      let qs2;
      if (singleQuote === false)
        qs2 = doubleQuotedString;
      else {
        const hasDouble = value2.includes('"');
        const hasSingle = value2.includes("'");
        if (hasDouble && !hasSingle)
          qs2 = singleQuotedString;
        else if (hasSingle && !hasDouble)
          qs2 = doubleQuotedString;
        else
          qs2 = singleQuote ? singleQuotedString : doubleQuotedString;
      }
      return qs2(value2, ctx);
    }
    var blockEndNewlines;
    try {
      blockEndNewlines = new RegExp("(^|(?<!\n))\n+(?!\n|$)", "g");
    } catch {
      blockEndNewlines = /\n+(?!\n|$)/g;
    }
    function blockString({ comment, type, value: value2 }, ctx, onComment, onChompKeep) {
      const { blockQuote, commentString, lineWidth } = ctx.options;
      if (!blockQuote || /\n[\t ]+$/.test(value2)) {
        return quotedString(value2, ctx);
      }
      const indent = ctx.indent || (ctx.forceBlockIndent || containsDocumentMarker(value2) ? "  " : "");
      const literal = blockQuote === "literal" ? true : blockQuote === "folded" || type === Scalar.Scalar.BLOCK_FOLDED ? false : type === Scalar.Scalar.BLOCK_LITERAL ? true : !lineLengthOverLimit(value2, lineWidth, indent.length);
      if (!value2)
        return literal ? "|\n" : ">\n";
      let chomp;
      let endStart;
      for (endStart = value2.length; endStart > 0; --endStart) {
        const ch = value2[endStart - 1];
        if (ch !== "\n" && ch !== "	" && ch !== " ")
          break;
      }
      let end = value2.substring(endStart);
      const endNlPos = end.indexOf("\n");
      if (endNlPos === -1) {
        chomp = "-";
      } else if (value2 === end || endNlPos !== end.length - 1) {
        chomp = "+";
        if (onChompKeep)
          onChompKeep();
      } else {
        chomp = "";
      }
      if (end) {
        value2 = value2.slice(0, -end.length);
        if (end[end.length - 1] === "\n")
          end = end.slice(0, -1);
        end = end.replace(blockEndNewlines, `$&${indent}`);
      }
      let startWithSpace = false;
      let startEnd;
      let startNlPos = -1;
      for (startEnd = 0; startEnd < value2.length; ++startEnd) {
        const ch = value2[startEnd];
        if (ch === " ")
          startWithSpace = true;
        else if (ch === "\n")
          startNlPos = startEnd;
        else
          break;
      }
      let start = value2.substring(0, startNlPos < startEnd ? startNlPos + 1 : startEnd);
      if (start) {
        value2 = value2.substring(start.length);
        start = start.replace(/\n+/g, `$&${indent}`);
      }
      const indentSize = indent ? "2" : "1";
      let header = (startWithSpace ? indentSize : "") + chomp;
      if (comment) {
        header += " " + commentString(comment.replace(/ ?[\r\n]+/g, " "));
        if (onComment)
          onComment();
      }
      if (!literal) {
        const foldedValue = value2.replace(/\n+/g, "\n$&").replace(/(?:^|\n)([\t ].*)(?:([\n\t ]*)\n(?![\n\t ]))?/g, "$1$2").replace(/\n+/g, `$&${indent}`);
        let literalFallback = false;
        const foldOptions = getFoldOptions(ctx, true);
        if (blockQuote !== "folded" && type !== Scalar.Scalar.BLOCK_FOLDED) {
          foldOptions.onOverflow = () => {
            literalFallback = true;
          };
        }
        const body = foldFlowLines.foldFlowLines(`${start}${foldedValue}${end}`, indent, foldFlowLines.FOLD_BLOCK, foldOptions);
        if (!literalFallback)
          return `>${header}
${indent}${body}`;
      }
      value2 = value2.replace(/\n+/g, `$&${indent}`);
      return `|${header}
${indent}${start}${value2}${end}`;
    }
    function plainString2(item, ctx, onComment, onChompKeep) {
      const { type, value: value2 } = item;
      const { actualString, implicitKey, indent, indentStep, inFlow } = ctx;
      if (implicitKey && value2.includes("\n") || inFlow && /[[\]{},]/.test(value2)) {
        return quotedString(value2, ctx);
      }
      if (/^[\n\t ,[\]{}#&*!|>'"%@`]|^[?-]$|^[?-][ \t]|[\n:][ \t]|[ \t]\n|[\n\t ]#|[\n\t :]$/.test(value2)) {
        return implicitKey || inFlow || !value2.includes("\n") ? quotedString(value2, ctx) : blockString(item, ctx, onComment, onChompKeep);
      }
      if (!implicitKey && !inFlow && type !== Scalar.Scalar.PLAIN && value2.includes("\n")) {
        return blockString(item, ctx, onComment, onChompKeep);
      }
      if (containsDocumentMarker(value2)) {
        if (indent === "") {
          ctx.forceBlockIndent = true;
          return blockString(item, ctx, onComment, onChompKeep);
        } else if (implicitKey && indent === indentStep) {
          return quotedString(value2, ctx);
        }
      }
      const str2 = value2.replace(/\n+/g, `$&
${indent}`);
      if (actualString) {
        const test = (tag2) => tag2.default && tag2.tag !== "tag:yaml.org,2002:str" && tag2.test?.test(str2);
        const { compat, tags } = ctx.doc.schema;
        if (tags.some(test) || compat?.some(test))
          return quotedString(value2, ctx);
      }
      return implicitKey ? str2 : foldFlowLines.foldFlowLines(str2, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
    }
    function stringifyString(item, ctx, onComment, onChompKeep) {
      const { implicitKey, inFlow } = ctx;
      const ss2 = typeof item.value === "string" ? item : Object.assign({}, item, { value: String(item.value) });
      let { type } = item;
      if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
        if (/[\x00-\x08\x0b-\x1f\x7f-\x9f\u{D800}-\u{DFFF}]/u.test(ss2.value))
          type = Scalar.Scalar.QUOTE_DOUBLE;
      }
      const _stringify = (_type) => {
        switch (_type) {
          case Scalar.Scalar.BLOCK_FOLDED:
          case Scalar.Scalar.BLOCK_LITERAL:
            return implicitKey || inFlow ? quotedString(ss2.value, ctx) : blockString(ss2, ctx, onComment, onChompKeep);
          case Scalar.Scalar.QUOTE_DOUBLE:
            return doubleQuotedString(ss2.value, ctx);
          case Scalar.Scalar.QUOTE_SINGLE:
            return singleQuotedString(ss2.value, ctx);
          case Scalar.Scalar.PLAIN:
            return plainString2(ss2, ctx, onComment, onChompKeep);
          default:
            return null;
        }
      };
      let res = _stringify(type);
      if (res === null) {
        const { defaultKeyType, defaultStringType } = ctx.options;
        const t2 = implicitKey && defaultKeyType || defaultStringType;
        res = _stringify(t2);
        if (res === null)
          throw new Error(`Unsupported default string type ${t2}`);
      }
      return res;
    }
    exports.stringifyString = stringifyString;
  }
});

// node_modules/yaml/dist/stringify/stringify.js
var require_stringify = __commonJS({
  "node_modules/yaml/dist/stringify/stringify.js"(exports) {
    "use strict";
    var anchors = require_anchors();
    var identity = require_identity();
    var stringifyComment = require_stringifyComment();
    var stringifyString = require_stringifyString();
    function createStringifyContext(doc, options) {
      const opt = Object.assign({
        blockQuote: true,
        commentString: stringifyComment.stringifyComment,
        defaultKeyType: null,
        defaultStringType: "PLAIN",
        directives: null,
        doubleQuotedAsJSON: false,
        doubleQuotedMinMultiLineLength: 40,
        falseStr: "false",
        flowCollectionPadding: true,
        indentSeq: true,
        lineWidth: 80,
        minContentWidth: 20,
        nullStr: "null",
        simpleKeys: false,
        singleQuote: null,
        trailingComma: false,
        trueStr: "true",
        verifyAliasOrder: true
      }, doc.schema.toStringOptions, options);
      let inFlow;
      switch (opt.collectionStyle) {
        case "block":
          inFlow = false;
          break;
        case "flow":
          inFlow = true;
          break;
        default:
          inFlow = null;
      }
      return {
        anchors: /* @__PURE__ */ new Set(),
        doc,
        flowCollectionPadding: opt.flowCollectionPadding ? " " : "",
        indent: "",
        indentStep: typeof opt.indent === "number" ? " ".repeat(opt.indent) : "  ",
        inFlow,
        options: opt
      };
    }
    function getTagObject(tags, item) {
      if (item.tag) {
        const match = tags.filter((t2) => t2.tag === item.tag);
        if (match.length > 0)
          return match.find((t2) => t2.format === item.format) ?? match[0];
      }
      let tagObj = void 0;
      let obj2;
      if (identity.isScalar(item)) {
        obj2 = item.value;
        let match = tags.filter((t2) => t2.identify?.(obj2));
        if (match.length > 1) {
          const testMatch = match.filter((t2) => t2.test);
          if (testMatch.length > 0)
            match = testMatch;
        }
        tagObj = match.find((t2) => t2.format === item.format) ?? match.find((t2) => !t2.format);
      } else {
        obj2 = item;
        tagObj = tags.find((t2) => t2.nodeClass && obj2 instanceof t2.nodeClass);
      }
      if (!tagObj) {
        const name = obj2?.constructor?.name ?? (obj2 === null ? "null" : typeof obj2);
        throw new Error(`Tag not resolved for ${name} value`);
      }
      return tagObj;
    }
    function stringifyProps(node, tagObj, { anchors: anchors$1, doc }) {
      if (!doc.directives)
        return "";
      const props = [];
      const anchor = (identity.isScalar(node) || identity.isCollection(node)) && node.anchor;
      if (anchor && anchors.anchorIsValid(anchor)) {
        anchors$1.add(anchor);
        props.push(`&${anchor}`);
      }
      const tag2 = node.tag ?? (tagObj.default ? null : tagObj.tag);
      if (tag2)
        props.push(doc.directives.tagString(tag2));
      return props.join(" ");
    }
    function stringify(item, ctx, onComment, onChompKeep) {
      if (identity.isPair(item))
        return item.toString(ctx, onComment, onChompKeep);
      if (identity.isAlias(item)) {
        if (ctx.doc.directives)
          return item.toString(ctx);
        if (ctx.resolvedAliases?.has(item)) {
          throw new TypeError(`Cannot stringify circular structure without alias nodes`);
        } else {
          if (ctx.resolvedAliases)
            ctx.resolvedAliases.add(item);
          else
            ctx.resolvedAliases = /* @__PURE__ */ new Set([item]);
          item = item.resolve(ctx.doc);
        }
      }
      let tagObj = void 0;
      const node = identity.isNode(item) ? item : ctx.doc.createNode(item, { onTagObj: (o2) => tagObj = o2 });
      tagObj ?? (tagObj = getTagObject(ctx.doc.schema.tags, node));
      const props = stringifyProps(node, tagObj, ctx);
      if (props.length > 0)
        ctx.indentAtStart = (ctx.indentAtStart ?? 0) + props.length + 1;
      const str2 = typeof tagObj.stringify === "function" ? tagObj.stringify(node, ctx, onComment, onChompKeep) : identity.isScalar(node) ? stringifyString.stringifyString(node, ctx, onComment, onChompKeep) : node.toString(ctx, onComment, onChompKeep);
      if (!props)
        return str2;
      return identity.isScalar(node) || str2[0] === "{" || str2[0] === "[" ? `${props} ${str2}` : `${props}
${ctx.indent}${str2}`;
    }
    exports.createStringifyContext = createStringifyContext;
    exports.stringify = stringify;
  }
});

// node_modules/yaml/dist/stringify/stringifyPair.js
var require_stringifyPair = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyPair.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyPair({ key, value: value2 }, ctx, onComment, onChompKeep) {
      const { allNullValues, doc, indent, indentStep, options: { commentString, indentSeq, simpleKeys } } = ctx;
      let keyComment = identity.isNode(key) && key.comment || null;
      if (simpleKeys) {
        if (keyComment) {
          throw new Error("With simple keys, key nodes cannot have comments");
        }
        if (identity.isCollection(key) || !identity.isNode(key) && typeof key === "object") {
          const msg = "With simple keys, collection cannot be used as a key value";
          throw new Error(msg);
        }
      }
      let explicitKey = !simpleKeys && (!key || keyComment && value2 == null && !ctx.inFlow || identity.isCollection(key) || (identity.isScalar(key) ? key.type === Scalar.Scalar.BLOCK_FOLDED || key.type === Scalar.Scalar.BLOCK_LITERAL : typeof key === "object"));
      ctx = Object.assign({}, ctx, {
        allNullValues: false,
        implicitKey: !explicitKey && (simpleKeys || !allNullValues),
        indent: indent + indentStep
      });
      let keyCommentDone = false;
      let chompKeep = false;
      let str2 = stringify.stringify(key, ctx, () => keyCommentDone = true, () => chompKeep = true);
      if (!explicitKey && !ctx.inFlow && str2.length > 1024) {
        if (simpleKeys)
          throw new Error("With simple keys, single line scalar must not span more than 1024 characters");
        explicitKey = true;
      }
      if (ctx.inFlow) {
        if (allNullValues || value2 == null) {
          if (keyCommentDone && onComment)
            onComment();
          return str2 === "" ? "?" : explicitKey ? `? ${str2}` : str2;
        }
      } else if (allNullValues && !simpleKeys || value2 == null && explicitKey) {
        str2 = `? ${str2}`;
        if (keyComment && !keyCommentDone) {
          str2 += stringifyComment.lineComment(str2, ctx.indent, commentString(keyComment));
        } else if (chompKeep && onChompKeep)
          onChompKeep();
        return str2;
      }
      if (keyCommentDone)
        keyComment = null;
      if (explicitKey) {
        if (keyComment)
          str2 += stringifyComment.lineComment(str2, ctx.indent, commentString(keyComment));
        str2 = `? ${str2}
${indent}:`;
      } else {
        str2 = `${str2}:`;
        if (keyComment)
          str2 += stringifyComment.lineComment(str2, ctx.indent, commentString(keyComment));
      }
      let vsb, vcb, valueComment;
      if (identity.isNode(value2)) {
        vsb = !!value2.spaceBefore;
        vcb = value2.commentBefore;
        valueComment = value2.comment;
      } else {
        vsb = false;
        vcb = null;
        valueComment = null;
        if (value2 && typeof value2 === "object")
          value2 = doc.createNode(value2);
      }
      ctx.implicitKey = false;
      if (!explicitKey && !keyComment && identity.isScalar(value2))
        ctx.indentAtStart = str2.length + 1;
      chompKeep = false;
      if (!indentSeq && indentStep.length >= 2 && !ctx.inFlow && !explicitKey && identity.isSeq(value2) && !value2.flow && !value2.tag && !value2.anchor) {
        ctx.indent = ctx.indent.substring(2);
      }
      let valueCommentDone = false;
      const valueStr = stringify.stringify(value2, ctx, () => valueCommentDone = true, () => chompKeep = true);
      let ws2 = " ";
      if (keyComment || vsb || vcb) {
        ws2 = vsb ? "\n" : "";
        if (vcb) {
          const cs2 = commentString(vcb);
          ws2 += `
${stringifyComment.indentComment(cs2, ctx.indent)}`;
        }
        if (valueStr === "" && !ctx.inFlow) {
          if (ws2 === "\n" && valueComment)
            ws2 = "\n\n";
        } else {
          ws2 += `
${ctx.indent}`;
        }
      } else if (!explicitKey && identity.isCollection(value2)) {
        const vs0 = valueStr[0];
        const nl0 = valueStr.indexOf("\n");
        const hasNewline = nl0 !== -1;
        const flow = ctx.inFlow ?? value2.flow ?? value2.items.length === 0;
        if (hasNewline || !flow) {
          let hasPropsLine = false;
          if (hasNewline && (vs0 === "&" || vs0 === "!")) {
            let sp0 = valueStr.indexOf(" ");
            if (vs0 === "&" && sp0 !== -1 && sp0 < nl0 && valueStr[sp0 + 1] === "!") {
              sp0 = valueStr.indexOf(" ", sp0 + 1);
            }
            if (sp0 === -1 || nl0 < sp0)
              hasPropsLine = true;
          }
          if (!hasPropsLine)
            ws2 = `
${ctx.indent}`;
        }
      } else if (valueStr === "" || valueStr[0] === "\n") {
        ws2 = "";
      }
      str2 += ws2 + valueStr;
      if (ctx.inFlow) {
        if (valueCommentDone && onComment)
          onComment();
      } else if (valueComment && !valueCommentDone) {
        str2 += stringifyComment.lineComment(str2, ctx.indent, commentString(valueComment));
      } else if (chompKeep && onChompKeep) {
        onChompKeep();
      }
      return str2;
    }
    exports.stringifyPair = stringifyPair;
  }
});

// node_modules/yaml/dist/log.js
var require_log = __commonJS({
  "node_modules/yaml/dist/log.js"(exports) {
    "use strict";
    var node_process = __require("process");
    function debug(logLevel, ...messages) {
      if (logLevel === "debug")
        console.log(...messages);
    }
    function warn(logLevel, warning) {
      if (logLevel === "debug" || logLevel === "warn") {
        if (typeof node_process.emitWarning === "function")
          node_process.emitWarning(warning);
        else
          console.warn(warning);
      }
    }
    exports.debug = debug;
    exports.warn = warn;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/merge.js
var require_merge = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/merge.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var MERGE_KEY = "<<";
    var merge = {
      identify: (value2) => value2 === MERGE_KEY || typeof value2 === "symbol" && value2.description === MERGE_KEY,
      default: "key",
      tag: "tag:yaml.org,2002:merge",
      test: /^<<$/,
      resolve: () => Object.assign(new Scalar.Scalar(Symbol(MERGE_KEY)), {
        addToJSMap: addMergeToJSMap
      }),
      stringify: () => MERGE_KEY
    };
    var isMergeKey = (ctx, key) => (merge.identify(key) || identity.isScalar(key) && (!key.type || key.type === Scalar.Scalar.PLAIN) && merge.identify(key.value)) && ctx?.doc.schema.tags.some((tag2) => tag2.tag === merge.tag && tag2.default);
    function addMergeToJSMap(ctx, map, value2) {
      const source = resolveAliasValue(ctx, value2);
      if (identity.isSeq(source))
        for (const it2 of source.items)
          mergeValue(ctx, map, it2);
      else if (Array.isArray(source))
        for (const it2 of source)
          mergeValue(ctx, map, it2);
      else
        mergeValue(ctx, map, source);
    }
    function mergeValue(ctx, map, value2) {
      const source = resolveAliasValue(ctx, value2);
      if (!identity.isMap(source))
        throw new Error("Merge sources must be maps or map aliases");
      const srcMap = source.toJSON(null, ctx, Map);
      for (const [key, value3] of srcMap) {
        if (map instanceof Map) {
          if (!map.has(key))
            map.set(key, value3);
        } else if (map instanceof Set) {
          map.add(key);
        } else if (!Object.prototype.hasOwnProperty.call(map, key)) {
          Object.defineProperty(map, key, {
            value: value3,
            writable: true,
            enumerable: true,
            configurable: true
          });
        }
      }
      return map;
    }
    function resolveAliasValue(ctx, value2) {
      return ctx && identity.isAlias(value2) ? value2.resolve(ctx.doc, ctx) : value2;
    }
    exports.addMergeToJSMap = addMergeToJSMap;
    exports.isMergeKey = isMergeKey;
    exports.merge = merge;
  }
});

// node_modules/yaml/dist/nodes/addPairToJSMap.js
var require_addPairToJSMap = __commonJS({
  "node_modules/yaml/dist/nodes/addPairToJSMap.js"(exports) {
    "use strict";
    var log = require_log();
    var merge = require_merge();
    var stringify = require_stringify();
    var identity = require_identity();
    var toJS = require_toJS();
    function addPairToJSMap(ctx, map, { key, value: value2 }) {
      if (identity.isNode(key) && key.addToJSMap)
        key.addToJSMap(ctx, map, value2);
      else if (merge.isMergeKey(ctx, key))
        merge.addMergeToJSMap(ctx, map, value2);
      else {
        const jsKey = toJS.toJS(key, "", ctx);
        if (map instanceof Map) {
          map.set(jsKey, toJS.toJS(value2, jsKey, ctx));
        } else if (map instanceof Set) {
          map.add(jsKey);
        } else {
          const stringKey = stringifyKey(key, jsKey, ctx);
          const jsValue = toJS.toJS(value2, stringKey, ctx);
          if (stringKey in map)
            Object.defineProperty(map, stringKey, {
              value: jsValue,
              writable: true,
              enumerable: true,
              configurable: true
            });
          else
            map[stringKey] = jsValue;
        }
      }
      return map;
    }
    function stringifyKey(key, jsKey, ctx) {
      if (jsKey === null)
        return "";
      if (typeof jsKey !== "object")
        return String(jsKey);
      if (identity.isNode(key) && ctx?.doc) {
        const strCtx = stringify.createStringifyContext(ctx.doc, {});
        strCtx.anchors = /* @__PURE__ */ new Set();
        for (const node of ctx.anchors.keys())
          strCtx.anchors.add(node.anchor);
        strCtx.inFlow = true;
        strCtx.inStringifyKey = true;
        const strKey = key.toString(strCtx);
        if (!ctx.mapKeyWarned) {
          let jsonStr = JSON.stringify(strKey);
          if (jsonStr.length > 40)
            jsonStr = jsonStr.substring(0, 36) + '..."';
          log.warn(ctx.doc.options.logLevel, `Keys with collection values will be stringified due to JS Object restrictions: ${jsonStr}. Set mapAsMap: true to use object keys.`);
          ctx.mapKeyWarned = true;
        }
        return strKey;
      }
      return JSON.stringify(jsKey);
    }
    exports.addPairToJSMap = addPairToJSMap;
  }
});

// node_modules/yaml/dist/nodes/Pair.js
var require_Pair = __commonJS({
  "node_modules/yaml/dist/nodes/Pair.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var stringifyPair = require_stringifyPair();
    var addPairToJSMap = require_addPairToJSMap();
    var identity = require_identity();
    function createPair(key, value2, ctx) {
      const k2 = createNode.createNode(key, void 0, ctx);
      const v2 = createNode.createNode(value2, void 0, ctx);
      return new Pair(k2, v2);
    }
    var Pair = class _Pair {
      constructor(key, value2 = null) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.PAIR });
        this.key = key;
        this.value = value2;
      }
      clone(schema) {
        let { key, value: value2 } = this;
        if (identity.isNode(key))
          key = key.clone(schema);
        if (identity.isNode(value2))
          value2 = value2.clone(schema);
        return new _Pair(key, value2);
      }
      toJSON(_3, ctx) {
        const pair = ctx?.mapAsMap ? /* @__PURE__ */ new Map() : {};
        return addPairToJSMap.addPairToJSMap(ctx, pair, this);
      }
      toString(ctx, onComment, onChompKeep) {
        return ctx?.doc ? stringifyPair.stringifyPair(this, ctx, onComment, onChompKeep) : JSON.stringify(this);
      }
    };
    exports.Pair = Pair;
    exports.createPair = createPair;
  }
});

// node_modules/yaml/dist/stringify/stringifyCollection.js
var require_stringifyCollection = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyCollection.js"(exports) {
    "use strict";
    var identity = require_identity();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyCollection(collection, ctx, options) {
      const flow = ctx.inFlow ?? collection.flow;
      const stringify2 = flow ? stringifyFlowCollection : stringifyBlockCollection;
      return stringify2(collection, ctx, options);
    }
    function stringifyBlockCollection({ comment, items }, ctx, { blockItemPrefix, flowChars, itemIndent, onChompKeep, onComment }) {
      const { indent, options: { commentString } } = ctx;
      const itemCtx = Object.assign({}, ctx, { indent: itemIndent, type: null });
      let chompKeep = false;
      const lines = [];
      for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment2 = null;
        if (identity.isNode(item)) {
          if (!chompKeep && item.spaceBefore)
            lines.push("");
          addCommentBefore(ctx, lines, item.commentBefore, chompKeep);
          if (item.comment)
            comment2 = item.comment;
        } else if (identity.isPair(item)) {
          const ik = identity.isNode(item.key) ? item.key : null;
          if (ik) {
            if (!chompKeep && ik.spaceBefore)
              lines.push("");
            addCommentBefore(ctx, lines, ik.commentBefore, chompKeep);
          }
        }
        chompKeep = false;
        let str3 = stringify.stringify(item, itemCtx, () => comment2 = null, () => chompKeep = true);
        if (comment2)
          str3 += stringifyComment.lineComment(str3, itemIndent, commentString(comment2));
        if (chompKeep && comment2)
          chompKeep = false;
        lines.push(blockItemPrefix + str3);
      }
      let str2;
      if (lines.length === 0) {
        str2 = flowChars.start + flowChars.end;
      } else {
        str2 = lines[0];
        for (let i = 1; i < lines.length; ++i) {
          const line = lines[i];
          str2 += line ? `
${indent}${line}` : "\n";
        }
      }
      if (comment) {
        str2 += "\n" + stringifyComment.indentComment(commentString(comment), indent);
        if (onComment)
          onComment();
      } else if (chompKeep && onChompKeep)
        onChompKeep();
      return str2;
    }
    function stringifyFlowCollection({ items }, ctx, { flowChars, itemIndent }) {
      const { indent, indentStep, flowCollectionPadding: fcPadding, options: { commentString } } = ctx;
      itemIndent += indentStep;
      const itemCtx = Object.assign({}, ctx, {
        indent: itemIndent,
        inFlow: true,
        type: null
      });
      let reqNewline = false;
      let linesAtValue = 0;
      const lines = [];
      for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment = null;
        if (identity.isNode(item)) {
          if (item.spaceBefore)
            lines.push("");
          addCommentBefore(ctx, lines, item.commentBefore, false);
          if (item.comment)
            comment = item.comment;
        } else if (identity.isPair(item)) {
          const ik = identity.isNode(item.key) ? item.key : null;
          if (ik) {
            if (ik.spaceBefore)
              lines.push("");
            addCommentBefore(ctx, lines, ik.commentBefore, false);
            if (ik.comment)
              reqNewline = true;
          }
          const iv = identity.isNode(item.value) ? item.value : null;
          if (iv) {
            if (iv.comment)
              comment = iv.comment;
            if (iv.commentBefore)
              reqNewline = true;
          } else if (item.value == null && ik?.comment) {
            comment = ik.comment;
          }
        }
        if (comment)
          reqNewline = true;
        let str2 = stringify.stringify(item, itemCtx, () => comment = null);
        reqNewline || (reqNewline = lines.length > linesAtValue || str2.includes("\n"));
        if (i < items.length - 1) {
          str2 += ",";
        } else if (ctx.options.trailingComma) {
          if (ctx.options.lineWidth > 0) {
            reqNewline || (reqNewline = lines.reduce((sum, line) => sum + line.length + 2, 2) + (str2.length + 2) > ctx.options.lineWidth);
          }
          if (reqNewline) {
            str2 += ",";
          }
        }
        if (comment)
          str2 += stringifyComment.lineComment(str2, itemIndent, commentString(comment));
        lines.push(str2);
        linesAtValue = lines.length;
      }
      const { start, end } = flowChars;
      if (lines.length === 0) {
        return start + end;
      } else {
        if (!reqNewline) {
          const len = lines.reduce((sum, line) => sum + line.length + 2, 2);
          reqNewline = ctx.options.lineWidth > 0 && len > ctx.options.lineWidth;
        }
        if (reqNewline) {
          let str2 = start;
          for (const line of lines)
            str2 += line ? `
${indentStep}${indent}${line}` : "\n";
          return `${str2}
${indent}${end}`;
        } else {
          return `${start}${fcPadding}${lines.join(" ")}${fcPadding}${end}`;
        }
      }
    }
    function addCommentBefore({ indent, options: { commentString } }, lines, comment, chompKeep) {
      if (comment && chompKeep)
        comment = comment.replace(/^\n+/, "");
      if (comment) {
        const ic = stringifyComment.indentComment(commentString(comment), indent);
        lines.push(ic.trimStart());
      }
    }
    exports.stringifyCollection = stringifyCollection;
  }
});

// node_modules/yaml/dist/nodes/YAMLMap.js
var require_YAMLMap = __commonJS({
  "node_modules/yaml/dist/nodes/YAMLMap.js"(exports) {
    "use strict";
    var stringifyCollection = require_stringifyCollection();
    var addPairToJSMap = require_addPairToJSMap();
    var Collection = require_Collection();
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    function findPair(items, key) {
      const k2 = identity.isScalar(key) ? key.value : key;
      for (const it2 of items) {
        if (identity.isPair(it2)) {
          if (it2.key === key || it2.key === k2)
            return it2;
          if (identity.isScalar(it2.key) && it2.key.value === k2)
            return it2;
        }
      }
      return void 0;
    }
    var YAMLMap = class extends Collection.Collection {
      static get tagName() {
        return "tag:yaml.org,2002:map";
      }
      constructor(schema) {
        super(identity.MAP, schema);
        this.items = [];
      }
      /**
       * A generic collection parsing method that can be extended
       * to other node classes that inherit from YAMLMap
       */
      static from(schema, obj2, ctx) {
        const { keepUndefined, replacer } = ctx;
        const map = new this(schema);
        const add = (key, value2) => {
          if (typeof replacer === "function")
            value2 = replacer.call(obj2, key, value2);
          else if (Array.isArray(replacer) && !replacer.includes(key))
            return;
          if (value2 !== void 0 || keepUndefined)
            map.items.push(Pair.createPair(key, value2, ctx));
        };
        if (obj2 instanceof Map) {
          for (const [key, value2] of obj2)
            add(key, value2);
        } else if (obj2 && typeof obj2 === "object") {
          for (const key of Object.keys(obj2))
            add(key, obj2[key]);
        }
        if (typeof schema.sortMapEntries === "function") {
          map.items.sort(schema.sortMapEntries);
        }
        return map;
      }
      /**
       * Adds a value to the collection.
       *
       * @param overwrite - If not set `true`, using a key that is already in the
       *   collection will throw. Otherwise, overwrites the previous value.
       */
      add(pair, overwrite) {
        let _pair;
        if (identity.isPair(pair))
          _pair = pair;
        else if (!pair || typeof pair !== "object" || !("key" in pair)) {
          _pair = new Pair.Pair(pair, pair?.value);
        } else
          _pair = new Pair.Pair(pair.key, pair.value);
        const prev = findPair(this.items, _pair.key);
        const sortEntries = this.schema?.sortMapEntries;
        if (prev) {
          if (!overwrite)
            throw new Error(`Key ${_pair.key} already set`);
          if (identity.isScalar(prev.value) && Scalar.isScalarValue(_pair.value))
            prev.value.value = _pair.value;
          else
            prev.value = _pair.value;
        } else if (sortEntries) {
          const i = this.items.findIndex((item) => sortEntries(_pair, item) < 0);
          if (i === -1)
            this.items.push(_pair);
          else
            this.items.splice(i, 0, _pair);
        } else {
          this.items.push(_pair);
        }
      }
      delete(key) {
        const it2 = findPair(this.items, key);
        if (!it2)
          return false;
        const del = this.items.splice(this.items.indexOf(it2), 1);
        return del.length > 0;
      }
      get(key, keepScalar) {
        const it2 = findPair(this.items, key);
        const node = it2?.value;
        return (!keepScalar && identity.isScalar(node) ? node.value : node) ?? void 0;
      }
      has(key) {
        return !!findPair(this.items, key);
      }
      set(key, value2) {
        this.add(new Pair.Pair(key, value2), true);
      }
      /**
       * @param ctx - Conversion context, originally set in Document#toJS()
       * @param {Class} Type - If set, forces the returned collection type
       * @returns Instance of Type, Map, or Object
       */
      toJSON(_3, ctx, Type) {
        const map = Type ? new Type() : ctx?.mapAsMap ? /* @__PURE__ */ new Map() : {};
        if (ctx?.onCreate)
          ctx.onCreate(map);
        for (const item of this.items)
          addPairToJSMap.addPairToJSMap(ctx, map, item);
        return map;
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        for (const item of this.items) {
          if (!identity.isPair(item))
            throw new Error(`Map items must all be pairs; found ${JSON.stringify(item)} instead`);
        }
        if (!ctx.allNullValues && this.hasAllNullValues(false))
          ctx = Object.assign({}, ctx, { allNullValues: true });
        return stringifyCollection.stringifyCollection(this, ctx, {
          blockItemPrefix: "",
          flowChars: { start: "{", end: "}" },
          itemIndent: ctx.indent || "",
          onChompKeep,
          onComment
        });
      }
    };
    exports.YAMLMap = YAMLMap;
    exports.findPair = findPair;
  }
});

// node_modules/yaml/dist/schema/common/map.js
var require_map = __commonJS({
  "node_modules/yaml/dist/schema/common/map.js"(exports) {
    "use strict";
    var identity = require_identity();
    var YAMLMap = require_YAMLMap();
    var map = {
      collection: "map",
      default: true,
      nodeClass: YAMLMap.YAMLMap,
      tag: "tag:yaml.org,2002:map",
      resolve(map2, onError) {
        if (!identity.isMap(map2))
          onError("Expected a mapping for this tag");
        return map2;
      },
      createNode: (schema, obj2, ctx) => YAMLMap.YAMLMap.from(schema, obj2, ctx)
    };
    exports.map = map;
  }
});

// node_modules/yaml/dist/nodes/YAMLSeq.js
var require_YAMLSeq = __commonJS({
  "node_modules/yaml/dist/nodes/YAMLSeq.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var stringifyCollection = require_stringifyCollection();
    var Collection = require_Collection();
    var identity = require_identity();
    var Scalar = require_Scalar();
    var toJS = require_toJS();
    var YAMLSeq = class extends Collection.Collection {
      static get tagName() {
        return "tag:yaml.org,2002:seq";
      }
      constructor(schema) {
        super(identity.SEQ, schema);
        this.items = [];
      }
      add(value2) {
        this.items.push(value2);
      }
      /**
       * Removes a value from the collection.
       *
       * `key` must contain a representation of an integer for this to succeed.
       * It may be wrapped in a `Scalar`.
       *
       * @returns `true` if the item was found and removed.
       */
      delete(key) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          return false;
        const del = this.items.splice(idx, 1);
        return del.length > 0;
      }
      get(key, keepScalar) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          return void 0;
        const it2 = this.items[idx];
        return !keepScalar && identity.isScalar(it2) ? it2.value : it2;
      }
      /**
       * Checks if the collection includes a value with the key `key`.
       *
       * `key` must contain a representation of an integer for this to succeed.
       * It may be wrapped in a `Scalar`.
       */
      has(key) {
        const idx = asItemIndex(key);
        return typeof idx === "number" && idx < this.items.length;
      }
      /**
       * Sets a value in this collection. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       *
       * If `key` does not contain a representation of an integer, this will throw.
       * It may be wrapped in a `Scalar`.
       */
      set(key, value2) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          throw new Error(`Expected a valid index, not ${key}.`);
        const prev = this.items[idx];
        if (identity.isScalar(prev) && Scalar.isScalarValue(value2))
          prev.value = value2;
        else
          this.items[idx] = value2;
      }
      toJSON(_3, ctx) {
        const seq = [];
        if (ctx?.onCreate)
          ctx.onCreate(seq);
        let i = 0;
        for (const item of this.items)
          seq.push(toJS.toJS(item, String(i++), ctx));
        return seq;
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        return stringifyCollection.stringifyCollection(this, ctx, {
          blockItemPrefix: "- ",
          flowChars: { start: "[", end: "]" },
          itemIndent: (ctx.indent || "") + "  ",
          onChompKeep,
          onComment
        });
      }
      static from(schema, obj2, ctx) {
        const { replacer } = ctx;
        const seq = new this(schema);
        if (obj2 && Symbol.iterator in Object(obj2)) {
          let i = 0;
          for (let it2 of obj2) {
            if (typeof replacer === "function") {
              const key = obj2 instanceof Set ? it2 : String(i++);
              it2 = replacer.call(obj2, key, it2);
            }
            seq.items.push(createNode.createNode(it2, void 0, ctx));
          }
        }
        return seq;
      }
    };
    function asItemIndex(key) {
      let idx = identity.isScalar(key) ? key.value : key;
      if (idx && typeof idx === "string")
        idx = Number(idx);
      return typeof idx === "number" && Number.isInteger(idx) && idx >= 0 ? idx : null;
    }
    exports.YAMLSeq = YAMLSeq;
  }
});

// node_modules/yaml/dist/schema/common/seq.js
var require_seq = __commonJS({
  "node_modules/yaml/dist/schema/common/seq.js"(exports) {
    "use strict";
    var identity = require_identity();
    var YAMLSeq = require_YAMLSeq();
    var seq = {
      collection: "seq",
      default: true,
      nodeClass: YAMLSeq.YAMLSeq,
      tag: "tag:yaml.org,2002:seq",
      resolve(seq2, onError) {
        if (!identity.isSeq(seq2))
          onError("Expected a sequence for this tag");
        return seq2;
      },
      createNode: (schema, obj2, ctx) => YAMLSeq.YAMLSeq.from(schema, obj2, ctx)
    };
    exports.seq = seq;
  }
});

// node_modules/yaml/dist/schema/common/string.js
var require_string = __commonJS({
  "node_modules/yaml/dist/schema/common/string.js"(exports) {
    "use strict";
    var stringifyString = require_stringifyString();
    var string = {
      identify: (value2) => typeof value2 === "string",
      default: true,
      tag: "tag:yaml.org,2002:str",
      resolve: (str2) => str2,
      stringify(item, ctx, onComment, onChompKeep) {
        ctx = Object.assign({ actualString: true }, ctx);
        return stringifyString.stringifyString(item, ctx, onComment, onChompKeep);
      }
    };
    exports.string = string;
  }
});

// node_modules/yaml/dist/schema/common/null.js
var require_null = __commonJS({
  "node_modules/yaml/dist/schema/common/null.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var nullTag = {
      identify: (value2) => value2 == null,
      createNode: () => new Scalar.Scalar(null),
      default: true,
      tag: "tag:yaml.org,2002:null",
      test: /^(?:~|[Nn]ull|NULL)?$/,
      resolve: () => new Scalar.Scalar(null),
      stringify: ({ source }, ctx) => typeof source === "string" && nullTag.test.test(source) ? source : ctx.options.nullStr
    };
    exports.nullTag = nullTag;
  }
});

// node_modules/yaml/dist/schema/core/bool.js
var require_bool = __commonJS({
  "node_modules/yaml/dist/schema/core/bool.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var boolTag = {
      identify: (value2) => typeof value2 === "boolean",
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/,
      resolve: (str2) => new Scalar.Scalar(str2[0] === "t" || str2[0] === "T"),
      stringify({ source, value: value2 }, ctx) {
        if (source && boolTag.test.test(source)) {
          const sv = source[0] === "t" || source[0] === "T";
          if (value2 === sv)
            return source;
        }
        return value2 ? ctx.options.trueStr : ctx.options.falseStr;
      }
    };
    exports.boolTag = boolTag;
  }
});

// node_modules/yaml/dist/stringify/stringifyNumber.js
var require_stringifyNumber = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyNumber.js"(exports) {
    "use strict";
    function stringifyNumber({ format, minFractionDigits, tag: tag2, value: value2 }) {
      if (typeof value2 === "bigint")
        return String(value2);
      const num2 = typeof value2 === "number" ? value2 : Number(value2);
      if (!isFinite(num2))
        return isNaN(num2) ? ".nan" : num2 < 0 ? "-.inf" : ".inf";
      let n = Object.is(value2, -0) ? "-0" : JSON.stringify(value2);
      if (!format && minFractionDigits && (!tag2 || tag2 === "tag:yaml.org,2002:float") && /^-?\d/.test(n) && !n.includes("e")) {
        let i = n.indexOf(".");
        if (i < 0) {
          i = n.length;
          n += ".";
        }
        let d2 = minFractionDigits - (n.length - i - 1);
        while (d2-- > 0)
          n += "0";
      }
      return n;
    }
    exports.stringifyNumber = stringifyNumber;
  }
});

// node_modules/yaml/dist/schema/core/float.js
var require_float = __commonJS({
  "node_modules/yaml/dist/schema/core/float.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var stringifyNumber = require_stringifyNumber();
    var floatNaN = {
      identify: (value2) => typeof value2 === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
      resolve: (str2) => str2.slice(-3).toLowerCase() === "nan" ? NaN : str2[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY,
      stringify: stringifyNumber.stringifyNumber
    };
    var floatExp = {
      identify: (value2) => typeof value2 === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "EXP",
      test: /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/,
      resolve: (str2) => parseFloat(str2),
      stringify(node) {
        const num2 = Number(node.value);
        return isFinite(num2) ? num2.toExponential() : stringifyNumber.stringifyNumber(node);
      }
    };
    var float = {
      identify: (value2) => typeof value2 === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/,
      resolve(str2) {
        const node = new Scalar.Scalar(parseFloat(str2));
        const dot = str2.indexOf(".");
        if (dot !== -1 && str2[str2.length - 1] === "0")
          node.minFractionDigits = str2.length - dot - 1;
        return node;
      },
      stringify: stringifyNumber.stringifyNumber
    };
    exports.float = float;
    exports.floatExp = floatExp;
    exports.floatNaN = floatNaN;
  }
});

// node_modules/yaml/dist/schema/core/int.js
var require_int = __commonJS({
  "node_modules/yaml/dist/schema/core/int.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    var intIdentify = (value2) => typeof value2 === "bigint" || Number.isInteger(value2);
    var intResolve = (str2, offset, radix, { intAsBigInt }) => intAsBigInt ? BigInt(str2) : parseInt(str2.substring(offset), radix);
    function intStringify(node, radix, prefix) {
      const { value: value2 } = node;
      if (intIdentify(value2) && value2 >= 0)
        return prefix + value2.toString(radix);
      return stringifyNumber.stringifyNumber(node);
    }
    var intOct = {
      identify: (value2) => intIdentify(value2) && value2 >= 0,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "OCT",
      test: /^0o[0-7]+$/,
      resolve: (str2, _onError, opt) => intResolve(str2, 2, 8, opt),
      stringify: (node) => intStringify(node, 8, "0o")
    };
    var int = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      test: /^[-+]?[0-9]+$/,
      resolve: (str2, _onError, opt) => intResolve(str2, 0, 10, opt),
      stringify: stringifyNumber.stringifyNumber
    };
    var intHex = {
      identify: (value2) => intIdentify(value2) && value2 >= 0,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "HEX",
      test: /^0x[0-9a-fA-F]+$/,
      resolve: (str2, _onError, opt) => intResolve(str2, 2, 16, opt),
      stringify: (node) => intStringify(node, 16, "0x")
    };
    exports.int = int;
    exports.intHex = intHex;
    exports.intOct = intOct;
  }
});

// node_modules/yaml/dist/schema/core/schema.js
var require_schema = __commonJS({
  "node_modules/yaml/dist/schema/core/schema.js"(exports) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var bool = require_bool();
    var float = require_float();
    var int = require_int();
    var schema = [
      map.map,
      seq.seq,
      string.string,
      _null.nullTag,
      bool.boolTag,
      int.intOct,
      int.int,
      int.intHex,
      float.floatNaN,
      float.floatExp,
      float.float
    ];
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/json/schema.js
var require_schema2 = __commonJS({
  "node_modules/yaml/dist/schema/json/schema.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var map = require_map();
    var seq = require_seq();
    function intIdentify(value2) {
      return typeof value2 === "bigint" || Number.isInteger(value2);
    }
    var stringifyJSON = ({ value: value2 }) => JSON.stringify(value2);
    var jsonScalars = [
      {
        identify: (value2) => typeof value2 === "string",
        default: true,
        tag: "tag:yaml.org,2002:str",
        resolve: (str2) => str2,
        stringify: stringifyJSON
      },
      {
        identify: (value2) => value2 == null,
        createNode: () => new Scalar.Scalar(null),
        default: true,
        tag: "tag:yaml.org,2002:null",
        test: /^null$/,
        resolve: () => null,
        stringify: stringifyJSON
      },
      {
        identify: (value2) => typeof value2 === "boolean",
        default: true,
        tag: "tag:yaml.org,2002:bool",
        test: /^true$|^false$/,
        resolve: (str2) => str2 === "true",
        stringify: stringifyJSON
      },
      {
        identify: intIdentify,
        default: true,
        tag: "tag:yaml.org,2002:int",
        test: /^-?(?:0|[1-9][0-9]*)$/,
        resolve: (str2, _onError, { intAsBigInt }) => intAsBigInt ? BigInt(str2) : parseInt(str2, 10),
        stringify: ({ value: value2 }) => intIdentify(value2) ? value2.toString() : JSON.stringify(value2)
      },
      {
        identify: (value2) => typeof value2 === "number",
        default: true,
        tag: "tag:yaml.org,2002:float",
        test: /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$/,
        resolve: (str2) => parseFloat(str2),
        stringify: stringifyJSON
      }
    ];
    var jsonError = {
      default: true,
      tag: "",
      test: /^/,
      resolve(str2, onError) {
        onError(`Unresolved plain scalar ${JSON.stringify(str2)}`);
        return str2;
      }
    };
    var schema = [map.map, seq.seq].concat(jsonScalars, jsonError);
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/binary.js
var require_binary = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/binary.js"(exports) {
    "use strict";
    var node_buffer = __require("buffer");
    var Scalar = require_Scalar();
    var stringifyString = require_stringifyString();
    var binary = {
      identify: (value2) => value2 instanceof Uint8Array,
      // Buffer inherits from Uint8Array
      default: false,
      tag: "tag:yaml.org,2002:binary",
      /**
       * Returns a Buffer in node and an Uint8Array in browsers
       *
       * To use the resulting buffer as an image, you'll want to do something like:
       *
       *   const blob = new Blob([buffer], { type: 'image/jpeg' })
       *   document.querySelector('#photo').src = URL.createObjectURL(blob)
       */
      resolve(src, onError) {
        if (typeof node_buffer.Buffer === "function") {
          return node_buffer.Buffer.from(src, "base64");
        } else if (typeof atob === "function") {
          const str2 = atob(src.replace(/[\n\r]/g, ""));
          const buffer = new Uint8Array(str2.length);
          for (let i = 0; i < str2.length; ++i)
            buffer[i] = str2.charCodeAt(i);
          return buffer;
        } else {
          onError("This environment does not support reading binary tags; either Buffer or atob is required");
          return src;
        }
      },
      stringify({ comment, type, value: value2 }, ctx, onComment, onChompKeep) {
        if (!value2)
          return "";
        const buf = value2;
        let str2;
        if (typeof node_buffer.Buffer === "function") {
          str2 = buf instanceof node_buffer.Buffer ? buf.toString("base64") : node_buffer.Buffer.from(buf.buffer).toString("base64");
        } else if (typeof btoa === "function") {
          let s2 = "";
          for (let i = 0; i < buf.length; ++i)
            s2 += String.fromCharCode(buf[i]);
          str2 = btoa(s2);
        } else {
          throw new Error("This environment does not support writing binary tags; either Buffer or btoa is required");
        }
        type ?? (type = Scalar.Scalar.BLOCK_LITERAL);
        if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
          const lineWidth = Math.max(ctx.options.lineWidth - ctx.indent.length, ctx.options.minContentWidth);
          const n = Math.ceil(str2.length / lineWidth);
          const lines = new Array(n);
          for (let i = 0, o2 = 0; i < n; ++i, o2 += lineWidth) {
            lines[i] = str2.substr(o2, lineWidth);
          }
          str2 = lines.join(type === Scalar.Scalar.BLOCK_LITERAL ? "\n" : " ");
        }
        return stringifyString.stringifyString({ comment, type, value: str2 }, ctx, onComment, onChompKeep);
      }
    };
    exports.binary = binary;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/pairs.js
var require_pairs = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/pairs.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    var YAMLSeq = require_YAMLSeq();
    function resolvePairs(seq, onError) {
      if (identity.isSeq(seq)) {
        for (let i = 0; i < seq.items.length; ++i) {
          let item = seq.items[i];
          if (identity.isPair(item))
            continue;
          else if (identity.isMap(item)) {
            if (item.items.length > 1)
              onError("Each pair must have its own sequence indicator");
            const pair = item.items[0] || new Pair.Pair(new Scalar.Scalar(null));
            if (item.commentBefore)
              pair.key.commentBefore = pair.key.commentBefore ? `${item.commentBefore}
${pair.key.commentBefore}` : item.commentBefore;
            if (item.comment) {
              const cn2 = pair.value ?? pair.key;
              cn2.comment = cn2.comment ? `${item.comment}
${cn2.comment}` : item.comment;
            }
            item = pair;
          }
          seq.items[i] = identity.isPair(item) ? item : new Pair.Pair(item);
        }
      } else
        onError("Expected a sequence for this tag");
      return seq;
    }
    function createPairs(schema, iterable, ctx) {
      const { replacer } = ctx;
      const pairs2 = new YAMLSeq.YAMLSeq(schema);
      pairs2.tag = "tag:yaml.org,2002:pairs";
      let i = 0;
      if (iterable && Symbol.iterator in Object(iterable))
        for (let it2 of iterable) {
          if (typeof replacer === "function")
            it2 = replacer.call(iterable, String(i++), it2);
          let key, value2;
          if (Array.isArray(it2)) {
            if (it2.length === 2) {
              key = it2[0];
              value2 = it2[1];
            } else
              throw new TypeError(`Expected [key, value] tuple: ${it2}`);
          } else if (it2 && it2 instanceof Object) {
            const keys = Object.keys(it2);
            if (keys.length === 1) {
              key = keys[0];
              value2 = it2[key];
            } else {
              throw new TypeError(`Expected tuple with one key, not ${keys.length} keys`);
            }
          } else {
            key = it2;
          }
          pairs2.items.push(Pair.createPair(key, value2, ctx));
        }
      return pairs2;
    }
    var pairs = {
      collection: "seq",
      default: false,
      tag: "tag:yaml.org,2002:pairs",
      resolve: resolvePairs,
      createNode: createPairs
    };
    exports.createPairs = createPairs;
    exports.pairs = pairs;
    exports.resolvePairs = resolvePairs;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/omap.js
var require_omap = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/omap.js"(exports) {
    "use strict";
    var identity = require_identity();
    var toJS = require_toJS();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var pairs = require_pairs();
    var YAMLOMap = class _YAMLOMap extends YAMLSeq.YAMLSeq {
      constructor() {
        super();
        this.add = YAMLMap.YAMLMap.prototype.add.bind(this);
        this.delete = YAMLMap.YAMLMap.prototype.delete.bind(this);
        this.get = YAMLMap.YAMLMap.prototype.get.bind(this);
        this.has = YAMLMap.YAMLMap.prototype.has.bind(this);
        this.set = YAMLMap.YAMLMap.prototype.set.bind(this);
        this.tag = _YAMLOMap.tag;
      }
      /**
       * If `ctx` is given, the return type is actually `Map<unknown, unknown>`,
       * but TypeScript won't allow widening the signature of a child method.
       */
      toJSON(_3, ctx) {
        if (!ctx)
          return super.toJSON(_3);
        const map = /* @__PURE__ */ new Map();
        if (ctx?.onCreate)
          ctx.onCreate(map);
        for (const pair of this.items) {
          let key, value2;
          if (identity.isPair(pair)) {
            key = toJS.toJS(pair.key, "", ctx);
            value2 = toJS.toJS(pair.value, key, ctx);
          } else {
            key = toJS.toJS(pair, "", ctx);
          }
          if (map.has(key))
            throw new Error("Ordered maps must not include duplicate keys");
          map.set(key, value2);
        }
        return map;
      }
      static from(schema, iterable, ctx) {
        const pairs$1 = pairs.createPairs(schema, iterable, ctx);
        const omap2 = new this();
        omap2.items = pairs$1.items;
        return omap2;
      }
    };
    YAMLOMap.tag = "tag:yaml.org,2002:omap";
    var omap = {
      collection: "seq",
      identify: (value2) => value2 instanceof Map,
      nodeClass: YAMLOMap,
      default: false,
      tag: "tag:yaml.org,2002:omap",
      resolve(seq, onError) {
        const pairs$1 = pairs.resolvePairs(seq, onError);
        const seenKeys = [];
        for (const { key } of pairs$1.items) {
          if (identity.isScalar(key)) {
            if (seenKeys.includes(key.value)) {
              onError(`Ordered maps must not include duplicate keys: ${key.value}`);
            } else {
              seenKeys.push(key.value);
            }
          }
        }
        return Object.assign(new YAMLOMap(), pairs$1);
      },
      createNode: (schema, iterable, ctx) => YAMLOMap.from(schema, iterable, ctx)
    };
    exports.YAMLOMap = YAMLOMap;
    exports.omap = omap;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/bool.js
var require_bool2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/bool.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    function boolStringify({ value: value2, source }, ctx) {
      const boolObj = value2 ? trueTag : falseTag;
      if (source && boolObj.test.test(source))
        return source;
      return value2 ? ctx.options.trueStr : ctx.options.falseStr;
    }
    var trueTag = {
      identify: (value2) => value2 === true,
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:Y|y|[Yy]es|YES|[Tt]rue|TRUE|[Oo]n|ON)$/,
      resolve: () => new Scalar.Scalar(true),
      stringify: boolStringify
    };
    var falseTag = {
      identify: (value2) => value2 === false,
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:N|n|[Nn]o|NO|[Ff]alse|FALSE|[Oo]ff|OFF)$/,
      resolve: () => new Scalar.Scalar(false),
      stringify: boolStringify
    };
    exports.falseTag = falseTag;
    exports.trueTag = trueTag;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/float.js
var require_float2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/float.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var stringifyNumber = require_stringifyNumber();
    var floatNaN = {
      identify: (value2) => typeof value2 === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
      resolve: (str2) => str2.slice(-3).toLowerCase() === "nan" ? NaN : str2[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY,
      stringify: stringifyNumber.stringifyNumber
    };
    var floatExp = {
      identify: (value2) => typeof value2 === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "EXP",
      test: /^[-+]?(?:[0-9][0-9_]*)?(?:\.[0-9_]*)?[eE][-+]?[0-9]+$/,
      resolve: (str2) => parseFloat(str2.replace(/_/g, "")),
      stringify(node) {
        const num2 = Number(node.value);
        return isFinite(num2) ? num2.toExponential() : stringifyNumber.stringifyNumber(node);
      }
    };
    var float = {
      identify: (value2) => typeof value2 === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^[-+]?(?:[0-9][0-9_]*)?\.[0-9_]*$/,
      resolve(str2) {
        const node = new Scalar.Scalar(parseFloat(str2.replace(/_/g, "")));
        const dot = str2.indexOf(".");
        if (dot !== -1) {
          const f3 = str2.substring(dot + 1).replace(/_/g, "");
          if (f3[f3.length - 1] === "0")
            node.minFractionDigits = f3.length;
        }
        return node;
      },
      stringify: stringifyNumber.stringifyNumber
    };
    exports.float = float;
    exports.floatExp = floatExp;
    exports.floatNaN = floatNaN;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/int.js
var require_int2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/int.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    var intIdentify = (value2) => typeof value2 === "bigint" || Number.isInteger(value2);
    function intResolve(str2, offset, radix, { intAsBigInt }) {
      const sign = str2[0];
      if (sign === "-" || sign === "+")
        offset += 1;
      str2 = str2.substring(offset).replace(/_/g, "");
      if (intAsBigInt) {
        switch (radix) {
          case 2:
            str2 = `0b${str2}`;
            break;
          case 8:
            str2 = `0o${str2}`;
            break;
          case 16:
            str2 = `0x${str2}`;
            break;
        }
        const n2 = BigInt(str2);
        return sign === "-" ? BigInt(-1) * n2 : n2;
      }
      const n = parseInt(str2, radix);
      return sign === "-" ? -1 * n : n;
    }
    function intStringify(node, radix, prefix) {
      const { value: value2 } = node;
      if (intIdentify(value2)) {
        const str2 = value2.toString(radix);
        return value2 < 0 ? "-" + prefix + str2.substr(1) : prefix + str2;
      }
      return stringifyNumber.stringifyNumber(node);
    }
    var intBin = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "BIN",
      test: /^[-+]?0b[0-1_]+$/,
      resolve: (str2, _onError, opt) => intResolve(str2, 2, 2, opt),
      stringify: (node) => intStringify(node, 2, "0b")
    };
    var intOct = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "OCT",
      test: /^[-+]?0[0-7_]+$/,
      resolve: (str2, _onError, opt) => intResolve(str2, 1, 8, opt),
      stringify: (node) => intStringify(node, 8, "0")
    };
    var int = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      test: /^[-+]?[0-9][0-9_]*$/,
      resolve: (str2, _onError, opt) => intResolve(str2, 0, 10, opt),
      stringify: stringifyNumber.stringifyNumber
    };
    var intHex = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "HEX",
      test: /^[-+]?0x[0-9a-fA-F_]+$/,
      resolve: (str2, _onError, opt) => intResolve(str2, 2, 16, opt),
      stringify: (node) => intStringify(node, 16, "0x")
    };
    exports.int = int;
    exports.intBin = intBin;
    exports.intHex = intHex;
    exports.intOct = intOct;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/set.js
var require_set = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/set.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var YAMLSet = class _YAMLSet extends YAMLMap.YAMLMap {
      constructor(schema) {
        super(schema);
        this.tag = _YAMLSet.tag;
      }
      add(key) {
        let pair;
        if (identity.isPair(key))
          pair = key;
        else if (key && typeof key === "object" && "key" in key && "value" in key && key.value === null)
          pair = new Pair.Pair(key.key, null);
        else
          pair = new Pair.Pair(key, null);
        const prev = YAMLMap.findPair(this.items, pair.key);
        if (!prev)
          this.items.push(pair);
      }
      /**
       * If `keepPair` is `true`, returns the Pair matching `key`.
       * Otherwise, returns the value of that Pair's key.
       */
      get(key, keepPair) {
        const pair = YAMLMap.findPair(this.items, key);
        return !keepPair && identity.isPair(pair) ? identity.isScalar(pair.key) ? pair.key.value : pair.key : pair;
      }
      set(key, value2) {
        if (typeof value2 !== "boolean")
          throw new Error(`Expected boolean value for set(key, value) in a YAML set, not ${typeof value2}`);
        const prev = YAMLMap.findPair(this.items, key);
        if (prev && !value2) {
          this.items.splice(this.items.indexOf(prev), 1);
        } else if (!prev && value2) {
          this.items.push(new Pair.Pair(key));
        }
      }
      toJSON(_3, ctx) {
        return super.toJSON(_3, ctx, Set);
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        if (this.hasAllNullValues(true))
          return super.toString(Object.assign({}, ctx, { allNullValues: true }), onComment, onChompKeep);
        else
          throw new Error("Set items must all have null values");
      }
      static from(schema, iterable, ctx) {
        const { replacer } = ctx;
        const set2 = new this(schema);
        if (iterable && Symbol.iterator in Object(iterable))
          for (let value2 of iterable) {
            if (typeof replacer === "function")
              value2 = replacer.call(iterable, value2, value2);
            set2.items.push(Pair.createPair(value2, null, ctx));
          }
        return set2;
      }
    };
    YAMLSet.tag = "tag:yaml.org,2002:set";
    var set = {
      collection: "map",
      identify: (value2) => value2 instanceof Set,
      nodeClass: YAMLSet,
      default: false,
      tag: "tag:yaml.org,2002:set",
      createNode: (schema, iterable, ctx) => YAMLSet.from(schema, iterable, ctx),
      resolve(map, onError) {
        if (identity.isMap(map)) {
          if (map.hasAllNullValues(true))
            return Object.assign(new YAMLSet(), map);
          else
            onError("Set items must all have null values");
        } else
          onError("Expected a mapping for this tag");
        return map;
      }
    };
    exports.YAMLSet = YAMLSet;
    exports.set = set;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/timestamp.js
var require_timestamp = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/timestamp.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    function parseSexagesimal(str2, asBigInt) {
      const sign = str2[0];
      const parts = sign === "-" || sign === "+" ? str2.substring(1) : str2;
      const num2 = (n) => asBigInt ? BigInt(n) : Number(n);
      const res = parts.replace(/_/g, "").split(":").reduce((res2, p3) => res2 * num2(60) + num2(p3), num2(0));
      return sign === "-" ? num2(-1) * res : res;
    }
    function stringifySexagesimal(node) {
      let { value: value2 } = node;
      let num2 = (n) => n;
      if (typeof value2 === "bigint")
        num2 = (n) => BigInt(n);
      else if (isNaN(value2) || !isFinite(value2))
        return stringifyNumber.stringifyNumber(node);
      let sign = "";
      if (value2 < 0) {
        sign = "-";
        value2 *= num2(-1);
      }
      const _60 = num2(60);
      const parts = [value2 % _60];
      if (value2 < 60) {
        parts.unshift(0);
      } else {
        value2 = (value2 - parts[0]) / _60;
        parts.unshift(value2 % _60);
        if (value2 >= 60) {
          value2 = (value2 - parts[0]) / _60;
          parts.unshift(value2);
        }
      }
      return sign + parts.map((n) => String(n).padStart(2, "0")).join(":").replace(/000000\d*$/, "");
    }
    var intTime = {
      identify: (value2) => typeof value2 === "bigint" || Number.isInteger(value2),
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "TIME",
      test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+$/,
      resolve: (str2, _onError, { intAsBigInt }) => parseSexagesimal(str2, intAsBigInt),
      stringify: stringifySexagesimal
    };
    var floatTime = {
      identify: (value2) => typeof value2 === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "TIME",
      test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*$/,
      resolve: (str2) => parseSexagesimal(str2, false),
      stringify: stringifySexagesimal
    };
    var timestamp = {
      identify: (value2) => value2 instanceof Date,
      default: true,
      tag: "tag:yaml.org,2002:timestamp",
      // If the time zone is omitted, the timestamp is assumed to be specified in UTC. The time part
      // may be omitted altogether, resulting in a date format. In such a case, the time part is
      // assumed to be 00:00:00Z (start of day, UTC).
      test: RegExp("^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})(?:(?:t|T|[ \\t]+)([0-9]{1,2}):([0-9]{1,2}):([0-9]{1,2}(\\.[0-9]+)?)(?:[ \\t]*(Z|[-+][012]?[0-9](?::[0-9]{2})?))?)?$"),
      resolve(str2) {
        const match = str2.match(timestamp.test);
        if (!match)
          throw new Error("!!timestamp expects a date, starting with yyyy-mm-dd");
        const [, year, month, day, hour, minute, second] = match.map(Number);
        const millisec = match[7] ? Number((match[7] + "00").substr(1, 3)) : 0;
        let date = Date.UTC(year, month - 1, day, hour || 0, minute || 0, second || 0, millisec);
        const tz = match[8];
        if (tz && tz !== "Z") {
          let d2 = parseSexagesimal(tz, false);
          if (Math.abs(d2) < 30)
            d2 *= 60;
          date -= 6e4 * d2;
        }
        return new Date(date);
      },
      stringify: ({ value: value2 }) => value2?.toISOString().replace(/(T00:00:00)?\.000Z$/, "") ?? ""
    };
    exports.floatTime = floatTime;
    exports.intTime = intTime;
    exports.timestamp = timestamp;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/schema.js
var require_schema3 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/schema.js"(exports) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var binary = require_binary();
    var bool = require_bool2();
    var float = require_float2();
    var int = require_int2();
    var merge = require_merge();
    var omap = require_omap();
    var pairs = require_pairs();
    var set = require_set();
    var timestamp = require_timestamp();
    var schema = [
      map.map,
      seq.seq,
      string.string,
      _null.nullTag,
      bool.trueTag,
      bool.falseTag,
      int.intBin,
      int.intOct,
      int.int,
      int.intHex,
      float.floatNaN,
      float.floatExp,
      float.float,
      binary.binary,
      merge.merge,
      omap.omap,
      pairs.pairs,
      set.set,
      timestamp.intTime,
      timestamp.floatTime,
      timestamp.timestamp
    ];
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/tags.js
var require_tags = __commonJS({
  "node_modules/yaml/dist/schema/tags.js"(exports) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var bool = require_bool();
    var float = require_float();
    var int = require_int();
    var schema = require_schema();
    var schema$1 = require_schema2();
    var binary = require_binary();
    var merge = require_merge();
    var omap = require_omap();
    var pairs = require_pairs();
    var schema$2 = require_schema3();
    var set = require_set();
    var timestamp = require_timestamp();
    var schemas = /* @__PURE__ */ new Map([
      ["core", schema.schema],
      ["failsafe", [map.map, seq.seq, string.string]],
      ["json", schema$1.schema],
      ["yaml11", schema$2.schema],
      ["yaml-1.1", schema$2.schema]
    ]);
    var tagsByName = {
      binary: binary.binary,
      bool: bool.boolTag,
      float: float.float,
      floatExp: float.floatExp,
      floatNaN: float.floatNaN,
      floatTime: timestamp.floatTime,
      int: int.int,
      intHex: int.intHex,
      intOct: int.intOct,
      intTime: timestamp.intTime,
      map: map.map,
      merge: merge.merge,
      null: _null.nullTag,
      omap: omap.omap,
      pairs: pairs.pairs,
      seq: seq.seq,
      set: set.set,
      timestamp: timestamp.timestamp
    };
    var coreKnownTags = {
      "tag:yaml.org,2002:binary": binary.binary,
      "tag:yaml.org,2002:merge": merge.merge,
      "tag:yaml.org,2002:omap": omap.omap,
      "tag:yaml.org,2002:pairs": pairs.pairs,
      "tag:yaml.org,2002:set": set.set,
      "tag:yaml.org,2002:timestamp": timestamp.timestamp
    };
    function getTags(customTags, schemaName, addMergeTag) {
      const schemaTags = schemas.get(schemaName);
      if (schemaTags && !customTags) {
        return addMergeTag && !schemaTags.includes(merge.merge) ? schemaTags.concat(merge.merge) : schemaTags.slice();
      }
      let tags = schemaTags;
      if (!tags) {
        if (Array.isArray(customTags))
          tags = [];
        else {
          const keys = Array.from(schemas.keys()).filter((key) => key !== "yaml11").map((key) => JSON.stringify(key)).join(", ");
          throw new Error(`Unknown schema "${schemaName}"; use one of ${keys} or define customTags array`);
        }
      }
      if (Array.isArray(customTags)) {
        for (const tag2 of customTags)
          tags = tags.concat(tag2);
      } else if (typeof customTags === "function") {
        tags = customTags(tags.slice());
      }
      if (addMergeTag)
        tags = tags.concat(merge.merge);
      return tags.reduce((tags2, tag2) => {
        const tagObj = typeof tag2 === "string" ? tagsByName[tag2] : tag2;
        if (!tagObj) {
          const tagName = JSON.stringify(tag2);
          const keys = Object.keys(tagsByName).map((key) => JSON.stringify(key)).join(", ");
          throw new Error(`Unknown custom tag ${tagName}; use one of ${keys}`);
        }
        if (!tags2.includes(tagObj))
          tags2.push(tagObj);
        return tags2;
      }, []);
    }
    exports.coreKnownTags = coreKnownTags;
    exports.getTags = getTags;
  }
});

// node_modules/yaml/dist/schema/Schema.js
var require_Schema = __commonJS({
  "node_modules/yaml/dist/schema/Schema.js"(exports) {
    "use strict";
    var identity = require_identity();
    var map = require_map();
    var seq = require_seq();
    var string = require_string();
    var tags = require_tags();
    var sortMapEntriesByKey = (a, b3) => a.key < b3.key ? -1 : a.key > b3.key ? 1 : 0;
    var Schema = class _Schema {
      constructor({ compat, customTags, merge, resolveKnownTags, schema, sortMapEntries, toStringDefaults }) {
        this.compat = Array.isArray(compat) ? tags.getTags(compat, "compat") : compat ? tags.getTags(null, compat) : null;
        this.name = typeof schema === "string" && schema || "core";
        this.knownTags = resolveKnownTags ? tags.coreKnownTags : {};
        this.tags = tags.getTags(customTags, this.name, merge);
        this.toStringOptions = toStringDefaults ?? null;
        Object.defineProperty(this, identity.MAP, { value: map.map });
        Object.defineProperty(this, identity.SCALAR, { value: string.string });
        Object.defineProperty(this, identity.SEQ, { value: seq.seq });
        this.sortMapEntries = typeof sortMapEntries === "function" ? sortMapEntries : sortMapEntries === true ? sortMapEntriesByKey : null;
      }
      clone() {
        const copy = Object.create(_Schema.prototype, Object.getOwnPropertyDescriptors(this));
        copy.tags = this.tags.slice();
        return copy;
      }
    };
    exports.Schema = Schema;
  }
});

// node_modules/yaml/dist/stringify/stringifyDocument.js
var require_stringifyDocument = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyDocument.js"(exports) {
    "use strict";
    var identity = require_identity();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyDocument(doc, options) {
      const lines = [];
      let hasDirectives = options.directives === true;
      if (options.directives !== false && doc.directives) {
        const dir = doc.directives.toString(doc);
        if (dir) {
          lines.push(dir);
          hasDirectives = true;
        } else if (doc.directives.docStart)
          hasDirectives = true;
      }
      if (hasDirectives)
        lines.push("---");
      const ctx = stringify.createStringifyContext(doc, options);
      const { commentString } = ctx.options;
      if (doc.commentBefore) {
        if (lines.length !== 1)
          lines.unshift("");
        const cs2 = commentString(doc.commentBefore);
        lines.unshift(stringifyComment.indentComment(cs2, ""));
      }
      let chompKeep = false;
      let contentComment = null;
      if (doc.contents) {
        if (identity.isNode(doc.contents)) {
          if (doc.contents.spaceBefore && hasDirectives)
            lines.push("");
          if (doc.contents.commentBefore) {
            const cs2 = commentString(doc.contents.commentBefore);
            lines.push(stringifyComment.indentComment(cs2, ""));
          }
          ctx.forceBlockIndent = !!doc.comment;
          contentComment = doc.contents.comment;
        }
        const onChompKeep = contentComment ? void 0 : () => chompKeep = true;
        let body = stringify.stringify(doc.contents, ctx, () => contentComment = null, onChompKeep);
        if (contentComment)
          body += stringifyComment.lineComment(body, "", commentString(contentComment));
        if ((body[0] === "|" || body[0] === ">") && lines[lines.length - 1] === "---") {
          lines[lines.length - 1] = `--- ${body}`;
        } else
          lines.push(body);
      } else {
        lines.push(stringify.stringify(doc.contents, ctx));
      }
      if (doc.directives?.docEnd) {
        if (doc.comment) {
          const cs2 = commentString(doc.comment);
          if (cs2.includes("\n")) {
            lines.push("...");
            lines.push(stringifyComment.indentComment(cs2, ""));
          } else {
            lines.push(`... ${cs2}`);
          }
        } else {
          lines.push("...");
        }
      } else {
        let dc = doc.comment;
        if (dc && chompKeep)
          dc = dc.replace(/^\n+/, "");
        if (dc) {
          if ((!chompKeep || contentComment) && lines[lines.length - 1] !== "")
            lines.push("");
          lines.push(stringifyComment.indentComment(commentString(dc), ""));
        }
      }
      return lines.join("\n") + "\n";
    }
    exports.stringifyDocument = stringifyDocument;
  }
});

// node_modules/yaml/dist/doc/Document.js
var require_Document = __commonJS({
  "node_modules/yaml/dist/doc/Document.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var Collection = require_Collection();
    var identity = require_identity();
    var Pair = require_Pair();
    var toJS = require_toJS();
    var Schema = require_Schema();
    var stringifyDocument = require_stringifyDocument();
    var anchors = require_anchors();
    var applyReviver = require_applyReviver();
    var createNode = require_createNode();
    var directives = require_directives();
    var Document = class _Document {
      constructor(value2, replacer, options) {
        this.commentBefore = null;
        this.comment = null;
        this.errors = [];
        this.warnings = [];
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.DOC });
        let _replacer = null;
        if (typeof replacer === "function" || Array.isArray(replacer)) {
          _replacer = replacer;
        } else if (options === void 0 && replacer) {
          options = replacer;
          replacer = void 0;
        }
        const opt = Object.assign({
          intAsBigInt: false,
          keepSourceTokens: false,
          logLevel: "warn",
          prettyErrors: true,
          strict: true,
          stringKeys: false,
          uniqueKeys: true,
          version: "1.2"
        }, options);
        this.options = opt;
        let { version } = opt;
        if (options?._directives) {
          this.directives = options._directives.atDocument();
          if (this.directives.yaml.explicit)
            version = this.directives.yaml.version;
        } else
          this.directives = new directives.Directives({ version });
        this.setSchema(version, options);
        this.contents = value2 === void 0 ? null : this.createNode(value2, _replacer, options);
      }
      /**
       * Create a deep copy of this Document and its contents.
       *
       * Custom Node values that inherit from `Object` still refer to their original instances.
       */
      clone() {
        const copy = Object.create(_Document.prototype, {
          [identity.NODE_TYPE]: { value: identity.DOC }
        });
        copy.commentBefore = this.commentBefore;
        copy.comment = this.comment;
        copy.errors = this.errors.slice();
        copy.warnings = this.warnings.slice();
        copy.options = Object.assign({}, this.options);
        if (this.directives)
          copy.directives = this.directives.clone();
        copy.schema = this.schema.clone();
        copy.contents = identity.isNode(this.contents) ? this.contents.clone(copy.schema) : this.contents;
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /** Adds a value to the document. */
      add(value2) {
        if (assertCollection(this.contents))
          this.contents.add(value2);
      }
      /** Adds a value to the document. */
      addIn(path, value2) {
        if (assertCollection(this.contents))
          this.contents.addIn(path, value2);
      }
      /**
       * Create a new `Alias` node, ensuring that the target `node` has the required anchor.
       *
       * If `node` already has an anchor, `name` is ignored.
       * Otherwise, the `node.anchor` value will be set to `name`,
       * or if an anchor with that name is already present in the document,
       * `name` will be used as a prefix for a new unique anchor.
       * If `name` is undefined, the generated anchor will use 'a' as a prefix.
       */
      createAlias(node, name) {
        if (!node.anchor) {
          const prev = anchors.anchorNames(this);
          node.anchor = // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
          !name || prev.has(name) ? anchors.findNewAnchor(name || "a", prev) : name;
        }
        return new Alias.Alias(node.anchor);
      }
      createNode(value2, replacer, options) {
        let _replacer = void 0;
        if (typeof replacer === "function") {
          value2 = replacer.call({ "": value2 }, "", value2);
          _replacer = replacer;
        } else if (Array.isArray(replacer)) {
          const keyToStr = (v2) => typeof v2 === "number" || v2 instanceof String || v2 instanceof Number;
          const asStr = replacer.filter(keyToStr).map(String);
          if (asStr.length > 0)
            replacer = replacer.concat(asStr);
          _replacer = replacer;
        } else if (options === void 0 && replacer) {
          options = replacer;
          replacer = void 0;
        }
        const { aliasDuplicateObjects, anchorPrefix, flow, keepUndefined, onTagObj, tag: tag2 } = options ?? {};
        const { onAnchor, setAnchors, sourceObjects } = anchors.createNodeAnchors(
          this,
          // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
          anchorPrefix || "a"
        );
        const ctx = {
          aliasDuplicateObjects: aliasDuplicateObjects ?? true,
          keepUndefined: keepUndefined ?? false,
          onAnchor,
          onTagObj,
          replacer: _replacer,
          schema: this.schema,
          sourceObjects
        };
        const node = createNode.createNode(value2, tag2, ctx);
        if (flow && identity.isCollection(node))
          node.flow = true;
        setAnchors();
        return node;
      }
      /**
       * Convert a key and a value into a `Pair` using the current schema,
       * recursively wrapping all values as `Scalar` or `Collection` nodes.
       */
      createPair(key, value2, options = {}) {
        const k2 = this.createNode(key, null, options);
        const v2 = this.createNode(value2, null, options);
        return new Pair.Pair(k2, v2);
      }
      /**
       * Removes a value from the document.
       * @returns `true` if the item was found and removed.
       */
      delete(key) {
        return assertCollection(this.contents) ? this.contents.delete(key) : false;
      }
      /**
       * Removes a value from the document.
       * @returns `true` if the item was found and removed.
       */
      deleteIn(path) {
        if (Collection.isEmptyPath(path)) {
          if (this.contents == null)
            return false;
          this.contents = null;
          return true;
        }
        return assertCollection(this.contents) ? this.contents.deleteIn(path) : false;
      }
      /**
       * Returns item at `key`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      get(key, keepScalar) {
        return identity.isCollection(this.contents) ? this.contents.get(key, keepScalar) : void 0;
      }
      /**
       * Returns item at `path`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      getIn(path, keepScalar) {
        if (Collection.isEmptyPath(path))
          return !keepScalar && identity.isScalar(this.contents) ? this.contents.value : this.contents;
        return identity.isCollection(this.contents) ? this.contents.getIn(path, keepScalar) : void 0;
      }
      /**
       * Checks if the document includes a value with the key `key`.
       */
      has(key) {
        return identity.isCollection(this.contents) ? this.contents.has(key) : false;
      }
      /**
       * Checks if the document includes a value at `path`.
       */
      hasIn(path) {
        if (Collection.isEmptyPath(path))
          return this.contents !== void 0;
        return identity.isCollection(this.contents) ? this.contents.hasIn(path) : false;
      }
      /**
       * Sets a value in this document. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      set(key, value2) {
        if (this.contents == null) {
          this.contents = Collection.collectionFromPath(this.schema, [key], value2);
        } else if (assertCollection(this.contents)) {
          this.contents.set(key, value2);
        }
      }
      /**
       * Sets a value in this document. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      setIn(path, value2) {
        if (Collection.isEmptyPath(path)) {
          this.contents = value2;
        } else if (this.contents == null) {
          this.contents = Collection.collectionFromPath(this.schema, Array.from(path), value2);
        } else if (assertCollection(this.contents)) {
          this.contents.setIn(path, value2);
        }
      }
      /**
       * Change the YAML version and schema used by the document.
       * A `null` version disables support for directives, explicit tags, anchors, and aliases.
       * It also requires the `schema` option to be given as a `Schema` instance value.
       *
       * Overrides all previously set schema options.
       */
      setSchema(version, options = {}) {
        if (typeof version === "number")
          version = String(version);
        let opt;
        switch (version) {
          case "1.1":
            if (this.directives)
              this.directives.yaml.version = "1.1";
            else
              this.directives = new directives.Directives({ version: "1.1" });
            opt = { resolveKnownTags: false, schema: "yaml-1.1" };
            break;
          case "1.2":
          case "next":
            if (this.directives)
              this.directives.yaml.version = version;
            else
              this.directives = new directives.Directives({ version });
            opt = { resolveKnownTags: true, schema: "core" };
            break;
          case null:
            if (this.directives)
              delete this.directives;
            opt = null;
            break;
          default: {
            const sv = JSON.stringify(version);
            throw new Error(`Expected '1.1', '1.2' or null as first argument, but found: ${sv}`);
          }
        }
        if (options.schema instanceof Object)
          this.schema = options.schema;
        else if (opt)
          this.schema = new Schema.Schema(Object.assign(opt, options));
        else
          throw new Error(`With a null YAML version, the { schema: Schema } option is required`);
      }
      // json & jsonArg are only used from toJSON()
      toJS({ json, jsonArg, mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        const ctx = {
          anchors: /* @__PURE__ */ new Map(),
          doc: this,
          keep: !json,
          mapAsMap: mapAsMap === true,
          mapKeyWarned: false,
          maxAliasCount: typeof maxAliasCount === "number" ? maxAliasCount : 100
        };
        const res = toJS.toJS(this.contents, jsonArg ?? "", ctx);
        if (typeof onAnchor === "function")
          for (const { count, res: res2 } of ctx.anchors.values())
            onAnchor(res2, count);
        return typeof reviver === "function" ? applyReviver.applyReviver(reviver, { "": res }, "", res) : res;
      }
      /**
       * A JSON representation of the document `contents`.
       *
       * @param jsonArg Used by `JSON.stringify` to indicate the array index or
       *   property name.
       */
      toJSON(jsonArg, onAnchor) {
        return this.toJS({ json: true, jsonArg, mapAsMap: false, onAnchor });
      }
      /** A YAML representation of the document. */
      toString(options = {}) {
        if (this.errors.length > 0)
          throw new Error("Document with errors cannot be stringified");
        if ("indent" in options && (!Number.isInteger(options.indent) || Number(options.indent) <= 0)) {
          const s2 = JSON.stringify(options.indent);
          throw new Error(`"indent" option must be a positive integer, not ${s2}`);
        }
        return stringifyDocument.stringifyDocument(this, options);
      }
    };
    function assertCollection(contents) {
      if (identity.isCollection(contents))
        return true;
      throw new Error("Expected a YAML collection as document contents");
    }
    exports.Document = Document;
  }
});

// node_modules/yaml/dist/errors.js
var require_errors = __commonJS({
  "node_modules/yaml/dist/errors.js"(exports) {
    "use strict";
    var YAMLError = class extends Error {
      constructor(name, pos, code, message2) {
        super();
        this.name = name;
        this.code = code;
        this.message = message2;
        this.pos = pos;
      }
    };
    var YAMLParseError = class extends YAMLError {
      constructor(pos, code, message2) {
        super("YAMLParseError", pos, code, message2);
      }
    };
    var YAMLWarning = class extends YAMLError {
      constructor(pos, code, message2) {
        super("YAMLWarning", pos, code, message2);
      }
    };
    var prettifyError = (src, lc) => (error) => {
      if (error.pos[0] === -1)
        return;
      error.linePos = error.pos.map((pos) => lc.linePos(pos));
      const { line, col } = error.linePos[0];
      error.message += ` at line ${line}, column ${col}`;
      let ci = col - 1;
      let lineStr = src.substring(lc.lineStarts[line - 1], lc.lineStarts[line]).replace(/[\n\r]+$/, "");
      if (ci >= 60 && lineStr.length > 80) {
        const trimStart = Math.min(ci - 39, lineStr.length - 79);
        lineStr = "\u2026" + lineStr.substring(trimStart);
        ci -= trimStart - 1;
      }
      if (lineStr.length > 80)
        lineStr = lineStr.substring(0, 79) + "\u2026";
      if (line > 1 && /^ *$/.test(lineStr.substring(0, ci))) {
        let prev = src.substring(lc.lineStarts[line - 2], lc.lineStarts[line - 1]);
        if (prev.length > 80)
          prev = prev.substring(0, 79) + "\u2026\n";
        lineStr = prev + lineStr;
      }
      if (/[^ ]/.test(lineStr)) {
        let count = 1;
        const end = error.linePos[1];
        if (end?.line === line && end.col > col) {
          count = Math.max(1, Math.min(end.col - col, 80 - ci));
        }
        const pointer = " ".repeat(ci) + "^".repeat(count);
        error.message += `:

${lineStr}
${pointer}
`;
      }
    };
    exports.YAMLError = YAMLError;
    exports.YAMLParseError = YAMLParseError;
    exports.YAMLWarning = YAMLWarning;
    exports.prettifyError = prettifyError;
  }
});

// node_modules/yaml/dist/compose/resolve-props.js
var require_resolve_props = __commonJS({
  "node_modules/yaml/dist/compose/resolve-props.js"(exports) {
    "use strict";
    function resolveProps(tokens, { flow, indicator, next, offset, onError, parentIndent, startOnNewline }) {
      let spaceBefore = false;
      let atNewline = startOnNewline;
      let hasSpace = startOnNewline;
      let comment = "";
      let commentSep = "";
      let hasNewline = false;
      let reqSpace = false;
      let tab = null;
      let anchor = null;
      let tag2 = null;
      let newlineAfterProp = null;
      let comma = null;
      let found = null;
      let start = null;
      for (const token of tokens) {
        if (reqSpace) {
          if (token.type !== "space" && token.type !== "newline" && token.type !== "comma")
            onError(token.offset, "MISSING_CHAR", "Tags and anchors must be separated from the next token by white space");
          reqSpace = false;
        }
        if (tab) {
          if (atNewline && token.type !== "comment" && token.type !== "newline") {
            onError(tab, "TAB_AS_INDENT", "Tabs are not allowed as indentation");
          }
          tab = null;
        }
        switch (token.type) {
          case "space":
            if (!flow && (indicator !== "doc-start" || next?.type !== "flow-collection") && token.source.includes("	")) {
              tab = token;
            }
            hasSpace = true;
            break;
          case "comment": {
            if (!hasSpace)
              onError(token, "MISSING_CHAR", "Comments must be separated from other tokens by white space characters");
            const cb = token.source.substring(1) || " ";
            if (!comment)
              comment = cb;
            else
              comment += commentSep + cb;
            commentSep = "";
            atNewline = false;
            break;
          }
          case "newline":
            if (atNewline) {
              if (comment)
                comment += token.source;
              else if (!found || indicator !== "seq-item-ind")
                spaceBefore = true;
            } else
              commentSep += token.source;
            atNewline = true;
            hasNewline = true;
            if (anchor || tag2)
              newlineAfterProp = token;
            hasSpace = true;
            break;
          case "anchor":
            if (anchor)
              onError(token, "MULTIPLE_ANCHORS", "A node can have at most one anchor");
            if (token.source.endsWith(":"))
              onError(token.offset + token.source.length - 1, "BAD_ALIAS", "Anchor ending in : is ambiguous", true);
            anchor = token;
            start ?? (start = token.offset);
            atNewline = false;
            hasSpace = false;
            reqSpace = true;
            break;
          case "tag": {
            if (tag2)
              onError(token, "MULTIPLE_TAGS", "A node can have at most one tag");
            tag2 = token;
            start ?? (start = token.offset);
            atNewline = false;
            hasSpace = false;
            reqSpace = true;
            break;
          }
          case indicator:
            if (anchor || tag2)
              onError(token, "BAD_PROP_ORDER", `Anchors and tags must be after the ${token.source} indicator`);
            if (found)
              onError(token, "UNEXPECTED_TOKEN", `Unexpected ${token.source} in ${flow ?? "collection"}`);
            found = token;
            atNewline = indicator === "seq-item-ind" || indicator === "explicit-key-ind";
            hasSpace = false;
            break;
          case "comma":
            if (flow) {
              if (comma)
                onError(token, "UNEXPECTED_TOKEN", `Unexpected , in ${flow}`);
              comma = token;
              atNewline = false;
              hasSpace = false;
              break;
            }
          // else fallthrough
          default:
            onError(token, "UNEXPECTED_TOKEN", `Unexpected ${token.type} token`);
            atNewline = false;
            hasSpace = false;
        }
      }
      const last = tokens[tokens.length - 1];
      const end = last ? last.offset + last.source.length : offset;
      if (reqSpace && next && next.type !== "space" && next.type !== "newline" && next.type !== "comma" && (next.type !== "scalar" || next.source !== "")) {
        onError(next.offset, "MISSING_CHAR", "Tags and anchors must be separated from the next token by white space");
      }
      if (tab && (atNewline && tab.indent <= parentIndent || next?.type === "block-map" || next?.type === "block-seq"))
        onError(tab, "TAB_AS_INDENT", "Tabs are not allowed as indentation");
      return {
        comma,
        found,
        spaceBefore,
        comment,
        hasNewline,
        anchor,
        tag: tag2,
        newlineAfterProp,
        end,
        start: start ?? end
      };
    }
    exports.resolveProps = resolveProps;
  }
});

// node_modules/yaml/dist/compose/util-contains-newline.js
var require_util_contains_newline = __commonJS({
  "node_modules/yaml/dist/compose/util-contains-newline.js"(exports) {
    "use strict";
    function containsNewline(key) {
      if (!key)
        return null;
      switch (key.type) {
        case "alias":
        case "scalar":
        case "double-quoted-scalar":
        case "single-quoted-scalar":
          if (key.source.includes("\n"))
            return true;
          if (key.end) {
            for (const st2 of key.end)
              if (st2.type === "newline")
                return true;
          }
          return false;
        case "flow-collection":
          for (const it2 of key.items) {
            for (const st2 of it2.start)
              if (st2.type === "newline")
                return true;
            if (it2.sep) {
              for (const st2 of it2.sep)
                if (st2.type === "newline")
                  return true;
            }
            if (containsNewline(it2.key) || containsNewline(it2.value))
              return true;
          }
          return false;
        default:
          return true;
      }
    }
    exports.containsNewline = containsNewline;
  }
});

// node_modules/yaml/dist/compose/util-flow-indent-check.js
var require_util_flow_indent_check = __commonJS({
  "node_modules/yaml/dist/compose/util-flow-indent-check.js"(exports) {
    "use strict";
    var utilContainsNewline = require_util_contains_newline();
    function flowIndentCheck(indent, fc, onError) {
      if (fc?.type === "flow-collection") {
        const end = fc.end[0];
        if (end.indent === indent && (end.source === "]" || end.source === "}") && utilContainsNewline.containsNewline(fc)) {
          const msg = "Flow end indicator should be more indented than parent";
          onError(end, "BAD_INDENT", msg, true);
        }
      }
    }
    exports.flowIndentCheck = flowIndentCheck;
  }
});

// node_modules/yaml/dist/compose/util-map-includes.js
var require_util_map_includes = __commonJS({
  "node_modules/yaml/dist/compose/util-map-includes.js"(exports) {
    "use strict";
    var identity = require_identity();
    function mapIncludes(ctx, items, search) {
      const { uniqueKeys } = ctx.options;
      if (uniqueKeys === false)
        return false;
      const isEqual = typeof uniqueKeys === "function" ? uniqueKeys : (a, b3) => a === b3 || identity.isScalar(a) && identity.isScalar(b3) && a.value === b3.value;
      return items.some((pair) => isEqual(pair.key, search));
    }
    exports.mapIncludes = mapIncludes;
  }
});

// node_modules/yaml/dist/compose/resolve-block-map.js
var require_resolve_block_map = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-map.js"(exports) {
    "use strict";
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var resolveProps = require_resolve_props();
    var utilContainsNewline = require_util_contains_newline();
    var utilFlowIndentCheck = require_util_flow_indent_check();
    var utilMapIncludes = require_util_map_includes();
    var startColMsg = "All mapping items must start at the same column";
    function resolveBlockMap({ composeNode, composeEmptyNode }, ctx, bm, onError, tag2) {
      const NodeClass = tag2?.nodeClass ?? YAMLMap.YAMLMap;
      const map = new NodeClass(ctx.schema);
      if (ctx.atRoot)
        ctx.atRoot = false;
      let offset = bm.offset;
      let commentEnd = null;
      for (const collItem of bm.items) {
        const { start, key, sep, value: value2 } = collItem;
        const keyProps = resolveProps.resolveProps(start, {
          indicator: "explicit-key-ind",
          next: key ?? sep?.[0],
          offset,
          onError,
          parentIndent: bm.indent,
          startOnNewline: true
        });
        const implicitKey = !keyProps.found;
        if (implicitKey) {
          if (key) {
            if (key.type === "block-seq")
              onError(offset, "BLOCK_AS_IMPLICIT_KEY", "A block sequence may not be used as an implicit map key");
            else if ("indent" in key && key.indent !== bm.indent)
              onError(offset, "BAD_INDENT", startColMsg);
          }
          if (!keyProps.anchor && !keyProps.tag && !sep) {
            commentEnd = keyProps.end;
            if (keyProps.comment) {
              if (map.comment)
                map.comment += "\n" + keyProps.comment;
              else
                map.comment = keyProps.comment;
            }
            continue;
          }
          if (keyProps.newlineAfterProp || utilContainsNewline.containsNewline(key)) {
            onError(key ?? start[start.length - 1], "MULTILINE_IMPLICIT_KEY", "Implicit keys need to be on a single line");
          }
        } else if (keyProps.found?.indent !== bm.indent) {
          onError(offset, "BAD_INDENT", startColMsg);
        }
        ctx.atKey = true;
        const keyStart = keyProps.end;
        const keyNode = key ? composeNode(ctx, key, keyProps, onError) : composeEmptyNode(ctx, keyStart, start, null, keyProps, onError);
        if (ctx.schema.compat)
          utilFlowIndentCheck.flowIndentCheck(bm.indent, key, onError);
        ctx.atKey = false;
        if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
          onError(keyStart, "DUPLICATE_KEY", "Map keys must be unique");
        const valueProps = resolveProps.resolveProps(sep ?? [], {
          indicator: "map-value-ind",
          next: value2,
          offset: keyNode.range[2],
          onError,
          parentIndent: bm.indent,
          startOnNewline: !key || key.type === "block-scalar"
        });
        offset = valueProps.end;
        if (valueProps.found) {
          if (implicitKey) {
            if (value2?.type === "block-map" && !valueProps.hasNewline)
              onError(offset, "BLOCK_AS_IMPLICIT_KEY", "Nested mappings are not allowed in compact mappings");
            if (ctx.options.strict && keyProps.start < valueProps.found.offset - 1024)
              onError(keyNode.range, "KEY_OVER_1024_CHARS", "The : indicator must be at most 1024 chars after the start of an implicit block mapping key");
          }
          const valueNode = value2 ? composeNode(ctx, value2, valueProps, onError) : composeEmptyNode(ctx, offset, sep, null, valueProps, onError);
          if (ctx.schema.compat)
            utilFlowIndentCheck.flowIndentCheck(bm.indent, value2, onError);
          offset = valueNode.range[2];
          const pair = new Pair.Pair(keyNode, valueNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          map.items.push(pair);
        } else {
          if (implicitKey)
            onError(keyNode.range, "MISSING_CHAR", "Implicit map keys need to be followed by map values");
          if (valueProps.comment) {
            if (keyNode.comment)
              keyNode.comment += "\n" + valueProps.comment;
            else
              keyNode.comment = valueProps.comment;
          }
          const pair = new Pair.Pair(keyNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          map.items.push(pair);
        }
      }
      if (commentEnd && commentEnd < offset)
        onError(commentEnd, "IMPOSSIBLE", "Map comment with trailing content");
      map.range = [bm.offset, offset, commentEnd ?? offset];
      return map;
    }
    exports.resolveBlockMap = resolveBlockMap;
  }
});

// node_modules/yaml/dist/compose/resolve-block-seq.js
var require_resolve_block_seq = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-seq.js"(exports) {
    "use strict";
    var YAMLSeq = require_YAMLSeq();
    var resolveProps = require_resolve_props();
    var utilFlowIndentCheck = require_util_flow_indent_check();
    function resolveBlockSeq({ composeNode, composeEmptyNode }, ctx, bs2, onError, tag2) {
      const NodeClass = tag2?.nodeClass ?? YAMLSeq.YAMLSeq;
      const seq = new NodeClass(ctx.schema);
      if (ctx.atRoot)
        ctx.atRoot = false;
      if (ctx.atKey)
        ctx.atKey = false;
      let offset = bs2.offset;
      let commentEnd = null;
      for (const { start, value: value2 } of bs2.items) {
        const props = resolveProps.resolveProps(start, {
          indicator: "seq-item-ind",
          next: value2,
          offset,
          onError,
          parentIndent: bs2.indent,
          startOnNewline: true
        });
        if (!props.found) {
          if (props.anchor || props.tag || value2) {
            if (value2?.type === "block-seq")
              onError(props.end, "BAD_INDENT", "All sequence items must start at the same column");
            else
              onError(offset, "MISSING_CHAR", "Sequence item without - indicator");
          } else {
            commentEnd = props.end;
            if (props.comment)
              seq.comment = props.comment;
            continue;
          }
        }
        const node = value2 ? composeNode(ctx, value2, props, onError) : composeEmptyNode(ctx, props.end, start, null, props, onError);
        if (ctx.schema.compat)
          utilFlowIndentCheck.flowIndentCheck(bs2.indent, value2, onError);
        offset = node.range[2];
        seq.items.push(node);
      }
      seq.range = [bs2.offset, offset, commentEnd ?? offset];
      return seq;
    }
    exports.resolveBlockSeq = resolveBlockSeq;
  }
});

// node_modules/yaml/dist/compose/resolve-end.js
var require_resolve_end = __commonJS({
  "node_modules/yaml/dist/compose/resolve-end.js"(exports) {
    "use strict";
    function resolveEnd(end, offset, reqSpace, onError) {
      let comment = "";
      if (end) {
        let hasSpace = false;
        let sep = "";
        for (const token of end) {
          const { source, type } = token;
          switch (type) {
            case "space":
              hasSpace = true;
              break;
            case "comment": {
              if (reqSpace && !hasSpace)
                onError(token, "MISSING_CHAR", "Comments must be separated from other tokens by white space characters");
              const cb = source.substring(1) || " ";
              if (!comment)
                comment = cb;
              else
                comment += sep + cb;
              sep = "";
              break;
            }
            case "newline":
              if (comment)
                sep += source;
              hasSpace = true;
              break;
            default:
              onError(token, "UNEXPECTED_TOKEN", `Unexpected ${type} at node end`);
          }
          offset += source.length;
        }
      }
      return { comment, offset };
    }
    exports.resolveEnd = resolveEnd;
  }
});

// node_modules/yaml/dist/compose/resolve-flow-collection.js
var require_resolve_flow_collection = __commonJS({
  "node_modules/yaml/dist/compose/resolve-flow-collection.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var resolveEnd = require_resolve_end();
    var resolveProps = require_resolve_props();
    var utilContainsNewline = require_util_contains_newline();
    var utilMapIncludes = require_util_map_includes();
    var blockMsg = "Block collections are not allowed within flow collections";
    var isBlock = (token) => token && (token.type === "block-map" || token.type === "block-seq");
    function resolveFlowCollection({ composeNode, composeEmptyNode }, ctx, fc, onError, tag2) {
      const isMap2 = fc.start.source === "{";
      const fcName = isMap2 ? "flow map" : "flow sequence";
      const NodeClass = tag2?.nodeClass ?? (isMap2 ? YAMLMap.YAMLMap : YAMLSeq.YAMLSeq);
      const coll = new NodeClass(ctx.schema);
      coll.flow = true;
      const atRoot = ctx.atRoot;
      if (atRoot)
        ctx.atRoot = false;
      if (ctx.atKey)
        ctx.atKey = false;
      let offset = fc.offset + fc.start.source.length;
      for (let i = 0; i < fc.items.length; ++i) {
        const collItem = fc.items[i];
        const { start, key, sep, value: value2 } = collItem;
        const props = resolveProps.resolveProps(start, {
          flow: fcName,
          indicator: "explicit-key-ind",
          next: key ?? sep?.[0],
          offset,
          onError,
          parentIndent: fc.indent,
          startOnNewline: false
        });
        if (!props.found) {
          if (!props.anchor && !props.tag && !sep && !value2) {
            if (i === 0 && props.comma)
              onError(props.comma, "UNEXPECTED_TOKEN", `Unexpected , in ${fcName}`);
            else if (i < fc.items.length - 1)
              onError(props.start, "UNEXPECTED_TOKEN", `Unexpected empty item in ${fcName}`);
            if (props.comment) {
              if (coll.comment)
                coll.comment += "\n" + props.comment;
              else
                coll.comment = props.comment;
            }
            offset = props.end;
            continue;
          }
          if (!isMap2 && ctx.options.strict && utilContainsNewline.containsNewline(key))
            onError(
              key,
              // checked by containsNewline()
              "MULTILINE_IMPLICIT_KEY",
              "Implicit keys of flow sequence pairs need to be on a single line"
            );
        }
        if (i === 0) {
          if (props.comma)
            onError(props.comma, "UNEXPECTED_TOKEN", `Unexpected , in ${fcName}`);
        } else {
          if (!props.comma)
            onError(props.start, "MISSING_CHAR", `Missing , between ${fcName} items`);
          if (props.comment) {
            let prevItemComment = "";
            loop: for (const st2 of start) {
              switch (st2.type) {
                case "comma":
                case "space":
                  break;
                case "comment":
                  prevItemComment = st2.source.substring(1);
                  break loop;
                default:
                  break loop;
              }
            }
            if (prevItemComment) {
              let prev = coll.items[coll.items.length - 1];
              if (identity.isPair(prev))
                prev = prev.value ?? prev.key;
              if (prev.comment)
                prev.comment += "\n" + prevItemComment;
              else
                prev.comment = prevItemComment;
              props.comment = props.comment.substring(prevItemComment.length + 1);
            }
          }
        }
        if (!isMap2 && !sep && !props.found) {
          const valueNode = value2 ? composeNode(ctx, value2, props, onError) : composeEmptyNode(ctx, props.end, sep, null, props, onError);
          coll.items.push(valueNode);
          offset = valueNode.range[2];
          if (isBlock(value2))
            onError(valueNode.range, "BLOCK_IN_FLOW", blockMsg);
        } else {
          ctx.atKey = true;
          const keyStart = props.end;
          const keyNode = key ? composeNode(ctx, key, props, onError) : composeEmptyNode(ctx, keyStart, start, null, props, onError);
          if (isBlock(key))
            onError(keyNode.range, "BLOCK_IN_FLOW", blockMsg);
          ctx.atKey = false;
          const valueProps = resolveProps.resolveProps(sep ?? [], {
            flow: fcName,
            indicator: "map-value-ind",
            next: value2,
            offset: keyNode.range[2],
            onError,
            parentIndent: fc.indent,
            startOnNewline: false
          });
          if (valueProps.found) {
            if (!isMap2 && !props.found && ctx.options.strict) {
              if (sep)
                for (const st2 of sep) {
                  if (st2 === valueProps.found)
                    break;
                  if (st2.type === "newline") {
                    onError(st2, "MULTILINE_IMPLICIT_KEY", "Implicit keys of flow sequence pairs need to be on a single line");
                    break;
                  }
                }
              if (props.start < valueProps.found.offset - 1024)
                onError(valueProps.found, "KEY_OVER_1024_CHARS", "The : indicator must be at most 1024 chars after the start of an implicit flow sequence key");
            }
          } else if (value2) {
            if ("source" in value2 && value2.source?.[0] === ":")
              onError(value2, "MISSING_CHAR", `Missing space after : in ${fcName}`);
            else
              onError(valueProps.start, "MISSING_CHAR", `Missing , or : between ${fcName} items`);
          }
          const valueNode = value2 ? composeNode(ctx, value2, valueProps, onError) : valueProps.found ? composeEmptyNode(ctx, valueProps.end, sep, null, valueProps, onError) : null;
          if (valueNode) {
            if (isBlock(value2))
              onError(valueNode.range, "BLOCK_IN_FLOW", blockMsg);
          } else if (valueProps.comment) {
            if (keyNode.comment)
              keyNode.comment += "\n" + valueProps.comment;
            else
              keyNode.comment = valueProps.comment;
          }
          const pair = new Pair.Pair(keyNode, valueNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          if (isMap2) {
            const map = coll;
            if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
              onError(keyStart, "DUPLICATE_KEY", "Map keys must be unique");
            map.items.push(pair);
          } else {
            const map = new YAMLMap.YAMLMap(ctx.schema);
            map.flow = true;
            map.items.push(pair);
            const endRange = (valueNode ?? keyNode).range;
            map.range = [keyNode.range[0], endRange[1], endRange[2]];
            coll.items.push(map);
          }
          offset = valueNode ? valueNode.range[2] : valueProps.end;
        }
      }
      const expectedEnd = isMap2 ? "}" : "]";
      const [ce2, ...ee3] = fc.end;
      let cePos = offset;
      if (ce2?.source === expectedEnd)
        cePos = ce2.offset + ce2.source.length;
      else {
        const name = fcName[0].toUpperCase() + fcName.substring(1);
        const msg = atRoot ? `${name} must end with a ${expectedEnd}` : `${name} in block collection must be sufficiently indented and end with a ${expectedEnd}`;
        onError(offset, atRoot ? "MISSING_CHAR" : "BAD_INDENT", msg);
        if (ce2 && ce2.source.length !== 1)
          ee3.unshift(ce2);
      }
      if (ee3.length > 0) {
        const end = resolveEnd.resolveEnd(ee3, cePos, ctx.options.strict, onError);
        if (end.comment) {
          if (coll.comment)
            coll.comment += "\n" + end.comment;
          else
            coll.comment = end.comment;
        }
        coll.range = [fc.offset, cePos, end.offset];
      } else {
        coll.range = [fc.offset, cePos, cePos];
      }
      return coll;
    }
    exports.resolveFlowCollection = resolveFlowCollection;
  }
});

// node_modules/yaml/dist/compose/compose-collection.js
var require_compose_collection = __commonJS({
  "node_modules/yaml/dist/compose/compose-collection.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var resolveBlockMap = require_resolve_block_map();
    var resolveBlockSeq = require_resolve_block_seq();
    var resolveFlowCollection = require_resolve_flow_collection();
    function resolveCollection(CN, ctx, token, onError, tagName, tag2) {
      const coll = token.type === "block-map" ? resolveBlockMap.resolveBlockMap(CN, ctx, token, onError, tag2) : token.type === "block-seq" ? resolveBlockSeq.resolveBlockSeq(CN, ctx, token, onError, tag2) : resolveFlowCollection.resolveFlowCollection(CN, ctx, token, onError, tag2);
      const Coll = coll.constructor;
      if (tagName === "!" || tagName === Coll.tagName) {
        coll.tag = Coll.tagName;
        return coll;
      }
      if (tagName)
        coll.tag = tagName;
      return coll;
    }
    function composeCollection(CN, ctx, token, props, onError) {
      const tagToken = props.tag;
      const tagName = !tagToken ? null : ctx.directives.tagName(tagToken.source, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg));
      if (token.type === "block-seq") {
        const { anchor, newlineAfterProp: nl } = props;
        const lastProp = anchor && tagToken ? anchor.offset > tagToken.offset ? anchor : tagToken : anchor ?? tagToken;
        if (lastProp && (!nl || nl.offset < lastProp.offset)) {
          const message2 = "Missing newline after block sequence props";
          onError(lastProp, "MISSING_CHAR", message2);
        }
      }
      const expType = token.type === "block-map" ? "map" : token.type === "block-seq" ? "seq" : token.start.source === "{" ? "map" : "seq";
      if (!tagToken || !tagName || tagName === "!" || tagName === YAMLMap.YAMLMap.tagName && expType === "map" || tagName === YAMLSeq.YAMLSeq.tagName && expType === "seq") {
        return resolveCollection(CN, ctx, token, onError, tagName);
      }
      let tag2 = ctx.schema.tags.find((t2) => t2.tag === tagName && t2.collection === expType);
      if (!tag2) {
        const kt2 = ctx.schema.knownTags[tagName];
        if (kt2?.collection === expType) {
          ctx.schema.tags.push(Object.assign({}, kt2, { default: false }));
          tag2 = kt2;
        } else {
          if (kt2) {
            onError(tagToken, "BAD_COLLECTION_TYPE", `${kt2.tag} used for ${expType} collection, but expects ${kt2.collection ?? "scalar"}`, true);
          } else {
            onError(tagToken, "TAG_RESOLVE_FAILED", `Unresolved tag: ${tagName}`, true);
          }
          return resolveCollection(CN, ctx, token, onError, tagName);
        }
      }
      const coll = resolveCollection(CN, ctx, token, onError, tagName, tag2);
      const res = tag2.resolve?.(coll, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg), ctx.options) ?? coll;
      const node = identity.isNode(res) ? res : new Scalar.Scalar(res);
      node.range = coll.range;
      node.tag = tagName;
      if (tag2?.format)
        node.format = tag2.format;
      return node;
    }
    exports.composeCollection = composeCollection;
  }
});

// node_modules/yaml/dist/compose/resolve-block-scalar.js
var require_resolve_block_scalar = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-scalar.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    function resolveBlockScalar(ctx, scalar, onError) {
      const start = scalar.offset;
      const header = parseBlockScalarHeader(scalar, ctx.options.strict, onError);
      if (!header)
        return { value: "", type: null, comment: "", range: [start, start, start] };
      const type = header.mode === ">" ? Scalar.Scalar.BLOCK_FOLDED : Scalar.Scalar.BLOCK_LITERAL;
      const lines = scalar.source ? splitLines(scalar.source) : [];
      let chompStart = lines.length;
      for (let i = lines.length - 1; i >= 0; --i) {
        const content = lines[i][1];
        if (content === "" || content === "\r")
          chompStart = i;
        else
          break;
      }
      if (chompStart === 0) {
        const value3 = header.chomp === "+" && lines.length > 0 ? "\n".repeat(Math.max(1, lines.length - 1)) : "";
        let end2 = start + header.length;
        if (scalar.source)
          end2 += scalar.source.length;
        return { value: value3, type, comment: header.comment, range: [start, end2, end2] };
      }
      let trimIndent = scalar.indent + header.indent;
      let offset = scalar.offset + header.length;
      let contentStart = 0;
      for (let i = 0; i < chompStart; ++i) {
        const [indent, content] = lines[i];
        if (content === "" || content === "\r") {
          if (header.indent === 0 && indent.length > trimIndent)
            trimIndent = indent.length;
        } else {
          if (indent.length < trimIndent) {
            const message2 = "Block scalars with more-indented leading empty lines must use an explicit indentation indicator";
            onError(offset + indent.length, "MISSING_CHAR", message2);
          }
          if (header.indent === 0)
            trimIndent = indent.length;
          contentStart = i;
          if (trimIndent === 0 && !ctx.atRoot) {
            const message2 = "Block scalar values in collections must be indented";
            onError(offset, "BAD_INDENT", message2);
          }
          break;
        }
        offset += indent.length + content.length + 1;
      }
      for (let i = lines.length - 1; i >= chompStart; --i) {
        if (lines[i][0].length > trimIndent)
          chompStart = i + 1;
      }
      let value2 = "";
      let sep = "";
      let prevMoreIndented = false;
      for (let i = 0; i < contentStart; ++i)
        value2 += lines[i][0].slice(trimIndent) + "\n";
      for (let i = contentStart; i < chompStart; ++i) {
        let [indent, content] = lines[i];
        offset += indent.length + content.length + 1;
        const crlf = content[content.length - 1] === "\r";
        if (crlf)
          content = content.slice(0, -1);
        if (content && indent.length < trimIndent) {
          const src = header.indent ? "explicit indentation indicator" : "first line";
          const message2 = `Block scalar lines must not be less indented than their ${src}`;
          onError(offset - content.length - (crlf ? 2 : 1), "BAD_INDENT", message2);
          indent = "";
        }
        if (type === Scalar.Scalar.BLOCK_LITERAL) {
          value2 += sep + indent.slice(trimIndent) + content;
          sep = "\n";
        } else if (indent.length > trimIndent || content[0] === "	") {
          if (sep === " ")
            sep = "\n";
          else if (!prevMoreIndented && sep === "\n")
            sep = "\n\n";
          value2 += sep + indent.slice(trimIndent) + content;
          sep = "\n";
          prevMoreIndented = true;
        } else if (content === "") {
          if (sep === "\n")
            value2 += "\n";
          else
            sep = "\n";
        } else {
          value2 += sep + content;
          sep = " ";
          prevMoreIndented = false;
        }
      }
      switch (header.chomp) {
        case "-":
          break;
        case "+":
          for (let i = chompStart; i < lines.length; ++i)
            value2 += "\n" + lines[i][0].slice(trimIndent);
          if (value2[value2.length - 1] !== "\n")
            value2 += "\n";
          break;
        default:
          value2 += "\n";
      }
      const end = start + header.length + scalar.source.length;
      return { value: value2, type, comment: header.comment, range: [start, end, end] };
    }
    function parseBlockScalarHeader({ offset, props }, strict, onError) {
      if (props[0].type !== "block-scalar-header") {
        onError(props[0], "IMPOSSIBLE", "Block scalar header not found");
        return null;
      }
      const { source } = props[0];
      const mode = source[0];
      let indent = 0;
      let chomp = "";
      let error = -1;
      for (let i = 1; i < source.length; ++i) {
        const ch = source[i];
        if (!chomp && (ch === "-" || ch === "+"))
          chomp = ch;
        else {
          const n = Number(ch);
          if (!indent && n)
            indent = n;
          else if (error === -1)
            error = offset + i;
        }
      }
      if (error !== -1)
        onError(error, "UNEXPECTED_TOKEN", `Block scalar header includes extra characters: ${source}`);
      let hasSpace = false;
      let comment = "";
      let length = source.length;
      for (let i = 1; i < props.length; ++i) {
        const token = props[i];
        switch (token.type) {
          case "space":
            hasSpace = true;
          // fallthrough
          case "newline":
            length += token.source.length;
            break;
          case "comment":
            if (strict && !hasSpace) {
              const message2 = "Comments must be separated from other tokens by white space characters";
              onError(token, "MISSING_CHAR", message2);
            }
            length += token.source.length;
            comment = token.source.substring(1);
            break;
          case "error":
            onError(token, "UNEXPECTED_TOKEN", token.message);
            length += token.source.length;
            break;
          /* istanbul ignore next should not happen */
          default: {
            const message2 = `Unexpected token in block scalar header: ${token.type}`;
            onError(token, "UNEXPECTED_TOKEN", message2);
            const ts2 = token.source;
            if (ts2 && typeof ts2 === "string")
              length += ts2.length;
          }
        }
      }
      return { mode, indent, chomp, comment, length };
    }
    function splitLines(source) {
      const split = source.split(/\n( *)/);
      const first = split[0];
      const m2 = first.match(/^( *)/);
      const line0 = m2?.[1] ? [m2[1], first.slice(m2[1].length)] : ["", first];
      const lines = [line0];
      for (let i = 1; i < split.length; i += 2)
        lines.push([split[i], split[i + 1]]);
      return lines;
    }
    exports.resolveBlockScalar = resolveBlockScalar;
  }
});

// node_modules/yaml/dist/compose/resolve-flow-scalar.js
var require_resolve_flow_scalar = __commonJS({
  "node_modules/yaml/dist/compose/resolve-flow-scalar.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var resolveEnd = require_resolve_end();
    function resolveFlowScalar(scalar, strict, onError) {
      const { offset, type, source, end } = scalar;
      let _type;
      let value2;
      const _onError = (rel, code, msg) => onError(offset + rel, code, msg);
      switch (type) {
        case "scalar":
          _type = Scalar.Scalar.PLAIN;
          value2 = plainValue(source, _onError);
          break;
        case "single-quoted-scalar":
          _type = Scalar.Scalar.QUOTE_SINGLE;
          value2 = singleQuotedValue(source, _onError);
          break;
        case "double-quoted-scalar":
          _type = Scalar.Scalar.QUOTE_DOUBLE;
          value2 = doubleQuotedValue(source, _onError);
          break;
        /* istanbul ignore next should not happen */
        default:
          onError(scalar, "UNEXPECTED_TOKEN", `Expected a flow scalar value, but found: ${type}`);
          return {
            value: "",
            type: null,
            comment: "",
            range: [offset, offset + source.length, offset + source.length]
          };
      }
      const valueEnd = offset + source.length;
      const re2 = resolveEnd.resolveEnd(end, valueEnd, strict, onError);
      return {
        value: value2,
        type: _type,
        comment: re2.comment,
        range: [offset, valueEnd, re2.offset]
      };
    }
    function plainValue(source, onError) {
      let badChar = "";
      switch (source[0]) {
        /* istanbul ignore next should not happen */
        case "	":
          badChar = "a tab character";
          break;
        case ",":
          badChar = "flow indicator character ,";
          break;
        case "%":
          badChar = "directive indicator character %";
          break;
        case "|":
        case ">": {
          badChar = `block scalar indicator ${source[0]}`;
          break;
        }
        case "@":
        case "`": {
          badChar = `reserved character ${source[0]}`;
          break;
        }
      }
      if (badChar)
        onError(0, "BAD_SCALAR_START", `Plain value cannot start with ${badChar}`);
      return unfoldLines(source);
    }
    function singleQuotedValue(source, onError) {
      if (source[source.length - 1] !== "'" || source.length === 1)
        onError(source.length, "MISSING_CHAR", "Missing closing 'quote");
      return unfoldLines(source.slice(1, -1)).replace(/''/g, "'");
    }
    function unfoldLines(source) {
      const line = /(.*?)\r?\n/sy;
      let match = line.exec(source);
      if (!match)
        return source;
      let trimEnd, trimBoth;
      try {
        trimEnd = new RegExp("(?<![ 	])[ 	]+$");
        trimBoth = new RegExp("^[ 	]+|(?<![ 	])[ 	]+$", "g");
      } catch {
        trimEnd = /[ \t]+$/;
        trimBoth = /^[ \t]+|[ \t]+$/g;
      }
      let res = match[1].replace(trimEnd, "");
      let sep = " ";
      let pos = line.lastIndex;
      while (match = line.exec(source)) {
        const lm = match[1].replace(trimBoth, "");
        if (lm === "") {
          if (sep === "\n")
            res += sep;
          else
            sep = "\n";
        } else {
          res += sep + lm;
          sep = " ";
        }
        pos = line.lastIndex;
      }
      const last = /[ \t]*(.*)/sy;
      last.lastIndex = pos;
      match = last.exec(source);
      return res + sep + (match?.[1] ?? "");
    }
    function doubleQuotedValue(source, onError) {
      let res = "";
      for (let i = 1; i < source.length - 1; ++i) {
        const ch = source[i];
        if (ch === "\r" && source[i + 1] === "\n")
          continue;
        if (ch === "\n") {
          const { fold, offset } = foldNewline(source, i);
          res += fold;
          i = offset;
        } else if (ch === "\\") {
          let next = source[++i];
          const cc = escapeCodes[next];
          if (cc)
            res += cc;
          else if (next === "\n") {
            next = source[i + 1];
            while (next === " " || next === "	")
              next = source[++i + 1];
          } else if (next === "\r" && source[i + 1] === "\n") {
            next = source[++i + 1];
            while (next === " " || next === "	")
              next = source[++i + 1];
          } else if (next === "x" || next === "u" || next === "U") {
            const length = next === "x" ? 2 : next === "u" ? 4 : 8;
            res += parseCharCode(source, i + 1, length, onError);
            i += length;
          } else {
            const raw = source.substr(i - 1, 2);
            onError(i - 1, "BAD_DQ_ESCAPE", `Invalid escape sequence ${raw}`);
            res += raw;
          }
        } else if (ch === " " || ch === "	") {
          const wsStart = i;
          let next = source[i + 1];
          while (next === " " || next === "	")
            next = source[++i + 1];
          if (next !== "\n" && !(next === "\r" && source[i + 2] === "\n"))
            res += i > wsStart ? source.slice(wsStart, i + 1) : ch;
        } else {
          res += ch;
        }
      }
      if (source[source.length - 1] !== '"' || source.length === 1)
        onError(source.length, "MISSING_CHAR", 'Missing closing "quote');
      return res;
    }
    function foldNewline(source, offset) {
      let fold = "";
      let ch = source[offset + 1];
      while (ch === " " || ch === "	" || ch === "\n" || ch === "\r") {
        if (ch === "\r" && source[offset + 2] !== "\n")
          break;
        if (ch === "\n")
          fold += "\n";
        offset += 1;
        ch = source[offset + 1];
      }
      if (!fold)
        fold = " ";
      return { fold, offset };
    }
    var escapeCodes = {
      "0": "\0",
      // null character
      a: "\x07",
      // bell character
      b: "\b",
      // backspace
      e: "\x1B",
      // escape character
      f: "\f",
      // form feed
      n: "\n",
      // line feed
      r: "\r",
      // carriage return
      t: "	",
      // horizontal tab
      v: "\v",
      // vertical tab
      N: "\x85",
      // Unicode next line
      _: "\xA0",
      // Unicode non-breaking space
      L: "\u2028",
      // Unicode line separator
      P: "\u2029",
      // Unicode paragraph separator
      " ": " ",
      '"': '"',
      "/": "/",
      "\\": "\\",
      "	": "	"
    };
    function parseCharCode(source, offset, length, onError) {
      const cc = source.substr(offset, length);
      const ok = cc.length === length && /^[0-9a-fA-F]+$/.test(cc);
      const code = ok ? parseInt(cc, 16) : NaN;
      try {
        return String.fromCodePoint(code);
      } catch {
        const raw = source.substr(offset - 2, length + 2);
        onError(offset - 2, "BAD_DQ_ESCAPE", `Invalid escape sequence ${raw}`);
        return raw;
      }
    }
    exports.resolveFlowScalar = resolveFlowScalar;
  }
});

// node_modules/yaml/dist/compose/compose-scalar.js
var require_compose_scalar = __commonJS({
  "node_modules/yaml/dist/compose/compose-scalar.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var resolveBlockScalar = require_resolve_block_scalar();
    var resolveFlowScalar = require_resolve_flow_scalar();
    function composeScalar(ctx, token, tagToken, onError) {
      const { value: value2, type, comment, range } = token.type === "block-scalar" ? resolveBlockScalar.resolveBlockScalar(ctx, token, onError) : resolveFlowScalar.resolveFlowScalar(token, ctx.options.strict, onError);
      const tagName = tagToken ? ctx.directives.tagName(tagToken.source, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg)) : null;
      let tag2;
      if (ctx.options.stringKeys && ctx.atKey) {
        tag2 = ctx.schema[identity.SCALAR];
      } else if (tagName)
        tag2 = findScalarTagByName(ctx.schema, value2, tagName, tagToken, onError);
      else if (token.type === "scalar")
        tag2 = findScalarTagByTest(ctx, value2, token, onError);
      else
        tag2 = ctx.schema[identity.SCALAR];
      let scalar;
      try {
        const res = tag2.resolve(value2, (msg) => onError(tagToken ?? token, "TAG_RESOLVE_FAILED", msg), ctx.options);
        scalar = identity.isScalar(res) ? res : new Scalar.Scalar(res);
      } catch (error) {
        const msg = error instanceof Error ? error.message : String(error);
        onError(tagToken ?? token, "TAG_RESOLVE_FAILED", msg);
        scalar = new Scalar.Scalar(value2);
      }
      scalar.range = range;
      scalar.source = value2;
      if (type)
        scalar.type = type;
      if (tagName)
        scalar.tag = tagName;
      if (tag2.format)
        scalar.format = tag2.format;
      if (comment)
        scalar.comment = comment;
      return scalar;
    }
    function findScalarTagByName(schema, value2, tagName, tagToken, onError) {
      if (tagName === "!")
        return schema[identity.SCALAR];
      const matchWithTest = [];
      for (const tag2 of schema.tags) {
        if (!tag2.collection && tag2.tag === tagName) {
          if (tag2.default && tag2.test)
            matchWithTest.push(tag2);
          else
            return tag2;
        }
      }
      for (const tag2 of matchWithTest)
        if (tag2.test?.test(value2))
          return tag2;
      const kt2 = schema.knownTags[tagName];
      if (kt2 && !kt2.collection) {
        schema.tags.push(Object.assign({}, kt2, { default: false, test: void 0 }));
        return kt2;
      }
      onError(tagToken, "TAG_RESOLVE_FAILED", `Unresolved tag: ${tagName}`, tagName !== "tag:yaml.org,2002:str");
      return schema[identity.SCALAR];
    }
    function findScalarTagByTest({ atKey, directives, schema }, value2, token, onError) {
      const tag2 = schema.tags.find((tag3) => (tag3.default === true || atKey && tag3.default === "key") && tag3.test?.test(value2)) || schema[identity.SCALAR];
      if (schema.compat) {
        const compat = schema.compat.find((tag3) => tag3.default && tag3.test?.test(value2)) ?? schema[identity.SCALAR];
        if (tag2.tag !== compat.tag) {
          const ts2 = directives.tagString(tag2.tag);
          const cs2 = directives.tagString(compat.tag);
          const msg = `Value may be parsed as either ${ts2} or ${cs2}`;
          onError(token, "TAG_RESOLVE_FAILED", msg, true);
        }
      }
      return tag2;
    }
    exports.composeScalar = composeScalar;
  }
});

// node_modules/yaml/dist/compose/util-empty-scalar-position.js
var require_util_empty_scalar_position = __commonJS({
  "node_modules/yaml/dist/compose/util-empty-scalar-position.js"(exports) {
    "use strict";
    function emptyScalarPosition(offset, before, pos) {
      if (before) {
        pos ?? (pos = before.length);
        for (let i = pos - 1; i >= 0; --i) {
          let st2 = before[i];
          switch (st2.type) {
            case "space":
            case "comment":
            case "newline":
              offset -= st2.source.length;
              continue;
          }
          st2 = before[++i];
          while (st2?.type === "space") {
            offset += st2.source.length;
            st2 = before[++i];
          }
          break;
        }
      }
      return offset;
    }
    exports.emptyScalarPosition = emptyScalarPosition;
  }
});

// node_modules/yaml/dist/compose/compose-node.js
var require_compose_node = __commonJS({
  "node_modules/yaml/dist/compose/compose-node.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var identity = require_identity();
    var composeCollection = require_compose_collection();
    var composeScalar = require_compose_scalar();
    var resolveEnd = require_resolve_end();
    var utilEmptyScalarPosition = require_util_empty_scalar_position();
    var CN = { composeNode, composeEmptyNode };
    function composeNode(ctx, token, props, onError) {
      const atKey = ctx.atKey;
      const { spaceBefore, comment, anchor, tag: tag2 } = props;
      let node;
      let isSrcToken = true;
      switch (token.type) {
        case "alias":
          node = composeAlias(ctx, token, onError);
          if (anchor || tag2)
            onError(token, "ALIAS_PROPS", "An alias node must not specify any properties");
          break;
        case "scalar":
        case "single-quoted-scalar":
        case "double-quoted-scalar":
        case "block-scalar":
          node = composeScalar.composeScalar(ctx, token, tag2, onError);
          if (anchor)
            node.anchor = anchor.source.substring(1);
          break;
        case "block-map":
        case "block-seq":
        case "flow-collection":
          try {
            node = composeCollection.composeCollection(CN, ctx, token, props, onError);
            if (anchor)
              node.anchor = anchor.source.substring(1);
          } catch (error) {
            const message2 = error instanceof Error ? error.message : String(error);
            onError(token, "RESOURCE_EXHAUSTION", message2);
          }
          break;
        default: {
          const message2 = token.type === "error" ? token.message : `Unsupported token (type: ${token.type})`;
          onError(token, "UNEXPECTED_TOKEN", message2);
          isSrcToken = false;
        }
      }
      node ?? (node = composeEmptyNode(ctx, token.offset, void 0, null, props, onError));
      if (anchor && node.anchor === "")
        onError(anchor, "BAD_ALIAS", "Anchor cannot be an empty string");
      if (atKey && ctx.options.stringKeys && (!identity.isScalar(node) || typeof node.value !== "string" || node.tag && node.tag !== "tag:yaml.org,2002:str")) {
        const msg = "With stringKeys, all keys must be strings";
        onError(tag2 ?? token, "NON_STRING_KEY", msg);
      }
      if (spaceBefore)
        node.spaceBefore = true;
      if (comment) {
        if (token.type === "scalar" && token.source === "")
          node.comment = comment;
        else
          node.commentBefore = comment;
      }
      if (ctx.options.keepSourceTokens && isSrcToken)
        node.srcToken = token;
      return node;
    }
    function composeEmptyNode(ctx, offset, before, pos, { spaceBefore, comment, anchor, tag: tag2, end }, onError) {
      const token = {
        type: "scalar",
        offset: utilEmptyScalarPosition.emptyScalarPosition(offset, before, pos),
        indent: -1,
        source: ""
      };
      const node = composeScalar.composeScalar(ctx, token, tag2, onError);
      if (anchor) {
        node.anchor = anchor.source.substring(1);
        if (node.anchor === "")
          onError(anchor, "BAD_ALIAS", "Anchor cannot be an empty string");
      }
      if (spaceBefore)
        node.spaceBefore = true;
      if (comment) {
        node.comment = comment;
        node.range[2] = end;
      }
      return node;
    }
    function composeAlias({ options }, { offset, source, end }, onError) {
      const alias = new Alias.Alias(source.substring(1));
      if (alias.source === "")
        onError(offset, "BAD_ALIAS", "Alias cannot be an empty string");
      if (alias.source.endsWith(":"))
        onError(offset + source.length - 1, "BAD_ALIAS", "Alias ending in : is ambiguous", true);
      const valueEnd = offset + source.length;
      const re2 = resolveEnd.resolveEnd(end, valueEnd, options.strict, onError);
      alias.range = [offset, valueEnd, re2.offset];
      if (re2.comment)
        alias.comment = re2.comment;
      return alias;
    }
    exports.composeEmptyNode = composeEmptyNode;
    exports.composeNode = composeNode;
  }
});

// node_modules/yaml/dist/compose/compose-doc.js
var require_compose_doc = __commonJS({
  "node_modules/yaml/dist/compose/compose-doc.js"(exports) {
    "use strict";
    var Document = require_Document();
    var composeNode = require_compose_node();
    var resolveEnd = require_resolve_end();
    var resolveProps = require_resolve_props();
    function composeDoc(options, directives, { offset, start, value: value2, end }, onError) {
      const opts = Object.assign({ _directives: directives }, options);
      const doc = new Document.Document(void 0, opts);
      const ctx = {
        atKey: false,
        atRoot: true,
        directives: doc.directives,
        options: doc.options,
        schema: doc.schema
      };
      const props = resolveProps.resolveProps(start, {
        indicator: "doc-start",
        next: value2 ?? end?.[0],
        offset,
        onError,
        parentIndent: 0,
        startOnNewline: true
      });
      if (props.found) {
        doc.directives.docStart = true;
        if (value2 && (value2.type === "block-map" || value2.type === "block-seq") && !props.hasNewline)
          onError(props.end, "MISSING_CHAR", "Block collection cannot start on same line with directives-end marker");
      }
      doc.contents = value2 ? composeNode.composeNode(ctx, value2, props, onError) : composeNode.composeEmptyNode(ctx, props.end, start, null, props, onError);
      const contentEnd = doc.contents.range[2];
      const re2 = resolveEnd.resolveEnd(end, contentEnd, false, onError);
      if (re2.comment)
        doc.comment = re2.comment;
      doc.range = [offset, contentEnd, re2.offset];
      return doc;
    }
    exports.composeDoc = composeDoc;
  }
});

// node_modules/yaml/dist/compose/composer.js
var require_composer = __commonJS({
  "node_modules/yaml/dist/compose/composer.js"(exports) {
    "use strict";
    var node_process = __require("process");
    var directives = require_directives();
    var Document = require_Document();
    var errors = require_errors();
    var identity = require_identity();
    var composeDoc = require_compose_doc();
    var resolveEnd = require_resolve_end();
    function getErrorPos(src) {
      if (typeof src === "number")
        return [src, src + 1];
      if (Array.isArray(src))
        return src.length === 2 ? src : [src[0], src[1]];
      const { offset, source } = src;
      return [offset, offset + (typeof source === "string" ? source.length : 1)];
    }
    function parsePrelude(prelude) {
      let comment = "";
      let atComment = false;
      let afterEmptyLine = false;
      for (let i = 0; i < prelude.length; ++i) {
        const source = prelude[i];
        switch (source[0]) {
          case "#":
            comment += (comment === "" ? "" : afterEmptyLine ? "\n\n" : "\n") + (source.substring(1) || " ");
            atComment = true;
            afterEmptyLine = false;
            break;
          case "%":
            if (prelude[i + 1]?.[0] !== "#")
              i += 1;
            atComment = false;
            break;
          default:
            if (!atComment)
              afterEmptyLine = true;
            atComment = false;
        }
      }
      return { comment, afterEmptyLine };
    }
    var Composer = class {
      constructor(options = {}) {
        this.doc = null;
        this.atDirectives = false;
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
        this.onError = (source, code, message2, warning) => {
          const pos = getErrorPos(source);
          if (warning)
            this.warnings.push(new errors.YAMLWarning(pos, code, message2));
          else
            this.errors.push(new errors.YAMLParseError(pos, code, message2));
        };
        this.directives = new directives.Directives({ version: options.version || "1.2" });
        this.options = options;
      }
      decorate(doc, afterDoc) {
        const { comment, afterEmptyLine } = parsePrelude(this.prelude);
        if (comment) {
          const dc = doc.contents;
          if (afterDoc) {
            doc.comment = doc.comment ? `${doc.comment}
${comment}` : comment;
          } else if (afterEmptyLine || doc.directives.docStart || !dc) {
            doc.commentBefore = comment;
          } else if (identity.isCollection(dc) && !dc.flow && dc.items.length > 0) {
            let it2 = dc.items[0];
            if (identity.isPair(it2))
              it2 = it2.key;
            const cb = it2.commentBefore;
            it2.commentBefore = cb ? `${comment}
${cb}` : comment;
          } else {
            const cb = dc.commentBefore;
            dc.commentBefore = cb ? `${comment}
${cb}` : comment;
          }
        }
        if (afterDoc) {
          for (let i = 0; i < this.errors.length; ++i)
            doc.errors.push(this.errors[i]);
          for (let i = 0; i < this.warnings.length; ++i)
            doc.warnings.push(this.warnings[i]);
        } else {
          doc.errors = this.errors;
          doc.warnings = this.warnings;
        }
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
      }
      /**
       * Current stream status information.
       *
       * Mostly useful at the end of input for an empty stream.
       */
      streamInfo() {
        return {
          comment: parsePrelude(this.prelude).comment,
          directives: this.directives,
          errors: this.errors,
          warnings: this.warnings
        };
      }
      /**
       * Compose tokens into documents.
       *
       * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
       * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
       */
      *compose(tokens, forceDoc = false, endOffset = -1) {
        for (const token of tokens)
          yield* this.next(token);
        yield* this.end(forceDoc, endOffset);
      }
      /** Advance the composer by one CST token. */
      *next(token) {
        if (node_process.env.LOG_STREAM)
          console.dir(token, { depth: null });
        switch (token.type) {
          case "directive":
            this.directives.add(token.source, (offset, message2, warning) => {
              const pos = getErrorPos(token);
              pos[0] += offset;
              this.onError(pos, "BAD_DIRECTIVE", message2, warning);
            });
            this.prelude.push(token.source);
            this.atDirectives = true;
            break;
          case "document": {
            const doc = composeDoc.composeDoc(this.options, this.directives, token, this.onError);
            if (this.atDirectives && !doc.directives.docStart)
              this.onError(token, "MISSING_CHAR", "Missing directives-end/doc-start indicator line");
            this.decorate(doc, false);
            if (this.doc)
              yield this.doc;
            this.doc = doc;
            this.atDirectives = false;
            break;
          }
          case "byte-order-mark":
          case "space":
            break;
          case "comment":
          case "newline":
            this.prelude.push(token.source);
            break;
          case "error": {
            const msg = token.source ? `${token.message}: ${JSON.stringify(token.source)}` : token.message;
            const error = new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", msg);
            if (this.atDirectives || !this.doc)
              this.errors.push(error);
            else
              this.doc.errors.push(error);
            break;
          }
          case "doc-end": {
            if (!this.doc) {
              const msg = "Unexpected doc-end without preceding document";
              this.errors.push(new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", msg));
              break;
            }
            this.doc.directives.docEnd = true;
            const end = resolveEnd.resolveEnd(token.end, token.offset + token.source.length, this.doc.options.strict, this.onError);
            this.decorate(this.doc, true);
            if (end.comment) {
              const dc = this.doc.comment;
              this.doc.comment = dc ? `${dc}
${end.comment}` : end.comment;
            }
            this.doc.range[2] = end.offset;
            break;
          }
          default:
            this.errors.push(new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", `Unsupported token ${token.type}`));
        }
      }
      /**
       * Call at end of input to yield any remaining document.
       *
       * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
       * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
       */
      *end(forceDoc = false, endOffset = -1) {
        if (this.doc) {
          this.decorate(this.doc, true);
          yield this.doc;
          this.doc = null;
        } else if (forceDoc) {
          const opts = Object.assign({ _directives: this.directives }, this.options);
          const doc = new Document.Document(void 0, opts);
          if (this.atDirectives)
            this.onError(endOffset, "MISSING_CHAR", "Missing directives-end indicator line");
          doc.range = [0, endOffset, endOffset];
          this.decorate(doc, false);
          yield doc;
        }
      }
    };
    exports.Composer = Composer;
  }
});

// node_modules/yaml/dist/parse/cst-scalar.js
var require_cst_scalar = __commonJS({
  "node_modules/yaml/dist/parse/cst-scalar.js"(exports) {
    "use strict";
    var resolveBlockScalar = require_resolve_block_scalar();
    var resolveFlowScalar = require_resolve_flow_scalar();
    var errors = require_errors();
    var stringifyString = require_stringifyString();
    function resolveAsScalar(token, strict = true, onError) {
      if (token) {
        const _onError = (pos, code, message2) => {
          const offset = typeof pos === "number" ? pos : Array.isArray(pos) ? pos[0] : pos.offset;
          if (onError)
            onError(offset, code, message2);
          else
            throw new errors.YAMLParseError([offset, offset + 1], code, message2);
        };
        switch (token.type) {
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return resolveFlowScalar.resolveFlowScalar(token, strict, _onError);
          case "block-scalar":
            return resolveBlockScalar.resolveBlockScalar({ options: { strict } }, token, _onError);
        }
      }
      return null;
    }
    function createScalarToken(value2, context) {
      const { implicitKey = false, indent, inFlow = false, offset = -1, type = "PLAIN" } = context;
      const source = stringifyString.stringifyString({ type, value: value2 }, {
        implicitKey,
        indent: indent > 0 ? " ".repeat(indent) : "",
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
      });
      const end = context.end ?? [
        { type: "newline", offset: -1, indent, source: "\n" }
      ];
      switch (source[0]) {
        case "|":
        case ">": {
          const he2 = source.indexOf("\n");
          const head = source.substring(0, he2);
          const body = source.substring(he2 + 1) + "\n";
          const props = [
            { type: "block-scalar-header", offset, indent, source: head }
          ];
          if (!addEndtoBlockProps(props, end))
            props.push({ type: "newline", offset: -1, indent, source: "\n" });
          return { type: "block-scalar", offset, indent, props, source: body };
        }
        case '"':
          return { type: "double-quoted-scalar", offset, indent, source, end };
        case "'":
          return { type: "single-quoted-scalar", offset, indent, source, end };
        default:
          return { type: "scalar", offset, indent, source, end };
      }
    }
    function setScalarValue(token, value2, context = {}) {
      let { afterKey = false, implicitKey = false, inFlow = false, type } = context;
      let indent = "indent" in token ? token.indent : null;
      if (afterKey && typeof indent === "number")
        indent += 2;
      if (!type)
        switch (token.type) {
          case "single-quoted-scalar":
            type = "QUOTE_SINGLE";
            break;
          case "double-quoted-scalar":
            type = "QUOTE_DOUBLE";
            break;
          case "block-scalar": {
            const header = token.props[0];
            if (header.type !== "block-scalar-header")
              throw new Error("Invalid block scalar header");
            type = header.source[0] === ">" ? "BLOCK_FOLDED" : "BLOCK_LITERAL";
            break;
          }
          default:
            type = "PLAIN";
        }
      const source = stringifyString.stringifyString({ type, value: value2 }, {
        implicitKey: implicitKey || indent === null,
        indent: indent !== null && indent > 0 ? " ".repeat(indent) : "",
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
      });
      switch (source[0]) {
        case "|":
        case ">":
          setBlockScalarValue(token, source);
          break;
        case '"':
          setFlowScalarValue(token, source, "double-quoted-scalar");
          break;
        case "'":
          setFlowScalarValue(token, source, "single-quoted-scalar");
          break;
        default:
          setFlowScalarValue(token, source, "scalar");
      }
    }
    function setBlockScalarValue(token, source) {
      const he2 = source.indexOf("\n");
      const head = source.substring(0, he2);
      const body = source.substring(he2 + 1) + "\n";
      if (token.type === "block-scalar") {
        const header = token.props[0];
        if (header.type !== "block-scalar-header")
          throw new Error("Invalid block scalar header");
        header.source = head;
        token.source = body;
      } else {
        const { offset } = token;
        const indent = "indent" in token ? token.indent : -1;
        const props = [
          { type: "block-scalar-header", offset, indent, source: head }
        ];
        if (!addEndtoBlockProps(props, "end" in token ? token.end : void 0))
          props.push({ type: "newline", offset: -1, indent, source: "\n" });
        for (const key of Object.keys(token))
          if (key !== "type" && key !== "offset")
            delete token[key];
        Object.assign(token, { type: "block-scalar", indent, props, source: body });
      }
    }
    function addEndtoBlockProps(props, end) {
      if (end)
        for (const st2 of end)
          switch (st2.type) {
            case "space":
            case "comment":
              props.push(st2);
              break;
            case "newline":
              props.push(st2);
              return true;
          }
      return false;
    }
    function setFlowScalarValue(token, source, type) {
      switch (token.type) {
        case "scalar":
        case "double-quoted-scalar":
        case "single-quoted-scalar":
          token.type = type;
          token.source = source;
          break;
        case "block-scalar": {
          const end = token.props.slice(1);
          let oa = source.length;
          if (token.props[0].type === "block-scalar-header")
            oa -= token.props[0].source.length;
          for (const tok of end)
            tok.offset += oa;
          delete token.props;
          Object.assign(token, { type, source, end });
          break;
        }
        case "block-map":
        case "block-seq": {
          const offset = token.offset + source.length;
          const nl = { type: "newline", offset, indent: token.indent, source: "\n" };
          delete token.items;
          Object.assign(token, { type, source, end: [nl] });
          break;
        }
        default: {
          const indent = "indent" in token ? token.indent : -1;
          const end = "end" in token && Array.isArray(token.end) ? token.end.filter((st2) => st2.type === "space" || st2.type === "comment" || st2.type === "newline") : [];
          for (const key of Object.keys(token))
            if (key !== "type" && key !== "offset")
              delete token[key];
          Object.assign(token, { type, indent, source, end });
        }
      }
    }
    exports.createScalarToken = createScalarToken;
    exports.resolveAsScalar = resolveAsScalar;
    exports.setScalarValue = setScalarValue;
  }
});

// node_modules/yaml/dist/parse/cst-stringify.js
var require_cst_stringify = __commonJS({
  "node_modules/yaml/dist/parse/cst-stringify.js"(exports) {
    "use strict";
    var stringify = (cst) => "type" in cst ? stringifyToken(cst) : stringifyItem(cst);
    function stringifyToken(token) {
      switch (token.type) {
        case "block-scalar": {
          let res = "";
          for (const tok of token.props)
            res += stringifyToken(tok);
          return res + token.source;
        }
        case "block-map":
        case "block-seq": {
          let res = "";
          for (const item of token.items)
            res += stringifyItem(item);
          return res;
        }
        case "flow-collection": {
          let res = token.start.source;
          for (const item of token.items)
            res += stringifyItem(item);
          for (const st2 of token.end)
            res += st2.source;
          return res;
        }
        case "document": {
          let res = stringifyItem(token);
          if (token.end)
            for (const st2 of token.end)
              res += st2.source;
          return res;
        }
        default: {
          let res = token.source;
          if ("end" in token && token.end)
            for (const st2 of token.end)
              res += st2.source;
          return res;
        }
      }
    }
    function stringifyItem({ start, key, sep, value: value2 }) {
      let res = "";
      for (const st2 of start)
        res += st2.source;
      if (key)
        res += stringifyToken(key);
      if (sep)
        for (const st2 of sep)
          res += st2.source;
      if (value2)
        res += stringifyToken(value2);
      return res;
    }
    exports.stringify = stringify;
  }
});

// node_modules/yaml/dist/parse/cst-visit.js
var require_cst_visit = __commonJS({
  "node_modules/yaml/dist/parse/cst-visit.js"(exports) {
    "use strict";
    var BREAK = /* @__PURE__ */ Symbol("break visit");
    var SKIP = /* @__PURE__ */ Symbol("skip children");
    var REMOVE = /* @__PURE__ */ Symbol("remove item");
    function visit(cst, visitor) {
      if ("type" in cst && cst.type === "document")
        cst = { start: cst.start, value: cst.value };
      _visit(Object.freeze([]), cst, visitor);
    }
    visit.BREAK = BREAK;
    visit.SKIP = SKIP;
    visit.REMOVE = REMOVE;
    visit.itemAtPath = (cst, path) => {
      let item = cst;
      for (const [field, index] of path) {
        const tok = item?.[field];
        if (tok && "items" in tok) {
          item = tok.items[index];
        } else
          return void 0;
      }
      return item;
    };
    visit.parentCollection = (cst, path) => {
      const parent = visit.itemAtPath(cst, path.slice(0, -1));
      const field = path[path.length - 1][0];
      const coll = parent?.[field];
      if (coll && "items" in coll)
        return coll;
      throw new Error("Parent collection not found");
    };
    function _visit(path, item, visitor) {
      let ctrl = visitor(item, path);
      if (typeof ctrl === "symbol")
        return ctrl;
      for (const field of ["key", "value"]) {
        const token = item[field];
        if (token && "items" in token) {
          for (let i = 0; i < token.items.length; ++i) {
            const ci = _visit(Object.freeze(path.concat([[field, i]])), token.items[i], visitor);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              token.items.splice(i, 1);
              i -= 1;
            }
          }
          if (typeof ctrl === "function" && field === "key")
            ctrl = ctrl(item, path);
        }
      }
      return typeof ctrl === "function" ? ctrl(item, path) : ctrl;
    }
    exports.visit = visit;
  }
});

// node_modules/yaml/dist/parse/cst.js
var require_cst = __commonJS({
  "node_modules/yaml/dist/parse/cst.js"(exports) {
    "use strict";
    var cstScalar = require_cst_scalar();
    var cstStringify = require_cst_stringify();
    var cstVisit = require_cst_visit();
    var BOM = "\uFEFF";
    var DOCUMENT = "";
    var FLOW_END = "";
    var SCALAR = "";
    var isCollection = (token) => !!token && "items" in token;
    var isScalar2 = (token) => !!token && (token.type === "scalar" || token.type === "single-quoted-scalar" || token.type === "double-quoted-scalar" || token.type === "block-scalar");
    function prettyToken(token) {
      switch (token) {
        case BOM:
          return "<BOM>";
        case DOCUMENT:
          return "<DOC>";
        case FLOW_END:
          return "<FLOW_END>";
        case SCALAR:
          return "<SCALAR>";
        default:
          return JSON.stringify(token);
      }
    }
    function tokenType(source) {
      switch (source) {
        case BOM:
          return "byte-order-mark";
        case DOCUMENT:
          return "doc-mode";
        case FLOW_END:
          return "flow-error-end";
        case SCALAR:
          return "scalar";
        case "---":
          return "doc-start";
        case "...":
          return "doc-end";
        case "":
        case "\n":
        case "\r\n":
          return "newline";
        case "-":
          return "seq-item-ind";
        case "?":
          return "explicit-key-ind";
        case ":":
          return "map-value-ind";
        case "{":
          return "flow-map-start";
        case "}":
          return "flow-map-end";
        case "[":
          return "flow-seq-start";
        case "]":
          return "flow-seq-end";
        case ",":
          return "comma";
      }
      switch (source[0]) {
        case " ":
        case "	":
          return "space";
        case "#":
          return "comment";
        case "%":
          return "directive-line";
        case "*":
          return "alias";
        case "&":
          return "anchor";
        case "!":
          return "tag";
        case "'":
          return "single-quoted-scalar";
        case '"':
          return "double-quoted-scalar";
        case "|":
        case ">":
          return "block-scalar-header";
      }
      return null;
    }
    exports.createScalarToken = cstScalar.createScalarToken;
    exports.resolveAsScalar = cstScalar.resolveAsScalar;
    exports.setScalarValue = cstScalar.setScalarValue;
    exports.stringify = cstStringify.stringify;
    exports.visit = cstVisit.visit;
    exports.BOM = BOM;
    exports.DOCUMENT = DOCUMENT;
    exports.FLOW_END = FLOW_END;
    exports.SCALAR = SCALAR;
    exports.isCollection = isCollection;
    exports.isScalar = isScalar2;
    exports.prettyToken = prettyToken;
    exports.tokenType = tokenType;
  }
});

// node_modules/yaml/dist/parse/lexer.js
var require_lexer = __commonJS({
  "node_modules/yaml/dist/parse/lexer.js"(exports) {
    "use strict";
    var cst = require_cst();
    function isEmpty(ch) {
      switch (ch) {
        case void 0:
        case " ":
        case "\n":
        case "\r":
        case "	":
          return true;
        default:
          return false;
      }
    }
    var hexDigits = new Set("0123456789ABCDEFabcdef");
    var tagChars = new Set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-#;/?:@&=+$_.!~*'()");
    var flowIndicatorChars = new Set(",[]{}");
    var invalidAnchorChars = new Set(" ,[]{}\n\r	");
    var isNotAnchorChar = (ch) => !ch || invalidAnchorChars.has(ch);
    var Lexer = class {
      constructor() {
        this.atEnd = false;
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        this.buffer = "";
        this.flowKey = false;
        this.flowLevel = 0;
        this.indentNext = 0;
        this.indentValue = 0;
        this.lineEndPos = null;
        this.next = null;
        this.pos = 0;
      }
      /**
       * Generate YAML tokens from the `source` string. If `incomplete`,
       * a part of the last line may be left as a buffer for the next call.
       *
       * @returns A generator of lexical tokens
       */
      *lex(source, incomplete = false) {
        if (source) {
          if (typeof source !== "string")
            throw TypeError("source is not a string");
          this.buffer = this.buffer ? this.buffer + source : source;
          this.lineEndPos = null;
        }
        this.atEnd = !incomplete;
        let next = this.next ?? "stream";
        while (next && (incomplete || this.hasChars(1)))
          next = yield* this.parseNext(next);
      }
      atLineEnd() {
        let i = this.pos;
        let ch = this.buffer[i];
        while (ch === " " || ch === "	")
          ch = this.buffer[++i];
        if (!ch || ch === "#" || ch === "\n")
          return true;
        if (ch === "\r")
          return this.buffer[i + 1] === "\n";
        return false;
      }
      charAt(n) {
        return this.buffer[this.pos + n];
      }
      continueScalar(offset) {
        let ch = this.buffer[offset];
        if (this.indentNext > 0) {
          let indent = 0;
          while (ch === " ")
            ch = this.buffer[++indent + offset];
          if (ch === "\r") {
            const next = this.buffer[indent + offset + 1];
            if (next === "\n" || !next && !this.atEnd)
              return offset + indent + 1;
          }
          return ch === "\n" || indent >= this.indentNext || !ch && !this.atEnd ? offset + indent : -1;
        }
        if (ch === "-" || ch === ".") {
          const dt2 = this.buffer.substr(offset, 3);
          if ((dt2 === "---" || dt2 === "...") && isEmpty(this.buffer[offset + 3]))
            return -1;
        }
        return offset;
      }
      getLine() {
        let end = this.lineEndPos;
        if (typeof end !== "number" || end !== -1 && end < this.pos) {
          end = this.buffer.indexOf("\n", this.pos);
          this.lineEndPos = end;
        }
        if (end === -1)
          return this.atEnd ? this.buffer.substring(this.pos) : null;
        if (this.buffer[end - 1] === "\r")
          end -= 1;
        return this.buffer.substring(this.pos, end);
      }
      hasChars(n) {
        return this.pos + n <= this.buffer.length;
      }
      setNext(state) {
        this.buffer = this.buffer.substring(this.pos);
        this.pos = 0;
        this.lineEndPos = null;
        this.next = state;
        return null;
      }
      peek(n) {
        return this.buffer.substr(this.pos, n);
      }
      *parseNext(next) {
        switch (next) {
          case "stream":
            return yield* this.parseStream();
          case "line-start":
            return yield* this.parseLineStart();
          case "block-start":
            return yield* this.parseBlockStart();
          case "doc":
            return yield* this.parseDocument();
          case "flow":
            return yield* this.parseFlowCollection();
          case "quoted-scalar":
            return yield* this.parseQuotedScalar();
          case "block-scalar":
            return yield* this.parseBlockScalar();
          case "plain-scalar":
            return yield* this.parsePlainScalar();
        }
      }
      *parseStream() {
        let line = this.getLine();
        if (line === null)
          return this.setNext("stream");
        if (line[0] === cst.BOM) {
          yield* this.pushCount(1);
          line = line.substring(1);
        }
        if (line[0] === "%") {
          let dirEnd = line.length;
          let cs2 = line.indexOf("#");
          while (cs2 !== -1) {
            const ch = line[cs2 - 1];
            if (ch === " " || ch === "	") {
              dirEnd = cs2 - 1;
              break;
            } else {
              cs2 = line.indexOf("#", cs2 + 1);
            }
          }
          while (true) {
            const ch = line[dirEnd - 1];
            if (ch === " " || ch === "	")
              dirEnd -= 1;
            else
              break;
          }
          const n = (yield* this.pushCount(dirEnd)) + (yield* this.pushSpaces(true));
          yield* this.pushCount(line.length - n);
          this.pushNewline();
          return "stream";
        }
        if (this.atLineEnd()) {
          const sp = yield* this.pushSpaces(true);
          yield* this.pushCount(line.length - sp);
          yield* this.pushNewline();
          return "stream";
        }
        yield cst.DOCUMENT;
        return yield* this.parseLineStart();
      }
      *parseLineStart() {
        const ch = this.charAt(0);
        if (!ch && !this.atEnd)
          return this.setNext("line-start");
        if (ch === "-" || ch === ".") {
          if (!this.atEnd && !this.hasChars(4))
            return this.setNext("line-start");
          const s2 = this.peek(3);
          if ((s2 === "---" || s2 === "...") && isEmpty(this.charAt(3))) {
            yield* this.pushCount(3);
            this.indentValue = 0;
            this.indentNext = 0;
            return s2 === "---" ? "doc" : "stream";
          }
        }
        this.indentValue = yield* this.pushSpaces(false);
        if (this.indentNext > this.indentValue && !isEmpty(this.charAt(1)))
          this.indentNext = this.indentValue;
        return yield* this.parseBlockStart();
      }
      *parseBlockStart() {
        const [ch0, ch1] = this.peek(2);
        if (!ch1 && !this.atEnd)
          return this.setNext("block-start");
        if ((ch0 === "-" || ch0 === "?" || ch0 === ":") && isEmpty(ch1)) {
          const n = (yield* this.pushCount(1)) + (yield* this.pushSpaces(true));
          this.indentNext = this.indentValue + 1;
          this.indentValue += n;
          return "block-start";
        }
        return "doc";
      }
      *parseDocument() {
        yield* this.pushSpaces(true);
        const line = this.getLine();
        if (line === null)
          return this.setNext("doc");
        let n = yield* this.pushIndicators();
        switch (line[n]) {
          case "#":
            yield* this.pushCount(line.length - n);
          // fallthrough
          case void 0:
            yield* this.pushNewline();
            return yield* this.parseLineStart();
          case "{":
          case "[":
            yield* this.pushCount(1);
            this.flowKey = false;
            this.flowLevel = 1;
            return "flow";
          case "}":
          case "]":
            yield* this.pushCount(1);
            return "doc";
          case "*":
            yield* this.pushUntil(isNotAnchorChar);
            return "doc";
          case '"':
          case "'":
            return yield* this.parseQuotedScalar();
          case "|":
          case ">":
            n += yield* this.parseBlockScalarHeader();
            n += yield* this.pushSpaces(true);
            yield* this.pushCount(line.length - n);
            yield* this.pushNewline();
            return yield* this.parseBlockScalar();
          default:
            return yield* this.parsePlainScalar();
        }
      }
      *parseFlowCollection() {
        let nl, sp;
        let indent = -1;
        do {
          nl = yield* this.pushNewline();
          if (nl > 0) {
            sp = yield* this.pushSpaces(false);
            this.indentValue = indent = sp;
          } else {
            sp = 0;
          }
          sp += yield* this.pushSpaces(true);
        } while (nl + sp > 0);
        const line = this.getLine();
        if (line === null)
          return this.setNext("flow");
        if (indent !== -1 && indent < this.indentNext && line[0] !== "#" || indent === 0 && (line.startsWith("---") || line.startsWith("...")) && isEmpty(line[3])) {
          const atFlowEndMarker = indent === this.indentNext - 1 && this.flowLevel === 1 && (line[0] === "]" || line[0] === "}");
          if (!atFlowEndMarker) {
            this.flowLevel = 0;
            yield cst.FLOW_END;
            return yield* this.parseLineStart();
          }
        }
        let n = 0;
        while (line[n] === ",") {
          n += yield* this.pushCount(1);
          n += yield* this.pushSpaces(true);
          this.flowKey = false;
        }
        n += yield* this.pushIndicators();
        switch (line[n]) {
          case void 0:
            return "flow";
          case "#":
            yield* this.pushCount(line.length - n);
            return "flow";
          case "{":
          case "[":
            yield* this.pushCount(1);
            this.flowKey = false;
            this.flowLevel += 1;
            return "flow";
          case "}":
          case "]":
            yield* this.pushCount(1);
            this.flowKey = true;
            this.flowLevel -= 1;
            return this.flowLevel ? "flow" : "doc";
          case "*":
            yield* this.pushUntil(isNotAnchorChar);
            return "flow";
          case '"':
          case "'":
            this.flowKey = true;
            return yield* this.parseQuotedScalar();
          case ":": {
            const next = this.charAt(1);
            if (this.flowKey || isEmpty(next) || next === ",") {
              this.flowKey = false;
              yield* this.pushCount(1);
              yield* this.pushSpaces(true);
              return "flow";
            }
          }
          // fallthrough
          default:
            this.flowKey = false;
            return yield* this.parsePlainScalar();
        }
      }
      *parseQuotedScalar() {
        const quote = this.charAt(0);
        let end = this.buffer.indexOf(quote, this.pos + 1);
        if (quote === "'") {
          while (end !== -1 && this.buffer[end + 1] === "'")
            end = this.buffer.indexOf("'", end + 2);
        } else {
          while (end !== -1) {
            let n = 0;
            while (this.buffer[end - 1 - n] === "\\")
              n += 1;
            if (n % 2 === 0)
              break;
            end = this.buffer.indexOf('"', end + 1);
          }
        }
        const qb = this.buffer.substring(0, end);
        let nl = qb.indexOf("\n", this.pos);
        if (nl !== -1) {
          while (nl !== -1) {
            const cs2 = this.continueScalar(nl + 1);
            if (cs2 === -1)
              break;
            nl = qb.indexOf("\n", cs2);
          }
          if (nl !== -1) {
            end = nl - (qb[nl - 1] === "\r" ? 2 : 1);
          }
        }
        if (end === -1) {
          if (!this.atEnd)
            return this.setNext("quoted-scalar");
          end = this.buffer.length;
        }
        yield* this.pushToIndex(end + 1, false);
        return this.flowLevel ? "flow" : "doc";
      }
      *parseBlockScalarHeader() {
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        let i = this.pos;
        while (true) {
          const ch = this.buffer[++i];
          if (ch === "+")
            this.blockScalarKeep = true;
          else if (ch > "0" && ch <= "9")
            this.blockScalarIndent = Number(ch) - 1;
          else if (ch !== "-")
            break;
        }
        return yield* this.pushUntil((ch) => isEmpty(ch) || ch === "#");
      }
      *parseBlockScalar() {
        let nl = this.pos - 1;
        let indent = 0;
        let ch;
        loop: for (let i2 = this.pos; ch = this.buffer[i2]; ++i2) {
          switch (ch) {
            case " ":
              indent += 1;
              break;
            case "\n":
              nl = i2;
              indent = 0;
              break;
            case "\r": {
              const next = this.buffer[i2 + 1];
              if (!next && !this.atEnd)
                return this.setNext("block-scalar");
              if (next === "\n")
                break;
            }
            // fallthrough
            default:
              break loop;
          }
        }
        if (!ch && !this.atEnd)
          return this.setNext("block-scalar");
        if (indent >= this.indentNext) {
          if (this.blockScalarIndent === -1)
            this.indentNext = indent;
          else {
            this.indentNext = this.blockScalarIndent + (this.indentNext === 0 ? 1 : this.indentNext);
          }
          do {
            const cs2 = this.continueScalar(nl + 1);
            if (cs2 === -1)
              break;
            nl = this.buffer.indexOf("\n", cs2);
          } while (nl !== -1);
          if (nl === -1) {
            if (!this.atEnd)
              return this.setNext("block-scalar");
            nl = this.buffer.length;
          }
        }
        let i = nl + 1;
        ch = this.buffer[i];
        while (ch === " ")
          ch = this.buffer[++i];
        if (ch === "	") {
          while (ch === "	" || ch === " " || ch === "\r" || ch === "\n")
            ch = this.buffer[++i];
          nl = i - 1;
        } else if (!this.blockScalarKeep) {
          do {
            let i2 = nl - 1;
            let ch2 = this.buffer[i2];
            if (ch2 === "\r")
              ch2 = this.buffer[--i2];
            const lastChar = i2;
            while (ch2 === " ")
              ch2 = this.buffer[--i2];
            if (ch2 === "\n" && i2 >= this.pos && i2 + 1 + indent > lastChar)
              nl = i2;
            else
              break;
          } while (true);
        }
        yield cst.SCALAR;
        yield* this.pushToIndex(nl + 1, true);
        return yield* this.parseLineStart();
      }
      *parsePlainScalar() {
        const inFlow = this.flowLevel > 0;
        let end = this.pos - 1;
        let i = this.pos - 1;
        let ch;
        while (ch = this.buffer[++i]) {
          if (ch === ":") {
            const next = this.buffer[i + 1];
            if (isEmpty(next) || inFlow && flowIndicatorChars.has(next))
              break;
            end = i;
          } else if (isEmpty(ch)) {
            let next = this.buffer[i + 1];
            if (ch === "\r") {
              if (next === "\n") {
                i += 1;
                ch = "\n";
                next = this.buffer[i + 1];
              } else
                end = i;
            }
            if (next === "#" || inFlow && flowIndicatorChars.has(next))
              break;
            if (ch === "\n") {
              const cs2 = this.continueScalar(i + 1);
              if (cs2 === -1)
                break;
              i = Math.max(i, cs2 - 2);
            }
          } else {
            if (inFlow && flowIndicatorChars.has(ch))
              break;
            end = i;
          }
        }
        if (!ch && !this.atEnd)
          return this.setNext("plain-scalar");
        yield cst.SCALAR;
        yield* this.pushToIndex(end + 1, true);
        return inFlow ? "flow" : "doc";
      }
      *pushCount(n) {
        if (n > 0) {
          yield this.buffer.substr(this.pos, n);
          this.pos += n;
          return n;
        }
        return 0;
      }
      *pushToIndex(i, allowEmpty) {
        const s2 = this.buffer.slice(this.pos, i);
        if (s2) {
          yield s2;
          this.pos += s2.length;
          return s2.length;
        } else if (allowEmpty)
          yield "";
        return 0;
      }
      *pushIndicators() {
        let n = 0;
        loop: while (true) {
          switch (this.charAt(0)) {
            case "!":
              n += yield* this.pushTag();
              n += yield* this.pushSpaces(true);
              continue loop;
            case "&":
              n += yield* this.pushUntil(isNotAnchorChar);
              n += yield* this.pushSpaces(true);
              continue loop;
            case "-":
            // this is an error
            case "?":
            // this is an error outside flow collections
            case ":": {
              const inFlow = this.flowLevel > 0;
              const ch1 = this.charAt(1);
              if (isEmpty(ch1) || inFlow && flowIndicatorChars.has(ch1)) {
                if (!inFlow)
                  this.indentNext = this.indentValue + 1;
                else if (this.flowKey)
                  this.flowKey = false;
                n += yield* this.pushCount(1);
                n += yield* this.pushSpaces(true);
                continue loop;
              }
            }
          }
          break loop;
        }
        return n;
      }
      *pushTag() {
        if (this.charAt(1) === "<") {
          let i = this.pos + 2;
          let ch = this.buffer[i];
          while (!isEmpty(ch) && ch !== ">")
            ch = this.buffer[++i];
          return yield* this.pushToIndex(ch === ">" ? i + 1 : i, false);
        } else {
          let i = this.pos + 1;
          let ch = this.buffer[i];
          while (ch) {
            if (tagChars.has(ch))
              ch = this.buffer[++i];
            else if (ch === "%" && hexDigits.has(this.buffer[i + 1]) && hexDigits.has(this.buffer[i + 2])) {
              ch = this.buffer[i += 3];
            } else
              break;
          }
          return yield* this.pushToIndex(i, false);
        }
      }
      *pushNewline() {
        const ch = this.buffer[this.pos];
        if (ch === "\n")
          return yield* this.pushCount(1);
        else if (ch === "\r" && this.charAt(1) === "\n")
          return yield* this.pushCount(2);
        else
          return 0;
      }
      *pushSpaces(allowTabs) {
        let i = this.pos - 1;
        let ch;
        do {
          ch = this.buffer[++i];
        } while (ch === " " || allowTabs && ch === "	");
        const n = i - this.pos;
        if (n > 0) {
          yield this.buffer.substr(this.pos, n);
          this.pos = i;
        }
        return n;
      }
      *pushUntil(test) {
        let i = this.pos;
        let ch = this.buffer[i];
        while (!test(ch))
          ch = this.buffer[++i];
        return yield* this.pushToIndex(i, false);
      }
    };
    exports.Lexer = Lexer;
  }
});

// node_modules/yaml/dist/parse/line-counter.js
var require_line_counter = __commonJS({
  "node_modules/yaml/dist/parse/line-counter.js"(exports) {
    "use strict";
    var LineCounter2 = class {
      constructor() {
        this.lineStarts = [];
        this.addNewLine = (offset) => this.lineStarts.push(offset);
        this.linePos = (offset) => {
          let low = 0;
          let high = this.lineStarts.length;
          while (low < high) {
            const mid = low + high >> 1;
            if (this.lineStarts[mid] < offset)
              low = mid + 1;
            else
              high = mid;
          }
          if (this.lineStarts[low] === offset)
            return { line: low + 1, col: 1 };
          if (low === 0)
            return { line: 0, col: offset };
          const start = this.lineStarts[low - 1];
          return { line: low, col: offset - start + 1 };
        };
      }
    };
    exports.LineCounter = LineCounter2;
  }
});

// node_modules/yaml/dist/parse/parser.js
var require_parser = __commonJS({
  "node_modules/yaml/dist/parse/parser.js"(exports) {
    "use strict";
    var node_process = __require("process");
    var cst = require_cst();
    var lexer = require_lexer();
    function includesToken(list, type) {
      for (let i = 0; i < list.length; ++i)
        if (list[i].type === type)
          return true;
      return false;
    }
    function findNonEmptyIndex(list) {
      for (let i = 0; i < list.length; ++i) {
        switch (list[i].type) {
          case "space":
          case "comment":
          case "newline":
            break;
          default:
            return i;
        }
      }
      return -1;
    }
    function isFlowToken(token) {
      switch (token?.type) {
        case "alias":
        case "scalar":
        case "single-quoted-scalar":
        case "double-quoted-scalar":
        case "flow-collection":
          return true;
        default:
          return false;
      }
    }
    function getPrevProps(parent) {
      switch (parent.type) {
        case "document":
          return parent.start;
        case "block-map": {
          const it2 = parent.items[parent.items.length - 1];
          return it2.sep ?? it2.start;
        }
        case "block-seq":
          return parent.items[parent.items.length - 1].start;
        /* istanbul ignore next should not happen */
        default:
          return [];
      }
    }
    function getFirstKeyStartProps(prev) {
      if (prev.length === 0)
        return [];
      let i = prev.length;
      loop: while (--i >= 0) {
        switch (prev[i].type) {
          case "doc-start":
          case "explicit-key-ind":
          case "map-value-ind":
          case "seq-item-ind":
          case "newline":
            break loop;
        }
      }
      while (prev[++i]?.type === "space") {
      }
      return prev.splice(i, prev.length);
    }
    function arrayPushArray(target, source) {
      if (source.length < 1e5)
        Array.prototype.push.apply(target, source);
      else
        for (let i = 0; i < source.length; ++i)
          target.push(source[i]);
    }
    function fixFlowSeqItems(fc) {
      if (fc.start.type === "flow-seq-start") {
        for (const it2 of fc.items) {
          if (it2.sep && !it2.value && !includesToken(it2.start, "explicit-key-ind") && !includesToken(it2.sep, "map-value-ind")) {
            if (it2.key)
              it2.value = it2.key;
            delete it2.key;
            if (isFlowToken(it2.value)) {
              if (it2.value.end)
                arrayPushArray(it2.value.end, it2.sep);
              else
                it2.value.end = it2.sep;
            } else
              arrayPushArray(it2.start, it2.sep);
            delete it2.sep;
          }
        }
      }
    }
    var Parser = class {
      /**
       * @param onNewLine - If defined, called separately with the start position of
       *   each new line (in `parse()`, including the start of input).
       */
      constructor(onNewLine) {
        this.atNewLine = true;
        this.atScalar = false;
        this.indent = 0;
        this.offset = 0;
        this.onKeyLine = false;
        this.stack = [];
        this.source = "";
        this.type = "";
        this.lexer = new lexer.Lexer();
        this.onNewLine = onNewLine;
      }
      /**
       * Parse `source` as a YAML stream.
       * If `incomplete`, a part of the last line may be left as a buffer for the next call.
       *
       * Errors are not thrown, but yielded as `{ type: 'error', message }` tokens.
       *
       * @returns A generator of tokens representing each directive, document, and other structure.
       */
      *parse(source, incomplete = false) {
        if (this.onNewLine && this.offset === 0)
          this.onNewLine(0);
        for (const lexeme of this.lexer.lex(source, incomplete))
          yield* this.next(lexeme);
        if (!incomplete)
          yield* this.end();
      }
      /**
       * Advance the parser by the `source` of one lexical token.
       */
      *next(source) {
        this.source = source;
        if (node_process.env.LOG_TOKENS)
          console.log("|", cst.prettyToken(source));
        if (this.atScalar) {
          this.atScalar = false;
          yield* this.step();
          this.offset += source.length;
          return;
        }
        const type = cst.tokenType(source);
        if (!type) {
          const message2 = `Not a YAML token: ${source}`;
          yield* this.pop({ type: "error", offset: this.offset, message: message2, source });
          this.offset += source.length;
        } else if (type === "scalar") {
          this.atNewLine = false;
          this.atScalar = true;
          this.type = "scalar";
        } else {
          this.type = type;
          yield* this.step();
          switch (type) {
            case "newline":
              this.atNewLine = true;
              this.indent = 0;
              if (this.onNewLine)
                this.onNewLine(this.offset + source.length);
              break;
            case "space":
              if (this.atNewLine && source[0] === " ")
                this.indent += source.length;
              break;
            case "explicit-key-ind":
            case "map-value-ind":
            case "seq-item-ind":
              if (this.atNewLine)
                this.indent += source.length;
              break;
            case "doc-mode":
            case "flow-error-end":
              return;
            default:
              this.atNewLine = false;
          }
          this.offset += source.length;
        }
      }
      /** Call at end of input to push out any remaining constructions */
      *end() {
        while (this.stack.length > 0)
          yield* this.pop();
      }
      get sourceToken() {
        const st2 = {
          type: this.type,
          offset: this.offset,
          indent: this.indent,
          source: this.source
        };
        return st2;
      }
      *step() {
        const top = this.peek(1);
        if (this.type === "doc-end" && top?.type !== "doc-end") {
          while (this.stack.length > 0)
            yield* this.pop();
          this.stack.push({
            type: "doc-end",
            offset: this.offset,
            source: this.source
          });
          return;
        }
        if (!top)
          return yield* this.stream();
        switch (top.type) {
          case "document":
            return yield* this.document(top);
          case "alias":
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return yield* this.scalar(top);
          case "block-scalar":
            return yield* this.blockScalar(top);
          case "block-map":
            return yield* this.blockMap(top);
          case "block-seq":
            return yield* this.blockSequence(top);
          case "flow-collection":
            return yield* this.flowCollection(top);
          case "doc-end":
            return yield* this.documentEnd(top);
        }
        yield* this.pop();
      }
      peek(n) {
        return this.stack[this.stack.length - n];
      }
      *pop(error) {
        const token = error ?? this.stack.pop();
        if (!token) {
          const message2 = "Tried to pop an empty stack";
          yield { type: "error", offset: this.offset, source: "", message: message2 };
        } else if (this.stack.length === 0) {
          yield token;
        } else {
          const top = this.peek(1);
          if (token.type === "block-scalar") {
            token.indent = "indent" in top ? top.indent : 0;
          } else if (token.type === "flow-collection" && top.type === "document") {
            token.indent = 0;
          }
          if (token.type === "flow-collection")
            fixFlowSeqItems(token);
          switch (top.type) {
            case "document":
              top.value = token;
              break;
            case "block-scalar":
              top.props.push(token);
              break;
            case "block-map": {
              const it2 = top.items[top.items.length - 1];
              if (it2.value) {
                top.items.push({ start: [], key: token, sep: [] });
                this.onKeyLine = true;
                return;
              } else if (it2.sep) {
                it2.value = token;
              } else {
                Object.assign(it2, { key: token, sep: [] });
                this.onKeyLine = !it2.explicitKey;
                return;
              }
              break;
            }
            case "block-seq": {
              const it2 = top.items[top.items.length - 1];
              if (it2.value)
                top.items.push({ start: [], value: token });
              else
                it2.value = token;
              break;
            }
            case "flow-collection": {
              const it2 = top.items[top.items.length - 1];
              if (!it2 || it2.value)
                top.items.push({ start: [], key: token, sep: [] });
              else if (it2.sep)
                it2.value = token;
              else
                Object.assign(it2, { key: token, sep: [] });
              return;
            }
            /* istanbul ignore next should not happen */
            default:
              yield* this.pop();
              yield* this.pop(token);
          }
          if ((top.type === "document" || top.type === "block-map" || top.type === "block-seq") && (token.type === "block-map" || token.type === "block-seq")) {
            const last = token.items[token.items.length - 1];
            if (last && !last.sep && !last.value && last.start.length > 0 && findNonEmptyIndex(last.start) === -1 && (token.indent === 0 || last.start.every((st2) => st2.type !== "comment" || st2.indent < token.indent))) {
              if (top.type === "document")
                top.end = last.start;
              else
                top.items.push({ start: last.start });
              token.items.splice(-1, 1);
            }
          }
        }
      }
      *stream() {
        switch (this.type) {
          case "directive-line":
            yield { type: "directive", offset: this.offset, source: this.source };
            return;
          case "byte-order-mark":
          case "space":
          case "comment":
          case "newline":
            yield this.sourceToken;
            return;
          case "doc-mode":
          case "doc-start": {
            const doc = {
              type: "document",
              offset: this.offset,
              start: []
            };
            if (this.type === "doc-start")
              doc.start.push(this.sourceToken);
            this.stack.push(doc);
            return;
          }
        }
        yield {
          type: "error",
          offset: this.offset,
          message: `Unexpected ${this.type} token in YAML stream`,
          source: this.source
        };
      }
      *document(doc) {
        if (doc.value)
          return yield* this.lineEnd(doc);
        switch (this.type) {
          case "doc-start": {
            if (findNonEmptyIndex(doc.start) !== -1) {
              yield* this.pop();
              yield* this.step();
            } else
              doc.start.push(this.sourceToken);
            return;
          }
          case "anchor":
          case "tag":
          case "space":
          case "comment":
          case "newline":
            doc.start.push(this.sourceToken);
            return;
        }
        const bv = this.startBlockValue(doc);
        if (bv)
          this.stack.push(bv);
        else {
          yield {
            type: "error",
            offset: this.offset,
            message: `Unexpected ${this.type} token in YAML document`,
            source: this.source
          };
        }
      }
      *scalar(scalar) {
        if (this.type === "map-value-ind") {
          const prev = getPrevProps(this.peek(2));
          const start = getFirstKeyStartProps(prev);
          let sep;
          if (scalar.end) {
            sep = scalar.end;
            sep.push(this.sourceToken);
            delete scalar.end;
          } else
            sep = [this.sourceToken];
          const map = {
            type: "block-map",
            offset: scalar.offset,
            indent: scalar.indent,
            items: [{ start, key: scalar, sep }]
          };
          this.onKeyLine = true;
          this.stack[this.stack.length - 1] = map;
        } else
          yield* this.lineEnd(scalar);
      }
      *blockScalar(scalar) {
        switch (this.type) {
          case "space":
          case "comment":
          case "newline":
            scalar.props.push(this.sourceToken);
            return;
          case "scalar":
            scalar.source = this.source;
            this.atNewLine = true;
            this.indent = 0;
            if (this.onNewLine) {
              let nl = this.source.indexOf("\n") + 1;
              while (nl !== 0) {
                this.onNewLine(this.offset + nl);
                nl = this.source.indexOf("\n", nl) + 1;
              }
            }
            yield* this.pop();
            break;
          /* istanbul ignore next should not happen */
          default:
            yield* this.pop();
            yield* this.step();
        }
      }
      *blockMap(map) {
        const it2 = map.items[map.items.length - 1];
        switch (this.type) {
          case "newline":
            this.onKeyLine = false;
            if (it2.value) {
              const end = "end" in it2.value ? it2.value.end : void 0;
              const last = Array.isArray(end) ? end[end.length - 1] : void 0;
              if (last?.type === "comment")
                end?.push(this.sourceToken);
              else
                map.items.push({ start: [this.sourceToken] });
            } else if (it2.sep) {
              it2.sep.push(this.sourceToken);
            } else {
              it2.start.push(this.sourceToken);
            }
            return;
          case "space":
          case "comment":
            if (it2.value) {
              map.items.push({ start: [this.sourceToken] });
            } else if (it2.sep) {
              it2.sep.push(this.sourceToken);
            } else {
              if (this.atIndentedComment(it2.start, map.indent)) {
                const prev = map.items[map.items.length - 2];
                const end = prev?.value?.end;
                if (Array.isArray(end)) {
                  arrayPushArray(end, it2.start);
                  end.push(this.sourceToken);
                  map.items.pop();
                  return;
                }
              }
              it2.start.push(this.sourceToken);
            }
            return;
        }
        if (this.indent >= map.indent) {
          const atMapIndent = !this.onKeyLine && this.indent === map.indent;
          const atNextItem = atMapIndent && (it2.sep || it2.explicitKey) && this.type !== "seq-item-ind";
          let start = [];
          if (atNextItem && it2.sep && !it2.value) {
            const nl = [];
            for (let i = 0; i < it2.sep.length; ++i) {
              const st2 = it2.sep[i];
              switch (st2.type) {
                case "newline":
                  nl.push(i);
                  break;
                case "space":
                  break;
                case "comment":
                  if (st2.indent > map.indent)
                    nl.length = 0;
                  break;
                default:
                  nl.length = 0;
              }
            }
            if (nl.length >= 2)
              start = it2.sep.splice(nl[1]);
          }
          switch (this.type) {
            case "anchor":
            case "tag":
              if (atNextItem || it2.value) {
                start.push(this.sourceToken);
                map.items.push({ start });
                this.onKeyLine = true;
              } else if (it2.sep) {
                it2.sep.push(this.sourceToken);
              } else {
                it2.start.push(this.sourceToken);
              }
              return;
            case "explicit-key-ind":
              if (!it2.sep && !it2.explicitKey) {
                it2.start.push(this.sourceToken);
                it2.explicitKey = true;
              } else if (atNextItem || it2.value) {
                start.push(this.sourceToken);
                map.items.push({ start, explicitKey: true });
              } else {
                this.stack.push({
                  type: "block-map",
                  offset: this.offset,
                  indent: this.indent,
                  items: [{ start: [this.sourceToken], explicitKey: true }]
                });
              }
              this.onKeyLine = true;
              return;
            case "map-value-ind":
              if (it2.explicitKey) {
                if (!it2.sep) {
                  if (includesToken(it2.start, "newline")) {
                    Object.assign(it2, { key: null, sep: [this.sourceToken] });
                  } else {
                    const start2 = getFirstKeyStartProps(it2.start);
                    this.stack.push({
                      type: "block-map",
                      offset: this.offset,
                      indent: this.indent,
                      items: [{ start: start2, key: null, sep: [this.sourceToken] }]
                    });
                  }
                } else if (it2.value) {
                  map.items.push({ start: [], key: null, sep: [this.sourceToken] });
                } else if (includesToken(it2.sep, "map-value-ind")) {
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start, key: null, sep: [this.sourceToken] }]
                  });
                } else if (isFlowToken(it2.key) && !includesToken(it2.sep, "newline")) {
                  const start2 = getFirstKeyStartProps(it2.start);
                  const key = it2.key;
                  const sep = it2.sep;
                  sep.push(this.sourceToken);
                  delete it2.key;
                  delete it2.sep;
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: start2, key, sep }]
                  });
                } else if (start.length > 0) {
                  it2.sep = it2.sep.concat(start, this.sourceToken);
                } else {
                  it2.sep.push(this.sourceToken);
                }
              } else {
                if (!it2.sep) {
                  Object.assign(it2, { key: null, sep: [this.sourceToken] });
                } else if (it2.value || atNextItem) {
                  map.items.push({ start, key: null, sep: [this.sourceToken] });
                } else if (includesToken(it2.sep, "map-value-ind")) {
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: [], key: null, sep: [this.sourceToken] }]
                  });
                } else {
                  it2.sep.push(this.sourceToken);
                }
              }
              this.onKeyLine = true;
              return;
            case "alias":
            case "scalar":
            case "single-quoted-scalar":
            case "double-quoted-scalar": {
              const fs2 = this.flowScalar(this.type);
              if (atNextItem || it2.value) {
                map.items.push({ start, key: fs2, sep: [] });
                this.onKeyLine = true;
              } else if (it2.sep) {
                this.stack.push(fs2);
              } else {
                Object.assign(it2, { key: fs2, sep: [] });
                this.onKeyLine = true;
              }
              return;
            }
            default: {
              const bv = this.startBlockValue(map);
              if (bv) {
                if (bv.type === "block-seq") {
                  if (!it2.explicitKey && it2.sep && !includesToken(it2.sep, "newline")) {
                    yield* this.pop({
                      type: "error",
                      offset: this.offset,
                      message: "Unexpected block-seq-ind on same line with key",
                      source: this.source
                    });
                    return;
                  }
                } else if (atMapIndent) {
                  map.items.push({ start });
                }
                this.stack.push(bv);
                return;
              }
            }
          }
        }
        yield* this.pop();
        yield* this.step();
      }
      *blockSequence(seq) {
        const it2 = seq.items[seq.items.length - 1];
        switch (this.type) {
          case "newline":
            if (it2.value) {
              const end = "end" in it2.value ? it2.value.end : void 0;
              const last = Array.isArray(end) ? end[end.length - 1] : void 0;
              if (last?.type === "comment")
                end?.push(this.sourceToken);
              else
                seq.items.push({ start: [this.sourceToken] });
            } else
              it2.start.push(this.sourceToken);
            return;
          case "space":
          case "comment":
            if (it2.value)
              seq.items.push({ start: [this.sourceToken] });
            else {
              if (this.atIndentedComment(it2.start, seq.indent)) {
                const prev = seq.items[seq.items.length - 2];
                const end = prev?.value?.end;
                if (Array.isArray(end)) {
                  arrayPushArray(end, it2.start);
                  end.push(this.sourceToken);
                  seq.items.pop();
                  return;
                }
              }
              it2.start.push(this.sourceToken);
            }
            return;
          case "anchor":
          case "tag":
            if (it2.value || this.indent <= seq.indent)
              break;
            it2.start.push(this.sourceToken);
            return;
          case "seq-item-ind":
            if (this.indent !== seq.indent)
              break;
            if (it2.value || includesToken(it2.start, "seq-item-ind"))
              seq.items.push({ start: [this.sourceToken] });
            else
              it2.start.push(this.sourceToken);
            return;
        }
        if (this.indent > seq.indent) {
          const bv = this.startBlockValue(seq);
          if (bv) {
            this.stack.push(bv);
            return;
          }
        }
        yield* this.pop();
        yield* this.step();
      }
      *flowCollection(fc) {
        const it2 = fc.items[fc.items.length - 1];
        if (this.type === "flow-error-end") {
          let top;
          do {
            yield* this.pop();
            top = this.peek(1);
          } while (top?.type === "flow-collection");
        } else if (fc.end.length === 0) {
          switch (this.type) {
            case "comma":
            case "explicit-key-ind":
              if (!it2 || it2.sep)
                fc.items.push({ start: [this.sourceToken] });
              else
                it2.start.push(this.sourceToken);
              return;
            case "map-value-ind":
              if (!it2 || it2.value)
                fc.items.push({ start: [], key: null, sep: [this.sourceToken] });
              else if (it2.sep)
                it2.sep.push(this.sourceToken);
              else
                Object.assign(it2, { key: null, sep: [this.sourceToken] });
              return;
            case "space":
            case "comment":
            case "newline":
            case "anchor":
            case "tag":
              if (!it2 || it2.value)
                fc.items.push({ start: [this.sourceToken] });
              else if (it2.sep)
                it2.sep.push(this.sourceToken);
              else
                it2.start.push(this.sourceToken);
              return;
            case "alias":
            case "scalar":
            case "single-quoted-scalar":
            case "double-quoted-scalar": {
              const fs2 = this.flowScalar(this.type);
              if (!it2 || it2.value)
                fc.items.push({ start: [], key: fs2, sep: [] });
              else if (it2.sep)
                this.stack.push(fs2);
              else
                Object.assign(it2, { key: fs2, sep: [] });
              return;
            }
            case "flow-map-end":
            case "flow-seq-end":
              fc.end.push(this.sourceToken);
              return;
          }
          const bv = this.startBlockValue(fc);
          if (bv)
            this.stack.push(bv);
          else {
            yield* this.pop();
            yield* this.step();
          }
        } else {
          const parent = this.peek(2);
          if (parent.type === "block-map" && (this.type === "map-value-ind" && parent.indent === fc.indent || this.type === "newline" && !parent.items[parent.items.length - 1].sep)) {
            yield* this.pop();
            yield* this.step();
          } else if (this.type === "map-value-ind" && parent.type !== "flow-collection") {
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            fixFlowSeqItems(fc);
            const sep = fc.end.splice(1, fc.end.length);
            sep.push(this.sourceToken);
            const map = {
              type: "block-map",
              offset: fc.offset,
              indent: fc.indent,
              items: [{ start, key: fc, sep }]
            };
            this.onKeyLine = true;
            this.stack[this.stack.length - 1] = map;
          } else {
            yield* this.lineEnd(fc);
          }
        }
      }
      flowScalar(type) {
        if (this.onNewLine) {
          let nl = this.source.indexOf("\n") + 1;
          while (nl !== 0) {
            this.onNewLine(this.offset + nl);
            nl = this.source.indexOf("\n", nl) + 1;
          }
        }
        return {
          type,
          offset: this.offset,
          indent: this.indent,
          source: this.source
        };
      }
      startBlockValue(parent) {
        switch (this.type) {
          case "alias":
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return this.flowScalar(this.type);
          case "block-scalar-header":
            return {
              type: "block-scalar",
              offset: this.offset,
              indent: this.indent,
              props: [this.sourceToken],
              source: ""
            };
          case "flow-map-start":
          case "flow-seq-start":
            return {
              type: "flow-collection",
              offset: this.offset,
              indent: this.indent,
              start: this.sourceToken,
              items: [],
              end: []
            };
          case "seq-item-ind":
            return {
              type: "block-seq",
              offset: this.offset,
              indent: this.indent,
              items: [{ start: [this.sourceToken] }]
            };
          case "explicit-key-ind": {
            this.onKeyLine = true;
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            start.push(this.sourceToken);
            return {
              type: "block-map",
              offset: this.offset,
              indent: this.indent,
              items: [{ start, explicitKey: true }]
            };
          }
          case "map-value-ind": {
            this.onKeyLine = true;
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            return {
              type: "block-map",
              offset: this.offset,
              indent: this.indent,
              items: [{ start, key: null, sep: [this.sourceToken] }]
            };
          }
        }
        return null;
      }
      atIndentedComment(start, indent) {
        if (this.type !== "comment")
          return false;
        if (this.indent <= indent)
          return false;
        return start.every((st2) => st2.type === "newline" || st2.type === "space");
      }
      *documentEnd(docEnd) {
        if (this.type !== "doc-mode") {
          if (docEnd.end)
            docEnd.end.push(this.sourceToken);
          else
            docEnd.end = [this.sourceToken];
          if (this.type === "newline")
            yield* this.pop();
        }
      }
      *lineEnd(token) {
        switch (this.type) {
          case "comma":
          case "doc-start":
          case "doc-end":
          case "flow-seq-end":
          case "flow-map-end":
          case "map-value-ind":
            yield* this.pop();
            yield* this.step();
            break;
          case "newline":
            this.onKeyLine = false;
          // fallthrough
          case "space":
          case "comment":
          default:
            if (token.end)
              token.end.push(this.sourceToken);
            else
              token.end = [this.sourceToken];
            if (this.type === "newline")
              yield* this.pop();
        }
      }
    };
    exports.Parser = Parser;
  }
});

// node_modules/yaml/dist/public-api.js
var require_public_api = __commonJS({
  "node_modules/yaml/dist/public-api.js"(exports) {
    "use strict";
    var composer = require_composer();
    var Document = require_Document();
    var errors = require_errors();
    var log = require_log();
    var identity = require_identity();
    var lineCounter = require_line_counter();
    var parser = require_parser();
    function parseOptions(options) {
      const prettyErrors = options.prettyErrors !== false;
      const lineCounter$1 = options.lineCounter || prettyErrors && new lineCounter.LineCounter() || null;
      return { lineCounter: lineCounter$1, prettyErrors };
    }
    function parseAllDocuments(source, options = {}) {
      const { lineCounter: lineCounter2, prettyErrors } = parseOptions(options);
      const parser$1 = new parser.Parser(lineCounter2?.addNewLine);
      const composer$1 = new composer.Composer(options);
      const docs = Array.from(composer$1.compose(parser$1.parse(source)));
      if (prettyErrors && lineCounter2)
        for (const doc of docs) {
          doc.errors.forEach(errors.prettifyError(source, lineCounter2));
          doc.warnings.forEach(errors.prettifyError(source, lineCounter2));
        }
      if (docs.length > 0)
        return docs;
      return Object.assign([], { empty: true }, composer$1.streamInfo());
    }
    function parseDocument2(source, options = {}) {
      const { lineCounter: lineCounter2, prettyErrors } = parseOptions(options);
      const parser$1 = new parser.Parser(lineCounter2?.addNewLine);
      const composer$1 = new composer.Composer(options);
      let doc = null;
      for (const _doc of composer$1.compose(parser$1.parse(source), true, source.length)) {
        if (!doc)
          doc = _doc;
        else if (doc.options.logLevel !== "silent") {
          doc.errors.push(new errors.YAMLParseError(_doc.range.slice(0, 2), "MULTIPLE_DOCS", "Source contains multiple documents; please use YAML.parseAllDocuments()"));
          break;
        }
      }
      if (prettyErrors && lineCounter2) {
        doc.errors.forEach(errors.prettifyError(source, lineCounter2));
        doc.warnings.forEach(errors.prettifyError(source, lineCounter2));
      }
      return doc;
    }
    function parse(src, reviver, options) {
      let _reviver = void 0;
      if (typeof reviver === "function") {
        _reviver = reviver;
      } else if (options === void 0 && reviver && typeof reviver === "object") {
        options = reviver;
      }
      const doc = parseDocument2(src, options);
      if (!doc)
        return null;
      doc.warnings.forEach((warning) => log.warn(doc.options.logLevel, warning));
      if (doc.errors.length > 0) {
        if (doc.options.logLevel !== "silent")
          throw doc.errors[0];
        else
          doc.errors = [];
      }
      return doc.toJS(Object.assign({ reviver: _reviver }, options));
    }
    function stringify(value2, replacer, options) {
      let _replacer = null;
      if (typeof replacer === "function" || Array.isArray(replacer)) {
        _replacer = replacer;
      } else if (options === void 0 && replacer) {
        options = replacer;
      }
      if (typeof options === "string")
        options = options.length;
      if (typeof options === "number") {
        const indent = Math.round(options);
        options = indent < 1 ? void 0 : indent > 8 ? { indent: 8 } : { indent };
      }
      if (value2 === void 0) {
        const { keepUndefined } = options ?? replacer ?? {};
        if (!keepUndefined)
          return void 0;
      }
      if (identity.isDocument(value2) && !_replacer)
        return value2.toString(options);
      return new Document.Document(value2, _replacer, options).toString(options);
    }
    exports.parse = parse;
    exports.parseAllDocuments = parseAllDocuments;
    exports.parseDocument = parseDocument2;
    exports.stringify = stringify;
  }
});

// node_modules/yaml/dist/index.js
var require_dist = __commonJS({
  "node_modules/yaml/dist/index.js"(exports) {
    "use strict";
    var composer = require_composer();
    var Document = require_Document();
    var Schema = require_Schema();
    var errors = require_errors();
    var Alias = require_Alias();
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var cst = require_cst();
    var lexer = require_lexer();
    var lineCounter = require_line_counter();
    var parser = require_parser();
    var publicApi = require_public_api();
    var visit = require_visit();
    exports.Composer = composer.Composer;
    exports.Document = Document.Document;
    exports.Schema = Schema.Schema;
    exports.YAMLError = errors.YAMLError;
    exports.YAMLParseError = errors.YAMLParseError;
    exports.YAMLWarning = errors.YAMLWarning;
    exports.Alias = Alias.Alias;
    exports.isAlias = identity.isAlias;
    exports.isCollection = identity.isCollection;
    exports.isDocument = identity.isDocument;
    exports.isMap = identity.isMap;
    exports.isNode = identity.isNode;
    exports.isPair = identity.isPair;
    exports.isScalar = identity.isScalar;
    exports.isSeq = identity.isSeq;
    exports.Pair = Pair.Pair;
    exports.Scalar = Scalar.Scalar;
    exports.YAMLMap = YAMLMap.YAMLMap;
    exports.YAMLSeq = YAMLSeq.YAMLSeq;
    exports.CST = cst;
    exports.Lexer = lexer.Lexer;
    exports.LineCounter = lineCounter.LineCounter;
    exports.Parser = parser.Parser;
    exports.parse = publicApi.parse;
    exports.parseAllDocuments = publicApi.parseAllDocuments;
    exports.parseDocument = publicApi.parseDocument;
    exports.stringify = publicApi.stringify;
    exports.visit = visit.visit;
    exports.visitAsync = visit.visitAsync;
  }
});

// node_modules/ms/index.js
var require_ms = __commonJS({
  "node_modules/ms/index.js"(exports, module) {
    var s2 = 1e3;
    var m2 = s2 * 60;
    var h3 = m2 * 60;
    var d2 = h3 * 24;
    var w2 = d2 * 7;
    var y2 = d2 * 365.25;
    module.exports = function(val, options) {
      options = options || {};
      var type = typeof val;
      if (type === "string" && val.length > 0) {
        return parse(val);
      } else if (type === "number" && isFinite(val)) {
        return options.long ? fmtLong(val) : fmtShort(val);
      }
      throw new Error(
        "val is not a non-empty string or a valid number. val=" + JSON.stringify(val)
      );
    };
    function parse(str2) {
      str2 = String(str2);
      if (str2.length > 100) {
        return;
      }
      var match = /^(-?(?:\d+)?\.?\d+) *(milliseconds?|msecs?|ms|seconds?|secs?|s|minutes?|mins?|m|hours?|hrs?|h|days?|d|weeks?|w|years?|yrs?|y)?$/i.exec(
        str2
      );
      if (!match) {
        return;
      }
      var n = parseFloat(match[1]);
      var type = (match[2] || "ms").toLowerCase();
      switch (type) {
        case "years":
        case "year":
        case "yrs":
        case "yr":
        case "y":
          return n * y2;
        case "weeks":
        case "week":
        case "w":
          return n * w2;
        case "days":
        case "day":
        case "d":
          return n * d2;
        case "hours":
        case "hour":
        case "hrs":
        case "hr":
        case "h":
          return n * h3;
        case "minutes":
        case "minute":
        case "mins":
        case "min":
        case "m":
          return n * m2;
        case "seconds":
        case "second":
        case "secs":
        case "sec":
        case "s":
          return n * s2;
        case "milliseconds":
        case "millisecond":
        case "msecs":
        case "msec":
        case "ms":
          return n;
        default:
          return void 0;
      }
    }
    function fmtShort(ms2) {
      var msAbs = Math.abs(ms2);
      if (msAbs >= d2) {
        return Math.round(ms2 / d2) + "d";
      }
      if (msAbs >= h3) {
        return Math.round(ms2 / h3) + "h";
      }
      if (msAbs >= m2) {
        return Math.round(ms2 / m2) + "m";
      }
      if (msAbs >= s2) {
        return Math.round(ms2 / s2) + "s";
      }
      return ms2 + "ms";
    }
    function fmtLong(ms2) {
      var msAbs = Math.abs(ms2);
      if (msAbs >= d2) {
        return plural(ms2, msAbs, d2, "day");
      }
      if (msAbs >= h3) {
        return plural(ms2, msAbs, h3, "hour");
      }
      if (msAbs >= m2) {
        return plural(ms2, msAbs, m2, "minute");
      }
      if (msAbs >= s2) {
        return plural(ms2, msAbs, s2, "second");
      }
      return ms2 + " ms";
    }
    function plural(ms2, msAbs, n, name) {
      var isPlural = msAbs >= n * 1.5;
      return Math.round(ms2 / n) + " " + name + (isPlural ? "s" : "");
    }
  }
});

// node_modules/debug/src/common.js
var require_common = __commonJS({
  "node_modules/debug/src/common.js"(exports, module) {
    function setup(env) {
      createDebug.debug = createDebug;
      createDebug.default = createDebug;
      createDebug.coerce = coerce;
      createDebug.disable = disable;
      createDebug.enable = enable;
      createDebug.enabled = enabled;
      createDebug.humanize = require_ms();
      createDebug.destroy = destroy;
      Object.keys(env).forEach((key) => {
        createDebug[key] = env[key];
      });
      createDebug.names = [];
      createDebug.skips = [];
      createDebug.formatters = {};
      function selectColor(namespace) {
        let hash = 0;
        for (let i = 0; i < namespace.length; i++) {
          hash = (hash << 5) - hash + namespace.charCodeAt(i);
          hash |= 0;
        }
        return createDebug.colors[Math.abs(hash) % createDebug.colors.length];
      }
      createDebug.selectColor = selectColor;
      function createDebug(namespace) {
        let prevTime;
        let enableOverride = null;
        let namespacesCache;
        let enabledCache;
        function debug(...args) {
          if (!debug.enabled) {
            return;
          }
          const self = debug;
          const curr = Number(/* @__PURE__ */ new Date());
          const ms2 = curr - (prevTime || curr);
          self.diff = ms2;
          self.prev = prevTime;
          self.curr = curr;
          prevTime = curr;
          args[0] = createDebug.coerce(args[0]);
          if (typeof args[0] !== "string") {
            args.unshift("%O");
          }
          let index = 0;
          args[0] = args[0].replace(/%([a-zA-Z%])/g, (match, format) => {
            if (match === "%%") {
              return "%";
            }
            index++;
            const formatter = createDebug.formatters[format];
            if (typeof formatter === "function") {
              const val = args[index];
              match = formatter.call(self, val);
              args.splice(index, 1);
              index--;
            }
            return match;
          });
          createDebug.formatArgs.call(self, args);
          const logFn = self.log || createDebug.log;
          logFn.apply(self, args);
        }
        debug.namespace = namespace;
        debug.useColors = createDebug.useColors();
        debug.color = createDebug.selectColor(namespace);
        debug.extend = extend;
        debug.destroy = createDebug.destroy;
        Object.defineProperty(debug, "enabled", {
          enumerable: true,
          configurable: false,
          get: () => {
            if (enableOverride !== null) {
              return enableOverride;
            }
            if (namespacesCache !== createDebug.namespaces) {
              namespacesCache = createDebug.namespaces;
              enabledCache = createDebug.enabled(namespace);
            }
            return enabledCache;
          },
          set: (v2) => {
            enableOverride = v2;
          }
        });
        if (typeof createDebug.init === "function") {
          createDebug.init(debug);
        }
        return debug;
      }
      function extend(namespace, delimiter) {
        const newDebug = createDebug(this.namespace + (typeof delimiter === "undefined" ? ":" : delimiter) + namespace);
        newDebug.log = this.log;
        return newDebug;
      }
      function enable(namespaces) {
        createDebug.save(namespaces);
        createDebug.namespaces = namespaces;
        createDebug.names = [];
        createDebug.skips = [];
        const split = (typeof namespaces === "string" ? namespaces : "").trim().replace(/\s+/g, ",").split(",").filter(Boolean);
        for (const ns2 of split) {
          if (ns2[0] === "-") {
            createDebug.skips.push(ns2.slice(1));
          } else {
            createDebug.names.push(ns2);
          }
        }
      }
      function matchesTemplate(search, template) {
        let searchIndex = 0;
        let templateIndex = 0;
        let starIndex = -1;
        let matchIndex = 0;
        while (searchIndex < search.length) {
          if (templateIndex < template.length && (template[templateIndex] === search[searchIndex] || template[templateIndex] === "*")) {
            if (template[templateIndex] === "*") {
              starIndex = templateIndex;
              matchIndex = searchIndex;
              templateIndex++;
            } else {
              searchIndex++;
              templateIndex++;
            }
          } else if (starIndex !== -1) {
            templateIndex = starIndex + 1;
            matchIndex++;
            searchIndex = matchIndex;
          } else {
            return false;
          }
        }
        while (templateIndex < template.length && template[templateIndex] === "*") {
          templateIndex++;
        }
        return templateIndex === template.length;
      }
      function disable() {
        const namespaces = [
          ...createDebug.names,
          ...createDebug.skips.map((namespace) => "-" + namespace)
        ].join(",");
        createDebug.enable("");
        return namespaces;
      }
      function enabled(name) {
        for (const skip of createDebug.skips) {
          if (matchesTemplate(name, skip)) {
            return false;
          }
        }
        for (const ns2 of createDebug.names) {
          if (matchesTemplate(name, ns2)) {
            return true;
          }
        }
        return false;
      }
      function coerce(val) {
        if (val instanceof Error) {
          return val.stack || val.message;
        }
        return val;
      }
      function destroy() {
        console.warn("Instance method `debug.destroy()` is deprecated and no longer does anything. It will be removed in the next major version of `debug`.");
      }
      createDebug.enable(createDebug.load());
      return createDebug;
    }
    module.exports = setup;
  }
});

// node_modules/debug/src/browser.js
var require_browser = __commonJS({
  "node_modules/debug/src/browser.js"(exports, module) {
    exports.formatArgs = formatArgs;
    exports.save = save;
    exports.load = load;
    exports.useColors = useColors;
    exports.storage = localstorage();
    exports.destroy = /* @__PURE__ */ (() => {
      let warned = false;
      return () => {
        if (!warned) {
          warned = true;
          console.warn("Instance method `debug.destroy()` is deprecated and no longer does anything. It will be removed in the next major version of `debug`.");
        }
      };
    })();
    exports.colors = [
      "#0000CC",
      "#0000FF",
      "#0033CC",
      "#0033FF",
      "#0066CC",
      "#0066FF",
      "#0099CC",
      "#0099FF",
      "#00CC00",
      "#00CC33",
      "#00CC66",
      "#00CC99",
      "#00CCCC",
      "#00CCFF",
      "#3300CC",
      "#3300FF",
      "#3333CC",
      "#3333FF",
      "#3366CC",
      "#3366FF",
      "#3399CC",
      "#3399FF",
      "#33CC00",
      "#33CC33",
      "#33CC66",
      "#33CC99",
      "#33CCCC",
      "#33CCFF",
      "#6600CC",
      "#6600FF",
      "#6633CC",
      "#6633FF",
      "#66CC00",
      "#66CC33",
      "#9900CC",
      "#9900FF",
      "#9933CC",
      "#9933FF",
      "#99CC00",
      "#99CC33",
      "#CC0000",
      "#CC0033",
      "#CC0066",
      "#CC0099",
      "#CC00CC",
      "#CC00FF",
      "#CC3300",
      "#CC3333",
      "#CC3366",
      "#CC3399",
      "#CC33CC",
      "#CC33FF",
      "#CC6600",
      "#CC6633",
      "#CC9900",
      "#CC9933",
      "#CCCC00",
      "#CCCC33",
      "#FF0000",
      "#FF0033",
      "#FF0066",
      "#FF0099",
      "#FF00CC",
      "#FF00FF",
      "#FF3300",
      "#FF3333",
      "#FF3366",
      "#FF3399",
      "#FF33CC",
      "#FF33FF",
      "#FF6600",
      "#FF6633",
      "#FF9900",
      "#FF9933",
      "#FFCC00",
      "#FFCC33"
    ];
    function useColors() {
      if (typeof window !== "undefined" && window.process && (window.process.type === "renderer" || window.process.__nwjs)) {
        return true;
      }
      if (typeof navigator !== "undefined" && navigator.userAgent && navigator.userAgent.toLowerCase().match(/(edge|trident)\/(\d+)/)) {
        return false;
      }
      let m2;
      return typeof document !== "undefined" && document.documentElement && document.documentElement.style && document.documentElement.style.WebkitAppearance || // Is firebug? http://stackoverflow.com/a/398120/376773
      typeof window !== "undefined" && window.console && (window.console.firebug || window.console.exception && window.console.table) || // Is firefox >= v31?
      // https://developer.mozilla.org/en-US/docs/Tools/Web_Console#Styling_messages
      typeof navigator !== "undefined" && navigator.userAgent && (m2 = navigator.userAgent.toLowerCase().match(/firefox\/(\d+)/)) && parseInt(m2[1], 10) >= 31 || // Double check webkit in userAgent just in case we are in a worker
      typeof navigator !== "undefined" && navigator.userAgent && navigator.userAgent.toLowerCase().match(/applewebkit\/(\d+)/);
    }
    function formatArgs(args) {
      args[0] = (this.useColors ? "%c" : "") + this.namespace + (this.useColors ? " %c" : " ") + args[0] + (this.useColors ? "%c " : " ") + "+" + module.exports.humanize(this.diff);
      if (!this.useColors) {
        return;
      }
      const c3 = "color: " + this.color;
      args.splice(1, 0, c3, "color: inherit");
      let index = 0;
      let lastC = 0;
      args[0].replace(/%[a-zA-Z%]/g, (match) => {
        if (match === "%%") {
          return;
        }
        index++;
        if (match === "%c") {
          lastC = index;
        }
      });
      args.splice(lastC, 0, c3);
    }
    exports.log = console.debug || console.log || (() => {
    });
    function save(namespaces) {
      try {
        if (namespaces) {
          exports.storage.setItem("debug", namespaces);
        } else {
          exports.storage.removeItem("debug");
        }
      } catch (error) {
      }
    }
    function load() {
      let r2;
      try {
        r2 = exports.storage.getItem("debug") || exports.storage.getItem("DEBUG");
      } catch (error) {
      }
      if (!r2 && typeof process !== "undefined" && "env" in process) {
        r2 = process.env.DEBUG;
      }
      return r2;
    }
    function localstorage() {
      try {
        return localStorage;
      } catch (error) {
      }
    }
    module.exports = require_common()(exports);
    var { formatters } = module.exports;
    formatters.j = function(v2) {
      try {
        return JSON.stringify(v2);
      } catch (error) {
        return "[UnexpectedJSONParseError]: " + error.message;
      }
    };
  }
});

// node_modules/debug/src/node.js
var require_node = __commonJS({
  "node_modules/debug/src/node.js"(exports, module) {
    var tty = __require("tty");
    var util = __require("util");
    exports.init = init;
    exports.log = log;
    exports.formatArgs = formatArgs;
    exports.save = save;
    exports.load = load;
    exports.useColors = useColors;
    exports.destroy = util.deprecate(
      () => {
      },
      "Instance method `debug.destroy()` is deprecated and no longer does anything. It will be removed in the next major version of `debug`."
    );
    exports.colors = [6, 2, 3, 4, 5, 1];
    try {
      const supportsColor = __require("supports-color");
      if (supportsColor && (supportsColor.stderr || supportsColor).level >= 2) {
        exports.colors = [
          20,
          21,
          26,
          27,
          32,
          33,
          38,
          39,
          40,
          41,
          42,
          43,
          44,
          45,
          56,
          57,
          62,
          63,
          68,
          69,
          74,
          75,
          76,
          77,
          78,
          79,
          80,
          81,
          92,
          93,
          98,
          99,
          112,
          113,
          128,
          129,
          134,
          135,
          148,
          149,
          160,
          161,
          162,
          163,
          164,
          165,
          166,
          167,
          168,
          169,
          170,
          171,
          172,
          173,
          178,
          179,
          184,
          185,
          196,
          197,
          198,
          199,
          200,
          201,
          202,
          203,
          204,
          205,
          206,
          207,
          208,
          209,
          214,
          215,
          220,
          221
        ];
      }
    } catch (error) {
    }
    exports.inspectOpts = Object.keys(process.env).filter((key) => {
      return /^debug_/i.test(key);
    }).reduce((obj2, key) => {
      const prop = key.substring(6).toLowerCase().replace(/_([a-z])/g, (_3, k2) => {
        return k2.toUpperCase();
      });
      let val = process.env[key];
      if (/^(yes|on|true|enabled)$/i.test(val)) {
        val = true;
      } else if (/^(no|off|false|disabled)$/i.test(val)) {
        val = false;
      } else if (val === "null") {
        val = null;
      } else {
        val = Number(val);
      }
      obj2[prop] = val;
      return obj2;
    }, {});
    function useColors() {
      return "colors" in exports.inspectOpts ? Boolean(exports.inspectOpts.colors) : tty.isatty(process.stderr.fd);
    }
    function formatArgs(args) {
      const { namespace: name, useColors: useColors2 } = this;
      if (useColors2) {
        const c3 = this.color;
        const colorCode = "\x1B[3" + (c3 < 8 ? c3 : "8;5;" + c3);
        const prefix = `  ${colorCode};1m${name} \x1B[0m`;
        args[0] = prefix + args[0].split("\n").join("\n" + prefix);
        args.push(colorCode + "m+" + module.exports.humanize(this.diff) + "\x1B[0m");
      } else {
        args[0] = getDate() + name + " " + args[0];
      }
    }
    function getDate() {
      if (exports.inspectOpts.hideDate) {
        return "";
      }
      return (/* @__PURE__ */ new Date()).toISOString() + " ";
    }
    function log(...args) {
      return process.stderr.write(util.formatWithOptions(exports.inspectOpts, ...args) + "\n");
    }
    function save(namespaces) {
      if (namespaces) {
        process.env.DEBUG = namespaces;
      } else {
        delete process.env.DEBUG;
      }
    }
    function load() {
      return process.env.DEBUG;
    }
    function init(debug) {
      debug.inspectOpts = {};
      const keys = Object.keys(exports.inspectOpts);
      for (let i = 0; i < keys.length; i++) {
        debug.inspectOpts[keys[i]] = exports.inspectOpts[keys[i]];
      }
    }
    module.exports = require_common()(exports);
    var { formatters } = module.exports;
    formatters.o = function(v2) {
      this.inspectOpts.colors = this.useColors;
      return util.inspect(v2, this.inspectOpts).split("\n").map((str2) => str2.trim()).join(" ");
    };
    formatters.O = function(v2) {
      this.inspectOpts.colors = this.useColors;
      return util.inspect(v2, this.inspectOpts);
    };
  }
});

// node_modules/debug/src/index.js
var require_src = __commonJS({
  "node_modules/debug/src/index.js"(exports, module) {
    if (typeof process === "undefined" || process.type === "renderer" || process.browser === true || process.__nwjs) {
      module.exports = require_browser();
    } else {
      module.exports = require_node();
    }
  }
});

// node_modules/@kwsites/file-exists/dist/src/index.js
var require_src2 = __commonJS({
  "node_modules/@kwsites/file-exists/dist/src/index.js"(exports) {
    "use strict";
    var __importDefault = exports && exports.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports, "__esModule", { value: true });
    var fs_1 = __require("fs");
    var debug_1 = __importDefault(require_src());
    var log = debug_1.default("@kwsites/file-exists");
    function check(path, isFile, isDirectory) {
      log(`checking %s`, path);
      try {
        const stat = fs_1.statSync(path);
        if (stat.isFile() && isFile) {
          log(`[OK] path represents a file`);
          return true;
        }
        if (stat.isDirectory() && isDirectory) {
          log(`[OK] path represents a directory`);
          return true;
        }
        log(`[FAIL] path represents something other than a file or directory`);
        return false;
      } catch (e) {
        if (e.code === "ENOENT") {
          log(`[FAIL] path is not accessible: %o`, e);
          return false;
        }
        log(`[FATAL] %o`, e);
        throw e;
      }
    }
    function exists(path, type = exports.READABLE) {
      return check(path, (type & exports.FILE) > 0, (type & exports.FOLDER) > 0);
    }
    exports.exists = exists;
    exports.FILE = 1;
    exports.FOLDER = 2;
    exports.READABLE = exports.FILE + exports.FOLDER;
  }
});

// node_modules/@kwsites/file-exists/dist/index.js
var require_dist2 = __commonJS({
  "node_modules/@kwsites/file-exists/dist/index.js"(exports) {
    "use strict";
    function __export2(m2) {
      for (var p3 in m2) if (!exports.hasOwnProperty(p3)) exports[p3] = m2[p3];
    }
    Object.defineProperty(exports, "__esModule", { value: true });
    __export2(require_src2());
  }
});

// node_modules/@kwsites/promise-deferred/dist/index.js
var require_dist3 = __commonJS({
  "node_modules/@kwsites/promise-deferred/dist/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.createDeferred = exports.deferred = void 0;
    function deferred() {
      let done2;
      let fail;
      let status = "pending";
      const promise = new Promise((_done, _fail) => {
        done2 = _done;
        fail = _fail;
      });
      return {
        promise,
        done(result) {
          if (status === "pending") {
            status = "resolved";
            done2(result);
          }
        },
        fail(error) {
          if (status === "pending") {
            status = "rejected";
            fail(error);
          }
        },
        get fulfilled() {
          return status !== "pending";
        },
        get status() {
          return status;
        }
      };
    }
    exports.deferred = deferred;
    exports.createDeferred = deferred;
    exports.default = deferred;
  }
});

// node_modules/graceful-fs/polyfills.js
var require_polyfills = __commonJS({
  "node_modules/graceful-fs/polyfills.js"(exports, module) {
    var constants2 = __require("constants");
    var origCwd = process.cwd;
    var cwd = null;
    var platform = process.env.GRACEFUL_FS_PLATFORM || process.platform;
    process.cwd = function() {
      if (!cwd)
        cwd = origCwd.call(process);
      return cwd;
    };
    try {
      process.cwd();
    } catch (er2) {
    }
    if (typeof process.chdir === "function") {
      chdir = process.chdir;
      process.chdir = function(d2) {
        cwd = null;
        chdir.call(process, d2);
      };
      if (Object.setPrototypeOf) Object.setPrototypeOf(process.chdir, chdir);
    }
    var chdir;
    module.exports = patch;
    function patch(fs2) {
      if (constants2.hasOwnProperty("O_SYMLINK") && process.version.match(/^v0\.6\.[0-2]|^v0\.5\./)) {
        patchLchmod(fs2);
      }
      if (!fs2.lutimes) {
        patchLutimes(fs2);
      }
      fs2.chown = chownFix(fs2.chown);
      fs2.fchown = chownFix(fs2.fchown);
      fs2.lchown = chownFix(fs2.lchown);
      fs2.chmod = chmodFix(fs2.chmod);
      fs2.fchmod = chmodFix(fs2.fchmod);
      fs2.lchmod = chmodFix(fs2.lchmod);
      fs2.chownSync = chownFixSync(fs2.chownSync);
      fs2.fchownSync = chownFixSync(fs2.fchownSync);
      fs2.lchownSync = chownFixSync(fs2.lchownSync);
      fs2.chmodSync = chmodFixSync(fs2.chmodSync);
      fs2.fchmodSync = chmodFixSync(fs2.fchmodSync);
      fs2.lchmodSync = chmodFixSync(fs2.lchmodSync);
      fs2.stat = statFix(fs2.stat);
      fs2.fstat = statFix(fs2.fstat);
      fs2.lstat = statFix(fs2.lstat);
      fs2.statSync = statFixSync(fs2.statSync);
      fs2.fstatSync = statFixSync(fs2.fstatSync);
      fs2.lstatSync = statFixSync(fs2.lstatSync);
      if (fs2.chmod && !fs2.lchmod) {
        fs2.lchmod = function(path, mode, cb) {
          if (cb) process.nextTick(cb);
        };
        fs2.lchmodSync = function() {
        };
      }
      if (fs2.chown && !fs2.lchown) {
        fs2.lchown = function(path, uid, gid, cb) {
          if (cb) process.nextTick(cb);
        };
        fs2.lchownSync = function() {
        };
      }
      if (platform === "win32") {
        fs2.rename = typeof fs2.rename !== "function" ? fs2.rename : (function(fs$rename) {
          function rename2(from, to2, cb) {
            var start = Date.now();
            var backoff = 0;
            fs$rename(from, to2, function CB(er2) {
              if (er2 && (er2.code === "EACCES" || er2.code === "EPERM" || er2.code === "EBUSY") && Date.now() - start < 6e4) {
                setTimeout(function() {
                  fs2.stat(to2, function(stater, st2) {
                    if (stater && stater.code === "ENOENT")
                      fs$rename(from, to2, CB);
                    else
                      cb(er2);
                  });
                }, backoff);
                if (backoff < 100)
                  backoff += 10;
                return;
              }
              if (cb) cb(er2);
            });
          }
          if (Object.setPrototypeOf) Object.setPrototypeOf(rename2, fs$rename);
          return rename2;
        })(fs2.rename);
      }
      fs2.read = typeof fs2.read !== "function" ? fs2.read : (function(fs$read) {
        function read(fd, buffer, offset, length, position, callback_) {
          var callback;
          if (callback_ && typeof callback_ === "function") {
            var eagCounter = 0;
            callback = function(er2, _3, __) {
              if (er2 && er2.code === "EAGAIN" && eagCounter < 10) {
                eagCounter++;
                return fs$read.call(fs2, fd, buffer, offset, length, position, callback);
              }
              callback_.apply(this, arguments);
            };
          }
          return fs$read.call(fs2, fd, buffer, offset, length, position, callback);
        }
        if (Object.setPrototypeOf) Object.setPrototypeOf(read, fs$read);
        return read;
      })(fs2.read);
      fs2.readSync = typeof fs2.readSync !== "function" ? fs2.readSync : /* @__PURE__ */ (function(fs$readSync) {
        return function(fd, buffer, offset, length, position) {
          var eagCounter = 0;
          while (true) {
            try {
              return fs$readSync.call(fs2, fd, buffer, offset, length, position);
            } catch (er2) {
              if (er2.code === "EAGAIN" && eagCounter < 10) {
                eagCounter++;
                continue;
              }
              throw er2;
            }
          }
        };
      })(fs2.readSync);
      function patchLchmod(fs3) {
        fs3.lchmod = function(path, mode, callback) {
          fs3.open(
            path,
            constants2.O_WRONLY | constants2.O_SYMLINK,
            mode,
            function(err, fd) {
              if (err) {
                if (callback) callback(err);
                return;
              }
              fs3.fchmod(fd, mode, function(err2) {
                fs3.close(fd, function(err22) {
                  if (callback) callback(err2 || err22);
                });
              });
            }
          );
        };
        fs3.lchmodSync = function(path, mode) {
          var fd = fs3.openSync(path, constants2.O_WRONLY | constants2.O_SYMLINK, mode);
          var threw = true;
          var ret;
          try {
            ret = fs3.fchmodSync(fd, mode);
            threw = false;
          } finally {
            if (threw) {
              try {
                fs3.closeSync(fd);
              } catch (er2) {
              }
            } else {
              fs3.closeSync(fd);
            }
          }
          return ret;
        };
      }
      function patchLutimes(fs3) {
        if (constants2.hasOwnProperty("O_SYMLINK") && fs3.futimes) {
          fs3.lutimes = function(path, at2, mt2, cb) {
            fs3.open(path, constants2.O_SYMLINK, function(er2, fd) {
              if (er2) {
                if (cb) cb(er2);
                return;
              }
              fs3.futimes(fd, at2, mt2, function(er3) {
                fs3.close(fd, function(er22) {
                  if (cb) cb(er3 || er22);
                });
              });
            });
          };
          fs3.lutimesSync = function(path, at2, mt2) {
            var fd = fs3.openSync(path, constants2.O_SYMLINK);
            var ret;
            var threw = true;
            try {
              ret = fs3.futimesSync(fd, at2, mt2);
              threw = false;
            } finally {
              if (threw) {
                try {
                  fs3.closeSync(fd);
                } catch (er2) {
                }
              } else {
                fs3.closeSync(fd);
              }
            }
            return ret;
          };
        } else if (fs3.futimes) {
          fs3.lutimes = function(_a, _b, _c, cb) {
            if (cb) process.nextTick(cb);
          };
          fs3.lutimesSync = function() {
          };
        }
      }
      function chmodFix(orig) {
        if (!orig) return orig;
        return function(target, mode, cb) {
          return orig.call(fs2, target, mode, function(er2) {
            if (chownErOk(er2)) er2 = null;
            if (cb) cb.apply(this, arguments);
          });
        };
      }
      function chmodFixSync(orig) {
        if (!orig) return orig;
        return function(target, mode) {
          try {
            return orig.call(fs2, target, mode);
          } catch (er2) {
            if (!chownErOk(er2)) throw er2;
          }
        };
      }
      function chownFix(orig) {
        if (!orig) return orig;
        return function(target, uid, gid, cb) {
          return orig.call(fs2, target, uid, gid, function(er2) {
            if (chownErOk(er2)) er2 = null;
            if (cb) cb.apply(this, arguments);
          });
        };
      }
      function chownFixSync(orig) {
        if (!orig) return orig;
        return function(target, uid, gid) {
          try {
            return orig.call(fs2, target, uid, gid);
          } catch (er2) {
            if (!chownErOk(er2)) throw er2;
          }
        };
      }
      function statFix(orig) {
        if (!orig) return orig;
        return function(target, options, cb) {
          if (typeof options === "function") {
            cb = options;
            options = null;
          }
          function callback(er2, stats) {
            if (stats) {
              if (stats.uid < 0) stats.uid += 4294967296;
              if (stats.gid < 0) stats.gid += 4294967296;
            }
            if (cb) cb.apply(this, arguments);
          }
          return options ? orig.call(fs2, target, options, callback) : orig.call(fs2, target, callback);
        };
      }
      function statFixSync(orig) {
        if (!orig) return orig;
        return function(target, options) {
          var stats = options ? orig.call(fs2, target, options) : orig.call(fs2, target);
          if (stats) {
            if (stats.uid < 0) stats.uid += 4294967296;
            if (stats.gid < 0) stats.gid += 4294967296;
          }
          return stats;
        };
      }
      function chownErOk(er2) {
        if (!er2)
          return true;
        if (er2.code === "ENOSYS")
          return true;
        var nonroot = !process.getuid || process.getuid() !== 0;
        if (nonroot) {
          if (er2.code === "EINVAL" || er2.code === "EPERM")
            return true;
        }
        return false;
      }
    }
  }
});

// node_modules/graceful-fs/legacy-streams.js
var require_legacy_streams = __commonJS({
  "node_modules/graceful-fs/legacy-streams.js"(exports, module) {
    var Stream = __require("stream").Stream;
    module.exports = legacy;
    function legacy(fs2) {
      return {
        ReadStream,
        WriteStream
      };
      function ReadStream(path, options) {
        if (!(this instanceof ReadStream)) return new ReadStream(path, options);
        Stream.call(this);
        var self = this;
        this.path = path;
        this.fd = null;
        this.readable = true;
        this.paused = false;
        this.flags = "r";
        this.mode = 438;
        this.bufferSize = 64 * 1024;
        options = options || {};
        var keys = Object.keys(options);
        for (var index = 0, length = keys.length; index < length; index++) {
          var key = keys[index];
          this[key] = options[key];
        }
        if (this.encoding) this.setEncoding(this.encoding);
        if (this.start !== void 0) {
          if ("number" !== typeof this.start) {
            throw TypeError("start must be a Number");
          }
          if (this.end === void 0) {
            this.end = Infinity;
          } else if ("number" !== typeof this.end) {
            throw TypeError("end must be a Number");
          }
          if (this.start > this.end) {
            throw new Error("start must be <= end");
          }
          this.pos = this.start;
        }
        if (this.fd !== null) {
          process.nextTick(function() {
            self._read();
          });
          return;
        }
        fs2.open(this.path, this.flags, this.mode, function(err, fd) {
          if (err) {
            self.emit("error", err);
            self.readable = false;
            return;
          }
          self.fd = fd;
          self.emit("open", fd);
          self._read();
        });
      }
      function WriteStream(path, options) {
        if (!(this instanceof WriteStream)) return new WriteStream(path, options);
        Stream.call(this);
        this.path = path;
        this.fd = null;
        this.writable = true;
        this.flags = "w";
        this.encoding = "binary";
        this.mode = 438;
        this.bytesWritten = 0;
        options = options || {};
        var keys = Object.keys(options);
        for (var index = 0, length = keys.length; index < length; index++) {
          var key = keys[index];
          this[key] = options[key];
        }
        if (this.start !== void 0) {
          if ("number" !== typeof this.start) {
            throw TypeError("start must be a Number");
          }
          if (this.start < 0) {
            throw new Error("start must be >= zero");
          }
          this.pos = this.start;
        }
        this.busy = false;
        this._queue = [];
        if (this.fd === null) {
          this._open = fs2.open;
          this._queue.push([this._open, this.path, this.flags, this.mode, void 0]);
          this.flush();
        }
      }
    }
  }
});

// node_modules/graceful-fs/clone.js
var require_clone = __commonJS({
  "node_modules/graceful-fs/clone.js"(exports, module) {
    "use strict";
    module.exports = clone;
    var getPrototypeOf = Object.getPrototypeOf || function(obj2) {
      return obj2.__proto__;
    };
    function clone(obj2) {
      if (obj2 === null || typeof obj2 !== "object")
        return obj2;
      if (obj2 instanceof Object)
        var copy = { __proto__: getPrototypeOf(obj2) };
      else
        var copy = /* @__PURE__ */ Object.create(null);
      Object.getOwnPropertyNames(obj2).forEach(function(key) {
        Object.defineProperty(copy, key, Object.getOwnPropertyDescriptor(obj2, key));
      });
      return copy;
    }
  }
});

// node_modules/graceful-fs/graceful-fs.js
var require_graceful_fs = __commonJS({
  "node_modules/graceful-fs/graceful-fs.js"(exports, module) {
    var fs2 = __require("fs");
    var polyfills = require_polyfills();
    var legacy = require_legacy_streams();
    var clone = require_clone();
    var util = __require("util");
    var gracefulQueue;
    var previousSymbol;
    if (typeof Symbol === "function" && typeof Symbol.for === "function") {
      gracefulQueue = /* @__PURE__ */ Symbol.for("graceful-fs.queue");
      previousSymbol = /* @__PURE__ */ Symbol.for("graceful-fs.previous");
    } else {
      gracefulQueue = "___graceful-fs.queue";
      previousSymbol = "___graceful-fs.previous";
    }
    function noop() {
    }
    function publishQueue(context, queue2) {
      Object.defineProperty(context, gracefulQueue, {
        get: function() {
          return queue2;
        }
      });
    }
    var debug = noop;
    if (util.debuglog)
      debug = util.debuglog("gfs4");
    else if (/\bgfs4\b/i.test(process.env.NODE_DEBUG || ""))
      debug = function() {
        var m2 = util.format.apply(util, arguments);
        m2 = "GFS4: " + m2.split(/\n/).join("\nGFS4: ");
        console.error(m2);
      };
    if (!fs2[gracefulQueue]) {
      queue = global[gracefulQueue] || [];
      publishQueue(fs2, queue);
      fs2.close = (function(fs$close) {
        function close(fd, cb) {
          return fs$close.call(fs2, fd, function(err) {
            if (!err) {
              resetQueue();
            }
            if (typeof cb === "function")
              cb.apply(this, arguments);
          });
        }
        Object.defineProperty(close, previousSymbol, {
          value: fs$close
        });
        return close;
      })(fs2.close);
      fs2.closeSync = (function(fs$closeSync) {
        function closeSync3(fd) {
          fs$closeSync.apply(fs2, arguments);
          resetQueue();
        }
        Object.defineProperty(closeSync3, previousSymbol, {
          value: fs$closeSync
        });
        return closeSync3;
      })(fs2.closeSync);
      if (/\bgfs4\b/i.test(process.env.NODE_DEBUG || "")) {
        process.on("exit", function() {
          debug(fs2[gracefulQueue]);
          __require("assert").equal(fs2[gracefulQueue].length, 0);
        });
      }
    }
    var queue;
    if (!global[gracefulQueue]) {
      publishQueue(global, fs2[gracefulQueue]);
    }
    module.exports = patch(clone(fs2));
    if (process.env.TEST_GRACEFUL_FS_GLOBAL_PATCH && !fs2.__patched) {
      module.exports = patch(fs2);
      fs2.__patched = true;
    }
    function patch(fs3) {
      polyfills(fs3);
      fs3.gracefulify = patch;
      fs3.createReadStream = createReadStream2;
      fs3.createWriteStream = createWriteStream;
      var fs$readFile = fs3.readFile;
      fs3.readFile = readFile4;
      function readFile4(path, options, cb) {
        if (typeof options === "function")
          cb = options, options = null;
        return go$readFile(path, options, cb);
        function go$readFile(path2, options2, cb2, startTime) {
          return fs$readFile(path2, options2, function(err) {
            if (err && (err.code === "EMFILE" || err.code === "ENFILE"))
              enqueue([go$readFile, [path2, options2, cb2], err, startTime || Date.now(), Date.now()]);
            else {
              if (typeof cb2 === "function")
                cb2.apply(this, arguments);
            }
          });
        }
      }
      var fs$writeFile = fs3.writeFile;
      fs3.writeFile = writeFile2;
      function writeFile2(path, data, options, cb) {
        if (typeof options === "function")
          cb = options, options = null;
        return go$writeFile(path, data, options, cb);
        function go$writeFile(path2, data2, options2, cb2, startTime) {
          return fs$writeFile(path2, data2, options2, function(err) {
            if (err && (err.code === "EMFILE" || err.code === "ENFILE"))
              enqueue([go$writeFile, [path2, data2, options2, cb2], err, startTime || Date.now(), Date.now()]);
            else {
              if (typeof cb2 === "function")
                cb2.apply(this, arguments);
            }
          });
        }
      }
      var fs$appendFile = fs3.appendFile;
      if (fs$appendFile)
        fs3.appendFile = appendFile;
      function appendFile(path, data, options, cb) {
        if (typeof options === "function")
          cb = options, options = null;
        return go$appendFile(path, data, options, cb);
        function go$appendFile(path2, data2, options2, cb2, startTime) {
          return fs$appendFile(path2, data2, options2, function(err) {
            if (err && (err.code === "EMFILE" || err.code === "ENFILE"))
              enqueue([go$appendFile, [path2, data2, options2, cb2], err, startTime || Date.now(), Date.now()]);
            else {
              if (typeof cb2 === "function")
                cb2.apply(this, arguments);
            }
          });
        }
      }
      var fs$copyFile = fs3.copyFile;
      if (fs$copyFile)
        fs3.copyFile = copyFile;
      function copyFile(src, dest, flags, cb) {
        if (typeof flags === "function") {
          cb = flags;
          flags = 0;
        }
        return go$copyFile(src, dest, flags, cb);
        function go$copyFile(src2, dest2, flags2, cb2, startTime) {
          return fs$copyFile(src2, dest2, flags2, function(err) {
            if (err && (err.code === "EMFILE" || err.code === "ENFILE"))
              enqueue([go$copyFile, [src2, dest2, flags2, cb2], err, startTime || Date.now(), Date.now()]);
            else {
              if (typeof cb2 === "function")
                cb2.apply(this, arguments);
            }
          });
        }
      }
      var fs$readdir = fs3.readdir;
      fs3.readdir = readdir2;
      var noReaddirOptionVersions = /^v[0-5]\./;
      function readdir2(path, options, cb) {
        if (typeof options === "function")
          cb = options, options = null;
        var go$readdir = noReaddirOptionVersions.test(process.version) ? function go$readdir2(path2, options2, cb2, startTime) {
          return fs$readdir(path2, fs$readdirCallback(
            path2,
            options2,
            cb2,
            startTime
          ));
        } : function go$readdir2(path2, options2, cb2, startTime) {
          return fs$readdir(path2, options2, fs$readdirCallback(
            path2,
            options2,
            cb2,
            startTime
          ));
        };
        return go$readdir(path, options, cb);
        function fs$readdirCallback(path2, options2, cb2, startTime) {
          return function(err, files) {
            if (err && (err.code === "EMFILE" || err.code === "ENFILE"))
              enqueue([
                go$readdir,
                [path2, options2, cb2],
                err,
                startTime || Date.now(),
                Date.now()
              ]);
            else {
              if (files && files.sort)
                files.sort();
              if (typeof cb2 === "function")
                cb2.call(this, err, files);
            }
          };
        }
      }
      if (process.version.substr(0, 4) === "v0.8") {
        var legStreams = legacy(fs3);
        ReadStream = legStreams.ReadStream;
        WriteStream = legStreams.WriteStream;
      }
      var fs$ReadStream = fs3.ReadStream;
      if (fs$ReadStream) {
        ReadStream.prototype = Object.create(fs$ReadStream.prototype);
        ReadStream.prototype.open = ReadStream$open;
      }
      var fs$WriteStream = fs3.WriteStream;
      if (fs$WriteStream) {
        WriteStream.prototype = Object.create(fs$WriteStream.prototype);
        WriteStream.prototype.open = WriteStream$open;
      }
      Object.defineProperty(fs3, "ReadStream", {
        get: function() {
          return ReadStream;
        },
        set: function(val) {
          ReadStream = val;
        },
        enumerable: true,
        configurable: true
      });
      Object.defineProperty(fs3, "WriteStream", {
        get: function() {
          return WriteStream;
        },
        set: function(val) {
          WriteStream = val;
        },
        enumerable: true,
        configurable: true
      });
      var FileReadStream = ReadStream;
      Object.defineProperty(fs3, "FileReadStream", {
        get: function() {
          return FileReadStream;
        },
        set: function(val) {
          FileReadStream = val;
        },
        enumerable: true,
        configurable: true
      });
      var FileWriteStream = WriteStream;
      Object.defineProperty(fs3, "FileWriteStream", {
        get: function() {
          return FileWriteStream;
        },
        set: function(val) {
          FileWriteStream = val;
        },
        enumerable: true,
        configurable: true
      });
      function ReadStream(path, options) {
        if (this instanceof ReadStream)
          return fs$ReadStream.apply(this, arguments), this;
        else
          return ReadStream.apply(Object.create(ReadStream.prototype), arguments);
      }
      function ReadStream$open() {
        var that = this;
        open(that.path, that.flags, that.mode, function(err, fd) {
          if (err) {
            if (that.autoClose)
              that.destroy();
            that.emit("error", err);
          } else {
            that.fd = fd;
            that.emit("open", fd);
            that.read();
          }
        });
      }
      function WriteStream(path, options) {
        if (this instanceof WriteStream)
          return fs$WriteStream.apply(this, arguments), this;
        else
          return WriteStream.apply(Object.create(WriteStream.prototype), arguments);
      }
      function WriteStream$open() {
        var that = this;
        open(that.path, that.flags, that.mode, function(err, fd) {
          if (err) {
            that.destroy();
            that.emit("error", err);
          } else {
            that.fd = fd;
            that.emit("open", fd);
          }
        });
      }
      function createReadStream2(path, options) {
        return new fs3.ReadStream(path, options);
      }
      function createWriteStream(path, options) {
        return new fs3.WriteStream(path, options);
      }
      var fs$open = fs3.open;
      fs3.open = open;
      function open(path, flags, mode, cb) {
        if (typeof mode === "function")
          cb = mode, mode = null;
        return go$open(path, flags, mode, cb);
        function go$open(path2, flags2, mode2, cb2, startTime) {
          return fs$open(path2, flags2, mode2, function(err, fd) {
            if (err && (err.code === "EMFILE" || err.code === "ENFILE"))
              enqueue([go$open, [path2, flags2, mode2, cb2], err, startTime || Date.now(), Date.now()]);
            else {
              if (typeof cb2 === "function")
                cb2.apply(this, arguments);
            }
          });
        }
      }
      return fs3;
    }
    function enqueue(elem) {
      debug("ENQUEUE", elem[0].name, elem[1]);
      fs2[gracefulQueue].push(elem);
      retry();
    }
    var retryTimer;
    function resetQueue() {
      var now = Date.now();
      for (var i = 0; i < fs2[gracefulQueue].length; ++i) {
        if (fs2[gracefulQueue][i].length > 2) {
          fs2[gracefulQueue][i][3] = now;
          fs2[gracefulQueue][i][4] = now;
        }
      }
      retry();
    }
    function retry() {
      clearTimeout(retryTimer);
      retryTimer = void 0;
      if (fs2[gracefulQueue].length === 0)
        return;
      var elem = fs2[gracefulQueue].shift();
      var fn2 = elem[0];
      var args = elem[1];
      var err = elem[2];
      var startTime = elem[3];
      var lastTime = elem[4];
      if (startTime === void 0) {
        debug("RETRY", fn2.name, args);
        fn2.apply(null, args);
      } else if (Date.now() - startTime >= 6e4) {
        debug("TIMEOUT", fn2.name, args);
        var cb = args.pop();
        if (typeof cb === "function")
          cb.call(null, err);
      } else {
        var sinceAttempt = Date.now() - lastTime;
        var sinceStart = Math.max(lastTime - startTime, 1);
        var desiredDelay = Math.min(sinceStart * 1.2, 100);
        if (sinceAttempt >= desiredDelay) {
          debug("RETRY", fn2.name, args);
          fn2.apply(null, args.concat([startTime]));
        } else {
          fs2[gracefulQueue].push(elem);
        }
      }
      if (retryTimer === void 0) {
        retryTimer = setTimeout(retry, 0);
      }
    }
  }
});

// node_modules/retry/lib/retry_operation.js
var require_retry_operation = __commonJS({
  "node_modules/retry/lib/retry_operation.js"(exports, module) {
    function RetryOperation(timeouts, options) {
      if (typeof options === "boolean") {
        options = { forever: options };
      }
      this._originalTimeouts = JSON.parse(JSON.stringify(timeouts));
      this._timeouts = timeouts;
      this._options = options || {};
      this._maxRetryTime = options && options.maxRetryTime || Infinity;
      this._fn = null;
      this._errors = [];
      this._attempts = 1;
      this._operationTimeout = null;
      this._operationTimeoutCb = null;
      this._timeout = null;
      this._operationStart = null;
      if (this._options.forever) {
        this._cachedTimeouts = this._timeouts.slice(0);
      }
    }
    module.exports = RetryOperation;
    RetryOperation.prototype.reset = function() {
      this._attempts = 1;
      this._timeouts = this._originalTimeouts;
    };
    RetryOperation.prototype.stop = function() {
      if (this._timeout) {
        clearTimeout(this._timeout);
      }
      this._timeouts = [];
      this._cachedTimeouts = null;
    };
    RetryOperation.prototype.retry = function(err) {
      if (this._timeout) {
        clearTimeout(this._timeout);
      }
      if (!err) {
        return false;
      }
      var currentTime = (/* @__PURE__ */ new Date()).getTime();
      if (err && currentTime - this._operationStart >= this._maxRetryTime) {
        this._errors.unshift(new Error("RetryOperation timeout occurred"));
        return false;
      }
      this._errors.push(err);
      var timeout = this._timeouts.shift();
      if (timeout === void 0) {
        if (this._cachedTimeouts) {
          this._errors.splice(this._errors.length - 1, this._errors.length);
          this._timeouts = this._cachedTimeouts.slice(0);
          timeout = this._timeouts.shift();
        } else {
          return false;
        }
      }
      var self = this;
      var timer = setTimeout(function() {
        self._attempts++;
        if (self._operationTimeoutCb) {
          self._timeout = setTimeout(function() {
            self._operationTimeoutCb(self._attempts);
          }, self._operationTimeout);
          if (self._options.unref) {
            self._timeout.unref();
          }
        }
        self._fn(self._attempts);
      }, timeout);
      if (this._options.unref) {
        timer.unref();
      }
      return true;
    };
    RetryOperation.prototype.attempt = function(fn2, timeoutOps) {
      this._fn = fn2;
      if (timeoutOps) {
        if (timeoutOps.timeout) {
          this._operationTimeout = timeoutOps.timeout;
        }
        if (timeoutOps.cb) {
          this._operationTimeoutCb = timeoutOps.cb;
        }
      }
      var self = this;
      if (this._operationTimeoutCb) {
        this._timeout = setTimeout(function() {
          self._operationTimeoutCb();
        }, self._operationTimeout);
      }
      this._operationStart = (/* @__PURE__ */ new Date()).getTime();
      this._fn(this._attempts);
    };
    RetryOperation.prototype.try = function(fn2) {
      console.log("Using RetryOperation.try() is deprecated");
      this.attempt(fn2);
    };
    RetryOperation.prototype.start = function(fn2) {
      console.log("Using RetryOperation.start() is deprecated");
      this.attempt(fn2);
    };
    RetryOperation.prototype.start = RetryOperation.prototype.try;
    RetryOperation.prototype.errors = function() {
      return this._errors;
    };
    RetryOperation.prototype.attempts = function() {
      return this._attempts;
    };
    RetryOperation.prototype.mainError = function() {
      if (this._errors.length === 0) {
        return null;
      }
      var counts = {};
      var mainError = null;
      var mainErrorCount = 0;
      for (var i = 0; i < this._errors.length; i++) {
        var error = this._errors[i];
        var message2 = error.message;
        var count = (counts[message2] || 0) + 1;
        counts[message2] = count;
        if (count >= mainErrorCount) {
          mainError = error;
          mainErrorCount = count;
        }
      }
      return mainError;
    };
  }
});

// node_modules/retry/lib/retry.js
var require_retry = __commonJS({
  "node_modules/retry/lib/retry.js"(exports) {
    var RetryOperation = require_retry_operation();
    exports.operation = function(options) {
      var timeouts = exports.timeouts(options);
      return new RetryOperation(timeouts, {
        forever: options && options.forever,
        unref: options && options.unref,
        maxRetryTime: options && options.maxRetryTime
      });
    };
    exports.timeouts = function(options) {
      if (options instanceof Array) {
        return [].concat(options);
      }
      var opts = {
        retries: 10,
        factor: 2,
        minTimeout: 1 * 1e3,
        maxTimeout: Infinity,
        randomize: false
      };
      for (var key in options) {
        opts[key] = options[key];
      }
      if (opts.minTimeout > opts.maxTimeout) {
        throw new Error("minTimeout is greater than maxTimeout");
      }
      var timeouts = [];
      for (var i = 0; i < opts.retries; i++) {
        timeouts.push(this.createTimeout(i, opts));
      }
      if (options && options.forever && !timeouts.length) {
        timeouts.push(this.createTimeout(i, opts));
      }
      timeouts.sort(function(a, b3) {
        return a - b3;
      });
      return timeouts;
    };
    exports.createTimeout = function(attempt, opts) {
      var random = opts.randomize ? Math.random() + 1 : 1;
      var timeout = Math.round(random * opts.minTimeout * Math.pow(opts.factor, attempt));
      timeout = Math.min(timeout, opts.maxTimeout);
      return timeout;
    };
    exports.wrap = function(obj2, options, methods) {
      if (options instanceof Array) {
        methods = options;
        options = null;
      }
      if (!methods) {
        methods = [];
        for (var key in obj2) {
          if (typeof obj2[key] === "function") {
            methods.push(key);
          }
        }
      }
      for (var i = 0; i < methods.length; i++) {
        var method = methods[i];
        var original = obj2[method];
        obj2[method] = function retryWrapper(original2) {
          var op = exports.operation(options);
          var args = Array.prototype.slice.call(arguments, 1);
          var callback = args.pop();
          args.push(function(err) {
            if (op.retry(err)) {
              return;
            }
            if (err) {
              arguments[0] = op.mainError();
            }
            callback.apply(this, arguments);
          });
          op.attempt(function() {
            original2.apply(obj2, args);
          });
        }.bind(obj2, original);
        obj2[method].options = options;
      }
    };
  }
});

// node_modules/retry/index.js
var require_retry2 = __commonJS({
  "node_modules/retry/index.js"(exports, module) {
    module.exports = require_retry();
  }
});

// node_modules/signal-exit/signals.js
var require_signals = __commonJS({
  "node_modules/signal-exit/signals.js"(exports, module) {
    module.exports = [
      "SIGABRT",
      "SIGALRM",
      "SIGHUP",
      "SIGINT",
      "SIGTERM"
    ];
    if (process.platform !== "win32") {
      module.exports.push(
        "SIGVTALRM",
        "SIGXCPU",
        "SIGXFSZ",
        "SIGUSR2",
        "SIGTRAP",
        "SIGSYS",
        "SIGQUIT",
        "SIGIOT"
        // should detect profiler and enable/disable accordingly.
        // see #21
        // 'SIGPROF'
      );
    }
    if (process.platform === "linux") {
      module.exports.push(
        "SIGIO",
        "SIGPOLL",
        "SIGPWR",
        "SIGSTKFLT",
        "SIGUNUSED"
      );
    }
  }
});

// node_modules/signal-exit/index.js
var require_signal_exit = __commonJS({
  "node_modules/signal-exit/index.js"(exports, module) {
    var process2 = global.process;
    var processOk = function(process3) {
      return process3 && typeof process3 === "object" && typeof process3.removeListener === "function" && typeof process3.emit === "function" && typeof process3.reallyExit === "function" && typeof process3.listeners === "function" && typeof process3.kill === "function" && typeof process3.pid === "number" && typeof process3.on === "function";
    };
    if (!processOk(process2)) {
      module.exports = function() {
        return function() {
        };
      };
    } else {
      assert = __require("assert");
      signals = require_signals();
      isWin = /^win/i.test(process2.platform);
      EE = __require("events");
      if (typeof EE !== "function") {
        EE = EE.EventEmitter;
      }
      if (process2.__signal_exit_emitter__) {
        emitter = process2.__signal_exit_emitter__;
      } else {
        emitter = process2.__signal_exit_emitter__ = new EE();
        emitter.count = 0;
        emitter.emitted = {};
      }
      if (!emitter.infinite) {
        emitter.setMaxListeners(Infinity);
        emitter.infinite = true;
      }
      module.exports = function(cb, opts) {
        if (!processOk(global.process)) {
          return function() {
          };
        }
        assert.equal(typeof cb, "function", "a callback must be provided for exit handler");
        if (loaded === false) {
          load();
        }
        var ev = "exit";
        if (opts && opts.alwaysLast) {
          ev = "afterexit";
        }
        var remove = function() {
          emitter.removeListener(ev, cb);
          if (emitter.listeners("exit").length === 0 && emitter.listeners("afterexit").length === 0) {
            unload();
          }
        };
        emitter.on(ev, cb);
        return remove;
      };
      unload = function unload2() {
        if (!loaded || !processOk(global.process)) {
          return;
        }
        loaded = false;
        signals.forEach(function(sig2) {
          try {
            process2.removeListener(sig2, sigListeners[sig2]);
          } catch (er2) {
          }
        });
        process2.emit = originalProcessEmit;
        process2.reallyExit = originalProcessReallyExit;
        emitter.count -= 1;
      };
      module.exports.unload = unload;
      emit = function emit2(event, code, signal) {
        if (emitter.emitted[event]) {
          return;
        }
        emitter.emitted[event] = true;
        emitter.emit(event, code, signal);
      };
      sigListeners = {};
      signals.forEach(function(sig2) {
        sigListeners[sig2] = function listener() {
          if (!processOk(global.process)) {
            return;
          }
          var listeners = process2.listeners(sig2);
          if (listeners.length === emitter.count) {
            unload();
            emit("exit", null, sig2);
            emit("afterexit", null, sig2);
            if (isWin && sig2 === "SIGHUP") {
              sig2 = "SIGINT";
            }
            process2.kill(process2.pid, sig2);
          }
        };
      });
      module.exports.signals = function() {
        return signals;
      };
      loaded = false;
      load = function load2() {
        if (loaded || !processOk(global.process)) {
          return;
        }
        loaded = true;
        emitter.count += 1;
        signals = signals.filter(function(sig2) {
          try {
            process2.on(sig2, sigListeners[sig2]);
            return true;
          } catch (er2) {
            return false;
          }
        });
        process2.emit = processEmit;
        process2.reallyExit = processReallyExit;
      };
      module.exports.load = load;
      originalProcessReallyExit = process2.reallyExit;
      processReallyExit = function processReallyExit2(code) {
        if (!processOk(global.process)) {
          return;
        }
        process2.exitCode = code || /* istanbul ignore next */
        0;
        emit("exit", process2.exitCode, null);
        emit("afterexit", process2.exitCode, null);
        originalProcessReallyExit.call(process2, process2.exitCode);
      };
      originalProcessEmit = process2.emit;
      processEmit = function processEmit2(ev, arg) {
        if (ev === "exit" && processOk(global.process)) {
          if (arg !== void 0) {
            process2.exitCode = arg;
          }
          var ret = originalProcessEmit.apply(this, arguments);
          emit("exit", process2.exitCode, null);
          emit("afterexit", process2.exitCode, null);
          return ret;
        } else {
          return originalProcessEmit.apply(this, arguments);
        }
      };
    }
    var assert;
    var signals;
    var isWin;
    var EE;
    var emitter;
    var unload;
    var emit;
    var sigListeners;
    var loaded;
    var load;
    var originalProcessReallyExit;
    var processReallyExit;
    var originalProcessEmit;
    var processEmit;
  }
});

// node_modules/proper-lockfile/lib/mtime-precision.js
var require_mtime_precision = __commonJS({
  "node_modules/proper-lockfile/lib/mtime-precision.js"(exports, module) {
    "use strict";
    var cacheSymbol = /* @__PURE__ */ Symbol();
    function probe(file, fs2, callback) {
      const cachedPrecision = fs2[cacheSymbol];
      if (cachedPrecision) {
        return fs2.stat(file, (err, stat) => {
          if (err) {
            return callback(err);
          }
          callback(null, stat.mtime, cachedPrecision);
        });
      }
      const mtime = new Date(Math.ceil(Date.now() / 1e3) * 1e3 + 5);
      fs2.utimes(file, mtime, mtime, (err) => {
        if (err) {
          return callback(err);
        }
        fs2.stat(file, (err2, stat) => {
          if (err2) {
            return callback(err2);
          }
          const precision = stat.mtime.getTime() % 1e3 === 0 ? "s" : "ms";
          Object.defineProperty(fs2, cacheSymbol, { value: precision });
          callback(null, stat.mtime, precision);
        });
      });
    }
    function getMtime(precision) {
      let now = Date.now();
      if (precision === "s") {
        now = Math.ceil(now / 1e3) * 1e3;
      }
      return new Date(now);
    }
    module.exports.probe = probe;
    module.exports.getMtime = getMtime;
  }
});

// node_modules/proper-lockfile/lib/lockfile.js
var require_lockfile = __commonJS({
  "node_modules/proper-lockfile/lib/lockfile.js"(exports, module) {
    "use strict";
    var path = __require("path");
    var fs2 = require_graceful_fs();
    var retry = require_retry2();
    var onExit = require_signal_exit();
    var mtimePrecision = require_mtime_precision();
    var locks = {};
    function getLockFile(file, options) {
      return options.lockfilePath || `${file}.lock`;
    }
    function resolveCanonicalPath(file, options, callback) {
      if (!options.realpath) {
        return callback(null, path.resolve(file));
      }
      options.fs.realpath(file, callback);
    }
    function acquireLock(file, options, callback) {
      const lockfilePath = getLockFile(file, options);
      options.fs.mkdir(lockfilePath, (err) => {
        if (!err) {
          return mtimePrecision.probe(lockfilePath, options.fs, (err2, mtime, mtimePrecision2) => {
            if (err2) {
              options.fs.rmdir(lockfilePath, () => {
              });
              return callback(err2);
            }
            callback(null, mtime, mtimePrecision2);
          });
        }
        if (err.code !== "EEXIST") {
          return callback(err);
        }
        if (options.stale <= 0) {
          return callback(Object.assign(new Error("Lock file is already being held"), { code: "ELOCKED", file }));
        }
        options.fs.stat(lockfilePath, (err2, stat) => {
          if (err2) {
            if (err2.code === "ENOENT") {
              return acquireLock(file, { ...options, stale: 0 }, callback);
            }
            return callback(err2);
          }
          if (!isLockStale(stat, options)) {
            return callback(Object.assign(new Error("Lock file is already being held"), { code: "ELOCKED", file }));
          }
          removeLock(file, options, (err3) => {
            if (err3) {
              return callback(err3);
            }
            acquireLock(file, { ...options, stale: 0 }, callback);
          });
        });
      });
    }
    function isLockStale(stat, options) {
      return stat.mtime.getTime() < Date.now() - options.stale;
    }
    function removeLock(file, options, callback) {
      options.fs.rmdir(getLockFile(file, options), (err) => {
        if (err && err.code !== "ENOENT") {
          return callback(err);
        }
        callback();
      });
    }
    function updateLock(file, options) {
      const lock2 = locks[file];
      if (lock2.updateTimeout) {
        return;
      }
      lock2.updateDelay = lock2.updateDelay || options.update;
      lock2.updateTimeout = setTimeout(() => {
        lock2.updateTimeout = null;
        options.fs.stat(lock2.lockfilePath, (err, stat) => {
          const isOverThreshold = lock2.lastUpdate + options.stale < Date.now();
          if (err) {
            if (err.code === "ENOENT" || isOverThreshold) {
              return setLockAsCompromised(file, lock2, Object.assign(err, { code: "ECOMPROMISED" }));
            }
            lock2.updateDelay = 1e3;
            return updateLock(file, options);
          }
          const isMtimeOurs = lock2.mtime.getTime() === stat.mtime.getTime();
          if (!isMtimeOurs) {
            return setLockAsCompromised(
              file,
              lock2,
              Object.assign(
                new Error("Unable to update lock within the stale threshold"),
                { code: "ECOMPROMISED" }
              )
            );
          }
          const mtime = mtimePrecision.getMtime(lock2.mtimePrecision);
          options.fs.utimes(lock2.lockfilePath, mtime, mtime, (err2) => {
            const isOverThreshold2 = lock2.lastUpdate + options.stale < Date.now();
            if (lock2.released) {
              return;
            }
            if (err2) {
              if (err2.code === "ENOENT" || isOverThreshold2) {
                return setLockAsCompromised(file, lock2, Object.assign(err2, { code: "ECOMPROMISED" }));
              }
              lock2.updateDelay = 1e3;
              return updateLock(file, options);
            }
            lock2.mtime = mtime;
            lock2.lastUpdate = Date.now();
            lock2.updateDelay = null;
            updateLock(file, options);
          });
        });
      }, lock2.updateDelay);
      if (lock2.updateTimeout.unref) {
        lock2.updateTimeout.unref();
      }
    }
    function setLockAsCompromised(file, lock2, err) {
      lock2.released = true;
      if (lock2.updateTimeout) {
        clearTimeout(lock2.updateTimeout);
      }
      if (locks[file] === lock2) {
        delete locks[file];
      }
      lock2.options.onCompromised(err);
    }
    function lock(file, options, callback) {
      options = {
        stale: 1e4,
        update: null,
        realpath: true,
        retries: 0,
        fs: fs2,
        onCompromised: (err) => {
          throw err;
        },
        ...options
      };
      options.retries = options.retries || 0;
      options.retries = typeof options.retries === "number" ? { retries: options.retries } : options.retries;
      options.stale = Math.max(options.stale || 0, 2e3);
      options.update = options.update == null ? options.stale / 2 : options.update || 0;
      options.update = Math.max(Math.min(options.update, options.stale / 2), 1e3);
      resolveCanonicalPath(file, options, (err, file2) => {
        if (err) {
          return callback(err);
        }
        const operation = retry.operation(options.retries);
        operation.attempt(() => {
          acquireLock(file2, options, (err2, mtime, mtimePrecision2) => {
            if (operation.retry(err2)) {
              return;
            }
            if (err2) {
              return callback(operation.mainError());
            }
            const lock2 = locks[file2] = {
              lockfilePath: getLockFile(file2, options),
              mtime,
              mtimePrecision: mtimePrecision2,
              options,
              lastUpdate: Date.now()
            };
            updateLock(file2, options);
            callback(null, (releasedCallback) => {
              if (lock2.released) {
                return releasedCallback && releasedCallback(Object.assign(new Error("Lock is already released"), { code: "ERELEASED" }));
              }
              unlock(file2, { ...options, realpath: false }, releasedCallback);
            });
          });
        });
      });
    }
    function unlock(file, options, callback) {
      options = {
        fs: fs2,
        realpath: true,
        ...options
      };
      resolveCanonicalPath(file, options, (err, file2) => {
        if (err) {
          return callback(err);
        }
        const lock2 = locks[file2];
        if (!lock2) {
          return callback(Object.assign(new Error("Lock is not acquired/owned by you"), { code: "ENOTACQUIRED" }));
        }
        lock2.updateTimeout && clearTimeout(lock2.updateTimeout);
        lock2.released = true;
        delete locks[file2];
        removeLock(file2, options, callback);
      });
    }
    function check(file, options, callback) {
      options = {
        stale: 1e4,
        realpath: true,
        fs: fs2,
        ...options
      };
      options.stale = Math.max(options.stale || 0, 2e3);
      resolveCanonicalPath(file, options, (err, file2) => {
        if (err) {
          return callback(err);
        }
        options.fs.stat(getLockFile(file2, options), (err2, stat) => {
          if (err2) {
            return err2.code === "ENOENT" ? callback(null, false) : callback(err2);
          }
          return callback(null, !isLockStale(stat, options));
        });
      });
    }
    function getLocks() {
      return locks;
    }
    onExit(() => {
      for (const file in locks) {
        const options = locks[file].options;
        try {
          options.fs.rmdirSync(getLockFile(file, options));
        } catch (e) {
        }
      }
    });
    module.exports.lock = lock;
    module.exports.unlock = unlock;
    module.exports.check = check;
    module.exports.getLocks = getLocks;
  }
});

// node_modules/proper-lockfile/lib/adapter.js
var require_adapter = __commonJS({
  "node_modules/proper-lockfile/lib/adapter.js"(exports, module) {
    "use strict";
    var fs2 = require_graceful_fs();
    function createSyncFs(fs3) {
      const methods = ["mkdir", "realpath", "stat", "rmdir", "utimes"];
      const newFs = { ...fs3 };
      methods.forEach((method) => {
        newFs[method] = (...args) => {
          const callback = args.pop();
          let ret;
          try {
            ret = fs3[`${method}Sync`](...args);
          } catch (err) {
            return callback(err);
          }
          callback(null, ret);
        };
      });
      return newFs;
    }
    function toPromise(method) {
      return (...args) => new Promise((resolve3, reject) => {
        args.push((err, result) => {
          if (err) {
            reject(err);
          } else {
            resolve3(result);
          }
        });
        method(...args);
      });
    }
    function toSync(method) {
      return (...args) => {
        let err;
        let result;
        args.push((_err, _result) => {
          err = _err;
          result = _result;
        });
        method(...args);
        if (err) {
          throw err;
        }
        return result;
      };
    }
    function toSyncOptions(options) {
      options = { ...options };
      options.fs = createSyncFs(options.fs || fs2);
      if (typeof options.retries === "number" && options.retries > 0 || options.retries && typeof options.retries.retries === "number" && options.retries.retries > 0) {
        throw Object.assign(new Error("Cannot use retries with the sync api"), { code: "ESYNC" });
      }
      return options;
    }
    module.exports = {
      toPromise,
      toSync,
      toSyncOptions
    };
  }
});

// node_modules/proper-lockfile/index.js
var require_proper_lockfile = __commonJS({
  "node_modules/proper-lockfile/index.js"(exports, module) {
    "use strict";
    var lockfile3 = require_lockfile();
    var { toPromise, toSync, toSyncOptions } = require_adapter();
    async function lock(file, options) {
      const release = await toPromise(lockfile3.lock)(file, options);
      return toPromise(release);
    }
    function lockSync(file, options) {
      const release = toSync(lockfile3.lock)(file, toSyncOptions(options));
      return toSync(release);
    }
    function unlock(file, options) {
      return toPromise(lockfile3.unlock)(file, options);
    }
    function unlockSync(file, options) {
      return toSync(lockfile3.unlock)(file, toSyncOptions(options));
    }
    function check(file, options) {
      return toPromise(lockfile3.check)(file, options);
    }
    function checkSync(file, options) {
      return toSync(lockfile3.check)(file, toSyncOptions(options));
    }
    module.exports = lock;
    module.exports.lock = lock;
    module.exports.unlock = unlock;
    module.exports.lockSync = lockSync;
    module.exports.unlockSync = unlockSync;
    module.exports.check = check;
    module.exports.checkSync = checkSync;
  }
});

// src/core/errors.ts
var LoopgovError = class extends Error {
  code;
  problems;
  constructor(code, message2, problems = []) {
    super(message2);
    this.name = "LoopgovError";
    this.code = code;
    this.problems = problems;
  }
};
function formatProblem(p3) {
  const where = [p3.file, p3.line, p3.column].filter((x3) => x3 !== void 0).join(":");
  return `${where}${p3.field ? ` ${p3.field}` : ""}: ${p3.message}`;
}
function firstLine(e) {
  return String(e?.message ?? e).trim().split("\n")[0] ?? "";
}

// src/core/policy/types.ts
var LEVELS = ["L0", "L1", "L2", "L3", "L4", "L5"];
var PROFILES = ["prod", "dev"];

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
  convergence: { oscillation_repeat: 2, thrash_window: 4, no_progress_window: 1, on_stall: "halt" },
  gates: [],
  success_criteria: [],
  max_delegation_level: "L0",
  governance: "required"
});
function resolveEffectivePolicy(policy, scope) {
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
    governance: eff.governance
  };
}
function mergeById(base, over) {
  if (!over) return base.map((g2) => structuredClone(g2));
  const out = base.map((g2) => structuredClone(g2));
  for (const g2 of over) {
    const i = out.findIndex((x3) => x3.id === g2.id);
    if (i >= 0) out[i] = structuredClone(g2);
    else out.push(structuredClone(g2));
  }
  return out;
}
function ownValue(obj2, key) {
  return obj2 && Object.hasOwn(obj2, key) ? obj2[key] : void 0;
}
function listScopes(...policies) {
  const projects = /* @__PURE__ */ new Set();
  for (const p3 of policies) for (const name of Object.keys(p3?.projects ?? {})) projects.add(name);
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
    const value2 = effective.budget[key];
    const limit = ceiling.budget[key];
    if (value2 > limit)
      out.push({
        field: `budget.${key}`,
        value: value2,
        limit,
        message: `budget.${key} ${value2} > ceiling ${limit}`
      });
  }
  for (const [key, limit] of Object.entries(ceiling.convergence ?? {})) {
    const value2 = effective.convergence[key];
    if (value2 > limit) {
      out.push({
        field: `convergence.${key}`,
        value: value2,
        limit,
        message: `convergence.${key} ${value2} > ceiling ${limit}`
      });
    }
  }
  if (levelRank(effective.max_delegation_level) > levelRank(ceiling.max_delegation_level)) {
    out.push({
      field: "max_delegation_level",
      value: effective.max_delegation_level,
      limit: ceiling.max_delegation_level,
      message: `max_delegation_level ${effective.max_delegation_level} > ceiling ${ceiling.max_delegation_level}`
    });
  }
  const ids = new Set(effective.gates.map((g2) => g2.id));
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
    for (const v2 of checkCeiling(resolveEffectivePolicy(policy, scope), ceiling)) {
      const key = `${scope.project}|${scope.level}|${v2.field}|${String(v2.value)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ ...v2, scope });
    }
  }
  return out;
}

// node_modules/canonicalize/lib/canonicalize.js
function hasLoneSurrogate(value2) {
  for (let i = 0; i < value2.length; i++) {
    const code = value2.charCodeAt(i);
    if (code >= 55296 && code <= 56319) {
      if (i === value2.length - 1) {
        return true;
      }
      const next = value2.charCodeAt(i + 1);
      if (!(next >= 56320 && next <= 57343)) {
        return true;
      }
      i++;
    } else if (code >= 56320 && code <= 57343) {
      return true;
    }
  }
  return false;
}
function canonicalize(object, seen = /* @__PURE__ */ new Set()) {
  if (typeof object === "number" && isNaN(object)) {
    throw new Error("NaN is not allowed");
  }
  if (typeof object === "number" && !isFinite(object)) {
    throw new Error("Infinity is not allowed");
  }
  if (typeof object === "string" && hasLoneSurrogate(object)) {
    throw new Error("Lone surrogate is not allowed");
  }
  if (object === null || typeof object !== "object") {
    return JSON.stringify(object);
  }
  if (typeof object.toJSON === "function") {
    if (seen.has(object)) {
      throw new Error("Circular reference detected");
    }
    seen.add(object);
    const result2 = canonicalize(object.toJSON(), seen);
    seen.delete(object);
    return result2;
  }
  if (seen.has(object)) {
    throw new Error("Circular reference detected");
  }
  seen.add(object);
  let result;
  if (Array.isArray(object)) {
    const values = object.map((cv) => {
      const value2 = cv === void 0 || typeof cv === "symbol" ? null : cv;
      return canonicalize(value2, seen);
    });
    result = `[${values.join(",")}]`;
  } else {
    const parts = [];
    for (const key of Object.keys(object).sort()) {
      if (object[key] === void 0 || typeof object[key] === "symbol") {
        continue;
      }
      parts.push(`${canonicalize(key)}:${canonicalize(object[key], seen)}`);
    }
    result = `{${parts.join(",")}}`;
  }
  seen.delete(object);
  return result;
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
var import_ucs2length = __toESM(require_ucs2length(), 1);
var import_equal = __toESM(require_equal(), 1);
var LoopPolicy = validate10;
var schema11 = { "$id": "https://loopgov.dev/schemas/loop-policy.schema.json", "$schema": "http://json-schema.org/draft-07/schema#", "title": "LoopPolicy", "type": "object", "additionalProperties": false, "required": ["apiVersion", "kind", "defaults"], "properties": { "apiVersion": { "const": "loopgov/v1" }, "kind": { "const": "LoopPolicy" }, "defaults": { "$ref": "defs.schema.json#/definitions/layer" }, "levels": { "$ref": "defs.schema.json#/definitions/levels" }, "projects": { "type": "object", "maxProperties": 1e3, "propertyNames": { "$ref": "defs.schema.json#/definitions/id" }, "additionalProperties": { "type": "object", "additionalProperties": false, "properties": { "budget": { "$ref": "defs.schema.json#/definitions/budget" }, "on_exceed": { "$ref": "defs.schema.json#/definitions/escalation" }, "convergence": { "$ref": "defs.schema.json#/definitions/convergence" }, "gates": { "$ref": "defs.schema.json#/definitions/gates" }, "success_criteria": { "$ref": "defs.schema.json#/definitions/gates" }, "max_delegation_level": { "$ref": "defs.schema.json#/definitions/level" }, "levels": { "$ref": "defs.schema.json#/definitions/levels" } } } }, "profiles": { "type": "object", "additionalProperties": false, "properties": { "dev": { "type": "object", "additionalProperties": false, "properties": { "governance": { "enum": ["required", "optional"] } } }, "prod": { "type": "object", "additionalProperties": false, "properties": { "governance": { "const": "required" } } } } } } };
var schema15 = { "type": "string", "enum": ["halt", "escalate"] };
var schema23 = { "type": "string", "enum": ["L0", "L1", "L2", "L3", "L4", "L5"] };
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
var func2 = import_ucs2length.default.default ?? import_ucs2length.default;
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
                      if (func2(data5) > 1e3) {
                        const err13 = { instancePath: instancePath + "/patterns/" + i0 + "/regex", schemaPath: "#/oneOf/0/properties/patterns/items/properties/regex/maxLength", keyword: "maxLength", params: { limit: 1e3 }, message: "must NOT have more than 1000 characters" };
                        if (vErrors === null) {
                          vErrors = [err13];
                        } else {
                          vErrors.push(err13);
                        }
                        errors++;
                      }
                      if (func2(data5) < 1) {
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
                  if (func2(data15) > 4096) {
                    const err44 = { instancePath: instancePath + "/argv/" + i1, schemaPath: "#/oneOf/2/properties/argv/items/maxLength", keyword: "maxLength", params: { limit: 4096 }, message: "must NOT have more than 4096 characters" };
                    if (vErrors === null) {
                      vErrors = [err44];
                    } else {
                      vErrors.push(err44);
                    }
                    errors++;
                  }
                  if (func2(data15) < 1) {
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
function validate12(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "budget" || key0 === "on_exceed" || key0 === "convergence" || key0 === "gates" || key0 === "success_criteria" || key0 === "max_delegation_level")) {
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
  } else {
    const err22 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err22];
    } else {
      vErrors.push(err22);
    }
    errors++;
  }
  validate12.errors = vErrors;
  return errors === 0;
}
function validate22(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "budget" || key0 === "on_exceed" || key0 === "convergence" || key0 === "gates" || key0 === "success_criteria" || key0 === "max_delegation_level")) {
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
  } else {
    const err22 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err22];
    } else {
      vErrors.push(err22);
    }
    errors++;
  }
  validate22.errors = vErrors;
  return errors === 0;
}
function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
      if (!validate22(data.L0, { instancePath: instancePath + "/L0", parentData: data, parentDataProperty: "L0", rootData })) {
        vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
        errors = vErrors.length;
      }
    }
    if (data.L1 !== void 0) {
      if (!validate22(data.L1, { instancePath: instancePath + "/L1", parentData: data, parentDataProperty: "L1", rootData })) {
        vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
        errors = vErrors.length;
      }
    }
    if (data.L2 !== void 0) {
      if (!validate22(data.L2, { instancePath: instancePath + "/L2", parentData: data, parentDataProperty: "L2", rootData })) {
        vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
        errors = vErrors.length;
      }
    }
    if (data.L3 !== void 0) {
      if (!validate22(data.L3, { instancePath: instancePath + "/L3", parentData: data, parentDataProperty: "L3", rootData })) {
        vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
        errors = vErrors.length;
      }
    }
    if (data.L4 !== void 0) {
      if (!validate22(data.L4, { instancePath: instancePath + "/L4", parentData: data, parentDataProperty: "L4", rootData })) {
        vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
        errors = vErrors.length;
      }
    }
    if (data.L5 !== void 0) {
      if (!validate22(data.L5, { instancePath: instancePath + "/L5", parentData: data, parentDataProperty: "L5", rootData })) {
        vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
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
  validate21.errors = vErrors;
  return errors === 0;
}
function validate33(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
  validate33.errors = vErrors;
  return errors === 0;
}
function validate35(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
  validate35.errors = vErrors;
  return errors === 0;
}
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
      if (!validate21(data.levels, { instancePath: instancePath + "/levels", parentData: data, parentDataProperty: "levels", rootData })) {
        vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
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
              if (!(key3 === "budget" || key3 === "on_exceed" || key3 === "convergence" || key3 === "gates" || key3 === "success_criteria" || key3 === "max_delegation_level" || key3 === "levels")) {
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
              if (!validate33(data5.convergence, { instancePath: instancePath + "/projects/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/convergence", parentData: data5, parentDataProperty: "convergence", rootData })) {
                vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
                errors = vErrors.length;
              }
            }
            if (data5.gates !== void 0) {
              if (!validate35(data5.gates, { instancePath: instancePath + "/projects/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/gates", parentData: data5, parentDataProperty: "gates", rootData })) {
                vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
                errors = vErrors.length;
              }
            }
            if (data5.success_criteria !== void 0) {
              if (!validate35(data5.success_criteria, { instancePath: instancePath + "/projects/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/success_criteria", parentData: data5, parentDataProperty: "success_criteria", rootData })) {
                vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
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
              if (!validate21(data5.levels, { instancePath: instancePath + "/projects/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/levels", parentData: data5, parentDataProperty: "levels", rootData })) {
                vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
                errors = vErrors.length;
              }
            }
          } else {
            const err32 = { instancePath: instancePath + "/projects/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/projects/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err32];
            } else {
              vErrors.push(err32);
            }
            errors++;
          }
        }
      } else {
        const err33 = { instancePath: instancePath + "/projects", schemaPath: "#/properties/projects/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err33];
        } else {
          vErrors.push(err33);
        }
        errors++;
      }
    }
    if (data.profiles !== void 0) {
      let data18 = data.profiles;
      if (data18 && typeof data18 == "object" && !Array.isArray(data18)) {
        for (const key5 in data18) {
          if (!(key5 === "dev" || key5 === "prod")) {
            const err34 = { instancePath: instancePath + "/profiles", schemaPath: "#/properties/profiles/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err34];
            } else {
              vErrors.push(err34);
            }
            errors++;
          }
        }
        if (data18.dev !== void 0) {
          let data19 = data18.dev;
          if (data19 && typeof data19 == "object" && !Array.isArray(data19)) {
            for (const key6 in data19) {
              if (!(key6 === "governance")) {
                const err35 = { instancePath: instancePath + "/profiles/dev", schemaPath: "#/properties/profiles/properties/dev/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err35];
                } else {
                  vErrors.push(err35);
                }
                errors++;
              }
            }
            if (data19.governance !== void 0) {
              let data20 = data19.governance;
              if (!(data20 === "required" || data20 === "optional")) {
                const err36 = { instancePath: instancePath + "/profiles/dev/governance", schemaPath: "#/properties/profiles/properties/dev/properties/governance/enum", keyword: "enum", params: { allowedValues: schema11.properties.profiles.properties.dev.properties.governance.enum }, message: "must be equal to one of the allowed values" };
                if (vErrors === null) {
                  vErrors = [err36];
                } else {
                  vErrors.push(err36);
                }
                errors++;
              }
            }
          } else {
            const err37 = { instancePath: instancePath + "/profiles/dev", schemaPath: "#/properties/profiles/properties/dev/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err37];
            } else {
              vErrors.push(err37);
            }
            errors++;
          }
        }
        if (data18.prod !== void 0) {
          let data21 = data18.prod;
          if (data21 && typeof data21 == "object" && !Array.isArray(data21)) {
            for (const key7 in data21) {
              if (!(key7 === "governance")) {
                const err38 = { instancePath: instancePath + "/profiles/prod", schemaPath: "#/properties/profiles/properties/prod/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key7 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err38];
                } else {
                  vErrors.push(err38);
                }
                errors++;
              }
            }
            if (data21.governance !== void 0) {
              if ("required" !== data21.governance) {
                const err39 = { instancePath: instancePath + "/profiles/prod/governance", schemaPath: "#/properties/profiles/properties/prod/properties/governance/const", keyword: "const", params: { allowedValue: "required" }, message: "must be equal to constant" };
                if (vErrors === null) {
                  vErrors = [err39];
                } else {
                  vErrors.push(err39);
                }
                errors++;
              }
            }
          } else {
            const err40 = { instancePath: instancePath + "/profiles/prod", schemaPath: "#/properties/profiles/properties/prod/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err40];
            } else {
              vErrors.push(err40);
            }
            errors++;
          }
        }
      } else {
        const err41 = { instancePath: instancePath + "/profiles", schemaPath: "#/properties/profiles/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err41];
        } else {
          vErrors.push(err41);
        }
        errors++;
      }
    }
  } else {
    const err42 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err42];
    } else {
      vErrors.push(err42);
    }
    errors++;
  }
  validate10.errors = vErrors;
  return errors === 0;
}
var OrgCeiling = validate40;
var schema36 = { "$id": "https://loopgov.dev/schemas/org-ceiling.schema.json", "$schema": "http://json-schema.org/draft-07/schema#", "title": "OrgCeiling", "type": "object", "additionalProperties": false, "required": ["apiVersion", "kind", "budget", "max_delegation_level"], "properties": { "apiVersion": { "const": "loopgov/v1" }, "kind": { "const": "OrgCeiling" }, "budget": { "allOf": [{ "$ref": "defs.schema.json#/definitions/budget" }, { "required": ["max_steps", "max_tokens", "max_wall_clock_sec", "max_cost_usd", "max_corrections_per_step"], "type": "object" }] }, "convergence": { "$ref": "defs.schema.json#/definitions/convergence_bounds" }, "max_delegation_level": { "$ref": "defs.schema.json#/definitions/level" }, "required_gates": { "type": "array", "uniqueItems": true, "maxItems": 64, "items": { "$ref": "defs.schema.json#/definitions/id" } }, "approval_rules": { "type": "object", "additionalProperties": false, "properties": { "neutral": { "type": "object", "additionalProperties": false, "required": ["role", "count"], "properties": { "role": { "enum": ["maintainer", "org-admin"] }, "count": { "type": "integer", "minimum": 1, "maximum": 20 } } }, "tighten": { "type": "object", "additionalProperties": false, "required": ["role", "count"], "properties": { "role": { "enum": ["maintainer", "org-admin"] }, "count": { "type": "integer", "minimum": 1, "maximum": 20 } } }, "loosen": { "type": "object", "additionalProperties": false, "required": ["role", "count"], "properties": { "role": { "enum": ["maintainer", "org-admin"] }, "count": { "type": "integer", "minimum": 1, "maximum": 20 } } }, "ceiling": { "type": "object", "additionalProperties": false, "required": ["role", "count"], "properties": { "role": { "enum": ["maintainer", "org-admin"] }, "count": { "type": "integer", "minimum": 1, "maximum": 20 } } } } } } };
var func0 = import_equal.default.default ?? import_equal.default;
function validate40(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
      if (!(key0 === "apiVersion" || key0 === "kind" || key0 === "budget" || key0 === "convergence" || key0 === "max_delegation_level" || key0 === "required_gates" || key0 === "approval_rules")) {
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
    if (data.max_delegation_level !== void 0) {
      let data12 = data.max_delegation_level;
      if (typeof data12 !== "string") {
        const err41 = { instancePath: instancePath + "/max_delegation_level", schemaPath: "defs.schema.json#/definitions/level/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err41];
        } else {
          vErrors.push(err41);
        }
        errors++;
      }
      if (!(data12 === "L0" || data12 === "L1" || data12 === "L2" || data12 === "L3" || data12 === "L4" || data12 === "L5")) {
        const err42 = { instancePath: instancePath + "/max_delegation_level", schemaPath: "defs.schema.json#/definitions/level/enum", keyword: "enum", params: { allowedValues: schema23.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err42];
        } else {
          vErrors.push(err42);
        }
        errors++;
      }
    }
    if (data.required_gates !== void 0) {
      let data13 = data.required_gates;
      if (Array.isArray(data13)) {
        if (data13.length > 64) {
          const err43 = { instancePath: instancePath + "/required_gates", schemaPath: "#/properties/required_gates/maxItems", keyword: "maxItems", params: { limit: 64 }, message: "must NOT have more than 64 items" };
          if (vErrors === null) {
            vErrors = [err43];
          } else {
            vErrors.push(err43);
          }
          errors++;
        }
        const len0 = data13.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data14 = data13[i0];
          if (typeof data14 === "string") {
            if (!pattern0.test(data14)) {
              const err44 = { instancePath: instancePath + "/required_gates/" + i0, schemaPath: "defs.schema.json#/definitions/id/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9][a-z0-9._-]{0,63}$" }, message: 'must match pattern "^[a-z0-9][a-z0-9._-]{0,63}$"' };
              if (vErrors === null) {
                vErrors = [err44];
              } else {
                vErrors.push(err44);
              }
              errors++;
            }
          } else {
            const err45 = { instancePath: instancePath + "/required_gates/" + i0, schemaPath: "defs.schema.json#/definitions/id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err45];
            } else {
              vErrors.push(err45);
            }
            errors++;
          }
        }
        let i1 = data13.length;
        let j0;
        if (i1 > 1) {
          outer0:
            for (; i1--; ) {
              for (j0 = i1; j0--; ) {
                if (func0(data13[i1], data13[j0])) {
                  const err46 = { instancePath: instancePath + "/required_gates", schemaPath: "#/properties/required_gates/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)" };
                  if (vErrors === null) {
                    vErrors = [err46];
                  } else {
                    vErrors.push(err46);
                  }
                  errors++;
                  break outer0;
                }
              }
            }
        }
      } else {
        const err47 = { instancePath: instancePath + "/required_gates", schemaPath: "#/properties/required_gates/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err47];
        } else {
          vErrors.push(err47);
        }
        errors++;
      }
    }
    if (data.approval_rules !== void 0) {
      let data15 = data.approval_rules;
      if (data15 && typeof data15 == "object" && !Array.isArray(data15)) {
        for (const key3 in data15) {
          if (!(key3 === "neutral" || key3 === "tighten" || key3 === "loosen" || key3 === "ceiling")) {
            const err48 = { instancePath: instancePath + "/approval_rules", schemaPath: "#/properties/approval_rules/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err48];
            } else {
              vErrors.push(err48);
            }
            errors++;
          }
        }
        if (data15.neutral !== void 0) {
          let data16 = data15.neutral;
          if (data16 && typeof data16 == "object" && !Array.isArray(data16)) {
            if (data16.role === void 0) {
              const err49 = { instancePath: instancePath + "/approval_rules/neutral", schemaPath: "#/properties/approval_rules/properties/neutral/required", keyword: "required", params: { missingProperty: "role" }, message: "must have required property 'role'" };
              if (vErrors === null) {
                vErrors = [err49];
              } else {
                vErrors.push(err49);
              }
              errors++;
            }
            if (data16.count === void 0) {
              const err50 = { instancePath: instancePath + "/approval_rules/neutral", schemaPath: "#/properties/approval_rules/properties/neutral/required", keyword: "required", params: { missingProperty: "count" }, message: "must have required property 'count'" };
              if (vErrors === null) {
                vErrors = [err50];
              } else {
                vErrors.push(err50);
              }
              errors++;
            }
            for (const key4 in data16) {
              if (!(key4 === "role" || key4 === "count")) {
                const err51 = { instancePath: instancePath + "/approval_rules/neutral", schemaPath: "#/properties/approval_rules/properties/neutral/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err51];
                } else {
                  vErrors.push(err51);
                }
                errors++;
              }
            }
            if (data16.role !== void 0) {
              let data17 = data16.role;
              if (!(data17 === "maintainer" || data17 === "org-admin")) {
                const err52 = { instancePath: instancePath + "/approval_rules/neutral/role", schemaPath: "#/properties/approval_rules/properties/neutral/properties/role/enum", keyword: "enum", params: { allowedValues: schema36.properties.approval_rules.properties.neutral.properties.role.enum }, message: "must be equal to one of the allowed values" };
                if (vErrors === null) {
                  vErrors = [err52];
                } else {
                  vErrors.push(err52);
                }
                errors++;
              }
            }
            if (data16.count !== void 0) {
              let data18 = data16.count;
              if (!(typeof data18 == "number" && (!(data18 % 1) && !isNaN(data18)) && isFinite(data18))) {
                const err53 = { instancePath: instancePath + "/approval_rules/neutral/count", schemaPath: "#/properties/approval_rules/properties/neutral/properties/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                if (vErrors === null) {
                  vErrors = [err53];
                } else {
                  vErrors.push(err53);
                }
                errors++;
              }
              if (typeof data18 == "number" && isFinite(data18)) {
                if (data18 > 20 || isNaN(data18)) {
                  const err54 = { instancePath: instancePath + "/approval_rules/neutral/count", schemaPath: "#/properties/approval_rules/properties/neutral/properties/count/maximum", keyword: "maximum", params: { comparison: "<=", limit: 20 }, message: "must be <= 20" };
                  if (vErrors === null) {
                    vErrors = [err54];
                  } else {
                    vErrors.push(err54);
                  }
                  errors++;
                }
                if (data18 < 1 || isNaN(data18)) {
                  const err55 = { instancePath: instancePath + "/approval_rules/neutral/count", schemaPath: "#/properties/approval_rules/properties/neutral/properties/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
                  if (vErrors === null) {
                    vErrors = [err55];
                  } else {
                    vErrors.push(err55);
                  }
                  errors++;
                }
              }
            }
          } else {
            const err56 = { instancePath: instancePath + "/approval_rules/neutral", schemaPath: "#/properties/approval_rules/properties/neutral/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err56];
            } else {
              vErrors.push(err56);
            }
            errors++;
          }
        }
        if (data15.tighten !== void 0) {
          let data19 = data15.tighten;
          if (data19 && typeof data19 == "object" && !Array.isArray(data19)) {
            if (data19.role === void 0) {
              const err57 = { instancePath: instancePath + "/approval_rules/tighten", schemaPath: "#/properties/approval_rules/properties/tighten/required", keyword: "required", params: { missingProperty: "role" }, message: "must have required property 'role'" };
              if (vErrors === null) {
                vErrors = [err57];
              } else {
                vErrors.push(err57);
              }
              errors++;
            }
            if (data19.count === void 0) {
              const err58 = { instancePath: instancePath + "/approval_rules/tighten", schemaPath: "#/properties/approval_rules/properties/tighten/required", keyword: "required", params: { missingProperty: "count" }, message: "must have required property 'count'" };
              if (vErrors === null) {
                vErrors = [err58];
              } else {
                vErrors.push(err58);
              }
              errors++;
            }
            for (const key5 in data19) {
              if (!(key5 === "role" || key5 === "count")) {
                const err59 = { instancePath: instancePath + "/approval_rules/tighten", schemaPath: "#/properties/approval_rules/properties/tighten/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err59];
                } else {
                  vErrors.push(err59);
                }
                errors++;
              }
            }
            if (data19.role !== void 0) {
              let data20 = data19.role;
              if (!(data20 === "maintainer" || data20 === "org-admin")) {
                const err60 = { instancePath: instancePath + "/approval_rules/tighten/role", schemaPath: "#/properties/approval_rules/properties/tighten/properties/role/enum", keyword: "enum", params: { allowedValues: schema36.properties.approval_rules.properties.tighten.properties.role.enum }, message: "must be equal to one of the allowed values" };
                if (vErrors === null) {
                  vErrors = [err60];
                } else {
                  vErrors.push(err60);
                }
                errors++;
              }
            }
            if (data19.count !== void 0) {
              let data21 = data19.count;
              if (!(typeof data21 == "number" && (!(data21 % 1) && !isNaN(data21)) && isFinite(data21))) {
                const err61 = { instancePath: instancePath + "/approval_rules/tighten/count", schemaPath: "#/properties/approval_rules/properties/tighten/properties/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                if (vErrors === null) {
                  vErrors = [err61];
                } else {
                  vErrors.push(err61);
                }
                errors++;
              }
              if (typeof data21 == "number" && isFinite(data21)) {
                if (data21 > 20 || isNaN(data21)) {
                  const err62 = { instancePath: instancePath + "/approval_rules/tighten/count", schemaPath: "#/properties/approval_rules/properties/tighten/properties/count/maximum", keyword: "maximum", params: { comparison: "<=", limit: 20 }, message: "must be <= 20" };
                  if (vErrors === null) {
                    vErrors = [err62];
                  } else {
                    vErrors.push(err62);
                  }
                  errors++;
                }
                if (data21 < 1 || isNaN(data21)) {
                  const err63 = { instancePath: instancePath + "/approval_rules/tighten/count", schemaPath: "#/properties/approval_rules/properties/tighten/properties/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
                  if (vErrors === null) {
                    vErrors = [err63];
                  } else {
                    vErrors.push(err63);
                  }
                  errors++;
                }
              }
            }
          } else {
            const err64 = { instancePath: instancePath + "/approval_rules/tighten", schemaPath: "#/properties/approval_rules/properties/tighten/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err64];
            } else {
              vErrors.push(err64);
            }
            errors++;
          }
        }
        if (data15.loosen !== void 0) {
          let data22 = data15.loosen;
          if (data22 && typeof data22 == "object" && !Array.isArray(data22)) {
            if (data22.role === void 0) {
              const err65 = { instancePath: instancePath + "/approval_rules/loosen", schemaPath: "#/properties/approval_rules/properties/loosen/required", keyword: "required", params: { missingProperty: "role" }, message: "must have required property 'role'" };
              if (vErrors === null) {
                vErrors = [err65];
              } else {
                vErrors.push(err65);
              }
              errors++;
            }
            if (data22.count === void 0) {
              const err66 = { instancePath: instancePath + "/approval_rules/loosen", schemaPath: "#/properties/approval_rules/properties/loosen/required", keyword: "required", params: { missingProperty: "count" }, message: "must have required property 'count'" };
              if (vErrors === null) {
                vErrors = [err66];
              } else {
                vErrors.push(err66);
              }
              errors++;
            }
            for (const key6 in data22) {
              if (!(key6 === "role" || key6 === "count")) {
                const err67 = { instancePath: instancePath + "/approval_rules/loosen", schemaPath: "#/properties/approval_rules/properties/loosen/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err67];
                } else {
                  vErrors.push(err67);
                }
                errors++;
              }
            }
            if (data22.role !== void 0) {
              let data23 = data22.role;
              if (!(data23 === "maintainer" || data23 === "org-admin")) {
                const err68 = { instancePath: instancePath + "/approval_rules/loosen/role", schemaPath: "#/properties/approval_rules/properties/loosen/properties/role/enum", keyword: "enum", params: { allowedValues: schema36.properties.approval_rules.properties.loosen.properties.role.enum }, message: "must be equal to one of the allowed values" };
                if (vErrors === null) {
                  vErrors = [err68];
                } else {
                  vErrors.push(err68);
                }
                errors++;
              }
            }
            if (data22.count !== void 0) {
              let data24 = data22.count;
              if (!(typeof data24 == "number" && (!(data24 % 1) && !isNaN(data24)) && isFinite(data24))) {
                const err69 = { instancePath: instancePath + "/approval_rules/loosen/count", schemaPath: "#/properties/approval_rules/properties/loosen/properties/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                if (vErrors === null) {
                  vErrors = [err69];
                } else {
                  vErrors.push(err69);
                }
                errors++;
              }
              if (typeof data24 == "number" && isFinite(data24)) {
                if (data24 > 20 || isNaN(data24)) {
                  const err70 = { instancePath: instancePath + "/approval_rules/loosen/count", schemaPath: "#/properties/approval_rules/properties/loosen/properties/count/maximum", keyword: "maximum", params: { comparison: "<=", limit: 20 }, message: "must be <= 20" };
                  if (vErrors === null) {
                    vErrors = [err70];
                  } else {
                    vErrors.push(err70);
                  }
                  errors++;
                }
                if (data24 < 1 || isNaN(data24)) {
                  const err71 = { instancePath: instancePath + "/approval_rules/loosen/count", schemaPath: "#/properties/approval_rules/properties/loosen/properties/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
                  if (vErrors === null) {
                    vErrors = [err71];
                  } else {
                    vErrors.push(err71);
                  }
                  errors++;
                }
              }
            }
          } else {
            const err72 = { instancePath: instancePath + "/approval_rules/loosen", schemaPath: "#/properties/approval_rules/properties/loosen/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err72];
            } else {
              vErrors.push(err72);
            }
            errors++;
          }
        }
        if (data15.ceiling !== void 0) {
          let data25 = data15.ceiling;
          if (data25 && typeof data25 == "object" && !Array.isArray(data25)) {
            if (data25.role === void 0) {
              const err73 = { instancePath: instancePath + "/approval_rules/ceiling", schemaPath: "#/properties/approval_rules/properties/ceiling/required", keyword: "required", params: { missingProperty: "role" }, message: "must have required property 'role'" };
              if (vErrors === null) {
                vErrors = [err73];
              } else {
                vErrors.push(err73);
              }
              errors++;
            }
            if (data25.count === void 0) {
              const err74 = { instancePath: instancePath + "/approval_rules/ceiling", schemaPath: "#/properties/approval_rules/properties/ceiling/required", keyword: "required", params: { missingProperty: "count" }, message: "must have required property 'count'" };
              if (vErrors === null) {
                vErrors = [err74];
              } else {
                vErrors.push(err74);
              }
              errors++;
            }
            for (const key7 in data25) {
              if (!(key7 === "role" || key7 === "count")) {
                const err75 = { instancePath: instancePath + "/approval_rules/ceiling", schemaPath: "#/properties/approval_rules/properties/ceiling/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key7 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err75];
                } else {
                  vErrors.push(err75);
                }
                errors++;
              }
            }
            if (data25.role !== void 0) {
              let data26 = data25.role;
              if (!(data26 === "maintainer" || data26 === "org-admin")) {
                const err76 = { instancePath: instancePath + "/approval_rules/ceiling/role", schemaPath: "#/properties/approval_rules/properties/ceiling/properties/role/enum", keyword: "enum", params: { allowedValues: schema36.properties.approval_rules.properties.ceiling.properties.role.enum }, message: "must be equal to one of the allowed values" };
                if (vErrors === null) {
                  vErrors = [err76];
                } else {
                  vErrors.push(err76);
                }
                errors++;
              }
            }
            if (data25.count !== void 0) {
              let data27 = data25.count;
              if (!(typeof data27 == "number" && (!(data27 % 1) && !isNaN(data27)) && isFinite(data27))) {
                const err77 = { instancePath: instancePath + "/approval_rules/ceiling/count", schemaPath: "#/properties/approval_rules/properties/ceiling/properties/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                if (vErrors === null) {
                  vErrors = [err77];
                } else {
                  vErrors.push(err77);
                }
                errors++;
              }
              if (typeof data27 == "number" && isFinite(data27)) {
                if (data27 > 20 || isNaN(data27)) {
                  const err78 = { instancePath: instancePath + "/approval_rules/ceiling/count", schemaPath: "#/properties/approval_rules/properties/ceiling/properties/count/maximum", keyword: "maximum", params: { comparison: "<=", limit: 20 }, message: "must be <= 20" };
                  if (vErrors === null) {
                    vErrors = [err78];
                  } else {
                    vErrors.push(err78);
                  }
                  errors++;
                }
                if (data27 < 1 || isNaN(data27)) {
                  const err79 = { instancePath: instancePath + "/approval_rules/ceiling/count", schemaPath: "#/properties/approval_rules/properties/ceiling/properties/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
                  if (vErrors === null) {
                    vErrors = [err79];
                  } else {
                    vErrors.push(err79);
                  }
                  errors++;
                }
              }
            }
          } else {
            const err80 = { instancePath: instancePath + "/approval_rules/ceiling", schemaPath: "#/properties/approval_rules/properties/ceiling/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err80];
            } else {
              vErrors.push(err80);
            }
            errors++;
          }
        }
      } else {
        const err81 = { instancePath: instancePath + "/approval_rules", schemaPath: "#/properties/approval_rules/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err81];
        } else {
          vErrors.push(err81);
        }
        errors++;
      }
    }
  } else {
    const err82 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err82];
    } else {
      vErrors.push(err82);
    }
    errors++;
  }
  validate40.errors = vErrors;
  return errors === 0;
}
var ApproverRegistry = validate41;
var schema41 = { "$id": "https://loopgov.dev/schemas/approvers.schema.json", "$schema": "http://json-schema.org/draft-07/schema#", "title": "ApproverRegistry", "type": "object", "additionalProperties": false, "required": ["apiVersion", "kind", "approvers"], "properties": { "apiVersion": { "const": "loopgov/v1" }, "kind": { "const": "ApproverRegistry" }, "approvers": { "type": "array", "maxItems": 1e3, "items": { "type": "object", "additionalProperties": false, "required": ["id", "roles"], "properties": { "id": { "$ref": "defs.schema.json#/definitions/id" }, "github": { "type": "string", "pattern": "^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(\\[bot\\])?$" }, "emails": { "type": "array", "maxItems": 20, "items": { "type": "string", "pattern": "^[^@\\s]+@[^@\\s]+$", "maxLength": 254 } }, "roles": { "type": "array", "minItems": 1, "uniqueItems": true, "items": { "$ref": "defs.schema.json#/definitions/role" } }, "keys": { "type": "array", "maxItems": 20, "items": { "type": "object", "required": ["kty"], "discriminator": { "propertyName": "kty" }, "oneOf": [{ "type": "object", "additionalProperties": false, "required": ["kty", "crv", "x", "kid", "alg"], "properties": { "kty": { "const": "OKP" }, "crv": { "const": "Ed25519" }, "x": { "type": "string", "pattern": "^[A-Za-z0-9_-]{43}$" }, "kid": { "$ref": "defs.schema.json#/definitions/id" }, "alg": { "const": "EdDSA" }, "use": { "const": "sig" } } }, { "type": "object", "additionalProperties": false, "required": ["kty", "crv", "x", "y", "kid", "alg"], "properties": { "kty": { "const": "EC" }, "crv": { "const": "P-256" }, "x": { "type": "string", "pattern": "^[A-Za-z0-9_-]{43}$" }, "y": { "type": "string", "pattern": "^[A-Za-z0-9_-]{43}$" }, "kid": { "$ref": "defs.schema.json#/definitions/id" }, "alg": { "const": "ES256" }, "use": { "const": "sig" } } }], "properties": { "kty": { "enum": ["OKP", "EC"] } } } } } } } } };
var schema43 = { "type": "string", "enum": ["maintainer", "org-admin", "proposer-bot"] };
var pattern7 = new RegExp("^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(\\[bot\\])?$", "u");
var pattern8 = new RegExp("^[^@\\s]+@[^@\\s]+$", "u");
var pattern9 = new RegExp("^[A-Za-z0-9_-]{43}$", "u");
function validate41(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
          if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
            if (data3.id === void 0) {
              const err7 = { instancePath: instancePath + "/approvers/" + i0, schemaPath: "#/properties/approvers/items/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'" };
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
            }
            if (data3.roles === void 0) {
              const err8 = { instancePath: instancePath + "/approvers/" + i0, schemaPath: "#/properties/approvers/items/required", keyword: "required", params: { missingProperty: "roles" }, message: "must have required property 'roles'" };
              if (vErrors === null) {
                vErrors = [err8];
              } else {
                vErrors.push(err8);
              }
              errors++;
            }
            for (const key1 in data3) {
              if (!(key1 === "id" || key1 === "github" || key1 === "emails" || key1 === "roles" || key1 === "keys")) {
                const err9 = { instancePath: instancePath + "/approvers/" + i0, schemaPath: "#/properties/approvers/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err9];
                } else {
                  vErrors.push(err9);
                }
                errors++;
              }
            }
            if (data3.id !== void 0) {
              let data4 = data3.id;
              if (typeof data4 === "string") {
                if (!pattern0.test(data4)) {
                  const err10 = { instancePath: instancePath + "/approvers/" + i0 + "/id", schemaPath: "defs.schema.json#/definitions/id/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9][a-z0-9._-]{0,63}$" }, message: 'must match pattern "^[a-z0-9][a-z0-9._-]{0,63}$"' };
                  if (vErrors === null) {
                    vErrors = [err10];
                  } else {
                    vErrors.push(err10);
                  }
                  errors++;
                }
              } else {
                const err11 = { instancePath: instancePath + "/approvers/" + i0 + "/id", schemaPath: "defs.schema.json#/definitions/id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err11];
                } else {
                  vErrors.push(err11);
                }
                errors++;
              }
            }
            if (data3.github !== void 0) {
              let data5 = data3.github;
              if (typeof data5 === "string") {
                if (!pattern7.test(data5)) {
                  const err12 = { instancePath: instancePath + "/approvers/" + i0 + "/github", schemaPath: "#/properties/approvers/items/properties/github/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(\\[bot\\])?$" }, message: 'must match pattern "^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(\\[bot\\])?$"' };
                  if (vErrors === null) {
                    vErrors = [err12];
                  } else {
                    vErrors.push(err12);
                  }
                  errors++;
                }
              } else {
                const err13 = { instancePath: instancePath + "/approvers/" + i0 + "/github", schemaPath: "#/properties/approvers/items/properties/github/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err13];
                } else {
                  vErrors.push(err13);
                }
                errors++;
              }
            }
            if (data3.emails !== void 0) {
              let data6 = data3.emails;
              if (Array.isArray(data6)) {
                if (data6.length > 20) {
                  const err14 = { instancePath: instancePath + "/approvers/" + i0 + "/emails", schemaPath: "#/properties/approvers/items/properties/emails/maxItems", keyword: "maxItems", params: { limit: 20 }, message: "must NOT have more than 20 items" };
                  if (vErrors === null) {
                    vErrors = [err14];
                  } else {
                    vErrors.push(err14);
                  }
                  errors++;
                }
                const len1 = data6.length;
                for (let i1 = 0; i1 < len1; i1++) {
                  let data7 = data6[i1];
                  if (typeof data7 === "string") {
                    if (func2(data7) > 254) {
                      const err15 = { instancePath: instancePath + "/approvers/" + i0 + "/emails/" + i1, schemaPath: "#/properties/approvers/items/properties/emails/items/maxLength", keyword: "maxLength", params: { limit: 254 }, message: "must NOT have more than 254 characters" };
                      if (vErrors === null) {
                        vErrors = [err15];
                      } else {
                        vErrors.push(err15);
                      }
                      errors++;
                    }
                    if (!pattern8.test(data7)) {
                      const err16 = { instancePath: instancePath + "/approvers/" + i0 + "/emails/" + i1, schemaPath: "#/properties/approvers/items/properties/emails/items/pattern", keyword: "pattern", params: { pattern: "^[^@\\s]+@[^@\\s]+$" }, message: 'must match pattern "^[^@\\s]+@[^@\\s]+$"' };
                      if (vErrors === null) {
                        vErrors = [err16];
                      } else {
                        vErrors.push(err16);
                      }
                      errors++;
                    }
                  } else {
                    const err17 = { instancePath: instancePath + "/approvers/" + i0 + "/emails/" + i1, schemaPath: "#/properties/approvers/items/properties/emails/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err17];
                    } else {
                      vErrors.push(err17);
                    }
                    errors++;
                  }
                }
              } else {
                const err18 = { instancePath: instancePath + "/approvers/" + i0 + "/emails", schemaPath: "#/properties/approvers/items/properties/emails/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                if (vErrors === null) {
                  vErrors = [err18];
                } else {
                  vErrors.push(err18);
                }
                errors++;
              }
            }
            if (data3.roles !== void 0) {
              let data8 = data3.roles;
              if (Array.isArray(data8)) {
                if (data8.length < 1) {
                  const err19 = { instancePath: instancePath + "/approvers/" + i0 + "/roles", schemaPath: "#/properties/approvers/items/properties/roles/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
                  if (vErrors === null) {
                    vErrors = [err19];
                  } else {
                    vErrors.push(err19);
                  }
                  errors++;
                }
                const len2 = data8.length;
                for (let i2 = 0; i2 < len2; i2++) {
                  let data9 = data8[i2];
                  if (typeof data9 !== "string") {
                    const err20 = { instancePath: instancePath + "/approvers/" + i0 + "/roles/" + i2, schemaPath: "defs.schema.json#/definitions/role/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err20];
                    } else {
                      vErrors.push(err20);
                    }
                    errors++;
                  }
                  if (!(data9 === "maintainer" || data9 === "org-admin" || data9 === "proposer-bot")) {
                    const err21 = { instancePath: instancePath + "/approvers/" + i0 + "/roles/" + i2, schemaPath: "defs.schema.json#/definitions/role/enum", keyword: "enum", params: { allowedValues: schema43.enum }, message: "must be equal to one of the allowed values" };
                    if (vErrors === null) {
                      vErrors = [err21];
                    } else {
                      vErrors.push(err21);
                    }
                    errors++;
                  }
                }
                let i3 = data8.length;
                let j0;
                if (i3 > 1) {
                  outer0:
                    for (; i3--; ) {
                      for (j0 = i3; j0--; ) {
                        if (func0(data8[i3], data8[j0])) {
                          const err22 = { instancePath: instancePath + "/approvers/" + i0 + "/roles", schemaPath: "#/properties/approvers/items/properties/roles/uniqueItems", keyword: "uniqueItems", params: { i: i3, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i3 + " are identical)" };
                          if (vErrors === null) {
                            vErrors = [err22];
                          } else {
                            vErrors.push(err22);
                          }
                          errors++;
                          break outer0;
                        }
                      }
                    }
                }
              } else {
                const err23 = { instancePath: instancePath + "/approvers/" + i0 + "/roles", schemaPath: "#/properties/approvers/items/properties/roles/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                if (vErrors === null) {
                  vErrors = [err23];
                } else {
                  vErrors.push(err23);
                }
                errors++;
              }
            }
            if (data3.keys !== void 0) {
              let data10 = data3.keys;
              if (Array.isArray(data10)) {
                if (data10.length > 20) {
                  const err24 = { instancePath: instancePath + "/approvers/" + i0 + "/keys", schemaPath: "#/properties/approvers/items/properties/keys/maxItems", keyword: "maxItems", params: { limit: 20 }, message: "must NOT have more than 20 items" };
                  if (vErrors === null) {
                    vErrors = [err24];
                  } else {
                    vErrors.push(err24);
                  }
                  errors++;
                }
                const len3 = data10.length;
                for (let i4 = 0; i4 < len3; i4++) {
                  let data11 = data10[i4];
                  if (data11 && typeof data11 == "object" && !Array.isArray(data11)) {
                    if (data11.kty === void 0) {
                      const err25 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i4, schemaPath: "#/properties/approvers/items/properties/keys/items/required", keyword: "required", params: { missingProperty: "kty" }, message: "must have required property 'kty'" };
                      if (vErrors === null) {
                        vErrors = [err25];
                      } else {
                        vErrors.push(err25);
                      }
                      errors++;
                    }
                    if (data11.kty !== void 0) {
                      let data12 = data11.kty;
                      if (!(data12 === "OKP" || data12 === "EC")) {
                        const err26 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i4 + "/kty", schemaPath: "#/properties/approvers/items/properties/keys/items/properties/kty/enum", keyword: "enum", params: { allowedValues: schema41.properties.approvers.items.properties.keys.items.properties.kty.enum }, message: "must be equal to one of the allowed values" };
                        if (vErrors === null) {
                          vErrors = [err26];
                        } else {
                          vErrors.push(err26);
                        }
                        errors++;
                      }
                    }
                    const tag0 = data11.kty;
                    if (typeof tag0 == "string") {
                      if (tag0 === "OKP") {
                        if (data11 && typeof data11 == "object" && !Array.isArray(data11)) {
                          if (data11.kty === void 0) {
                            const err27 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i4, schemaPath: "#/properties/approvers/items/properties/keys/items/oneOf/0/required", keyword: "required", params: { missingProperty: "kty" }, message: "must have required property 'kty'" };
                            if (vErrors === null) {
                              vErrors = [err27];
                            } else {
                              vErrors.push(err27);
                            }
                            errors++;
                          }
                          if (data11.crv === void 0) {
                            const err28 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i4, schemaPath: "#/properties/approvers/items/properties/keys/items/oneOf/0/required", keyword: "required", params: { missingProperty: "crv" }, message: "must have required property 'crv'" };
                            if (vErrors === null) {
                              vErrors = [err28];
                            } else {
                              vErrors.push(err28);
                            }
                            errors++;
                          }
                          if (data11.x === void 0) {
                            const err29 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i4, schemaPath: "#/properties/approvers/items/properties/keys/items/oneOf/0/required", keyword: "required", params: { missingProperty: "x" }, message: "must have required property 'x'" };
                            if (vErrors === null) {
                              vErrors = [err29];
                            } else {
                              vErrors.push(err29);
                            }
                            errors++;
                          }
                          if (data11.kid === void 0) {
                            const err30 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i4, schemaPath: "#/properties/approvers/items/properties/keys/items/oneOf/0/required", keyword: "required", params: { missingProperty: "kid" }, message: "must have required property 'kid'" };
                            if (vErrors === null) {
                              vErrors = [err30];
                            } else {
                              vErrors.push(err30);
                            }
                            errors++;
                          }
                          if (data11.alg === void 0) {
                            const err31 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i4, schemaPath: "#/properties/approvers/items/properties/keys/items/oneOf/0/required", keyword: "required", params: { missingProperty: "alg" }, message: "must have required property 'alg'" };
                            if (vErrors === null) {
                              vErrors = [err31];
                            } else {
                              vErrors.push(err31);
                            }
                            errors++;
                          }
                          for (const key2 in data11) {
                            if (!(key2 === "kty" || key2 === "crv" || key2 === "x" || key2 === "kid" || key2 === "alg" || key2 === "use")) {
                              const err32 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i4, schemaPath: "#/properties/approvers/items/properties/keys/items/oneOf/0/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
                              if (vErrors === null) {
                                vErrors = [err32];
                              } else {
                                vErrors.push(err32);
                              }
                              errors++;
                            }
                          }
                          if (data11.kty !== void 0) {
                            if ("OKP" !== data11.kty) {
                              const err33 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i4 + "/kty", schemaPath: "#/properties/approvers/items/properties/keys/items/oneOf/0/properties/kty/const", keyword: "const", params: { allowedValue: "OKP" }, message: "must be equal to constant" };
                              if (vErrors === null) {
                                vErrors = [err33];
                              } else {
                                vErrors.push(err33);
                              }
                              errors++;
                            }
                          }
                          if (data11.crv !== void 0) {
                            if ("Ed25519" !== data11.crv) {
                              const err34 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i4 + "/crv", schemaPath: "#/properties/approvers/items/properties/keys/items/oneOf/0/properties/crv/const", keyword: "const", params: { allowedValue: "Ed25519" }, message: "must be equal to constant" };
                              if (vErrors === null) {
                                vErrors = [err34];
                              } else {
                                vErrors.push(err34);
                              }
                              errors++;
                            }
                          }
                          if (data11.x !== void 0) {
                            let data15 = data11.x;
                            if (typeof data15 === "string") {
                              if (!pattern9.test(data15)) {
                                const err35 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i4 + "/x", schemaPath: "#/properties/approvers/items/properties/keys/items/oneOf/0/properties/x/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9_-]{43}$" }, message: 'must match pattern "^[A-Za-z0-9_-]{43}$"' };
                                if (vErrors === null) {
                                  vErrors = [err35];
                                } else {
                                  vErrors.push(err35);
                                }
                                errors++;
                              }
                            } else {
                              const err36 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i4 + "/x", schemaPath: "#/properties/approvers/items/properties/keys/items/oneOf/0/properties/x/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                              if (vErrors === null) {
                                vErrors = [err36];
                              } else {
                                vErrors.push(err36);
                              }
                              errors++;
                            }
                          }
                          if (data11.kid !== void 0) {
                            let data16 = data11.kid;
                            if (typeof data16 === "string") {
                              if (!pattern0.test(data16)) {
                                const err37 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i4 + "/kid", schemaPath: "defs.schema.json#/definitions/id/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9][a-z0-9._-]{0,63}$" }, message: 'must match pattern "^[a-z0-9][a-z0-9._-]{0,63}$"' };
                                if (vErrors === null) {
                                  vErrors = [err37];
                                } else {
                                  vErrors.push(err37);
                                }
                                errors++;
                              }
                            } else {
                              const err38 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i4 + "/kid", schemaPath: "defs.schema.json#/definitions/id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                              if (vErrors === null) {
                                vErrors = [err38];
                              } else {
                                vErrors.push(err38);
                              }
                              errors++;
                            }
                          }
                          if (data11.alg !== void 0) {
                            if ("EdDSA" !== data11.alg) {
                              const err39 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i4 + "/alg", schemaPath: "#/properties/approvers/items/properties/keys/items/oneOf/0/properties/alg/const", keyword: "const", params: { allowedValue: "EdDSA" }, message: "must be equal to constant" };
                              if (vErrors === null) {
                                vErrors = [err39];
                              } else {
                                vErrors.push(err39);
                              }
                              errors++;
                            }
                          }
                          if (data11.use !== void 0) {
                            if ("sig" !== data11.use) {
                              const err40 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i4 + "/use", schemaPath: "#/properties/approvers/items/properties/keys/items/oneOf/0/properties/use/const", keyword: "const", params: { allowedValue: "sig" }, message: "must be equal to constant" };
                              if (vErrors === null) {
                                vErrors = [err40];
                              } else {
                                vErrors.push(err40);
                              }
                              errors++;
                            }
                          }
                        } else {
                          const err41 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i4, schemaPath: "#/properties/approvers/items/properties/keys/items/oneOf/0/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                          if (vErrors === null) {
                            vErrors = [err41];
                          } else {
                            vErrors.push(err41);
                          }
                          errors++;
                        }
                      } else if (tag0 === "EC") {
                        if (data11 && typeof data11 == "object" && !Array.isArray(data11)) {
                          if (data11.kty === void 0) {
                            const err42 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i4, schemaPath: "#/properties/approvers/items/properties/keys/items/oneOf/1/required", keyword: "required", params: { missingProperty: "kty" }, message: "must have required property 'kty'" };
                            if (vErrors === null) {
                              vErrors = [err42];
                            } else {
                              vErrors.push(err42);
                            }
                            errors++;
                          }
                          if (data11.crv === void 0) {
                            const err43 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i4, schemaPath: "#/properties/approvers/items/properties/keys/items/oneOf/1/required", keyword: "required", params: { missingProperty: "crv" }, message: "must have required property 'crv'" };
                            if (vErrors === null) {
                              vErrors = [err43];
                            } else {
                              vErrors.push(err43);
                            }
                            errors++;
                          }
                          if (data11.x === void 0) {
                            const err44 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i4, schemaPath: "#/properties/approvers/items/properties/keys/items/oneOf/1/required", keyword: "required", params: { missingProperty: "x" }, message: "must have required property 'x'" };
                            if (vErrors === null) {
                              vErrors = [err44];
                            } else {
                              vErrors.push(err44);
                            }
                            errors++;
                          }
                          if (data11.y === void 0) {
                            const err45 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i4, schemaPath: "#/properties/approvers/items/properties/keys/items/oneOf/1/required", keyword: "required", params: { missingProperty: "y" }, message: "must have required property 'y'" };
                            if (vErrors === null) {
                              vErrors = [err45];
                            } else {
                              vErrors.push(err45);
                            }
                            errors++;
                          }
                          if (data11.kid === void 0) {
                            const err46 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i4, schemaPath: "#/properties/approvers/items/properties/keys/items/oneOf/1/required", keyword: "required", params: { missingProperty: "kid" }, message: "must have required property 'kid'" };
                            if (vErrors === null) {
                              vErrors = [err46];
                            } else {
                              vErrors.push(err46);
                            }
                            errors++;
                          }
                          if (data11.alg === void 0) {
                            const err47 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i4, schemaPath: "#/properties/approvers/items/properties/keys/items/oneOf/1/required", keyword: "required", params: { missingProperty: "alg" }, message: "must have required property 'alg'" };
                            if (vErrors === null) {
                              vErrors = [err47];
                            } else {
                              vErrors.push(err47);
                            }
                            errors++;
                          }
                          for (const key3 in data11) {
                            if (!(key3 === "kty" || key3 === "crv" || key3 === "x" || key3 === "y" || key3 === "kid" || key3 === "alg" || key3 === "use")) {
                              const err48 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i4, schemaPath: "#/properties/approvers/items/properties/keys/items/oneOf/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
                              if (vErrors === null) {
                                vErrors = [err48];
                              } else {
                                vErrors.push(err48);
                              }
                              errors++;
                            }
                          }
                          if (data11.kty !== void 0) {
                            if ("EC" !== data11.kty) {
                              const err49 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i4 + "/kty", schemaPath: "#/properties/approvers/items/properties/keys/items/oneOf/1/properties/kty/const", keyword: "const", params: { allowedValue: "EC" }, message: "must be equal to constant" };
                              if (vErrors === null) {
                                vErrors = [err49];
                              } else {
                                vErrors.push(err49);
                              }
                              errors++;
                            }
                          }
                          if (data11.crv !== void 0) {
                            if ("P-256" !== data11.crv) {
                              const err50 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i4 + "/crv", schemaPath: "#/properties/approvers/items/properties/keys/items/oneOf/1/properties/crv/const", keyword: "const", params: { allowedValue: "P-256" }, message: "must be equal to constant" };
                              if (vErrors === null) {
                                vErrors = [err50];
                              } else {
                                vErrors.push(err50);
                              }
                              errors++;
                            }
                          }
                          if (data11.x !== void 0) {
                            let data21 = data11.x;
                            if (typeof data21 === "string") {
                              if (!pattern9.test(data21)) {
                                const err51 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i4 + "/x", schemaPath: "#/properties/approvers/items/properties/keys/items/oneOf/1/properties/x/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9_-]{43}$" }, message: 'must match pattern "^[A-Za-z0-9_-]{43}$"' };
                                if (vErrors === null) {
                                  vErrors = [err51];
                                } else {
                                  vErrors.push(err51);
                                }
                                errors++;
                              }
                            } else {
                              const err52 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i4 + "/x", schemaPath: "#/properties/approvers/items/properties/keys/items/oneOf/1/properties/x/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                              if (vErrors === null) {
                                vErrors = [err52];
                              } else {
                                vErrors.push(err52);
                              }
                              errors++;
                            }
                          }
                          if (data11.y !== void 0) {
                            let data22 = data11.y;
                            if (typeof data22 === "string") {
                              if (!pattern9.test(data22)) {
                                const err53 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i4 + "/y", schemaPath: "#/properties/approvers/items/properties/keys/items/oneOf/1/properties/y/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9_-]{43}$" }, message: 'must match pattern "^[A-Za-z0-9_-]{43}$"' };
                                if (vErrors === null) {
                                  vErrors = [err53];
                                } else {
                                  vErrors.push(err53);
                                }
                                errors++;
                              }
                            } else {
                              const err54 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i4 + "/y", schemaPath: "#/properties/approvers/items/properties/keys/items/oneOf/1/properties/y/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                              if (vErrors === null) {
                                vErrors = [err54];
                              } else {
                                vErrors.push(err54);
                              }
                              errors++;
                            }
                          }
                          if (data11.kid !== void 0) {
                            let data23 = data11.kid;
                            if (typeof data23 === "string") {
                              if (!pattern0.test(data23)) {
                                const err55 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i4 + "/kid", schemaPath: "defs.schema.json#/definitions/id/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9][a-z0-9._-]{0,63}$" }, message: 'must match pattern "^[a-z0-9][a-z0-9._-]{0,63}$"' };
                                if (vErrors === null) {
                                  vErrors = [err55];
                                } else {
                                  vErrors.push(err55);
                                }
                                errors++;
                              }
                            } else {
                              const err56 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i4 + "/kid", schemaPath: "defs.schema.json#/definitions/id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                              if (vErrors === null) {
                                vErrors = [err56];
                              } else {
                                vErrors.push(err56);
                              }
                              errors++;
                            }
                          }
                          if (data11.alg !== void 0) {
                            if ("ES256" !== data11.alg) {
                              const err57 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i4 + "/alg", schemaPath: "#/properties/approvers/items/properties/keys/items/oneOf/1/properties/alg/const", keyword: "const", params: { allowedValue: "ES256" }, message: "must be equal to constant" };
                              if (vErrors === null) {
                                vErrors = [err57];
                              } else {
                                vErrors.push(err57);
                              }
                              errors++;
                            }
                          }
                          if (data11.use !== void 0) {
                            if ("sig" !== data11.use) {
                              const err58 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i4 + "/use", schemaPath: "#/properties/approvers/items/properties/keys/items/oneOf/1/properties/use/const", keyword: "const", params: { allowedValue: "sig" }, message: "must be equal to constant" };
                              if (vErrors === null) {
                                vErrors = [err58];
                              } else {
                                vErrors.push(err58);
                              }
                              errors++;
                            }
                          }
                        } else {
                          const err59 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i4, schemaPath: "#/properties/approvers/items/properties/keys/items/oneOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                          if (vErrors === null) {
                            vErrors = [err59];
                          } else {
                            vErrors.push(err59);
                          }
                          errors++;
                        }
                      } else {
                        const err60 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i4, schemaPath: "#/properties/approvers/items/properties/keys/items/discriminator", keyword: "discriminator", params: { error: "mapping", tag: "kty", tagValue: tag0 }, message: 'value of tag "kty" must be in oneOf' };
                        if (vErrors === null) {
                          vErrors = [err60];
                        } else {
                          vErrors.push(err60);
                        }
                        errors++;
                      }
                    } else {
                      const err61 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i4, schemaPath: "#/properties/approvers/items/properties/keys/items/discriminator", keyword: "discriminator", params: { error: "tag", tag: "kty", tagValue: tag0 }, message: 'tag "kty" must be string' };
                      if (vErrors === null) {
                        vErrors = [err61];
                      } else {
                        vErrors.push(err61);
                      }
                      errors++;
                    }
                  } else {
                    const err62 = { instancePath: instancePath + "/approvers/" + i0 + "/keys/" + i4, schemaPath: "#/properties/approvers/items/properties/keys/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                    if (vErrors === null) {
                      vErrors = [err62];
                    } else {
                      vErrors.push(err62);
                    }
                    errors++;
                  }
                }
              } else {
                const err63 = { instancePath: instancePath + "/approvers/" + i0 + "/keys", schemaPath: "#/properties/approvers/items/properties/keys/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                if (vErrors === null) {
                  vErrors = [err63];
                } else {
                  vErrors.push(err63);
                }
                errors++;
              }
            }
          } else {
            const err64 = { instancePath: instancePath + "/approvers/" + i0, schemaPath: "#/properties/approvers/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err64];
            } else {
              vErrors.push(err64);
            }
            errors++;
          }
        }
      } else {
        const err65 = { instancePath: instancePath + "/approvers", schemaPath: "#/properties/approvers/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err65];
        } else {
          vErrors.push(err65);
        }
        errors++;
      }
    }
  } else {
    const err66 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err66];
    } else {
      vErrors.push(err66);
    }
    errors++;
  }
  validate41.errors = vErrors;
  return errors === 0;
}
var Proposal = validate42;
var schema46 = { "$id": "https://loopgov.dev/schemas/proposal.schema.json", "$schema": "http://json-schema.org/draft-07/schema#", "title": "Proposal (SPEC \xA72.4, \xA76)", "type": "object", "additionalProperties": false, "required": ["apiVersion", "kind", "id", "proposed_by", "summary", "rationale"], "properties": { "apiVersion": { "const": "loopgov/v1" }, "kind": { "const": "Proposal" }, "id": { "$ref": "defs.schema.json#/definitions/id" }, "proposed_by": { "type": "string", "minLength": 1, "maxLength": 100 }, "created_at": { "type": "string", "maxLength": 40 }, "summary": { "type": "string", "maxLength": 500 }, "rationale": { "type": "string", "maxLength": 2e4 }, "rollback_to": { "type": "string", "pattern": "^[0-9a-f]{40}$" }, "changes": { "type": "array", "maxItems": 1e3, "items": { "type": "object", "additionalProperties": false, "required": ["field", "to"], "properties": { "file": { "type": "string" }, "scope": { "type": "object", "additionalProperties": false, "properties": { "project": { "type": ["string", "null"] }, "level": { "type": ["string", "null"] }, "profile": { "type": ["string", "null"] } } }, "field": { "type": "string" }, "from": {}, "to": {} } } }, "evidence": { "type": "object", "additionalProperties": false, "properties": { "runs": { "type": "array", "maxItems": 1e5, "items": { "type": "string", "maxLength": 200 } }, "statistics": { "type": "object", "additionalProperties": { "type": ["number", "string"] } }, "counterfactual": { "type": "array", "maxItems": 1e5, "items": { "type": "object", "additionalProperties": false, "required": ["run_id", "recorded", "proposed"], "properties": { "run_id": { "type": "string" }, "recorded": { "type": "string" }, "proposed": { "type": "string" }, "note": { "type": "string" } } } } } } } };
var func9 = Object.prototype.hasOwnProperty;
var pattern15 = new RegExp("^[0-9a-f]{40}$", "u");
function validate42(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
      if (!func9.call(schema46.properties, key0)) {
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
        if (func2(data3) > 100) {
          const err11 = { instancePath: instancePath + "/proposed_by", schemaPath: "#/properties/proposed_by/maxLength", keyword: "maxLength", params: { limit: 100 }, message: "must NOT have more than 100 characters" };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
        if (func2(data3) < 1) {
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
        if (func2(data4) > 40) {
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
        if (func2(data5) > 500) {
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
        if (func2(data6) > 2e4) {
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
        if (!pattern15.test(data7)) {
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
              if (!(key1 === "file" || key1 === "scope" || key1 === "field" || key1 === "from" || key1 === "to")) {
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
                    const err28 = { instancePath: instancePath + "/changes/" + i0 + "/scope/project", schemaPath: "#/properties/changes/items/properties/scope/properties/project/type", keyword: "type", params: { type: schema46.properties.changes.items.properties.scope.properties.project.type }, message: "must be string,null" };
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
                    const err29 = { instancePath: instancePath + "/changes/" + i0 + "/scope/level", schemaPath: "#/properties/changes/items/properties/scope/properties/level/type", keyword: "type", params: { type: schema46.properties.changes.items.properties.scope.properties.level.type }, message: "must be string,null" };
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
                    const err30 = { instancePath: instancePath + "/changes/" + i0 + "/scope/profile", schemaPath: "#/properties/changes/items/properties/scope/properties/profile/type", keyword: "type", params: { type: schema46.properties.changes.items.properties.scope.properties.profile.type }, message: "must be string,null" };
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
          } else {
            const err33 = { instancePath: instancePath + "/changes/" + i0, schemaPath: "#/properties/changes/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err33];
            } else {
              vErrors.push(err33);
            }
            errors++;
          }
        }
      } else {
        const err34 = { instancePath: instancePath + "/changes", schemaPath: "#/properties/changes/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err34];
        } else {
          vErrors.push(err34);
        }
        errors++;
      }
    }
    if (data.evidence !== void 0) {
      let data16 = data.evidence;
      if (data16 && typeof data16 == "object" && !Array.isArray(data16)) {
        for (const key3 in data16) {
          if (!(key3 === "runs" || key3 === "statistics" || key3 === "counterfactual")) {
            const err35 = { instancePath: instancePath + "/evidence", schemaPath: "#/properties/evidence/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err35];
            } else {
              vErrors.push(err35);
            }
            errors++;
          }
        }
        if (data16.runs !== void 0) {
          let data17 = data16.runs;
          if (Array.isArray(data17)) {
            if (data17.length > 1e5) {
              const err36 = { instancePath: instancePath + "/evidence/runs", schemaPath: "#/properties/evidence/properties/runs/maxItems", keyword: "maxItems", params: { limit: 1e5 }, message: "must NOT have more than 100000 items" };
              if (vErrors === null) {
                vErrors = [err36];
              } else {
                vErrors.push(err36);
              }
              errors++;
            }
            const len1 = data17.length;
            for (let i1 = 0; i1 < len1; i1++) {
              let data18 = data17[i1];
              if (typeof data18 === "string") {
                if (func2(data18) > 200) {
                  const err37 = { instancePath: instancePath + "/evidence/runs/" + i1, schemaPath: "#/properties/evidence/properties/runs/items/maxLength", keyword: "maxLength", params: { limit: 200 }, message: "must NOT have more than 200 characters" };
                  if (vErrors === null) {
                    vErrors = [err37];
                  } else {
                    vErrors.push(err37);
                  }
                  errors++;
                }
              } else {
                const err38 = { instancePath: instancePath + "/evidence/runs/" + i1, schemaPath: "#/properties/evidence/properties/runs/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err38];
                } else {
                  vErrors.push(err38);
                }
                errors++;
              }
            }
          } else {
            const err39 = { instancePath: instancePath + "/evidence/runs", schemaPath: "#/properties/evidence/properties/runs/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err39];
            } else {
              vErrors.push(err39);
            }
            errors++;
          }
        }
        if (data16.statistics !== void 0) {
          let data19 = data16.statistics;
          if (data19 && typeof data19 == "object" && !Array.isArray(data19)) {
            for (const key4 in data19) {
              let data20 = data19[key4];
              if (!(typeof data20 == "number" && isFinite(data20)) && typeof data20 !== "string") {
                const err40 = { instancePath: instancePath + "/evidence/statistics/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/evidence/properties/statistics/additionalProperties/type", keyword: "type", params: { type: schema46.properties.evidence.properties.statistics.additionalProperties.type }, message: "must be number,string" };
                if (vErrors === null) {
                  vErrors = [err40];
                } else {
                  vErrors.push(err40);
                }
                errors++;
              }
            }
          } else {
            const err41 = { instancePath: instancePath + "/evidence/statistics", schemaPath: "#/properties/evidence/properties/statistics/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err41];
            } else {
              vErrors.push(err41);
            }
            errors++;
          }
        }
        if (data16.counterfactual !== void 0) {
          let data21 = data16.counterfactual;
          if (Array.isArray(data21)) {
            if (data21.length > 1e5) {
              const err42 = { instancePath: instancePath + "/evidence/counterfactual", schemaPath: "#/properties/evidence/properties/counterfactual/maxItems", keyword: "maxItems", params: { limit: 1e5 }, message: "must NOT have more than 100000 items" };
              if (vErrors === null) {
                vErrors = [err42];
              } else {
                vErrors.push(err42);
              }
              errors++;
            }
            const len2 = data21.length;
            for (let i2 = 0; i2 < len2; i2++) {
              let data22 = data21[i2];
              if (data22 && typeof data22 == "object" && !Array.isArray(data22)) {
                if (data22.run_id === void 0) {
                  const err43 = { instancePath: instancePath + "/evidence/counterfactual/" + i2, schemaPath: "#/properties/evidence/properties/counterfactual/items/required", keyword: "required", params: { missingProperty: "run_id" }, message: "must have required property 'run_id'" };
                  if (vErrors === null) {
                    vErrors = [err43];
                  } else {
                    vErrors.push(err43);
                  }
                  errors++;
                }
                if (data22.recorded === void 0) {
                  const err44 = { instancePath: instancePath + "/evidence/counterfactual/" + i2, schemaPath: "#/properties/evidence/properties/counterfactual/items/required", keyword: "required", params: { missingProperty: "recorded" }, message: "must have required property 'recorded'" };
                  if (vErrors === null) {
                    vErrors = [err44];
                  } else {
                    vErrors.push(err44);
                  }
                  errors++;
                }
                if (data22.proposed === void 0) {
                  const err45 = { instancePath: instancePath + "/evidence/counterfactual/" + i2, schemaPath: "#/properties/evidence/properties/counterfactual/items/required", keyword: "required", params: { missingProperty: "proposed" }, message: "must have required property 'proposed'" };
                  if (vErrors === null) {
                    vErrors = [err45];
                  } else {
                    vErrors.push(err45);
                  }
                  errors++;
                }
                for (const key5 in data22) {
                  if (!(key5 === "run_id" || key5 === "recorded" || key5 === "proposed" || key5 === "note")) {
                    const err46 = { instancePath: instancePath + "/evidence/counterfactual/" + i2, schemaPath: "#/properties/evidence/properties/counterfactual/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                      vErrors = [err46];
                    } else {
                      vErrors.push(err46);
                    }
                    errors++;
                  }
                }
                if (data22.run_id !== void 0) {
                  if (typeof data22.run_id !== "string") {
                    const err47 = { instancePath: instancePath + "/evidence/counterfactual/" + i2 + "/run_id", schemaPath: "#/properties/evidence/properties/counterfactual/items/properties/run_id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err47];
                    } else {
                      vErrors.push(err47);
                    }
                    errors++;
                  }
                }
                if (data22.recorded !== void 0) {
                  if (typeof data22.recorded !== "string") {
                    const err48 = { instancePath: instancePath + "/evidence/counterfactual/" + i2 + "/recorded", schemaPath: "#/properties/evidence/properties/counterfactual/items/properties/recorded/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err48];
                    } else {
                      vErrors.push(err48);
                    }
                    errors++;
                  }
                }
                if (data22.proposed !== void 0) {
                  if (typeof data22.proposed !== "string") {
                    const err49 = { instancePath: instancePath + "/evidence/counterfactual/" + i2 + "/proposed", schemaPath: "#/properties/evidence/properties/counterfactual/items/properties/proposed/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err49];
                    } else {
                      vErrors.push(err49);
                    }
                    errors++;
                  }
                }
                if (data22.note !== void 0) {
                  if (typeof data22.note !== "string") {
                    const err50 = { instancePath: instancePath + "/evidence/counterfactual/" + i2 + "/note", schemaPath: "#/properties/evidence/properties/counterfactual/items/properties/note/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err50];
                    } else {
                      vErrors.push(err50);
                    }
                    errors++;
                  }
                }
              } else {
                const err51 = { instancePath: instancePath + "/evidence/counterfactual/" + i2, schemaPath: "#/properties/evidence/properties/counterfactual/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                  vErrors = [err51];
                } else {
                  vErrors.push(err51);
                }
                errors++;
              }
            }
          } else {
            const err52 = { instancePath: instancePath + "/evidence/counterfactual", schemaPath: "#/properties/evidence/properties/counterfactual/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err52];
            } else {
              vErrors.push(err52);
            }
            errors++;
          }
        }
      } else {
        const err53 = { instancePath: instancePath + "/evidence", schemaPath: "#/properties/evidence/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err53];
        } else {
          vErrors.push(err53);
        }
        errors++;
      }
    }
  } else {
    const err54 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err54];
    } else {
      vErrors.push(err54);
    }
    errors++;
  }
  validate42.errors = vErrors;
  return errors === 0;
}
var ApprovalClaims = validate43;
var schema48 = { "$id": "https://loopgov.dev/schemas/approval-claims.schema.json", "$schema": "http://json-schema.org/draft-07/schema#", "title": "Approval token claims (SPEC \xA73.2)", "type": "object", "additionalProperties": false, "required": ["iss", "aud", "sub", "iat", "exp", "jti", "base", "head", "decision"], "properties": { "iss": { "const": "loopgov" }, "aud": { "type": "string", "pattern": "^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$" }, "sub": { "$ref": "defs.schema.json#/definitions/id" }, "iat": { "type": "integer", "minimum": 0 }, "exp": { "type": "integer", "minimum": 0 }, "nbf": { "type": "integer", "minimum": 0 }, "jti": { "type": "string", "minLength": 8, "maxLength": 128 }, "base": { "$ref": "defs.schema.json#/definitions/digest" }, "head": { "$ref": "defs.schema.json#/definitions/digest" }, "decision": { "enum": ["approve", "reject"] } } };
var pattern16 = new RegExp("^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$", "u");
var pattern18 = new RegExp("^[0-9a-f]{64}$", "u");
function validate43(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
      if (!func9.call(schema48.properties, key0)) {
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
        if (!pattern16.test(data1)) {
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
        if (func2(data6) > 128) {
          const err21 = { instancePath: instancePath + "/jti", schemaPath: "#/properties/jti/maxLength", keyword: "maxLength", params: { limit: 128 }, message: "must NOT have more than 128 characters" };
          if (vErrors === null) {
            vErrors = [err21];
          } else {
            vErrors.push(err21);
          }
          errors++;
        }
        if (func2(data6) < 8) {
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
        if (!pattern18.test(data7)) {
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
        if (!pattern18.test(data8)) {
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
        const err28 = { instancePath: instancePath + "/decision", schemaPath: "#/properties/decision/enum", keyword: "enum", params: { allowedValues: schema48.properties.decision.enum }, message: "must be equal to one of the allowed values" };
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
  validate43.errors = vErrors;
  return errors === 0;
}
var StepEvent = validate44;
var schema52 = { "$id": "https://loopgov.dev/schemas/step-event.schema.json", "$schema": "http://json-schema.org/draft-07/schema#", "title": "StepEvent", "description": "One iteration of a governed agent loop, as the runner reports it (SPEC \xA74.2). Elapsed time is measured by the evaluator, never reported.", "type": "object", "additionalProperties": false, "required": ["step", "intent", "action", "tool", "inputs_ref", "tokens", "cost_usd", "progress", "artifact", "claims_done"], "properties": { "step": { "type": "integer", "minimum": 0, "maximum": 9007199254740991 }, "intent": { "type": "string", "maxLength": 4096 }, "action": { "type": "string", "maxLength": 65536 }, "tool": { "type": "string", "maxLength": 256 }, "inputs_ref": { "type": "string", "maxLength": 4096 }, "tokens": { "type": "integer", "minimum": 0, "maximum": 1e12 }, "cost_usd": { "type": "number", "minimum": 0, "maximum": 1e9 }, "progress": { "type": "number", "minimum": -1e12, "maximum": 1e12 }, "artifact": { "anyOf": [{ "type": "null" }, { "type": "string", "maxLength": 67108864 }, { "type": "object", "additionalProperties": false, "required": ["base64"], "properties": { "base64": { "type": "string", "maxLength": 89478488, "pattern": "^[A-Za-z0-9+/]*={0,2}$" } } }] }, "claims_done": { "type": "boolean" }, "action_hash": { "type": "string", "pattern": "^[A-Za-z0-9._:-]{1,128}$" } } };
var pattern20 = new RegExp("^[A-Za-z0-9+/]*={0,2}$", "u");
var pattern21 = new RegExp("^[A-Za-z0-9._:-]{1,128}$", "u");
function validate44(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
      if (!func9.call(schema52.properties, key0)) {
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
        if (func2(data1) > 4096) {
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
        if (func2(data2) > 65536) {
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
        if (func2(data3) > 256) {
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
        if (func2(data4) > 4096) {
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
          if (func2(data8) > 67108864) {
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
                if (func2(data9) > 89478488) {
                  const err36 = { instancePath: instancePath + "/artifact/base64", schemaPath: "#/properties/artifact/anyOf/2/properties/base64/maxLength", keyword: "maxLength", params: { limit: 89478488 }, message: "must NOT have more than 89478488 characters" };
                  if (vErrors === null) {
                    vErrors = [err36];
                  } else {
                    vErrors.push(err36);
                  }
                  errors++;
                }
                if (!pattern20.test(data9)) {
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
        if (!pattern21.test(data11)) {
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
  } else {
    const err44 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err44];
    } else {
      vErrors.push(err44);
    }
    errors++;
  }
  validate44.errors = vErrors;
  return errors === 0;
}
var Decision = validate45;
var schema53 = { "$id": "https://loopgov.dev/schemas/decision.schema.json", "$schema": "http://json-schema.org/draft-07/schema#", "title": "Decision", "description": "The evaluator's answer to one step event (SPEC \xA74.2); one JSON line per event from `loopgov run`.", "type": "object", "additionalProperties": false, "required": ["run_id", "step", "attempt", "decision", "reason", "gate", "convergence", "budget", "correction_hint", "trace", "provenance", "governance"], "definitions": { "kind": { "enum": ["CONTINUE", "CORRECT", "DONE", "HALT", "ESCALATE"] }, "reason": { "enum": ["ok", "human", "gate_fail", "gate_deny", "corrections_exhausted", "budget.max_steps", "budget.max_tokens", "budget.max_cost_usd", "budget.max_wall_clock_sec", "oscillation", "thrash", "no_progress", "self_declared_done", "success", "fail_closed", "incomplete", "invalid_event", "policy_unavailable", "level_not_allowed", "governance_required", "run_closed", "governance_off"] }, "verdict": { "enum": ["PASS", "FAIL", "DENY"] } }, "properties": { "run_id": { "type": "string" }, "step": { "type": ["integer", "null"] }, "attempt": { "type": "integer", "minimum": 1 }, "decision": { "$ref": "#/definitions/kind" }, "reason": { "$ref": "#/definitions/reason" }, "detail": { "type": "string" }, "gate": { "type": "object", "additionalProperties": false, "required": ["verdict", "results"], "properties": { "verdict": { "enum": ["PASS", "FAIL", "DENY", "SKIP"] }, "results": { "type": "array", "items": { "type": "object", "additionalProperties": false, "required": ["id", "kind", "verdict", "detail"], "properties": { "id": { "type": "string" }, "kind": { "enum": ["deny-patterns", "max-bytes", "command"] }, "verdict": { "$ref": "#/definitions/verdict" }, "detail": { "type": "string" } } } } } }, "convergence": { "oneOf": [{ "type": "null" }, { "type": "object", "additionalProperties": false, "required": ["repeat", "alternation", "since_best", "best_progress", "stall"], "properties": { "repeat": { "type": "integer", "minimum": 0 }, "alternation": { "type": "integer", "minimum": 0 }, "since_best": { "type": "integer", "minimum": 0 }, "best_progress": { "type": ["number", "null"] }, "stall": { "enum": [null, "oscillation", "thrash", "no_progress"] } } }] }, "budget": { "oneOf": [{ "type": "null" }, { "type": "object", "additionalProperties": false, "required": ["steps", "tokens", "cost_usd", "wall_clock_sec", "limits", "exceeded"], "properties": { "steps": { "type": "integer", "minimum": 0 }, "tokens": { "type": "integer", "minimum": 0 }, "cost_usd": { "type": "number", "minimum": 0 }, "wall_clock_sec": { "type": "number", "minimum": 0 }, "limits": { "type": "object", "additionalProperties": false, "required": ["max_steps", "max_tokens", "max_cost_usd", "max_wall_clock_sec"], "properties": { "max_steps": { "type": "number" }, "max_tokens": { "type": "number" }, "max_cost_usd": { "type": "number" }, "max_wall_clock_sec": { "type": "number" } } }, "exceeded": { "enum": [null, "max_steps", "max_tokens", "max_cost_usd", "max_wall_clock_sec"] } } }] }, "correction_hint": { "type": ["string", "null"] }, "trace": { "oneOf": [{ "type": "null" }, { "type": "object", "additionalProperties": false, "required": ["index", "hash"], "properties": { "index": { "type": "integer", "minimum": 0 }, "hash": { "type": "string", "pattern": "^[0-9a-f]{64}$" } } }] }, "provenance": { "type": "object", "additionalProperties": false, "required": ["source", "artifact_path", "commit", "run_at", "verified"], "properties": { "source": { "enum": ["pinned", "unpinned", "none"] }, "artifact_path": { "type": ["string", "null"] }, "commit": { "type": ["string", "null"] }, "run_at": { "type": "string" }, "verified": { "type": "boolean" } } }, "governance": { "enum": ["required", "optional", "off"] }, "advisory": { "type": "object", "additionalProperties": false, "required": ["decision", "reason"], "properties": { "decision": { "$ref": "#/definitions/kind" }, "reason": { "$ref": "#/definitions/reason" } } } } };
var schema54 = { "enum": ["CONTINUE", "CORRECT", "DONE", "HALT", "ESCALATE"] };
var schema55 = { "enum": ["ok", "human", "gate_fail", "gate_deny", "corrections_exhausted", "budget.max_steps", "budget.max_tokens", "budget.max_cost_usd", "budget.max_wall_clock_sec", "oscillation", "thrash", "no_progress", "self_declared_done", "success", "fail_closed", "incomplete", "invalid_event", "policy_unavailable", "level_not_allowed", "governance_required", "run_closed", "governance_off"] };
var schema56 = { "enum": ["PASS", "FAIL", "DENY"] };
function validate45(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
      if (!func9.call(schema53.properties, key0)) {
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
        const err14 = { instancePath: instancePath + "/step", schemaPath: "#/properties/step/type", keyword: "type", params: { type: schema53.properties.step.type }, message: "must be integer,null" };
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
        const err17 = { instancePath: instancePath + "/decision", schemaPath: "#/definitions/kind/enum", keyword: "enum", params: { allowedValues: schema54.enum }, message: "must be equal to one of the allowed values" };
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
      if (!(data4 === "ok" || data4 === "human" || data4 === "gate_fail" || data4 === "gate_deny" || data4 === "corrections_exhausted" || data4 === "budget.max_steps" || data4 === "budget.max_tokens" || data4 === "budget.max_cost_usd" || data4 === "budget.max_wall_clock_sec" || data4 === "oscillation" || data4 === "thrash" || data4 === "no_progress" || data4 === "self_declared_done" || data4 === "success" || data4 === "fail_closed" || data4 === "incomplete" || data4 === "invalid_event" || data4 === "policy_unavailable" || data4 === "level_not_allowed" || data4 === "governance_required" || data4 === "run_closed" || data4 === "governance_off")) {
        const err18 = { instancePath: instancePath + "/reason", schemaPath: "#/definitions/reason/enum", keyword: "enum", params: { allowedValues: schema55.enum }, message: "must be equal to one of the allowed values" };
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
            const err23 = { instancePath: instancePath + "/gate/verdict", schemaPath: "#/properties/gate/properties/verdict/enum", keyword: "enum", params: { allowedValues: schema53.properties.gate.properties.verdict.enum }, message: "must be equal to one of the allowed values" };
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
                  if (!(data11 === "deny-patterns" || data11 === "max-bytes" || data11 === "command")) {
                    const err30 = { instancePath: instancePath + "/gate/results/" + i0 + "/kind", schemaPath: "#/properties/gate/properties/results/items/properties/kind/enum", keyword: "enum", params: { allowedValues: schema53.properties.gate.properties.results.items.properties.kind.enum }, message: "must be equal to one of the allowed values" };
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
                    const err31 = { instancePath: instancePath + "/gate/results/" + i0 + "/verdict", schemaPath: "#/definitions/verdict/enum", keyword: "enum", params: { allowedValues: schema56.enum }, message: "must be equal to one of the allowed values" };
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
            const err49 = { instancePath: instancePath + "/convergence/best_progress", schemaPath: "#/properties/convergence/oneOf/1/properties/best_progress/type", keyword: "type", params: { type: schema53.properties.convergence.oneOf[1].properties.best_progress.type }, message: "must be number,null" };
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
            const err50 = { instancePath: instancePath + "/convergence/stall", schemaPath: "#/properties/convergence/oneOf/1/properties/stall/enum", keyword: "enum", params: { allowedValues: schema53.properties.convergence.oneOf[1].properties.stall.enum }, message: "must be equal to one of the allowed values" };
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
            const err79 = { instancePath: instancePath + "/budget/exceeded", schemaPath: "#/properties/budget/oneOf/1/properties/exceeded/enum", keyword: "enum", params: { allowedValues: schema53.properties.budget.oneOf[1].properties.exceeded.enum }, message: "must be equal to one of the allowed values" };
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
        const err82 = { instancePath: instancePath + "/correction_hint", schemaPath: "#/properties/correction_hint/type", keyword: "type", params: { type: schema53.properties.correction_hint.type }, message: "must be string,null" };
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
            if (!pattern18.test(data34)) {
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
            const err99 = { instancePath: instancePath + "/provenance/source", schemaPath: "#/properties/provenance/properties/source/enum", keyword: "enum", params: { allowedValues: schema53.properties.provenance.properties.source.enum }, message: "must be equal to one of the allowed values" };
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
            const err100 = { instancePath: instancePath + "/provenance/artifact_path", schemaPath: "#/properties/provenance/properties/artifact_path/type", keyword: "type", params: { type: schema53.properties.provenance.properties.artifact_path.type }, message: "must be string,null" };
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
            const err101 = { instancePath: instancePath + "/provenance/commit", schemaPath: "#/properties/provenance/properties/commit/type", keyword: "type", params: { type: schema53.properties.provenance.properties.commit.type }, message: "must be string,null" };
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
        const err105 = { instancePath: instancePath + "/governance", schemaPath: "#/properties/governance/enum", keyword: "enum", params: { allowedValues: schema53.properties.governance.enum }, message: "must be equal to one of the allowed values" };
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
            const err109 = { instancePath: instancePath + "/advisory/decision", schemaPath: "#/definitions/kind/enum", keyword: "enum", params: { allowedValues: schema54.enum }, message: "must be equal to one of the allowed values" };
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
          if (!(data44 === "ok" || data44 === "human" || data44 === "gate_fail" || data44 === "gate_deny" || data44 === "corrections_exhausted" || data44 === "budget.max_steps" || data44 === "budget.max_tokens" || data44 === "budget.max_cost_usd" || data44 === "budget.max_wall_clock_sec" || data44 === "oscillation" || data44 === "thrash" || data44 === "no_progress" || data44 === "self_declared_done" || data44 === "success" || data44 === "fail_closed" || data44 === "incomplete" || data44 === "invalid_event" || data44 === "policy_unavailable" || data44 === "level_not_allowed" || data44 === "governance_required" || data44 === "run_closed" || data44 === "governance_off")) {
            const err110 = { instancePath: instancePath + "/advisory/reason", schemaPath: "#/definitions/reason/enum", keyword: "enum", params: { allowedValues: schema55.enum }, message: "must be equal to one of the allowed values" };
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
  validate45.errors = vErrors;
  return errors === 0;
}
var TraceRecord = validate46;
var schema59 = { "$id": "https://loopgov.dev/schemas/trace-record.schema.json", "$schema": "http://json-schema.org/draft-07/schema#", "title": "Trace record (SPEC \xA75): one line of <trace-dir>/<run_id>/trace.jsonl", "description": "The envelope (type, run_id, at, index, prev, hash) is checked strictly; each record type adds its own fields, of which the ones readers rely on are required here. hash = lowercase hex SHA-256 of the RFC 8785 canonical JSON of the record without hash; the line is exactly that canonical JSON with the hash appended as the last member.", "type": "object", "required": ["type", "run_id", "at", "index", "prev", "hash"], "properties": { "type": { "type": "string", "enum": ["run_start", "iteration", "run_end", "recovery", "halt_request"] }, "run_id": { "type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$" }, "at": { "type": "string", "minLength": 1, "maxLength": 40 }, "index": { "type": "integer", "minimum": 0 }, "prev": { "type": "string", "pattern": "^[0-9a-f]{64}$" }, "hash": { "type": "string", "pattern": "^[0-9a-f]{64}$" } }, "allOf": [{ "if": { "type": "object", "properties": { "type": { "const": "iteration" } } }, "then": { "type": "object", "required": ["step", "decision", "reason", "gate"], "properties": { "step": { "type": "number" }, "decision": { "type": "string", "enum": ["CONTINUE", "CORRECT", "DONE", "HALT", "ESCALATE"] }, "reason": { "type": "string" }, "gate": { "type": "object", "required": ["verdict", "results"], "properties": { "verdict": { "type": "string", "enum": ["PASS", "FAIL", "DENY", "SKIP"] }, "results": { "type": "array", "items": { "type": "object", "required": ["id", "kind", "verdict"], "properties": { "id": { "type": "string" }, "kind": { "type": "string" }, "verdict": { "type": "string", "enum": ["PASS", "FAIL", "DENY"] }, "detail": { "type": "string" } } } } } }, "artifact": { "anyOf": [{ "type": "null" }, { "type": "object", "required": ["sha256"], "properties": { "sha256": { "type": "string", "pattern": "^[0-9a-f]{64}$" } } }] } } } }, { "if": { "type": "object", "properties": { "type": { "const": "run_end" } } }, "then": { "type": "object", "required": ["decision", "reason"], "properties": { "decision": { "type": "string", "enum": ["CONTINUE", "CORRECT", "DONE", "HALT", "ESCALATE"] }, "reason": { "type": "string" } } } }, { "if": { "type": "object", "properties": { "type": { "const": "recovery" } } }, "then": { "type": "object", "required": ["cause", "offset", "torn_bytes", "torn_sha256", "preserved"], "properties": { "cause": { "type": "string", "enum": ["unterminated", "garbled"] }, "offset": { "type": "integer", "minimum": 0 }, "torn_bytes": { "type": "integer", "minimum": 1 }, "torn_sha256": { "type": "string", "pattern": "^[0-9a-f]{64}$" }, "preserved": { "type": "string", "pattern": "^recovered/[0-9a-f]{64}\\.torn$" } } } }, { "if": { "type": "object", "properties": { "type": { "const": "halt_request" } } }, "then": { "type": "object", "required": ["by", "reason"], "properties": { "by": { "type": "string", "minLength": 1 }, "reason": { "type": "string" } } } }] };
var pattern25 = new RegExp("^recovered/[0-9a-f]{64}\\.torn$", "u");
var pattern26 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$", "u");
function validate46(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
          const err8 = { instancePath: instancePath + "/decision", schemaPath: "#/allOf/0/then/properties/decision/enum", keyword: "enum", params: { allowedValues: schema59.allOf[0].then.properties.decision.enum }, message: "must be equal to one of the allowed values" };
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
              const err13 = { instancePath: instancePath + "/gate/verdict", schemaPath: "#/allOf/0/then/properties/gate/properties/verdict/enum", keyword: "enum", params: { allowedValues: schema59.allOf[0].then.properties.gate.properties.verdict.enum }, message: "must be equal to one of the allowed values" };
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
                      const err20 = { instancePath: instancePath + "/gate/results/" + i0 + "/verdict", schemaPath: "#/allOf/0/then/properties/gate/properties/results/items/properties/verdict/enum", keyword: "enum", params: { allowedValues: schema59.allOf[0].then.properties.gate.properties.results.items.properties.verdict.enum }, message: "must be equal to one of the allowed values" };
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
                if (!pattern18.test(data13)) {
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
          const err38 = { instancePath: instancePath + "/decision", schemaPath: "#/allOf/1/then/properties/decision/enum", keyword: "enum", params: { allowedValues: schema59.allOf[1].then.properties.decision.enum }, message: "must be equal to one of the allowed values" };
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
          const err50 = { instancePath: instancePath + "/cause", schemaPath: "#/allOf/2/then/properties/cause/enum", keyword: "enum", params: { allowedValues: schema59.allOf[2].then.properties.cause.enum }, message: "must be equal to one of the allowed values" };
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
          if (!pattern18.test(data21)) {
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
          if (!pattern25.test(data22)) {
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
          if (func2(data24) < 1) {
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
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.type === void 0) {
      const err70 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'" };
      if (vErrors === null) {
        vErrors = [err70];
      } else {
        vErrors.push(err70);
      }
      errors++;
    }
    if (data.run_id === void 0) {
      const err71 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "run_id" }, message: "must have required property 'run_id'" };
      if (vErrors === null) {
        vErrors = [err71];
      } else {
        vErrors.push(err71);
      }
      errors++;
    }
    if (data.at === void 0) {
      const err72 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "at" }, message: "must have required property 'at'" };
      if (vErrors === null) {
        vErrors = [err72];
      } else {
        vErrors.push(err72);
      }
      errors++;
    }
    if (data.index === void 0) {
      const err73 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "index" }, message: "must have required property 'index'" };
      if (vErrors === null) {
        vErrors = [err73];
      } else {
        vErrors.push(err73);
      }
      errors++;
    }
    if (data.prev === void 0) {
      const err74 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "prev" }, message: "must have required property 'prev'" };
      if (vErrors === null) {
        vErrors = [err74];
      } else {
        vErrors.push(err74);
      }
      errors++;
    }
    if (data.hash === void 0) {
      const err75 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "hash" }, message: "must have required property 'hash'" };
      if (vErrors === null) {
        vErrors = [err75];
      } else {
        vErrors.push(err75);
      }
      errors++;
    }
    if (data.type !== void 0) {
      let data26 = data.type;
      if (typeof data26 !== "string") {
        const err76 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err76];
        } else {
          vErrors.push(err76);
        }
        errors++;
      }
      if (!(data26 === "run_start" || data26 === "iteration" || data26 === "run_end" || data26 === "recovery" || data26 === "halt_request")) {
        const err77 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/enum", keyword: "enum", params: { allowedValues: schema59.properties.type.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err77];
        } else {
          vErrors.push(err77);
        }
        errors++;
      }
    }
    if (data.run_id !== void 0) {
      let data27 = data.run_id;
      if (typeof data27 === "string") {
        if (!pattern26.test(data27)) {
          const err78 = { instancePath: instancePath + "/run_id", schemaPath: "#/properties/run_id/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$" }, message: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$"' };
          if (vErrors === null) {
            vErrors = [err78];
          } else {
            vErrors.push(err78);
          }
          errors++;
        }
      } else {
        const err79 = { instancePath: instancePath + "/run_id", schemaPath: "#/properties/run_id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err79];
        } else {
          vErrors.push(err79);
        }
        errors++;
      }
    }
    if (data.at !== void 0) {
      let data28 = data.at;
      if (typeof data28 === "string") {
        if (func2(data28) > 40) {
          const err80 = { instancePath: instancePath + "/at", schemaPath: "#/properties/at/maxLength", keyword: "maxLength", params: { limit: 40 }, message: "must NOT have more than 40 characters" };
          if (vErrors === null) {
            vErrors = [err80];
          } else {
            vErrors.push(err80);
          }
          errors++;
        }
        if (func2(data28) < 1) {
          const err81 = { instancePath: instancePath + "/at", schemaPath: "#/properties/at/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          if (vErrors === null) {
            vErrors = [err81];
          } else {
            vErrors.push(err81);
          }
          errors++;
        }
      } else {
        const err82 = { instancePath: instancePath + "/at", schemaPath: "#/properties/at/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err82];
        } else {
          vErrors.push(err82);
        }
        errors++;
      }
    }
    if (data.index !== void 0) {
      let data29 = data.index;
      if (!(typeof data29 == "number" && (!(data29 % 1) && !isNaN(data29)) && isFinite(data29))) {
        const err83 = { instancePath: instancePath + "/index", schemaPath: "#/properties/index/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err83];
        } else {
          vErrors.push(err83);
        }
        errors++;
      }
      if (typeof data29 == "number" && isFinite(data29)) {
        if (data29 < 0 || isNaN(data29)) {
          const err84 = { instancePath: instancePath + "/index", schemaPath: "#/properties/index/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
          if (vErrors === null) {
            vErrors = [err84];
          } else {
            vErrors.push(err84);
          }
          errors++;
        }
      }
    }
    if (data.prev !== void 0) {
      let data30 = data.prev;
      if (typeof data30 === "string") {
        if (!pattern18.test(data30)) {
          const err85 = { instancePath: instancePath + "/prev", schemaPath: "#/properties/prev/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{64}$" }, message: 'must match pattern "^[0-9a-f]{64}$"' };
          if (vErrors === null) {
            vErrors = [err85];
          } else {
            vErrors.push(err85);
          }
          errors++;
        }
      } else {
        const err86 = { instancePath: instancePath + "/prev", schemaPath: "#/properties/prev/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err86];
        } else {
          vErrors.push(err86);
        }
        errors++;
      }
    }
    if (data.hash !== void 0) {
      let data31 = data.hash;
      if (typeof data31 === "string") {
        if (!pattern18.test(data31)) {
          const err87 = { instancePath: instancePath + "/hash", schemaPath: "#/properties/hash/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{64}$" }, message: 'must match pattern "^[0-9a-f]{64}$"' };
          if (vErrors === null) {
            vErrors = [err87];
          } else {
            vErrors.push(err87);
          }
          errors++;
        }
      } else {
        const err88 = { instancePath: instancePath + "/hash", schemaPath: "#/properties/hash/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err88];
        } else {
          vErrors.push(err88);
        }
        errors++;
      }
    }
  } else {
    const err89 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err89];
    } else {
      vErrors.push(err89);
    }
    errors++;
  }
  validate46.errors = vErrors;
  return errors === 0;
}
var CreateRunRequest = validate47;
var schema60 = { "$id": "https://loopgov.dev/schemas/run-request.schema.json", "$schema": "http://json-schema.org/draft-07/schema#", "title": "CreateRunRequest", "description": "POST /api/v1/runs (SPEC \xA77): a new governed run under the server's pinned policy, as `loopgov run --run-id --project --level --profile` would start it.", "type": "object", "additionalProperties": false, "required": ["run_id", "project", "level", "profile"], "properties": { "run_id": { "description": "1-128 of A-Z a-z 0-9 . _ - starting with a letter or digit, no '..' (a path segment).", "type": "string", "pattern": "^(?!.*\\.\\.)[A-Za-z0-9][A-Za-z0-9._-]{0,127}$" }, "project": { "type": "string", "minLength": 1, "maxLength": 128, "pattern": "^[^\\u0000-\\u001f\\u007f]+$" }, "level": { "$ref": "defs.schema.json#/definitions/level" }, "profile": { "type": "string", "enum": ["prod", "dev"] } } };
var pattern29 = new RegExp("^(?!.*\\.\\.)[A-Za-z0-9][A-Za-z0-9._-]{0,127}$", "u");
var pattern30 = new RegExp("^[^\\u0000-\\u001f\\u007f]+$", "u");
function validate47(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
        if (!pattern29.test(data0)) {
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
        if (func2(data1) > 128) {
          const err7 = { instancePath: instancePath + "/project", schemaPath: "#/properties/project/maxLength", keyword: "maxLength", params: { limit: 128 }, message: "must NOT have more than 128 characters" };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        if (func2(data1) < 1) {
          const err8 = { instancePath: instancePath + "/project", schemaPath: "#/properties/project/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
        if (!pattern30.test(data1)) {
          const err9 = { instancePath: instancePath + "/project", schemaPath: "#/properties/project/pattern", keyword: "pattern", params: { pattern: "^[^\\u0000-\\u001f\\u007f]+$" }, message: 'must match pattern "^[^\\u0000-\\u001f\\u007f]+$"' };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      } else {
        const err10 = { instancePath: instancePath + "/project", schemaPath: "#/properties/project/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.level !== void 0) {
      let data2 = data.level;
      if (typeof data2 !== "string") {
        const err11 = { instancePath: instancePath + "/level", schemaPath: "defs.schema.json#/definitions/level/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
      if (!(data2 === "L0" || data2 === "L1" || data2 === "L2" || data2 === "L3" || data2 === "L4" || data2 === "L5")) {
        const err12 = { instancePath: instancePath + "/level", schemaPath: "defs.schema.json#/definitions/level/enum", keyword: "enum", params: { allowedValues: schema23.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.profile !== void 0) {
      let data3 = data.profile;
      if (typeof data3 !== "string") {
        const err13 = { instancePath: instancePath + "/profile", schemaPath: "#/properties/profile/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
      if (!(data3 === "prod" || data3 === "dev")) {
        const err14 = { instancePath: instancePath + "/profile", schemaPath: "#/properties/profile/enum", keyword: "enum", params: { allowedValues: schema60.properties.profile.enum }, message: "must be equal to one of the allowed values" };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
  } else {
    const err15 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err15];
    } else {
      vErrors.push(err15);
    }
    errors++;
  }
  validate47.errors = vErrors;
  return errors === 0;
}
var HaltRequest = validate48;
var pattern31 = new RegExp("^[^\\u0000\\n\\r]+$", "u");
function validate48(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
        if (func2(data0) > 128) {
          const err3 = { instancePath: instancePath + "/by", schemaPath: "#/properties/by/maxLength", keyword: "maxLength", params: { limit: 128 }, message: "must NOT have more than 128 characters" };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (func2(data0) < 1) {
          const err4 = { instancePath: instancePath + "/by", schemaPath: "#/properties/by/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        if (!pattern31.test(data0)) {
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
        if (func2(data1) > 2e3) {
          const err7 = { instancePath: instancePath + "/reason", schemaPath: "#/properties/reason/maxLength", keyword: "maxLength", params: { limit: 2e3 }, message: "must NOT have more than 2000 characters" };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        if (func2(data1) < 1) {
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
  validate48.errors = vErrors;
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
function describe(e) {
  const p3 = e.params;
  switch (e.keyword) {
    case "additionalProperties":
      if (p3.additionalProperty === "d" && /\/keys\/\d+$/.test(e.instancePath)) {
        return 'private key member "d": the registry holds public keys only';
      }
      return `unknown field "${String(p3.additionalProperty)}"`;
    case "required":
      return `missing required field "${String(p3.missingProperty)}"`;
    case "enum":
      return `must be one of ${JSON.stringify(p3.allowedValues)}`;
    case "const":
      return `must be ${JSON.stringify(p3.allowedValue)}`;
    default:
      return e.message ?? e.keyword;
  }
}
function dedupe(problems) {
  const seen = /* @__PURE__ */ new Set();
  return problems.filter((p3) => {
    const k2 = `${p3.field}|${p3.message}`;
    if (seen.has(k2)) return false;
    seen.add(k2);
    return true;
  });
}

// src/core/policy/yaml.ts
var import_yaml = __toESM(require_dist(), 1);
var MAX_POLICY_BYTES = 128 * 1024;
var MAX_DEPTH = 32;
var FORBIDDEN_KEYS = /* @__PURE__ */ new Set(["__proto__", "constructor", "prototype"]);
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
  const text = typeof source === "string" ? source : new TextDecoder("utf-8", { fatal: false }).decode(source);
  const lineCounter = new import_yaml.LineCounter();
  const problems = [];
  const at2 = (offset) => {
    if (offset === void 0) return {};
    const { line, col } = lineCounter.linePos(offset);
    return { line, column: col };
  };
  const fail = (offset, message2, field) => {
    problems.push({ file, ...at2(offset), ...field ? { field } : {}, message: message2 });
  };
  let doc;
  try {
    doc = (0, import_yaml.parseDocument)(text, {
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
    throw new LoopgovError("ERR_POLICY_YAML", `${file}: cannot parse YAML: ${e.message}`, [
      { file, message: `cannot parse YAML: ${e.message}` }
    ]);
  }
  for (const err of [...doc.errors, ...doc.warnings]) fail(err.pos[0], err.message);
  if (doc.directives?.yaml.explicit)
    fail(0, `%YAML directives are not allowed (governed files are YAML 1.2 only)`);
  const tagHandles = Object.keys(doc.directives?.tags ?? {});
  if (tagHandles.some((h3) => h3 !== "!!")) fail(0, "%TAG directives are not allowed");
  if (problems.length === 0) checkNodes(doc.contents, "", 0, fail);
  if (problems.length > 0) {
    throw new LoopgovError("ERR_POLICY_YAML", `${file}: unsafe or invalid YAML`, problems);
  }
  const data = doc.toJS({ maxAliasCount: 0 });
  return { data, locate: (path, key) => locate(doc.contents, path, key, lineCounter) };
}
function checkNodes(node, path, depth, fail) {
  if (node === null || node === void 0) return;
  if (depth > MAX_DEPTH) {
    fail(rangeStart(node), `nesting deeper than ${MAX_DEPTH} levels`, path);
    return;
  }
  if ((0, import_yaml.isAlias)(node)) {
    fail(rangeStart(node), "aliases are not allowed", path);
    return;
  }
  if ((0, import_yaml.isNode)(node)) {
    if (node.anchor) fail(rangeStart(node), `anchors are not allowed (&${node.anchor})`, path);
    if (node.tag) fail(rangeStart(node), `explicit tags are not allowed (${node.tag})`, path);
  }
  if ((0, import_yaml.isScalar)(node)) {
    if (typeof node.value === "number" && !Number.isFinite(node.value)) {
      fail(rangeStart(node), `number must be finite (got ${String(node.value)})`, path);
    }
    return;
  }
  if ((0, import_yaml.isMap)(node)) {
    const seen = /* @__PURE__ */ new Set();
    for (const pair of node.items) {
      const key = pair.key;
      if (!(0, import_yaml.isScalar)(key) || typeof key.value !== "string" && typeof key.value !== "number") {
        fail(rangeStart(key), "map keys must be plain strings", path);
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
  if ((0, import_yaml.isSeq)(node)) {
    node.items.forEach((item, i) => {
      checkNodes(item, `${path}/${i}`, depth + 1, fail);
    });
    return;
  }
  if ((0, import_yaml.isPair)(node)) return;
  fail(rangeStart(node), "unsupported YAML node", path);
}
function rangeStart(node) {
  return (0, import_yaml.isNode)(node) ? node.range?.[0] : void 0;
}
function escapePointer(s2) {
  return s2.replace(/~/g, "~0").replace(/\//g, "~1");
}
function locate(root, path, key, lc) {
  const segments = path === "" ? [] : path.slice(1).split("/").map((s2) => s2.replace(/~1/g, "/").replace(/~0/g, "~"));
  if (key !== void 0) segments.push(key);
  let node = root;
  let best = rangeStart(root);
  for (const [i, seg] of segments.entries()) {
    let next;
    if ((0, import_yaml.isMap)(node)) {
      const pair = node.items.find((p3) => (0, import_yaml.isScalar)(p3.key) && String(p3.key.value) === seg);
      if (!pair) break;
      const atKey = key !== void 0 && i === segments.length - 1;
      best = (atKey ? rangeStart(pair.key) : rangeStart(pair.value) ?? rangeStart(pair.key)) ?? best;
      next = pair.value;
    } else if ((0, import_yaml.isSeq)(node)) {
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
function parsePolicySet(files) {
  const set = { policy: null, ceiling: null, approvers: null };
  const problems = [];
  let code = "ERR_POLICY_SCHEMA";
  for (const file of [...files].sort((a, b3) => a.path < b3.path ? -1 : 1)) {
    const known = KNOWN[file.path];
    if (!known) {
      problems.push({
        file: file.path,
        message: `not a governed file (expected one of ${Object.keys(KNOWN).join(", ")})`
      });
      code = problems.length === 1 ? "ERR_POLICY_UNKNOWN_FILE" : code;
      continue;
    }
    try {
      const parsed = parseSafeYaml(file.content, file.path);
      const found = validateAgainstSchema(known.schema, parsed.data, file.path, parsed);
      if (found.length === 0)
        found.push(...semanticProblems(known.schema, parsed.data, file.path, parsed.locate));
      if (found.length > 0) problems.push(...found);
      else set[known.key] = parsed.data;
    } catch (e) {
      if (!(e instanceof LoopgovError)) throw e;
      if (problems.length === 0) code = e.code;
      problems.push(...e.problems.length ? e.problems : [{ file: file.path, message: e.message }]);
    }
  }
  if (problems.length > 0) {
    throw new LoopgovError(code, `invalid governed files: ${problems.length} problem(s)`, problems);
  }
  return set;
}
function semanticProblems(schema, data, file, locate2) {
  const out = [];
  const add = (field, message2) => out.push({ file, ...locate2(field) ?? {}, field, message: message2 });
  if (schema === "LoopPolicy") {
    const p3 = data;
    const layers = [
      ["/defaults", p3.defaults]
    ];
    for (const [lv, layer] of Object.entries(p3.levels ?? {})) layers.push([`/levels/${lv}`, layer]);
    for (const [name, proj] of Object.entries(p3.projects ?? {})) {
      layers.push([`/projects/${name}`, proj]);
      for (const [lv, layer] of Object.entries(proj.levels ?? {}))
        layers.push([`/projects/${name}/levels/${lv}`, layer]);
    }
    for (const [path, layer] of layers) {
      for (const list of ["gates", "success_criteria"]) {
        const seen = /* @__PURE__ */ new Set();
        (layer?.[list] ?? []).forEach((g2, i) => {
          if (seen.has(g2.id)) add(`${path}/${list}/${i}/id`, `duplicate id "${g2.id}"`);
          seen.add(g2.id);
          if (g2.kind === "deny-patterns") {
            g2.patterns.forEach((pat, j3) => {
              try {
                new RegExp(pat.regex, pat.flags ?? "");
              } catch (e) {
                add(
                  `${path}/${list}/${i}/patterns/${j3}/regex`,
                  `not a valid regular expression: ${e.message}`
                );
              }
            });
          }
        });
      }
    }
  }
  if (schema === "ApproverRegistry") {
    const r2 = data;
    const ids = /* @__PURE__ */ new Set();
    const kids = /* @__PURE__ */ new Set();
    const logins = /* @__PURE__ */ new Set();
    r2.approvers.forEach((a, i) => {
      if (ids.has(a.id)) add(`/approvers/${i}/id`, `duplicate approver id "${a.id}"`);
      ids.add(a.id);
      if (a.github) {
        const login = a.github.toLowerCase();
        if (logins.has(login))
          add(`/approvers/${i}/github`, `GitHub login "${a.github}" belongs to two approvers`);
        logins.add(login);
      }
      (a.keys ?? []).forEach((k2, j3) => {
        if (kids.has(k2.kid))
          add(`/approvers/${i}/keys/${j3}/kid`, `duplicate kid "${k2.kid}" (kids are unique across the file)`);
        kids.add(k2.kid);
      });
    });
  }
  if (schema === "OrgCeiling") {
    const c3 = data;
    if (c3.approval_rules?.ceiling && c3.approval_rules.ceiling.role !== "org-admin") {
      add("/approval_rules/ceiling/role", "a ceiling change must be approved by org-admins");
    }
  }
  return out;
}

// src/core/policy/diff.ts
var CLASS_ORDER = ["neutral", "tighten", "loosen", "ceiling"];
function classifyChange(base, head) {
  const changes = [];
  for (const scope of listScopes(base.policy, head.policy)) {
    const from = resolveEffectivePolicy(base.policy, scope);
    const to2 = resolveEffectivePolicy(head.policy, scope);
    for (const c3 of diffEffective(from, to2)) changes.push({ file: POLICY_FILE, scope, ...c3 });
  }
  let cls = changes.reduce((acc, c3) => maxClass(acc, c3.direction), "neutral");
  for (const [file, a, b3] of [
    [CEILING_FILE, base.ceiling, head.ceiling],
    [APPROVERS_FILE, base.approvers, head.approvers]
  ]) {
    const fileChanges = diffValues(a, b3, "");
    if (fileChanges.length === 0) continue;
    cls = "ceiling";
    for (const c3 of fileChanges)
      changes.push({ file, scope: null, ...c3, direction: fileDirection(file, c3.from, c3.to) });
  }
  return { class: cls, changes };
}
function maxClass(a, b3) {
  const rank = (c3) => CLASS_ORDER.indexOf(c3);
  return rank(b3) > rank(a) ? b3 : a;
}
function diffEffective(a, b3) {
  const out = [];
  const push = (field, from, to2, direction) => out.push({ field, from, to: to2, direction });
  for (const key of Object.keys(a.budget)) {
    if (a.budget[key] !== b3.budget[key])
      push(`budget.${key}`, a.budget[key], b3.budget[key], larger(a.budget[key], b3.budget[key]));
  }
  for (const key of ["oscillation_repeat", "thrash_window", "no_progress_window"]) {
    const x3 = a.convergence[key];
    const y2 = b3.convergence[key];
    if (x3 !== y2) push(`convergence.${key}`, x3, y2, larger(x3, y2));
  }
  if (a.convergence.on_stall !== b3.convergence.on_stall) {
    push(
      "convergence.on_stall",
      a.convergence.on_stall,
      b3.convergence.on_stall,
      haltToEscalate(a.convergence.on_stall)
    );
  }
  if (a.on_exceed !== b3.on_exceed) push("on_exceed", a.on_exceed, b3.on_exceed, haltToEscalate(a.on_exceed));
  if (a.max_delegation_level !== b3.max_delegation_level) {
    push(
      "max_delegation_level",
      a.max_delegation_level,
      b3.max_delegation_level,
      higherLevel(a.max_delegation_level, b3.max_delegation_level)
    );
  }
  if (a.governance !== b3.governance)
    push("governance", a.governance, b3.governance, a.governance === "required" ? "loosen" : "tighten");
  out.push(
    ...diffGates("gates", a.gates, b3.gates),
    ...diffGates("success_criteria", a.success_criteria, b3.success_criteria)
  );
  return out;
}
function diffGates(field, a, b3) {
  const out = [];
  const byId = (gs2) => new Map(gs2.map((g2) => [g2.id, g2]));
  const before = byId(a);
  const after = byId(b3);
  for (const [id, g2] of before) {
    const h3 = after.get(id);
    if (!h3) out.push({ field: `${field}[${id}]`, from: g2, to: null, direction: "loosen" });
    else if (canonicalize(g2) !== canonicalize(h3))
      out.push({ field: `${field}[${id}]`, from: g2, to: h3, direction: "loosen" });
  }
  for (const [id, h3] of after)
    if (!before.has(id)) out.push({ field: `${field}[${id}]`, from: null, to: h3, direction: "tighten" });
  return out;
}
function larger(from, to2) {
  return to2 > from ? "loosen" : to2 < from ? "tighten" : "neutral";
}
function haltToEscalate(from) {
  return from === "halt" ? "loosen" : "tighten";
}
function higherLevel(from, to2) {
  return levelRank(to2) > levelRank(from) ? "loosen" : "tighten";
}
function diffValues(a, b3, path) {
  if (canonicalize(a ?? null) === canonicalize(b3 ?? null)) return [];
  if (isPlainObject(a) && isPlainObject(b3)) {
    const keys = [.../* @__PURE__ */ new Set([...Object.keys(a), ...Object.keys(b3)])].sort();
    return keys.flatMap((k2) => diffValues(a[k2], b3[k2], path ? `${path}.${k2}` : k2));
  }
  return [{ field: path || "(file)", from: a ?? null, to: b3 ?? null }];
}
function isPlainObject(x3) {
  return typeof x3 === "object" && x3 !== null && !Array.isArray(x3);
}
function fileDirection(file, from, to2) {
  if (file === CEILING_FILE && typeof from === "number" && typeof to2 === "number") return larger(from, to2);
  return "loosen";
}

// src/core/policy/digest.ts
import { createHash } from "node:crypto";
var FULL_COMMIT = /^[0-9a-f]{40}$/;
var REGULAR_MODES = /* @__PURE__ */ new Set(["100644", "100755"]);
function assertGovernedTree(entries, rev) {
  const bad = [];
  for (const e of entries) {
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
      bad.map((message2) => ({ file: GOVERNED_DIR, message: message2 }))
    );
  }
}
function computeDigest(entries) {
  const sorted = [...entries].sort(
    (a, b3) => Buffer.compare(Buffer.from(a.path, "utf8"), Buffer.from(b3.path, "utf8"))
  );
  const h3 = createHash("sha256");
  for (const e of sorted) {
    if (!e.content) throw new LoopgovError("ERR_INTERNAL", `no content read for ${e.path}`);
    const blob = createHash("sha256").update(e.content).digest("hex");
    h3.update(`${e.mode} ${e.path}\0${blob}
`, "utf8");
  }
  return h3.digest("hex");
}

// node_modules/@simple-git/args-pathspec/dist/index.mjs
var t = /* @__PURE__ */ new WeakMap();
function c(...n) {
  const e = new String(n);
  return t.set(e, n), e;
}
function r(n) {
  return n instanceof String && t.has(n);
}
function o(n) {
  return t.get(n) ?? [];
}

// node_modules/simple-git/dist/index.mjs
var import_file_exists = __toESM(require_dist2(), 1);
var import_debug = __toESM(require_src(), 1);
var import_promise_deferred = __toESM(require_dist3(), 1);
import { spawn as ve } from "node:child_process";
import { normalize as Se } from "node:path";

// node_modules/@simple-git/argv-parser/dist/index.mjs
function* x(e, n) {
  const t2 = n === "global";
  for (const o2 of e)
    o2.isGlobal === t2 && (yield o2);
}
var P = /* @__PURE__ */ new Set([
  "--add",
  "--edit",
  "--remove-section",
  "--rename-section",
  "--replace-all",
  "--unset",
  "--unset-all",
  "-e"
]);
var S = /* @__PURE__ */ new Set([
  "--get",
  "--get-all",
  "--get-color",
  "--get-colorbool",
  "--get-regexp",
  "--get-urlmatch",
  "--list",
  "-l"
]);
var E = /* @__PURE__ */ new Set([
  "edit",
  "remove-section",
  "rename-section",
  "set",
  "unset"
]);
var F = /* @__PURE__ */ new Set(["get", "get-color", "get-colorbool", "list"]);
function A(e, n) {
  for (const { name: o2 } of x(e, "task")) {
    if (P.has(o2))
      return w(true, n);
    if (S.has(o2))
      return w(false, n);
  }
  const t2 = n.at(0)?.toLowerCase();
  return t2 === void 0 ? null : E.has(t2) ? w(true, n.slice(1)) : F.has(t2) ? w(false, n.slice(1)) : n.length === 1 ? w(false, n) : w(true, n);
}
function w(e = false, n = []) {
  const t2 = n.at(0)?.toLowerCase();
  return t2 === void 0 ? null : {
    isWrite: e,
    isRead: !e,
    key: t2,
    value: n.at(1)
  };
}
function O(e, n) {
  return n.isWrite && n.value !== void 0 ? { key: n.key, value: n.value, scope: e } : { key: n.key, scope: e };
}
function G(e) {
  const n = e?.indexOf("=") || -1;
  return !e || n < 0 ? null : {
    key: e.slice(0, n).trim().toLowerCase(),
    value: e.slice(n + 1)
  };
}
function M(e) {
  for (const { name: n } of x(e, "task"))
    switch (n) {
      case "--global":
        return "global";
      case "--system":
        return "system";
      case "--worktree":
        return "worktree";
      case "--local":
        return "local";
      case "--file":
      case "-f":
        return "file";
    }
  return "local";
}
function N({ name: e }) {
  if (e === "-c" || e === "--config")
    return "inline";
  if (e === "--config-env")
    return "env";
}
function* $(e) {
  for (const n of e) {
    const t2 = N(n), o2 = t2 && G(n.value);
    o2 && (yield {
      ...o2,
      scope: t2
    });
  }
}
function D(e, n, t2) {
  const o2 = {
    read: [],
    write: [...$(n)]
  };
  return e === "config" && L(
    o2,
    M(n),
    A(n, t2)
  ), o2;
}
function L(e, n, t2) {
  if (t2 === null)
    return;
  const o2 = O(n, t2);
  t2.isWrite ? e.write.push(o2) : e.read.push(o2);
}
var C = {
  short: /* @__PURE__ */ new Map([
    ["c", true]
    //  -c <k=v>    set config key for this invocation
  ])
};
var I = {
  short: new Map([
    ["C", true],
    //  -C <path>   change working directory
    ["P", false],
    // -P          no pager (alias for --no-pager)
    ["h", false],
    // -h          help
    ["p", false],
    // -p          paginate
    ["v", false],
    // -v          version
    ...C.short.entries()
  ]),
  long: /* @__PURE__ */ new Set([
    "attr-source",
    "config-env",
    "exec-path",
    "git-dir",
    "list-cmds",
    "namespace",
    "super-prefix",
    "work-tree"
  ])
};
var R = {
  clone: {
    short: /* @__PURE__ */ new Map([
      ["b", true],
      // -b <branch>
      ["j", true],
      // -j <n>          parallel jobs
      ["l", false],
      // -l local
      ["n", false],
      // -n no-checkout
      ["o", true],
      // -o <name>       remote name
      ["q", false],
      // -q quiet
      ["s", false],
      // -s shared
      ["u", true]
      // -u <upload-pack>
    ]),
    long: /* @__PURE__ */ new Set(["branch", "config", "jobs", "origin", "upload-pack", "u", "template"])
  },
  commit: {
    short: /* @__PURE__ */ new Map([
      ["C", true],
      // -C <commit>  reuse message
      ["F", true],
      // -F <file>    read message from file
      ["c", true],
      // -c <commit>  reedit message
      ["m", true],
      // -m <msg>
      ["t", true]
      // -t <template>
    ]),
    long: /* @__PURE__ */ new Set(["file", "message", "reedit-message", "reuse-message", "template"])
  },
  config: {
    short: /* @__PURE__ */ new Map([
      ["e", false],
      // -e  open editor
      ["f", true],
      //  -f <file>
      ["l", false]
      // -l  list
    ]),
    long: /* @__PURE__ */ new Set(["blob", "comment", "default", "file", "type", "value"])
  },
  fetch: {
    short: /* @__PURE__ */ new Map(),
    long: /* @__PURE__ */ new Set(["upload-pack"])
  },
  init: {
    short: /* @__PURE__ */ new Map(),
    long: /* @__PURE__ */ new Set(["template"])
  },
  pull: {
    short: /* @__PURE__ */ new Map(),
    long: /* @__PURE__ */ new Set(["upload-pack"])
  },
  push: {
    short: /* @__PURE__ */ new Map(),
    long: /* @__PURE__ */ new Set(["exec", "receive-pack"])
  },
  rebase: {
    short: /* @__PURE__ */ new Map([
      ["X", true],
      // -X <option>   strategy option
      ["f", false],
      // -f force-rebase
      ["i", false],
      // -i interactive
      ["k", false],
      // -k keep-base
      ["m", false],
      // -m merge
      ["n", false],
      // -n no-stat
      ["q", false],
      // -q quiet
      ["r", false],
      // -r rebase-merges
      ["s", true],
      // -s <strategy>
      ["v", false],
      // -v verbose
      ["x", true]
      // -x <cmd>      exec
    ]),
    long: /* @__PURE__ */ new Set(["exec", "onto", "strategy", "strategy-option"])
  }
};
var T = { short: /* @__PURE__ */ new Map(), long: /* @__PURE__ */ new Set() };
function B(e) {
  const n = R[e ?? ""] ?? T;
  return {
    short: new Map([...C.short.entries(), ...n.short.entries()]),
    long: n.long
  };
}
function b(e, n = I) {
  if (e.startsWith("--")) {
    const t2 = e.indexOf("=");
    if (t2 > 2)
      return [{ name: e.slice(0, t2), value: e.slice(t2 + 1), needsNext: false }];
    const o2 = e.slice(2);
    return [{ name: e, needsNext: n.long.has(o2) }];
  }
  if (e.length === 2) {
    const t2 = e.charAt(1), o2 = n.short.get(t2);
    return [{ name: e, needsNext: o2 === true }];
  }
  return j(e, n.short);
}
function j(e, n) {
  const t2 = e.slice(1).split(""), o2 = [];
  for (let a = 0; a < t2.length; a++) {
    const s2 = t2[a], r2 = n.get(s2);
    if (r2 === void 0)
      return [{ name: e, needsNext: false }];
    if (r2) {
      const i = t2.slice(a + 1).join("");
      if (i && ![...i].every((m2) => n.has(m2)))
        return o2.push({ name: `-${s2}`, value: i, needsNext: false }), o2;
    }
    o2.push({ name: `-${s2}`, needsNext: r2 });
  }
  return o2;
}
function W(e, n = []) {
  let t2 = 0;
  for (; t2 < e.length; ) {
    const o2 = String(e[t2]);
    if (!o2.startsWith("-") || o2.length < 2) break;
    const a = b(o2);
    let s2 = t2 + 1;
    for (const r2 of a) {
      const i = {
        name: r2.name,
        value: r2.value,
        absorbedNext: false,
        isGlobal: true
      };
      r2.needsNext && i.value === void 0 && s2 < e.length && (i.value = String(e[s2]), i.absorbedNext = true, s2++), n.push(i);
    }
    t2 = s2;
  }
  return { flags: n, taskIndex: t2 };
}
function V(e, n, t2 = []) {
  const o2 = B(n), a = [], s2 = [];
  let r2 = 0;
  for (; r2 < e.length; ) {
    const i = e[r2];
    if (r(i)) {
      s2.push(...o(i)), r2++;
      continue;
    }
    const p3 = String(i);
    if (p3 === "--") {
      for (let d2 = r2 + 1; d2 < e.length; d2++) {
        const g2 = e[d2];
        r(g2) ? s2.push(...o(g2)) : s2.push(String(g2));
      }
      break;
    }
    if (!p3.startsWith("-") || p3.length < 2) {
      a.push(p3), r2++;
      continue;
    }
    const m2 = b(p3, o2);
    let u2 = r2 + 1;
    for (const d2 of m2) {
      const g2 = {
        name: d2.name,
        value: d2.value,
        absorbedNext: false,
        isGlobal: false
      };
      d2.needsNext && g2.value === void 0 && u2 < e.length && !r(e[u2]) && (g2.value = String(e[u2]), g2.absorbedNext = true, u2++), t2.push(g2);
    }
    r2 = u2;
  }
  return { flags: t2, positionals: a, pathspecs: s2 };
}
function* q({
  write: e
}) {
  for (const n of e)
    for (const t2 of K) {
      const o2 = t2(n.key);
      o2 && (yield o2);
    }
}
function f(e, n, t2 = String(e)) {
  const o2 = typeof e == "string" ? new RegExp(`\\s*${e.toLowerCase()}`) : e;
  return function(s2) {
    if (o2.test(s2))
      return {
        category: n,
        message: `Configuring ${t2} is not permitted without enabling ${n}`
      };
  };
}
function l(e, n) {
  const t2 = new RegExp(`\\s*${e.toLowerCase().replace(/\./g, "(..+)?.")}`);
  return f(t2, n, e);
}
var K = [
  f("alias", "allowUnsafeAlias"),
  f("core.askPass", "allowUnsafeAskPass"),
  f("core.editor", "allowUnsafeEditor"),
  f("core.fsmonitor", "allowUnsafeFsMonitor"),
  f("core.gitProxy", "allowUnsafeGitProxy"),
  f("core.hooksPath", "allowUnsafeHooksPath"),
  f("core.pager", "allowUnsafePager"),
  f("core.sshCommand", "allowUnsafeSshCommand"),
  l("credential.helper", "allowUnsafeCredentialHelper"),
  l("diff.command", "allowUnsafeDiffExternal"),
  f("diff.external", "allowUnsafeDiffExternal"),
  l("difftool.cmd", "allowUnsafeDiffExternal"),
  l("diff.textconv", "allowUnsafeDiffTextConv"),
  l("filter.clean", "allowUnsafeFilter"),
  l("filter.process", "allowUnsafeFilter"),
  l("filter.smudge", "allowUnsafeFilter"),
  l("gpg.program", "allowUnsafeGpgProgram"),
  f("include.path", "allowUnsafeInclude"),
  l("includeIf", "allowUnsafeInclude"),
  f("init.templateDir", "allowUnsafeTemplateDir"),
  l("pager.", "allowUnsafePager"),
  l("merge.driver", "allowUnsafeMergeDriver"),
  l("mergetool.path", "allowUnsafeMergeDriver"),
  l("mergetool.cmd", "allowUnsafeMergeDriver"),
  l("protocol.allow", "allowUnsafeProtocolOverride"),
  l("remote.receivepack", "allowUnsafePack"),
  l("remote.uploadpack", "allowUnsafePack"),
  f("uploadpack.packObjectsHook", "allowUnsafePack"),
  f("sequence.editor", "allowUnsafeEditor"),
  l("submodule.update", "allowUnsafeSubmodule"),
  l("tar.command", "allowUnsafeCommandBinaries"),
  l("trailer.cmd", "allowUnsafeCommandBinaries"),
  l("trailer.command", "allowUnsafeCommandBinaries"),
  l("url.insteadOf", "allowUnsafeUrlRewrite")
];
function* H(e, n) {
  for (const t2 of n)
    for (const o2 of X) {
      const a = o2(e, t2);
      a && (yield a);
    }
}
function c2(e, n, t2, { name: o2 = String(n), globalOnly: a = false, withValue: s2 = false } = {}) {
  const r2 = typeof n == "string" ? new RegExp(`\\s*${n.toLowerCase()}`) : n, i = `Use of ${e ? `${e} with option ` : ""}${o2} is not permitted without enabling ${t2}`;
  return function(m2, u2) {
    if (!(e && m2 !== e) && !(a && !u2.isGlobal) && !(s2 && u2.value === void 0) && r2.test(u2.name))
      return {
        category: t2,
        message: i
      };
  };
}
var h = { globalOnly: true, withValue: true };
var X = [
  c2(null, /--(upload|receive)-pack/, "allowUnsafePack", {
    name: "--upload-pack or --receive-pack"
  }),
  c2("clone", /^-\w*u/, "allowUnsafePack"),
  c2("clone", "--u", "allowUnsafePack"),
  c2("push", /^--exec$/, "allowUnsafePack", { name: "--exec" }),
  // `git` accepts unambiguous abbreviations of long options, so `--ex` and `--exe` are `--exec`
  c2("rebase", /^(-x|--ex(ec?)?)$/, "allowUnsafeExec", { name: "-x or --exec" }),
  c2(null, "--template", "allowUnsafeTemplateDir"),
  c2(null, "--exec-path", "allowUnsafeExec", h),
  // `git` reads the configuration of whichever repository these name, so the
  // directory alone is enough to deliver config the argv guards never see
  c2(null, "--git-dir", "allowUnsafeConfigPaths", h),
  c2(null, "--work-tree", "allowUnsafeConfigPaths", h),
  c2(null, /^-C$/, "allowUnsafeConfigPaths", { ...h, name: "-C" })
];
function k(e, n, t2) {
  return [...H(e, n), ...q(t2)];
}
function Y(...e) {
  const { flags: n, taskIndex: t2 } = W(e), o2 = t2 < e.length ? String(e[t2]).toLowerCase() : null, a = o2 !== null ? e.slice(t2 + 1) : [], { positionals: s2, pathspecs: r2 } = V(a, o2, n), i = D(o2, n, s2);
  return {
    task: o2,
    flags: n.map(J),
    paths: r2,
    config: i,
    vulnerabilities: z(k(o2, n, i))
  };
}
function z(e) {
  return Object.defineProperty(e, "vulnerabilities", {
    value: e
  });
}
function J({ value: e, name: n }) {
  return e !== void 0 ? { name: n, value: e } : { name: n };
}
var y = {
  editor: "allowUnsafeEditor",
  git_askpass: "allowUnsafeAskPass",
  git_config_global: "allowUnsafeConfigPaths",
  git_config_system: "allowUnsafeConfigPaths",
  git_config_count: "allowUnsafeConfigEnvCount",
  git_config_parameters: "allowUnsafeConfigEnvCount",
  git_config: "allowUnsafeConfigPaths",
  git_editor: "allowUnsafeEditor",
  git_exec_path: "allowUnsafeExec",
  git_external_diff: "allowUnsafeDiffExternal",
  git_pager: "allowUnsafePager",
  git_proxy_command: "allowUnsafeGitProxy",
  git_template_dir: "allowUnsafeTemplateDir",
  git_sequence_editor: "allowUnsafeEditor",
  git_ssh: "allowUnsafeSshCommand",
  git_ssh_command: "allowUnsafeSshCommand",
  pager: "allowUnsafePager",
  prefix: "allowUnsafeConfigPaths",
  ssh_askpass: "allowUnsafeAskPass",
  visual: "allowUnsafeEditor"
};
function* Q(e) {
  const n = parseInt(e.git_config_count ?? "0", 10);
  for (let t2 = 0; t2 < n; t2++) {
    const o2 = e[`git_config_key_${t2}`], a = e[`git_config_value_${t2}`];
    o2 !== void 0 && (yield { key: o2.toLowerCase().trim(), value: a, scope: "env" });
  }
}
function* Z(e) {
  for (const n of Object.keys(e))
    if (_(n)) {
      const t2 = y[n];
      yield {
        category: t2,
        message: `Use of "${n.toUpperCase()}" is not permitted without enabling ${t2}`
      };
    }
}
function _(e) {
  return Object.hasOwn(y, e);
}
function ee(e) {
  const n = {};
  for (const [t2, o2] of Object.entries(e)) {
    const a = t2.toLowerCase().trim();
    (_(a) || a.startsWith("git")) && (n[a] = String(o2));
  }
  return n;
}
function ne(e) {
  const n = ee(e), t2 = {
    read: [],
    write: [...Q(n)]
  }, o2 = [
    ...Z(n),
    ...k(null, [], t2)
  ];
  return {
    config: t2,
    vulnerabilities: o2
  };
}
function oe(e, n) {
  return [...Y(...e).vulnerabilities, ...ne(n).vulnerabilities];
}

// node_modules/simple-git/dist/index.mjs
import { EventEmitter as Ce } from "node:events";
var O2 = class extends Error {
  constructor(e, n) {
    super(n), this.task = e, Object.setPrototypeOf(this, new.target.prototype);
  }
};
var Ae = class extends O2 {
  constructor(e, n) {
    super(void 0, n), this.config = e;
  }
};
var A2 = class extends O2 {
  constructor(e, n, r2) {
    super(e, r2), this.task = e, this.plugin = n, Object.setPrototypeOf(this, new.target.prototype);
  }
};
var at = class extends O2 {
  constructor(e, n) {
    super(void 0, n || String(e)), this.git = e;
  }
};
var xe = class extends O2 {
  constructor(e) {
    super(void 0, e);
  }
};
var I2 = "\0";
var W2 = () => {
};
function Ne(t2) {
  return typeof t2 != "function" ? W2 : t2;
}
function $e(t2) {
  return typeof t2 == "function" && t2 !== W2;
}
function Pe(t2, e) {
  const n = t2.indexOf(e);
  return n <= 0 ? [t2, ""] : [t2.substr(0, n), t2.substr(n + 1)];
}
function Me(t2, e = 0) {
  return Dt(t2) && t2.length > e ? t2[e] : void 0;
}
function N2(t2, e = 0) {
  if (Dt(t2) && t2.length > e)
    return t2[t2.length - 1 - e];
}
function Dt(t2) {
  return Bt(t2);
}
function H2(t2 = "", e = true, n = `
`) {
  return t2.split(n).reduce((r2, s2) => {
    const o2 = e ? s2.trim() : s2;
    return o2 && r2.push(o2), r2;
  }, []);
}
function ut(t2, e) {
  return H2(t2, true).map((n) => e(n));
}
function Lt(t2) {
  return (0, import_file_exists.exists)(t2, import_file_exists.FOLDER);
}
function S2(t2, e) {
  return Array.isArray(t2) ? t2.includes(e) || t2.push(e) : t2.add(e), e;
}
function De(t2, e) {
  return Array.isArray(t2) && !t2.includes(e) && t2.push(e), t2;
}
function ct(t2, e) {
  if (Array.isArray(t2)) {
    const n = t2.indexOf(e);
    n >= 0 && t2.splice(n, 1);
  } else
    t2.delete(e);
  return e;
}
var ft = Object.prototype.toString.call.bind(Object.prototype.toString);
function v(t2) {
  return Array.isArray(t2) ? t2 : [t2];
}
function jt(t2) {
  return t2.replace(/[\s-]+(.)/g, (e, n) => n.toUpperCase());
}
function L2(t2) {
  return v(t2).map((e) => e instanceof String ? e : String(e));
}
function p(t2, e = 0) {
  if (t2 == null)
    return e;
  const n = parseInt(t2, 10);
  return Number.isNaN(n) ? e : n;
}
function U(t2, e) {
  const n = [];
  for (let r2 = 0, s2 = t2.length; r2 < s2; r2++)
    n.push(e, t2[r2]);
  return n;
}
function F2(t2) {
  return (Array.isArray(t2) ? Buffer.concat(t2) : t2).toString("utf-8");
}
function Le(t2) {
  return t2 ? Buffer.isBuffer(t2) ? t2.length : Buffer.byteLength(t2) : 0;
}
function je(t2, e) {
  const n = {};
  return e.forEach((r2) => {
    t2[r2] !== void 0 && (n[r2] = t2[r2]);
  }), n;
}
function wt(t2 = 0) {
  return new Promise((e) => setTimeout(e, t2));
}
function bt(t2) {
  if (t2 !== false)
    return t2;
}
function d(t2, e, n) {
  return e(t2) ? t2 : arguments.length > 2 ? n : void 0;
}
var K2 = (t2) => Array.isArray(t2);
function st(t2, e) {
  const n = r(t2) ? "string" : typeof t2;
  return /number|string|boolean/.test(n) && (!e || !e.includes(n));
}
var m = (t2) => typeof t2 == "string" || r(t2);
var Be = (t2) => m(t2) || Buffer.isBuffer(t2);
var G2 = (t2) => m(t2) || Array.isArray(t2) && t2.every(m);
function lt(t2) {
  return !!t2 && ft(t2) === "[object Object]";
}
function Ie(t2) {
  return typeof t2 == "function";
}
var Bt = (t2) => t2 == null || "number|boolean|function".includes(typeof t2) ? false : typeof t2.length == "number";
var V2 = /* @__PURE__ */ ((t2) => (t2[t2.SUCCESS = 0] = "SUCCESS", t2[t2.ERROR = 1] = "ERROR", t2[t2.NOT_FOUND = -2] = "NOT_FOUND", t2[t2.UNCLEAN = 128] = "UNCLEAN", t2))(V2 || {});
var z2 = class _z {
  constructor(e, n) {
    this.stdOut = e, this.stdErr = n;
  }
  asStrings() {
    return new _z(this.stdOut.toString("utf8"), this.stdErr.toString("utf8"));
  }
};
function Ue() {
  throw new Error("LineParser:useMatches not implemented");
}
var l2 = class {
  constructor(e, n) {
    this.matches = [], this.useMatches = Ue, this.parse = (r2, s2) => (this.resetMatches(), this._regExp.every((o2, i) => this.addMatch(o2, i, r2(i))) ? this.useMatches(s2, this.prepareMatches()) !== false : false), this._regExp = Array.isArray(e) ? e : [e], n && (this.useMatches = n);
  }
  resetMatches() {
    this.matches.length = 0;
  }
  prepareMatches() {
    return this.matches;
  }
  addMatch(e, n, r2) {
    const s2 = r2 && e.exec(r2);
    return s2 && this.pushMatch(n, s2), !!s2;
  }
  pushMatch(e, n) {
    this.matches.push(...n.slice(1));
  }
};
var x2 = class extends l2 {
  addMatch(e, n, r2) {
    return /^remote:\s/.test(String(r2)) && super.addMatch(e, n, r2);
  }
  pushMatch(e, n) {
    (e > 0 || n.length > 1) && super.pushMatch(e, n);
  }
};
var Fe = {
  binary: "git",
  maxConcurrentProcesses: 5,
  config: [],
  trimmed: false
};
function Ge(...t2) {
  const e = process.cwd(), n = Object.assign(
    { baseDir: e, ...Fe },
    ...t2.filter((r2) => typeof r2 == "object" && r2)
  );
  return n.baseDir = n.baseDir || e, n.trimmed = n.trimmed === true, n;
}
function It(t2, e = []) {
  return lt(t2) ? Object.keys(t2).reduce((n, r2) => {
    const s2 = t2[r2];
    if (r(s2))
      n.push(s2);
    else if (st(s2, ["boolean"]))
      n.push(r2 + "=" + s2);
    else if (Array.isArray(s2))
      for (const o2 of s2)
        st(o2, ["string", "number"]) || n.push(r2 + "=" + o2);
    else
      n.push(r2);
    return n;
  }, e) : e;
}
function h2(t2, e = 0, n = false) {
  const r2 = [];
  for (let s2 = 0, o2 = e < 0 ? t2.length : e; s2 < o2; s2++)
    "string|number".includes(typeof t2[s2]) && r2.push(String(t2[s2]));
  return It(ht(t2), r2), n || r2.push(...ze(t2)), r2;
}
function ze(t2) {
  const e = typeof N2(t2) == "function";
  return L2(d(N2(t2, e ? 1 : 0), K2, []));
}
function ht(t2) {
  const e = Ie(N2(t2));
  return d(N2(t2, e ? 1 : 0), lt);
}
function u(t2, e = true) {
  const n = Ne(N2(t2));
  return e || $e(n) ? n : void 0;
}
function Tt(t2, e) {
  return t2(e.stdOut, e.stdErr);
}
function E2(t2, e, n, r2 = true) {
  return v(n).forEach((s2) => {
    for (let o2 = H2(s2, r2), i = 0, a = o2.length; i < a; i++) {
      const c3 = (y2 = 0) => {
        if (!(i + y2 >= a))
          return o2[i + y2];
      };
      e.some(({ parse: y2 }) => y2(c3, t2));
    }
  }), t2;
}
var mt = ({ exitCode: t2 }, e, n, r2) => {
  if (t2 === V2.UNCLEAN && Ve(e))
    return n(Buffer.from("false"));
  r2(e);
};
var Ut = (t2) => t2.trim() === "true";
function We(t2) {
  switch (t2) {
    case "bare":
      return Ke();
    case "root":
      return He();
  }
  return {
    commands: ["rev-parse", "--is-inside-work-tree"],
    format: "utf-8",
    onError: mt,
    parser: Ut
  };
}
function He() {
  return {
    commands: ["rev-parse", "--git-dir"],
    format: "utf-8",
    onError: mt,
    parser(e) {
      return /^\.(git)?$/.test(e.trim());
    }
  };
}
function Ke() {
  return {
    commands: ["rev-parse", "--is-bare-repository"],
    format: "utf-8",
    onError: mt,
    parser: Ut
  };
}
function Ve(t2) {
  return /(Not a git repository|Kein Git-Repository)/i.test(String(t2));
}
var Xe = class {
  constructor(e) {
    this.paths = [], this.files = [], this.folders = [], this.dryRun = e;
  }
};
var Ye = /^[a-z]+\s*/i;
var Qe = /^[a-z]+\s+[a-z]+\s*/i;
var Je = /\/$/;
function Ze(t2, e) {
  const n = new Xe(t2), r2 = t2 ? Qe : Ye;
  return H2(e).forEach((s2) => {
    const o2 = s2.replace(r2, "");
    n.paths.push(o2), (Je.test(o2) ? n.folders : n.files).push(o2);
  }), n;
}
var Ft = [];
function tn(t2) {
  return {
    commands: Ft,
    format: "empty",
    parser: t2
  };
}
function b2(t2) {
  return {
    commands: Ft,
    format: "empty",
    parser() {
      throw typeof t2 == "string" ? new xe(t2) : t2;
    }
  };
}
function g(t2, e = false) {
  return {
    commands: t2,
    format: "utf-8",
    parser(n) {
      return e ? String(n).trim() : n;
    }
  };
}
function Gt(t2) {
  return {
    commands: t2,
    format: "buffer",
    parser(e) {
      return e;
    }
  };
}
function en(t2) {
  return t2.format === "buffer";
}
function kt(t2) {
  return t2.format === "empty" || !t2.commands.length;
}
var nn = "Git clean interactive mode is not supported";
var rn = 'Git clean mode parameter ("n" or "f") is required';
var sn = "Git clean unknown option found in: ";
var zt = /* @__PURE__ */ ((t2) => (t2.DRY_RUN = "n", t2.FORCE = "f", t2.IGNORED_INCLUDED = "x", t2.IGNORED_ONLY = "X", t2.EXCLUDING = "e", t2.QUIET = "q", t2.RECURSIVE = "d", t2))(zt || {});
var qt = /* @__PURE__ */ new Set([
  "i",
  ...L2(Object.values(zt))
]);
function on(t2, e) {
  const { cleanMode: n, options: r2, valid: s2 } = cn(t2);
  return n ? s2.options ? (r2.push(...e), r2.some(hn) ? b2(nn) : an(n, r2)) : b2(sn + JSON.stringify(t2)) : b2(rn);
}
function an(t2, e) {
  return {
    commands: ["clean", `-${t2}`, ...e],
    format: "utf-8",
    parser(r2) {
      return Ze(t2 === "n", r2);
    }
  };
}
function un(t2) {
  return Array.isArray(t2) && t2.every((e) => qt.has(e));
}
function cn(t2) {
  let e, n = [], r2 = { cleanMode: false, options: true };
  return t2.replace(/[^a-z]i/g, "").split("").forEach((s2) => {
    fn(s2) ? (e = s2, r2.cleanMode = true) : r2.options = r2.options && ln(n[n.length] = `-${s2}`);
  }), {
    cleanMode: e,
    options: n,
    valid: r2
  };
}
function fn(t2) {
  return t2 === "f" || t2 === "n";
}
function ln(t2) {
  return /^-[a-z]$/i.test(t2) && qt.has(t2.charAt(1));
}
function hn(t2) {
  return /^-[^\-]/.test(t2) ? t2.indexOf("i") > 0 : t2 === "--interactive";
}
var mn = class {
  constructor() {
    this.files = [], this.values = /* @__PURE__ */ Object.create(null);
  }
  get all() {
    return this._all || (this._all = this.files.reduce((e, n) => Object.assign(e, this.values[n]), {})), this._all;
  }
  addFile(e) {
    if (!(e in this.values)) {
      const n = N2(this.files);
      this.values[e] = n ? Object.create(this.values[n]) : {}, this.files.push(e);
    }
    return this.values[e];
  }
  addValue(e, n, r2) {
    const s2 = this.addFile(e);
    Object.hasOwn(s2, n) ? Array.isArray(s2[n]) ? s2[n].push(r2) : s2[n] = [s2[n], r2] : s2[n] = r2, this._all = void 0;
  }
};
function pn(t2) {
  const e = new mn();
  for (const n of Wt(t2))
    e.addValue(n.file, String(n.key), n.value);
  return e;
}
function dn(t2, e) {
  let n = null;
  const r2 = [], s2 = /* @__PURE__ */ new Map();
  for (const o2 of Wt(t2, e))
    o2.key === e && (r2.push(n = o2.value), s2.has(o2.file) || s2.set(o2.file, []), s2.get(o2.file).push(n));
  return {
    key: e,
    paths: Array.from(s2.keys()),
    scopes: s2,
    value: n,
    values: r2
  };
}
function gn(t2) {
  return t2.replace(/^(file):/, "");
}
function* Wt(t2, e = null) {
  const n = t2.split("\0");
  for (let r2 = 0, s2 = n.length - 1; r2 < s2; ) {
    const o2 = gn(n[r2++]);
    let i = n[r2++], a = e;
    if (i.includes(`
`)) {
      const c3 = Pe(i, `
`);
      a = c3[0], i = c3[1];
    }
    yield { file: o2, key: a, value: i };
  }
}
var Ht = /* @__PURE__ */ ((t2) => (t2.system = "system", t2.global = "global", t2.local = "local", t2.worktree = "worktree", t2))(Ht || {});
function Y2(t2, e) {
  return typeof t2 == "string" && Object.hasOwn(Ht, t2) ? t2 : e;
}
function yn(t2, e, n, r2) {
  const s2 = ["config", `--${r2}`];
  return n && s2.push("--add"), s2.push(t2, e), {
    commands: s2,
    format: "utf-8",
    parser(o2) {
      return o2;
    }
  };
}
function wn(t2, e) {
  const n = ["config", "--null", "--show-origin", "--get-all", t2];
  return e && n.splice(1, 0, `--${e}`), {
    commands: n,
    format: "utf-8",
    parser(r2) {
      return dn(r2, t2);
    }
  };
}
function bn(t2) {
  const e = ["config", "--list", "--show-origin", "--null"];
  return t2 && e.push(`--${t2}`), {
    commands: e,
    format: "utf-8",
    parser(n) {
      return pn(n);
    }
  };
}
function Tn() {
  return {
    addConfig(t2, e, ...n) {
      return this._runTask(
        yn(
          t2,
          e,
          n[0] === true,
          Y2(
            n[1],
            "local"
            /* local */
          )
        ),
        u(arguments)
      );
    },
    getConfig(t2, e) {
      return this._runTask(
        wn(t2, Y2(e, void 0)),
        u(arguments)
      );
    },
    listConfig(...t2) {
      return this._runTask(
        bn(Y2(t2[0], void 0)),
        u(arguments)
      );
    }
  };
}
var Kt = /* @__PURE__ */ ((t2) => (t2.ADDED = "A", t2.COPIED = "C", t2.DELETED = "D", t2.MODIFIED = "M", t2.RENAMED = "R", t2.CHANGED = "T", t2.UNMERGED = "U", t2.UNKNOWN = "X", t2.BROKEN = "B", t2))(Kt || {});
var kn = new Set(Object.values(Kt));
function _n(t2) {
  return kn.has(t2);
}
var _t;
var vn = ["-h"];
var j2 = /* @__PURE__ */ Symbol("grepQuery");
var En = class {
  constructor() {
    this[_t] = [];
  }
  *[(_t = j2, Symbol.iterator)]() {
    for (const e of this[j2])
      yield e;
  }
  and(...e) {
    return e.length && this[j2].push("--and", "(", ...U(e, "-e"), ")"), this;
  }
  param(...e) {
    return this[j2].push(...U(e, "-e")), this;
  }
};
function Sn(...t2) {
  return new En().param(...t2);
}
function Rn(t2) {
  const e = /* @__PURE__ */ new Set(), n = {};
  return ut(t2, (r2) => {
    const [s2, o2, i] = r2.split(I2);
    e.add(s2), (n[s2] = n[s2] || []).push({
      line: p(o2),
      path: s2,
      preview: i
    });
  }), {
    paths: e,
    results: n
  };
}
function On() {
  return {
    grep(t2) {
      const e = u(arguments), n = h2(arguments);
      for (const s2 of vn)
        if (n.includes(s2))
          return this._runTask(
            b2(`git.grep: use of "${s2}" is not supported.`),
            e
          );
      typeof t2 == "string" && (t2 = Sn().param(t2));
      const r2 = ["grep", "--null", "-n", "--full-name", ...n, ...t2];
      return this._runTask(
        {
          commands: r2,
          format: "utf-8",
          parser(s2) {
            return Rn(s2);
          }
        },
        e
      );
    }
  };
}
var Vt = /* @__PURE__ */ ((t2) => (t2.MIXED = "mixed", t2.SOFT = "soft", t2.HARD = "hard", t2.MERGE = "merge", t2.KEEP = "keep", t2))(Vt || {});
var Cn = L2(Object.values(Vt));
function An(t2, e) {
  const n = ["reset"];
  return Xt(t2) && n.push(`--${t2}`), n.push(...e), g(n);
}
function xn(t2) {
  if (Xt(t2))
    return t2;
  switch (typeof t2) {
    case "string":
    case "undefined":
      return "soft";
  }
}
function Xt(t2) {
  return typeof t2 == "string" && Cn.includes(t2);
}
import_debug.default.formatters.L = (t2) => String(Bt(t2) ? t2.length : "-");
import_debug.default.formatters.B = (t2) => Buffer.isBuffer(t2) ? t2.toString("utf8") : ft(t2);
function Nn() {
  return (0, import_debug.default)("simple-git");
}
function vt(t2, e, n) {
  return !e || !String(e).replace(/\s*/, "") ? n ? (r2, ...s2) => {
    t2(r2, ...s2), n(r2, ...s2);
  } : t2 : (r2, ...s2) => {
    t2(`%s ${r2}`, e, ...s2), n && n(r2, ...s2);
  };
}
function $n(t2, e, { namespace: n }) {
  if (typeof t2 == "string")
    return t2;
  const r2 = e && e.namespace || "";
  return r2.startsWith(n) ? r2.substr(n.length + 1) : r2 || n;
}
function $2(t2, e, n, r2 = Nn()) {
  const s2 = t2 && `[${t2}]` || "", o2 = [], i = typeof e == "string" ? r2.extend(e) : e, a = $n(d(e, m), i, r2);
  return y2(n);
  function c3(w2, T2) {
    return S2(
      o2,
      $2(t2, a.replace(/^[^:]+/, w2), T2, r2)
    );
  }
  function y2(w2) {
    const T2 = w2 && `[${w2}]` || "", k2 = i && vt(i, T2) || W2, C2 = vt(r2, `${s2} ${T2}`, k2);
    return Object.assign(i ? k2 : C2, {
      label: t2,
      sibling: c3,
      info: C2,
      step: y2
    });
  }
}
var M2 = class M3 {
  constructor(e = "GitExecutor") {
    this.logLabel = e, this._queue = /* @__PURE__ */ new Map();
  }
  withProgress(e) {
    return this._queue.get(e);
  }
  createProgress(e) {
    const n = M3.getName(e.commands[0]), r2 = $2(this.logLabel, n);
    return {
      task: e,
      logger: r2,
      name: n
    };
  }
  push(e) {
    const n = this.createProgress(e);
    return n.logger("Adding task to the queue, commands = %o", e.commands), this._queue.set(e, n), n;
  }
  fatal(e) {
    for (const [n, { logger: r2 }] of Array.from(this._queue.entries()))
      n === e.task ? (r2.info("Failed %o", e), r2(
        "Fatal exception, any as-yet un-started tasks run through this executor will not be attempted"
      )) : r2.info(
        "A fatal exception occurred in a previous task, the queue has been purged: %o",
        e.message
      ), this.complete(n);
    if (this._queue.size !== 0)
      throw new Error(`Queue size should be zero after fatal: ${this._queue.size}`);
  }
  complete(e) {
    this.withProgress(e) && this._queue.delete(e);
  }
  attempt(e) {
    const n = this.withProgress(e);
    if (!n)
      throw new O2(void 0, "TasksPendingQueue: attempt called for an unknown task");
    return n.logger("Starting task"), n;
  }
  static getName(e = "empty") {
    return `task:${e}:${++M3.counter}`;
  }
};
M2.counter = 0;
var ot = M2;
var Pn = class {
  constructor(e, n, r2) {
    this._executor = e, this._scheduler = n, this._plugins = r2, this._chain = Promise.resolve(), this._queue = new ot();
  }
  get cwd() {
    return this._cwd || this._executor.cwd;
  }
  set cwd(e) {
    this._cwd = e;
  }
  get env() {
    return this._executor.env;
  }
  get outputHandler() {
    return this._executor.outputHandler;
  }
  chain() {
    return this;
  }
  push(e) {
    return this._queue.push(e), this._chain = this._chain.then(() => this.attemptTask(e));
  }
  async attemptTask(e) {
    const n = await this._scheduler.next(), r2 = () => this._queue.complete(e);
    try {
      const { logger: s2 } = this._queue.attempt(e);
      return await (kt(e) ? this.attemptEmptyTask(e, s2) : this.attemptRemoteTask(e, s2));
    } catch (s2) {
      throw this.onFatalException(e, s2);
    } finally {
      r2(), n();
    }
  }
  onFatalException(e, n) {
    const r2 = n instanceof O2 ? Object.assign(n, { task: e }) : new O2(e, n && String(n));
    return this._chain = Promise.resolve(), this._queue.fatal(r2), r2;
  }
  async attemptRemoteTask(e, n) {
    const r2 = this._plugins.exec("spawn.binary", "", this.taskContext(e, e.commands)), s2 = this._plugins.exec(
      "spawn.args",
      [...e.commands],
      this.taskContext(e, e.commands)
    ), o2 = await this.gitResponse(
      e,
      r2,
      s2,
      this.outputHandler,
      n.step("SPAWN")
    ), i = await this.handleTaskData(e, s2, o2, n.step("HANDLE"));
    return n("passing response to task's parser as a %s", e.format), en(e) ? Tt(e.parser, i) : Tt(e.parser, i.asStrings());
  }
  async attemptEmptyTask(e, n) {
    return n("empty task bypassing child process to call to task's parser"), e.parser(this);
  }
  handleTaskData(e, n, r2, s2) {
    const { exitCode: o2, rejection: i, stdOut: a, stdErr: c3 } = r2;
    return new Promise((y2, w2) => {
      s2("Preparing to handle process response exitCode=%d stdOut=", o2);
      const { error: T2 } = this._plugins.exec(
        "task.error",
        { error: i },
        {
          ...this.taskContext(e, n),
          ...r2
        }
      );
      if (T2 && e.onError)
        return s2.info("exitCode=%s handling with custom error handler"), e.onError(
          r2,
          T2,
          (k2) => {
            s2.info("custom error handler treated as success"), s2("custom error returned a %s", ft(k2)), y2(
              new z2(
                Array.isArray(k2) ? Buffer.concat(k2) : k2,
                Buffer.concat(c3)
              )
            );
          },
          w2
        );
      if (T2)
        return s2.info(
          "handling as error: exitCode=%s stdErr=%s rejection=%o",
          o2,
          c3.length,
          i
        ), w2(T2);
      s2.info("retrieving task output complete"), y2(new z2(Buffer.concat(a), Buffer.concat(c3)));
    });
  }
  async gitResponse(e, n, r2, s2, o2) {
    const i = o2.sibling("output"), a = this._plugins.exec(
      "spawn.options",
      {
        cwd: this.cwd,
        env: this.env,
        windowsHide: true
      },
      this.taskContext(e, e.commands)
    );
    return new Promise((c3) => {
      const y2 = [], w2 = [];
      o2.info("%s %o", n, r2), o2("%O", a);
      let T2 = this._beforeSpawn(e, r2);
      if (T2)
        return c3({
          stdOut: y2,
          stdErr: w2,
          exitCode: 9901,
          rejection: T2
        });
      this._plugins.exec("spawn.before", void 0, {
        ...this.taskContext(e, r2),
        kill(C2) {
          T2 = C2 || T2;
        }
      });
      const k2 = ve(n, r2, a);
      k2.stdout.on(
        "data",
        Et(y2, "stdOut", o2, i.step("stdOut"))
      ), k2.stderr.on(
        "data",
        Et(w2, "stdErr", o2, i.step("stdErr"))
      ), k2.on("error", Mn(w2, o2)), s2 && (o2("Passing child process stdOut/stdErr to custom outputHandler"), s2(n, k2.stdout, k2.stderr, [...r2])), this._plugins.exec("spawn.after", void 0, {
        ...this.taskContext(e, r2),
        spawned: k2,
        close(C2, Te) {
          c3({
            stdOut: y2,
            stdErr: w2,
            exitCode: C2,
            rejection: T2 || Te
          });
        },
        kill(C2) {
          k2.killed || (T2 = C2, k2.kill("SIGINT"));
        }
      });
    });
  }
  _beforeSpawn(e, n) {
    let r2;
    return this._plugins.exec("spawn.before", void 0, {
      ...this.taskContext(e, n),
      kill(s2) {
        r2 = s2 || r2;
      }
    }), r2;
  }
  taskContext(e, n) {
    return {
      method: String(Me(e.commands) || ""),
      commands: n,
      env: { ...this.env },
      input: kt(e) ? void 0 : e.input
    };
  }
};
function Mn(t2, e) {
  return (n) => {
    e("[ERROR] child process exception %o", n), t2.push(Buffer.from(String(n.stack), "ascii"));
  };
}
function Et(t2, e, n, r2) {
  return (s2) => {
    n("%s received %L bytes", e, s2), r2("%B", s2), t2.push(s2);
  };
}
var Dn = class {
  constructor(e, n, r2) {
    this.cwd = e, this._scheduler = n, this._plugins = r2, this._chain = this.chain();
  }
  chain() {
    return new Pn(this, this._scheduler, this._plugins);
  }
  push(e) {
    return this._chain.push(e);
  }
};
function Ln(t2, e, n = W2) {
  const r2 = (o2) => {
    n(null, o2);
  }, s2 = (o2) => {
    o2?.task === t2 && n(o2, void 0);
  };
  e.then(r2, s2);
}
function St(t2, e) {
  return tn((n) => {
    if (!Lt(t2))
      throw new Error(`Git.cwd: cannot change to non-directory "${t2}"`);
    return (e || n).cwd = t2;
  });
}
function Q2(t2) {
  const e = ["checkout", ...t2];
  return e[1] === "-b" && e.includes("-B") && (e[1] = ct(e, "-B")), g(e);
}
function jn() {
  return {
    checkout() {
      return this._runTask(
        Q2(h2(arguments, 1)),
        u(arguments)
      );
    },
    checkoutBranch(t2, e) {
      return this._runTask(
        Q2(["-b", t2, e, ...h2(arguments)]),
        u(arguments)
      );
    },
    checkoutLocalBranch(t2) {
      return this._runTask(
        Q2(["-b", t2, ...h2(arguments)]),
        u(arguments)
      );
    }
  };
}
var Yt = (t2, e, n) => {
  const r2 = ["clone", ...n];
  return m(t2) && r2.push(c(t2)), m(e) && r2.push(c(e)), g(r2);
};
var Bn = (t2, e, n) => (S2(n, "--mirror"), Yt(t2, e, n));
function Rt(t2, e, n, ...r2) {
  return m(n) ? e(n, d(r2[0], m), h2(arguments)) : b2(`git.${t2}() requires a string 'repoPath'`);
}
function In() {
  return {
    clone(t2, ...e) {
      return this._runTask(
        Rt("clone", Yt, d(t2, m), ...e),
        u(arguments)
      );
    },
    mirror(t2, ...e) {
      return this._runTask(
        Rt("mirror", Bn, d(t2, m), ...e),
        u(arguments)
      );
    }
  };
}
var Un = [
  new l2(/^\[([^\s]+)( \([^)]+\))? ([^\]]+)/, (t2, [e, n, r2]) => {
    t2.branch = e, t2.commit = r2, t2.root = !!n;
  }),
  new l2(/\s*Author:\s(.+)/i, (t2, [e]) => {
    const n = e.split("<"), r2 = n.pop();
    !r2 || !r2.includes("@") || (t2.author = {
      email: r2.substr(0, r2.length - 1),
      name: n.join("<").trim()
    });
  }),
  new l2(
    /(\d+)[^,]*(?:,\s*(\d+)[^,]*)(?:,\s*(\d+))/g,
    (t2, [e, n, r2]) => {
      t2.summary.changes = parseInt(e, 10) || 0, t2.summary.insertions = parseInt(n, 10) || 0, t2.summary.deletions = parseInt(r2, 10) || 0;
    }
  ),
  new l2(
    /^(\d+)[^,]*(?:,\s*(\d+)[^(]+\(([+-]))?/,
    (t2, [e, n, r2]) => {
      t2.summary.changes = parseInt(e, 10) || 0;
      const s2 = parseInt(n, 10) || 0;
      r2 === "-" ? t2.summary.deletions = s2 : r2 === "+" && (t2.summary.insertions = s2);
    }
  )
];
function Fn(t2) {
  return E2({
    author: null,
    branch: "",
    commit: "",
    root: false,
    summary: {
      changes: 0,
      insertions: 0,
      deletions: 0
    }
  }, Un, t2);
}
function Gn(t2, e, n) {
  return {
    commands: [
      "-c",
      "core.abbrev=40",
      "commit",
      ...U(t2, "-m"),
      ...e,
      ...n
    ],
    format: "utf-8",
    parser: Fn
  };
}
function zn() {
  return {
    commit(e, ...n) {
      const r2 = u(arguments), s2 = t2(e) || Gn(
        v(e),
        v(d(n[0], G2, [])),
        [
          ...L2(d(n[1], K2, [])),
          ...h2(arguments, 0, true)
        ]
      );
      return this._runTask(s2, r2);
    }
  };
  function t2(e) {
    return !G2(e) && b2(
      "git.commit: requires the commit message to be supplied as a string/string[]"
    );
  }
}
function qn() {
  return {
    count: 0,
    garbage: 0,
    inPack: 0,
    packs: 0,
    prunePackable: 0,
    size: 0,
    sizeGarbage: 0,
    sizePack: 0
  };
}
var Wn = new l2(
  /([a-z-]+): (\d+)$/,
  (t2, [e, n]) => {
    const r2 = jt(e);
    Object.hasOwn(t2, r2) && (t2[r2] = p(n));
  }
);
function Hn() {
  return {
    countObjects() {
      return this._runTask({
        commands: ["count-objects", "--verbose"],
        format: "utf-8",
        parser(t2) {
          return E2(qn(), [Wn], t2);
        }
      });
    }
  };
}
function Kn() {
  return {
    firstCommit() {
      return this._runTask(
        g(["rev-list", "--max-parents=0", "HEAD"], true),
        u(arguments)
      );
    }
  };
}
function Vn(t2, e) {
  const n = ["hash-object", t2];
  return e && n.push("-w"), g(n, true);
}
var J2 = class {
  constructor(e, n, r2, s2) {
    this.bare = e, this.path = n, this.existing = r2, this.gitDir = s2;
  }
};
var Xn = /^Init.+ repository in (.+)$/;
var Yn = /^Rein.+ in (.+)$/;
function Qn(t2, e, n) {
  const r2 = String(n).trim();
  let s2;
  if (s2 = Xn.exec(r2))
    return new J2(t2, e, false, s2[1]);
  if (s2 = Yn.exec(r2))
    return new J2(t2, e, true, s2[1]);
  let o2 = "";
  const i = r2.split(" ");
  for (; i.length; )
    if (i.shift() === "in") {
      o2 = i.join(" ");
      break;
    }
  return new J2(t2, e, /^re/i.test(r2), o2);
}
var Qt = "--bare";
function Jn(t2) {
  return t2.includes(Qt);
}
function Zn(t2 = false, e, n) {
  const r2 = ["init", ...n];
  return t2 && !Jn(r2) && r2.splice(1, 0, Qt), {
    commands: r2,
    format: "utf-8",
    parser(s2) {
      return Qn(r2.includes("--bare"), e, s2);
    }
  };
}
function tr(t2) {
  return t2 === void 0 ? b2("interpretTrailers called without input content") : {
    format: "utf-8",
    parser(e) {
      return Object.fromEntries(
        ut(e, (n) => {
          const r2 = n.indexOf(":");
          return [
            jt(n.substring(0, r2).toLowerCase()),
            n.substring(r2 + 2).trim()
          ];
        })
      );
    },
    commands: ["interpret-trailers", "--parse"],
    input: t2
  };
}
function er() {
  return {
    interpretTrailers(t2) {
      return this._runTask(
        tr(d(t2, Be)),
        u(arguments)
      );
    }
  };
}
var R2 = /* @__PURE__ */ ((t2) => (t2.NONE = "", t2.STAT = "--stat", t2.NUM_STAT = "--numstat", t2.NAME_ONLY = "--name-only", t2.NAME_STATUS = "--name-status", t2))(R2 || {});
var Jt = /^--(stat|numstat|name-only|name-status)(=|$)/;
function pt(t2) {
  for (let e = 0; e < t2.length; e++) {
    const n = Jt.exec(t2[e]);
    if (n)
      return `--${n[1]}`;
  }
  return "";
}
function nr(t2) {
  return Jt.test(t2);
}
var rr = class {
  constructor() {
    this.changed = 0, this.deletions = 0, this.insertions = 0, this.files = [];
  }
};
var Ot = [
  new l2(
    /^(.+)\s+\|\s+(\d+)(\s+[+\-]+)?$/,
    (t2, [e, n, r2 = ""]) => {
      t2.files.push({
        file: e.trim(),
        changes: p(n),
        insertions: r2.replace(/[^+]/g, "").length,
        deletions: r2.replace(/[^-]/g, "").length,
        binary: false
      });
    }
  ),
  new l2(
    /^(.+) \|\s+Bin ([0-9.]+) -> ([0-9.]+) ([a-z]+)/,
    (t2, [e, n, r2]) => {
      t2.files.push({
        file: e.trim(),
        before: p(n),
        after: p(r2),
        binary: true
      });
    }
  ),
  new l2(/^(.+)\s+\|\s+Bin\s*$/, (t2, [e]) => {
    t2.files.push({
      file: e.trim(),
      before: 0,
      after: 0,
      binary: true
    });
  }),
  new l2(
    /(\d+) files? changed\s*((?:, \d+ [^,]+){0,2})/,
    (t2, [e, n]) => {
      const r2 = /(\d+) i/.exec(n), s2 = /(\d+) d/.exec(n);
      t2.changed = p(e), t2.insertions = p(r2?.[1]), t2.deletions = p(s2?.[1]);
    }
  )
];
var sr = [
  new l2(
    /(\d+)\t(\d+)\t(.+)$/,
    (t2, [e, n, r2]) => {
      const s2 = p(e), o2 = p(n);
      t2.changed++, t2.insertions += s2, t2.deletions += o2, t2.files.push({
        file: r2,
        changes: s2 + o2,
        insertions: s2,
        deletions: o2,
        binary: false
      });
    }
  ),
  new l2(/-\t-\t(.+)$/, (t2, [e]) => {
    t2.changed++, t2.files.push({
      file: e,
      after: 0,
      before: 0,
      binary: true
    });
  })
];
var or = [
  new l2(/(.+)$/, (t2, [e]) => {
    t2.changed++, t2.files.push({
      file: e,
      changes: 0,
      insertions: 0,
      deletions: 0,
      binary: false
    });
  })
];
var ir = [
  new l2(
    /([ACDMRTUXB])([0-9]{0,3})\t(.[^\t]*)(\t(.[^\t]*))?$/,
    (t2, [e, n, r2, s2, o2]) => {
      t2.changed++, t2.files.push({
        file: o2 ?? r2,
        changes: 0,
        insertions: 0,
        deletions: 0,
        binary: false,
        status: bt(_n(e) && e),
        from: bt(!!o2 && r2 !== o2 && r2),
        similarity: p(n)
      });
    }
  )
];
var ar = {
  [R2.NONE]: Ot,
  [R2.STAT]: Ot,
  [R2.NUM_STAT]: sr,
  [R2.NAME_STATUS]: ir,
  [R2.NAME_ONLY]: or
};
function Zt(t2 = R2.NONE) {
  const e = ar[t2];
  return (n) => E2(new rr(), e, n, false);
}
var te = "\xF2\xF2\xF2\xF2\xF2\xF2 ";
var ee2 = " \xF2\xF2";
var ne2 = " \xF2 ";
var ur = ["hash", "date", "message", "refs", "author_name", "author_email"];
function cr(t2, e) {
  return e.reduce(
    (n, r2, s2) => (n[r2] = t2[s2] || "", n),
    /* @__PURE__ */ Object.create({ diff: null })
  );
}
function re(t2 = ne2, e = ur, n = R2.NONE) {
  const r2 = Zt(n);
  return function(s2) {
    const o2 = H2(
      s2.trim(),
      false,
      te
    ).map(function(i) {
      const a = i.split(ee2), c3 = cr(a[0].split(t2), e);
      return a.length > 1 && a[1].trim() && (c3.diff = r2(a[1])), c3;
    });
    return {
      all: o2,
      latest: o2.length && o2[0] || null,
      total: o2.length
    };
  };
}
function fr(t2) {
  let e = pt(t2);
  const n = ["diff"];
  return e === R2.NONE && (e = R2.STAT, n.push("--stat=4096")), n.push(...t2), dt(n) || {
    commands: n,
    format: "utf-8",
    parser: Zt(e)
  };
}
function dt(t2) {
  const e = t2.filter(nr);
  if (e.length > 1)
    return b2(
      `Summary flags are mutually exclusive - pick one of ${e.join(",")}`
    );
  if (e.length && t2.includes("-z"))
    return b2(
      `Summary flag ${e} parsing is not compatible with null termination option '-z'`
    );
}
var se = /* @__PURE__ */ ((t2) => (t2[t2["--pretty"] = 0] = "--pretty", t2[t2["max-count"] = 1] = "max-count", t2[t2.maxCount = 2] = "maxCount", t2[t2.n = 3] = "n", t2[t2.file = 4] = "file", t2[t2.format = 5] = "format", t2[t2.from = 6] = "from", t2[t2.to = 7] = "to", t2[t2.splitter = 8] = "splitter", t2[t2.symmetric = 9] = "symmetric", t2[t2.mailMap = 10] = "mailMap", t2[t2.multiLine = 11] = "multiLine", t2[t2.strictDate = 12] = "strictDate", t2))(se || {});
function lr(t2, e) {
  const n = [], r2 = [];
  return Object.keys(t2).forEach((s2) => {
    n.push(s2), r2.push(String(t2[s2]));
  }), [n, r2.join(e)];
}
function hr(t2) {
  return Object.keys(t2).reduce((e, n) => (n in se || (e[n] = t2[n]), e), {});
}
function oe2(t2 = {}, e = []) {
  const n = d(t2.splitter, m, ne2), r2 = lt(t2.format) ? t2.format : {
    hash: "%H",
    date: t2.strictDate === false ? "%ai" : "%aI",
    message: "%s",
    refs: "%D",
    body: t2.multiLine ? "%B" : "%b",
    author_name: t2.mailMap !== false ? "%aN" : "%an",
    author_email: t2.mailMap !== false ? "%aE" : "%ae"
  }, [s2, o2] = lr(r2, n), i = [], a = [
    `--pretty=format:${te}${o2}${ee2}`,
    ...e
  ], c3 = t2.n || t2["max-count"] || t2.maxCount;
  if (c3 && a.push(`--max-count=${c3}`), t2.from || t2.to) {
    const y2 = t2.symmetric !== false ? "..." : "..";
    i.push(`${t2.from || ""}${y2}${t2.to || ""}`);
  }
  return m(t2.file) && a.push("--follow", c(t2.file)), It(hr(t2), a), {
    fields: s2,
    splitter: n,
    commands: [...a, ...i]
  };
}
function mr(t2, e, n) {
  const r2 = re(t2, e, pt(n));
  return {
    commands: ["log", ...n],
    format: "utf-8",
    parser: r2
  };
}
function pr() {
  return {
    log(...n) {
      const r2 = u(arguments), s2 = oe2(
        ht(arguments),
        L2(d(arguments[0], K2, []))
      ), o2 = e(...n) || dt(s2.commands) || t2(s2);
      return this._runTask(o2, r2);
    }
  };
  function t2(n) {
    return mr(n.splitter, n.fields, n.commands);
  }
  function e(n, r2) {
    return m(n) && m(r2) && b2(
      "git.log(string, string) should be replaced with git.log({ from: string, to: string })"
    );
  }
}
var Z2 = class {
  constructor(e, n = null, r2) {
    this.reason = e, this.file = n, this.meta = r2;
  }
  toString() {
    return `${this.file}:${this.reason}`;
  }
};
var dr = class {
  constructor() {
    this.conflicts = [], this.merges = [], this.result = "success";
  }
  get failed() {
    return this.conflicts.length > 0;
  }
  get reason() {
    return this.result;
  }
  toString() {
    return this.conflicts.length ? `CONFLICTS: ${this.conflicts.join(", ")}` : "OK";
  }
};
var ie = class {
  constructor() {
    this.remoteMessages = {
      all: []
    }, this.created = [], this.deleted = [], this.files = [], this.deletions = {}, this.insertions = {}, this.summary = {
      changes: 0,
      deletions: 0,
      insertions: 0
    };
  }
};
var gr = class {
  constructor() {
    this.remote = "", this.hash = {
      local: "",
      remote: ""
    }, this.branch = {
      local: "",
      remote: ""
    }, this.message = "";
  }
  toString() {
    return this.message;
  }
};
function tt(t2) {
  return t2.objects = t2.objects || {
    compressing: 0,
    counting: 0,
    enumerating: 0,
    packReused: 0,
    reused: { count: 0, delta: 0 },
    total: { count: 0, delta: 0 }
  };
}
function Ct(t2) {
  const e = /^\s*(\d+)/.exec(t2), n = /delta (\d+)/i.exec(t2);
  return {
    count: p(e && e[1] || "0"),
    delta: p(n && n[1] || "0")
  };
}
var yr = [
  new x2(
    /^remote:\s*(enumerating|counting|compressing) objects: (\d+),/i,
    (t2, [e, n]) => {
      const r2 = e.toLowerCase(), s2 = tt(t2.remoteMessages);
      Object.assign(s2, { [r2]: p(n) });
    }
  ),
  new x2(
    /^remote:\s*(enumerating|counting|compressing) objects: \d+% \(\d+\/(\d+)\),/i,
    (t2, [e, n]) => {
      const r2 = e.toLowerCase(), s2 = tt(t2.remoteMessages);
      Object.assign(s2, { [r2]: p(n) });
    }
  ),
  new x2(
    /total ([^,]+), reused ([^,]+), pack-reused (\d+)/i,
    (t2, [e, n, r2]) => {
      const s2 = tt(t2.remoteMessages);
      s2.total = Ct(e), s2.reused = Ct(n), s2.packReused = p(r2);
    }
  )
];
var wr = [
  new x2(/^remote:\s*(.+)$/, (t2, [e]) => (t2.remoteMessages.all.push(e.trim()), false)),
  ...yr,
  new x2(
    [/create a (?:pull|merge) request/i, /\s(https?:\/\/\S+)$/],
    (t2, [e]) => {
      t2.remoteMessages.pullRequestUrl = e;
    }
  ),
  new x2(
    [/found (\d+) vulnerabilities.+\(([^)]+)\)/i, /\s(https?:\/\/\S+)$/],
    (t2, [e, n, r2]) => {
      t2.remoteMessages.vulnerabilities = {
        count: p(e),
        summary: n,
        url: r2
      };
    }
  )
];
function ae(t2, e) {
  return E2({ remoteMessages: new br() }, wr, e);
}
var br = class {
  constructor() {
    this.all = [];
  }
};
var Tr = /^\s*(.+?)\s+\|\s+\d+\s*(\+*)(-*)/;
var kr = /(\d+)\D+((\d+)\D+\(\+\))?(\D+(\d+)\D+\(-\))?/;
var _r = /^(create|delete) mode \d+ (.+)/;
var vr = [
  new l2(Tr, (t2, [e, n, r2]) => {
    t2.files.push(e), n && (t2.insertions[e] = n.length), r2 && (t2.deletions[e] = r2.length);
  }),
  new l2(kr, (t2, [e, , n, , r2]) => n !== void 0 || r2 !== void 0 ? (t2.summary.changes = +e || 0, t2.summary.insertions = +n || 0, t2.summary.deletions = +r2 || 0, true) : false),
  new l2(_r, (t2, [e, n]) => {
    S2(t2.files, n), S2(e === "create" ? t2.created : t2.deleted, n);
  })
];
var Er = [
  new l2(/^from\s(.+)$/i, (t2, [e]) => {
    t2.remote = e;
  }),
  new l2(/^fatal:\s(.+)$/, (t2, [e]) => {
    t2.message = e;
  }),
  new l2(
    /([a-z0-9]+)\.\.([a-z0-9]+)\s+(\S+)\s+->\s+(\S+)$/,
    (t2, [e, n, r2, s2]) => {
      t2.branch.local = r2, t2.hash.local = e, t2.branch.remote = s2, t2.hash.remote = n;
    }
  )
];
var Sr = (t2, e) => E2(new ie(), vr, [t2, e]);
var ue = (t2, e) => Object.assign(
  new ie(),
  Sr(t2, e),
  ae(t2, e)
);
function Rr(t2, e) {
  const n = E2(new gr(), Er, [t2, e]);
  return n.message && n;
}
var Or = [
  new l2(/^Auto-merging\s+(.+)$/, (t2, [e]) => {
    t2.merges.push(e);
  }),
  new l2(/^CONFLICT\s+\((.+)\): Merge conflict in (.+)$/, (t2, [e, n]) => {
    t2.conflicts.push(new Z2(e, n));
  }),
  new l2(
    /^CONFLICT\s+\((.+\/delete)\): (.+) deleted in (.+) and/,
    (t2, [e, n, r2]) => {
      t2.conflicts.push(new Z2(e, n, { deleteRef: r2 }));
    }
  ),
  new l2(/^CONFLICT\s+\((.+)\):/, (t2, [e]) => {
    t2.conflicts.push(new Z2(e, null));
  }),
  new l2(/^Automatic merge failed;\s+(.+)$/, (t2, [e]) => {
    t2.result = e;
  })
];
var Cr = (t2, e) => Object.assign(Ar(t2), ue(t2, e));
var Ar = (t2) => E2(new dr(), Or, t2);
function At(t2) {
  return t2.length ? {
    commands: ["merge", ...t2],
    format: "utf-8",
    parser(e, n) {
      const r2 = Cr(e, n);
      if (r2.failed)
        throw new at(r2);
      return r2;
    }
  } : b2("Git.merge requires at least one option");
}
function xr(t2, e, n) {
  const r2 = n.includes("deleted"), s2 = n.includes("tag") || /^refs\/tags/.test(t2), o2 = !n.includes("new");
  return {
    deleted: r2,
    tag: s2,
    branch: !s2,
    new: !o2,
    alreadyUpdated: o2,
    local: t2,
    remote: e
  };
}
var Nr = [
  new l2(/^Pushing to (.+)$/, (t2, [e]) => {
    t2.repo = e;
  }),
  new l2(/^updating local tracking ref '(.+)'/, (t2, [e]) => {
    t2.ref = {
      ...t2.ref || {},
      local: e
    };
  }),
  new l2(/^[=*-]\s+([^:]+):(\S+)\s+\[(.+)]$/, (t2, [e, n, r2]) => {
    t2.pushed.push(xr(e, n, r2));
  }),
  new l2(
    /^Branch '([^']+)' set up to track remote branch '([^']+)' from '([^']+)'/,
    (t2, [e, n, r2]) => {
      t2.branch = {
        ...t2.branch || {},
        local: e,
        remote: n,
        remoteName: r2
      };
    }
  ),
  new l2(
    /^([^:]+):(\S+)\s+([a-z0-9]+)\.\.([a-z0-9]+)$/,
    (t2, [e, n, r2, s2]) => {
      t2.update = {
        head: {
          local: e,
          remote: n
        },
        hash: {
          from: r2,
          to: s2
        }
      };
    }
  )
];
var $r = (t2, e) => {
  const n = Pr(t2, e), r2 = ae(t2, e);
  return {
    ...n,
    ...r2
  };
};
var Pr = (t2, e) => E2({ pushed: [] }, Nr, [t2, e]);
function Mr(t2 = {}, e) {
  return S2(e, "--tags"), ce(t2, e);
}
function ce(t2 = {}, e) {
  const n = ["push", ...e];
  return t2.branch && n.splice(1, 0, t2.branch), t2.remote && n.splice(1, 0, t2.remote), ct(n, "-v"), S2(n, "--verbose"), S2(n, "--porcelain"), {
    commands: n,
    format: "utf-8",
    parser: $r
  };
}
function Dr() {
  return {
    showBuffer() {
      const t2 = ["show", ...h2(arguments, 1)];
      return t2.includes("--binary") || t2.splice(1, 0, "--binary"), this._runTask(
        Gt(t2),
        u(arguments)
      );
    },
    show() {
      const t2 = ["show", ...h2(arguments, 1)];
      return this._runTask(
        g(t2),
        u(arguments)
      );
    }
  };
}
var Lr = /^(.+)\0(.+)$/;
var jr = class {
  constructor(e, n, r2) {
    if (this.path = e, this.index = n, this.working_dir = r2, n === "R" || r2 === "R") {
      const s2 = Lr.exec(e) || [null, e, e];
      this.from = s2[2] || "", this.path = s2[1] || "";
    }
  }
};
var Br = class {
  constructor() {
    this.not_added = [], this.conflicted = [], this.created = [], this.deleted = [], this.ignored = void 0, this.modified = [], this.renamed = [], this.files = [], this.staged = [], this.ahead = 0, this.behind = 0, this.current = null, this.tracking = null, this.detached = false, this.isClean = () => !this.files.length;
  }
};
function xt(t2) {
  const [e, n] = t2.split(I2);
  return {
    from: n || e,
    to: e
  };
}
function _2(t2, e, n) {
  return [`${t2}${e}`, n];
}
function et(t2, ...e) {
  return e.map((n) => _2(t2, n, (r2, s2) => r2.conflicted.push(s2)));
}
var Ir = new Map([
  _2(
    " ",
    "A",
    (t2, e) => t2.created.push(e)
  ),
  _2(
    " ",
    "D",
    (t2, e) => t2.deleted.push(e)
  ),
  _2(
    " ",
    "M",
    (t2, e) => t2.modified.push(e)
  ),
  _2("A", " ", (t2, e) => {
    t2.created.push(e), t2.staged.push(e);
  }),
  _2("A", "M", (t2, e) => {
    t2.created.push(e), t2.staged.push(e), t2.modified.push(e);
  }),
  _2("D", " ", (t2, e) => {
    t2.deleted.push(e), t2.staged.push(e);
  }),
  _2("M", " ", (t2, e) => {
    t2.modified.push(e), t2.staged.push(e);
  }),
  _2("M", "M", (t2, e) => {
    t2.modified.push(e), t2.staged.push(e);
  }),
  _2("R", " ", (t2, e) => {
    t2.renamed.push(xt(e));
  }),
  _2("R", "M", (t2, e) => {
    const n = xt(e);
    t2.renamed.push(n), t2.modified.push(n.to);
  }),
  _2("!", "!", (t2, e) => {
    (t2.ignored = t2.ignored || []).push(e);
  }),
  _2(
    "?",
    "?",
    (t2, e) => t2.not_added.push(e)
  ),
  ...et(
    "A",
    "A",
    "U"
    /* UNMERGED */
  ),
  ...et(
    "D",
    "D",
    "U"
    /* UNMERGED */
  ),
  ...et(
    "U",
    "A",
    "D",
    "U"
    /* UNMERGED */
  ),
  [
    "##",
    (t2, e) => {
      const n = /ahead (\d+)/, r2 = /behind (\d+)/, s2 = /^(.+?(?=(?:\.{3}|\s|$)))/, o2 = /\.{3}(\S*)/, i = /\son\s(\S+?)(?=\.{3}|$)/;
      let a = n.exec(e);
      t2.ahead = a && +a[1] || 0, a = r2.exec(e), t2.behind = a && +a[1] || 0, a = s2.exec(e), t2.current = d(a?.[1], m, null), a = o2.exec(e), t2.tracking = d(a?.[1], m, null), a = i.exec(e), a && (t2.current = d(a?.[1], m, t2.current)), t2.detached = /\(no branch\)/.test(e);
    }
  ]
]);
var Ur = function(t2) {
  const e = t2.split(I2), n = new Br();
  for (let r2 = 0, s2 = e.length; r2 < s2; ) {
    let o2 = e[r2++].trim();
    o2 && (o2.charAt(0) === "R" && (o2 += I2 + (e[r2++] || "")), Fr(n, o2));
  }
  return n;
};
function Fr(t2, e) {
  const n = e.trim();
  switch (" ") {
    case n.charAt(2):
      return r2(n.charAt(0), n.charAt(1), n.slice(3));
    case n.charAt(1):
      return r2(" ", n.charAt(0), n.slice(2));
    default:
      return;
  }
  function r2(s2, o2, i) {
    const a = `${s2}${o2}`, c3 = Ir.get(a);
    c3 && c3(t2, i), a !== "##" && a !== "!!" && t2.files.push(new jr(i, s2, o2));
  }
}
var Gr = ["--null", "-z"];
function zr(t2) {
  return {
    format: "utf-8",
    commands: [
      "status",
      "--porcelain",
      "-b",
      "-u",
      "--null",
      ...t2.filter((n) => !Gr.includes(n))
    ],
    parser(n) {
      return Ur(n);
    }
  };
}
var fe = "installed=false";
function q2(t2 = 0, e = 0, n = 0, r2 = "", s2 = true) {
  return Object.defineProperty(
    {
      major: t2,
      minor: e,
      patch: n,
      agent: r2,
      installed: s2
    },
    "toString",
    {
      value() {
        return `${this.major}.${this.minor}.${this.patch}`;
      },
      configurable: false,
      enumerable: false
    }
  );
}
function qr() {
  return q2(0, 0, 0, "", false);
}
function Wr() {
  return {
    version() {
      return this._runTask({
        commands: ["--version"],
        format: "utf-8",
        parser: Kr,
        onError(t2, e, n, r2) {
          if (t2.exitCode === V2.NOT_FOUND)
            return n(Buffer.from(fe));
          r2(e);
        }
      });
    }
  };
}
var Hr = [
  new l2(
    /version (\d+)\.(\d+)\.(\d+)(?:\s*\((.+)\))?/,
    (t2, [e, n, r2, s2 = ""]) => {
      Object.assign(
        t2,
        q2(p(e), p(n), p(r2), s2)
      );
    }
  ),
  new l2(
    /version (\d+)\.(\d+)\.(\D+)(.+)?$/,
    (t2, [e, n, r2, s2 = ""]) => {
      Object.assign(t2, q2(p(e), p(n), r2, s2));
    }
  )
];
function Kr(t2) {
  return t2 === fe ? qr() : E2(q2(0, 0, 0, t2), Hr, t2);
}
var le = class {
  constructor(e) {
    this._executor = e;
  }
  _runTask(e, n) {
    const r2 = this._executor.chain(), s2 = r2.push(e);
    return n && Ln(e, s2, n), Object.create(this, {
      then: { value: s2.then.bind(s2) },
      catch: { value: s2.catch.bind(s2) },
      _executor: { value: r2 }
    });
  }
  add(e) {
    return this._runTask(
      g(["add", ...v(e)]),
      u(arguments)
    );
  }
  cwd(e) {
    const n = u(arguments);
    return typeof e == "string" ? this._runTask(St(e, this._executor), n) : typeof e?.path == "string" ? this._runTask(
      St(
        e.path,
        e.root && this._executor || void 0
      ),
      n
    ) : this._runTask(
      b2("Git.cwd: workingDirectory must be supplied as a string"),
      n
    );
  }
  hashObject(e, n) {
    return this._runTask(
      Vn(e, n === true),
      u(arguments)
    );
  }
  init(e) {
    return this._runTask(
      Zn(e === true, this._executor.cwd, h2(arguments)),
      u(arguments)
    );
  }
  merge() {
    return this._runTask(
      At(h2(arguments)),
      u(arguments)
    );
  }
  mergeFromTo(e, n) {
    return m(e) && m(n) ? this._runTask(
      At([e, n, ...h2(arguments)]),
      u(arguments, false)
    ) : this._runTask(
      b2(
        "Git.mergeFromTo requires that the 'remote' and 'branch' arguments are supplied as strings"
      )
    );
  }
  outputHandler(e) {
    return this._executor.outputHandler = e, this;
  }
  push() {
    const e = ce(
      {
        remote: d(arguments[0], m),
        branch: d(arguments[1], m)
      },
      h2(arguments)
    );
    return this._runTask(e, u(arguments));
  }
  stash() {
    return this._runTask(
      g(["stash", ...h2(arguments)]),
      u(arguments)
    );
  }
  status() {
    return this._runTask(
      zr(h2(arguments)),
      u(arguments)
    );
  }
};
Object.assign(
  le.prototype,
  jn(),
  In(),
  zn(),
  Tn(),
  Hn(),
  Kn(),
  On(),
  er(),
  pr(),
  Dr(),
  Wr()
);
var Vr = /* @__PURE__ */ (() => {
  let t2 = 0;
  return () => {
    t2++;
    const { promise: e, done: n } = (0, import_promise_deferred.createDeferred)();
    return {
      promise: e,
      done: n,
      id: t2
    };
  };
})();
var Xr = class {
  constructor(e = 2) {
    this.concurrency = e, this.logger = $2("", "scheduler"), this.pending = [], this.running = [], this.logger("Constructed, concurrency=%s", e);
  }
  schedule() {
    if (!this.pending.length || this.running.length >= this.concurrency) {
      this.logger(
        "Schedule attempt ignored, pending=%s running=%s concurrency=%s",
        this.pending.length,
        this.running.length,
        this.concurrency
      );
      return;
    }
    const e = S2(this.running, this.pending.shift());
    this.logger("Attempting id=%s", e.id), e.done(() => {
      this.logger("Completing id=", e.id), ct(this.running, e), this.schedule();
    });
  }
  next() {
    const { promise: e, id: n } = S2(this.pending, Vr());
    return this.logger("Scheduling id=%s", n), this.schedule(), e;
  }
};
function Yr(t2, e) {
  return g(["apply", ...e, ...t2]);
}
var he = /* @__PURE__ */ ((t2) => (t2.CURRENT = "*", t2.LINKED = "+", t2))(he || {});
var Qr = class {
  constructor() {
    this.all = [], this.branches = {}, this.current = "", this.detached = false;
  }
  push(e, n, r2, s2, o2) {
    e === "*" && (this.detached = n, this.current = r2), this.all.push(r2), this.branches[r2] = {
      current: e === "*",
      linkedWorkTree: e === "+",
      name: r2,
      commit: s2,
      label: o2
    };
  }
};
var Jr = [
  new l2(
    /^([*+]\s)?\((?:HEAD )?detached (?:from|at) (\S+)\)\s+([a-z0-9]+)\s(.*)$/,
    (t2, [e, n, r2, s2]) => {
      t2.push(Nt(e), true, n, r2, s2);
    }
  ),
  new l2(
    /^([*+]\s)?(\S+)\s+([a-z0-9]+)\s?(.*)$/s,
    (t2, [e, n, r2, s2]) => {
      t2.push(Nt(e), false, n, r2, s2);
    }
  )
];
var Zr = new l2(/^(\S+)$/s, (t2, [e]) => {
  t2.push(he.CURRENT, false, e, "", "");
});
function Nt(t2) {
  return t2 ? t2.charAt(0) : "";
}
function me(t2, e = false) {
  return E2(
    new Qr(),
    e ? [Zr] : Jr,
    t2
  );
}
var ts = class {
  constructor() {
    this.all = [], this.branches = {}, this.errors = [];
  }
  get success() {
    return !this.errors.length;
  }
};
function es(t2, e) {
  return {
    branch: t2,
    hash: e,
    success: true
  };
}
function ns(t2) {
  return {
    branch: t2,
    hash: null,
    success: false
  };
}
var rs = /(\S+)\s+\(\S+\s([^)]+)\)/;
var pe = /^error[^']+'([^']+)'/m;
var ss = [
  new l2(rs, (t2, [e, n]) => {
    const r2 = es(e, n);
    t2.all.push(r2), t2.branches[e] = r2;
  }),
  new l2(pe, (t2, [e]) => {
    const n = ns(e);
    t2.errors.push(n), t2.all.push(n), t2.branches[e] = n;
  })
];
var gt = (t2, e) => E2(new ts(), ss, [t2, e]);
function de(t2, e) {
  return e === V2.ERROR && pe.test(t2);
}
function os(t2) {
  const e = ["-d", "-D", "--delete"];
  return t2.some((n) => e.includes(n));
}
function is(t2) {
  const e = os(t2), n = t2.includes("--show-current"), r2 = ["branch", ...t2];
  return r2.length === 1 && r2.push("-a"), r2.includes("-v") || r2.splice(1, 0, "-v"), {
    format: "utf-8",
    commands: r2,
    parser(s2, o2) {
      return e ? gt(s2, o2).all[0] : me(s2, n);
    }
  };
}
function as() {
  return {
    format: "utf-8",
    commands: ["branch", "-v"],
    parser(t2) {
      return me(t2);
    }
  };
}
function us(t2, e = false) {
  return {
    format: "utf-8",
    commands: ["branch", "-v", e ? "-D" : "-d", ...t2],
    parser(n, r2) {
      return gt(n, r2);
    },
    onError({ exitCode: n, stdOut: r2 }, s2, o2, i) {
      if (!de(String(s2), n))
        return i(s2);
      o2(r2);
    }
  };
}
function cs(t2, e = false) {
  const n = {
    format: "utf-8",
    commands: ["branch", "-v", e ? "-D" : "-d", t2],
    parser(r2, s2) {
      return gt(r2, s2).branches[t2];
    },
    onError({ exitCode: r2, stdErr: s2, stdOut: o2 }, i, a, c3) {
      if (!de(String(i), r2))
        return c3(i);
      throw new at(
        n.parser(F2(o2), F2(s2)),
        String(i)
      );
    }
  };
  return n;
}
function fs(t2) {
  return {
    commands: ["check-ignore", ...t2],
    format: "utf-8",
    parser: ls
  };
}
function ls(t2) {
  return t2.split(/\n/g).map(hs).filter(Boolean);
}
function hs(t2) {
  const e = t2.trim().replace(/^["']|["']$/g, "");
  return e && Se(e);
}
var ms = [
  new l2(/From (.+)$/, (t2, [e]) => {
    t2.remote = e;
  }),
  new l2(/\* \[new branch]\s+(\S+)\s*-> (.+)$/, (t2, [e, n]) => {
    t2.branches.push({
      name: e,
      tracking: n
    });
  }),
  new l2(/\* \[new tag]\s+(\S+)\s*-> (.+)$/, (t2, [e, n]) => {
    t2.tags.push({
      name: e,
      tracking: n
    });
  }),
  new l2(/- \[deleted]\s+\S+\s*-> (.+)$/, (t2, [e]) => {
    t2.deleted.push({
      tracking: e
    });
  }),
  new l2(
    /\s*([^.]+)\.\.(\S+)\s+(\S+)\s*-> (.+)$/,
    (t2, [e, n, r2, s2]) => {
      t2.updated.push({
        name: r2,
        tracking: s2,
        to: n,
        from: e
      });
    }
  )
];
function ps(t2, e) {
  return E2({
    raw: t2,
    remote: null,
    branches: [],
    tags: [],
    updated: [],
    deleted: []
  }, ms, [t2, e]);
}
function ds(t2) {
  return /^--upload-pack(=|$)/.test(t2);
}
function gs(t2, e, n) {
  const r2 = ["fetch", ...n];
  return t2 && e && r2.push(t2, e), r2.find(ds) ? b2("git.fetch: potential exploit argument blocked.") : {
    commands: r2,
    format: "utf-8",
    parser: ps
  };
}
var ys = [
  new l2(/^Renaming (.+) to (.+)$/, (t2, [e, n]) => {
    t2.moves.push({ from: e, to: n });
  })
];
function ws(t2) {
  return E2({ moves: [] }, ys, t2);
}
function bs(t2, e) {
  return {
    commands: ["mv", "-v", ...v(t2), e],
    format: "utf-8",
    parser: ws
  };
}
function Ts(t2, e, n) {
  const r2 = ["pull", ...n];
  return t2 && e && r2.splice(1, 0, t2, e), {
    commands: r2,
    format: "utf-8",
    parser(s2, o2) {
      return ue(s2, o2);
    },
    onError(s2, o2, i, a) {
      const c3 = Rr(
        F2(s2.stdOut),
        F2(s2.stdErr)
      );
      if (c3)
        return a(new at(c3));
      a(o2);
    }
  };
}
function ks(t2) {
  const e = {};
  return ge(t2, ([n]) => e[n] = { name: n }), Object.values(e);
}
function _s(t2) {
  const e = {};
  return ge(t2, ([n, r2, s2]) => {
    Object.hasOwn(e, n) || (e[n] = {
      name: n,
      refs: { fetch: "", push: "" }
    }), s2 && r2 && (e[n].refs[s2.replace(/[^a-z]/g, "")] = r2);
  }), Object.values(e);
}
function ge(t2, e) {
  ut(t2, (n) => e(n.split(/\s+/)));
}
function vs(t2, e, n) {
  return g(["remote", "add", ...n, t2, e]);
}
function Es(t2) {
  const e = ["remote"];
  return t2 && e.push("-v"), {
    commands: e,
    format: "utf-8",
    parser: t2 ? _s : ks
  };
}
function Ss(t2) {
  const e = [...t2];
  return e[0] !== "ls-remote" && e.unshift("ls-remote"), g(e);
}
function Rs(t2) {
  const e = [...t2];
  return e[0] !== "remote" && e.unshift("remote"), g(e);
}
function Os(t2) {
  return g(["remote", "remove", t2]);
}
function Cs(t2 = {}, e) {
  const n = oe2(t2), r2 = ["stash", "list", ...n.commands, ...e], s2 = re(
    n.splitter,
    n.fields,
    pt(r2)
  );
  return dt(r2) || {
    commands: r2,
    format: "utf-8",
    parser: s2
  };
}
function As(t2, e) {
  return X2(["add", t2, e]);
}
function xs(t2) {
  return X2(["init", ...t2]);
}
function X2(t2) {
  const e = [...t2];
  return e[0] !== "submodule" && e.unshift("submodule"), g(e);
}
function Ns(t2) {
  return X2(["update", ...t2]);
}
var $s = class {
  constructor(e, n) {
    this.all = e, this.latest = n;
  }
};
var Ps = function(t2, e = false) {
  const n = t2.split(`
`).map(Ds).filter(Boolean);
  e || n.sort(function(s2, o2) {
    const i = s2.split("."), a = o2.split(".");
    if (i.length === 1 || a.length === 1)
      return Ms(B2(i[0]), B2(a[0]));
    for (let c3 = 0, y2 = Math.max(i.length, a.length); c3 < y2; c3++) {
      const w2 = ye(B2(i[c3]), B2(a[c3]));
      if (w2)
        return w2;
    }
    return 0;
  });
  const r2 = e ? n[0] : [...n].reverse().find((s2) => s2.indexOf(".") >= 0);
  return new $s(n, r2);
};
function Ms(t2, e) {
  const n = Number.isNaN(t2), r2 = Number.isNaN(e);
  return n !== r2 ? n ? 1 : -1 : n ? ye(t2, e) : 0;
}
function ye(t2, e) {
  return t2 === e ? 0 : t2 > e ? 1 : -1;
}
function Ds(t2) {
  return t2.trim();
}
function B2(t2) {
  return typeof t2 == "string" && parseInt(t2.replace(/^\D+/g, ""), 10) || 0;
}
function Ls(t2 = []) {
  const e = t2.some((n) => /^--sort=/.test(n));
  return {
    format: "utf-8",
    commands: ["tag", "-l", ...t2],
    parser(n) {
      return Ps(n, e);
    }
  };
}
function js(t2) {
  return {
    format: "utf-8",
    commands: ["tag", t2],
    parser() {
      return { name: t2 };
    }
  };
}
function Bs(t2, e) {
  return {
    format: "utf-8",
    commands: ["tag", "-a", "-m", e, t2],
    parser() {
      return { name: t2 };
    }
  };
}
function f2(t2, e) {
  this._plugins = e, this._executor = new Dn(
    t2.baseDir,
    new Xr(t2.maxConcurrentProcesses),
    e
  ), this._trimmed = t2.trimmed;
}
(f2.prototype = Object.create(le.prototype)).constructor = f2;
f2.prototype.customBinary = function(t2) {
  return this._plugins.reconfigure("binary", t2), this;
};
f2.prototype.env = function(t2, e) {
  return arguments.length === 1 && typeof t2 == "object" ? this._executor.env = t2 : (this._executor.env = this._executor.env || {})[t2] = e, this;
};
f2.prototype.stashList = function(t2) {
  return this._runTask(
    Cs(
      ht(arguments) || {},
      K2(t2) && t2 || []
    ),
    u(arguments)
  );
};
f2.prototype.mv = function(t2, e) {
  return this._runTask(bs(t2, e), u(arguments));
};
f2.prototype.checkoutLatestTag = function(t2) {
  var e = this;
  return this.pull(function() {
    e.tags(function(n, r2) {
      e.checkout(r2.latest, t2);
    });
  });
};
f2.prototype.pull = function(t2, e, n, r2) {
  return this._runTask(
    Ts(
      d(t2, m),
      d(e, m),
      h2(arguments)
    ),
    u(arguments)
  );
};
f2.prototype.fetch = function(t2, e) {
  return this._runTask(
    gs(
      d(t2, m),
      d(e, m),
      h2(arguments)
    ),
    u(arguments)
  );
};
f2.prototype.tags = function(t2, e) {
  return this._runTask(
    Ls(h2(arguments)),
    u(arguments)
  );
};
f2.prototype.rebase = function() {
  return this._runTask(
    g(["rebase", ...h2(arguments)]),
    u(arguments)
  );
};
f2.prototype.reset = function(t2) {
  return this._runTask(
    An(xn(t2), h2(arguments)),
    u(arguments)
  );
};
f2.prototype.revert = function(t2) {
  const e = u(arguments);
  return typeof t2 != "string" ? this._runTask(b2("Commit must be a string"), e) : this._runTask(
    g(["revert", ...h2(arguments, 0, true), t2]),
    e
  );
};
f2.prototype.addTag = function(t2) {
  const e = typeof t2 == "string" ? js(t2) : b2("Git.addTag requires a tag name");
  return this._runTask(e, u(arguments));
};
f2.prototype.addAnnotatedTag = function(t2, e) {
  return this._runTask(
    Bs(t2, e),
    u(arguments)
  );
};
f2.prototype.deleteLocalBranch = function(t2, e, n) {
  return this._runTask(
    cs(t2, typeof e == "boolean" ? e : false),
    u(arguments)
  );
};
f2.prototype.deleteLocalBranches = function(t2, e, n) {
  return this._runTask(
    us(t2, typeof e == "boolean" ? e : false),
    u(arguments)
  );
};
f2.prototype.branch = function(t2, e) {
  return this._runTask(
    is(h2(arguments)),
    u(arguments)
  );
};
f2.prototype.branchLocal = function(t2) {
  return this._runTask(as(), u(arguments));
};
f2.prototype.raw = function(t2) {
  const e = !Array.isArray(t2), n = [].slice.call(e ? arguments : t2, 0);
  for (let s2 = 0; s2 < n.length && e; s2++)
    if (!st(n[s2])) {
      n.splice(s2, n.length - s2);
      break;
    }
  n.push(...h2(arguments, 0, true));
  var r2 = u(arguments);
  return n.length ? this._runTask(g(n, this._trimmed), r2) : this._runTask(
    b2("Raw: must supply one or more command to execute"),
    r2
  );
};
f2.prototype.submoduleAdd = function(t2, e, n) {
  return this._runTask(As(t2, e), u(arguments));
};
f2.prototype.submoduleUpdate = function(t2, e) {
  return this._runTask(
    Ns(h2(arguments, true)),
    u(arguments)
  );
};
f2.prototype.submoduleInit = function(t2, e) {
  return this._runTask(
    xs(h2(arguments, true)),
    u(arguments)
  );
};
f2.prototype.subModule = function(t2, e) {
  return this._runTask(
    X2(h2(arguments)),
    u(arguments)
  );
};
f2.prototype.listRemote = function() {
  return this._runTask(
    Ss(h2(arguments)),
    u(arguments)
  );
};
f2.prototype.addRemote = function(t2, e, n) {
  return this._runTask(
    vs(t2, e, h2(arguments)),
    u(arguments)
  );
};
f2.prototype.removeRemote = function(t2, e) {
  return this._runTask(Os(t2), u(arguments));
};
f2.prototype.getRemotes = function(t2, e) {
  return this._runTask(Es(t2 === true), u(arguments));
};
f2.prototype.remote = function(t2, e) {
  return this._runTask(
    Rs(h2(arguments)),
    u(arguments)
  );
};
f2.prototype.tag = function(t2, e) {
  const n = h2(arguments);
  return n[0] !== "tag" && n.unshift("tag"), this._runTask(g(n), u(arguments));
};
f2.prototype.updateServerInfo = function(t2) {
  return this._runTask(
    g(["update-server-info"]),
    u(arguments)
  );
};
f2.prototype.pushTags = function(t2, e) {
  const n = Mr(
    { remote: d(t2, m) },
    h2(arguments)
  );
  return this._runTask(n, u(arguments));
};
f2.prototype.rm = function(t2) {
  return this._runTask(
    g(["rm", "-f", ...v(t2)]),
    u(arguments)
  );
};
f2.prototype.rmKeepLocal = function(t2) {
  return this._runTask(
    g(["rm", "--cached", ...v(t2)]),
    u(arguments)
  );
};
f2.prototype.catFile = function(t2, e) {
  return this._catFile("utf-8", arguments);
};
f2.prototype.binaryCatFile = function() {
  return this._catFile("buffer", arguments);
};
f2.prototype._catFile = function(t2, e) {
  var n = u(e), r2 = ["cat-file"], s2 = e[0];
  if (typeof s2 == "string")
    return this._runTask(
      b2("Git.catFile: options must be supplied as an array of strings"),
      n
    );
  Array.isArray(s2) && r2.push.apply(r2, s2);
  const o2 = t2 === "buffer" ? Gt(r2) : g(r2);
  return this._runTask(o2, n);
};
f2.prototype.diff = function(t2, e) {
  const n = m(t2) ? b2(
    "git.diff: supplying options as a single string is no longer supported, switch to an array of strings"
  ) : g(["diff", ...h2(arguments)]);
  return this._runTask(n, u(arguments));
};
f2.prototype.diffSummary = function() {
  return this._runTask(
    fr(h2(arguments, 1)),
    u(arguments)
  );
};
f2.prototype.applyPatch = function(t2) {
  const e = G2(t2) ? Yr(v(t2), h2([].slice.call(arguments, 1))) : b2(
    "git.applyPatch requires one or more string patches as the first argument"
  );
  return this._runTask(e, u(arguments));
};
f2.prototype.revparse = function() {
  const t2 = ["rev-parse", ...h2(arguments, true)];
  return this._runTask(
    g(t2, true),
    u(arguments)
  );
};
f2.prototype.clean = function(t2, e, n) {
  const r2 = un(t2), s2 = r2 && t2.join("") || d(t2, m) || "", o2 = h2([].slice.call(arguments, r2 ? 1 : 0));
  return this._runTask(
    on(s2, o2),
    u(arguments)
  );
};
f2.prototype.exec = function(t2) {
  const e = {
    commands: [],
    format: "utf-8",
    parser() {
      typeof t2 == "function" && t2();
    }
  };
  return this._runTask(e);
};
f2.prototype.checkIgnore = function(t2, e) {
  return this._runTask(
    fs(v(d(t2, G2, []))),
    u(arguments)
  );
};
f2.prototype.checkIsRepo = function(t2, e) {
  return this._runTask(
    We(d(t2, m)),
    u(arguments)
  );
};
function Is(t2) {
  return t2 ? [{
    type: "spawn.before",
    action(r2, s2) {
      t2.aborted && s2.kill(new A2(void 0, "abort", "Abort already signaled"));
    }
  }, {
    type: "spawn.after",
    action(r2, s2) {
      function o2() {
        s2.kill(new A2(void 0, "abort", "Abort signal received"));
      }
      t2.addEventListener("abort", o2), s2.spawned.on("close", () => t2.removeEventListener("abort", o2));
    }
  }] : void 0;
}
var Us = $2("", "plugin:allowEnvironment");
function Fs(t2, e = false) {
  const n = new Set(t2.map((r2) => r2.toLowerCase().trim()));
  return {
    type: "spawn.options",
    action(r2, s2) {
      const o2 = { ...r2.env ?? process.env }, i = new Set(
        Object.keys(s2.env).map((a) => a.toLowerCase().trim())
      );
      for (const a of Object.keys(o2)) {
        const c3 = a.toLowerCase().trim();
        if (!(!Gs(c3) || n.has(c3))) {
          if (i.has(c3))
            throw new A2(
              void 0,
              "allowEnvironment",
              `Use of "${a}" is blocked by the environment guard - add it to the allowEnvironment option to permit it`
            );
          Us("removing ambient guarded environment variable %s", a), delete o2[a];
        }
      }
      return {
        ...r2,
        env: {
          ...o2,
          GIT_TEST_DISALLOW_ABBREVIATED_OPTIONS: String(!e)
        }
      };
    }
  };
}
function Gs(t2) {
  const e = t2.toLowerCase().trim();
  return e.startsWith("git_") || _(e);
}
function zs(t2 = {}) {
  return {
    type: "spawn.args",
    action(e, { env: n }) {
      for (const r2 of oe(e, n))
        if (t2[r2.category] !== true)
          throw new A2(void 0, "unsafe", r2.message);
      return e;
    }
  };
}
function qs(t2) {
  const e = U(t2, "-c");
  return {
    type: "spawn.args",
    action(n) {
      return [...e, ...n];
    }
  };
}
var $t = (0, import_promise_deferred.deferred)().promise;
function Ws({
  onClose: t2 = true,
  onExit: e = 50
} = {}) {
  function n() {
    let s2 = -1;
    const o2 = {
      close: (0, import_promise_deferred.deferred)(),
      closeTimeout: (0, import_promise_deferred.deferred)(),
      exit: (0, import_promise_deferred.deferred)(),
      exitTimeout: (0, import_promise_deferred.deferred)()
    }, i = Promise.race([
      t2 === false ? $t : o2.closeTimeout.promise,
      e === false ? $t : o2.exitTimeout.promise
    ]);
    return r2(t2, o2.close, o2.closeTimeout), r2(e, o2.exit, o2.exitTimeout), {
      close(a) {
        s2 = a, o2.close.done();
      },
      exit(a) {
        s2 = a, o2.exit.done();
      },
      get exitCode() {
        return s2;
      },
      result: i
    };
  }
  function r2(s2, o2, i) {
    s2 !== false && (s2 === true ? o2.promise : o2.promise.then(() => wt(s2))).then(i.done);
  }
  return {
    type: "spawn.after",
    async action(s2, { spawned: o2, close: i }) {
      const a = n();
      let c3 = true, y2 = () => {
        c3 = false;
      };
      o2.stdout?.on("data", y2), o2.stderr?.on("data", y2), o2.on("error", y2), o2.on("close", (w2) => a.close(w2)), o2.on("exit", (w2) => a.exit(w2));
      try {
        await a.result, c3 && await wt(50), i(a.exitCode);
      } catch (w2) {
        i(a.exitCode, w2);
      }
    }
  };
}
var we = $2("", "plugin:binary");
var Hs = "Invalid value supplied for custom binary, requires a single string or an array containing either one or two strings";
var Ks = "Invalid value supplied for custom binary, restricted characters must be removed or supply the unsafe.allowUnsafeCustomBinary option";
function Vs(t2) {
  return !t2 || !/^([a-z]:)?([a-z0-9/.\\_~-]+)$/i.test(t2);
}
function Pt(t2, e) {
  if (t2.length < 1 || t2.length > 2)
    throw new A2(void 0, "binary", Hs);
  if (t2.some(Vs))
    if (e)
      we("permitted unsafe binary %o", t2);
    else
      throw new A2(void 0, "binary", Ks);
  const [r2, s2] = t2;
  return {
    binary: r2,
    prefix: s2
  };
}
function Xs(t2, e = ["git"], n = false) {
  let r2 = Pt(v(e), n);
  t2.on("binary", (s2) => {
    r2 = Pt(v(s2), n), we.info("reconfiguring %o", r2);
  }), t2.append("spawn.binary", () => r2.binary), t2.append("spawn.args", (s2) => r2.prefix ? [r2.prefix, ...s2] : s2);
}
var be = {
  DISALLOWED_ABBREVIATED: {
    text: "disallowed abbreviated or ambiguous option",
    solution: "Unambiguous abbreviated options blocked with unsafe.allowAbbreviatedOptions setting: {message}"
  },
  UNKNOWN: {
    text: "~ unknown ~",
    solution: void 0
  }
};
function Ys(t2) {
  if (!t2)
    return "UNKNOWN";
  for (const [e, { text: n }] of Object.entries(be))
    if (t2.startsWith(`fatal: ${n}`))
      return e;
  return "UNKNOWN";
}
var Qs = class extends O2 {
  constructor(e = "") {
    const n = Ys(e);
    super(void 0, be[n].solution?.replace("{message}", e) ?? e), this.reason = n;
  }
};
function Js(t2) {
  return !!(t2.exitCode && t2.stdErr.length);
}
function Zs(t2) {
  return Buffer.concat([...t2.stdOut, ...t2.stdErr]);
}
function to(t2 = false, e = Js, n = Zs) {
  return (r2, s2) => !t2 && r2 || !e(s2) ? r2 : n(s2);
}
function eo(t2, e) {
  return t2 === 128 && e.startsWith("fatal:") ? new Qs(e) : new O2(void 0, e);
}
function Mt(t2) {
  return {
    type: "task.error",
    action(e, n) {
      const r2 = t2(e.error, {
        stdErr: n.stdErr,
        stdOut: n.stdOut,
        exitCode: n.exitCode
      });
      return Buffer.isBuffer(r2) ? {
        error: eo(n.exitCode, r2.toString("utf-8"))
      } : {
        error: r2
      };
    }
  };
}
var nt = $2("", "plugin:input");
function no(t2) {
  return {
    type: "spawn.after",
    action(e, { commands: n, input: r2, spawned: { stdin: s2 } }) {
      if (!s2)
        return;
      const o2 = t2?.([...n]) ?? r2;
      if (!o2)
        return nt("generated zero length content, not writing to stdin");
      nt("writing %s bytes to stdin", Le(o2)), s2.on("error", (i) => {
        i.code !== "EPIPE" && nt("[ERROR] stdin error %o", i);
      }), s2.end(o2);
    }
  };
}
var ro = class {
  constructor() {
    this.plugins = /* @__PURE__ */ new Set(), this.events = new Ce();
  }
  on(e, n) {
    this.events.on(e, n);
  }
  reconfigure(e, n) {
    this.events.emit(e, n);
  }
  append(e, n) {
    const r2 = S2(this.plugins, { type: e, action: n });
    return () => this.plugins.delete(r2);
  }
  add(e) {
    const n = [];
    return v(e).forEach(
      (r2) => {
        r2 && this.plugins.add(S2(n, r2));
      }
    ), () => {
      n.forEach((r2) => {
        this.plugins.delete(r2);
      });
    };
  }
  exec(e, n, r2) {
    let s2 = n;
    const o2 = Object.freeze(Object.create(r2));
    for (const i of this.plugins)
      i.type === e && (s2 = i.action(s2, o2));
    return s2;
  }
};
function so(t2) {
  const e = "--progress", n = ["checkout", "clone", "fetch", "pull", "push"];
  return [{
    type: "spawn.args",
    action(o2, i) {
      return n.includes(i.method) ? De(o2, e) : o2;
    }
  }, {
    type: "spawn.after",
    action(o2, i) {
      i.commands.includes(e) && i.spawned.stderr?.on("data", (a) => {
        const c3 = /^([\s\S]+?):\s*(\d+)% \((\d+)\/(\d+)\)/.exec(a.toString("utf8"));
        c3 && t2({
          method: i.method,
          stage: oo(c3[1]),
          progress: p(c3[2]),
          processed: p(c3[3]),
          total: p(c3[4])
        });
      });
    }
  }];
}
function oo(t2) {
  return String(t2.toLowerCase().split(" ", 1)) || "unknown";
}
function io(t2) {
  const e = je(t2, ["uid", "gid"]);
  return {
    type: "spawn.options",
    action(n) {
      return { ...e, ...n };
    }
  };
}
function ao() {
  return {
    type: "spawn.args",
    action(t2) {
      const e = [];
      let n;
      function r2(s2) {
        (n = n || []).push(...s2);
      }
      for (let s2 = 0; s2 < t2.length; s2++) {
        const o2 = t2[s2];
        if (r(o2)) {
          r2(o(o2));
          continue;
        }
        if (o2 === "--") {
          r2(
            t2.slice(s2 + 1).flatMap((i) => r(i) && o(i) || i)
          );
          break;
        }
        e.push(o2);
      }
      return n ? [...e, "--", ...n.map(String)] : e;
    }
  };
}
function uo({
  block: t2,
  stdErr: e = true,
  stdOut: n = true
}) {
  if (t2 > 0)
    return {
      type: "spawn.after",
      action(r2, s2) {
        let o2;
        function i() {
          o2 && clearTimeout(o2), o2 = setTimeout(c3, t2);
        }
        function a() {
          s2.spawned.stdout?.off("data", i), s2.spawned.stderr?.off("data", i), s2.spawned.off("exit", a), s2.spawned.off("close", a), o2 && clearTimeout(o2);
        }
        function c3() {
          a(), s2.kill(new A2(void 0, "timeout", "block timeout reached"));
        }
        n && s2.spawned.stdout?.on("data", i), e && s2.spawned.stderr?.on("data", i), s2.spawned.on("exit", a), s2.spawned.on("close", a), i();
      }
    };
}
var wo = (t2, e) => {
  const n = new ro(), r2 = Ge(
    t2 && (typeof t2 == "string" ? { baseDir: t2 } : t2) || {},
    e
  );
  if (!Lt(r2.baseDir))
    throw new Ae(
      r2,
      "Cannot use simple-git on a directory that does not exist"
    );
  return Array.isArray(r2.config) && n.add(qs(r2.config)), n.add(zs(r2.unsafe)), n.add(Ws(r2.completion)), r2.abort && n.add(Is(r2.abort)), r2.progress && n.add(so(r2.progress)), r2.timeout && n.add(uo(r2.timeout)), r2.spawnOptions && n.add(io(r2.spawnOptions)), n.add(ao()), n.add(no(r2.input)), n.add(Mt(to(true))), r2.errors && n.add(Mt(r2.errors)), Xs(n, r2.binary, r2.unsafe?.allowUnsafeCustomBinary), n.add(
    Fs(r2.allowEnvironment ?? [], r2.unsafe?.allowAbbreviatedOptions)
  ), new f2(r2, n);
};

// src/io/git/repo.ts
var SAFE_REV = /^[A-Za-z0-9][A-Za-z0-9._/@{}^~-]{0,254}$/;
function openGit(dir) {
  return wo({ baseDir: dir, maxConcurrentProcesses: 8, trimmed: false });
}
async function resolveCommit(git, rev) {
  if (!SAFE_REV.test(rev) || rev.includes("..")) {
    throw new LoopgovError("ERR_GIT_REV", `not a revision: ${JSON.stringify(rev)}`);
  }
  try {
    const out = await git.raw(["rev-parse", "--verify", "--quiet", "--end-of-options", `${rev}^{commit}`]);
    const sha = out.trim();
    if (!FULL_COMMIT.test(sha)) throw new Error(`no such commit`);
    return sha;
  } catch (e) {
    throw new LoopgovError("ERR_GIT_REV", `cannot resolve revision ${JSON.stringify(rev)}: ${firstLine(e)}`);
  }
}
async function readGovernedTree(git, commit) {
  let listing;
  try {
    listing = await git.raw(["ls-tree", "-r", "-z", "--full-tree", commit, "--", `${GOVERNED_DIR}/`]);
  } catch (e) {
    throw new LoopgovError("ERR_GIT", `git ls-tree ${commit} failed: ${firstLine(e)}`);
  }
  const entries = [];
  const oids = /* @__PURE__ */ new Map();
  for (const record of listing.split("\0")) {
    if (!record) continue;
    const tab = record.indexOf("	");
    const [mode, type, oid] = record.slice(0, tab).split(" ");
    const entry = { mode, type, path: record.slice(tab + 1) };
    entries.push(entry);
    oids.set(entry, oid);
  }
  assertGovernedTree(entries, commit);
  await Promise.all(
    entries.map(async (e) => {
      try {
        e.content = await git.binaryCatFile(["blob", oids.get(e)]);
      } catch (err) {
        throw new LoopgovError("ERR_GIT", `cannot read ${e.path} at ${commit}: ${firstLine(err)}`);
      }
    })
  );
  return entries;
}
async function loadGovernedRevision(dir, rev) {
  const git = openGit(dir);
  const commit = await resolveCommit(git, rev);
  const entries = await readGovernedTree(git, commit);
  const digest = computeDigest(entries);
  const set = parsePolicySet(entries.map((e) => ({ path: e.path, content: e.content })));
  return { commit, digest, set, entries };
}
async function digestAt(dir, rev) {
  const git = openGit(dir);
  const commit = await resolveCommit(git, rev);
  return computeDigest(await readGovernedTree(git, commit));
}
async function loadRevision(git, rev) {
  let commit;
  let digest;
  try {
    commit = await resolveCommit(git, rev);
    const entries = await readGovernedTree(git, commit);
    digest = computeDigest(entries);
    const set = parsePolicySet(entries.map((e) => ({ path: e.path, content: e.content })));
    return { ok: true, commit, digest, set };
  } catch (e) {
    if (!(e instanceof LoopgovError)) throw e;
    return {
      ok: false,
      rev,
      ...commit ? { commit } : {},
      ...digest ? { digest } : {},
      message: `${e.code}: ${e.message}`,
      problems: e.problems
    };
  }
}

// src/io/policy/dir.ts
import { lstat, readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";
async function loadPolicyDir(dir) {
  let names;
  try {
    names = await readdir(dir);
  } catch (e) {
    throw new LoopgovError(
      "ERR_POLICY_MISSING",
      `cannot read policy folder ${dir}: ${e.message}`,
      [{ file: dir, message: e.code ?? "unreadable" }]
    );
  }
  const files = [];
  for (const name of names.sort()) {
    const full = join(dir, name);
    const path = `${GOVERNED_DIR}/${relative(dir, full)}`;
    const st2 = await lstat(full);
    if (st2.isSymbolicLink() || !st2.isFile()) {
      throw new LoopgovError(
        "ERR_TREE_INVALID",
        `${path}: only regular files are allowed under ${GOVERNED_DIR}/`,
        [
          {
            file: path,
            message: st2.isSymbolicLink() ? "symlinks are not allowed" : "only regular files are allowed"
          }
        ]
      );
    }
    files.push({ path, content: await readFile(full) });
  }
  return parsePolicySet(files);
}

// src/core/trace/chain.ts
import { createHash as createHash2 } from "node:crypto";

// src/core/trace/scan.ts
var Q3 = 34;
var BS = 92;
var MAX_DEPTH2 = 64;
var s = "";
var p2 = 0;
var escaped = false;
function scanCanonicalLine(line) {
  s = line;
  p2 = 0;
  if (s.charCodeAt(0) !== 123) return null;
  p2 = 1;
  const fields = {};
  let prevKey;
  let hashStart = -1;
  for (; ; ) {
    if (s.charCodeAt(p2) !== Q3) return null;
    const keyStart = p2;
    escaped = false;
    if (!str() || escaped) return null;
    const key = s.slice(keyStart + 1, p2 - 1);
    if (s.charCodeAt(p2) !== 58) return null;
    p2++;
    const valueStart = p2;
    if (!value(1)) return null;
    if (key === "hash") {
      if (hashStart !== -1 || prevKey === void 0 || s.charCodeAt(p2) !== 125 || p2 + 1 !== s.length)
        return null;
      hashStart = keyStart - 1;
      fields.hash = s.slice(valueStart, p2);
      break;
    }
    if (prevKey !== void 0 && !(prevKey < key)) return null;
    prevKey = key;
    if (key === "type" || key === "run_id" || key === "at" || key === "prev" || key === "index") {
      fields[key] = s.slice(valueStart, p2);
    }
    if (s.charCodeAt(p2) !== 44) return null;
    p2++;
  }
  const type = plainString(fields.type);
  const runId = plainString(fields.run_id);
  const at2 = plainString(fields.at);
  const prev = plainString(fields.prev);
  const hash = plainString(fields.hash);
  const index = fields.index === void 0 ? Number.NaN : Number(fields.index);
  if (type === null || runId === null || at2 === null || prev === null || hash === null) return null;
  if (!Number.isSafeInteger(index)) return null;
  return { type, run_id: runId, at: at2, index, prev, hash, canonicalEnd: hashStart };
}
function rawLess(a0, a1, b0, b1) {
  const n = Math.min(a1 - a0, b1 - b0);
  for (let i = 0; i < n; i++) {
    const d2 = s.charCodeAt(a0 + i) - s.charCodeAt(b0 + i);
    if (d2 !== 0) return d2 < 0;
  }
  return a1 - a0 < b1 - b0;
}
function plainString(tok) {
  if (tok === void 0 || tok.charCodeAt(0) !== Q3 || tok.includes("\\")) return null;
  return tok.slice(1, -1);
}
function value(depth) {
  const c3 = s.charCodeAt(p2);
  if (c3 === Q3) return str();
  if (c3 === 123) return obj(depth + 1);
  if (c3 === 91) return arr(depth + 1);
  if (c3 === 116) return lit("true");
  if (c3 === 102) return lit("false");
  if (c3 === 110) return lit("null");
  return num();
}
function lit(word) {
  if (!s.startsWith(word, p2)) return false;
  p2 += word.length;
  return true;
}
function obj(depth) {
  if (depth > MAX_DEPTH2) return false;
  p2++;
  if (s.charCodeAt(p2) === 125) {
    p2++;
    return true;
  }
  let prevStart = -1;
  let prevEnd = -1;
  for (; ; ) {
    if (s.charCodeAt(p2) !== Q3) return false;
    const keyStart = p2 + 1;
    escaped = false;
    if (!str() || escaped) return false;
    if (prevStart >= 0 && !rawLess(prevStart, prevEnd, keyStart, p2 - 1)) return false;
    prevStart = keyStart;
    prevEnd = p2 - 1;
    if (s.charCodeAt(p2) !== 58) return false;
    p2++;
    if (!value(depth)) return false;
    const c3 = s.charCodeAt(p2++);
    if (c3 === 125) return true;
    if (c3 !== 44) return false;
  }
}
function arr(depth) {
  if (depth > MAX_DEPTH2) return false;
  p2++;
  if (s.charCodeAt(p2) === 93) {
    p2++;
    return true;
  }
  for (; ; ) {
    if (!value(depth)) return false;
    const c3 = s.charCodeAt(p2++);
    if (c3 === 93) return true;
    if (c3 !== 44) return false;
  }
}
function str() {
  p2++;
  const n = s.length;
  while (p2 < n) {
    const c3 = s.charCodeAt(p2);
    if (c3 === Q3) {
      p2++;
      return true;
    }
    if (c3 < 32) return false;
    if (c3 === BS) {
      escaped = true;
      const e = s.charCodeAt(p2 + 1);
      if (e === Q3 || e === BS || e === 98 || e === 102 || e === 110 || e === 114 || e === 116) {
        p2 += 2;
        continue;
      }
      if (e !== 117 || s.charCodeAt(p2 + 2) !== 48 || s.charCodeAt(p2 + 3) !== 48) return false;
      const h1 = s.charCodeAt(p2 + 4);
      const h22 = s.charCodeAt(p2 + 5);
      const lo = h22 >= 48 && h22 <= 57 ? h22 - 48 : h22 >= 97 && h22 <= 102 ? h22 - 87 : -1;
      if (h1 !== 48 && h1 !== 49 || lo < 0) return false;
      const code = (h1 - 48) * 16 + lo;
      if (code === 8 || code === 9 || code === 10 || code === 12 || code === 13) return false;
      p2 += 6;
      continue;
    }
    if (c3 >= 55296 && c3 <= 57343) {
      const d2 = s.charCodeAt(p2 + 1);
      if (c3 >= 56320 || !(d2 >= 56320 && d2 <= 57343)) return false;
      p2 += 2;
      continue;
    }
    p2++;
  }
  return false;
}
function num() {
  const start = p2;
  if (s.charCodeAt(p2) === 45) p2++;
  const intStart = p2;
  if (!digits()) return false;
  const next = s.charCodeAt(p2);
  if (next !== 46 && next !== 101 && next !== 69) {
    const len = p2 - intStart;
    if (len <= 15 && (s.charCodeAt(intStart) !== 48 || len === 1 && intStart === start)) return true;
  }
  if (s.charCodeAt(p2) === 46) {
    p2++;
    if (!digits()) return false;
  }
  const c3 = s.charCodeAt(p2);
  if (c3 === 101 || c3 === 69) {
    p2++;
    const sign = s.charCodeAt(p2);
    if (sign === 43 || sign === 45) p2++;
    if (!digits()) return false;
  }
  const tok = s.slice(start, p2);
  const v2 = Number(tok);
  return Number.isFinite(v2) && String(v2) === tok;
}
function digits() {
  const start = p2;
  for (let c3 = s.charCodeAt(p2); c3 >= 48 && c3 <= 57; c3 = s.charCodeAt(++p2)) ;
  return p2 > start;
}

// src/core/trace/types.ts
var GENESIS_PREV = "0".repeat(64);

// src/core/trace/chain.ts
var RECORD_TYPES = [
  "run_start",
  "iteration",
  "run_end",
  "recovery",
  "halt_request"
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
    throw new LoopgovError("ERR_TRACE", `record is not canonical JSON: ${e.message}`);
  }
  if (text === void 0) throw new LoopgovError("ERR_TRACE", "record is not a JSON value");
  return text;
}
function canonicalJsonFast(value2) {
  try {
    return canon(value2);
  } catch (e) {
    if (e instanceof LoopgovError) throw e;
    throw new LoopgovError("ERR_TRACE", `record is not canonical JSON: ${e.message}`);
  }
}
var wellFormed = (s2) => s2.isWellFormed();
function canon(v2) {
  if (v2 === null) return "null";
  switch (typeof v2) {
    case "string":
      if (!wellFormed(v2)) throw new LoopgovError("ERR_TRACE", "record is not canonical JSON: lone surrogate");
      return JSON.stringify(v2);
    case "number":
      if (!Number.isFinite(v2)) throw new LoopgovError("ERR_TRACE", `record is not canonical JSON: ${v2}`);
      return JSON.stringify(v2);
    case "boolean":
      return v2 ? "true" : "false";
    case "object": {
      const o2 = v2;
      if (typeof o2.toJSON === "function") return canon(o2.toJSON());
      if (Array.isArray(o2)) {
        let out2 = "[";
        for (let i = 0; i < o2.length; i++) {
          const x3 = o2[i];
          out2 += `${i === 0 ? "" : ","}${x3 === void 0 || typeof x3 === "symbol" ? "null" : canon(x3)}`;
        }
        return `${out2}]`;
      }
      const keys = Object.keys(o2).sort();
      let out = "{";
      for (const k2 of keys) {
        const x3 = o2[k2];
        if (x3 === void 0 || typeof x3 === "symbol") continue;
        if (!wellFormed(k2))
          throw new LoopgovError("ERR_TRACE", "record is not canonical JSON: lone surrogate");
        out += `${out.length === 1 ? "" : ","}${JSON.stringify(k2)}:${canon(x3)}`;
      }
      return `${out}}`;
    }
    default:
      throw new LoopgovError("ERR_TRACE", `record is not canonical JSON: a ${typeof v2}`);
  }
}
function sha256Hex(text) {
  return createHash2("sha256").update(text).digest("hex");
}
function hashCanonicalPrefix(line, end) {
  return createHash2("sha256").update(line.slice(0, end)).update("}").digest("hex");
}
function hashRecord(recordWithoutHash) {
  const { hash: _ignored, ...rest } = recordWithoutHash;
  return sha256Hex(canonicalJson(rest));
}
function linkRecord(body, prev, index) {
  for (const k2 of RESERVED) {
    if (k2 in body) throw new LoopgovError("ERR_TRACE", `record body must not set "${k2}" (the store sets it)`);
  }
  if (!TYPES.has(body.type))
    throw new LoopgovError("ERR_TRACE", `unknown record type ${JSON.stringify(body.type)}`);
  if (!HEX64.test(prev)) throw new LoopgovError("ERR_TRACE", `prev must be 64 lowercase hex digits`);
  if (!Number.isSafeInteger(index) || index < 0) throw new LoopgovError("ERR_TRACE", `bad index ${index}`);
  const canonical = canonicalJsonFast({ ...body, index, prev });
  const hash = sha256Hex(canonical);
  const line = `${canonical.slice(0, -1)},"hash":"${hash}"}`;
  let record;
  if (scanCanonicalLine(line) !== null) record = { ...body, index, prev, hash };
  else {
    const c3 = checkLine(line);
    if (!c3.ok) throw new LoopgovError("ERR_TRACE", `record does not serialize to a valid line: ${c3.message}`);
    record = c3.record;
  }
  return { record, line };
}
function checkLine(line) {
  let value2;
  try {
    value2 = JSON.parse(line);
  } catch (e) {
    return { ok: false, reason: "unparsable", message: `not JSON: ${e.message}` };
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
      return { ok: false, reason: "unparsable", message: `not canonicalizable: ${e.message}` };
    }
    if (line !== `${canonical.slice(0, -1)},"hash":"${stored}"}`) {
      return {
        ok: false,
        reason: "hash",
        message: "line is not the canonical JSON of its record",
        record: rec
      };
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
  for (const k2 in rec) {
    if (sawHash) return false;
    if (k2 === "hash") {
      sawHash = true;
      continue;
    }
    if (last !== void 0 && !(last < k2)) return false;
    last = k2;
    if (!sortedDeep(rec[k2])) return false;
  }
  return sawHash && JSON.stringify(rec) === line;
}
function sortedDeep(v2) {
  if (v2 === null || typeof v2 !== "object") return true;
  if (Array.isArray(v2)) {
    for (const x3 of v2) if (!sortedDeep(x3)) return false;
    return true;
  }
  const o2 = v2;
  let last;
  for (const k2 in o2) {
    if (last !== void 0 && !(last < k2)) return false;
    last = k2;
    if (!sortedDeep(o2[k2])) return false;
  }
  return true;
}

// src/core/trace/verify.ts
var AFTER_END = /* @__PURE__ */ new Set(["halt_request", "recovery"]);
function createChainVerifier(opts = {}) {
  let pending;
  let seen = 0;
  let prev = GENESIS_PREV;
  let runId = opts.runId ?? null;
  let started = false;
  let ended = false;
  let recoveries = 0;
  let finding = null;
  const fail = (index, reason, message2) => {
    finding ??= { index, reason, message: message2 };
  };
  const judge = (line, last, terminated) => {
    const index = seen++;
    if (finding) return;
    if (last && !terminated) {
      fail(index, "torn", `last line has no newline (${line.length} chars): a write cut short`);
      return;
    }
    const env = scanCanonicalLine(line);
    if (env) {
      const bad = envelopeProblem(env);
      const computed = bad ? "" : hashCanonicalPrefix(line, env.canonicalEnd);
      if (bad)
        fail(index, "unparsable", bad);
      else if (computed !== env.hash)
        fail(index, "hash", `hash ${env.hash} does not match content (${computed})`);
      else judgeRecord(env, index);
      return;
    }
    const c3 = checkLine(line);
    if (!c3.ok) {
      if (last && c3.reason === "unparsable" && c3.record === void 0)
        fail(index, "torn", `last line is cut short or garbled: ${c3.message}`);
      else fail(index, c3.reason, c3.message);
      return;
    }
    judgeRecord(c3.record, index);
  };
  const judgeRecord = (r2, index) => {
    if (r2.prev !== prev) {
      fail(index, "link", `prev ${r2.prev} is not the previous record's hash ${prev}`);
      return;
    }
    if (r2.index !== index) {
      fail(index, "order", `record says index ${r2.index} but is line ${index}`);
      return;
    }
    if (runId === null && r2.type === "run_start") runId = r2.run_id;
    if (runId !== null && r2.run_id !== runId) {
      fail(index, "run_id", `run_id ${JSON.stringify(r2.run_id)} in a trace of run ${JSON.stringify(runId)}`);
      return;
    }
    if (r2.type === "recovery") recoveries++;
    else if (!started) {
      if (r2.type !== "run_start") {
        fail(index, "order", `${r2.type} before run_start`);
        return;
      }
      started = true;
    } else if (r2.type === "run_start") {
      fail(index, "order", "a second run_start");
      return;
    } else if (ended && !AFTER_END.has(r2.type)) {
      fail(index, "order", `${r2.type} after run_end`);
      return;
    } else if (r2.type === "run_end") ended = true;
    const cp = opts.checkpoint;
    if (cp && index === cp.length - 1 && r2.hash !== cp.head) {
      fail(
        index,
        "checkpoint mismatch",
        `record ${index} has hash ${r2.hash}; the checkpoint says ${cp.head}`
      );
      return;
    }
    prev = r2.hash;
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
      const cp = opts.checkpoint;
      if (cp && seen < cp.length) {
        fail(
          seen,
          "checkpoint mismatch",
          `trace has ${seen} records; the checkpoint says ${cp.length}: truncated`
        );
      }
      if (seen === 0) fail(0, "order", "empty trace: no run_start");
      else if (!started) fail(seen, "order", "no run_start");
      else if (!ended && !opts.allowOpen) {
        fail(
          seen,
          "missing run_end",
          `no run_end after record ${seen - 1}: the run is still open or was cut short`
        );
      }
      return { ok: finding === null, length: seen, head: prev, runId, ended, recoveries, finding };
    }
  };
}

// src/io/trace/read.ts
import { createReadStream } from "node:fs";
import { join as join2 } from "node:path";
var MAX_LINE_BYTES = 64 * 1024 * 1024;
var RUN_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
function assertRunId(runId) {
  if (!RUN_ID.test(runId) || runId.includes("..")) {
    throw new LoopgovError(
      "ERR_TRACE",
      `bad run id ${JSON.stringify(runId)}: use 1-128 of A-Z a-z 0-9 . _ - , starting with a letter or digit`
    );
  }
}
function runPaths(traceDir, runId) {
  assertRunId(runId);
  const dir = join2(traceDir, runId);
  return {
    dir,
    trace: join2(dir, "trace.jsonl"),
    artifacts: join2(dir, "artifacts"),
    recovered: join2(dir, "recovered"),
    lock: join2(dir, "trace.jsonl.lock"),
    wanted: join2(dir, "trace.jsonl.lock.wanted")
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
        onLine(Buffer.concat([carry, chunk.subarray(0, nl)]).toString("utf8"));
        lines++;
        carry = null;
        start = nl + 1;
      }
      for (; ; ) {
        const nl = buf.indexOf(10, start);
        if (nl < 0) break;
        onLine(buf.toString("utf8", start, nl));
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
    throw new LoopgovError("ERR_TRACE", `cannot read ${file}: ${err.code ?? ""} ${err.message}`.trim(), [
      { file, message: `${err.syscall ?? "read"} failed: ${err.code ?? err.message}` }
    ]);
  } finally {
    stream.destroy();
  }
  if (carry && carry.length > 0) {
    onLine(carry.toString("utf8"));
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
  const { trace } = runPaths(traceDir, runId);
  const v2 = createChainVerifier({ ...opts, runId });
  let report;
  try {
    const { terminated } = await forEachLine(trace, (line) => v2.push(line));
    report = v2.end({ terminated });
  } catch (e) {
    if (e instanceof LoopgovError && e.message.includes("longer than")) {
      const line = e.problems[0]?.line ?? 1;
      report = v2.end({ terminated: true });
      report = {
        ...report,
        ok: false,
        finding: report.finding?.index !== void 0 && report.finding.index < line - 1 ? report.finding : { index: line - 1, reason: "unparsable", message: e.message }
      };
    } else throw e;
  }
  return report;
}

// src/io/trace/store.ts
import { closeSync as closeSync2, constants, fstatSync as fstatSync2, ftruncateSync, lstatSync, mkdirSync as mkdirSync2, openSync as openSync2 } from "node:fs";
import { join as join4 } from "node:path";

// src/io/trace/files.ts
import { randomBytes } from "node:crypto";
import {
  closeSync,
  fdatasync,
  fdatasyncSync,
  fsync,
  fsyncSync,
  mkdirSync,
  openSync,
  readSync,
  renameSync,
  unlinkSync,
  writeSync
} from "node:fs";
import { dirname, join as join3 } from "node:path";
import { promisify } from "node:util";
var realSyscalls = {
  write: (fd, buf) => writeSync(fd, buf, 0, buf.length),
  // Synchronous on purpose: the thread-pool round trip of the async call costs two extra wake-ups per
  // record, which on a busy machine cost more than the flush itself (docs/trace.md, "durability").
  fdatasync: async (fd) => fdatasyncSync(fd)
};
var fdatasyncAsync = promisify(fdatasync);
var threadPoolSyscalls = {
  write: realSyscalls.write,
  fdatasync: (fd) => fdatasyncAsync(fd)
};
var fsyncAsync = promisify(fsync);
function traceIoError(e, file, doing) {
  if (e instanceof LoopgovError) return e;
  const err = e;
  const syscall = err.syscall ?? doing;
  const code = err.code ?? "EIO";
  return new LoopgovError(
    "ERR_TRACE",
    `cannot ${doing} ${file}: ${syscall} failed with ${code} (${err.message})`,
    [{ file, message: `${syscall}: ${code}` }]
  );
}
async function fsyncDir(dir) {
  let fd;
  try {
    fd = openSync(dir, "r");
    await fsyncAsync(fd);
  } catch (e) {
    throw traceIoError(e, dir, "fsync directory");
  } finally {
    if (fd !== void 0) closeSync(fd);
  }
}
function fsyncFile(file) {
  const fd = openSync(file, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
var tmpCounter = 0;
var RANDOM = randomBytes(6).toString("hex");
async function writeOnce(dir, name, bytes, durable, dirExists = false) {
  const target = join3(dir, name);
  const tmp = join3(dir, `.tmp-${process.pid}-${++tmpCounter}-${RANDOM}`);
  if (!dirExists) {
    try {
      mkdirSync(dir, { recursive: true });
    } catch (e) {
      throw traceIoError(e, dir, "create directory");
    }
  }
  let fd;
  try {
    fd = openSync(tmp, "wx", 420);
    let off = 0;
    while (off < bytes.length) off += writeSync(fd, bytes, off, bytes.length - off);
    if (durable) await fsyncAsync(fd);
    closeSync(fd);
    fd = void 0;
    renameSync(tmp, target);
  } catch (e) {
    if (fd !== void 0) closeSync(fd);
    try {
      unlinkSync(tmp);
    } catch {
    }
    throw traceIoError(e, target, "write");
  }
  if (durable) await fsyncDir(dirname(target));
  return target;
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

// src/io/trace/lock.ts
var import_proper_lockfile = __toESM(require_proper_lockfile(), 1);
import { existsSync, unlinkSync as unlinkSync2, writeFileSync } from "node:fs";
var DEFAULTS = {
  staleMs: 1e4,
  timeoutMs: 3e4,
  idleReleaseMs: 50,
  yieldMs: 250
};
var WANTED_POLL_MS = 2;
var pause = (ms2) => new Promise((r2) => setTimeout(r2, ms2));
var RunLock = class {
  constructor(paths, opts = {}) {
    this.paths = paths;
    this.o = { ...DEFAULTS, ...opts };
  }
  paths;
  release = null;
  compromised = null;
  yieldUntil = 0;
  lastWantedCheck = 0;
  o;
  get held() {
    return this.release !== null;
  }
  /** Takes the lock (no-op when held). Throws `ERR_TRACE_LOCK` on timeout or any error but "busy". */
  async acquire() {
    if (this.release) return;
    const deadline = Date.now() + this.o.timeoutMs;
    while (Date.now() < this.yieldUntil && existsSync(this.paths.wanted)) await pause(1);
    this.yieldUntil = 0;
    let wait = 1;
    for (; ; ) {
      try {
        this.compromised = null;
        this.release = await import_proper_lockfile.default.lock(this.paths.trace, {
          lockfilePath: this.paths.lock,
          realpath: false,
          stale: this.o.staleMs,
          retries: 0,
          onCompromised: (e) => {
            this.compromised = e;
            this.release = null;
          }
        });
        try {
          unlinkSync2(this.paths.wanted);
        } catch {
        }
        return;
      } catch (e) {
        const err = e;
        if (err.code !== "ELOCKED") throw lockError(this.paths.lock, err);
      }
      try {
        writeFileSync(this.paths.wanted, "");
      } catch {
      }
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
  /**
   * After an append: true when another writer has asked for the lock (the caller should release).
   * Looks at most once per `WANTED_POLL_MS`: a waiter gets in within a few ms of a busy writer's
   * appends, and a writer doing thousands of appends a second does not pay a stat for each.
   */
  wanted() {
    if (this.release === null) return false;
    const now = Date.now();
    if (now - this.lastWantedCheck < WANTED_POLL_MS) return false;
    this.lastWantedCheck = now;
    return existsSync(this.paths.wanted);
  }
  /** Gives the lock back. `handOver`: someone asked; let them take it before we compete again. */
  async releaseNow(handOver = false) {
    const release = this.release;
    if (!release) return;
    this.release = null;
    if (handOver) this.yieldUntil = Date.now() + this.o.yieldMs;
    try {
      await release();
    } catch (e) {
      const err = e;
      if (err.code !== "ERELEASED") throw lockError(this.paths.lock, err);
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
  const syscall = err.syscall ?? "mkdir";
  return new LoopgovError(
    "ERR_TRACE_LOCK",
    `cannot lock ${lock}: ${syscall} failed: ${err.code ?? ""} ${err.message}`.replace(/\s+/g, " ").trim(),
    [{ file: lock, message: `${syscall}: ${err.code ?? err.message}` }]
  );
}

// src/io/trace/tail.ts
import { fstatSync } from "node:fs";
function inspectTail(fd, file, runId) {
  const size = sizeOf(fd, file);
  if (size === 0) return { tail: { size: 0, hash: GENESIS_PREV, nextIndex: 0 }, torn: null };
  let torn = null;
  let end = size;
  if (readRange(fd, size - 1, size, file)[0] !== 10) {
    end = lastNewlineBefore(fd, size, file) + 1;
    torn = { start: end, end: size, cause: "unterminated" };
  }
  for (let attempt = 0; end > 0; attempt++) {
    const start = lastNewlineBefore(fd, end - 1, file) + 1;
    const line = readRange(fd, start, end - 1, file).toString("utf8");
    const c3 = checkLine(line);
    if (c3.ok) {
      if (c3.record.run_id !== runId) {
        throw broken(file, `its last record belongs to run ${JSON.stringify(c3.record.run_id)}, not ${runId}`);
      }
      return { tail: { size: end, hash: c3.record.hash, nextIndex: c3.record.index + 1 }, torn };
    }
    if (c3.reason !== "unparsable" || c3.record !== void 0 || attempt > 0) {
      throw broken(file, `the record ending at byte ${end} is bad (${c3.reason}: ${c3.message})`);
    }
    torn = { start, end: size, cause: "garbled" };
    end = start;
  }
  return { tail: { size: 0, hash: GENESIS_PREV, nextIndex: 0 }, torn };
}
function absorbNewBytes(fd, file, runId, tail, size, locked) {
  if (size < tail.size) {
    throw broken(file, `it shrank from ${tail.size} to ${size} bytes while this writer had it open`);
  }
  const buf = readRange(fd, tail.size, size, file);
  const records = [];
  let t2 = tail;
  let pos = 0;
  for (; ; ) {
    const nl = buf.indexOf(10, pos);
    if (nl < 0) break;
    const c3 = checkLine(buf.toString("utf8", pos, nl));
    if (!c3.ok) {
      if (locked && c3.reason === "unparsable" && c3.record === void 0 && buf.indexOf(10, nl + 1) < 0) {
        return { tail: t2, records, torn: { start: t2.size, end: size, cause: "garbled" } };
      }
      throw broken(
        file,
        `record ${t2.nextIndex}, appended by another writer, is bad (${c3.reason}: ${c3.message})`
      );
    }
    const r2 = c3.record;
    if (r2.prev !== t2.hash || r2.index !== t2.nextIndex || r2.run_id !== runId) {
      throw broken(
        file,
        `record ${t2.nextIndex}, appended by another writer, does not link to record ${t2.nextIndex - 1}`
      );
    }
    records.push(r2);
    t2 = { size: t2.size + (nl + 1 - pos), hash: r2.hash, nextIndex: t2.nextIndex + 1 };
    pos = nl + 1;
  }
  const torn = pos < buf.length && locked ? { start: t2.size, end: size, cause: "unterminated" } : null;
  return { tail: t2, records, torn };
}
function sizeOf(fd, file) {
  try {
    return fstatSync(fd).size;
  } catch (e) {
    throw traceIoError(e, file, "fstat");
  }
}
function broken(file, why) {
  return new LoopgovError(
    "ERR_TRACE",
    `refusing to append to ${file}: ${why}; run \`loopgov trace verify\` to see the damage`,
    [{ file, message: why }]
  );
}

// src/io/trace/store.ts
var RECENT_ARTIFACTS = 1024;
async function openTraceStore(opts) {
  const paths = runPaths(opts.traceDir, opts.runId);
  if (opts.mode === "create") {
    makeRunDir(opts.traceDir, paths.dir);
  }
  try {
    const st2 = lstatSync(paths.dir);
    if (!st2.isDirectory())
      throw new LoopgovError("ERR_TRACE", `${paths.dir} is not a directory (symlinks are refused)`);
  } catch (e) {
    if (e.code === "ENOENT") {
      throw new LoopgovError("ERR_TRACE", `no trace for run ${opts.runId}: ${paths.dir} does not exist`);
    }
    throw traceIoError(e, paths.dir, "open the run directory");
  }
  const flags = constants.O_RDWR | constants.O_APPEND | constants.O_NOFOLLOW | (opts.mode === "create" ? constants.O_CREAT | constants.O_EXCL : 0);
  let fd;
  try {
    fd = openSync2(paths.trace, flags, 420);
  } catch (e) {
    const code = e.code;
    if (code === "EEXIST")
      throw new LoopgovError("ERR_TRACE", `run ${opts.runId} already has a trace: ${paths.trace}`);
    if (code === "ENOENT")
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
  const mk = (d2) => {
    try {
      mkdirSync2(d2);
    } catch (e) {
      if (e.code !== "EEXIST") throw e;
    }
  };
  try {
    try {
      mk(dir);
    } catch (e) {
      if (e.code !== "ENOENT") throw e;
      mkdirSync2(traceDir, { recursive: true });
      mk(dir);
    }
  } catch (e) {
    throw traceIoError(e, dir, "create the run directory");
  }
}
var FileTraceStore = class {
  constructor(fd, opts, paths) {
    this.fd = fd;
    this.opts = opts;
    this.paths = paths;
    this.runId = opts.runId;
    this.lock = new RunLock(paths, opts.lock);
    this.sys = opts.syscalls ?? (opts.overlapSync ? threadPoolSyscalls : realSyscalls);
    this.durable = opts.durability === "fsync";
  }
  fd;
  opts;
  paths;
  runId;
  tail = { size: 0, hash: GENESIS_PREV, nextIndex: 0 };
  foreign = [];
  queue = Promise.resolve();
  idle = null;
  failed = null;
  closed = false;
  artifactsReady = false;
  recentArtifacts = /* @__PURE__ */ new Set();
  /** Records written since the last fdatasync (group commit). */
  dirty = false;
  /** Artifact files renamed into place since the last sync, not yet fsync'd (nor their directory). */
  pendingArtifacts = [];
  lock;
  sys;
  durable;
  /** Under the lock: find the last whole record, recover a torn tail. O(length of the last record). */
  async init() {
    await this.lock.acquire();
    const t2 = inspectTail(this.fd, this.paths.trace, this.runId);
    this.tail = t2.tail;
    if (t2.torn) await this.recover(t2.torn);
    this.armIdle();
  }
  /** Current end of the chain as this writer knows it. */
  get head() {
    return this.tail;
  }
  append(body, opts) {
    return this.serial(async () => {
      if (body.run_id !== this.runId) {
        throw new LoopgovError(
          "ERR_TRACE",
          `record for run ${JSON.stringify(body.run_id)} sent to run ${this.runId}`
        );
      }
      try {
        await this.lock.acquire();
        const torn = this.absorb(true);
        if (torn) await this.recover(torn);
        const record = this.writeRecord(body);
        if (opts?.sync !== false) await this.flushPending();
        return record;
      } finally {
        if (this.lock.wanted()) await this.releaseLease(true);
        else if (this.lock.held) this.armIdle();
      }
    });
  }
  /** The group-commit barrier: every record and artifact written so far is durable when it resolves. */
  sync() {
    return this.serial(() => this.flushPending());
  }
  readForeign() {
    return this.serial(async () => {
      if (this.foreign.length === 0 && (this.lock.held || this.sizeNow() === this.tail.size)) return [];
      this.absorb(false);
      const out = this.foreign;
      this.foreign = [];
      return out;
    });
  }
  async putArtifact(bytes, opts) {
    this.usable();
    const sync = opts?.sync !== false;
    if (sync && this.pendingArtifacts.length > 0) await this.sync();
    const sha256 = sha256Hex(bytes);
    const path = join4(this.paths.artifacts, sha256);
    if (this.recentArtifacts.has(sha256)) return { sha256, path };
    await writeOnce(this.paths.artifacts, sha256, bytes, this.durable && sync, this.artifactsReady);
    if (this.durable && !sync) this.pendingArtifacts.push(path);
    this.artifactsReady = true;
    this.recentArtifacts.add(sha256);
    if (this.recentArtifacts.size > RECENT_ARTIFACTS) {
      this.recentArtifacts.delete(this.recentArtifacts.values().next().value);
    }
    return { sha256, path };
  }
  close() {
    if (this.closed) return Promise.resolve();
    return this.serial(async () => {
      if (this.closed) return;
      if (this.idle) clearTimeout(this.idle);
      try {
        await this.releaseLease(false);
      } finally {
        this.closed = true;
        closeSync2(this.fd);
      }
    }, true);
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
   * fsyncs the artifacts stored since the last sync and their directory, then fdatasyncs the trace. Any
   * failure poisons the store: after a failed fsync nothing about the files can be trusted any more.
   */
  async flushPending() {
    if (!this.durable) return;
    if (this.pendingArtifacts.length > 0) {
      const files = this.pendingArtifacts;
      this.pendingArtifacts = [];
      try {
        for (const f3 of files) fsyncFile(f3);
        await fsyncDir(this.paths.artifacts);
      } catch (e) {
        throw this.poison(traceIoError(e, this.paths.artifacts, "fsync artifacts in"), false);
      }
    }
    if (!this.dirty) return;
    this.dirty = false;
    try {
      await this.sys.fdatasync(this.fd);
    } catch (e) {
      throw this.poison(traceIoError(e, this.paths.trace, "fdatasync"), false);
    }
  }
  /**
   * Runs `fn` after every earlier operation of this store: one writer's operations never interleave.
   * `housekeeping` (close, lease release) also runs on a closed or failed store.
   */
  serial(fn2, housekeeping = false) {
    const run = async () => {
      if (!housekeeping) this.usable();
      return fn2();
    };
    const p3 = this.queue.then(run, run);
    this.queue = p3.catch(() => void 0);
    return p3;
  }
  usable() {
    if (this.closed) throw new LoopgovError("ERR_TRACE", `trace store for run ${this.runId} is closed`);
    if (this.failed) throw this.failed;
  }
  sizeNow() {
    try {
      return fstatSync2(this.fd).size;
    } catch (e) {
      throw traceIoError(e, this.paths.trace, "fstat");
    }
  }
  /** Takes in what other writers appended (checked and linked); returns a torn tail to recover. */
  absorb(locked) {
    const size = this.sizeNow();
    if (size === this.tail.size) return null;
    const r2 = absorbNewBytes(this.fd, this.paths.trace, this.runId, this.tail, size, locked);
    this.tail = r2.tail;
    this.foreign.push(...r2.records);
    return r2.torn;
  }
  /** One `write` of the linked record; durable at the next `flushPending`. */
  writeRecord(body) {
    const { record, line } = linkRecord(body, this.tail.hash, this.tail.nextIndex);
    const buf = Buffer.from(`${line}
`, "utf8");
    const file = this.paths.trace;
    let n;
    try {
      n = this.sys.write(this.fd, buf);
    } catch (e) {
      throw this.poison(traceIoError(e, file, "append to"), true);
    }
    if (n !== buf.length) {
      const err = Object.assign(new Error(`short write: ${n} of ${buf.length} bytes`), {
        code: "ENOSPC",
        syscall: "write"
      });
      throw this.poison(traceIoError(err, file, "append to"), true);
    }
    this.tail = { size: this.tail.size + n, hash: record.hash, nextIndex: this.tail.nextIndex + 1 };
    this.dirty = true;
    return record;
  }
  /** Marks the store unusable; after a failed write, cuts any partial bytes off (best effort). */
  poison(e, cutBack) {
    if (cutBack) {
      try {
        ftruncateSync(this.fd, this.tail.size);
      } catch {
      }
    }
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
      throw this.poison(traceIoError(e, file, "truncate the torn tail of"), false);
    }
    this.tail = { ...this.tail, size: torn.start };
    this.writeRecord({
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
  armIdle() {
    if (this.idle) {
      this.idle.refresh();
      return;
    }
    this.idle = setTimeout(() => {
      this.idle = null;
      this.serial(() => this.releaseLease(false), true).catch((e) => {
        this.failed ??= e instanceof LoopgovError ? e : traceIoError(e, this.paths.lock, "release");
      });
    }, this.lock.idleReleaseMs);
    this.idle.unref();
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
var PRIVATE_MEMBERS = ["d", "p", "q", "dp", "dq", "qi", "k", "oth"];
function buildKeyIndex(registry) {
  const index = /* @__PURE__ */ new Map();
  if (!registry) return index;
  const bad = [];
  for (const approver of registry.approvers) {
    for (const jwk of approver.keys ?? []) {
      const members = Object.keys(jwk).filter((k2) => PRIVATE_MEMBERS.includes(k2));
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
      bad.map((message2) => ({ file: "approvers", message: message2 }))
    );
  }
  return index;
}

// node_modules/jose/dist/webapi/lib/buffer_utils.js
var encoder = new TextEncoder();
var decoder = new TextDecoder();
var strictDecoder = new TextDecoder("utf-8", { fatal: true });
var UINT32_RANGE = 2 ** 32;
function concat(...buffers) {
  const size = buffers.reduce((acc, { length }) => acc + length, 0), buf = new Uint8Array(size);
  let i = 0;
  for (const buffer of buffers)
    buf.set(buffer, i), i += buffer.length;
  return buf;
}
var NON_ASCII = /[^\x00-\x7f]/;
function encode(string) {
  if (typeof string == "string" && string.length >= 128) {
    if (NON_ASCII.test(string))
      throw new TypeError("non-ASCII string encountered in encode()");
    return encoder.encode(string);
  }
  const bytes = new Uint8Array(string.length);
  for (let i = 0; i < string.length; i++) {
    const code = string.charCodeAt(i);
    if (code > 127)
      throw new TypeError("non-ASCII string encountered in encode()");
    bytes[i] = code;
  }
  return bytes;
}
function encodeBase64(input, url = false) {
  if (Uint8Array.prototype.toBase64)
    return input.toBase64({ alphabet: url ? "base64url" : "base64", omitPadding: url });
  const CHUNK_SIZE = 32768, arr2 = [];
  for (let i = 0; i < input.length; i += CHUNK_SIZE)
    arr2.push(String.fromCharCode.apply(null, input.subarray(i, i + CHUNK_SIZE)));
  const encoded = btoa(arr2.join(""));
  return url ? encoded.replace(/=/g, "").replace(/\+/g, "-").replace(/\//g, "_") : encoded;
}
function decodeBase64(encoded, url = false) {
  if (Uint8Array.fromBase64)
    return Uint8Array.fromBase64(encoded, { alphabet: url ? "base64url" : "base64" });
  if (url) {
    if (encoded.includes("+") || encoded.includes("/"))
      throw new TypeError("Invalid base64url");
    encoded = encoded.replace(/-/g, "+").replace(/_/g, "/");
  }
  const binary = atob(encoded), bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++)
    bytes[i] = binary.charCodeAt(i);
  return bytes;
}

// node_modules/jose/dist/webapi/util/errors.js
var JOSEError = class extends Error {
  static code = "ERR_JOSE_GENERIC";
  code = "ERR_JOSE_GENERIC";
  constructor(message2, options) {
    super(message2, options), this.name = this.constructor.name, Error.captureStackTrace?.(this, this.constructor);
  }
};
var JWTClaimValidationFailed = class extends JOSEError {
  static code = "ERR_JWT_CLAIM_VALIDATION_FAILED";
  code = "ERR_JWT_CLAIM_VALIDATION_FAILED";
  claim;
  reason;
  payload;
  constructor(message2, payload, claim = "unspecified", reason = "unspecified") {
    super(message2, { cause: { claim, reason, payload } }), this.claim = claim, this.reason = reason, this.payload = payload;
  }
};
var JWTExpired = class extends JOSEError {
  static code = "ERR_JWT_EXPIRED";
  code = "ERR_JWT_EXPIRED";
  claim;
  reason;
  payload;
  constructor(message2, payload, claim = "unspecified", reason = "unspecified") {
    super(message2, { cause: { claim, reason, payload } }), this.claim = claim, this.reason = reason, this.payload = payload;
  }
};
var JOSEAlgNotAllowed = class extends JOSEError {
  static code = "ERR_JOSE_ALG_NOT_ALLOWED";
  code = "ERR_JOSE_ALG_NOT_ALLOWED";
};
var JOSENotSupported = class extends JOSEError {
  static code = "ERR_JOSE_NOT_SUPPORTED";
  code = "ERR_JOSE_NOT_SUPPORTED";
};
var JWSInvalid = class extends JOSEError {
  static code = "ERR_JWS_INVALID";
  code = "ERR_JWS_INVALID";
};
var JWTInvalid = class extends JOSEError {
  static code = "ERR_JWT_INVALID";
  code = "ERR_JWT_INVALID";
};
var JWSSignatureVerificationFailed = class extends JOSEError {
  static code = "ERR_JWS_SIGNATURE_VERIFICATION_FAILED";
  code = "ERR_JWS_SIGNATURE_VERIFICATION_FAILED";
  constructor(message2 = "signature verification failed", options) {
    super(message2, options);
  }
};

// node_modules/jose/dist/webapi/util/base64url.js
var invalid = "The input to be decoded is not correctly encoded.";
function decode(input) {
  try {
    return decodeBase64(typeof input == "string" ? input : decoder.decode(input), true);
  } catch (cause) {
    throw new TypeError(invalid, { cause });
  }
}
function encode2(input) {
  return encodeBase64(typeof input == "string" ? encoder.encode(input) : input, true);
}

// node_modules/jose/dist/webapi/lib/validate.js
function isObject(input) {
  if (typeof input != "object" || input === null || Object.prototype.toString.call(input) !== "[object Object]")
    return false;
  const prototype = Object.getPrototypeOf(input);
  return prototype === null || Object.getPrototypeOf(prototype) === null;
}
function isDisjoint(...headers) {
  const parameters = /* @__PURE__ */ new Set();
  for (const header of headers)
    if (header)
      for (const parameter of Object.keys(header)) {
        if (parameters.has(parameter))
          return false;
        parameters.add(parameter);
      }
  return true;
}
function assertNotSet(value2, name) {
  if (value2 !== void 0)
    throw new TypeError(`${name} can only be called once`);
}
function decodeBase64url(value2, label, ErrorClass) {
  try {
    return decode(value2);
  } catch (cause) {
    throw new ErrorClass(`Failed to base64url decode the ${label}`, { cause });
  }
}
function encodeAsciiMember(value2, label, ErrorClass) {
  try {
    return encode(value2);
  } catch (cause) {
    throw new ErrorClass(`The ${label} is not a valid base64url string`, { cause });
  }
}
function parseJoseHeader(encodedProtectedHeader, ErrorClass, message2) {
  let parsed;
  try {
    parsed = JSON.parse(strictDecoder.decode(decode(encodedProtectedHeader)));
  } catch (cause) {
    throw new ErrorClass(message2, { cause });
  }
  if (!isObject(parsed))
    throw new ErrorClass(message2);
  return parsed;
}
var JWS_RECOGNIZED = { __proto__: null, b64: true };
function validateAlgorithms(option, algorithms) {
  if (algorithms !== void 0 && (!Array.isArray(algorithms) || algorithms.some((s2) => typeof s2 != "string")))
    throw new TypeError(`"${option}" option must be an array of strings`);
  return algorithms === void 0 ? void 0 : new Set(algorithms);
}
function validateCritDuplicates(Err, protectedHeader) {
  const { crit } = protectedHeader ?? {};
  if (Array.isArray(crit) && new Set(crit).size !== crit.length)
    throw new Err('"crit" (Critical) Header Parameter MUST NOT contain duplicate values');
}
function validateCrit(Err, recognizedDefault, recognizedOption, protectedHeader, joseHeader) {
  if (joseHeader.crit !== void 0 && protectedHeader?.crit === void 0)
    throw new Err('"crit" (Critical) Header Parameter MUST be integrity protected');
  if (!protectedHeader || protectedHeader.crit === void 0)
    return [];
  if (!Array.isArray(protectedHeader.crit) || protectedHeader.crit.length === 0 || protectedHeader.crit.some((input) => typeof input != "string" || input.length === 0))
    throw new Err('"crit" (Critical) Header Parameter MUST be an array of non-empty strings when present');
  const recognized = recognizedOption === void 0 ? recognizedDefault : { __proto__: null, ...recognizedOption, ...recognizedDefault };
  for (const parameter of protectedHeader.crit) {
    if (!(parameter in recognized))
      throw new JOSENotSupported(`Extension Header Parameter "${parameter}" is not recognized`);
    if (!Object.hasOwn(joseHeader, parameter) || joseHeader[parameter] === void 0)
      throw new Err(`Extension Header Parameter "${parameter}" is missing`);
    if (recognized[parameter] && (!Object.hasOwn(protectedHeader, parameter) || protectedHeader[parameter] === void 0))
      throw new Err(`Extension Header Parameter "${parameter}" MUST be integrity protected`);
  }
  return protectedHeader.crit;
}
function validateB64(protectedHeader, extensions) {
  if (extensions.includes("b64")) {
    const b64 = protectedHeader.b64;
    if (typeof b64 != "boolean")
      throw new JWSInvalid('The "b64" (base64url-encode payload) Header Parameter must be a boolean');
    return b64;
  }
  return true;
}
function serializeJoseHeader(Err, header) {
  let serialized, parsed;
  try {
    serialized = JSON.stringify(header), parsed = JSON.parse(serialized);
  } catch (cause) {
    throw new Err("JOSE Header is not valid JSON", { cause });
  }
  if (!isObject(parsed))
    throw new Err("JOSE Header is not a JSON object");
  return [parsed, serialized];
}

// node_modules/jose/dist/webapi/lib/key.js
var tag = (key) => key[Symbol.toStringTag];
var jwkMatchesOp = (entry, key, usage) => {
  const { alg } = entry;
  if (key.use !== void 0) {
    const expected = usage === "sign" || usage === "verify" ? "sig" : "enc";
    if (key.use !== expected)
      throw new TypeError(`Invalid key for this operation, its "use" must be "${expected}" when present`);
  }
  if (key.kty === "AKP" && key.alg === void 0)
    throw new TypeError('missing "alg" (Algorithm) Parameter value');
  if (key.alg !== void 0 && key.alg !== alg)
    throw new TypeError(`Invalid key for this operation, its "alg" must be "${alg}" when present`);
  if (Array.isArray(key.key_ops)) {
    const expectedKeyOp = usage === "encrypt" || usage === "decrypt" ? entry.ops?.[usage === "encrypt" ? 0 : 1] : usage;
    if (expectedKeyOp && !key.key_ops.includes(expectedKeyOp))
      throw new TypeError(`Invalid key for this operation, its "key_ops" must include "${expectedKeyOp}" when present`);
  }
};
async function prepareKey(entry, key, usage) {
  const { alg, secret } = entry, requiresPrivateKey = usage === "decrypt" || usage === "sign";
  if (secret && key instanceof Uint8Array)
    return key;
  let normalized, keyObject;
  if (isObject(key)) {
    if (normalized = normalizeJwk(key), typeof normalized.kty != "string")
      throw invalidKeyType(alg, key, secret);
    if (!(secret ? normalized.kty === "oct" && typeof normalized.k == "string" : normalized.kty !== "oct" && (requiresPrivateKey ? normalized.kty === "AKP" && typeof normalized.priv == "string" || typeof normalized.d == "string" : normalized.d === void 0 && normalized.priv === void 0)))
      throw new TypeError(secret ? 'JSON Web Key for symmetric algorithms must have JWK "kty" (Key Type) equal to "oct" and the JWK "k" (Key Value) present' : `JSON Web Key for this operation must be a ${requiresPrivateKey ? "private" : "public"} JWK`);
    if (jwkMatchesOp(entry, normalized, usage), normalized.kty === "oct")
      return decode(normalized.k);
    if (!Object.isFrozen(key)) {
      const { key_ops } = key;
      Array.isArray(key_ops) && Object.freeze(key_ops), Object.freeze(key);
    }
  } else {
    if (!isKeyLike(key))
      throw invalidKeyType(alg, key, secret);
    const expectedType = secret ? "secret" : requiresPrivateKey ? "private" : "public";
    if (key.type !== expectedType && (secret || ["secret", "public", "private"].includes(key.type)))
      throw new TypeError(`${tag(key)} instances must be of type "${expectedType}" for the ${alg} algorithm`);
    if (isCryptoKey(key))
      return key;
    if (keyObject = key, keyObject.type === "secret")
      return keyObject.export();
  }
  cache ||= /* @__PURE__ */ new WeakMap();
  const cacheKey = key;
  let cached = cache.get(cacheKey);
  if (cached?.[alg])
    return cached[alg];
  if (cached || cache.set(cacheKey, cached = {}), keyObject && typeof keyObject.toCryptoKey == "function") {
    const isPublic = keyObject.type === "public", crv = nist[keyObject.asymmetricKeyDetails?.namedCurve], params = entry.resolve?.({ crv, asymmetricKeyType: keyObject.asymmetricKeyType }) ?? entry.subtle;
    return cached[alg] = keyObject.toCryptoKey(params, isPublic, entry.usages[isPublic ? 0 : 1]);
  }
  return normalized ??= keyObject.export({ format: "jwk" }), normalized.alg = alg, cached[alg] = await jwkToKey(entry, normalized);
}
var cache;
var nist = {
  __proto__: null,
  prime256v1: "P-256",
  secp384r1: "P-384",
  secp521r1: "P-521"
};
var isCryptoKey = (key) => {
  if (key?.[Symbol.toStringTag] === "CryptoKey")
    return true;
  try {
    return key instanceof CryptoKey;
  } catch {
    return false;
  }
};
var isKeyObject = (key) => key?.[Symbol.toStringTag] === "KeyObject";
var isKeyLike = (key) => isCryptoKey(key) || isKeyObject(key);
function message(msg, actual, ...types) {
  if (types.length > 2) {
    const last = types.pop();
    msg += `one of type ${types.join(", ")}, or ${last}.`;
  } else types.length === 2 ? msg += `one of type ${types[0]} or ${types[1]}.` : msg += `of type ${types[0]}.`;
  return actual == null ? msg += ` Received ${actual}` : typeof actual == "function" && actual.name ? msg += ` Received function ${actual.name}` : typeof actual == "object" && actual != null && actual.constructor?.name && (msg += ` Received an instance of ${actual.constructor.name}`), msg;
}
function invalidKeyType(alg, actual, secret) {
  const types = ["CryptoKey", "KeyObject", "JSON Web Key"];
  return secret && types.push("Uint8Array"), new TypeError(message(`Key for the ${alg} algorithm must be `, actual, ...types));
}
var unusable = (name, prop = "algorithm.name") => new TypeError(`CryptoKey does not support this operation, its ${prop} must be ${name}`);
function checkUsage(key, usage) {
  if (usage && !key.usages.includes(usage))
    throw new TypeError(`CryptoKey does not support this operation, its usages must include ${usage}.`);
}
function checkModulusLength(alg, key) {
  const { modulusLength } = key.algorithm;
  if (typeof modulusLength != "number" || modulusLength < 2048)
    throw new TypeError(`${alg} requires key modulusLength to be 2048 bits or larger`);
}
function checkCryptoKey(key, expected, usage) {
  const algorithm = key.algorithm;
  if (algorithm.name !== expected.name)
    throw unusable(expected.name);
  if (expected.hash && algorithm.hash?.name !== expected.hash)
    throw unusable(expected.hash, "algorithm.hash");
  if (expected.namedCurve && algorithm.namedCurve !== expected.namedCurve)
    throw unusable(expected.namedCurve, "algorithm.namedCurve");
  if (expected.length !== void 0 && algorithm.length !== expected.length)
    throw unusable(expected.length, "algorithm.length");
  checkUsage(key, usage);
}
function snapshotJwk(jwk) {
  return { __proto__: null, ...jwk };
}
function normalizeJwk(jwk) {
  const normalized = snapshotJwk(jwk);
  if (normalized.ext !== void 0 && typeof normalized.ext != "boolean")
    throw new TypeError('"ext" (Extractable) Parameter must be a boolean');
  if (normalized.key_ops !== void 0) {
    const value2 = normalized.key_ops, keyOps = Array.isArray(value2) ? [...value2] : void 0;
    if (!keyOps || keyOps.some((operation) => typeof operation != "string") || new Set(keyOps).size !== keyOps.length)
      throw new TypeError('"key_ops" (Key Operations) Parameter must be an array of unique strings');
    normalized.key_ops = keyOps;
  }
  return normalized;
}
function validateExtractableOption(extractable) {
  if (extractable !== void 0 && typeof extractable != "boolean")
    throw new TypeError('"extractable" option must be a boolean');
  return extractable;
}
async function jwkToKey(entry, jwk, extractable) {
  if (!entry.kty.includes(jwk.kty))
    throw new JOSENotSupported('Invalid or unsupported JWK "alg" (Algorithm) Parameter value');
  const algorithm = entry.resolve?.({ kty: jwk.kty, crv: jwk.crv }) ?? entry.subtle, isPrivate = !!(jwk.d || jwk.priv), keyData = { ...jwk, ext: extractable ?? jwk.ext };
  return keyData.kty !== "AKP" && delete keyData.alg, delete keyData.use, crypto.subtle.importKey("jwk", keyData, algorithm, keyData.ext ?? !isPrivate, jwk.key_ops ?? entry.usages[isPrivate ? 1 : 0]);
}
async function rawKey(key, expected, usage, extractable = false) {
  return key instanceof Uint8Array && (key = await crypto.subtle.importKey("raw", key, expected, extractable, [usage])), checkCryptoKey(key, expected, usage), key;
}

// node_modules/jose/dist/webapi/lib/key_descriptor.js
function table(entries) {
  const out = { __proto__: null };
  for (const alg in entries)
    out[alg] = { ...entries[alg], alg };
  return out;
}

// node_modules/jose/dist/webapi/lib/jwe_algorithms.js
var wrap = [
  ["encrypt", "wrapKey"],
  ["decrypt", "unwrapKey"]
];
var derive = [[], ["deriveBits"]];
var none = [[], []];
function rsaes(bits) {
  return {
    kty: ["RSA"],
    mode: "key-encryption",
    subtle: { name: "RSA-OAEP", hash: `SHA-${bits}` },
    usages: wrap,
    ops: ["wrapKey", "unwrapKey"]
  };
}
function ecdh(mode) {
  return {
    kty: ["EC", "OKP"],
    mode,
    subtle: { name: "ECDH" },
    resolve: ({ kty, crv, asymmetricKeyType }) => {
      if (crv === "X25519" || asymmetricKeyType === "x25519")
        return { name: "X25519" };
      if (kty === "OKP")
        throw new JOSENotSupported('Invalid or unsupported JWK "alg" (Algorithm) Parameter value');
      return { name: "ECDH", namedCurve: crv };
    },
    usages: derive,
    ops: [void 0, "deriveBits"]
  };
}
function aeskw(bits, gcm = false) {
  return {
    kty: ["oct"],
    mode: "key-wrapping",
    secret: true,
    subtle: { name: gcm ? "AES-GCM" : "AES-KW", length: bits },
    usages: none,
    ops: gcm ? ["encrypt", "decrypt"] : ["wrapKey", "unwrapKey"]
  };
}
function pbes2() {
  return {
    kty: ["oct"],
    mode: "key-wrapping",
    secret: true,
    subtle: { name: "PBKDF2" },
    usages: none,
    ops: ["deriveBits", "deriveBits"]
  };
}
var JWE = table({
  dir: {
    kty: ["oct"],
    mode: "direct-encryption",
    secret: true,
    subtle: { name: "AES-GCM" },
    usages: none,
    ops: ["encrypt", "decrypt"]
  },
  "RSA-OAEP": rsaes(1),
  "RSA-OAEP-256": rsaes(256),
  "RSA-OAEP-384": rsaes(384),
  "RSA-OAEP-512": rsaes(512),
  "ECDH-ES": ecdh("direct-key-agreement"),
  "ECDH-ES+A128KW": ecdh("key-agreement-with-key-wrapping"),
  "ECDH-ES+A192KW": ecdh("key-agreement-with-key-wrapping"),
  "ECDH-ES+A256KW": ecdh("key-agreement-with-key-wrapping"),
  A128KW: aeskw(128),
  A192KW: aeskw(192),
  A256KW: aeskw(256),
  A128GCMKW: aeskw(128, true),
  A192GCMKW: aeskw(192, true),
  A256GCMKW: aeskw(256, true),
  "PBES2-HS256+A128KW": pbes2(),
  "PBES2-HS384+A192KW": pbes2(),
  "PBES2-HS512+A256KW": pbes2()
});
var contentOps = ["encrypt", "decrypt"];
function contentEncryption(bits, cbc = false) {
  return {
    kty: ["oct"],
    secret: true,
    subtle: { name: cbc ? "AES-CBC" : "AES-GCM", length: bits },
    usages: none,
    ops: contentOps,
    cekBits: bits,
    ivBits: cbc ? 128 : 96,
    cbc
  };
}
var ENC = table({
  A128GCM: contentEncryption(128),
  A192GCM: contentEncryption(192),
  A256GCM: contentEncryption(256),
  "A128CBC-HS256": contentEncryption(256, true),
  "A192CBC-HS384": contentEncryption(384, true),
  "A256CBC-HS512": contentEncryption(512, true)
});

// node_modules/jose/dist/webapi/lib/jws_algorithms.js
var sig = [["verify"], ["sign"]];
function hmac(bits) {
  const subtle = { name: "HMAC", hash: `SHA-${bits}` };
  return { kty: ["oct"], secret: true, subtle, signing: subtle, usages: sig };
}
function rsa(bits, saltLength) {
  const subtle = { name: saltLength ? "RSA-PSS" : "RSASSA-PKCS1-v1_5", hash: `SHA-${bits}` };
  return {
    kty: ["RSA"],
    subtle,
    signing: saltLength ? { ...subtle, saltLength } : subtle,
    usages: sig,
    minRsaBits: 2048
  };
}
function ecdsa(crv, bits) {
  return {
    kty: ["EC"],
    crv,
    subtle: { name: "ECDSA", namedCurve: crv },
    signing: { name: "ECDSA", hash: `SHA-${bits}` },
    usages: sig
  };
}
function eddsa() {
  const subtle = { name: "Ed25519" };
  return {
    kty: ["OKP"],
    crv: "Ed25519",
    subtle,
    signing: subtle,
    usages: sig
  };
}
function mldsa(parameterSet) {
  const subtle = { name: `ML-DSA-${parameterSet}` };
  return {
    kty: ["AKP"],
    subtle,
    signing: subtle,
    usages: sig
  };
}
var JWS = table({
  HS256: hmac(256),
  HS384: hmac(384),
  HS512: hmac(512),
  RS256: rsa(256),
  RS384: rsa(384),
  RS512: rsa(512),
  PS256: rsa(256, 32),
  PS384: rsa(384, 48),
  PS512: rsa(512, 64),
  ES256: ecdsa("P-256", 256),
  ES384: ecdsa("P-384", 384),
  ES512: ecdsa("P-521", 512),
  EdDSA: eddsa(),
  Ed25519: eddsa(),
  "ML-DSA-44": mldsa(44),
  "ML-DSA-65": mldsa(65),
  "ML-DSA-87": mldsa(87)
});
function jwsAlgorithm(alg) {
  const entry = typeof alg == "string" ? JWS[alg] : void 0;
  if (!entry)
    throw new JOSENotSupported(`alg ${alg} is not supported either by JOSE or your javascript runtime`);
  return entry;
}

// node_modules/jose/dist/webapi/lib/jws_verify.js
function prepareVerify(options) {
  return [options && validateAlgorithms("algorithms", options.algorithms), options?.crit];
}
function parseProtectedHeader(encodedProtectedHeader) {
  return encodedProtectedHeader === void 0 ? {} : parseJoseHeader(encodedProtectedHeader, JWSInvalid, "JWS Protected Header is invalid");
}
function encodeCompactUnencodedPayload(payload) {
  try {
    return encode(payload);
  } catch (cause) {
    throw new JWSInvalid("JWS Compact Serialization payload must use only ASCII characters", {
      cause
    });
  }
}
async function verifySignature(jws, shared, key, encodeUnencodedPayload, parsedProtected) {
  const { protected: encodedProtectedHeader, header, payload: inputPayload } = jws, protectedHeader = parsedProtected ?? parseProtectedHeader(encodedProtectedHeader);
  if (!isDisjoint(protectedHeader, header))
    throw new JWSInvalid("JWS Protected and JWS Unprotected Header Parameter names must be disjoint");
  const joseHeader = { ...protectedHeader, ...header }, b64 = validateB64(protectedHeader, validateCrit(JWSInvalid, JWS_RECOGNIZED, shared[1], protectedHeader, joseHeader)), { alg } = joseHeader;
  if (typeof alg != "string" || !alg)
    throw new JWSInvalid('JWS "alg" (Algorithm) Header Parameter missing or invalid');
  if (shared[0] && !shared[0].has(alg))
    throw new JOSEAlgNotAllowed('"alg" (Algorithm) Header Parameter value not allowed');
  if (b64) {
    if (typeof inputPayload != "string")
      throw new JWSInvalid("JWS Payload must be a string");
  } else if (typeof inputPayload != "string" && !(inputPayload instanceof Uint8Array))
    throw new JWSInvalid("JWS Payload must be a string or an Uint8Array instance");
  const signingPayload = b64 || typeof inputPayload != "string" ? inputPayload : encodeUnencodedPayload(inputPayload);
  let resolvedKey = false;
  typeof key == "function" && (key = await key(protectedHeader, jws), resolvedKey = true);
  const entry = jwsAlgorithm(alg), signingInput = concat(encodedProtectedHeader !== void 0 ? encode(encodedProtectedHeader) : new Uint8Array(), encode("."), typeof signingPayload == "string" ? shared[2] ??= encodeAsciiMember(signingPayload, "payload", JWSInvalid) : signingPayload), signature = decodeBase64url(jws.signature, "signature", JWSInvalid), verificationKey = await prepareKey(entry, key, "verify"), cryptoKey = await rawKey(verificationKey, entry.subtle, "verify");
  entry.minRsaBits && checkModulusLength(entry.alg, cryptoKey);
  let verified = false;
  try {
    verified = await crypto.subtle.verify(entry.signing, cryptoKey, signature, signingInput);
  } catch (cause) {
    throw new JWSSignatureVerificationFailed(void 0, { cause });
  }
  if (!verified)
    throw new JWSSignatureVerificationFailed();
  const result = { payload: typeof signingPayload == "string" ? decodeBase64url(signingPayload, "payload", JWSInvalid) : signingPayload };
  return encodedProtectedHeader !== void 0 && (result.protectedHeader = protectedHeader), header !== void 0 && (result.unprotectedHeader = header), resolvedKey ? [{ ...result, key: verificationKey }, b64] : [result, b64];
}
async function verifyCompact(jws, shared, key) {
  if (jws instanceof Uint8Array && (jws = decoder.decode(jws)), typeof jws != "string")
    throw new JWSInvalid("Compact JWS must be a string or Uint8Array");
  const { 0: protectedHeader, 1: payload, 2: signature, length } = jws.split(".");
  if (length !== 3)
    throw new JWSInvalid("Invalid Compact JWS");
  return verifySignature({ payload, protected: protectedHeader, signature }, shared, key, encodeCompactUnencodedPayload);
}

// node_modules/jose/dist/webapi/jws/compact/verify.js
async function compactVerify(jws, key, options) {
  const [result] = await verifyCompact(jws, prepareVerify(options), key);
  return result;
}

// node_modules/jose/dist/webapi/lib/jwt_claims_set.js
var epoch = (date) => Math.floor(date.getTime() / 1e3);
var multipliers = {
  s: 1,
  m: 60,
  h: 3600,
  d: 86400,
  w: 604800,
  y: 31557600
};
var REGEX = /^(\+|\-)? ?(\d+|\d+\.\d+) ?(seconds?|secs?|s|minutes?|mins?|m|hours?|hrs?|h|days?|d|weeks?|w|years?|yrs?|y)(?: (ago|from now))?$/i;
var checkFailed = "check_failed";
function invalidDuration() {
  throw new TypeError("Invalid time period format");
}
function secs(str2) {
  typeof str2 != "string" && invalidDuration();
  const matched = REGEX.exec(str2);
  (!matched || matched[4] && matched[1]) && invalidDuration();
  const value2 = parseFloat(matched[2]), durationSeconds = Math.round(value2 * multipliers[matched[3][0].toLowerCase()]);
  return Number.isFinite(durationSeconds) || invalidDuration(), matched[1] === "-" || matched[4]?.toLowerCase() === "ago" ? -durationSeconds : durationSeconds;
}
function validateInput(label, input) {
  if (!Number.isFinite(input))
    throw new TypeError(`Invalid ${label} input`);
  return input;
}
function validateStringClaim(claim, value2) {
  if (typeof value2 != "string")
    throw new TypeError(`"${claim}" claim must be a string`);
}
function validateAudienceClaim(value2) {
  if (typeof value2 != "string" && (!Array.isArray(value2) || Array.from(value2).some((member) => typeof member != "string")))
    throw new TypeError('"aud" claim must be a string or an array of strings');
}
function numericDate(value2, label) {
  return typeof value2 == "number" ? validateInput(label, value2) : value2 instanceof Date ? validateInput(label, epoch(value2)) : epoch(/* @__PURE__ */ new Date()) + secs(value2);
}
var normalizeTyp = (value2) => {
  const normalized = value2.toLowerCase();
  return value2.includes("/") ? normalized : `application/${normalized}`;
};
var checkAudiencePresence = (audPayload, audOption) => typeof audPayload == "string" ? audOption.includes(audPayload) : Array.isArray(audPayload) ? audOption.some((aud) => audPayload.includes(aud)) : false;
function validateNumericDate(claimsSet, claim, required = false) {
  const value2 = claimsSet[claim];
  if (!(value2 === void 0 && !required)) {
    if (typeof value2 != "number")
      throw new JWTClaimValidationFailed(`"${claim}" claim must be a number`, claimsSet, claim, "invalid");
    return value2;
  }
}
function unexpectedClaim(claimsSet, claim) {
  throw new JWTClaimValidationFailed(`unexpected "${claim}" claim value`, claimsSet, claim, checkFailed);
}
function validateClaimsSet(protectedHeader, claimsSetBytes, options = {}) {
  let claimsSet;
  try {
    claimsSet = JSON.parse(strictDecoder.decode(claimsSetBytes));
  } catch (cause) {
    throw new JWTInvalid("JWT Claims Set must be a top-level JSON object", { cause });
  }
  if (!isObject(claimsSet))
    throw new JWTInvalid("JWT Claims Set must be a top-level JSON object");
  const { typ } = options;
  if (typ !== void 0 && (typeof protectedHeader.typ != "string" || normalizeTyp(protectedHeader.typ) !== normalizeTyp(typ)))
    throw new JWTClaimValidationFailed('unexpected "typ" JWT header value', claimsSet, "typ", checkFailed);
  const { requiredClaims = [], issuer, subject, audience, maxTokenAge } = options, presenceCheck = [...requiredClaims];
  maxTokenAge !== void 0 && presenceCheck.push("iat"), audience !== void 0 && presenceCheck.push("aud"), subject !== void 0 && presenceCheck.push("sub"), issuer !== void 0 && presenceCheck.push("iss");
  for (const claim of new Set(presenceCheck.reverse()))
    if (!Object.hasOwn(claimsSet, claim))
      throw new JWTClaimValidationFailed(`missing required "${claim}" claim`, claimsSet, claim, "missing");
  issuer !== void 0 && !(Array.isArray(issuer) ? issuer : [issuer]).includes(claimsSet.iss) && unexpectedClaim(claimsSet, "iss"), subject !== void 0 && claimsSet.sub !== subject && unexpectedClaim(claimsSet, "sub"), audience !== void 0 && !checkAudiencePresence(claimsSet.aud, typeof audience == "string" ? [audience] : audience) && unexpectedClaim(claimsSet, "aud");
  const { clockTolerance } = options;
  let tolerance = 0;
  if (typeof clockTolerance == "string")
    tolerance = secs(clockTolerance);
  else if (clockTolerance !== void 0) {
    if (typeof clockTolerance != "number")
      throw new TypeError("Invalid clockTolerance option type");
    tolerance = clockTolerance;
  }
  if (validateInput("clockTolerance option", tolerance), tolerance < 0)
    throw new TypeError("Invalid clockTolerance option input");
  const { currentDate } = options, now = validateInput("currentDate option", epoch(currentDate === void 0 ? /* @__PURE__ */ new Date() : currentDate)), iat = validateNumericDate(claimsSet, "iat", maxTokenAge !== void 0), nbf = validateNumericDate(claimsSet, "nbf");
  if (nbf !== void 0 && nbf > now + tolerance)
    throw new JWTClaimValidationFailed('"nbf" claim timestamp check failed', claimsSet, "nbf", checkFailed);
  const exp = validateNumericDate(claimsSet, "exp");
  if (exp !== void 0 && exp <= now - tolerance)
    throw new JWTExpired('"exp" claim timestamp check failed', claimsSet, "exp", checkFailed);
  if (maxTokenAge !== void 0) {
    const age = now - iat, max = validateInput("maxTokenAge option", typeof maxTokenAge == "number" ? maxTokenAge : secs(maxTokenAge));
    if (max < 0)
      throw new TypeError("Invalid maxTokenAge option input");
    if (age - tolerance > max)
      throw new JWTExpired('"iat" claim timestamp check failed (too far in the past)', claimsSet, "iat", checkFailed);
    if (age < -tolerance)
      throw new JWTClaimValidationFailed('"iat" claim timestamp check failed (it should be in the past)', claimsSet, "iat", checkFailed);
  }
  return claimsSet;
}
var producerClaimsSets;
function producerClaimsSet(producer) {
  return producerClaimsSets.get(producer);
}
function jwtClaimsSetBytes(producer) {
  const claimsSet = producerClaimsSet(producer);
  for (const claim of ["iat", "nbf", "exp"]) {
    const value2 = claimsSet[claim];
    if (typeof value2 == "number" && !Number.isFinite(value2))
      throw new TypeError(`"${claim}" claim must be a finite number`);
  }
  return encoder.encode(JSON.stringify(claimsSet));
}
var JWTClaimsBuilder = class {
  constructor(claimsSet = {}) {
    if (!isObject(claimsSet))
      throw new TypeError("JWT Claims Set MUST be an object");
    (producerClaimsSets ||= /* @__PURE__ */ new WeakMap()).set(this, structuredClone(claimsSet));
  }
  setIssuer(value2) {
    return validateStringClaim("iss", value2), producerClaimsSet(this).iss = value2, this;
  }
  setSubject(value2) {
    return validateStringClaim("sub", value2), producerClaimsSet(this).sub = value2, this;
  }
  setAudience(value2) {
    return validateAudienceClaim(value2), producerClaimsSet(this).aud = value2, this;
  }
  setJti(value2) {
    return validateStringClaim("jti", value2), producerClaimsSet(this).jti = value2, this;
  }
  setNotBefore(value2) {
    return producerClaimsSet(this).nbf = numericDate(value2, "setNotBefore"), this;
  }
  setExpirationTime(value2) {
    return producerClaimsSet(this).exp = numericDate(value2, "setExpirationTime"), this;
  }
  setIssuedAt(value2) {
    const claimsSet = producerClaimsSet(this);
    return value2 === void 0 ? claimsSet.iat = epoch(/* @__PURE__ */ new Date()) : typeof value2 == "string" ? claimsSet.iat = validateInput("setIssuedAt", epoch(/* @__PURE__ */ new Date()) + secs(value2)) : claimsSet.iat = numericDate(value2, "setIssuedAt"), this;
  }
};

// node_modules/jose/dist/webapi/jwt/verify.js
async function jwtVerify(jwt, key, options) {
  const [verified, b64] = await verifyCompact(jwt, prepareVerify(options), key);
  if (!b64)
    throw new JWTInvalid("JWTs MUST NOT use unencoded payload");
  const payload = validateClaimsSet(verified.protectedHeader, verified.payload, options);
  return { ...verified, payload };
}

// node_modules/jose/dist/webapi/lib/jws_sign.js
async function createSignature(input, key, rejectUnencoded) {
  let [payload, protectedHeader, unprotectedHeader, crit] = input, encodedProtectedHeader = "";
  if (protectedHeader !== void 0) {
    const normalized = serializeJoseHeader(JWSInvalid, protectedHeader);
    protectedHeader = normalized[0], encodedProtectedHeader = encode2(normalized[1]);
  }
  if (unprotectedHeader !== void 0 && (unprotectedHeader = serializeJoseHeader(JWSInvalid, unprotectedHeader)[0]), !protectedHeader && !unprotectedHeader)
    throw new JWSInvalid("either setProtectedHeader or setUnprotectedHeader must be called before #sign()");
  if (!isDisjoint(protectedHeader, unprotectedHeader))
    throw new JWSInvalid("JWS Protected and JWS Unprotected Header Parameter names must be disjoint");
  const joseHeader = { ...protectedHeader, ...unprotectedHeader };
  validateCritDuplicates(JWSInvalid, protectedHeader);
  const b64 = validateB64(protectedHeader, validateCrit(JWSInvalid, JWS_RECOGNIZED, crit, protectedHeader, joseHeader));
  b64 || rejectUnencoded?.();
  const { alg } = joseHeader;
  if (typeof alg != "string" || !alg)
    throw new JWSInvalid('JWS "alg" (Algorithm) Header Parameter missing or invalid');
  const entry = jwsAlgorithm(alg);
  let encodedPayload = "", signingPayload = payload, signingInput;
  if (b64) {
    const encodedPayloadCache = input[4];
    encodedPayloadCache ? (encodedPayload = encodedPayloadCache[0] ??= encode2(payload), signingPayload = encodedPayloadCache[1] ??= encode(encodedPayload)) : (encodedPayload = encode2(payload), signingInput = encoder.encode(`${encodedProtectedHeader}.${encodedPayload}`));
  }
  signingInput ??= concat(encode(encodedProtectedHeader), encode("."), signingPayload);
  const signingKey = await rawKey(await prepareKey(entry, key, "sign"), entry.subtle, "sign");
  entry.minRsaBits && checkModulusLength(entry.alg, signingKey);
  const jws = {
    signature: encode2(new Uint8Array(await crypto.subtle.sign(entry.signing, signingKey, signingInput))),
    payload: encodedPayload
  };
  return protectedHeader && (jws.protected = encodedProtectedHeader), unprotectedHeader && (jws.header = unprotectedHeader), [jws, b64];
}
async function createCompactSignature(payload, protectedHeader, crit, key, rejectUnencoded) {
  const [jws] = await createSignature([payload, protectedHeader, void 0, crit], key, rejectUnencoded);
  return `${jws.protected}.${jws.payload}.${jws.signature}`;
}

// node_modules/jose/dist/webapi/jwt/sign.js
var SignJWT_base = JWTClaimsBuilder;
var SignJWT = class extends SignJWT_base {
  #protectedHeader;
  setProtectedHeader(protectedHeader) {
    return assertNotSet(this.#protectedHeader, "setProtectedHeader"), this.#protectedHeader = protectedHeader, this;
  }
  async sign(key, options) {
    return createCompactSignature(jwtClaimsSetBytes(this), this.#protectedHeader, options?.crit, key, () => {
      throw new JWTInvalid("JWTs MUST NOT use unencoded payload");
    });
  }
};

// node_modules/jose/dist/webapi/lib/key_algorithm.js
function unsupportedAlg(source = 'JWK "alg" (Algorithm) Parameter') {
  throw new JOSENotSupported(`Invalid or unsupported ${source} value`);
}
function keyAlgorithm(alg, source) {
  return (typeof alg == "string" ? JWS[alg] ?? JWE[alg] : void 0) ?? unsupportedAlg(source);
}

// node_modules/jose/dist/webapi/key/import.js
async function importJWK(jwk, alg, options) {
  if (!isObject(jwk))
    throw new TypeError("JWK must be an object");
  const normalized = normalizeJwk(jwk), extractable = validateExtractableOption(options?.extractable), { alg: jwkAlg } = normalized;
  if (alg ??= jwkAlg, normalized.kty !== "oct" && !alg)
    throw new TypeError('"alg" argument is required when "jwk.alg" is not present');
  switch (normalized.kty) {
    case "oct":
      if (typeof normalized.k != "string")
        throw new TypeError('missing "k" (Key Value) Parameter value');
      return decode(normalized.k);
    case "AKP": {
      if (typeof jwkAlg != "string" || !jwkAlg)
        throw new TypeError('missing "alg" (Algorithm) Parameter value');
      if (alg !== jwkAlg)
        throw new TypeError("JWK alg and alg option value mismatch");
      return jwkToKey(keyAlgorithm(alg), normalized, extractable);
    }
    case "RSA":
    case "EC":
    case "OKP":
      return jwkToKey(keyAlgorithm(alg), normalized, extractable);
    default:
      throw new JOSENotSupported('Unsupported "kty" (Key Type) Parameter value');
  }
}

// src/core/approval/sign.ts
async function signApprovalToken(req) {
  const { privateJwk: jwk } = req;
  const alg = jwk.alg;
  if (!ALLOWED_ALGS.includes(alg))
    throw new LoopgovError("ERR_KEY", `key alg ${JSON.stringify(jwk.alg)} is not EdDSA or ES256`);
  if (typeof jwk.kid !== "string" || !jwk.kid) throw new LoopgovError("ERR_KEY", "key has no kid");
  if (typeof jwk.d !== "string") throw new LoopgovError("ERR_KEY", `key ${jwk.kid} is not a private key`);
  if (!(req.ttlSec > 0 && req.ttlSec <= MAX_TOKEN_LIFETIME_SEC))
    throw new LoopgovError("ERR_USAGE", `ttl must be more than 0 and at most 7 days (got ${req.ttlSec} s)`);
  let key;
  try {
    key = await importJWK(jwk, alg);
  } catch (e) {
    throw new LoopgovError("ERR_KEY", `cannot import key ${jwk.kid}: ${e.message}`);
  }
  return new SignJWT({ base: req.base, head: req.head, decision: req.decision }).setProtectedHeader({ alg, kid: jwk.kid, typ: APPROVAL_TYP }).setIssuer(APPROVAL_ISS).setAudience(req.repoId).setSubject(req.approver).setIssuedAt(req.now).setExpirationTime(req.now + req.ttlSec).setJti(req.jti ?? crypto.randomUUID()).sign(key);
}
function parseTtl(text) {
  const m2 = /^(\d{1,7})([smhd]?)$/.exec(text.trim());
  if (!m2)
    throw new LoopgovError(
      "ERR_USAGE",
      `--ttl must look like 72h, 7d, 30m or 3600s (got ${JSON.stringify(text)})`
    );
  const unit = { "": 1, s: 1, m: 60, h: 3600, d: 86400 }[m2[2]];
  return Number(m2[1]) * unit;
}

// src/core/approval/header.ts
var KEY_BEARING = ["jwk", "jku", "x5u", "x5c", "x5t", "x5t#S256"];
var ALLOWED_PARAMS = /* @__PURE__ */ new Set(["alg", "kid", "typ"]);
var KID = /^[a-z0-9][a-z0-9._-]{0,63}$/;
function decodeSegment(segment) {
  try {
    const value2 = JSON.parse(Buffer.from(segment, "base64url").toString("utf8"));
    if (typeof value2 !== "object" || value2 === null || Array.isArray(value2))
      return { ok: false, error: "not a JSON object" };
    return { ok: true, value: value2 };
  } catch (e) {
    return { ok: false, error: `not base64url JSON (${e.message})` };
  }
}
function inspectHeader(segment, keys, add) {
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
  if (hdr.typ !== APPROVAL_TYP)
    add("ERR_TOKEN_TYP", `typ ${JSON.stringify(hdr.typ)} is not "${APPROVAL_TYP}"`);
  const kid = hdr.kid;
  if (kid === void 0) {
    add("ERR_TOKEN_KID", "no kid: the token does not say which registry key signed it");
    return { signatureCheckable: false };
  }
  if (typeof kid !== "string" || !KID.test(kid)) {
    add("ERR_TOKEN_KID", `kid ${JSON.stringify(kid)} is not a key id`);
    return { signatureCheckable: false };
  }
  const key = keys.get(kid);
  if (!key) {
    add("ERR_TOKEN_KID", `kid "${kid}" is not in the approver registry at base`);
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
  const problems = [];
  const add = (code, message2) => problems.push({ code, message: message2 });
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
  const [h3, p3] = token.split(".");
  const header = inspectHeader(h3, ctx.keys, add);
  const key = header.key;
  const payload = decodeSegment(p3);
  if (!payload.ok) add("ERR_TOKEN_MALFORMED", `payload: ${payload.error}`);
  if (key && header.signatureCheckable) {
    try {
      await compactVerify(token, await importKey(key), { algorithms: [key.alg] });
    } catch (e) {
      add("ERR_TOKEN_SIGNATURE", `signature does not verify with ${key.kid}: ${e.message}`);
    }
  }
  const claims = payload.ok ? payload.value : void 0;
  if (claims) checkClaims(claims, key, ctx, add);
  if (problems.length === 0 && key && ctx.checkTime !== false) {
    try {
      await jwtVerify(token, await importKey(key), {
        algorithms: [key.alg],
        typ: APPROVAL_TYP,
        issuer: APPROVAL_ISS,
        ...ctx.repoId !== void 0 ? { audience: ctx.repoId } : {},
        subject: key.approverId,
        requiredClaims: ["iat", "exp", "jti", "sub", "aud", "iss"],
        clockTolerance: CLOCK_TOLERANCE_SEC,
        maxTokenAge: MAX_TOKEN_LIFETIME_SEC + CLOCK_TOLERANCE_SEC,
        currentDate: new Date(ctx.now * 1e3)
      });
    } catch (e) {
      add("ERR_TOKEN_CLAIMS", `rejected by jose: ${e.message}`);
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
function checkClaims(c3, key, ctx, add) {
  const schemaProblems = validateAgainstSchema("ApprovalClaims", c3, "token");
  const badFields = new Set(schemaProblems.map((s2) => s2.field));
  for (const s2 of schemaProblems)
    add(FIELD_CODES[s2.field ?? ""] ?? "ERR_TOKEN_CLAIMS", `${s2.field}: ${s2.message}`);
  const ok = (f3) => !badFields.has(`/${f3}`) && c3[f3] !== void 0;
  if (ctx.repoId !== void 0 && ok("aud") && c3.aud !== ctx.repoId)
    add("ERR_TOKEN_AUD", `aud ${JSON.stringify(c3.aud)} is not this repository (${ctx.repoId})`);
  if (ok("sub") && key && c3.sub !== key.approverId)
    add("ERR_TOKEN_SUB", `sub ${JSON.stringify(c3.sub)} but kid ${key.kid} belongs to ${key.approverId}`);
  if (ok("iat") && ok("exp")) {
    const iat = c3.iat;
    const exp = c3.exp;
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
    if (ok("exp") && c3.exp <= late)
      add("ERR_TOKEN_EXPIRED", `expired at ${iso(c3.exp)} (now ${iso(ctx.now)})`);
    if (ok("iat") && c3.iat > early)
      add("ERR_TOKEN_NOT_YET_VALID", `iat ${iso(c3.iat)} is in the future (now ${iso(ctx.now)})`);
    if (ok("nbf") && c3.nbf > early)
      add("ERR_TOKEN_NOT_YET_VALID", `nbf ${iso(c3.nbf)} is in the future (now ${iso(ctx.now)})`);
  }
  if (ctx.base !== void 0 && ok("base") && c3.base !== ctx.base)
    add("ERR_TOKEN_BINDING", `bound to base ${short(c3.base)}, but the base digest is ${short(ctx.base)}`);
  if (ok("head") && c3.head !== ctx.head)
    add("ERR_TOKEN_BINDING", `bound to head ${short(c3.head)}, but the head digest is ${short(ctx.head)}`);
}
var imported = /* @__PURE__ */ new WeakMap();
function importKey(key) {
  let k2 = imported.get(key);
  if (!k2) {
    const { kty, crv, x: x3, y: y2 } = key.jwk;
    k2 = importJWK({ kty, crv, x: x3, ...y2 ? { y: y2 } : {} }, key.alg);
    imported.set(key, k2);
  }
  return k2;
}
function iso(sec) {
  const d2 = new Date(sec * 1e3);
  return Number.isNaN(d2.getTime()) ? String(sec) : d2.toISOString();
}
function short(d2) {
  return typeof d2 === "string" ? d2.slice(0, 12) : JSON.stringify(d2);
}

// src/core/merge/proposers.ts
var NOREPLY = /^(?:\d+\+)?([A-Za-z0-9][A-Za-z0-9-]*(?:\[bot\])?)@users\.noreply\.github\.com$/i;
function findProposingApprovers(identities, registries) {
  const found = /* @__PURE__ */ new Map();
  const approvers = registries.flatMap((r2) => r2?.approvers ?? []);
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
  const shown = commits.slice(0, 3).map((c3) => c3.slice(0, 12));
  const more = commits.length > 3 ? ` and ${commits.length - 3} more` : "";
  return ` (${shown.join(", ")}${more})`;
}

// src/core/merge/rules.ts
var DEFAULT_APPROVAL_RULES = Object.freeze({
  neutral: { role: "maintainer", count: 1 },
  tighten: { role: "maintainer", count: 1 },
  loosen: { role: "org-admin", count: 1 },
  ceiling: { role: "org-admin", count: 2 }
});
function approvalRuleFor(cls, baseCeiling) {
  return { ...baseCeiling?.approval_rules?.[cls] ?? DEFAULT_APPROVAL_RULES[cls] };
}
function meetsRole(roles, required) {
  if (roles.includes("proposer-bot")) return false;
  if (required === "org-admin") return roles.includes("org-admin");
  if (required === "maintainer") return roles.includes("maintainer") || roles.includes("org-admin");
  return false;
}

// src/core/merge/evaluate.ts
async function evaluateMergeGate(input) {
  const reasons = [...input.errors];
  const { base, head } = input;
  for (const [label, rev] of [
    ["base", base],
    ["head", head]
  ]) {
    if (!rev.ok) reasons.push(revisionReason(label, rev));
  }
  const result = {
    verdict: "block",
    class: null,
    base: base.ok ? { commit: base.commit, digest: base.digest } : null,
    head: head.ok ? { commit: head.commit, digest: head.digest } : null,
    changes: [],
    ceiling: [],
    rule: null,
    approvals: [],
    proposers: [],
    reasons
  };
  if (!base.ok || !head.ok) {
    result.approvals = input.tokens.map((t2) => notChecked(t2.path, "not checked: a revision is invalid"));
    return result;
  }
  const report = classifyChange(base.set, head.set);
  result.class = report.class;
  result.changes = report.changes;
  result.ceiling = ceilingViolations(base.set, head.set);
  for (const v2 of result.ceiling) reasons.push(`above the ceiling: ${scopeText(v2)}${v2.message}`);
  const governedChange = base.digest !== head.digest;
  const rule = governedChange ? approvalRuleFor(report.class, base.set.ceiling) : null;
  result.rule = rule;
  let keys = /* @__PURE__ */ new Map();
  try {
    keys = buildKeyIndex(base.set.approvers);
  } catch (e) {
    if (!(e instanceof LoopgovError)) throw e;
    reasons.push(`approver registry at base: ${e.message}`);
  }
  if (!base.set.approvers) reasons.push("no approver registry at base: nobody can approve");
  const proposing = findProposingApprovers(input.proposers, [base.set.approvers, head.set.approvers]);
  result.proposers = [...proposing].map(([approver, why]) => ({ approver, why: why.join("; ") }));
  result.approvals = await tallyApprovals(input, keys, rule, proposing, head.digest, base.digest);
  for (const a of result.approvals) {
    if (a.decision === "reject" && a.codes.length === 0)
      reasons.push(`${a.approver} rejected the change (${a.file})`);
  }
  if (rule) {
    const counted = result.approvals.filter((a) => a.counted);
    if (counted.length < rule.count) {
      reasons.push(
        `a ${report.class} change needs ${rule.count} approval(s) from distinct ${rule.role}s who did not propose it; counted ${counted.length}${counted.length ? ` (${counted.map((a) => a.approver).join(", ")})` : ""}`
      );
      for (const a of result.approvals.filter((x3) => !x3.counted && x3.decision !== "reject"))
        reasons.push(`not counted: ${a.file}${a.approver ? ` (${a.approver})` : ""}: ${a.reason}`);
    }
  }
  result.verdict = reasons.length === 0 ? "pass" : "block";
  return result;
}
async function tallyApprovals(input, keys, rule, proposing, headDigest, baseDigest) {
  const out = [];
  const countedApprovers = /* @__PURE__ */ new Set();
  const files = [...input.tokens].sort((a, b3) => a.path < b3.path ? -1 : a.path > b3.path ? 1 : 0);
  for (const file of files) {
    const v2 = await verifyApprovalToken(file.token.trim(), {
      keys,
      repoId: input.repoId,
      base: baseDigest,
      head: headDigest,
      now: input.now
    });
    const problems = v2.problems;
    const outcome = {
      file: file.path,
      approver: v2.approver ?? null,
      kid: v2.kid ?? null,
      decision: v2.decision ?? null,
      counted: false,
      reason: "",
      codes: problems.map((p3) => p3.code)
    };
    if (problems.length > 0) outcome.reason = problems.map((p3) => `[${p3.code}] ${p3.message}`).join("; ");
    else if (v2.decision === "reject") outcome.reason = "a valid reject: blocks the merge";
    else if (proposing.has(v2.approver))
      outcome.reason = `proposer (separation of duties): ${proposing.get(v2.approver).join("; ")}`;
    else if (v2.roles.includes("proposer-bot")) outcome.reason = "a proposer-bot may never approve";
    else if (!rule) outcome.reason = "valid; no approval needed (nothing governed changed)";
    else if (!meetsRole(v2.roles, rule.role))
      outcome.reason = `roles [${v2.roles.join(", ")}] at base do not meet ${rule.role}`;
    else if (countedApprovers.has(v2.approver))
      outcome.reason = `${v2.approver} is already counted: one count per approver`;
    else {
      outcome.counted = true;
      outcome.reason = `counted as ${rule.role}`;
      countedApprovers.add(v2.approver);
    }
    out.push(outcome);
  }
  return out;
}
function ceilingViolations(base, head) {
  const atBase = checkPolicyAgainstCeiling(head.policy, base.ceiling);
  const seen = new Set(atBase.map((v2) => `${v2.scope?.project}|${v2.scope?.level}|${v2.field}`));
  const atHead = checkPolicyAgainstCeiling(head.policy, head.ceiling).filter((v2) => !seen.has(`${v2.scope?.project}|${v2.scope?.level}|${v2.field}`)).map((v2) => ({ ...v2, message: `${v2.message} (the ceiling at head)` }));
  return [...atBase, ...atHead];
}
function scopeText(v2) {
  return v2.scope ? `project ${v2.scope.project ?? "*"} level ${v2.scope.level}: ` : "";
}
function revisionReason(label, rev) {
  const details = rev.problems.map(formatProblem).join("; ");
  return `${label} revision ${rev.commit?.slice(0, 12) ?? JSON.stringify(rev.rev)} is invalid: ${rev.message}${details ? ` \u2014 ${details}` : ""}`;
}
function notChecked(file, reason) {
  return { file, approver: null, kid: null, decision: null, counted: false, reason, codes: [] };
}

// src/core/merge/report.ts
function formatMergeGateJson(r2) {
  return `${JSON.stringify(r2, null, 2)}
`;
}
function formatMergeGateText(r2) {
  const lines = [];
  lines.push(`verdict: ${r2.verdict.toUpperCase()}  class: ${r2.class ?? "unknown"}`);
  if (r2.base) lines.push(`base: ${r2.base.commit} digest ${r2.base.digest}`);
  if (r2.head) lines.push(`head: ${r2.head.commit} digest ${r2.head.digest}`);
  if (r2.rule) lines.push(`rule: ${r2.rule.count} \xD7 ${r2.rule.role}`);
  if (r2.reasons.length) {
    lines.push("", "blocked because:");
    for (const reason of r2.reasons) lines.push(`  - ${oneLine(reason)}`);
  }
  if (r2.changes.length) {
    lines.push("", "changes:");
    for (const c3 of r2.changes)
      lines.push(`  ${c3.direction.padEnd(7)} ${changeWhere(c3)} ${c3.field}: ${show(c3.from)} \u2192 ${show(c3.to)}`);
  }
  lines.push(
    "",
    `ceiling: ${r2.ceiling.length === 0 ? "within the ceiling at base" : `${r2.ceiling.length} violation(s)`}`
  );
  for (const v2 of r2.ceiling) lines.push(`  ${violationText(v2)}`);
  lines.push("", `approvals: ${r2.approvals.length === 0 ? "none" : ""}`);
  for (const a of r2.approvals)
    lines.push(
      `  ${a.counted ? "counted    " : "not counted"} ${a.approver ?? "?"} ${a.kid ?? "?"} ${a.decision ?? "-"}: ${oneLine(a.reason)}`
    );
  if (r2.proposers.length) {
    lines.push("", "proposers among the approvers:");
    for (const p3 of r2.proposers) lines.push(`  ${p3.approver}: ${oneLine(p3.why)}`);
  }
  return `${lines.join("\n")}
`;
}
function formatMergeGateMarkdown(r2) {
  const out = [];
  const icon = r2.verdict === "pass" ? "\u2705" : "\u274C";
  out.push(
    `## ${icon} loopgov policy gate: ${r2.verdict.toUpperCase()} (class \`${r2.class ?? "unknown"}\`)`,
    ""
  );
  if (r2.head) out.push(`Head digest \`${r2.head.digest}\` (commit \`${r2.head.commit}\`)`, "");
  if (r2.rule) out.push(`Rule: **${r2.rule.count} \xD7 ${r2.rule.role}** who did not propose the change.`, "");
  if (r2.reasons.length) {
    out.push("### Why it blocks", "");
    for (const reason of r2.reasons) out.push(`- ${md(reason)}`);
    out.push("");
  }
  out.push("### Changes", "");
  if (r2.changes.length === 0) out.push("No effective change.", "");
  else {
    out.push("| direction | file | scope | field | from | to |", "|---|---|---|---|---|---|");
    for (const c3 of r2.changes)
      out.push(
        `| ${c3.direction} | ${md(c3.file)} | ${md(changeWhere(c3))} | ${md(c3.field)} | ${md(show(c3.from))} | ${md(show(c3.to))} |`
      );
    out.push("");
  }
  out.push("### Ceiling check", "");
  if (r2.ceiling.length === 0) out.push("Within the org ceiling at base.", "");
  else {
    out.push("| scope | field | value | limit |", "|---|---|---|---|");
    for (const v2 of r2.ceiling)
      out.push(
        `| ${md(v2.scope ? `${v2.scope.project ?? "*"}/${v2.scope.level}` : "-")} | ${md(v2.field)} | ${md(show(v2.value))} | ${md(show(v2.limit))} |`
      );
    out.push("");
  }
  out.push("### Approvals", "");
  if (r2.approvals.length === 0) out.push("No approval tokens found.", "");
  else {
    out.push("| counted | approver | kid | decision | why |", "|---|---|---|---|---|");
    for (const a of r2.approvals)
      out.push(
        `| ${a.counted ? "\u2705 yes" : "\u274C no"} | ${md(a.approver ?? "?")} | ${md(a.kid ?? "?")} | ${md(a.decision ?? "-")} | ${md(a.reason)} |`
      );
    out.push("");
  }
  return `${out.join("\n")}
`;
}
function changeWhere(c3) {
  return c3.scope ? `${c3.scope.project ?? "*"}/${c3.scope.level}/${c3.scope.profile}` : c3.file;
}
function violationText(v2) {
  return `${v2.scope ? `${v2.scope.project ?? "*"}/${v2.scope.level}: ` : ""}${v2.message}`;
}
function show(v2) {
  if (v2 === null || v2 === void 0) return "-";
  return typeof v2 === "string" ? v2 : JSON.stringify(v2);
}
function oneLine(s2) {
  return s2.replace(/[\r\n]+/g, " ");
}
function md(s2) {
  return oneLine(s2).replace(/[\\`*[\]<>|~&]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

// src/io/git/history.ts
var MAX_TOKENS = 1e3;
var US = "";
var RS = "";
async function readPolicyCommits(git, base, head) {
  const out = await git.raw([
    "log",
    "--full-history",
    `--format=%H${US}%an${US}%ae${US}%cn${US}%ce${US}%B${RS}`,
    `${base}..${head}`,
    "--",
    "policies/"
  ]);
  const commits = [];
  for (const record of out.split(RS)) {
    const fields = record.replace(/^\n/, "").split(US);
    if (fields.length < 6) continue;
    const [sha, an2, ae2, cn2, ce2, body] = fields;
    const identities = [
      { source: "commit author", name: an2, email: ae2, commit: sha },
      { source: "commit committer", name: cn2, email: ce2, commit: sha }
    ];
    for (const m2 of body.matchAll(/^co-authored-by:\s*(.*?)\s*<([^>\s]+)>\s*$/gim))
      identities.push({ source: "co-author", name: m2[1], email: m2[2], commit: sha });
    commits.push({ sha, identities });
  }
  return commits;
}
async function readProposalAuthors(git, base, head) {
  const changed = (await git.raw(["diff", "--name-only", "-z", "--no-renames", base, head, "--", "proposals/"])).split("\0").filter((p3) => p3.endsWith(".yaml") || p3.endsWith(".yml"));
  const proposers = [];
  const errors = [];
  for (const path of changed) {
    let text;
    try {
      text = await git.raw(["cat-file", "blob", `${head}:${path}`]);
    } catch {
      continue;
    }
    try {
      const parsed = parseSafeYaml(text, path);
      const problems = validateAgainstSchema("Proposal", parsed.data, path, parsed);
      if (problems.length) throw new LoopgovError("ERR_POLICY_SCHEMA", "invalid proposal", problems);
      proposers.push({
        source: "proposal proposed_by",
        id: parsed.data.proposed_by
      });
    } catch (e) {
      const details = e instanceof LoopgovError ? e.problems.map(formatProblem).join("; ") : "";
      errors.push(`cannot read proposal ${path}: ${e.message}${details ? ` \u2014 ${details}` : ""}`);
    }
  }
  return { proposers, errors };
}
async function readApprovalTokens(git, commit, digest) {
  if (!/^[0-9a-f]{64}$/.test(digest)) throw new LoopgovError("ERR_INTERNAL", `not a digest: ${digest}`);
  const dir = `approvals/${digest}/`;
  const listing = await git.raw(["ls-tree", "-z", "-l", "--full-tree", commit, "--", dir]);
  const found = [];
  for (const record of listing.split("\0")) {
    if (!record) continue;
    const tab = record.indexOf("	");
    const [mode, type, oid, size] = record.slice(0, tab).trim().split(/\s+/);
    const path = record.slice(tab + 1);
    if (type !== "blob" || !path.endsWith(".jwt") || mode !== "100644" && mode !== "100755") continue;
    if (found.length >= MAX_TOKENS)
      throw new LoopgovError("ERR_GIT", `more than ${MAX_TOKENS} tokens in ${dir}`);
    found.push({ path, oid, bytes: Number(size) });
  }
  const tokens = await Promise.all(
    found.map(async (f3) => ({
      path: f3.path,
      token: f3.bytes > MAX_TOKEN_BYTES ? "x".repeat(MAX_TOKEN_BYTES + 1) : (await git.binaryCatFile(["blob", f3.oid])).toString("utf8")
    }))
  );
  return tokens;
}

// src/io/merge/gather.ts
async function gatherMergeGateInput(o2) {
  const git = openGit(o2.dir);
  const errors = [...o2.errors ?? []];
  const [base, head] = await Promise.all([loadRevision(git, o2.base), loadRevision(git, o2.head)]);
  const proposers = [...o2.proposers ?? []];
  const input = { repoId: o2.repoId, base, head, tokens: [], proposers, errors, now: o2.now };
  if (!base.commit || !head.commit) return input;
  const history = (async () => {
    try {
      const [commits, range, proposal] = await Promise.all([
        readPolicyCommits(git, base.commit, head.commit),
        listRange(git, base.commit, head.commit),
        readProposalAuthors(git, base.commit, head.commit)
      ]);
      const touching = new Set(commits.map((c3) => c3.sha));
      for (const c3 of commits) proposers.push(...c3.identities);
      const inRange = new Set(range);
      for (const gh of o2.githubCommits ?? []) {
        if (!touching.has(gh.sha) && inRange.has(gh.sha)) continue;
        if (gh.authorLogin)
          proposers.push({ source: "commit author", login: gh.authorLogin, commit: gh.sha });
        if (gh.committerLogin)
          proposers.push({ source: "commit committer", login: gh.committerLogin, commit: gh.sha });
      }
      proposers.push(...proposal.proposers);
      errors.push(...proposal.errors);
    } catch (e) {
      errors.push(`cannot read the history ${o2.base}..${o2.head}: ${e.message}`);
    }
  })();
  const tokens = (async () => {
    if (!head.ok) return;
    try {
      input.tokens = await readApprovalTokens(git, head.commit, head.digest);
    } catch (e) {
      errors.push(`cannot read approvals at head: ${e.message}`);
    }
  })();
  await Promise.all([history, tokens]);
  return input;
}
async function listRange(git, base, head) {
  const out = await git.raw(["rev-list", `${base}..${head}`]);
  return out.split("\n").filter(Boolean);
}

// src/io/policy/pin-approval.ts
import { readFile as readFile2 } from "node:fs/promises";
import { relative as relative2, resolve } from "node:path";

// src/core/approval/runtime.ts
var ROLE_RANK = { maintainer: 1, "org-admin": 2, "proposer-bot": 99 };
function stricterRule(a, b3) {
  return {
    role: ROLE_RANK[a.role] >= ROLE_RANK[b3.role] ? a.role : b3.role,
    count: Math.max(a.count, b3.count)
  };
}
function runtimeRuleFor(cls, baseCeiling) {
  const c3 = cls ?? "ceiling";
  const configured = baseCeiling?.approval_rules?.[c3];
  const floor = DEFAULT_APPROVAL_RULES[c3];
  return configured ? stricterRule(floor, configured) : { ...floor };
}
function tallyPinnedApprovals(verdicts, rule) {
  const approvers = [];
  const kids = [];
  const notCounted = [];
  const reasons = [];
  for (const { file, verdict: v2 } of verdicts) {
    if (!v2.valid) {
      notCounted.push(`${file}: ${v2.problems.map((p3) => `[${p3.code}] ${p3.message}`).join("; ")}`);
      continue;
    }
    if (v2.decision === "reject") {
      reasons.push(`${v2.approver} rejected this digest (${file})`);
      continue;
    }
    if (!meetsRole(v2.roles, rule.role)) {
      notCounted.push(`${file}: ${v2.approver} has roles [${v2.roles.join(", ")}], not ${rule.role}`);
      continue;
    }
    if (approvers.includes(v2.approver)) continue;
    approvers.push(v2.approver);
    kids.push(v2.kid);
  }
  if (approvers.length < rule.count) {
    reasons.push(
      `needs ${rule.count} approval(s) from distinct ${rule.role}s in the trust file; found ${approvers.length}`,
      ...notCounted.map((n) => `not counted: ${n}`)
    );
  }
  return { approvers, kids, reasons };
}

// src/io/git/digest-history.ts
var MAX_SEARCHED_COMMITS = 500;
async function findDigestInHistory(git, from, digest) {
  if (!/^[0-9a-f]{64}$/.test(digest)) return null;
  const out = await git.raw([
    "log",
    "--full-history",
    "--format=%H",
    `--max-count=${MAX_SEARCHED_COMMITS}`,
    from,
    "--",
    "policies/"
  ]);
  const seen = /* @__PURE__ */ new Map();
  for (const sha of out.split("\n").filter(Boolean)) {
    try {
      const tree = (await git.raw(["rev-parse", "--verify", "--quiet", `${sha}:policies`])).trim();
      let d2 = seen.get(tree);
      if (d2 === void 0) {
        d2 = computeDigest(await readGovernedTree(git, sha));
        seen.set(tree, d2);
      }
      if (d2 === digest) return sha;
    } catch {
    }
  }
  return null;
}

// src/io/policy/pin-approval.ts
var MAX_TRUST_BYTES = 256 * 1024;
async function verifyPinnedApproval(input) {
  try {
    return await verifyOrThrow(input);
  } catch (e) {
    if (e instanceof LoopgovError && e.code === "ERR_APPROVAL") throw e;
    const why = e instanceof LoopgovError ? `${e.code}: ${e.message}` : String(e?.message ?? e);
    throw new LoopgovError("ERR_APPROVAL", `cannot verify the approval of ${input.commit}: ${why}`);
  }
}
async function verifyOrThrow(input) {
  const fail = (reasons) => {
    throw new LoopgovError(
      "ERR_APPROVAL",
      `policy commit ${input.commit} (digest ${input.digest}) is not approved: ${reasons.join("; ")}`,
      reasons.map((message2) => ({ file: `approvals/${input.digest}/`, message: message2 }))
    );
  };
  if (!input.trustFile) fail(["profile prod needs a trust file (--trust FILE or LOOPGOV_TRUST)"]);
  const trust = await loadTrustFile(input.trustFile, input.repoDir);
  const keys = buildKeyIndex(trust);
  const git = openGit(input.repoDir);
  const head = await loadRevision(git, input.commit);
  if (!head.ok) fail([`the pinned commit is invalid: ${head.message}`]);
  if (head.ok && head.digest !== input.digest)
    fail([`the pinned commit's digest is ${head.digest}, not ${input.digest}`]);
  const pinned = head;
  let files;
  try {
    files = await readApprovalTokens(git, pinned.commit, pinned.digest);
  } catch (e) {
    return fail([`cannot read approvals/${pinned.digest}/ at ${pinned.commit}: ${e.message}`]);
  }
  if (files.length === 0)
    fail([`no approval committed under approvals/${pinned.digest}/ at ${pinned.commit}`]);
  const verdicts = [];
  for (const f3 of files) {
    const verdict = await verifyApprovalToken(f3.token.trim(), {
      keys,
      head: pinned.digest,
      now: 0,
      checkTime: false
    });
    verdicts.push({ file: f3.path, verdict });
  }
  let rule = null;
  const bases = new Set(verdicts.filter((v2) => v2.verdict.valid).map((v2) => v2.verdict.claims?.base));
  for (const base of bases) {
    const found = await findDigestInHistory(git, pinned.commit, base);
    const baseRev = found ? await loadRevision(git, found) : null;
    const r2 = baseRev?.ok === true ? runtimeRuleFor(classifyChange(baseRev.set, pinned.set).class, baseRev.set.ceiling) : runtimeRuleFor(null, null);
    rule = rule ? stricterRule(rule, r2) : r2;
  }
  const tally = tallyPinnedApprovals(verdicts, rule ?? runtimeRuleFor(null, null));
  if (tally.reasons.length > 0) fail(tally.reasons);
  return { approvers: tally.approvers, kids: tally.kids };
}
async function loadTrustFile(path, repoDir) {
  const rel = relative2(resolve(repoDir), resolve(path));
  if (!rel.startsWith(".."))
    throw new LoopgovError(
      "ERR_APPROVAL",
      `trust file ${path} is inside the policy repository: keep it outside`
    );
  let content;
  try {
    content = await readFile2(path);
  } catch (e) {
    throw new LoopgovError(
      "ERR_APPROVAL",
      `cannot read trust file ${path}: ${e.code}`
    );
  }
  if (content.byteLength > MAX_TRUST_BYTES)
    throw new LoopgovError("ERR_APPROVAL", `trust file ${path} is larger than ${MAX_TRUST_BYTES} bytes`);
  try {
    const set = parsePolicySet([{ path: APPROVERS_FILE, content }]);
    if (!set.approvers) throw new LoopgovError("ERR_APPROVAL", `trust file ${path} holds no registry`);
    return set.approvers;
  } catch (e) {
    if (!(e instanceof LoopgovError)) throw e;
    const problems = e.problems.map((p3) => ({ ...p3, file: path }));
    throw new LoopgovError(
      "ERR_APPROVAL",
      `trust file ${path} is not a valid ApproverRegistry: ${problems.map(formatProblem).join("; ")}`,
      problems
    );
  }
}

// src/io/run/open-run.ts
import { resolve as resolve2 } from "node:path";

// src/core/run/budget.ts
var BudgetGovernor = class {
  /**
   * @param budget the effective budget
   * @param startedAtMs when the run began (the evaluator's clock at `openRun`)
   */
  constructor(budget, startedAtMs) {
    this.budget = budget;
    this.startedAtMs = startedAtMs;
  }
  budget;
  startedAtMs;
  steps = 0;
  tokens = 0;
  // Micro-dollars in an integer-valued float: a sum of many small costs does not drift past a limit.
  microUsd = 0;
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
    this.microUsd += Math.round(costUsd * 1e6);
    return this.snapshot(nowMs, this.firstExceeded(nowMs));
  }
  /** Totals without adding an iteration (for decisions that end the run before a step counts). */
  snapshot(nowMs, exceeded = null) {
    const b3 = this.budget;
    return {
      steps: this.steps,
      tokens: this.tokens,
      cost_usd: this.microUsd / 1e6,
      wall_clock_sec: this.elapsedSec(nowMs),
      limits: {
        max_steps: b3.max_steps,
        max_tokens: b3.max_tokens,
        max_cost_usd: b3.max_cost_usd,
        max_wall_clock_sec: b3.max_wall_clock_sec
      },
      exceeded
    };
  }
  elapsedSec(nowMs) {
    return Math.max(0, nowMs - this.startedAtMs) / 1e3;
  }
  firstExceeded(nowMs) {
    const b3 = this.budget;
    if (this.tokens > b3.max_tokens) return "max_tokens";
    if (this.microUsd > Math.round(b3.max_cost_usd * 1e6)) return "max_cost_usd";
    if (this.elapsedSec(nowMs) > b3.max_wall_clock_sec) return "max_wall_clock_sec";
    if (this.steps >= b3.max_steps) return "max_steps";
    return null;
  }
};

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
    const c3 = this.config;
    let stall = null;
    if (this.repeat >= c3.oscillation_repeat) stall = "oscillation";
    else if (this.alternation >= c3.thrash_window) stall = "thrash";
    else if (this.sinceBest >= c3.no_progress_window) stall = "no_progress";
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

// src/core/run/decide.ts
async function decideIteration(policy, f3) {
  const maxCorrections = policy.budget.max_corrections_per_step;
  if (f3.gate.verdict === "DENY") {
    return stop("ESCALATE", "gate_deny", `denied by ${failing(f3.gate, "DENY")}`);
  }
  let pending = null;
  if (f3.gate.verdict === "FAIL") {
    const detail = failingDetails(f3.gate);
    if (f3.corrections + 1 > maxCorrections) {
      return stop("ESCALATE", "corrections_exhausted", `${maxCorrections} correction(s) used; ${detail}`);
    }
    pending = {
      decision: "CORRECT",
      reason: "gate_fail",
      detail,
      correction_hint: `The verify gate failed (${detail}). Fix this and resubmit; correction ${f3.corrections + 1} of ${maxCorrections}.`
    };
  }
  const gateOk = pending === null;
  const canBeDone = f3.claimsDone && gateOk && policy.success_criteria.length > 0;
  if (f3.budget.exceeded) {
    if (canBeDone && (await f3.criteria()).verdict === "PASS") return done();
    const limit = f3.budget.exceeded;
    return stop(onExceed(policy.on_exceed), `budget.${limit}`, describeLimit(f3.budget, limit));
  }
  if (f3.convergence.stall) {
    return stop(
      onExceed(policy.convergence.on_stall),
      f3.convergence.stall,
      describeStall(policy, f3.convergence)
    );
  }
  if (pending) return pending;
  if (!f3.claimsDone) return { decision: "CONTINUE", reason: "ok", correction_hint: null };
  if (policy.success_criteria.length === 0) {
    return selfDeclared(
      f3.corrections,
      maxCorrections,
      "the policy has no success criteria, so no claim of done can be verified (fail closed)"
    );
  }
  const criteria = await f3.criteria();
  if (criteria.verdict === "PASS") return done();
  if (criteria.verdict === "DENY") {
    return stop("ESCALATE", "gate_deny", `success criterion ${failing(criteria, "DENY")} denied`);
  }
  return selfDeclared(f3.corrections, maxCorrections, `success criteria failed (${failingDetails(criteria)})`);
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
  return report.results.filter((r2) => r2.verdict === verdict).map((r2) => r2.id).join(", ");
}
function failingDetails(report) {
  return report.results.filter((r2) => r2.verdict !== "PASS").map((r2) => `${r2.id}: ${r2.detail}`).join("; ");
}
function describeLimit(b3, limit) {
  switch (limit) {
    case "max_steps":
      return `iteration ${b3.steps} of max_steps ${b3.limits.max_steps}`;
    case "max_tokens":
      return `${b3.tokens} tokens > max_tokens ${b3.limits.max_tokens}`;
    case "max_cost_usd":
      return `$${b3.cost_usd} > max_cost_usd ${b3.limits.max_cost_usd}`;
    case "max_wall_clock_sec":
      return `${b3.wall_clock_sec}s > max_wall_clock_sec ${b3.limits.max_wall_clock_sec}`;
  }
}
function describeStall(policy, c3) {
  const k2 = policy.convergence;
  if (c3.stall === "oscillation")
    return `the same action ${c3.repeat} times in a row (oscillation_repeat ${k2.oscillation_repeat})`;
  if (c3.stall === "thrash")
    return `alternating between two actions for ${c3.alternation} iterations (thrash_window ${k2.thrash_window})`;
  return `no new best progress for ${c3.since_best} iterations (no_progress_window ${k2.no_progress_window})`;
}

// src/core/run/event.ts
import { createHash as createHash3 } from "node:crypto";
function parseStepEvent(data, previousStep) {
  const event = runtimeValidators.StepEvent;
  if (!event(data)) {
    const problems = (event.errors ?? []).filter((e) => e.keyword !== "anyOf").map(describe3);
    throw new LoopgovError("ERR_STEP_INVALID", `invalid step event: ${problems.join("; ")}`, [
      ...problems.map((message2) => ({ file: "stdin", message: message2 }))
    ]);
  }
  const ev = data;
  if (previousStep !== null && ev.step <= previousStep) {
    throw new LoopgovError(
      "ERR_STEP_INVALID",
      `invalid step event: /step ${ev.step} ${ev.step === previousStep ? "repeats" : "goes backwards from"} step ${previousStep} (steps must increase)`
    );
  }
  return ev;
}
function isValidDecision(decision) {
  return runtimeValidators.Decision(decision);
}
function actionHashOf(ev) {
  if (ev.action_hash !== void 0) return ev.action_hash;
  return createHash3("sha256").update(JSON.stringify([ev.action, ev.tool, ev.inputs_ref])).digest("hex");
}
var encoder2 = new TextEncoder();
function artifactBytes(ev) {
  if (ev.artifact === null) return null;
  if (typeof ev.artifact === "string") return encoder2.encode(ev.artifact);
  return new Uint8Array(Buffer.from(ev.artifact.base64, "base64"));
}
function describe3(e) {
  const field = e.instancePath || "/";
  const p3 = e.params;
  if (e.keyword === "required") return `missing field "${String(p3.missingProperty)}"`;
  if (e.keyword === "additionalProperties") return `unknown field "${String(p3.additionalProperty)}"`;
  return `${field} ${e.message ?? e.keyword}`;
}

// src/core/run/gates.ts
var decoder2 = new TextDecoder("utf-8", { fatal: false });
var INVISIBLE = /[\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]/g;
var regexCache = /* @__PURE__ */ new Map();
function evaluatePureGate(gate, bytes) {
  if (gate.kind === "max-bytes") {
    if (bytes.byteLength <= gate.max) {
      return {
        id: gate.id,
        kind: gate.kind,
        verdict: "PASS",
        detail: `${bytes.byteLength} \u2264 ${gate.max} bytes`
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
    const raw = decoder2.decode(bytes);
    const folded = raw.normalize("NFKC").replace(INVISIBLE, "");
    for (const [i, p3] of gate.patterns.entries()) {
      const re2 = compile(p3.regex, p3.flags ?? "");
      if (re2 instanceof Error) {
        return {
          id: gate.id,
          kind: gate.kind,
          verdict: "FAIL",
          detail: `pattern ${i} unusable: ${re2.message}`
        };
      }
      if (re2.test(raw) || folded !== raw && re2.test(folded)) {
        return {
          id: gate.id,
          kind: gate.kind,
          verdict: gate.on_match ?? "DENY",
          detail: `artifact matches denied pattern ${i} (/${p3.regex}/${p3.flags ?? ""})`
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
  const key = `${flags}/${source}`;
  let re2 = regexCache.get(key);
  if (!re2) {
    try {
      re2 = new RegExp(source, flags.replace(/[gy]/g, ""));
    } catch (e) {
      re2 = e;
    }
    regexCache.set(key, re2);
  }
  return re2;
}
function judgeCommand(gate, outcome) {
  const fail = (detail) => ({
    id: gate.id,
    kind: "command",
    verdict: gate.on_fail ?? "FAIL",
    detail: outcome.outputTail ? `${detail}: ${outcome.outputTail}` : detail
  });
  if (outcome.error) return fail(`could not run ${gate.argv[0]}: ${outcome.error}`);
  if (outcome.timedOut) return fail(`timed out after ${gate.timeout_sec}s (process tree killed)`);
  if (outcome.signal) return fail(`killed by ${outcome.signal}`);
  if (outcome.exitCode === 0) return { id: gate.id, kind: "command", verdict: "PASS", detail: "exit 0" };
  return fail(`exit ${outcome.exitCode ?? "unknown"}`);
}
function combineVerdicts(results) {
  if (results.some((r2) => r2.verdict === "DENY")) return "DENY";
  if (results.some((r2) => r2.verdict !== "PASS")) return "FAIL";
  return "PASS";
}
async function evaluateGates(gates, artifact, ctx) {
  const results = [];
  for (const g2 of gates) if (g2.kind !== "command") results.push(evaluatePureGate(g2, artifact.bytes));
  const denied = results.find((r2) => r2.verdict === "DENY");
  for (const g2 of gates) {
    if (g2.kind !== "command") continue;
    if (denied) {
      results.push({
        id: g2.id,
        kind: "command",
        verdict: "FAIL",
        detail: `not run: artifact denied by ${denied.id}`
      });
      continue;
    }
    let outcome;
    try {
      outcome = await ctx.runner.run({
        argv: g2.argv,
        cwd: ctx.workdir,
        artifactPath: artifact.path,
        timeoutSec: g2.timeout_sec
      });
    } catch (e) {
      outcome = { exitCode: null, signal: null, timedOut: false, error: String(e?.message ?? e) };
    }
    results.push(judgeCommand(g2, outcome));
  }
  const order = new Map(gates.map((g2, i) => [g2.id, i]));
  results.sort((a, b3) => (order.get(a.id) ?? 0) - (order.get(b3.id) ?? 0));
  return { verdict: combineVerdicts(results), results };
}

// src/core/run/types.ts
var DECISIONS = ["CONTINUE", "CORRECT", "DONE", "HALT", "ESCALATE"];
var TERMINAL = /* @__PURE__ */ new Set(["DONE", "HALT", "ESCALATE"]);

// src/core/run/evaluator.ts
async function startRun(setup) {
  const evaluator = new Evaluator(setup);
  await evaluator.start();
  return evaluator;
}
var Evaluator = class {
  constructor(s2) {
    this.s = s2;
    this.budget = new BudgetGovernor(s2.effective.budget, s2.clock.now());
    this.convergence = new ConvergenceDetector(s2.effective.convergence);
  }
  s;
  outcome = null;
  budget;
  convergence;
  lastStep = null;
  corrections = 0;
  queue = Promise.resolve();
  closed = false;
  /** Set by a failed `sync()`: the trace is not durable, so nothing pending may be passed on. */
  syncFailed = false;
  get runId() {
    return this.s.runId;
  }
  async start() {
    const s2 = this.s;
    await s2.store.append(
      this.body("run_start", {
        project: s2.project,
        level: s2.level,
        profile: s2.profile,
        governance: s2.governance,
        policy: s2.origin,
        effective: s2.effective,
        workdir: s2.workdir
      })
    );
  }
  step(event, opts) {
    return this.serialized(async () => {
      if (this.outcome || this.closed) {
        throw new LoopgovError("ERR_RUN_STATE", `run ${this.s.runId} has ended; further steps are refused`);
      }
      try {
        return await this.evaluate(event, opts?.deferSync !== true);
      } catch (e) {
        const code = e instanceof LoopgovError ? e.code : "ERR_INTERNAL";
        const reason = code === "ERR_STEP_INVALID" ? "invalid_event" : "fail_closed";
        return this.end(reason, `${code}: ${e?.message ?? String(e)}`);
      }
    });
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
        const code = e instanceof LoopgovError ? e.code : "ERR_INTERNAL";
        return this.end("fail_closed", `${code}: ${e?.message ?? String(e)}`);
      }
    });
  }
  halt(reason, detail) {
    return this.serialized(async () => this.outcome ?? this.end(reason, detail));
  }
  close() {
    return this.serialized(async () => {
      if (this.closed) return this.outcome;
      const d2 = this.outcome ? null : await this.end("incomplete", "the runner stopped without a terminal decision");
      this.closed = true;
      await this.s.store.close().catch(() => void 0);
      return d2 ?? this.outcome;
    });
  }
  serialized(fn2) {
    const next = this.queue.then(fn2, fn2);
    this.queue = next.catch(() => void 0);
    return next;
  }
  async evaluate(raw, sync) {
    const s2 = this.s;
    const ev = parseStepEvent(raw, this.lastStep);
    this.lastStep = ev.step;
    const actionHash = actionHashOf(ev);
    const halt = (await s2.store.readForeign()).find((r2) => r2.type === "halt_request");
    if (halt) {
      const detail = `halted by ${String(halt.by ?? "unknown")}: ${String(halt.reason ?? "")}`;
      const d3 = this.decision(
        ev.step,
        { decision: "HALT", reason: "human", detail, correction_hint: null },
        null
      );
      return this.record(d3, ev, actionHash, null, null, sync);
    }
    const bytes = artifactBytes(ev);
    const stored = bytes ? await s2.store.putArtifact(bytes, { sync }) : null;
    const artifact = { path: stored?.path, bytes: bytes ?? new Uint8Array() };
    const ctx = { runner: s2.runner, workdir: s2.workdir };
    const gate = bytes ? await evaluateGates(s2.effective.gates, artifact, ctx) : { verdict: "SKIP", results: [] };
    const budget = this.budget.observe(ev.tokens, ev.cost_usd, s2.clock.now());
    const convergence = this.convergence.observe(actionHash, ev.progress);
    let criteria = null;
    const governed = await decideIteration(s2.effective, {
      claimsDone: ev.claims_done,
      gate,
      budget,
      convergence,
      corrections: this.corrections,
      criteria: async () => {
        criteria ??= await evaluateGates(s2.effective.success_criteria, artifact, ctx);
        return criteria;
      }
    });
    const enforced = this.enforce(governed);
    const d2 = this.decision(ev.step, enforced, stored?.path ?? null, { gate, budget, convergence });
    if (enforced.decision === "CORRECT") this.corrections += 1;
    else if (enforced.decision === "CONTINUE") this.corrections = 0;
    if (enforced !== governed) d2.advisory = { decision: governed.decision, reason: governed.reason };
    const artifactRef = stored && bytes ? { sha256: stored.sha256, path: stored.path, bytes: bytes.byteLength } : null;
    return this.record(d2, ev, actionHash, artifactRef, criteria, sync);
  }
  /** Governance off (dev, explicit): gates, budget and convergence advise; DONE still needs the criteria. */
  enforce(v2) {
    if (this.s.governance !== "off" || v2.decision === "DONE" || v2.decision === "CONTINUE") return v2;
    return {
      decision: "CONTINUE",
      reason: "governance_off",
      detail: `governance is off for this run (dev opt-out); governed decision would be ${v2.decision} (${v2.reason})`,
      correction_hint: v2.correction_hint
    };
  }
  async record(d2, ev, actionHash, artifact, criteria, sync) {
    const body = {
      type: "iteration",
      run_id: this.s.runId,
      at: d2.provenance.run_at,
      step: d2.step,
      attempt: d2.attempt,
      decision: d2.decision,
      reason: d2.reason,
      gate: d2.gate,
      convergence: d2.convergence,
      correction_hint: d2.correction_hint,
      provenance: d2.provenance,
      governance: d2.governance,
      intent: ev.intent,
      action: ev.action,
      tool: ev.tool,
      inputs_ref: ev.inputs_ref,
      action_hash: actionHash,
      tokens: ev.tokens,
      cost_usd: ev.cost_usd,
      progress: ev.progress,
      claims_done: ev.claims_done,
      budget_snapshot: d2.budget,
      artifact,
      criteria
    };
    if (d2.detail !== void 0) body.detail = d2.detail;
    if (d2.advisory !== void 0) body.advisory = d2.advisory;
    const terminal = TERMINAL.has(d2.decision);
    const rec = await this.s.store.append(body, { sync: sync && !terminal });
    d2.trace = link(rec);
    if (terminal) {
      this.outcome = d2;
      await this.s.store.append(
        this.body("run_end", {
          decision: d2.decision,
          reason: d2.reason,
          detail: d2.detail ?? null,
          step: d2.step
        })
      );
    }
    return d2;
  }
  /** Ends the run with a HALT that belongs to no iteration (bad input, internal error, incomplete). */
  async end(reason, detail) {
    const d2 = this.decision(this.lastStep, { decision: "HALT", reason, detail, correction_hint: null }, null);
    this.outcome = d2;
    try {
      const rec = await this.s.store.append(
        this.body("run_end", { decision: "HALT", reason, detail, step: this.lastStep })
      );
      d2.trace = link(rec);
    } catch (e) {
      d2.detail = `${detail}; trace not written: ${e?.message ?? String(e)}`;
      if (reason !== "fail_closed" && reason !== "incomplete" && reason !== "invalid_event")
        d2.reason = "fail_closed";
    }
    return d2;
  }
  decision(step, v2, artifactPath, facts) {
    const now = this.s.clock.now();
    const d2 = {
      run_id: this.s.runId,
      step,
      attempt: this.corrections + 1,
      decision: v2.decision,
      reason: v2.reason,
      gate: facts?.gate ?? { verdict: "SKIP", results: [] },
      convergence: facts?.convergence ?? null,
      budget: facts?.budget ?? this.budget.snapshot(now),
      correction_hint: v2.correction_hint,
      trace: null,
      provenance: this.provenance(artifactPath, now),
      governance: this.s.governance
    };
    if (v2.detail !== void 0) d2.detail = v2.detail;
    return d2;
  }
  provenance(artifactPath, now) {
    const o2 = this.s.origin;
    return {
      source: o2.source,
      artifact_path: artifactPath,
      commit: o2.commit,
      run_at: new Date(now).toISOString(),
      verified: o2.verified
    };
  }
  body(type, fields) {
    return { type, run_id: this.s.runId, at: new Date(this.s.clock.now()).toISOString(), ...fields };
  }
};
function link(rec) {
  return { index: rec.index, hash: rec.hash };
}

// src/core/run/refuse.ts
async function refuseRun(store, r2, clock) {
  const at2 = new Date(clock.now()).toISOString();
  const d2 = {
    run_id: r2.runId,
    step: null,
    attempt: 1,
    decision: "HALT",
    reason: r2.reason,
    detail: r2.detail,
    gate: { verdict: "SKIP", results: [] },
    convergence: null,
    budget: null,
    correction_hint: null,
    trace: null,
    provenance: {
      source: "none",
      artifact_path: null,
      commit: typeof r2.policy.commit === "string" ? r2.policy.commit : null,
      run_at: at2,
      verified: false
    },
    governance: "required"
  };
  if (!store) return d2;
  try {
    await store.append({
      type: "run_start",
      run_id: r2.runId,
      at: at2,
      project: r2.project,
      level: r2.level,
      profile: r2.profile,
      governance: "required",
      policy: { ...r2.policy, error: r2.detail },
      effective: null
    });
    const end = await store.append({
      type: "run_end",
      run_id: r2.runId,
      at: at2,
      decision: "HALT",
      reason: r2.reason,
      detail: r2.detail,
      step: null
    });
    d2.trace = { index: end.index, hash: end.hash };
  } catch (e) {
    d2.detail = `${r2.detail}; trace not written: ${e?.message ?? String(e)}`;
  } finally {
    await store.close().catch(() => void 0);
  }
  return d2;
}

// src/io/run/clock.ts
var systemClock = { now: () => Date.now() };

// src/io/verify/command-runner.ts
import { spawn } from "node:child_process";
var TAIL_BYTES = 1024;
var spawnCommandRunner = { run: runCommand };
function runCommand(req) {
  return new Promise((resolve3) => {
    let settled = false;
    let timedOut = false;
    let tail = "";
    const env = { ...process.env };
    delete env.LOOPGOV_ARTIFACT;
    if (req.artifactPath !== void 0) env.LOOPGOV_ARTIFACT = req.artifactPath;
    const [cmd, ...args] = req.argv;
    if (!cmd) {
      resolve3({ exitCode: null, signal: null, timedOut: false, error: "empty argv" });
      return;
    }
    let child;
    try {
      child = spawn(cmd, args, {
        cwd: req.cwd,
        env,
        shell: false,
        detached: true,
        stdio: ["ignore", "pipe", "pipe"],
        windowsHide: true
      });
    } catch (e) {
      resolve3({ exitCode: null, signal: null, timedOut: false, error: e.message });
      return;
    }
    const killTree = () => {
      if (child.pid === void 0) return;
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
      }
    };
    const keep = (chunk) => {
      tail = (tail + chunk.toString("utf8")).slice(-TAIL_BYTES);
    };
    child.stdout?.on("data", keep);
    child.stderr?.on("data", keep);
    const finish = (outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      killTree();
      child.stdout?.destroy();
      child.stderr?.destroy();
      const outputTail = tail.trim().split("\n").slice(-5).join(" | ").slice(-300);
      resolve3(outputTail ? { ...outcome, outputTail } : outcome);
    };
    const timer = setTimeout(
      () => {
        timedOut = true;
        killTree();
        finish({ exitCode: null, signal: "SIGKILL", timedOut: true });
      },
      Math.max(1, Math.round(req.timeoutSec * 1e3))
    );
    child.on("error", (e) => finish({ exitCode: null, signal: null, timedOut, error: e.message }));
    child.on("exit", (code, signal) => finish({ exitCode: code, signal, timedOut }));
  });
}

// src/io/policy/pin.ts
var import_proper_lockfile2 = __toESM(require_proper_lockfile(), 1);
import { existsSync as existsSync2 } from "node:fs";
import { mkdir as mkdir2 } from "node:fs/promises";
import { join as join6 } from "node:path";

// src/io/policy/cache.ts
import { createHash as createHash4 } from "node:crypto";
import { mkdir, readFile as readFile3, rename, writeFile } from "node:fs/promises";
import { homedir } from "node:os";
import { join as join5 } from "node:path";
function defaultCacheDir(env = process.env) {
  if (env.LOOPGOV_CACHE_DIR) return env.LOOPGOV_CACHE_DIR;
  if (env.XDG_CACHE_HOME) return join5(env.XDG_CACHE_HOME, "loopgov");
  return join5(homedir(), ".cache", "loopgov");
}
function repoCacheDir(cacheDir, repo) {
  return join5(cacheDir, "repos", `${createHash4("sha256").update(repo).digest("hex").slice(0, 32)}.git`);
}
function entryPath(cacheDir, commit) {
  return join5(cacheDir, "policies", `${commit}.json`);
}
async function readCacheEntry(cacheDir, commit) {
  let text;
  try {
    text = await readFile3(entryPath(cacheDir, commit), "utf8");
  } catch (e) {
    if (e.code === "ENOENT") return null;
    throw new LoopgovError("ERR_PIN", `cannot read the policy cache for ${commit}: ${e.message}`);
  }
  try {
    const stored = JSON.parse(text);
    const entries = stored.files.map((f3) => ({
      mode: f3.mode,
      type: "blob",
      path: f3.path,
      content: new Uint8Array(Buffer.from(f3.base64, "base64"))
    }));
    if (stored.commit !== commit || computeDigest(entries) !== stored.digest)
      throw new Error("digest mismatch");
    return { commit, digest: stored.digest, entries, reachable: stored.reachable };
  } catch (e) {
    throw new LoopgovError(
      "ERR_PIN",
      `the policy cache entry for ${commit} is damaged (${e.message}); delete ${entryPath(cacheDir, commit)}`
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
  await mkdir(join5(cacheDir, "policies"), { recursive: true });
  await writeFile(tmp, JSON.stringify(stored));
  await rename(tmp, final);
}

// src/io/policy/pin.ts
var DEFAULT_PROTECTED_REF = "refs/remotes/origin/main";
var SAFE_REF = /^refs\/[A-Za-z0-9._/-]{1,240}$/;
async function loadPinnedPolicy(req) {
  const protectedRef = req.protectedRef ?? DEFAULT_PROTECTED_REF;
  checkInputs(req.repo, req.commit, protectedRef);
  const cacheDir = req.cacheDir ?? defaultCacheDir();
  const repoDir = repoCacheDir(cacheDir, req.repo);
  let fetches = 0;
  let entry = await readCacheEntry(cacheDir, req.commit);
  const known = entry?.reachable.some((r2) => r2.repo === req.repo && r2.protected_ref === protectedRef);
  if (!entry || !known) {
    fetches = await withRepoLock(
      cacheDir,
      repoDir,
      () => fetchPinned(repoDir, req.repo, req.commit, protectedRef)
    );
    const git = gitAt(repoDir);
    const entries = entry?.entries ?? await readGovernedTree(git, req.commit);
    const digest = entry?.digest ?? computeDigest(entries);
    entry = {
      commit: req.commit,
      digest,
      entries,
      reachable: [...entry?.reachable ?? [], { repo: req.repo, protected_ref: protectedRef }]
    };
    validate(entry);
    await writeCacheEntry(cacheDir, entry);
  }
  const set = validate(entry);
  let approval = { approvers: [] };
  if (req.profile === "prod") {
    approval = await verifyPinnedApproval({
      repoDir,
      commit: req.commit,
      digest: entry.digest,
      trustFile: req.trustFile
    });
  }
  return {
    set,
    repo: req.repo,
    commit: req.commit,
    digest: entry.digest,
    verified: req.profile === "prod",
    approvers: approval.approvers,
    fetches
  };
}
function checkInputs(repo, commit, protectedRef) {
  if (!FULL_COMMIT.test(commit)) {
    throw new LoopgovError(
      "ERR_PIN",
      `--policy-commit must be a full 40-hex commit id (got ${JSON.stringify(commit)}): short ids, branch names and options are refused`
    );
  }
  if (!repo || repo.startsWith("-") || /^[A-Za-z0-9+.-]+::/.test(repo) || /[\0\n\r]/.test(repo)) {
    throw new LoopgovError(
      "ERR_PIN",
      `--policy-repo is not a repository path or URL: ${JSON.stringify(repo)}`
    );
  }
  if (!SAFE_REF.test(protectedRef) || protectedRef.includes("..") || protectedRef.endsWith("/")) {
    throw new LoopgovError(
      "ERR_PIN",
      `--protected-ref must be a full ref name under refs/ (got ${JSON.stringify(protectedRef)})`
    );
  }
}
function validate(entry) {
  const set = parsePolicySet(entry.entries.map((e) => ({ path: e.path, content: e.content })));
  const violations = checkPolicyAgainstCeiling(set.policy, set.ceiling);
  if (violations.length > 0) {
    throw new LoopgovError(
      "ERR_CEILING_EXCEEDED",
      `the policy at ${entry.commit} exceeds the org ceiling: ${violations.slice(0, 5).map((v2) => `${v2.scope ? `${v2.scope.project ?? "*"}/${v2.scope.level}: ` : ""}${v2.message}`).join("; ")}${violations.length > 5 ? ` (+${violations.length - 5} more)` : ""}`
    );
  }
  return set;
}
function gitAt(dir) {
  const options = {
    baseDir: dir,
    trimmed: false,
    timeout: { block: 12e4 },
    // simple-git's guard against GIT_* variables: these three are ours, set on purpose.
    allowEnvironment: ["GIT_TERMINAL_PROMPT", "GIT_ALLOW_PROTOCOL", "GIT_DIR"]
  };
  return wo(options).env({
    ...passThroughEnv(),
    GIT_TERMINAL_PROMPT: "0",
    GIT_ALLOW_PROTOCOL: "file:https:http:ssh:git",
    // Always this bare clone: never a repository found by walking up from the cache dir.
    GIT_DIR: dir
  });
}
var PASS_THROUGH = ["PATH", "HOME", "USER", "LANG", "LC_ALL", "TMPDIR", "SSH_AUTH_SOCK"];
var PROXY = /^(https?|no|all)_proxy$/i;
function passThroughEnv() {
  const out = {};
  for (const [k2, v2] of Object.entries(process.env)) {
    if (v2 !== void 0 && (PASS_THROUGH.includes(k2) || PROXY.test(k2))) out[k2] = v2;
  }
  return out;
}
async function fetchPinned(repoDir, repo, commit, protectedRef) {
  await mkdir2(repoDir, { recursive: true });
  const git = gitAt(repoDir);
  const local = `refs/loopgov/protected/${protectedRef.slice("refs/".length)}`;
  let fetches = 0;
  try {
    if (!existsSync2(join6(repoDir, "HEAD"))) await git.raw(["init", "--bare", "-q"]);
    fetches++;
    await git.raw([
      "fetch",
      "--quiet",
      "--no-tags",
      "--force",
      "--end-of-options",
      repo,
      `+${protectedRef}:${local}`
    ]);
  } catch (e) {
    throw new LoopgovError("ERR_PIN", `cannot fetch ${protectedRef} from ${repo}: ${firstLine(e)}`);
  }
  if ((await git.raw(["rev-parse", "--is-shallow-repository"])).trim() === "true") {
    try {
      fetches++;
      await git.raw([
        "fetch",
        "--quiet",
        "--no-tags",
        "--unshallow",
        "--end-of-options",
        repo,
        `+${protectedRef}:${local}`
      ]);
    } catch (e) {
      throw new LoopgovError(
        "ERR_PIN",
        `${repo} gives only a shallow history and it cannot be deepened (${firstLine(e)}): reachability of ${commit} cannot be proven`
      );
    }
  }
  if (!await hasCommit(git, commit)) {
    fetches++;
    await git.raw(["fetch", "--quiet", "--no-tags", "--end-of-options", repo, commit]).catch(() => void 0);
    if (!await hasCommit(git, commit)) {
      throw new LoopgovError("ERR_PIN", `commit ${commit} does not exist in ${repo}`);
    }
  }
  const base = await git.raw(["merge-base", "--end-of-options", commit, local]).catch(() => "");
  if (base.trim() !== commit) {
    throw new LoopgovError("ERR_PIN", `commit ${commit} is not reachable from ${protectedRef} in ${repo}`);
  }
  return fetches;
}
async function hasCommit(git, commit) {
  const out = await git.raw(["rev-parse", "--verify", "--quiet", "--end-of-options", `${commit}^{commit}`]).catch(() => "");
  return out.trim() === commit;
}
async function withRepoLock(cacheDir, repoDir, fn2) {
  await mkdir2(repoDir, { recursive: true });
  let release;
  try {
    release = await import_proper_lockfile2.default.lock(repoDir, {
      retries: { retries: 50, minTimeout: 50, maxTimeout: 500 },
      stale: 12e4
    });
  } catch (e) {
    throw new LoopgovError("ERR_PIN", `cannot lock the policy cache ${cacheDir}: ${e.message}`);
  }
  try {
    return await fn2();
  } finally {
    await release().catch(() => void 0);
  }
}

// src/io/run/open-run.ts
async function openRun(opts) {
  const clock = opts.clock ?? systemClock;
  const traceDir = resolve2(opts.traceDir);
  const workdir = resolve2(opts.workdir ?? ".");
  const known = opts.policy.kind === "pinned" ? { source: "pinned", repo: opts.policy.repo, commit: opts.policy.commit } : { source: "unpinned", repo: resolve2(opts.policy.dir), commit: null };
  let store;
  try {
    store = await openTraceStore({
      traceDir,
      runId: opts.runId,
      durability: opts.durability ?? "fsync",
      mode: "create",
      ...opts.overlapSync ? { overlapSync: true } : {}
    });
  } catch (e) {
    return refused(await refuseRun(null, refusal(opts, "fail_closed", e, known), clock));
  }
  let loaded;
  try {
    loaded = await loadPolicy(opts);
  } catch (e) {
    return refused(await refuseRun(store, refusal(opts, "policy_unavailable", e, known), clock));
  }
  const effective = resolveEffectivePolicy(loaded.set.policy, {
    project: opts.project,
    level: opts.level,
    profile: opts.profile
  });
  const policyInfo = { ...loaded.origin };
  if (levelRank(opts.level) > levelRank(effective.max_delegation_level)) {
    const e = new LoopgovError(
      "ERR_PIN",
      `level ${opts.level} is above the policy's max_delegation_level ${effective.max_delegation_level} for project ${opts.project}`
    );
    return refused(await refuseRun(store, refusal(opts, "level_not_allowed", e, policyInfo), clock));
  }
  if (opts.governanceOff && (opts.profile !== "dev" || effective.governance !== "optional")) {
    const e = new LoopgovError(
      "ERR_USAGE",
      opts.profile !== "dev" ? "governance cannot be turned off in profile prod" : `governance cannot be turned off: the policy says governance: ${effective.governance} for profile dev`
    );
    return refused(await refuseRun(store, refusal(opts, "governance_required", e, policyInfo), clock));
  }
  try {
    const run = await startRun({
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
      workdir
    });
    return Object.assign(run, { refused: null });
  } catch (e) {
    return refused(await refuseRun(store, refusal(opts, "fail_closed", e, policyInfo), clock));
  }
}
async function loadPolicy(opts) {
  const p3 = opts.policy;
  if (p3.kind === "dir") {
    if (opts.profile !== "dev") {
      throw new LoopgovError(
        "ERR_PIN",
        "--policy-dir is allowed in profile dev only: prod runs pin a policy commit"
      );
    }
    const set = await loadPolicyDir(p3.dir);
    const violations = checkPolicyAgainstCeiling(set.policy, set.ceiling);
    if (violations.length > 0) {
      throw new LoopgovError(
        "ERR_CEILING_EXCEEDED",
        `${p3.dir} exceeds the org ceiling: ${violations.map((v2) => v2.message).join("; ")}`
      );
    }
    return {
      set,
      origin: { source: "unpinned", repo: resolve2(p3.dir), commit: null, digest: null, verified: false }
    };
  }
  const { kind: _kind, ...req } = p3;
  const pinned = await loadPinnedPolicy({ ...req, profile: opts.profile });
  return {
    set: pinned.set,
    origin: {
      source: "pinned",
      repo: pinned.repo,
      commit: pinned.commit,
      digest: pinned.digest,
      verified: pinned.verified,
      approvers: pinned.approvers
    }
  };
}
function refusal(opts, reason, e, policy) {
  const code = e instanceof LoopgovError ? e.code : "ERR_INTERNAL";
  const problems = e instanceof LoopgovError ? e.problems.slice(0, 5).map((p3) => `${p3.file}${p3.field ? ` ${p3.field}` : ""}: ${p3.message}`) : [];
  const message2 = e?.message ?? String(e);
  return {
    runId: opts.runId,
    project: opts.project,
    level: opts.level,
    profile: opts.profile,
    reason,
    detail: `${code}: ${message2}${problems.length ? ` (${problems.join("; ")})` : ""}`,
    policy
  };
}
function refused(decision) {
  const fail = async () => {
    throw new LoopgovError(
      "ERR_RUN_STATE",
      `run ${decision.run_id} did not start: ${decision.detail ?? decision.reason}`
    );
  };
  return {
    runId: decision.run_id,
    outcome: decision,
    refused: decision,
    step: fail,
    sync: async () => null,
    halt: async () => decision,
    close: async () => decision
  };
}

// src/io/verify/step-gates.ts
async function runGates(gates, artifact, opts) {
  const report = await evaluateGates(gates, artifact, {
    runner: opts.runner ?? spawnCommandRunner,
    workdir: opts.workdir
  });
  return { verdict: report.verdict === "SKIP" ? "PASS" : report.verdict, results: report.results };
}
export {
  ALLOWED_ALGS,
  APPROVAL_ISS,
  APPROVAL_TYP,
  BudgetGovernor,
  CLOCK_TOLERANCE_SEC,
  ConvergenceDetector,
  DECISIONS,
  DEFAULT_APPROVAL_RULES,
  DEFAULT_PROTECTED_REF,
  FileTraceStore,
  GENESIS_PREV,
  LEVELS,
  LoopgovError,
  MAX_TOKEN_LIFETIME_SEC,
  PROFILES,
  RECORD_TYPES,
  STRICTEST,
  TERMINAL,
  actionHashOf,
  approvalRuleFor,
  buildKeyIndex,
  canonicalJson,
  checkCeiling,
  checkLine,
  checkPolicyAgainstCeiling,
  classifyChange,
  combineVerdicts,
  computeDigest,
  createChainVerifier,
  decideIteration,
  defaultCacheDir,
  digestAt,
  evaluateGates,
  evaluateMergeGate,
  evaluatePureGate,
  forEachLine,
  formatMergeGateJson,
  formatMergeGateMarkdown,
  formatMergeGateText,
  formatProblem,
  gatherMergeGateInput,
  hashRecord,
  isValidDecision,
  judgeCommand,
  linkRecord,
  listScopes,
  loadGovernedRevision,
  loadPinnedPolicy,
  loadPolicyDir,
  meetsRole,
  openRun,
  openTraceStore,
  parsePolicySet,
  parseSafeYaml,
  parseStepEvent,
  parseTtl,
  resolveEffectivePolicy,
  runCommand,
  runGates,
  runPaths,
  sha256Hex,
  signApprovalToken,
  spawnCommandRunner,
  startRun,
  systemClock,
  verifyApprovalToken,
  verifyPinnedApproval,
  verifyTraceFile
};
