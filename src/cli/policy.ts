/** `loopgov policy validate | resolve | diff` and `loopgov digest`. */
import type { Command } from 'commander';
import { checkPolicyAgainstCeiling } from '../core/policy/ceiling.js';
import { policySetWarnings } from '../core/policy/parse.js';
import { explainChange } from '../core/policy/diff-explain.js';
import { formatPolicyDiffText } from '../core/policy/diff-text.js';
import { BUILT_IN, explainEffectivePolicy } from '../core/policy/resolve-explain.js';
import { LEVELS, type PolicySet } from '../core/policy/types.js';
import {
  digestAt,
  listUncommittedPolicies,
  loadGovernedChange,
  loadGovernedRevision,
} from '../io/git/repo.js';
import { loadPolicyDir } from '../io/policy/dir.js';
import type { LoopgovError } from '../core/errors.js';
import { type BindCommand, resolvePath } from './context.js';
import { EXIT, usage } from './exit.js';
import { parseScope } from '../core/run/options.js';
import { flagName } from './pin-flags.js';
import { formatTable, printJson, writeText } from './output.js';

export function registerPolicyCommands(program: Command, bind: BindCommand): void {
  const policy = program.command('policy').description('validate, resolve and diff loop policies');

  policy
    .command('validate')
    .description('parse and validate every governed file, and check the policy against the org ceiling')
    .option('--dir <dir>', 'the policies folder', 'policies')
    .option('--json', 'machine-readable output')
    .action(
      bind(
        async (ctx, o: { dir: string; json?: boolean }) => {
          const set = await loadPolicyDir(resolvePath(ctx, o.dir));
          for (const w of policySetWarnings(set, o.dir)) writeText(ctx.stderr, `loopgov: warning: ${w}\n`);
          const violations = checkPolicyAgainstCeiling(set.policy, set.ceiling);
          const valid = violations.length === 0;
          if (o.json)
            printJson(ctx.stdout, {
              valid,
              violations: violations.map((v) => ({ code: 'ERR_CEILING_EXCEEDED', ...v })),
            });
          else if (valid) writeText(ctx.stdout, `${o.dir}: valid, within the org ceiling\n`);
          else {
            writeText(ctx.stdout, `${o.dir}: exceeds the org ceiling\n`);
            writeText(
              ctx.stdout,
              formatTable(
                ['project', 'level', 'field', 'value', 'ceiling'],
                violations.map((v) => [v.scope?.project ?? '*', v.scope?.level, v.field, v.value, v.limit]),
              ),
            );
          }
          return valid ? EXIT.OK : EXIT.REJECTED;
        },
        { jsonFailure: (e) => ({ valid: false, violations: unreadableViolations(e) }) },
      ),
    );

  policy
    .command('resolve')
    .description('print the effective policy for a project, level and profile')
    .requiredOption('--project <name>', 'project id (one the policy does not name gets the defaults)')
    .requiredOption('--level <level>', `delegation level (${LEVELS.join(', ')})`)
    .option('--profile <profile>', 'prod or dev', 'prod')
    .option('--dir <dir>', 'read a policies folder')
    .option('--repo <dir>', 'read from a git repository (with --rev)')
    .option('--rev <rev>', 'revision to read with --repo (default: HEAD)')
    .option('--json', 'machine-readable output')
    .action(
      bind(
        async (
          ctx,
          o: {
            project: string;
            level: string;
            profile: string;
            dir?: string;
            repo?: string;
            rev?: string;
            json?: boolean;
          },
        ) => {
          // The library's own check (resolveEffectivePolicy makes it too), in flag names.
          const scope = parseScope({ project: o.project, level: o.level, profile: o.profile }, flagName);
          if (o.dir && o.repo) throw usage('give --dir or --repo, not both');
          // A folder has no revisions: a --rev there would be silently ignored (the work tree read instead).
          if (o.rev !== undefined && !o.repo)
            throw usage(
              `--rev goes with --repo (a git repository): ${o.dir ? `--dir ${o.dir}` : 'the policies folder'} is read as it is on disk`,
            );
          const set: PolicySet = o.repo
            ? (await loadGovernedRevision(resolvePath(ctx, o.repo), o.rev ?? 'HEAD', '--rev')).set
            : await loadPolicyDir(resolvePath(ctx, o.dir ?? 'policies'));
          const { effective, setBy, warnings } = explainEffectivePolicy(set.policy, scope);
          for (const w of warnings) writeText(ctx.stderr, `loopgov: warning: ${w}\n`);
          if (o.json) printJson(ctx.stdout, { ...effective, set_by: setBy, warnings });
          else {
            const row = (field: string, value: unknown) => [field, value, setBy[field] ?? BUILT_IN];
            const rows: unknown[][] = [
              ...Object.entries(effective.budget).map(([k, v]) => row(`budget.${k}`, v)),
              row('on_exceed', effective.on_exceed),
              ...Object.entries(effective.convergence).map(([k, v]) => row(`convergence.${k}`, v)),
              row('max_delegation_level', effective.max_delegation_level),
              row('governance', effective.governance),
              row('escalation.approver_role', effective.escalation.approver_role),
              row('context.max_bytes', effective.context.max_bytes),
              ...effective.context.must_keep.map((m) => row(`context.must_keep ${m.id}`, 'must keep')),
              ...effective.gates.map((g) => row(`gate ${g.id}`, g.kind)),
              ...effective.success_criteria.map((g) => row(`success ${g.id}`, g.kind)),
            ];
            writeText(
              ctx.stdout,
              `effective policy for project=${o.project} level=${scope.level} profile=${scope.profile}\n`,
            );
            writeText(ctx.stdout, formatTable(['field', 'value', 'set by'], rows));
          }
          return EXIT.OK;
        },
      ),
    );

  policy
    .command('diff')
    .description('classify the change between two revisions: neutral, tighten, loosen or ceiling')
    .requiredOption('--repo <dir>', 'the governance repository')
    .requiredOption('--base <rev>', 'base revision')
    .requiredOption('--head <rev>', 'head revision')
    .option('--json', 'machine-readable output')
    .action(
      bind(async (ctx, o: { repo: string; base: string; head: string; json?: boolean }) => {
        const repo = resolvePath(ctx, o.repo);
        const [{ base, head }, uncommitted] = await Promise.all([
          loadGovernedChange(repo, o.base, o.head),
          listUncommittedPolicies(repo),
        ]);
        const diff = explainChange(base.set, head.set);
        const warnings = uncommitted.map(
          (p) =>
            `${p} has uncommitted changes: policy diff compares committed revisions (git objects), not the work tree`,
        );
        for (const w of warnings) writeText(ctx.stderr, `loopgov: warning: ${w}\n`);
        const { projects: _, ...report } = diff;
        if (o.json) printJson(ctx.stdout, { ...report, warnings });
        else writeText(ctx.stdout, formatPolicyDiffText(diff));
        return EXIT.OK;
      }),
    );

  program
    .command('digest')
    .description(
      "print the governed digest of a revision's bytes under policies/ (SPEC §2.5); it does not validate them",
    )
    .requiredOption('--repo <dir>', 'the governance repository')
    .requiredOption('--rev <rev>', 'revision')
    .action(
      bind(async (ctx, o: { repo: string; rev: string }) => {
        writeText(ctx.stdout, `${await digestAt(resolvePath(ctx, o.repo), o.rev)}\n`);
        return EXIT.OK;
      }),
    );
}

/**
 * Files that cannot be read or parsed, as `policy validate --json` lists them beside the ceiling's: one
 * violation per located problem (`code`, `file`, `line`, `column`, `field`, `message`), or the error
 * itself when it locates none (a folder that is not there).
 */
function unreadableViolations(e: LoopgovError): Record<string, unknown>[] {
  const problems = e.problems.length > 0 ? e.problems : [{ message: e.message }];
  return problems.map((p) => ({ code: e.code, ...p }));
}
