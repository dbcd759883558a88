/** `loopgov keys generate`: an approver's key pair, and the registry entry to paste into approvers.yaml. */
import { createInterface, type Interface } from 'node:readline/promises';
import type { Command } from 'commander';
import { stringify } from 'yaml';
import { buildApproverEntry } from '../core/approval/entry.js';
import { ID_PATTERN } from '../core/approval/keys.js';
import type { Role } from '../core/policy/types.js';
import { generateApproverKey, type KeyAlg } from '../io/keys/key-files.js';
import { type BindCommand, type CliContext, resolvePath } from './context.js';
import { EXIT, usage } from './exit.js';
import { writeText } from './output.js';

interface GenerateOptions {
  id: string;
  out: string;
  alg: string;
  kid?: string;
  github?: string;
  email: string[];
  role: string;
}

export function registerKeyCommands(program: Command, bind: BindCommand): void {
  const keys = program.command('keys').description("manage approvers' signing keys");
  keys
    .command('generate')
    .description(
      'generate a signing key: writes the private JWK (mode 0600), prints the public registry entry',
    )
    .requiredOption('--id <id>', 'the approver id (as in approvers.yaml)')
    .requiredOption('--out <dir>', 'folder for the private key file (keep it out of any repository)')
    .option('--alg <alg>', 'EdDSA (Ed25519) or ES256 (P-256)', 'EdDSA')
    .option('--kid <kid>', 'key id (default <id>-<year>)')
    .option('--github <login>', 'your GitHub login (required: separation of duties matches it)')
    .option(
      '--email <email>',
      'an email you commit with (required, repeatable: separation of duties matches them)',
      (v: string, all: string[]) => [...all, v],
      [] as string[],
    )
    .option('--role <role>', 'maintainer or org-admin, for the printed entry', 'maintainer')
    // Its example and exit codes are help.ts's, as every command's.
    .addHelpText('after', '\nWithout --github or --email on a terminal, it asks for them.')
    .action(bind(generate));
}

async function generate(ctx: CliContext, o: GenerateOptions) {
  // An empty --out would be the working directory: a private key dropped where it may get committed.
  if (o.out.trim() === '') throw usage('--out must name a folder for the private key (got "")');
  if (!ID_PATTERN.test(o.id)) throw usage(`--id must match ${ID_PATTERN} (got ${JSON.stringify(o.id)})`);
  if (o.alg !== 'EdDSA' && o.alg !== 'ES256')
    throw usage(`--alg must be EdDSA or ES256 (got ${JSON.stringify(o.alg)})`);
  const kid = o.kid ?? `${o.id}-${new Date().getUTCFullYear()}`;
  if (!ID_PATTERN.test(kid)) throw usage(`--kid must match ${ID_PATTERN} (got ${JSON.stringify(kid)})`);
  if (o.role !== 'maintainer' && o.role !== 'org-admin')
    throw usage(`--role must be maintainer or org-admin (got ${JSON.stringify(o.role)})`);
  const roles: Role[] = o.role === 'org-admin' ? ['maintainer', 'org-admin'] : ['maintainer'];
  const answers = await askMissing(ctx, o.github, o.email);
  if (answers === 'interrupted') {
    writeText(ctx.stderr, 'loopgov: cancelled\n');
    return EXIT.INTERRUPTED;
  }
  const { github, emails } = answers;
  // Checked before the key exists: an entry SoD could not recognise is never printed.
  const entry = buildApproverEntry({ id: o.id, ...(github ? { github } : {}), emails, roles });
  const { privatePath, publicJwk } = await generateApproverKey({
    id: o.id,
    alg: o.alg as KeyAlg,
    kid,
    dir: resolvePath(ctx, o.out),
  });
  writeText(
    ctx.stderr,
    `wrote the private key ${privatePath} (mode 0600): keep it secret, never commit it\n`,
  );
  writeText(ctx.stderr, 'paste this entry under `approvers:` in policies/approvers.yaml:\n');
  writeText(ctx.stdout, `${indent(stringify([{ ...entry, keys: [publicJwk] }]))}\n`);
  return EXIT.OK;
}

/**
 * On a terminal, asks for what the flags left out; elsewhere leaves it missing (then refused).
 * `'interrupted'` when the user pressed Ctrl-C at a prompt; the input ending first (Ctrl-D) is a usage
 * error: the answers are missing, nothing is written.
 */
async function askMissing(
  ctx: CliContext,
  github: string | undefined,
  emails: string[],
): Promise<{ github: string | undefined; emails: string[] } | 'interrupted'> {
  const tty = (s: object) => (s as { isTTY?: boolean }).isTTY === true;
  if ((github && emails.length > 0) || !tty(ctx.stdin) || !tty(ctx.stderr)) return { github, emails };
  const rl = createInterface({ input: ctx.stdin, output: ctx.stderr });
  try {
    const login = github ?? ((await ask(rl, 'GitHub login: ')).trim() || undefined);
    const more =
      emails.length > 0 ? [] : (await ask(rl, 'email(s) you commit with, comma-separated: ')).split(',');
    return { github: login, emails: [...emails, ...more.map((e) => e.trim()).filter(Boolean)] };
  } catch (e) {
    writeText(ctx.stderr, '\n'); // the prompt's line was never ended
    if (e === INTERRUPTED) return 'interrupted';
    throw e;
  } finally {
    rl.close();
  }
}

const INTERRUPTED = Symbol('interrupted');

/**
 * One question. The terminal is in raw mode while readline reads it, so Ctrl-C is a key, not a signal:
 * with a `SIGINT` listener readline reports it to us (without one it rejects with an `AbortError` that
 * differs between Node versions). Ctrl-D on an empty line rejects (Node 20) or closes; a closed input
 * leaves the question pending for ever in Node 20 — so both end it here.
 */
function ask(rl: Interface, question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const ended = () => reject(usage('cancelled: the input ended before --github and --email were answered'));
    const interrupted = () => reject(INTERRUPTED);
    rl.once('SIGINT', interrupted).once('close', ended);
    rl.question(question)
      .then(resolve, ended)
      .finally(() => {
        rl.removeListener('SIGINT', interrupted).removeListener('close', ended);
      });
  });
}

function indent(yaml: string): string {
  return yaml
    .trimEnd()
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n');
}
