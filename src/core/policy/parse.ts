/** parse → validate → semantic checks for the governed files under `policies/` (SPEC §2). */
import { LoopgovError, type Problem } from '../errors.js';
import { keyIdentity, publicKeyProblem } from './public-key.js';
import { policyRegexProblem } from './regex.js';
import type { ApproverRegistry, Gate, LoopPolicy, MustKeepItem, OrgCeiling, PolicySet } from './types.js';
import { type SchemaName, validateAgainstSchema } from './validate.js';
import { parseSafeYaml } from './yaml.js';
import { rulesBelowTheRuntimeFloor } from './approval-rules.js';

export const GOVERNED_DIR = 'policies';
export const POLICY_FILE = 'policies/loop-policy.yaml';
export const CEILING_FILE = 'policies/org-ceiling.yaml';
export const APPROVERS_FILE = 'policies/approvers.yaml';

const KNOWN: Record<string, { schema: SchemaName; key: keyof PolicySet }> = {
  [POLICY_FILE]: { schema: 'LoopPolicy', key: 'policy' },
  [CEILING_FILE]: { schema: 'OrgCeiling', key: 'ceiling' },
  [APPROVERS_FILE]: { schema: 'ApproverRegistry', key: 'approvers' },
};

/** The three files every policy set holds (SPEC §2): inside the loop policy only a few fields are required. */
export const GOVERNED_FILES = [POLICY_FILE, CEILING_FILE, APPROVERS_FILE] as const;

export interface ParseSetOptions {
  /**
   * The files are a whole `policies/` folder (a revision, a `--dir`, a pinned commit): each of the three
   * governed files must be among them. A missing one is an error naming it, never a silent default.
   */
  complete?: boolean;
  /**
   * Where the folder really is (`--dir bad`): problems then name `bad/loop-policy.yaml`, the file an
   * editor can open, instead of its governed name `policies/loop-policy.yaml`.
   */
  dir?: string;
}

export interface GovernedFile {
  /** Repository-relative path, e.g. `policies/loop-policy.yaml`. */
  path: string;
  content: Uint8Array | string;
}

/**
 * Parses and validates every governed file; throws `ERR_POLICY_SCHEMA` (or the first problem's code:
 * `ERR_POLICY_MISSING`, a YAML code…) listing every problem in every file at once. A file outside the
 * three known names is an error: nothing under `policies/` goes unvalidated. With `complete`, a missing
 * governed file is one too.
 *
 * @example
 * const set = parsePolicySet(files, { complete: true, dir: 'policies' });
 */
export function parsePolicySet(files: GovernedFile[], opts: ParseSetOptions = {}): PolicySet {
  const set: PolicySet = { policy: null, ceiling: null, approvers: null };
  const problems: Problem[] = [];
  let code: LoopgovError['code'] = 'ERR_POLICY_SCHEMA';
  const shown = (path: string) => displayPath(path, opts.dir);
  if (opts.complete) {
    const present = new Set(files.map((f) => f.path));
    const missing = GOVERNED_FILES.filter((p) => !present.has(p));
    for (const path of missing) {
      problems.push({
        file: shown(path),
        message:
          files.length === 0
            ? 'missing: the policies folder is empty (it must hold loop-policy.yaml, org-ceiling.yaml and approvers.yaml)'
            : `missing: every policy set holds ${GOVERNED_FILES.map((f) => f.slice(GOVERNED_DIR.length + 1)).join(', ')}`,
      });
    }
    if (missing.length > 0) code = 'ERR_POLICY_MISSING';
  }
  for (const file of [...files].sort((a, b) => (a.path < b.path ? -1 : 1))) {
    const known = KNOWN[file.path];
    const name = shown(file.path);
    if (!known) {
      problems.push({
        file: name,
        message: `not a governed file (a policies folder holds only ${GOVERNED_FILES.map((f) => f.slice(GOVERNED_DIR.length + 1)).join(', ')})`,
      });
      code = problems.length === 1 ? 'ERR_POLICY_UNKNOWN_FILE' : code;
      continue;
    }
    try {
      const parsed = parseSafeYaml(file.content, name);
      const found = validateAgainstSchema(known.schema, parsed.data, name, parsed);
      if (found.length === 0) found.push(...semanticProblems(known.schema, parsed.data, name, parsed.locate));
      if (found.length > 0) problems.push(...found);
      else (set as unknown as Record<string, unknown>)[known.key] = parsed.data;
    } catch (e) {
      if (!(e instanceof LoopgovError)) throw e;
      if (problems.length === 0) code = e.code;
      problems.push(...(e.problems.length ? e.problems : [{ file: file.path, message: e.message }]));
    }
  }
  if (problems.length > 0) {
    const what =
      code === 'ERR_POLICY_MISSING' ? 'incomplete or invalid policy set' : 'invalid governed files';
    throw new LoopgovError(code, `${what}: ${problems.length} problem(s)`, problems);
  }
  return set;
}

