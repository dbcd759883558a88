/**
 * What `--help` shows after the options of every command: an example to copy, and what its exit codes
 * mean (SPEC §8: 0 ok, 1 rejected, 2 usage error, 3 HALT, 4 ESCALATE — here in that command's words).
 */
import type { Command } from 'commander';

interface Help {
  examples: string[];
  /** The exit codes this command uses, in its own words (2 is always a usage error). */
  exit: Partial<Record<0 | 1 | 3 | 4 | 130, string>>;
  /** What else this command counts as a usage error (exit 2), beside a bad flag or value. */
  usage?: string;
}

const GROUP = { 0: 'the subcommand succeeded', 1: 'it refused or found a problem' };

/** Keyed by the command path as typed after `loopgov` (`''` is `loopgov` itself). */
const HELP: Record<string, Help> = {
  '': {
    examples: ['loopgov init policies-repo', 'loopgov policy validate --dir policies', 'loopgov run --help'],
    exit: {
      0: 'ok / pass / DONE',
      1: 'rejected (invalid, blocked, chain broken)',
      3: 'HALT',
      4: 'ESCALATE',
      130: 'interrupted (Ctrl-C) — loopgov run and serve end their runs as HALT instead, recorded',
    },
  },
  policy: { examples: ['loopgov policy validate --dir policies'], exit: GROUP },
  'policy validate': {
    examples: ['loopgov policy validate --dir policies', 'loopgov policy validate --dir policies --json'],
    exit: {
      0: 'every governed file is valid and within the org ceiling',
      1: 'a file is missing or invalid, or the policy exceeds the ceiling',
    },
  },
  'policy resolve': {
    examples: ['loopgov policy resolve --dir policies --project okr --level L3 --profile prod'],
    exit: { 0: 'printed (warnings, if any, on stderr)', 1: 'the policy set is missing or invalid' },
  },
  'policy diff': {
    examples: ['loopgov policy diff --repo . --base origin/main --head HEAD'],
    exit: { 0: 'classified (neutral, tighten, loosen or ceiling)', 1: 'a revision is missing or invalid' },
  },
  digest: {
    examples: ['loopgov digest --repo . --rev HEAD'],
    // The digest is of the governed bytes (SPEC §2.5), valid policies or not: approvals bind it, and
    // `policy validate` / the gate judge the contents.
    exit: {
      0: 'printed: the digest of the bytes under policies/, valid policies or not (policy validate checks them)',
      1: 'the revision is missing, or policies/ holds more than regular files (a symlink, a submodule)',
    },
  },
  keys: {
    examples: [
      'loopgov keys generate --id alice --github alice-gh --email alice@example.com --out ~/.loopgov/keys',
    ],
    exit: GROUP,
  },
  'keys generate': {
    examples: [
      'loopgov keys generate --id alice --github alice-gh --email alice@example.com --out ~/.loopgov/keys',
    ],
    exit: {
      0: 'key written, registry entry printed',
      1: 'the key could not be written (it exists?)',
      130: 'interrupted (Ctrl-C at a prompt): nothing is written',
    },
    usage: 'or the input ended at a prompt: nothing is written',
  },
  approve: {
    examples: [
      'loopgov approve --repo . --base origin/main --head HEAD --repo-id acme/agent-policies \\\n    --key ~/.loopgov/keys/alice-2026.private.jwk.json --write',
    ],
    exit: { 0: 'signed', 1: 'cannot sign (a revision, the key or the registry is wrong)' },
  },
  approval: {
    examples: [
      'loopgov approval verify --token t.jwt --repo . --base origin/main --head HEAD --repo-id acme/p',
    ],
    exit: GROUP,
  },
  'approval verify': {
    examples: [
      'loopgov approval verify --token t.jwt --repo . --base origin/main --head HEAD --repo-id acme/p',
    ],
    exit: {
      0: 'the token is valid (it says so when the gate counts it for nothing: base = head, a proposer-bot)',
      1: 'it is not (every reason printed)',
    },
  },
  gate: {
    examples: [
      'loopgov gate --repo . --base origin/main --head HEAD --repo-id acme/agent-policies --author dave-gh',
    ],
    exit: { 0: 'pass: the pull request may merge', 1: 'block (every reason printed)' },
  },
  run: {
    examples: [
      'node agent.mjs | loopgov run --run-id r1 --project demo --level L2 --profile prod --trace-dir traces \\\n    --policy-repo https://github.com/acme/agent-policies --policy-commit <40-hex sha> --trust /etc/loopgov/trust.yaml',
      'loopgov run --run-id r1 --project demo --level L2 --profile dev --trace-dir traces --policy-dir policies < steps.jsonl',
    ],
    exit: {
      0: 'DONE',
      1: 'the run to continue (--continue) has no trace',
      3: 'HALT (budget, stall, a refused policy, stdin closed, a signal; the reason is in the last line)',
      4: 'ESCALATE (a person must answer: loopgov inbox, loopgov resume; or a continuation was refused)',
    },
  },
  halt: {
    examples: ['loopgov halt --trace-dir traces --run-id r1 --by alice --reason "wrong repository"'],
    exit: {
      0: "requested: the run's next step is HALT (human)",
      1: 'the run has already ended, or has no trace',
    },
  },
  trace: { examples: ['loopgov trace verify --trace-dir traces --run-id r1'], exit: GROUP },
  'trace show': {
    examples: ['loopgov trace show --trace-dir traces --run-id r1'],
    exit: { 0: 'shown, the chain is whole', 1: 'the chain is broken (the first bad record is named)' },
  },
  'trace verify': {
    examples: [
      'loopgov trace verify --trace-dir traces --run-id r1',
      'loopgov trace verify --trace-dir traces --run-id r1 --checkpoint r1.jws --trust trust.yaml',
    ],
    exit: { 0: 'the chain (and every artifact) is whole', 1: 'it is not: the first bad record and why' },
  },
  'trace replay': {
    examples: [
      'loopgov trace replay --trace-dir traces --run-id r1 --policy-repo https://github.com/acme/agent-policies',
    ],
    exit: { 0: 'every verdict replayed the same', 1: 'a verdict differs, or the chain is broken' },
  },
  'trace prove': {
    examples: [
      'loopgov trace prove --trace-dir traces --run-id r1 --index 42 --checkpoint r1.jws --trust trust.yaml',
    ],
    exit: { 0: 'the record is proven', 1: 'the proof does not hold' },
  },
  'trace anchor': {
    examples: ['loopgov trace anchor --trace-dir traces --repo ../witness --trust policies/approvers.yaml'],
    exit: {
      0: 'every checkpoint anchored or already held',
      1: 'a checkpoint was refused (its run anchored nothing), or the push failed',
    },
  },
  'trace close': {
    examples: ['loopgov trace close --trace-dir traces --run-id r1 --by alice --reason "runner pod evicted"'],
    exit: {
      0: 'closed: run_end HALT (abandoned) appended',
      1: 'a live writer holds the run, it has ended, or its chain is broken',
    },
  },
  'trace checkpoint': {
    examples: [
      'loopgov trace checkpoint --trace-dir traces --run-id r1 --key runner.private.jwk.json --out r1.jws',
    ],
    exit: { 0: 'signed', 1: 'the chain is broken: nothing signed' },
  },
  resume: {
    examples: [
      'loopgov resume --trace-dir traces --run-id r1 --key alice.private.jwk.json --grant max_steps=10',
    ],
    exit: { 0: 'the answer is appended', 1: 'the run is not escalated, or the key cannot sign' },
  },
  inbox: { examples: ['loopgov inbox list --trace-dir traces'], exit: GROUP },
  'inbox list': {
    examples: ['loopgov inbox list --trace-dir traces'],
    exit: { 0: 'listed (possibly none)', 1: 'the trace dir cannot be read' },
  },
  'inbox show': {
    examples: ['loopgov inbox show --trace-dir traces --run-id r1'],
    exit: { 0: 'shown, its chain is whole', 1: 'the run is not escalated, or its chain is broken' },
  },
  serve: {
    examples: [
      'loopgov serve --trace-dir traces --policy-repo https://github.com/acme/agent-policies --policy-commit <sha>',
    ],
    exit: {
      0: 'stopped by SIGINT/SIGTERM (open runs ended as HALT, recorded)',
      1: 'it could not start (the port in use, an address not of this machine)',
    },
  },
  propose: {
    examples: [
      'loopgov propose --traces traces --repo . --base main',
      'loopgov propose --traces traces --repo . --base main --write',
    ],
    exit: { 0: 'proposed (or nothing to propose)', 1: 'it could not read the traces or the repository' },
  },
  help: {
    examples: ['loopgov help trace verify'],
    exit: { 0: 'shown' },
    usage: 'or a command it does not know (named on stderr)',
  },
  init: {
    examples: ['loopgov init agent-policies --git --repo-id acme/agent-policies'],
    exit: { 0: 'written' },
    usage: 'a file exists, or the folder cannot be written: nothing is written',
  },
};

