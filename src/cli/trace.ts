/** `loopgov trace show | verify | replay | close | checkpoint` (SPEC §5), and the witness commands. */
import { existsSync } from 'node:fs';
import type { Command } from 'commander';
import { LoopgovError } from '../core/errors.js';
import { checkLine } from '../core/trace/chain.js';
import type { TraceRecord } from '../core/trace/types.js';
import { checkWitnessedRun } from '../core/trace/witness.js';
import { type ChainReport, createChainVerifier } from '../core/trace/verify.js';
import {
  type CheckpointStatement,
  loadTrustKeys,
  readCheckpointFile,
  signCheckpoint,
  verifyCheckpoint,
  writeCheckpointFile,
} from '../io/trace/checkpoint.js';
import { forEachLine, runPaths, verifyTraceFile } from '../io/trace/read.js';
import { closeAbandonedRun } from '../io/trace/close.js';
import { readWitnessCheckpoints } from '../io/git/witness.js';
import { resolveCacheDir } from '../io/policy/cache.js';
import { redactRepoLocation } from '../core/repo-location.js';
import { assertFolder } from '../io/fs/folder.js';
import { replayTrace } from '../io/trace/replay.js';
import { createCommandRunner } from '../io/verify/command-runner.js';
import { type BindCommand, type CliContext, inputFile, resolvePath, resolveRepoArg } from './context.js';
import { EXIT, usage } from './exit.js';
import { parseByAndReason } from './halt.js';
import { chainJson, formatTable, printableLine, printJson, writeText } from './output.js';
import { registerWitnessCommands } from './trace-witness.js';
import { endRow, footerOf, headerOf, type LoopRow, noteRow, rowOf } from './trace-view.js';

interface Common {
  traceDir: string;
  runId: string;
  json?: boolean;
}

