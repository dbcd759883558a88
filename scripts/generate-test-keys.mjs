// Generates the example approvers' key pairs with jose (the same library `loopgov keys generate` uses).
// Private halves are TEST-ONLY fixtures in test/fixtures/keys/; public halves are printed for
// policies/approvers.yaml. Usage: node scripts/generate-test-keys.mjs alice-2026:EdDSA:alice bob-2026:ES256:bob …
// (the third part is the owner's approver id, kept as `sub` like `loopgov keys generate` does).
import { mkdirSync, writeFileSync } from 'node:fs';
import { exportJWK, generateKeyPair } from 'jose';

mkdirSync('test/fixtures/keys', { recursive: true });
for (const spec of process.argv.slice(2)) {
  const [kid, alg = 'EdDSA', sub] = spec.split(':');
  const { privateKey } = await generateKeyPair(alg, { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid, alg, ...(sub ? { sub } : {}) };
  writeFileSync(`test/fixtures/keys/${kid}.private.jwk.json`, `${JSON.stringify(jwk, null, 2)}\n`, {
    mode: 0o600,
  });
  const { d: _private, sub: _owner, ...pub } = jwk;
  console.log(JSON.stringify(pub));
}
