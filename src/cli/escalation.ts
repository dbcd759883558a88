/** `loopgov resume` and `loopgov inbox list|show` (SPEC §4.4): a person's answer to an escalated run. */
import type { Command } from 'commander';
import { parseTtl } from '../core/approval/sign.js';
import { MAX_RESUME_LIFETIME_SEC } from '../core/approval/resume.js';
import { parseResumeAnswer } from '../core/approval/resume-answer.js';
import { parseGrant } from '../core/policy/grant.js';
import { limitsToGrant } from '../core/run/escalation.js';
import {
  haltEscalatedRun,
  signAndAppendResume,
  signResume,
  UNSIGNED_HALT_NOTE,
} from '../io/run/resume-signer.js';
import { type InboxEntry, scanInbox, showEscalatedRun } from '../io/trace/inbox.js';
import { type BindCommand, type CliContext, inputFile, resolvePath } from './context.js';
import { EXIT } from './exit.js';
import { addPinOptions, type PinFlags, policySpecFromFlags, trustSource } from './pin-flags.js';
import { chainJson, formatTable, printJson, writeText } from './output.js';
import { answerText } from './trace-view.js';

interface ResumeFlags extends PinFlags {
  traceDir: string;
  runId: string;
  key: string;
  grant?: string;
  decision: string;
  reason?: string;
  as?: string;
  ttl: string;
  print?: boolean;
  json?: boolean;
}

