/** `loopgov approve` (sign an approval token) and `loopgov approval verify` (explain one). */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Command } from 'commander';
import { buildKeyIndex } from '../core/approval/keys.js';
import { approvalCountsForNothing, isProposerBot } from '../core/approval/rule-tally.js';
import { parseTtl, signApprovalToken } from '../core/approval/sign.js';
import { summarizeSigning } from '../core/approval/summary.js';
import { type ApprovalDecision, MAX_TOKEN_LIFETIME_SEC } from '../core/approval/types.js';
import { verifyApprovalToken } from '../core/approval/verify.js';
import { describeError, LoopgovError } from '../core/errors.js';
import { parseRepoId } from '../core/approval/repo-id.js';
import { loadGovernedChange } from '../io/git/repo.js';
import { readPrivateKey } from '../io/keys/key-files.js';
import { type BindCommand, type CliContext, inputFile, resolvePath } from './context.js';
import { EXIT, type ExitCode, usage } from './exit.js';
import { printJson, writeText } from './output.js';
import { makeDirOrFail } from '../io/fs/make-dir.js';

interface ApproveOptions {
  repo: string;
  base: string;
  head: string;
  key: string;
  repoId: string;
  decision: string;
  ttl: string;
  as?: string;
  write?: boolean;
}

export function registerApprovalCommands(program: Command, bind: BindCommand): void {
  program
    .command('approve')
    .description('sign an approval (or rejection) of base..head, bound to both governed digests')
    .requiredOption('--repo <dir>', 'the governance repository')
    .requiredOption('--base <rev>', 'base revision (the target branch)')
    .requiredOption('--head <rev>', 'head revision (the pull request)')
    .requiredOption('--key <file>', 'your private JWK file (from `loopgov keys generate`)')
    .requiredOption('--repo-id <owner/name>', 'the repository id (the token audience)')
    .option('--decision <decision>', 'approve or reject', 'approve')
    .option('--ttl <duration>', 'lifetime, at most 7d', '72h')
    .option('--as <id>', 'your approver id (default: from the key file, else the registry at base)')
    .option('--write', 'write approvals/<head-digest>/<kid>.jwt in the work tree, to commit')
    .action(bind(approve));

  program
    .command('approval')
    .description('inspect approval tokens')
    .command('verify')
    .description('explain a token: valid, or every reason it is not')
    .requiredOption('--token <file>', 'the token file (.jwt)')
    .requiredOption('--repo <dir>', 'the governance repository')
    .requiredOption('--base <rev>', 'base revision')
    .requiredOption('--head <rev>', 'head revision')
    .requiredOption('--repo-id <owner/name>', 'the repository id (the token audience)')
    .option('--json', 'machine-readable output')
    .action(
      bind(
        async (
          ctx,
          o: {
            token: string;
            repo: string;
            base: string;
            head: string;
            repoId: string;
            json?: boolean;
          },
        ) => {
          const repoId = parseRepoId(o.repoId, '--repo-id');
          const repo = resolvePath(ctx, o.repo);
          const { base, head } = await loadGovernedChange(repo, o.base, o.head);
          let token: string;
          try {
            token = (await readFile(inputFile(ctx, o.token, '--token'), 'utf8')).trim();
          } catch (e) {
            throw new LoopgovError('ERR_TOKEN_FILE', `cannot read ${o.token}: ${describeError(e)}`);
          }
          const v = await verifyApprovalToken(token, {
            keys: buildKeyIndex(base.set.approvers),
            repoId,
            base: base.digest,
            head: head.digest,
            now: Math.floor(Date.now() / 1000),
          });
          // A valid signature the gate counts for nothing wherever it is committed is said so (exit 0
          // still: the token itself is valid; the gate's report judges the rest).
          const nothing = v.valid ? approvalCountsForNothing(v) : undefined;
          if (o.json)
            printJson(ctx.stdout, {
              ...v,
              ...(v.valid ? { counts: nothing === undefined, ...(nothing ? { why: nothing } : {}) } : {}),
            });
          else if (nothing)
            writeText(
              ctx.stdout,
              `${o.token}: valid signature — ${v.decision} by ${v.approver} (${v.kid}) — but the gate counts it for nothing: ${nothing}\n`,
            );
          else if (v.valid)
            writeText(
              ctx.stdout,
              `${o.token}: valid — ${v.decision} by ${v.approver} (${v.kid}), bound to base and head\n`,
            );
          else {
            writeText(ctx.stdout, `${o.token}: NOT valid (${v.problems.length} reason(s))\n`);
            for (const p of v.problems) writeText(ctx.stdout, `  ${p.code}: ${p.message}\n`);
          }
          return v.valid ? EXIT.OK : EXIT.REJECTED;
        },
      ),
    );
}

