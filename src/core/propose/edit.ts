/**
 * Applying a proposal's edits to `policies/loop-policy.yaml`: once to the parsed policy (what the replay
 * and the ceiling check use) and once to the YAML text with the `yaml` Document API, so that comments,
 * key order and flow/block style survive. Both are pure; the text is re-parsed and must give exactly the
 * edited policy, or nothing is proposed (decision 043).
 */
import canonicalize from 'canonicalize';
import { isMap, parseDocument } from 'yaml';
import { LoopgovError } from '../errors.js';
import { POLICY_FILE, parsePolicySet } from '../policy/parse.js';
import type { LoopPolicy } from '../policy/types.js';
import type { PolicyEdit } from './types.js';

/** `projects.<p>.levels.<L>.<section>.<key>`: the one layer that governs exactly (p, L). */
export function editPath(e: PolicyEdit): string[] {
  const [section, key] = e.field.split('.') as [string, string];
  return ['projects', e.project, 'levels', e.level, section, key];
}

/**
 * The policy with `edits` applied (a copy; `policy` is not touched).
 *
 * @example
 * applyEdits(policy, [{ project: 'demo', level: 'L2', field: 'budget.max_steps', from: 12, to: 18, ceiling: 200, rule }])
 */
export function applyEdits(policy: LoopPolicy, edits: PolicyEdit[]): LoopPolicy {
  const out = structuredClone(policy) as unknown as Record<string, unknown>;
  for (const e of edits) {
    const path = editPath(e);
    let node = out;
    for (const key of path.slice(0, -1)) {
      if (!Object.hasOwn(node, key) || typeof node[key] !== 'object' || node[key] === null) {
        Object.defineProperty(node, key, { value: {}, enumerable: true, writable: true, configurable: true });
      }
      node = node[key] as Record<string, unknown>;
    }
    node[path.at(-1)!] = e.to;
  }
  return out as unknown as LoopPolicy;
}

/**
 * `text` (the policy file's YAML) with `edits` applied in place. Throws `ERR_POLICY_SCHEMA` if the edited
 * text does not parse back to exactly `applyEdits(parsed, edits)`.
 *
 * @example
 * const edited = editPolicyYaml(readFileSync('policies/loop-policy.yaml', 'utf8'), edits);
 */
export function editPolicyYaml(text: string, edits: PolicyEdit[], note?: string): string {
  const doc = parseDocument(text, { version: '1.2', schema: 'core', merge: false, keepSourceTokens: false });
  for (const e of edits) {
    const path = editPath(e);
    const created = !doc.hasIn(path.slice(0, 4));
    doc.setIn(path, e.to);
    if (note && created) {
      const layer = doc.getIn(path.slice(0, 4), true);
      if (isMap(layer)) layer.commentBefore = ` ${note}`;
    }
  }
  // yaml ends the document with a blank line after a nested block it created; keep the file's own ending.
  const edited = doc.toString({ lineWidth: 0, flowCollectionPadding: false }).replace(/\n+$/, '\n');
  const before = parsePolicySet([{ path: POLICY_FILE, content: text }]).policy;
  const after = parsePolicySet([{ path: POLICY_FILE, content: edited }]).policy;
  if (!before || !after || canonicalize(after) !== canonicalize(applyEdits(before, edits))) {
    throw new LoopgovError(
      'ERR_POLICY_SCHEMA',
      `${POLICY_FILE}: the in-place edit did not give the proposed policy; nothing is proposed`,
    );
  }
  return edited;
}