export function registerEscalationCommands(program: Command, bind: BindCommand): void {
  const resumeCmd = program
    .command('resume')
    .description('answer an escalated run: sign a resume (or halt) token and append it to its trace')
    .requiredOption('--trace-dir <dir>', 'the trace dir (holds <run-id>/trace.jsonl)')
    .requiredOption('--run-id <id>', 'the escalated run')
    .requiredOption('--key <file>', 'your private JWK (loopgov keys generate)')
    .option(
      '--grant <list>',
      'budget increases, e.g. max_steps=10,max_cost_usd=0.5 (never above the ceiling)',
    )
    .option('--decision <resume|halt>', 'resume (default), or halt to end the run', 'resume')
    .option('--reason <text>', 'why (recorded in the token)')
    .option(
      '--as <id>',
      "your approver id (default: the key file's sub, else its owner in --trust or the pinned/--policy-dir registry)",
    )
    .option('--ttl <duration>', 'how long the token is valid (max 24h)', '1h')
    .option(
      '--print',
      'print the signed token and append nothing (to paste into the Loop panel, or POST /api/v1/runs/{id}/resume)',
    )
    .option('--json', 'machine-readable output');
  // The registry that names the key's owner when the key file has no `sub`: the one the person passes,
  // never the one the trace names (a forged trace could name any repository).
  addPinOptions(resumeCmd).action(
    bind(async (ctx, o: ResumeFlags) => {
      // The library's own check (signResume), with the flags' names: one rule for both fronts.
      const answer = parseResumeAnswer(
        {
          decision: o.decision,
          ...(o.grant !== undefined ? { grant: o.grant } : {}),
          ...(o.reason !== undefined ? { reason: o.reason } : {}),
          ttlSec: parseTtl(o.ttl, '--ttl', { sec: MAX_RESUME_LIFETIME_SEC, words: '24 h' }),
        },
        (k) => (k === 'ttlSec' ? '--ttl' : `--${k}`),
      );
      const opts = {
        traceDir: resolvePath(ctx, o.traceDir),
        runId: o.runId,
        decision: answer.decision,
        ...(o.grant !== undefined ? { grant: parseGrant(o.grant) } : {}),
        ...(answer.reason !== undefined ? { reason: answer.reason } : {}),
        ...(o.as ? { as: o.as } : {}),
        ...registryFlags(ctx, o),
        ttlSec: answer.ttlSec,
        // Last: every other flag is refused first, before any key is read.
        keyFile: inputFile(ctx, o.key, '--key'),
      } as const;
      if (o.print) {
        const t = await signResume(opts);
        warn(ctx, t.warnings);
        if (o.json)
          printJson(ctx.stdout, { run_id: o.runId, approver: t.approver, head: t.head, token: t.token });
        else writeText(ctx.stdout, `${t.token}\n`);
        return EXIT.OK;
      }
      if (o.decision === 'halt') {
        const h = await haltEscalatedRun(opts);
        warn(ctx, h.warnings);
        if (o.json) printJson(ctx.stdout, { run_id: o.runId, approver: h.approver, halt_request: h.record });
        else
          writeText(
            ctx.stdout,
            `halt requested for run ${o.runId} by ${h.approver} (trace record ${h.record.index}): ${UNSIGNED_HALT_NOTE}\n`,
          );
        return EXIT.OK;
      }
      const r = await signAndAppendResume(opts);
      warn(ctx, r.warnings);
      if (o.json) {
        printJson(ctx.stdout, {
          run_id: o.runId,
          approver: r.approver,
          resume: r.resume,
          token: r.token,
          halt_pending: r.haltPending,
        });
      } else {
        const grant = r.resume.grant ? `, grant ${JSON.stringify(r.resume.grant)}` : '';
        const cont = `loopgov run --continue --run-id ${o.runId} --trace-dir ${o.traceDir} (with the run's pinning flags)`;
        // A pending halt is acted on first: "verifies it when the run goes on" would promise what cannot be.
        const next = r.haltPending
          ? `a halt request is pending and wins: ${cont} ends the run as HALT (human), and this answer is never acted on`
          : `the runtime verifies it when the run goes on: ${cont}`;
        writeText(
          ctx.stdout,
          `resume by ${r.approver} appended to run ${o.runId} (record ${r.resume.index}${grant}); ${next}\n`,
        );
      }
      return EXIT.OK;
    }),
  );

  const inbox = program.command('inbox').description('escalated runs waiting for a person');
  inbox
    .command('list')
    .description('escalated runs of a trace dir, newest first, with age and reason')
    .requiredOption('--trace-dir <dir>', 'the trace dir')
    .option('--json', 'machine-readable output')
    .action(
      bind(async (ctx, o: { traceDir: string; json?: boolean }) => {
        const { escalated: entries, skipped } = await scanInbox(resolvePath(ctx, o.traceDir));
        if (o.json) printJson(ctx.stdout, { trace_dir: o.traceDir, escalated: entries, skipped });
        else if (entries.length === 0) writeText(ctx.stdout, 'no escalated runs\n');
        else {
          writeText(
            ctx.stdout,
            formatTable(
              ['run', 'project', 'level', 'step', 'reason', 'age', 'answers', 'needs'],
              entries.map((e) => [
                e.run_id,
                e.project,
                e.level,
                e.step,
                e.reason,
                formatAge(e.age_sec),
                answers(e),
                e.needs,
              ]),
            ),
          );
        }
        // Traces the inbox could not read: said, so a person sees them (`trace verify` says more).
        if (!o.json) for (const k of skipped) writeText(ctx.stdout, `skipped: ${k.path}: ${k.why}\n`);
        return EXIT.OK;
      }),
    );
  inbox
    .command('show')
    .description('one escalated run: the reason, the evidence, the budget left, what a resume could grant')
    .requiredOption('--trace-dir <dir>', 'the trace dir')
    .requiredOption('--run-id <id>', 'the run')
    .option('--json', 'machine-readable output')
    .action(
      bind(async (ctx, o: { traceDir: string; runId: string; json?: boolean }) => {
        const d = await showEscalatedRun(resolvePath(ctx, o.traceDir), o.runId);
        if (!d) {
          if (o.json) printJson(ctx.stdout, { run_id: o.runId, escalated: false });
          else writeText(ctx.stdout, `run ${o.runId} is not escalated\n`);
          return EXIT.REJECTED;
        }
        if (o.json) printJson(ctx.stdout, { ...d, chain: chainJson(d.chain), escalated: true });
        else writeText(ctx.stdout, showText(d));
        return d.chain.ok ? EXIT.OK : EXIT.REJECTED;
      }),
    );
}

/** `--trust` and the pinning flags, when given: where the signer's id is looked up (never the trace). */
function registryFlags(ctx: CliContext, o: ResumeFlags) {
  const policy = policySpecFromFlags(ctx, o, false, true);
  const trust = trustSource(ctx, o);
  const trustFile = trust && inputFile(ctx, trust.path, trust.name);
  return {
    ...(policy ? { policy } : {}),
    ...(trustFile !== undefined ? { trustFile } : {}),
  };
}