export function registerTraceCommands(program: Command, bind: BindCommand): void {
  const trace = program.command('trace').description("read and check a run's hash-linked trace");
  const common = (c: Command) =>
    c
      .requiredOption('--trace-dir <dir>', 'the trace dir (holds <run-id>/trace.jsonl)')
      .requiredOption('--run-id <id>', 'the run')
      .option('--json', 'machine-readable output');

  common(
    trace.command('show').description('the loop view: one row per iteration, with the chain status'),
  ).action(
    bind(async (ctx, flags: Common) => {
      const o = withTraceDir(ctx, flags);
      const { trace: file } = runPaths(o.traceDir, o.runId);
      assertExists(file, o.runId);
      const v = createChainVerifier({ runId: o.runId, allowOpen: true });
      let start: TraceRecord | null = null;
      let end: TraceRecord | null = null;
      const rows: LoopRow[] = [];
      let index = 0;
      const { terminated } = await forEachLine(file, (line) => {
        v.push(line);
        const c = checkLine(line);
        if (!c.ok) rows.push(badRow(index, c.reason, c.message));
        else if (c.record.type === 'run_start') start ??= c.record;
        else if (c.record.type === 'run_end') {
          // An escalated run has one run_end per segment: the last is the footer, earlier ones are rows.
          if (end) rows.push(endRow(end));
          end = c.record;
        } else rows.push(rowOf(c.record)!);
        index++;
      });
      const chain = v.end({ terminated });
      rows.sort((a, b) => a.index - b.index);
      if (o.json) {
        printJson(ctx.stdout, {
          run_id: o.runId,
          header: start ? withoutRunId(headerOf(start)) : null,
          rows,
          run_end: end,
          chain: chainJson(chain),
        });
      } else {
        writeText(ctx.stdout, headerText(start, o.runId));
        writeText(
          ctx.stdout,
          formatTable(
            [
              '#',
              'step',
              'try',
              'decision',
              'reason',
              'gate',
              'steps',
              'tokens',
              'cost $',
              'wall s',
              'progress',
              'stall',
              'note',
            ],
            rows.map((r) => [
              r.index,
              r.step,
              r.attempt,
              r.decision,
              r.reason,
              r.gate,
              r.steps,
              r.tokens,
              r.cost_usd,
              r.wall_s,
              r.progress,
              r.stall,
              r.note ?? '',
            ]),
          ),
        );
        writeText(ctx.stdout, `${footerOf(end)}\n${chainText(chain)}\n`);
      }
      return chain.ok ? EXIT.OK : EXIT.REJECTED;
    }),
  );

  common(
    trace
      .command('verify')
      .description('check the hash chain (streaming); exit 1 naming the first bad record'),
  )
    .option('--checkpoint <file>', 'a signed checkpoint (JWS) the trace must still match')
    .option(
      '--witness <repo>',
      'hold the trace to every checkpoint this witness repository (path or URL) ever held for the run',
    )
    .option('--trust <file>', 'keys that may sign checkpoints: a JWKS JSON or an approver registry YAML')
    .option('--allow-open', 'accept a run without run_end (still in progress)')
    .option('--no-artifacts', 'skip checking every artifact against its recorded sha256')
    .action(
      bind(
        async (
          ctx,
          flags: Common & {
            checkpoint?: string;
            witness?: string;
            trust?: string;
            allowOpen?: boolean;
            artifacts: boolean;
          },
        ) => {
          const o = withTraceDir(ctx, flags);
          if (o.checkpoint && o.witness) throw usage('give --checkpoint or --witness, not both');
          if ((o.checkpoint || o.witness) && !o.trust)
            throw usage('--checkpoint and --witness need --trust: an unsigned checkpoint proves nothing');
          if (o.trust && !o.checkpoint && !o.witness)
            throw usage('--trust is only used with --checkpoint or --witness');
          const { trace: file, lock } = runPaths(o.traceDir, o.runId);
          assertExists(file, o.runId);
          let cp: (CheckpointStatement & { kid: string }) | null = null;
          const trust = o.trust === undefined ? '' : inputFile(ctx, o.trust, '--trust');
          if (o.checkpoint)
            cp = await verifyCheckpoint(
              readCheckpointFile(inputFile(ctx, o.checkpoint, '--checkpoint')),
              trust,
              o.runId,
            );
          // The witness: the trace is held to EVERY checkpoint it holds (decision 108).
          const witnessed = o.witness
            ? await readWitnessed(
                resolveRepoArg(ctx, o.witness),
                redactRepoLocation(o.witness),
                o.runId,
                trust,
              )
            : [];
          if (o.witness) cp = witnessed.at(-1)!;
          const report = await verifyTraceFile(o.traceDir, o.runId, {
            allowOpen: o.allowOpen,
            artifacts: o.artifacts,
            ...(o.checkpoint && cp ? { checkpoint: cp } : {}),
            ...(o.witness ? { checkpoints: witnessed.map((c) => ({ ...c, name: c.path })) } : {}),
          });
          const running = !report.ended && existsSync(lock);
          if (o.json)
            printJson(ctx.stdout, {
              run_id: o.runId,
              ...chainJson(report),
              checkpoint: cp,
              ...(o.witness ? { witness: witnessed.map((c) => ({ path: c.path, length: c.length })) } : {}),
              lock_held: running,
            });
          else {
            writeText(ctx.stdout, `${o.runId}: ${chainText(report)}\n`);
            if (report.artifacts && report.ok)
              writeText(ctx.stdout, `${report.artifacts.checked} artifact(s) match their recorded sha256\n`);
            if (cp)
              writeText(
                ctx.stdout,
                `checkpoint (kid ${cp.kid}): length ${cp.length}, head ${cp.head}${cp.root ? `, root ${cp.root}` : ''}` +
                  `${o.witness ? ` — the newest of ${witnessed.length} the witness holds, all checked` : ''}\n`,
              );
            if (running) writeText(ctx.stdout, "the run's lock is held: it may still be running\n");
          }
          return report.ok ? EXIT.OK : EXIT.REJECTED;
        },
      ),
    );

  common(
    trace
      .command('replay')
      .description('re-run the recorded gates on the stored artifacts; list every differing verdict'),
  )
    .option(
      '--policy-repo <repo>',
      "the policy repository (path or URL) holding the run's pinned commit: command gates and criteria come only from it",
    )
    .option('--protected-ref <ref>', 'the ref the pinned commit must be reachable from')
    .option('--workdir <dir>', 'where command gates run (default: the current directory)')
    .action(
      bind(async (ctx, flags: Common & { workdir?: string; policyRepo?: string; protectedRef?: string }) => {
        const o = withTraceDir(ctx, flags);
        // Never silently ignored (SPEC §8): without --policy-repo no pinned commit is loaded to check it against.
        if (o.protectedRef !== undefined && o.policyRepo === undefined)
          throw usage(
            '--protected-ref goes with --policy-repo, and none is given: it sets the ref the pinned commit must be reachable from',
          );
        // Gates replayed in a folder that is not there would all "fail" (spawn ENOENT): differences that are not.
        if (o.workdir !== undefined) assertFolder(resolvePath(ctx, o.workdir), '--workdir');
        assertExists(runPaths(o.traceDir, o.runId).trace, o.runId);
        const r = await replayTrace(o.traceDir, o.runId, {
          workdir: resolvePath(ctx, o.workdir ?? '.'),
          ...(o.policyRepo !== undefined ? { policyRepo: resolveRepoArg(ctx, o.policyRepo) } : {}),
          env: ctx.env,
          cacheDir: resolveCacheDir(undefined, ctx.env, ctx.cwd),
          runner: createCommandRunner(ctx.env),
          protectedRef: o.protectedRef,
        });
        const ok = r.differences.length === 0 && r.chain.ok;
        if (o.json)
          printJson(ctx.stdout, {
            run_id: o.runId,
            ok,
            replayed: r.replayed,
            source: r.source,
            not_replayed: r.notReplayed,
            differences: r.differences,
            chain: chainJson(r.chain),
          });
        else {
          writeText(
            ctx.stdout,
            `${o.runId}: replayed the gates of ${r.replayed} iteration(s) (${sourceText(r.source)}); ${r.differences.length} difference(s)\n`,
          );
          for (const n of r.notReplayed)
            writeText(ctx.stdout, `not replayed: ${n.check} ${n.gate} (${n.kind}): ${n.reason}\n`);
          if (r.differences.length > 0) {
            writeText(
              ctx.stdout,
              formatTable(
                ['#', 'step', 'check', 'gate', 'recorded', 'replayed', 'detail'],
                r.differences.map((d) => [
                  d.index,
                  d.step,
                  d.check,
                  d.gate ?? '(overall)',
                  d.recorded,
                  d.replayed,
                  d.detail,
                ]),
              ),
            );
          }
          if (!r.chain.ok) writeText(ctx.stdout, `${chainText(r.chain)}\n`);
        }
        return ok ? EXIT.OK : EXIT.REJECTED;
      }),
    );

  common(
    trace
      .command('close')
      .description(
        'end an abandoned run (its process died): append run_end HALT (abandoned), so its chain verifies',
      ),
  )
    .requiredOption('--by <id>', 'who closes it (recorded)')
    .requiredOption('--reason <text>', 'why (recorded)')
    .action(
      bind(async (ctx, flags: Common & { by: string; reason: string }) => {
        const o = withTraceDir(ctx, flags);
        const body = parseByAndReason(o);
        assertExists(runPaths(o.traceDir, o.runId).trace, o.runId);
        const closed = await closeAbandonedRun(o.traceDir, o.runId, body);
        if (o.json)
          printJson(ctx.stdout, { run_id: o.runId, decision: 'HALT', reason: 'abandoned', ...closed });
        else
          writeText(
            ctx.stdout,
            `run ${o.runId} closed: HALT (abandoned) at trace record ${closed.index}${closed.writer.state === 'gone' ? `; ${closed.writer.why}` : ''}\n`,
          );
        return EXIT.OK;
      }),
    );

  registerWitnessCommands(trace, bind);

  common(trace.command('checkpoint').description('sign {run_id, length, head, root} of a whole chain (JWS)'))
    .requiredOption('--key <file>', 'private JWK (EdDSA/Ed25519 or ES256/P-256) with a kid')
    .option('--out <file>', 'also write the checkpoint to this file')
    .action(
      bind(async (ctx, flags: Common & { key: string; out?: string }) => {
        const o = withTraceDir(ctx, flags);
        assertExists(runPaths(o.traceDir, o.runId).trace, o.runId);
        const report = await verifyTraceFile(o.traceDir, o.runId, { allowOpen: true, merkle: true });
        if (!report.ok) {
          if (o.json) printJson(ctx.stdout, { run_id: o.runId, checkpoint: null, chain: chainJson(report) });
          else writeText(ctx.stdout, `${o.runId}: ${chainText(report)}; no checkpoint signed\n`);
          return EXIT.REJECTED;
        }
        const statement = { run_id: o.runId, length: report.length, head: report.head, root: report.root };
        const jws = await signCheckpoint(statement, inputFile(ctx, o.key, '--key'));
        if (o.out) writeCheckpointFile(resolvePath(ctx, o.out), jws);
        if (o.json) printJson(ctx.stdout, { ...statement, checkpoint: jws });
        else writeText(ctx.stdout, `${jws}\n`);
        return EXIT.OK;
      }),
    );
}

