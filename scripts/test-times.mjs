// Where a test run's time went, from vitest's JSON report — less sensitive to a loaded machine than the
// wall clock (decision 082). Usage:
//   npx vitest run --reporter=default --reporter=json --outputFile.json=/tmp/vitest.json
//   node scripts/test-times.mjs /tmp/vitest.json [how many files to list, default 15]
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

const [file, top = '15'] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/test-times.mjs <vitest json report> [files to list]');
  process.exit(2);
}
const report = JSON.parse(readFileSync(file, 'utf8'));
const files = report.testResults
  .map((f) => ({
    name: relative(process.cwd(), f.name),
    ms: f.endTime - f.startTime,
    tests: f.assertionResults.length,
  }))
  .sort((a, b) => b.ms - a.ms);
const seconds = (ms) => (ms / 1000).toFixed(1);
const summed = files.reduce((sum, f) => sum + f.ms, 0);
const end = Math.max(...report.testResults.map((f) => f.endTime));
console.log(
  `${files.length} files, ${report.numTotalTests} tests (${report.numPassedTests} passed, ${report.numPendingTests} skipped, ${report.numFailedTests} failed)`,
);
console.log(
  `summed per-file time ${seconds(summed)} s; first file start to last file end ${seconds(end - report.startTime)} s`,
);
for (const f of files.slice(0, Number(top)))
  console.log(`${seconds(f.ms).padStart(7)} s  ${String(f.tests).padStart(3)} tests  ${f.name}`);
