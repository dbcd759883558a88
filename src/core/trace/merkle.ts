/**
 * A Merkle tree over a trace's record hashes with RFC 9162 (Certificate Transparency v2) hashing:
 * leaf = SHA-256(0x00 ‖ record hash bytes), node = SHA-256(0x01 ‖ left ‖ right), the tree split at the
 * largest power of two below its size. A checkpoint that signs the root lets anyone prove one record
 * against it with O(log n) hashes (`loopgov trace prove`), see docs/decisions/066. Pure.
 */
import { createHash } from 'node:crypto';

const LEAF = Buffer.from([0x00]);
const NODE = Buffer.from([0x01]);

/** The leaf hash of a record (its 64-hex `hash`). */
export function leafHash(recordHash: string): Buffer {
  return createHash('sha256').update(LEAF).update(Buffer.from(recordHash, 'hex')).digest();
}

export function nodeHash(left: Uint8Array, right: Uint8Array): Buffer {
  return createHash('sha256').update(NODE).update(left).update(right).digest();
}

/** The root of the empty tree: SHA-256 of the empty string (RFC 9162 §2.1.1). */
export const EMPTY_ROOT = createHash('sha256').digest();

/**
 * The right edge of a growing tree: one perfect subtree root per set bit of its size, so appending a
 * leaf and taking the root are O(log n) and memory is O(log n).
 *
 * @example
 * const f = new MerkleFrontier();
 * for (const r of records) f.push(leafHash(r.hash));
 * f.root().toString('hex');
 */
export class MerkleFrontier {
  private readonly stack: Buffer[] = [];
  size = 0;

  push(leaf: Buffer): void {
    let h = leaf;
    for (let s = this.size; s & 1; s >>= 1) h = nodeHash(this.stack.pop() as Buffer, h);
    this.stack.push(h);
    this.size++;
  }

  root(): Buffer {
    if (this.stack.length === 0) return EMPTY_ROOT;
    let r = this.stack[this.stack.length - 1] as Buffer;
    for (let i = this.stack.length - 2; i >= 0; i--) r = nodeHash(this.stack[i] as Buffer, r);
    return r;
  }
}

/** The largest power of two strictly below `n` (n ≥ 2). */
function split(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}

/**
 * The inclusion proof (audit path, RFC 9162 §2.1.3.1) of leaf `m` in the tree of the first `n` leaves.
 * `subtree(lo, hi)` returns the root of leaves [lo, hi): from stored subtree hashes that is O(log n)
 * lookups (`io/trace/merkle-index.ts`).
 *
 * @example
 * const path = inclusionPath(5, 1_000_000, (lo, hi) => index.subtree(lo, hi));
 */
export function inclusionPath(m: number, n: number, subtree: (lo: number, hi: number) => Buffer): Buffer[] {
  if (!(Number.isSafeInteger(m) && Number.isSafeInteger(n) && m >= 0 && m < n)) {
    throw new RangeError(`leaf ${m} is not in a tree of ${n} leaves`);
  }
  const out: Buffer[] = [];
  let lo = 0;
  let hi = n;
  // Walk down from the root, collecting the sibling of each step; reversed, it is the RFC's order.
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

/**
 * The root of leaves [lo, hi) from the perfect subtrees a store keeps: `node(level, index)` is the root
 * of leaves [index·2^level, (index+1)·2^level). O(log n) lookups for the ranges a proof asks for.
 */
export function subtreeRoot(lo: number, hi: number, node: (level: number, index: number) => Buffer): Buffer {
  const size = hi - lo;
  if (size === 1) return node(0, lo);
  if ((size & (size - 1)) === 0 && lo % size === 0) return node(Math.log2(size), lo / size);
  const k = split(size);
  return nodeHash(subtreeRoot(lo, lo + k, node), subtreeRoot(lo + k, hi, node));
}

/**
 * Verifies an inclusion proof (RFC 9162 §2.1.3.2): that `leaf` is leaf `m` of the tree of `n` leaves
 * whose root is `root`. O(log n).
 *
 * @example
 * verifyInclusion(leafHash(record.hash), 5, 1_000_000, path, root) // true
 */
export function verifyInclusion(leaf: Buffer, m: number, n: number, path: Buffer[], root: Buffer): boolean {
  if (!(m >= 0 && m < n)) return false;
  let fn = m;
  let sn = n - 1;
  let r = leaf;
  for (const p of path) {
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