/**
 * What is valid but cannot work, for `policy validate` to say: a registry with nobody who may approve
 * means no change can ever pass the gate (and the first registry only gets in unreviewed).
 *
 * @example
 * policySetWarnings(set) // ['policies/approvers.yaml names no maintainer or org-admin: …']
 */
export function policySetWarnings(set: PolicySet, dir?: string): string[] {
  const out: string[] = [];
  const approvers = set.approvers?.approvers ?? [];
  if (
    set.approvers &&
    !approvers.some((a) => a.roles.includes('maintainer') || a.roles.includes('org-admin'))
  )
    out.push(
      `${displayPath(APPROVERS_FILE, dir)} names no maintainer or org-admin: no change can ever be approved (add the first approvers before the first commit)`,
    );
  for (const w of rulesBelowTheRuntimeFloor(set.ceiling)) out.push(`${displayPath(CEILING_FILE, dir)}: ${w}`);
  return out;
}

/** `policies/x.yaml` as it is really found: under `dir` when one was given. */
export function displayPath(path: string, dir?: string): string {
  if (dir === undefined || !path.startsWith(`${GOVERNED_DIR}/`)) return path;
  return `${dir.replace(/\/+$/, '') || '.'}/${path.slice(GOVERNED_DIR.length + 1)}`;
}

type Locate = (path: string, key?: string) => { line: number; column: number } | undefined;

function semanticProblems(schema: SchemaName, data: unknown, file: string, locate: Locate): Problem[] {
  const out: Problem[] = [];
  const add = (field: string, message: string) =>
    out.push({ file, ...(locate(field) ?? {}), field, message });
  if (schema === 'LoopPolicy') {
    const p = data as LoopPolicy;
    type Layer = { gates?: Gate[]; success_criteria?: Gate[]; context?: { must_keep?: MustKeepItem[] } };
    const layers: [string, Layer | undefined][] = [['/defaults', p.defaults]];
    for (const [lv, layer] of Object.entries(p.levels ?? {})) layers.push([`/levels/${lv}`, layer]);
    for (const [name, proj] of Object.entries(p.projects ?? {})) {
      layers.push([`/projects/${name}`, proj]);
      for (const [lv, layer] of Object.entries(proj.levels ?? {}))
        layers.push([`/projects/${name}/levels/${lv}`, layer]);
    }
    for (const [path, layer] of layers) {
      for (const list of ['gates', 'success_criteria'] as const) {
        const seen = new Set<string>();
        (layer?.[list] ?? []).forEach((g, i) => {
          if (seen.has(g.id)) add(`${path}/${list}/${i}/id`, `duplicate id "${g.id}"`);
          seen.add(g.id);
          if (g.kind === 'deny-patterns') {
            g.patterns.forEach((pat, j) => {
              const why = policyRegexProblem(pat.regex, pat.flags ?? '');
              if (why) add(`${path}/${list}/${i}/patterns/${j}/${why.field}`, why.message);
            });
          }
        });
      }
      mustKeepProblems(path, layer?.context?.must_keep ?? [], add);
    }
  }
  if (schema === 'ApproverRegistry') {
    const r = data as ApproverRegistry;
    const ids = new Set<string>();
    const kids = new Set<string>();
    const logins = new Set<string>();
    const points = new Map<string, string>();
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
        const weak = publicKeyProblem(k);
        if (weak) add(`/approvers/${i}/keys/${j}/x`, `key "${k.kid}" ${weak}`);
        const point = keyIdentity(k);
        const first = points.get(point);
        if (first)
          add(
            `/approvers/${i}/keys/${j}/x`,
            `key "${k.kid}" of "${a.id}" is the same key as "${first}": one key counts as one approver`,
          );
        else points.set(point, `${k.kid}" of "${a.id}`);
      });
    });
  }
  if (schema === 'OrgCeiling') {
    const c = data as OrgCeiling;
    if (c.approval_rules?.ceiling && c.approval_rules.ceiling.role !== 'org-admin') {
      add('/approval_rules/ceiling/role', 'a ceiling change must be approved by org-admins');
    }
  }
  return out;
}

/** `context.must_keep`: unique ids, exactly one of `literal` or `regex`, and a regex RE2 can compile. */
function mustKeepProblems(
  path: string,
  items: MustKeepItem[],
  add: (field: string, message: string) => void,
): void {
  const seen = new Set<string>();
  items.forEach((item, i) => {
    const at = `${path}/context/must_keep/${i}`;
    if (seen.has(item.id)) add(`${at}/id`, `duplicate id "${item.id}"`);
    seen.add(item.id);
    const hasLiteral = item.literal !== undefined;
    const hasRegex = item.regex !== undefined;
    if (hasLiteral === hasRegex) add(at, 'give exactly one of "literal" or "regex"');
    else if (hasLiteral && item.flags !== undefined) add(`${at}/flags`, '"flags" applies to a regex only');
    if (hasRegex && !hasLiteral) {
      const why = policyRegexProblem(item.regex as string, item.flags ?? '');
      if (why) add(`${at}/${why.field}`, why.message);
    }
  });
}
