import { describe, expect, it } from 'vitest';
import { type ChainReport, createChainVerifier, hashRecord, linkRecord } from '../../../src/lib.js';
import { AT, linkAll, relink, runBodies } from './helpers.js';

function verify(
  lines: string[],
  opts: Parameters<typeof createChainVerifier>[0] = {},
  terminated = true,
): ChainReport {
  const v = createChainVerifier(opts);
  for (const l of lines) v.push(l);
  return v.end({ terminated });
}

const base = () => linkAll(runBodies('r1', 5)); // 7 lines: run_start, 5 iterations, run_end

const edit = (l: string, from: string, to: string) => l.replace(from, to);
const swap = (a: string[], i: number, j: number) => {
  const c = [...a];
  [c[i], c[j]] = [c[j]!, c[i]!];
  return c;
};

describe('createChainVerifier', () => {
  it('accepts a whole chain and reports its head', () => {
    const lines = base();
    const r = verify(lines);
    expect(r).toMatchObject({ ok: true, length: 7, ended: true, runId: 'r1', finding: null });
    expect(r.head).toBe(JSON.parse(lines[6]!).hash);
  });

  // [name, tamper, first bad index, reason]
  it.each<[string, (l: string[]) => string[], number, string]>([
    ['an edited record', (l) => l.map((x, i) => (i === 3 ? edit(x, '"step":3', '"step":4') : x)), 3, 'hash'],
    [
      'an edited record with its hash recomputed',
      (l) => {
        const r = JSON.parse(l[3]!);
        r.decision = 'DONE';
        const { hash: _h, index: _i, prev, ...body } = r;
        const again = linkRecord(body, prev, 3);
        return l.map((x, i) => (i === 3 ? again.line : x));
      },
      4,
      'link',
    ],
    ['a deleted record', (l) => l.filter((_, i) => i !== 2), 2, 'link'],
    ['two swapped records', (l) => swap(l, 2, 3), 2, 'link'],
    [
      'an inserted record',
      (l) => {
        const prev = JSON.parse(l[2]!).hash;
        const forged = linkRecord({ type: 'iteration', run_id: 'r1', at: AT, step: 99 }, prev, 3).line;
        return [...l.slice(0, 3), forged, ...l.slice(3)];
      },
      4,
      'link',
    ],
    ['a duplicated record', (l) => [...l.slice(0, 4), l[3]!, ...l.slice(4)], 4, 'link'],
    ['a deleted run_end', (l) => l.slice(0, -1), 6, 'missing run_end'],
    ['a garbled middle line', (l) => l.map((x, i) => (i === 2 ? x.slice(0, 20) : x)), 2, 'unparsable'],
    ['a blank line', (l) => [...l.slice(0, 2), '', ...l.slice(2)], 2, 'unparsable'],
    ['a torn last line', (l) => [...l, '{"type":"iter'], 7, 'torn'],
    ['a rewritten chain with run_start moved', (l) => relink(swap(l, 0, 1)), 0, 'order'],
    [
      'a rewritten chain with a second run_start',
      (l) => relink([...l.slice(0, 3), l[0]!, ...l.slice(3)]),
      3,
      'order',
    ],
    ['a rewritten chain with an iteration after run_end', (l) => relink([...l, l[1]!]), 7, 'order'],
    [
      'a rewritten chain with a record of another run',
      (l) => relink(l.map((x, i) => (i === 2 ? x.replace('"run_id":"r1"', '"run_id":"r2"') : x))),
      2,
      'run_id',
    ],
    [
      'an index off by one (rehashed)',
      (l) => {
        const r = JSON.parse(l[1]!);
        const { hash: _h, ...rest } = r;
        rest.index = 5;
        const hash = hashRecord(rest);
        const line = `${JSON.stringify(rest).slice(0, -1)},"hash":"${hash}"}`;
        return [l[0]!, line, ...l.slice(2)];
      },
      1,
      'order',
    ],
  ])('finds %s', (_name, tamper, index, reason) => {
    const r = verify(tamper(base()));
    expect(r.ok).toBe(false);
    expect(r.finding).toMatchObject({ index, reason });
  });

  it('reports a whole last line with a bad envelope as damage, not as torn', () => {
    const lines = base();
    lines[6] = lines[6]!.replace('"index":6', '"index":-6');
    expect(verify(lines).finding).toMatchObject({ index: 6, reason: 'unparsable' });
  });

  it('reports an unterminated last line as torn even if it parses', () => {
    expect(verify(base(), {}, false).finding).toMatchObject({ index: 6, reason: 'torn' });
  });

  it('accepts a run in progress only when asked', () => {
    const open = base().slice(0, -1);
    expect(verify(open).finding?.reason).toBe('missing run_end');
    expect(verify(open, { allowOpen: true }).ok).toBe(true);
  });

  it('accepts recovery and a late halt_request after run_end, and a recovery before run_start', () => {
    const bodies = runBodies('r1', 2);
    bodies.unshift({ type: 'recovery', run_id: 'r1', at: AT, torn_bytes: 3 });
    bodies.push({ type: 'halt_request', run_id: 'r1', at: AT, by: 'alice', reason: 'late' });
    bodies.push({ type: 'recovery', run_id: 'r1', at: AT, torn_bytes: 10 });
    expect(verify(linkAll(bodies))).toMatchObject({ ok: true, recoveries: 2 });
  });

  it('refuses an empty trace and records of another run', () => {
    expect(verify([]).finding).toMatchObject({ index: 0, reason: 'order' });
    expect(verify(base(), { runId: 'other' }).finding).toMatchObject({ index: 0, reason: 'run_id' });
  });

  describe('with a checkpoint', () => {
    const cpOf = (lines: string[], n: number) => ({
      length: n,
      head: JSON.parse(lines[n - 1]!).hash as string,
    });

    it('passes the chain it was taken on, and its extension', () => {
      const open = base().slice(0, 4);
      const cp = cpOf(open, 4);
      expect(verify(base(), { checkpoint: cp }).ok).toBe(true);
    });

    it('catches a truncated tail the chain alone cannot see', () => {
      const lines = base();
      const cp = cpOf(lines, 7);
      // cut the last two records, then end the run again with a freshly linked run_end
      const cut = lines.slice(0, 5);
      const prev = JSON.parse(cut[4]!).hash;
      cut.push(linkRecord({ type: 'run_end', run_id: 'r1', at: AT, decision: 'HALT' }, prev, 5).line);
      expect(verify(cut).ok).toBe(true);
      expect(verify(cut, { checkpoint: cp }).finding).toMatchObject({
        index: 6,
        reason: 'checkpoint mismatch',
      });
    });

    it('catches a fully rewritten chain', () => {
      const lines = base();
      const cp = cpOf(lines, 7);
      const forged = relink(lines.map((l) => l.replace('"decision":"CONTINUE"', '"decision":"DONE"')));
      expect(verify(forged).ok).toBe(true);
      expect(verify(forged, { checkpoint: cp }).finding).toMatchObject({
        index: 6,
        reason: 'checkpoint mismatch',
      });
    });
  });
});