/** Every checkpoint the witness holds for the run, checked under `trustFile`, shortest first; never none. */
async function readWitnessed(repo: string, name: string, runId: string, trustFile: string) {
  const entries = await readWitnessCheckpoints(repo, runId);
  if (entries.length === 0)
    throw new LoopgovError('ERR_TRACE', `the witness ${name} holds no checkpoint of run ${runId}`);
  return checkWitnessedRun(runId, entries, { keys: loadTrustKeys(trustFile), source: trustFile }, name);
}

function assertExists(file: string, runId: string): void {
  if (!existsSync(file))
    throw new LoopgovError('ERR_TRACE', `no trace for run ${runId}: ${file} does not exist`);
}

/** The options with `--trace-dir` made absolute against the invocation's cwd. */
/** The header of `trace show --json` without the run id its output already gives. */
function withoutRunId<H extends { run_id: unknown }>(h: H): Omit<H, 'run_id'> {
  const { run_id: _same, ...rest } = h;
  return rest;
}

function withTraceDir<O extends { traceDir: string }>(ctx: CliContext, o: O): O {
  return { ...o, traceDir: resolvePath(ctx, o.traceDir) };
}

function badRow(index: number, reason: string, message: string): LoopRow {
  return noteRow(index, '', 'BAD LINE', reason, message);
}

