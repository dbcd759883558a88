/** `loopgov keys generate`: an approver's key pair, and the registry entry to paste into approvers.yaml. */
import type { Command } from 'commander';
import { stringify } from 'yaml';
import { ID_PATTERN } from '../core/approval/keys.js';
import type { Role } from '../core/policy/types.js';
import { generateApproverKey, type KeyAlg } from '../io/keys/key-files.js';
import { type BindCommand, resolvePath } from './context.js';
import { EXIT, usage } from './exit.js';

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
    .option('--github <login>', 'GitHub login, for the printed entry')
    .option('--email <email>', 'email, for the printed entry')
    .option('--role <role>', 'maintainer or org-admin, for the printed entry', 'maintainer')
    .action(
      bind(
        async (
          ctx,
          o: {
            id: string;
            out: string;
            alg: string;
            kid?: string;
            github?: string;
            email?: string;
            role: string;
          },
        ) => {
          if (!ID_PATTERN.test(o.id))
            throw usage(`--id must match ${ID_PATTERN} (got ${JSON.stringify(o.id)})`);
          if (o.alg !== 'EdDSA' && o.alg !== 'ES256')
            throw usage(`--alg must be EdDSA or ES256 (got ${JSON.stringify(o.alg)})`);
          const kid = o.kid ?? `${o.id}-${new Date().getUTCFullYear()}`;
          if (!ID_PATTERN.test(kid))
            throw usage(`--kid must match ${ID_PATTERN} (got ${JSON.stringify(kid)})`);
          const roles: Role[] = o.role === 'org-admin' ? ['maintainer', 'org-admin'] : ['maintainer'];
          if (o.role !== 'maintainer' && o.role !== 'org-admin')
            throw usage(`--role must be maintainer or org-admin (got ${JSON.stringify(o.role)})`);
          const { privatePath, publicJwk } = await generateApproverKey({
            id: o.id,
            alg: o.alg as KeyAlg,
            kid,
            dir: resolvePath(ctx, o.out),
          });
          const entry = {
            id: o.id,
            ...(o.github ? { github: o.github } : {}),
            ...(o.email ? { emails: [o.email] } : {}),
            roles,
            keys: [publicJwk],
          };
          ctx.stderr.write(
            `wrote the private key ${privatePath} (mode 0600): keep it secret, never commit it\n`,
          );
          ctx.stderr.write('paste this entry under `approvers:` in policies/approvers.yaml:\n');
          ctx.stdout.write(`${indent(stringify([entry]))}\n`);
          return EXIT.OK;
        },
      ),
    );
}

function indent(yaml: string): string {
  return yaml
    .trimEnd()
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n');
}