function answers(e: InboxEntry): string {
  const parts = [];
  if (e.resumes_pending > 0) parts.push(`${e.resumes_pending} resume(s) waiting for the runtime`);
  if (e.halt_requested) parts.push('halt requested');
  if (e.torn_tail) parts.push('torn last line (recovered by the next writer)');
  return parts.join('; ');
}

/** `42s`, `5m`, `3h 12m`, `2d 4h`. */
export function formatAge(sec: number): string {
  if (sec < 60) return `${sec}s`;
  if (sec < 3600) return `${Math.floor(sec / 60)}m`;
  if (sec < 86400) return `${Math.floor(sec / 3600)}h ${Math.floor((sec % 3600) / 60)}m`;
  return `${Math.floor(sec / 86400)}d ${Math.floor((sec % 86400) / 3600)}h`;
}

function showText(d: Awaited<ReturnType<typeof showEscalatedRun>> & object): string {
  const ev = (d.evidence ?? {}) as Record<string, unknown>;
  const lines = [
    `run ${d.run_id}  project ${d.project ?? '-'}  level ${d.level ?? '-'}  profile ${d.profile ?? '-'}`,
    `escalated ${d.escalated_at} (${formatAge(d.age_sec)} ago) at step ${d.step ?? '-'}: ${d.reason}`,
    `  ${d.detail ?? ''}`,
    `evidence: ${JSON.stringify(ev)}`,
    // A broken chain's figures are the trace's word only: said as such, never as the run's usage.
    `budget used: ${JSON.stringify(d.budget)}${d.chain.ok ? '' : ' (NOT PROVEN: the chain is broken, see below)'}`,
    `remaining: ${JSON.stringify(d.remaining)}${d.chain.ok ? '' : ' (NOT PROVEN)'}`,
    `a resume could grant (within the ceiling): ${d.grantable ? JSON.stringify(d.grantable) : 'nothing (no ceiling known)'}`,
    `who may answer: an approver with role ${d.approver_role} (never a proposer-bot)`,
    `what would let it continue: ${d.needs ?? '-'}`,
    `head a resume must bind: ${d.head}`,
    ...d.resumes.map(
      (r) =>
        `answer at record ${r.index}: ${r.disagreeing.includes('token') ? 'an answer' : String(r.decision)} ${answerText(r)}`,
    ),
    d.halt_requested ? 'a halt was requested: the run ends as HALT (human) when it is next continued' : '',
    `chain: ${d.chain.ok ? `whole, ${d.chain.length} record(s)${d.torn_tail ? '; then a torn last line (a write cut short; the next writer recovers it)' : ''}${editedAnswers(d)}` : `broken at record ${d.chain.finding?.index} (${d.chain.finding?.reason}): ${d.chain.finding?.message}`}`,
    `answer: loopgov resume --trace-dir … --run-id ${d.run_id} --key KEY [--grant ${grantHint(d)}] [--decision halt] [--print]`,
  ];
  return `${lines.filter((l) => l !== '').join('\n')}\n`;
}

/** `max_tokens=N` for an escalation on tokens: the limits it is about, else more steps as the example. */
function grantHint(d: { reason: unknown; budget: unknown; limits: unknown }): string {
  const fields = limitsToGrant(d);
  return (fields.length > 0 ? fields : ['max_steps']).map((f) => `${f}=N`).join(',');
}

/** A whole chain can still hold an edited answer (re-hashed): said beside "whole", not left to be missed. */
function editedAnswers(d: { resumes: { index: number; disagreeing: string[] }[] }): string {
  const edited = d.resumes.filter((r) => r.disagreeing.length > 0).map((r) => r.index);
  return edited.length > 0
    ? `, but the answer record(s) ${edited.join(', ')} disagree with their token: edited and re-hashed`
    : '';
}

/** Each warning on a line of its own: two joined into one sentence read as one. */
function warn(ctx: CliContext, warnings: readonly string[]): void {
  for (const w of warnings) writeText(ctx.stderr, `loopgov: warning: ${w}\n`);
}
