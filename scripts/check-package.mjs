// `npm run check-package`: packs the package as `npm publish` would and checks the tarball's shape —
// publint (package.json fields against the files), Are the Types Wrong? (every export resolves to
// declarations under Node 16+ resolution; the package is ESM-only, hence the esm-only profile), and the
// file list (what must ship and what must never: tests, benchmarks, fixtures, keys). Run on the built dist/.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The shared pre-commit hook's pattern for files that must never be published.
const FORBIDDEN = /^(test|bench)\/|private\.jwk|\.private\.|(^|\/)fixtures\//;
const REQUIRED = [
  'package.json',
  'README.md',
  'dist/cli.js',
  'dist/action.js',
  'dist/lib.js',
  'dist/THIRD_PARTY_NOTICES',
];
const REQUIRED_PREFIXES = ['dist/types/', 'schemas/'];

/** Runs a checker from node_modules/.bin with its own output; a failure fails the script, not with a stack. */
function tool(name, args) {
  try {
    execFileSync(path.join('node_modules', '.bin', name), args, { stdio: 'inherit' });
  } catch {
    console.error(`check-package: ${name} found problems (above)`);
    process.exitCode = 1;
  }
}

const dir = mkdtempSync(path.join(tmpdir(), 'loopgov-pack-'));
try {
  const [packed] = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--pack-destination', dir], { encoding: 'utf8' }),
  );
  const tarball = path.join(dir, packed.filename);
  const files = packed.files.map((f) => f.path);
  const problems = [
    ...files.filter((f) => FORBIDDEN.test(f)).map((f) => `must not be published: ${f}`),
    ...REQUIRED.filter((f) => !files.includes(f)).map((f) => `missing from the package: ${f}`),
    ...REQUIRED_PREFIXES.filter((p) => !files.some((f) => f.startsWith(p))).map((p) => `nothing under ${p}`),
  ];
  console.log(
    `${packed.filename}: ${files.length} files, ${packed.size} bytes packed, ${packed.unpackedSize} unpacked`,
  );
  if (problems.length > 0) {
    console.error(`check-package:\n  ${problems.join('\n  ')}`);
    process.exitCode = 1;
  }
  tool('publint', ['run', '--strict', tarball]);
  tool('attw', [tarball, '--profile', 'esm-only', '--no-emoji', '--no-color']);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