/**
 * `loopgov help <command> [<subcommand>…]`: the help of the command the whole path names, as
 * `loopgov <command> <subcommand> --help` shows it. Commander's own help command reads one name, so
 * `help trace verify` showed the help of `trace`. A name it does not know is refused before parsing
 * (`unknownHelpTopic` in program.ts: exit 2, naming it).
 *
 * @example
 * addHelpCommand(program); // after every command is registered
 */
export function addHelpCommand(program: Command): void {
  program.helpCommand(false);
  program
    .command('help')
    .argument('[command...]', 'the command, and its subcommand')
    .description('display help for command')
    .action((names: string[]) => {
      let cmd = program;
      for (const name of names)
        cmd = cmd.commands.find((c) => c.name() === name || c.aliases().includes(name))!;
      cmd.help();
    });
}

/**
 * Adds the example and the exit codes to the help of every command of `program` (commands without an
 * entry get the general exit codes and their usage line as the example).
 *
 * @example
 * addHelpTexts(program); // after every command is registered
 */
export function addHelpTexts(program: Command): void {
  const visit = (cmd: Command, path: string[]) => {
    const key = path.join(' ');
    cmd.addHelpText('after', helpText(key, HELP[key] ?? HELP['']!));
    for (const sub of cmd.commands) visit(sub, [...path, sub.name()]);
  };
  visit(program, []);
}

function helpText(key: string, h: Help): string {
  const examples = h.examples.map((e) => `  $ ${e}`).join('\n');
  // Aligned: `130` is wider than the codes of SPEC §8.
  const width = h.exit[130] !== undefined ? 3 : 1;
  const codes = ([0, 1, 3, 4, 130] as const)
    .filter((c) => h.exit[c] !== undefined)
    .map((c) => `  ${String(c).padEnd(width)}  ${h.exit[c]}`);
  const usage = h.usage ? `; ${h.usage}` : '; nothing is done';
  codes.splice(
    h.exit[1] !== undefined ? 2 : 1,
    0,
    `  ${'2'.padEnd(width)}  usage error (a bad flag or value${usage})`,
  );
  return `\nExample${h.examples.length > 1 ? 's' : ''}${key ? '' : ' (loopgov <command> --help for more)'}:\n${examples}\n\nExit codes:\n${codes.join('\n')}\n`;
}
