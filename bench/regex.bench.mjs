// Deny patterns on a linear-time engine (SPEC §2.1): classic catastrophic-backtracking patterns on hostile
// artifacts, through the real deny-patterns gate (re2js), next to what JS RegExp (backtracking) needs on
// a far shorter input of the same shape. Prints a markdown table. Run: `npm run build && node bench/regex.bench.mjs`.
import { evaluatePureGate } from '../dist/lib.js';

const EVIL = ['(a+)+$', '(a|aa)+$', '^(\\w+\\s?)*$', '(x+x+)+y', '(.*a){12}'];
const unitOf = (p) => (p.includes('x+') ? 'x' : 'a');

function ms(fn, runs = 3) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t = process.hrtime.bigint();
    fn();
    times.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)];
}

const rows = [];
for (const regex of EVIL) {
  const gate = { id: 'deny', kind: 'deny-patterns', patterns: [{ regex }] };
  const unit = unitOf(regex);
  const kb = new TextEncoder().encode(`${unit.repeat(1024)}!`);
  const mb = new TextEncoder().encode(`${unit.repeat(1024 * 1024)}!`);
  const re2Kb = ms(() => evaluatePureGate(gate, kb));
  const re2Mb = ms(() => evaluatePureGate(gate, mb));
  // Backtracking: 24 units is already slow for the exponential ones; never try the hostile sizes.
  const js = new RegExp(regex);
  const js24 = ms(() => js.test(`${unit.repeat(24)}!`), 1);
  rows.push([regex, re2Kb.toFixed(2), re2Mb.toFixed(1), (re2Mb / re2Kb).toFixed(0), js24.toFixed(1)]);
}
console.log('| pattern | gate on 1 KB (ms) | gate on 1 MB (ms) | 1 MB / 1 KB | JS RegExp on 25 bytes (ms) |');
console.log('|---|---:|---:|---:|---:|');
for (const r of rows) console.log(`| \`${r[0].replaceAll('|', '\\|')}\` | ${r.slice(1).join(' | ')} |`);
console.log('\nLinear: 1 MB / 1 KB stays near 1024 (or below: fixed costs dominate at 1 KB).');
