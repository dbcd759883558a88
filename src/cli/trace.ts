/** `loopgov trace show | verify | replay | close | checkpoint` (SPEC §5). */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import { LoopgovError } from '../core/errors.js';
import { checkLine } from '../core/trace/chain.js';
import type { TraceRecord } from '../core/trace/types.js';
import { type ChainReport, createChainVerifier } from '../core/trace/verify.js';
import { type CheckpointStatement, signCheckpoint, verifyCheckpoint } from '../io/trace/checkpoint.js';
import { forEachLine, runPaths, verifyTraceFile } from '../io/trace/read.js';
import { closeAbandonedRun } from '../io/trace/close.js';
import { replayTrace } from '../io/trace/replay.js';
import { EXIT, usage } from './exit.js';
import { parseByAndReason } from './halt.js';
import { formatTable, printJson } from './output.js';
import type { Run } from './exit.js';
import { footerOf, headerOf, type LoopRow, rowOf } from './trace-view.js';

interface Common {
  traceDir: string;
  runId: string;
  json?: boolean;
}

export function registerTraceCommands(program: Command, run: Run): void {
  const trace = program.command('trace').description("read and check a run's hash-linked trace");
  const common = (c: Command) =>
    c
      .requiredOption('--trace-dir <dir>', 'the trace dir (holds <run-id>/trace.jsonl)')
      .requiredOption('--run-id <id>', 'the run')
      .option('--json', 'machine-readable output');

  common(
    trace.command('show').description('the loop view: one row per iteration, with the chain status'),
  ).action(
    run(async (o: Common) => {
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
        else if (c.record.type === 'run_end') end ??= c.record;
        else rows.push(rowOf(c.record)!);
        index++;
      });
      const chain = v.end({ terminated });
      if (o.json) {
        printJson({ run_id: o.runId, header: start ? headerOf(start) : null, rows, run_end: end, chain });
      } else {
        process.stdout.write(headerText(start, o.runId));
        process.stdout.write(
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
        process.stdout.write(`${footerOf(end)}\n${chainText(chain)}\n`);
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
    .option('--trust <file>', 'keys that may sign checkpoints: a JWKS JSON or an approver registry YAML')
    .option('--allow-open', 'accept a run without run_end (still in progress)')
    .option('--no-artifacts', 'skip checking every artifact against its recorded sha256')
    .action(
      run(
        async (
          o: Common & { checkpoint?: string; trust?: string; allowOpen?: boolean; artifacts: boolean },
        ) => {
          if (o.checkpoint && !o.trust)
            throw usage('--checkpoint needs --trust: an unsigned checkpoint proves nothing');
          if (o.trust && !o.checkpoint) throw usage('--trust is only used with --checkpoint');
          const { trace: file, lock } = runPaths(o.traceDir, o.runId);
          assertExists(file, o.runId);
          let cp: (CheckpointStatement & { kid: string }) | null = null;
          if (o.checkpoint) cp = await verifyCheckpoint(readText(o.checkpoint), o.trust!, o.runId);
          const report = await verifyTraceFile(o.traceDir, o.runId, {
            allowOpen: o.allowOpen,
            artifacts: o.artifacts,
            ...(cp ? { checkpoint: cp } : {}),
          });
          const running = !report.ended && existsSync(lock);
          if (process.env.LOOPGOV_REPORT_RSS) {
            process.stderr.write(`maxrss_kb=${process.resourceUsage().maxRSS}\n`);
          }
          if (o.json) printJson({ ...report, run_id: o.runId, checkpoint: cp, lock_held: running });
          else {
            process.stdout.write(`${o.runId}: ${chainText(report)}\n`);
            if (report.artifacts && report.ok)
              process.stdout.write(`${report.artifacts.checked} artifact(s) match their recorded sha256\n`);
            if (cp)
              process.stdout.write(`checkpoint (kid ${cp.kid}): length ${cp.length}, head ${cp.head}\n`);
            if (running) process.stdout.write("the run's lock is held: it may still be running\n");
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
      run(async (o: Common & { workdir?: string; policyRepo?: string; protectedRef?: string }) => {
        assertExists(runPaths(o.traceDir, o.runId).trace, o.runId);
        const r = await replayTrace(o.traceDir, o.runId, {
          workdir: o.workdir,
          policyRepo: o.policyRepo,
          protectedRef: o.protectedRef,
        });
        const ok = r.differences.length === 0 && r.chain.ok;
        if (o.json)
          printJson({
            run_id: o.runId,
            ok,
            replayed: r.replayed,
            source: r.source,
            not_replayed: r.notReplayed,
            differences: r.differences,
            chain: r.chain,
          });
        else {
          process.stdout.write(
            `${o.runId}: replayed the gates of ${r.replayed} iteration(s) (${sourceText(r.source)}); ${r.differences.length} difference(s)\n`,
          );
          for (const n of r.notReplayed)
            process.stdout.write(`not replayed: ${n.check} ${n.gate} (${n.kind}): ${n.reason}\n`);
          if (r.differences.length > 0) {
            process.stdout.write(
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
          if (!r.chain.ok) process.stdout.write(`${chainText(r.chain)}\n`);
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
      run(async (o: Common & { by: string; reason: string }) => {
        const body = parseByAndReason(o);
        assertExists(runPaths(o.traceDir, o.runId).trace, o.runId);
        const closed = await closeAbandonedRun(o.traceDir, o.runId, body);
        if (o.json) printJson({ run_id: o.runId, decision: 'HALT', reason: 'abandoned', ...closed });
        else
          process.stdout.write(
            `run ${o.runId} closed: HALT (abandoned) at trace record ${closed.index}${closed.writer.state === 'gone' ? `; ${closed.writer.why}` : ''}\n`,
          );
        return EXIT.OK;
      }),
    );

  common(trace.command('checkpoint').description('sign {run_id, length, head} of a whole chain (JWS)'))
    .requiredOption('--key <file>', 'private JWK (EdDSA/Ed25519 or ES256/P-256) with a kid')
    .option('--out <file>', 'also write the checkpoint to this file')
    .action(
      run(async (o: Common & { key: string; out?: string }) => {
        assertExists(runPaths(o.traceDir, o.runId).trace, o.runId);
        const report = await verifyTraceFile(o.traceDir, o.runId, { allowOpen: true });
        if (!report.ok) {
          process.stdout.write(`${o.runId}: ${chainText(report)}; no checkpoint signed\n`);
          return EXIT.REJECTED;
        }
        const statement = { run_id: o.runId, length: report.length, head: report.head };
        const jws = await signCheckpoint(statement, o.key);
        if (o.out) {
          try {
            writeFileSync(o.out, `${jws}\n`);
          } catch (e) {
            throw new LoopgovError(
              'ERR_TRACE',
              `cannot write ${o.out}: ${(e as NodeJS.ErrnoException).code ?? e}`,
            );
          }
        }
        if (o.json) printJson({ ...statement, checkpoint: jws });
        else process.stdout.write(`${jws}\n`);
        return EXIT.OK;
      }),
    );
}

function assertExists(file: string, runId: string): void {
  if (!existsSync(file))
    throw new LoopgovError('ERR_TRACE', `no trace for run ${runId}: ${file} does not exist`);
}

function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (e) {
    throw new LoopgovError(
      'ERR_TOKEN',
      `cannot read checkpoint ${file}: ${(e as NodeJS.ErrnoException).code ?? e}`,
    );
  }
}

function badRow(index: number, reason: string, message: string): LoopRow {
  const e = {
    step: '',
    attempt: '',
    gate: '',
    steps: '',
    tokens: '',
    cost_usd: '',
    wall_s: '',
    progress: '',
    stall: '',
  };
  return { index, ...e, decision: 'BAD LINE', reason, note: message };
}

function headerText(start: TraceRecord | null, runId: string): string {
  if (!start) return `run ${runId}: no run_start record\n`;
  const h = headerOf(start);
  const commit = h.policy_commit ? `commit ${String(h.policy_commit)}` : 'unpinned';
  return (
    `run ${h.run_id}  project ${String(h.project)}  level ${String(h.level)}  profile ${String(h.profile)}  governance ${String(h.governance)}\n` +
    `policy ${String(h.policy_source)} ${String(h.policy_repo ?? '')} ${commit}  digest ${String(h.policy_digest ?? '-')}  verified ${String(h.verified)}\n` +
    `started ${h.at}\n`
  );
}

function sourceText(s: Awaited<ReturnType<typeof replayTrace>>['source']): string {
  return s.kind === 'pinned'
    ? `gates from commit ${s.commit.slice(0, 12)} of ${s.repo}, digest ${s.digest.slice(0, 12)} as recorded`
    : 'pure gates from the trace; no --policy-repo';
}

/** One line on the chain: whole, or the first bad record and why. */
export function chainText(r: ChainReport): string {
  if (r.ok) {
    const end = r.ended ? 'ended' : 'no run_end yet';
    const rec = r.recoveries > 0 ? `, ${r.recoveries} recovery record(s)` : '';
    return `chain whole: ${r.length} record(s), head ${r.head}, ${end}${rec}`;
  }
  const f = r.finding!;
  return `chain broken at record ${f.index} (${f.reason}): ${f.message}`;
}
