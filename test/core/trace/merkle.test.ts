// RFC 9162 Merkle hashing over record hashes: the frontier's root, inclusion paths and their
// verification, against a naive recursive MTH written straight from the RFC.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_ROOT,
  inclusionPath,
  leafHash,
  MerkleFrontier,
  nodeHash,
  subtreeRoot,
  verifyInclusion,
} from '../../../src/core/trace/merkle.js';

const hashes = (n: number) =>
  Array.from({ length: n }, (_, i) => createHash('sha256').update(`r${i}`).digest('hex'));

/** MTH(D[n]) exactly as RFC 9162 §2.1.1 writes it. */
function mth(leaves: Buffer[]): Buffer {
  if (leaves.length === 0) return createHash('sha256').digest();
  if (leaves.length === 1) return leaves[0]!;
  let k = 1;
  while (k * 2 < leaves.length) k *= 2;
  return nodeHash(mth(leaves.slice(0, k)), mth(leaves.slice(k)));
}

describe('RFC 9162 Merkle tree', () => {
  it('leaf and node hashes use the 0x00 / 0x01 prefixes', () => {
    const h = 'ab'.repeat(32);
    expect(leafHash(h)).toEqual(
      createHash('sha256')
        .update(Buffer.concat([Buffer.from([0]), Buffer.from(h, 'hex')]))
        .digest(),
    );
    const a = Buffer.alloc(32, 1);
    const b = Buffer.alloc(32, 2);
    expect(nodeHash(a, b)).toEqual(
      createHash('sha256')
        .update(Buffer.concat([Buffer.from([1]), a, b]))
        .digest(),
    );
    expect(new MerkleFrontier().root()).toEqual(EMPTY_ROOT);
  });

  it('the frontier gives MTH at every size, and every inclusion path verifies (n = 1…70, every leaf)', () => {
    const all = hashes(70).map(leafHash);
    const f = new MerkleFrontier();
    for (let n = 1; n <= 70; n++) {
      f.push(all[n - 1]!);
      const leaves = all.slice(0, n);
      const root = mth(leaves);
      expect(f.root().equals(root), `n=${n}`).toBe(true);
      const subtree = (lo: number, hi: number) => mth(leaves.slice(lo, hi));
      for (let m = 0; m < n; m++) {
        const path = inclusionPath(m, n, subtree);
        expect(path.length).toBeLessThanOrEqual(Math.ceil(Math.log2(n)));
        expect(verifyInclusion(leaves[m]!, m, n, path, root), `m=${m} n=${n}`).toBe(true);
        // the wrong leaf, index, size or root never verifies
        expect(verifyInclusion(leaves[(m + 1) % n]!, m, n, path, root) && n > 1).toBe(false);
        if (n > 1) expect(verifyInclusion(leaves[m]!, (m + 1) % n, n, path, root)).toBe(false);
        // (the tree size is not checked by the path alone: a checkpoint signs size and root together)
        if (path.length > 0) {
          const bent = path.map((p, i) => {
            const q = Buffer.from(p);
            if (i === path.length - 1) q[0]! ^= 1;
            return q;
          });
          expect(verifyInclusion(leaves[m]!, m, n, bent, root)).toBe(false);
          expect(verifyInclusion(leaves[m]!, m, n, path.slice(1), root)).toBe(false);
        }
        expect(verifyInclusion(leaves[m]!, m, n, path, EMPTY_ROOT)).toBe(false);
      }
    }
  });

  it('subtreeRoot from stored perfect subtrees equals MTH of any range a proof needs', () => {
    const all = hashes(45).map(leafHash);
    const node = (level: number, index: number) => mth(all.slice(index << level, (index + 1) << level));
    for (let lo = 0; lo < 45; lo++)
      for (let hi = lo + 1; hi <= 45; hi++)
        expect(subtreeRoot(lo, hi, node).equals(mth(all.slice(lo, hi))), `${lo}..${hi}`).toBe(true);
  });

  it('refuses a leaf outside the tree', () => {
    expect(() => inclusionPath(3, 3, () => EMPTY_ROOT)).toThrow(RangeError);
    expect(verifyInclusion(EMPTY_ROOT, 3, 3, [], EMPTY_ROOT)).toBe(false);
  });
});
