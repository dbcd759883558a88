#!/usr/bin/env node
// The `demo` project's success criterion (policies/loop-policy.yaml): the artifact at $LOOPGOV_ARTIFACT
// must be JSON {task: "sort", input: number[], output: number[]} with output = input sorted ascending.
// Exit 0 PASS, 1 FAIL (with the reason on stderr).
import { readFileSync } from 'node:fs';

const path = process.env.LOOPGOV_ARTIFACT;
if (!path) fail('no artifact: LOOPGOV_ARTIFACT is not set');
let doc;
try {
  doc = JSON.parse(readFileSync(path, 'utf8'));
} catch (e) {
  fail(`artifact is not JSON: ${e.message}`);
}
if (doc?.task !== 'sort' || !Array.isArray(doc.input) || !Array.isArray(doc.output)) {
  fail('artifact must be {task: "sort", input: number[], output: number[]}');
}
const want = [...doc.input].sort((a, b) => a - b);
if (want.length !== doc.output.length || want.some((x, i) => x !== doc.output[i])) {
  fail(`output ${JSON.stringify(doc.output)} is not ${JSON.stringify(doc.input)} sorted`);
}
console.log(`ok: ${doc.output.length} numbers sorted`);

function fail(message) {
  console.error(message);
  process.exit(1);
}