async function approve(ctx: CliContext, o: ApproveOptions): Promise<ExitCode> {
  const repoId = parseRepoId(o.repoId, '--repo-id');
  if (o.decision !== 'approve' && o.decision !== 'reject')
    throw usage(`--decision must be approve or reject (got ${JSON.stringify(o.decision)})`);
  const ttlSec = parseTtl(o.ttl, '--ttl', { sec: MAX_TOKEN_LIFETIME_SEC, words: '7 days' });
  const repo = resolvePath(ctx, o.repo);
  const { jwk, note } = await readPrivateKey(inputFile(ctx, o.key, '--key'));
  if (note) writeText(ctx.stderr, `loopgov: warning: ${note}\n`);
  const { base, head } = await loadGovernedChange(repo, o.base, o.head);
  const owner = buildKeyIndex(base.set.approvers).get(jwk.kid!);
  const approver = o.as ?? jwk.sub ?? owner?.approverId;
  if (!approver)
    throw new LoopgovError(
      'ERR_KEY',
      `key ${jwk.kid} is not in the registry at base and no --as was given: who is signing?`,
    );
  if (!owner)
    writeText(
      ctx.stderr,
      `loopgov: warning: key ${jwk.kid} is not in the registry at base: the gate will not count this token\n`,
    );
  else if (owner.approverId !== approver)
    throw new LoopgovError(
      'ERR_KEY',
      `key ${jwk.kid} belongs to ${owner.approverId} in the registry at base, not ${approver}`,
    );
  else if (o.decision === 'approve' && isProposerBot(owner.roles))
    writeText(
      ctx.stderr,
      `loopgov: warning: ${approver} (kid ${jwk.kid}) is a proposer-bot in the registry at base: the gate never counts a proposer-bot's approval\n`,
    );
  const summary = summarizeSigning(o.decision as ApprovalDecision, base, head);
  for (const line of summary.lines) writeText(ctx.stderr, `${line}\n`);
  for (const w of summary.warnings) writeText(ctx.stderr, `loopgov: warning: ${w}\n`);
  const now = Math.floor(Date.now() / 1000);
  writeText(
    ctx.stderr,
    `expires ${new Date((now + ttlSec) * 1000).toISOString()} (--ttl ${o.ttl}: ${ttlSec} s)\n`,
  );
  if (/^\s*\d+\s*$/.test(o.ttl) && ttlSec < 3600)
    writeText(
      ctx.stderr,
      `loopgov: warning: a bare --ttl is seconds: ${ttlSec} s; did you mean ${ttlSec}h or ${ttlSec}d?\n`,
    );
  const token = await signApprovalToken({
    privateJwk: jwk,
    approver,
    repoId,
    base: base.digest,
    head: head.digest,
    decision: o.decision as ApprovalDecision,
    now,
    ttlSec,
  });
  if (o.write) {
    const dir = join(repo, 'approvals', head.digest);
    makeDirOrFail(dir, 'ERR_TOKEN_FILE');
    const file = join(dir, `${jwk.kid}.jwt`);
    await writeFile(file, `${token}\n`).catch((e) => {
      throw new LoopgovError('ERR_TOKEN_FILE', `cannot write ${file}: ${describeError(e)}`);
    });
    writeText(
      ctx.stderr,
      `wrote ${join(o.repo, 'approvals', head.digest, `${jwk.kid}.jwt`)}: commit it to the pull request\n`,
    );
  }
  writeText(ctx.stdout, `${token}\n`);
  return EXIT.OK;
}
