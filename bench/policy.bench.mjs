// Policy validation cost: the example set vs hostile files, in process and through the CLI.
// Prints a markdown table. Run: `npm run build && node bench/policy.bench.mjs`.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parsePolicySet } from '../dist/lib.js';

const names = ['loop-policy.yaml', 'org-ceiling.yaml', 'approvers.yaml'];
const example = names.map((n) => ({ path: `policies/${n}`, content: readFileSync(`policies/${n}`) }));

function perCall(fn, iterations) {
  fn(); // warm: compiles the schemas once
  const t = process.hrtime.bigint();
  for (let i = 0; i < iterations; i++) fn();
  return Number(process.hrtime.bigint() - t) / 1e6 / iterations;
}
function rejects(files) {
  return () => {
    try {
      parsePolicySet(files);
    } catch {
      return;
    }
    throw new Error('expected a rejection');
  };
}

// 5 MB hostile files: one is refused by the size cap; the other is crafted to stay under the cap and still be costly.
const fiveMb = Buffer.alloc(5 * 1024 * 1024, 'a: &x [*x, *x]\n');
const underCap = Buffer.from(
  `a: &a [x, x]\n${Array.from({ length: 6000 }, (_, i) => `k${i}: [*a, *a, *a]`).join('\n')}\n`,
);
const rows = [
  ['example set (3 files), in process', perCall(() => parsePolicySet(example), 200)],
  [
    '5 MB hostile file (size cap), in process',
    perCall(rejects([{ path: 'policies/loop-policy.yaml', content: fiveMb }]), 200),
  ],
  [
    `${(underCap.length / 1024).toFixed(0)} KB alias-bomb file (under the cap), in process`,
    perCall(rejects([{ path: 'policies/loop-policy.yaml', content: underCap }]), 5),
  ],
];

function cliMs(dir, runs = 5) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t = process.hrtime.bigint();
    spawnSync(process.execPath, ['dist/cli.js', 'policy', 'validate', '--dir', dir]);
    times.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)];
}
const good = join(mkdtempSync(join(tmpdir(), 'loopgov-bench-')), 'policies');
cpSync('policies', good, { recursive: true });
const bad = join(mkdtempSync(join(tmpdir(), 'loopgov-bench-')), 'policies');
cpSync('policies', bad, { recursive: true });
writeFileSync(join(bad, 'loop-policy.yaml'), fiveMb);
const cliGood = cliMs(good);
const cliBad = cliMs(bad);
const cliNoop = (() => {
  const t = process.hrtime.bigint();
  spawnSync(process.execPath, ['-e', '0']);
  return Number(process.hrtime.bigint() - t) / 1e6;
})();

console.log('| policy validation | ms |');
console.log('|---|---|');
for (const [name, ms] of rows) console.log(`| ${name} | ${ms.toFixed(3)} |`);
console.log(
  `| \`loopgov policy validate\`, example set (median of 5, whole process) | ${cliGood.toFixed(1)} |`,
);
console.log(
  `| \`loopgov policy validate\`, 5 MB hostile file (median of 5, whole process) | ${cliBad.toFixed(1)} |`,
);
console.log(`| (bare \`node -e 0\` start-up, for scale) | ${cliNoop.toFixed(1)} |`);
console.log(`\nratio hostile/example (whole process): ${(cliBad / cliGood).toFixed(2)}`);
