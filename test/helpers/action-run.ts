// The Action as GitHub runs it: `node dist/action.js` as a child process with the runner's environment
// (event file, outputs file, job summary file, inputs as INPUT_* variables).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ID, ROOT } from './gate-repo.js';

export interface ActionRun {
  code: number | null;
  /** stdout and stderr, interleaved as they came. */
  stdout: string;
  outputs: Record<string, string>;
  summary: string;
}

export interface ActionRunOptions {
  event: string;
  /** The event file's content (a string is written as it is). */
  payload: unknown;
  workspace: string;
  apiUrl: string;
  /** Inputs by name (`repo-id`), on top of the defaults. */
  inputs?: Record<string, string>;
  /** Variables set (a string) or removed (`undefined`) on top of the runner's. */
  env?: Record<string, string | undefined>;
}

/** Runs `dist/action.js` once; resolves when it exits. */
export async function runActionProcess(o: ActionRunOptions): Promise<ActionRun> {
  const tmp = mkdtempSync(join(tmpdir(), 'loopgov-action-run-'));
  const files = {
    event: join(tmp, 'event.json'),
    output: join(tmp, 'output'),
    summary: join(tmp, 'summary.md'),
  };
  writeFileSync(files.event, typeof o.payload === 'string' ? o.payload : JSON.stringify(o.payload));
  writeFileSync(files.output, '');
  writeFileSync(files.summary, '');
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? tmp,
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: o.event,
    GITHUB_EVENT_PATH: files.event,
    GITHUB_WORKSPACE: o.workspace,
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_REPOSITORY: REPO_ID,
    GITHUB_API_URL: o.apiUrl,
    INPUT_TOKEN: 'ghs_test-token',
    'INPUT_REPO-ID': REPO_ID,
    INPUT_PATH: '.',
    'INPUT_TIMEOUT-SECONDS': '2',
  };
  for (const [k, v] of Object.entries(o.inputs ?? {})) env[`INPUT_${k.toUpperCase()}`] = v;
  for (const [k, v] of Object.entries(o.env ?? {})) {
    if (v === undefined) delete env[k];
    else env[k] = v;
  }
  const child = spawn(process.execPath, [join(ROOT, 'dist/action.js')], { cwd: tmp, env });
  let stdout = '';
  child.stdout.on('data', (d) => {
    stdout += d;
  });
  child.stderr.on('data', (d) => {
    stdout += d;
  });
  const code = await new Promise<number | null>((r) => child.on('close', r));
  return {
    code,
    stdout,
    outputs: parseOutputs(readFileSync(files.output, 'utf8')),
    summary: readFileSync(files.summary, 'utf8'),
  };
}

/** `name<<delimiter\nvalue\ndelimiter` records, as @actions/core writes them. */
function parseOutputs(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const re = /^([\w-]+)<<(\S+)\n([\s\S]*?)\n\2$/gm;
  for (const m of text.matchAll(re)) out[m[1]!] = m[3]!;
  return out;
}
