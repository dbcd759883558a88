// The build's stamp: a hash of what the build reads and of what it wrote, kept in npm's cache folder
// (never committed). The test run builds only when the stamp no longer matches — a changed source,
// script, schema, lock file, or a touched dist/ — so a test run still always exercises a dist/ built from
// the current source, and CI (`check-dist` builds just before `npm test`) pays for the build once.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';

const STAMP = 'node_modules/.cache/loopgov/build-stamp.json';
const INPUTS = [
  'src',
  'schemas',
  'scripts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'tsconfig.build.json',
];
const OUTPUTS = ['dist', 'docs/openapi.json'];

function files(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .map((d) => `${path}/${d.name}`)
    .sort()
    .flatMap(files);
}

function hashOf(paths) {
  const h = createHash('sha256');
  for (const file of paths.flatMap(files)) {
    h.update(`${file}\0`);
    h.update(createHash('sha256').update(readFileSync(file)).digest());
  }
  return h.digest('hex');
}

/** The stamp of the tree as it is now: `{inputs, outputs}`. */
export function currentStamp() {
  return { inputs: hashOf(INPUTS), outputs: hashOf(OUTPUTS) };
}

/** Records that dist/ was just built from the current inputs. */
export function writeStamp() {
  mkdirSync('node_modules/.cache/loopgov', { recursive: true });
  writeFileSync(STAMP, JSON.stringify(currentStamp()));
}

/** Whether dist/ is what the last build made from the inputs as they are now. */
export function stampIsCurrent() {
  if (!existsSync(STAMP)) return false;
  try {
    const was = JSON.parse(readFileSync(STAMP, 'utf8'));
    const now = currentStamp();
    return was.inputs === now.inputs && was.outputs === now.outputs;
  } catch {
    return false;
  }
}