function headerText(start: TraceRecord | null, runId: string): string {
  if (!start) return `run ${runId}: no run_start record\n`;
  const h = headerOf(start);
  const commit = h.policy_commit ? `commit ${String(h.policy_commit)}` : 'unpinned';
  return (
    `run ${h.run_id}  project ${String(h.project)}  level ${String(h.level)}  profile ${String(h.profile)}  governance ${String(h.governance)}\n` +
    `policy ${String(h.policy_source)} ${String(h.policy_repo ?? '')} ${commit}  digest ${String(h.policy_digest ?? '-')}  verified ${String(h.verified)}\n` +
    (h.policy_warning ? `warning: ${printableLine(h.policy_warning)}\n` : '') +
    `started ${h.at}\n`
  );
}

function sourceText(s: Awaited<ReturnType<typeof replayTrace>>['source']): string {
  return s.kind === 'pinned'
    ? `gates from commit ${s.commit.slice(0, 12)} of ${s.repo}, digest ${s.digest.slice(0, 12)} as recorded`
    : 'pure gates from the trace; no --policy-repo';
}

/** One line on the chain: whole, or the first bad record and why. */
function chainText(r: ChainReport): string {
  if (r.ok) {
    const end = r.ended ? 'ended' : 'no run_end yet';
    const rec = r.recoveries > 0 ? `, ${r.recoveries} recovery record(s)` : '';
    return `chain whole: ${r.length} record(s), head ${r.head}, ${end}${rec}`;
  }
  const f = r.finding!;
  return `chain broken at record ${f.index} (${f.reason}): ${f.message}`;
}
