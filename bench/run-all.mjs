// `npm run bench`: builds dist/, then runs every bench/*.bench.mjs in turn (each prints a markdown table).
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
for (const file of readdirSync('bench')
  .filter((f) => f.endsWith('.bench.mjs'))
  .sort()) {
  console.log(`\n## ${file}\n`);
  execFileSync(process.execPath, [`bench/${file}`], { stdio: 'inherit' });
}
