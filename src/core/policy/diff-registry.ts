/**
 * The approver registry's changes, entry by entry (SPEC §3.1: any change is class `ceiling`): who was
 * added or removed, whose roles, identities or keys changed. Directions are for the reader: more people,
 * roles or keys able to approve loosen; fewer tighten; a changed identity (login, emails) has no known
 * direction, so it loosens.
 */
import canonicalize from 'canonicalize';
import type { Approver, ApproverRegistry, PublicJwk } from './types.js';

export interface RegistryChange {
  /** `approvers[<id>]`, `approvers[<id>].roles`, `approvers[<id>].keys[<kid>]`, … */
  field: string;
  from: unknown;
  to: unknown;
  direction: 'loosen' | 'tighten';
}

/**
 * Compares two registries entry by entry (`null`: no registry, as good as an empty one).
 *
 * @example
 * diffRegistry(base.approvers, head.approvers)
 * // [{ field: 'approvers[bob]', from: null, to: { id: 'bob', … }, direction: 'loosen' }]
 */
export function diffRegistry(a: ApproverRegistry | null, b: ApproverRegistry | null): RegistryChange[] {
  const out: RegistryChange[] = [];
  const before = byId(a?.approvers ?? []);
  const after = byId(b?.approvers ?? []);
  for (const [id, x] of before)
    if (!after.has(id)) out.push({ field: `approvers[${id}]`, from: x, to: null, direction: 'tighten' });
  for (const [id, y] of after) {
    const x = before.get(id);
    if (!x) out.push({ field: `approvers[${id}]`, from: null, to: y, direction: 'loosen' });
    else out.push(...diffEntry(id, x, y));
  }
  return out;
}

function diffEntry(id: string, x: Approver, y: Approver): RegistryChange[] {
  const out: RegistryChange[] = [];
  const at = `approvers[${id}]`;
  const added = y.roles.filter((r) => !x.roles.includes(r));
  if (added.length > 0 || x.roles.length !== y.roles.length)
    out.push({
      field: `${at}.roles`,
      from: x.roles,
      to: y.roles,
      direction: added.length ? 'loosen' : 'tighten',
    });
  if (same(x.github, y.github) === false)
    out.push({ field: `${at}.github`, from: x.github ?? null, to: y.github ?? null, direction: 'loosen' });
  if (same(x.emails, y.emails) === false)
    out.push({ field: `${at}.emails`, from: x.emails ?? null, to: y.emails ?? null, direction: 'loosen' });
  const kx = byKid(x.keys ?? []);
  const ky = byKid(y.keys ?? []);
  for (const [kid, k] of kx)
    if (!ky.has(kid)) out.push({ field: `${at}.keys[${kid}]`, from: k, to: null, direction: 'tighten' });
  for (const [kid, k] of ky) {
    const old = kx.get(kid);
    if (!old || !same(old, k))
      out.push({ field: `${at}.keys[${kid}]`, from: old ?? null, to: k, direction: 'loosen' });
  }
  return out;
}

function same(a: unknown, b: unknown): boolean {
  return canonicalize(a ?? null) === canonicalize(b ?? null);
}
function byId(list: Approver[]): Map<string, Approver> {
  return new Map(list.map((x) => [x.id, x]));
}
function byKid(list: PublicJwk[]): Map<string, PublicJwk> {
  return new Map(list.map((k) => [k.kid, k]));
}
