// Every command's --help shows an example and what its exit codes mean (issue 8, first user). The
// commands are found by walking the help itself, so a command added later is checked too.
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';

/** The command paths under `path`, read from its help's "Commands:" section. */
async function subcommands(path: string[]): Promise<string[][]> {
  const help = (await runCli([...path, '--help'])).stdout;
  const section = help.split('\nCommands:\n')[1]?.split('\n\n')[0] ?? '';
  const names = [...section.matchAll(/^ {2}([a-z][a-z-]*)/gm)].map((m) => m[1]!).filter((n) => n !== 'help');
  const nested = await Promise.all(names.map((n) => subcommands([...path, n])));
  return [path, ...nested.flat()];
}

const all = await subcommands([]);

describe('--help', () => {
  it('finds every command (the walk is not empty)', () => {
    expect(all.length).toBeGreaterThan(25);
    expect(all).toContainEqual(['trace', 'close']);
    expect(all).toContainEqual(['run']);
  });

  it.each(all.map((p) => [p.join(' ') || '(loopgov)', p]))(
    '%s shows an example and its exit codes',
    async (_name, path) => {
      const r = await runCli([...(path as string[]), '--help']);
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(/\nExamples?( \(.*\))?:\n {2}\$ loopgov |\nExamples?:\n {2}\$ node /);
      expect(r.stdout).toMatch(/\nExit codes:\n {2}0 {2,4}\S/);
      expect(r.stdout).toMatch(/\n {2}2 {2,4}usage error/);
      // One example section and one list of exit codes, each code once.
      expect(r.stdout.match(/\nExamples?\b/g)).toHaveLength(1);
      const codes = [...(r.stdout.split('\nExit codes:\n')[1] ?? '').matchAll(/^ {2}(\d+) /gm)].map(
        (m) => m[1],
      );
      expect(new Set(codes).size).toBe(codes.length);
    },
  );

  it('loopgov run says what 0, 1, 3 and 4 mean', async () => {
    const r = await runCli(['run', '--help']);
    expect(r.stdout).toMatch(
      / {2}0 {2}DONE\n {2}1 {2}the run to continue.*\n {2}2 {2}usage error.*\n {2}3 {2}HALT.*\n {2}4 {2}ESCALATE/,
    );
  });

  it('loopgov init says once what its exit codes mean, a file that exists among the usage errors', async () => {
    const r = await runCli(['init', '--help']);
    expect(r.stdout.match(/Exit codes/g)).toHaveLength(1);
    expect(r.stdout).toMatch(/ {2}2 {2}usage error \(.*a file exists/);
  });

  it('the keys generate example names --out, which the command requires', async () => {
    const r = await runCli(['keys', 'generate', '--help']);
    expect(r.stdout).toMatch(/\$ loopgov keys generate .*--out /);
  });

  // 130 is no code of SPEC §8's list: said as what it is, "interrupted", aligned with the others.
  it('keys generate lists 130 as interrupted, under one Example section', async () => {
    const r = await runCli(['keys', 'generate', '--help']);
    expect(r.stdout).toContain('\nWithout --github or --email on a terminal, it asks for them.\n');
    expect(r.stdout.split('\nExit codes:\n')[1]!.trimEnd()).toBe(
      [
        '  0    key written, registry entry printed',
        '  1    the key could not be written (it exists?)',
        '  2    usage error (a bad flag or value; or the input ended at a prompt: nothing is written)',
        '  130  interrupted (Ctrl-C at a prompt): nothing is written',
      ].join('\n'),
    );
  });

  it('loopgov --help lists 130 (interrupted) with the codes every command uses', async () => {
    const r = await runCli(['--help']);
    expect(r.stdout).toMatch(/\n {2}4 {4}ESCALATE\n {2}130 {2}interrupted \(Ctrl-C\)/);
  });
});

describe('loopgov help <command>', () => {
  it.each([
    [['help', 'nosuch'], 'nosuch'],
    [['help', 'keys', 'nosuch'], 'keys nosuch'],
    [['help', 'nosuch', 'generate'], 'nosuch'],
  ])('%j names the command it does not know, exit 2, no main help', async (args, name) => {
    const r = await runCli(args);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`error: unknown command '${name}'\n(loopgov --help lists the commands)\n`);
    expect(r.stdout).toBe('');
  });

  it.each([[['help', 'keys', 'generate']], [['help', 'run']], [['help']]])(
    '%j still shows that help, exit 0',
    async (args) => {
      const r = await runCli(args);
      expect(r.code).toBe(0);
      expect(r.stdout).toContain('Usage: loopgov');
    },
  );

  // Commander's help command read one name: `help trace verify` showed the help of `trace`.
  it.each(all.filter((p) => p.length > 0).map((p) => [p.join(' '), p]))(
    'help %s shows the help of that very command, as --help does',
    async (_name, path) => {
      const [viaHelp, viaFlag] = await Promise.all([
        runCli(['help', ...(path as string[])]),
        runCli([...(path as string[]), '--help']),
      ]);
      expect(viaHelp.code).toBe(0);
      expect(viaHelp.stdout).toContain(`Usage: loopgov ${(path as string[]).join(' ')} `);
      expect(viaHelp.stdout).toBe(viaFlag.stdout);
      expect(viaHelp.stderr).toBe('');
    },
  );

  it('help trace nosuch names the subcommand it does not know, exit 2', async () => {
    const r = await runCli(['help', 'trace', 'nosuch']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe("error: unknown command 'trace nosuch'\n(loopgov --help lists the commands)\n");
    expect(r.stdout).toBe('');
  });
});
