/** `loopgov trace prove | anchor` (docs/decisions/065, 066): inclusion proofs and a checkpoint witness. */
import { execFileSync } from 'node:child_process';
import type { Command } from 'commander';
import { GIT_ARGS, gitEnv } from '../io/git/invocation.js';
import { anchorCheckpoints } from '../io/git/witness.js';
import {
  listCheckpointFiles,
  loadTrustKeys,
  readCheckpointFile,
  verifyCheckpoint,
} from '../io/trace/checkpoint.js';
import { checkProof, proveRecord } from '../io/trace/merkle-index.js';
import { runPaths } from '../io/trace/read.js';
import { type BindCommand, inputFile, resolvePath } from './context.js';
import { EXIT, usage } from './exit.js';
import { printJson, writeText } from './output.js';

export function registerWitnessCommands(trace: Command, bind: BindCommand): void {
  trace
    .command('prove')
    .description('prove one record against a signed checkpoint with an RFC 9162 inclusion proof, O(log n)')
    .requiredOption('--trace-dir <dir>', 'the trace dir')
    .requiredOption('--run-id <id>', 'the run')
    .requiredOption('--index <n>', "the record's 0-based line index")
    .option('--checkpoint <file>', 'a signed checkpoint with a Merkle root: the proof is for its tree')
    .option('--trust <file>', 'keys that may sign checkpoints (JWKS JSON or approver registry YAML)')
    .option('--json', 'machine-readable output')
    .action(
      bind(
        async (
          ctx,
          flags: {
            traceDir: string;
            runId: string;
            index: string;
            checkpoint?: string;
            trust?: string;
            json?: boolean;
          },
        ) => {
          const o = { ...flags, traceDir: resolvePath(ctx, flags.traceDir) };
          if (!/^\d{1,15}$/.test(o.index))
            throw usage(`--index must be a record number (got ${JSON.stringify(o.index)})`);
          if (Boolean(o.checkpoint) !== Boolean(o.trust)) throw usage('--checkpoint and --trust go together');
          runPaths(o.traceDir, o.runId);
          const cp = o.checkpoint
            ? await verifyCheckpoint(
                readCheckpointFile(inputFile(ctx, o.checkpoint, '--checkpoint')),
                inputFile(ctx, o.trust!, '--trust'),
                o.runId,
              )
            : null;
          if (cp && !cp.root)
            throw usage(
              `${o.checkpoint} has no Merkle root (signed before roots existed): nothing to prove against`,
            );
          const proof = await proveRecord(o.traceDir, o.runId, Number(o.index), cp?.length);
          const valid =
            checkProof(proof) && (!cp || (proof.root === cp.root && proof.tree_size === cp.length));
          const { record, built, ...rest } = proof;
          if (o.json) printJson(ctx.stdout, { ...rest, record, checkpoint: cp, valid });
          else {
            writeText(
              ctx.stdout,
              `record ${proof.index} (hash ${proof.record_hash}) in the tree of ${proof.tree_size} record(s)\n` +
                `root ${proof.root}${cp ? ` — ${proof.root === cp.root ? 'matches' : 'does NOT match'} the checkpoint signed by ${cp.kid}` : ' (no checkpoint given)'}\n` +
                `path (${proof.path.length} hashes):\n${proof.path.map((h) => `  ${h}`).join('\n')}\n` +
                `${valid ? 'proof verifies' : 'proof does NOT verify'}${built ? ' (Merkle index built in one pass over the trace)' : ''}\n`,
            );
          }
          return valid ? EXIT.OK : EXIT.REJECTED;
        },
      ),
    );

  trace
    .command('anchor')
    .description(
      "commit the runners' checkpoints to refs/loopgov/checkpoints of a git repository and push it",
    )
    .requiredOption('--trace-dir <dir>', 'the trace dir')
    .requiredOption('--repo <dir>', 'a git repository (the witness, or a clone of it)')
    .option('--run-id <id>', 'only this run (default: every run in the trace dir)')
    .option('--remote <name|url>', "where to push the ref (default: the repository's origin, if it has one)")
    .option('--no-push', 'commit to the ref but do not push')
    .option(
      '--trust <file>',
      'keys that may sign checkpoints (JWKS JSON or approver registry YAML): each signature must verify',
    )
    .option('--json', 'machine-readable output')
    .action(
      bind(
        async (
          ctx,
          flags: {
            traceDir: string;
            repo: string;
            runId?: string;
            remote?: string;
            push: boolean;
            trust?: string;
            json?: boolean;
          },
        ) => {
          const o = {
            ...flags,
            traceDir: resolvePath(ctx, flags.traceDir),
            repo: resolvePath(ctx, flags.repo),
          };
          if (o.runId) runPaths(o.traceDir, o.runId);
          const files = listCheckpointFiles(o.traceDir, o.runId);
          const remote = o.push ? (o.remote ?? (await originOf(o.repo))) : null;
          const trustFile = o.trust === undefined ? undefined : inputFile(ctx, o.trust, '--trust');
          const trust = trustFile ? { keys: loadTrustKeys(trustFile), source: trustFile } : undefined;
          const r = await anchorCheckpoints(o.repo, files, remote, { trust });
          if (o.json) printJson(ctx.stdout, r);
          else {
            writeText(
              ctx.stdout,
              `${r.added.length} checkpoint(s) anchored, ${r.kept.length} already in the witness` +
                `${r.refused.length > 0 ? `, ${r.refused.length} refused` : ''}` +
                `${r.commit ? ` (refs/loopgov/checkpoints at ${r.commit})` : ''}${r.pushed ? `, pushed to ${r.pushed}` : ', not pushed'}\n`,
            );
          }
          if (!trust && r.added.length > 0)
            writeText(
              ctx.stderr,
              'loopgov: signatures not checked (no --trust): only form, names and lengths\n',
            );
          for (const f of r.refused)
            writeText(ctx.stderr, `loopgov: ERR_WITNESS: refused ${f.path} (${f.file}): ${f.reason}\n`);
          return r.refused.length > 0 ? EXIT.REJECTED : EXIT.OK;
        },
      ),
    );
}

async function originOf(repo: string): Promise<string | null> {
  try {
    return execFileSync('git', [...GIT_ARGS, 'remote', 'get-url', 'origin'], {
      cwd: repo,
      env: gitEnv(process.env),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim()
      ? 'origin'
      : null;
  } catch {
    return null;
  }
}
