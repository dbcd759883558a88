// One step event from a line of text, read as `loopgov run` reads its stdin (decision 129): JSON.parse
// keeps the last of two equal keys, so a library caller that parses text itself would be charged one
// `tokens` where a proxy beside it reads the other. parseStepLine refuses the line, in the CLI's words,
// and run.halt('invalid_event', e) then records what the CLI records.
import { describe, expect, it } from 'vitest';
import { type RunSetup, startRun } from '../../../src/core/run/evaluator.js';
import { parseStepLine } from '../../../src/core/run/step-line.js';
import { parseStepLine as exported } from '../../../src/lib.js';
import { memoryStore } from './memory-store.js';

const line = (tokens: string) =>
  `{"step":1,"intent":"i","action":"a","tool":"t","inputs_ref":"r",${tokens},"cost_usd":0,"progress":0,"artifact":null,"claims_done":false}`;

describe('parseStepLine', () => {
  it('is the library export, and gives the parsed event of a good line', () => {
    expect(exported).toBe(parseStepLine);
    expect(parseStepLine(line('"tokens":5'))).toMatchObject({ step: 1, tokens: 5 });
  });

  it("a key twice is ERR_STEP_INVALID in the CLI's words, where JSON.parse would take the last", () => {
    const text = line('"tokens":999999,"tokens":1');
    expect((JSON.parse(text) as { tokens: number }).tokens).toBe(1);
    expect(() => parseStepLine(text)).toThrow(
      expect.objectContaining({
        code: 'ERR_STEP_INVALID',
        message: expect.stringMatching(/^line has the key "tokens" twice in one object \(at \/tokens\)/),
      }),
    );
  });

  it('text that is not JSON: ERR_STEP_INVALID, "line is not JSON: …"', () => {
    expect(() => parseStepLine('{"step":')).toThrow(/^line is not JSON: /);
  });

  it("handed to run.halt('invalid_event', e), the trace records the CLI's detail", async () => {
    const store = memoryStore();
    const run = await startRun({
      runId: 'r1',
      project: 'demo',
      level: 'L2',
      profile: 'dev',
      effective: {
        budget: {
          max_steps: 3,
          max_tokens: 10,
          max_wall_clock_sec: 60,
          max_cost_usd: 1,
          max_corrections_per_step: 1,
        },
        on_exceed: 'halt',
        convergence: { oscillation_repeat: 3, thrash_window: 6, no_progress_window: 4, on_stall: 'escalate' },
        gates: [],
        success_criteria: [],
        max_delegation_level: 'L3',
        governance: 'required',
        escalation: { approver_role: 'maintainer' },
        context: { max_bytes: 0, must_keep: [] },
      },
      governance: 'required',
      origin: { source: 'unpinned', repo: '/p', commit: null, digest: null, verified: false },
      store,
      clock: { now: () => 0 },
      runner: { run: async () => ({ exitCode: 0, signal: null, timedOut: false }) },
      workdir: '/w',
    } satisfies RunSetup);
    let caught: unknown;
    try {
      parseStepLine(line('"tokens":1,"tokens":2'));
    } catch (e) {
      caught = e;
    }
    const d = await run.halt('invalid_event', caught as Error);
    expect(d).toMatchObject({ decision: 'HALT', reason: 'invalid_event' });
    expect(d.detail).toMatch(/^line has the key "tokens" twice in one object \(at \/tokens\)/);
    expect(store.records.at(-1)).toMatchObject({ type: 'run_end', detail: d.detail });
  });
});