// REDTEAM (lib-traces D4): the runtime writes every iteration with a step above the one before it (a
// corrected step is retried as a new step, decision 011), so a re-hashed trace with steps that repeat or
// go back is refused — on the canonical fast path and on the parse-and-canonicalize slow path alike.
describe('iteration steps the runtime never writes', () => {
  const withSteps = (steps: unknown[]) => {
    const bodies = runBodies('r1', steps.length);
    steps.forEach((s, i) => {
      (bodies[i + 1] as Record<string, unknown>).step = s;
    });
    return linkAll(bodies);
  };
  /** The same records with a key the scanner does not read (an escape in it): the slow path judges. */
  const slow = (steps: unknown[]) => {
    const bodies = runBodies('r1', steps.length).map((b) => ({ ...b, 'odd\nkey': 1 }));
    steps.forEach((s, i) => {
      (bodies[i + 1] as Record<string, unknown>).step = s;
    });
    return linkAll(bodies);
  };
  it.each([
    ['backwards', [2, 1, 3], 2, 'iteration step 1 goes backwards from step 2'],
    ['duplicated', [3, 3, 3], 2, 'iteration step 3 repeats step 3'],
    ['negative', [-1, 2, 3], 1, 'iteration step -1 is not a step number'],
    ['fractional', [1, 1.5, 3], 2, 'iteration step 1.5 is not a step number'],
    ['a string', [1, '2', 3], 2, 'iteration step "2" is not a step number'],
    ['missing', [1, null, 3], 2, 'iteration step null is not a step number'],
  ])('%s %j: order, at the record', (_n, steps, index, says) => {
    for (const lines of [withSteps(steps), slow(steps)]) {
      const r = verify(lines);
      expect(r.finding).toMatchObject({ index, reason: 'order' });
      expect(r.finding!.message).toContain(says);
    }
  });
  it('increasing steps with gaps, from 0, verify on both paths', () => {
    expect(verify(withSteps([0, 5, 6, 100])).ok).toBe(true);
    expect(verify(slow([0, 5, 6, 100])).ok).toBe(true);
  });
});
