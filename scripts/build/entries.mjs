// The library's entry points are read from package.json `exports`, so a subpath export is one entry there:
//
//   "./ai-sdk": { "types": "./dist/types/adapters/ai-sdk/index.d.ts", "default": "./dist/ai-sdk.js" }
//
// builds src/adapters/ai-sdk/index.ts into dist/ai-sdk.js and its declarations under dist/types/. An entry
// whose value is a string (`./schemas/*`, `./package.json`) ships files as they are and builds nothing.
import { existsSync } from 'node:fs';

const TYPES = /^\.\/dist\/types\/((?:[a-z0-9-]+\/)*[a-z0-9-]+)\.d\.ts$/;
const DEFAULT = /^\.\/dist\/([a-z0-9-]+)\.js$/;

/**
 * One `{ subpath, name, source, types }` per built export: `name` is the output's base name in dist/,
 * `source` the TypeScript file it is built from. Throws naming the entry that breaks the convention.
 */
export function libraryEntries(pkg) {
  const entries = [];
  for (const [subpath, target] of Object.entries(pkg.exports ?? {})) {
    if (typeof target === 'string') continue;
    const where = `package.json exports["${subpath}"]`;
    const keys = Object.keys(target ?? {});
    if (keys.join() !== 'types,default') {
      throw new Error(
        `${where}: expected exactly { "types", "default" } in that order, got { ${keys.join(', ')} }`,
      );
    }
    const types = TYPES.exec(target.types);
    const out = DEFAULT.exec(target.default);
    if (!types)
      throw new Error(`${where}.types: "${target.types}" is not ./dist/types/<path under src>.d.ts`);
    if (!out) throw new Error(`${where}.default: "${target.default}" is not ./dist/<name>.js`);
    const source = `src/${types[1]}.ts`;
    if (!existsSync(source))
      throw new Error(`${where}.types: "${target.types}" needs ${source}, which does not exist`);
    entries.push({ subpath, name: out[1], source, types: target.types });
  }
  const root = entries.find((e) => e.subpath === '.');
  if (!root) throw new Error('package.json exports["."] must be a { "types", "default" } library entry');
  if (pkg.types !== root.types)
    throw new Error(`package.json "types" must be "${root.types}" (exports["."].types)`);
  return entries;
}

/**
 * The library keeps its dependencies external: every package its code or its declarations import must be
 * one a consumer installs (`dependencies` or `peerDependencies`), and every `dependencies` entry must be
 * imported by the code (the bundles inline theirs, so a package only they use is a devDependency).
 */
export function checkLibraryImports(pkg, metafile, typeImports) {
  const imported = new Set();
  for (const output of Object.values(metafile.outputs)) {
    for (const imp of output.imports) {
      if (imp.external && !imp.path.startsWith('node:')) imported.add(packageName(imp.path));
    }
  }
  const installable = new Set([
    ...Object.keys(pkg.dependencies ?? {}),
    ...Object.keys(pkg.peerDependencies ?? {}),
  ]);
  const all = new Set([...imported, ...typeImports.map(packageName)]);
  const missing = [...all].filter((name) => !installable.has(name)).sort();
  const unused = Object.keys(pkg.dependencies ?? {}).filter((name) => !imported.has(name));
  const problems = [
    ...missing.map((n) => `the library imports "${n}", which is not in dependencies or peerDependencies`),
    ...unused.map(
      (n) => `"${n}" is in dependencies but no library entry point imports it (a devDependency?)`,
    ),
  ];
  if (problems.length > 0) throw new Error(`package.json:\n  ${problems.join('\n  ')}`);
}

function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}
