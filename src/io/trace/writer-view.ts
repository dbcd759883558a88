/**
 * Who writes a run, in words a person acts on: this process, another live one, or nobody — a runner
 * that died (a serve killed -9, a crashed `loopgov run`) leaves its run open with no one to act on a
 * halt; it ends only by `loopgov trace close`. Told by `loopgov halt` and by `loopgov serve` (a run's
 * summary, a halt's answer, a refused step).
 */
import { hostname } from 'node:os';
import { runPaths } from './read.js';
import { readWriterState } from './writer-lease.js';

export interface WriterView {
  /**
   * `here`: open in this server; `live`: another live process writes it; `gone`: the process that held
   * it is no longer running (nothing will act on a halt: `close_with` ends it); `none`: no writer is
   * recorded (an ended or escalated run holds none, nor does a trace written before writer leases).
   */
  state: 'here' | 'live' | 'gone' | 'none';
  /** In words: which process, and how that is known (its pid runs or not, its heartbeat). */
  detail: string;
  /** For `gone`: the command that ends the run (`loopgov trace close …`); null otherwise. */
  close_with: string | null;
}

/**
 * The writer of `runId` as `readWriterState` judges it, or `here` when this server has it open.
 *
 * @example
 * writerOf('/srv/traces', 'r1', false); // { state: 'gone', detail: 'pid 4242 on this host (box) is no longer running', close_with: 'loopgov trace close …' }
 */
export function writerOf(traceDir: string, runId: string, openHere: boolean): WriterView {
  if (openHere)
    return {
      state: 'here',
      detail: `pid ${process.pid} on ${hostname()}, holding the run open`,
      close_with: null,
    };
  const w = readWriterState(runPaths(traceDir, runId).dir);
  if (w.state === 'none') return { state: 'none', detail: 'no writer is recorded', close_with: null };
  return {
    state: w.state,
    detail: w.why,
    close_with: w.state === 'gone' ? closeCommand(traceDir, runId) : null,
  };
}

/**
 * What to tell a person about a run whose writer is gone: a halt reaches no one, and how the run ends.
 *
 * @example
 * runnerGone(writerOf(traceDir, 'r1', false)); // 'no runner holds it — the process that ran it has stopped (…) — so a halt reaches no one; end it with loopgov trace close …'
 */
export function runnerGone(w: WriterView): string {
  return `no runner holds it — the process that ran it has stopped (${w.detail}) — so a halt reaches no one; end it with ${w.close_with}`;
}

function closeCommand(traceDir: string, runId: string): string {
  return `loopgov trace close --trace-dir ${shellWord(traceDir)} --run-id ${runId} --by ID --reason TEXT`;
}

/** `s` as one shell word: as is when plain, else single-quoted. */
function shellWord(s: string): string {
  return /^[A-Za-z0-9_./:=@%+-]+$/.test(s) ? s : `'${s.replaceAll("'", `'\\''`)}'`;
}
