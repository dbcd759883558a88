/** `loopgov halt`: the loop-breaker (SPEC §4.3). The run's next step is HALT (`human`). */
import type { Command } from 'commander';
import { LoopgovError } from '../core/errors.js';
import { type HaltBody, parseHaltRequest } from '../core/run/requests.js';
import { parseRunId } from '../core/trace/run-id.js';
import { requestHalt } from '../io/trace/halt.js';
import { readOpenEscalation } from '../io/trace/inbox.js';
import { runnerGone, writerOf } from '../io/trace/writer-view.js';
import { type BindCommand, resolvePath } from './context.js';
import { EXIT, usage } from './exit.js';
import { writeText } from './output.js';

export function registerHaltCommand(program: Command, bind: BindCommand): void {
  program
    .command('halt')
    .description("stop a run: its next step gets HALT (human); the request is recorded in the run's trace")
    .requiredOption('--trace-dir <dir>', 'the trace dir the run writes to')
    .requiredOption('--run-id <id>', 'the run to stop')
    .requiredOption('--by <id>', 'who stops it (recorded; 1-128 characters on one line)')
    .requiredOption('--reason <text>', 'why (recorded; 1-2000 characters)')
    .action(
      bind(async (ctx, o: { traceDir: string; runId: string; by: string; reason: string }) => {
        parseRunId(o.runId);
        const body = parseByAndReason(o);
        const traceDir = resolvePath(ctx, o.traceDir);
        const r = await requestHalt(traceDir, o.runId, body, 'cli');
        if (r.status === 'ended') {
          writeText(
            ctx.stderr,
            `loopgov: run ${o.runId} has already ended (${r.outcome}); nothing to halt\n`,
          );
          return EXIT.REJECTED;
        }
        writeText(ctx.stdout, `${haltOutcome(traceDir, o.runId, r.record.index)}\n`);
        return EXIT.OK;
      }),
    );
}

/**
 * What a landed halt request does, read after it landed: the next step is HALT (human); an escalated
 * run ends so when it is next continued; a run whose runner is gone is acted on by no one (as
 * `loopgov serve` says, decision 121), so the message names the command that ends it.
 */
function haltOutcome(traceDir: string, runId: string, index: number): string {
  const recorded = `run ${runId} (trace record ${index})`;
  if (readOpenEscalation(traceDir, runId) !== null)
    return `halt requested for ${recorded}; the escalated run ends as HALT (human) when it is next continued`;
  const writer = writerOf(traceDir, runId, false);
  return writer.state === 'gone'
    ? `halt recorded for ${recorded}, but ${runnerGone(writer)}`
    : `halt requested for ${recorded}; its next step is HALT (human)`;
}

/** `--by` and `--reason` of `halt` and `trace close`, checked by the halt request's schema (as the API's body). */
export function parseByAndReason(o: { by: string; reason: string }): HaltBody {
  try {
    return parseHaltRequest({ by: o.by, reason: o.reason });
  } catch (e) {
    // On the command line a bad value is a usage error, named by its flag.
    throw e instanceof LoopgovError
      ? usage(e.message.replaceAll('/by', '--by').replaceAll('/reason', '--reason'))
      : e;
  }
}
