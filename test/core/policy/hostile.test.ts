// REDTEAM.md "Policy files": every hostile input is rejected with file, line and field, without crashing.
import { describe, expect, it } from 'vitest';
import { LoopgovError } from '../../../src/core/errors.js';
import { parsePolicySet } from '../../../src/core/policy/parse.js';

const FILE = 'policies/loop-policy.yaml';
const head = 'apiVersion: loopgov/v1\nkind: LoopPolicy\n';

function reject(content: string | Buffer, file = FILE): LoopgovError {
  try {
    parsePolicySet([{ path: file, content }]);
  } catch (e) {
    expect(e).toBeInstanceOf(LoopgovError);
    return e as LoopgovError;
  }
  throw new Error('expected the file to be rejected');
}

describe('hostile policy files', () => {
  it.each([
    // [row, content, code, line, field, message fragment]
    [
      'alias bomb',
      'a: &a [x, x]\nb: &b [*a, *a]\nc: [*b, *b]\n',
      'ERR_POLICY_YAML',
      1,
      '/a',
      'anchors are not allowed',
    ],
    [
      'alias into a policy',
      `${head}defaults: &d {}\nlevels: {L0: *d}\n`,
      'ERR_POLICY_YAML',
      3,
      '/defaults',
      'anchors',
    ],
    [
      'duplicate keys',
      `${head}defaults: {}\ndefaults: {budget: {max_steps: 9}}\n`,
      'ERR_POLICY_YAML',
      4,
      undefined,
      'unique',
    ],
    [
      // Policy probe, round 9: read as one line, reviewed as two (on_exceed: escalate, then halt).
      'a lone CR hiding a second line in a comment',
      `${head}defaults:\n  on_exceed: escalate # was halt\r  on_exceed: halt\n`,
      'ERR_POLICY_YAML',
      4,
      undefined,
      'carriage return (CR) not followed by a line feed',
    ],
    [
      '%YAML 1.1 directive',
      `%YAML 1.1\n---\n${head}defaults: {}\n`,
      'ERR_POLICY_YAML',
      1,
      undefined,
      '%YAML',
    ],
    [
      'yes/no booleans are strings, not enums',
      `${head}defaults: {on_exceed: no}\n`,
      'ERR_POLICY_SCHEMA',
      3,
      '/defaults/on_exceed',
      'one of',
    ],
    ['custom tag', `${head}defaults: !custom {}\n`, 'ERR_POLICY_YAML', 3, undefined, 'tag'],
    [
      'standard explicit tag',
      `${head}defaults: !!map {}\n`,
      'ERR_POLICY_YAML',
      3,
      '/defaults',
      'explicit tags',
    ],
    [
      '%TAG directive',
      `%TAG !e! tag:example.com,2000:\n---\n${head}defaults: {}\n`,
      'ERR_POLICY_YAML',
      1,
      undefined,
      '%TAG',
    ],
    [
      '__proto__ key',
      `${head}defaults: {__proto__: {polluted: 1}}\n`,
      'ERR_POLICY_YAML',
      3,
      '/defaults/__proto__',
      '__proto__',
    ],
    [
      'constructor key',
      `${head}defaults: {}\nprojects: {constructor: {}}\n`,
      'ERR_POLICY_YAML',
      4,
      '/projects/constructor',
      'constructor',
    ],
    [
      '.inf',
      `${head}defaults: {budget: {max_steps: .inf}}\n`,
      'ERR_POLICY_YAML',
      3,
      '/defaults/budget/max_steps',
      'finite',
    ],
    [
      '.nan',
      `${head}defaults: {budget: {max_cost_usd: .nan}}\n`,
      'ERR_POLICY_YAML',
      3,
      '/defaults/budget/max_cost_usd',
      'finite',
    ],
    [
      'negative number',
      `${head}defaults: {budget: {max_tokens: -5}}\n`,
      'ERR_POLICY_SCHEMA',
      3,
      '/defaults/budget/max_tokens',
      '>= 0',
    ],
    [
      'huge number',
      `${head}defaults: {budget: {max_tokens: 1e300}}\n`,
      'ERR_POLICY_SCHEMA',
      3,
      '/defaults/budget/max_tokens',
      '<=',
    ],
    [
      'string number',
      `${head}defaults: {budget: {max_steps: "30"}}\n`,
      'ERR_POLICY_SCHEMA',
      3,
      '/defaults/budget/max_steps',
      'integer',
    ],
    [
      'unknown field',
      `${head}defaults: {budget: {max_stepz: 3}}\n`,
      'ERR_POLICY_SCHEMA',
      3,
      '/defaults/budget/max_stepz',
      'unknown field',
    ],
    [
      'unknown top-level field',
      `${head}defaults: {}\nextra: 1\n`,
      'ERR_POLICY_SCHEMA',
      4,
      '/extra',
      'unknown field',
    ],
    [
      'a lone surrogate from a \\u escape, in a value (no trace record could hold it)',
      `${head}defaults: {gates: [{id: a, kind: deny-patterns, patterns: [{regex: "ignore\\ud800"}]}]}\n`,
      'ERR_POLICY_YAML',
      3,
      '/defaults/gates/0/patterns/0/regex',
      'lone surrogate (U+D800 at index 6)',
    ],
    [
      'a lone surrogate from a \\u escape, in a key',
      `${head}defaults: {}\nprojects:\n  "p\\udc00": {}\n`,
      'ERR_POLICY_YAML',
      5,
      undefined,
      'lone surrogate (U+DC00 at index 1)',
    ],
    [
      'invalid regex',
      `${head}defaults: {gates: [{id: a, kind: deny-patterns, patterns: [{regex: "("}]}]}\n`,
      'ERR_POLICY_SCHEMA',
      3,
      '/defaults/gates/0/patterns/0/regex',
      'not RE2 syntax',
    ],
    [
      'gate with bad fields',
      `${head}defaults: {gates: [{id: a, kind: command, argv: [], timeout_sec: 0}]}\n`,
      'ERR_POLICY_SCHEMA',
      3,
      '/defaults/gates/0/argv',
      'fewer than 1',
    ],
    [
      'unknown gate kind',
      `${head}defaults: {gates: [{id: a, kind: shell, run: "rm -rf /"}]}\n`,
      'ERR_POLICY_SCHEMA',
      3,
      '/defaults/gates/0/kind',
      'one of',
    ],
    ['two documents', `${head}defaults: {}\n---\nother: 1\n`, 'ERR_POLICY_YAML', 4, undefined, 'document'],
    [
      'deep nesting',
      `${head}defaults: ${'['.repeat(100)}${']'.repeat(100)}\n`,
      'ERR_POLICY_YAML',
      3,
      undefined,
      'nesting',
    ],
  ])('%s', (_row, content, code, line, field, fragment) => {
    const e = reject(content);
    expect(e.code).toBe(code);
    expect(e.problems.length).toBeGreaterThan(0);
    const p = e.problems[0]!;
    expect(p.file).toBe(FILE);
    expect(p.line).toBe(line);
    if (field) expect(p.field).toBe(field);
    expect(e.problems.map((x) => x.message).join(' | ')).toContain(fragment);
  });

  it.each([1000, 5000])(
    '%i levels of flow nesting: the depth rule where it is passed, not a stack overflow',
    (n) => {
      const e = reject(`${head}defaults:\n  x: ${'['.repeat(n)}${']'.repeat(n)}\n`);
      expect(e.code).toBe('ERR_POLICY_YAML');
      expect(e.problems.map((p) => p.message)).toEqual(['nesting deeper than 32 levels']);
      expect(e.problems[0]).toMatchObject({ line: 4, column: 5 + 33 }); // the 33rd `[`
    },
  );

  // Bytes that are not UTF-8 are refused wherever they are, comments included (decision 114): decoded
  // with U+FFFD the machine would read text that is not the bytes the reviewer saw and the digest covers.
  const policy = Buffer.from(
    `${head}defaults:\n  # a comment \u00e9\n  gates: [{id: d, kind: deny-patterns, patterns: [{regex: "BEGIN RSA"}]}]\n`,
  );
  const at = (needle: string, bytes: number[]) => {
    const i = policy.indexOf(needle);
    return Buffer.concat([policy.subarray(0, i), Buffer.from(bytes), policy.subarray(i)]);
  };
  it.each<[string, Buffer, number, number, number]>([
    ['a lone 0xFF in a deny regex', at('RSA"', [0xff]), 5, 66, policy.indexOf('RSA"')],
    ['a lone 0xFF in a comment', at('a comment', [0xff]), 4, 5, policy.indexOf('a comment')],
    [
      'a truncated sequence after a two-byte one',
      at(' \u00e9', [0xe2, 0x82]),
      4,
      14,
      policy.indexOf(' \u00e9'),
    ],
    ['an overlong encoding of "/"', at('a comment', [0xc0, 0xaf]), 4, 5, policy.indexOf('a comment')],
    ['an encoded surrogate', at('kind: deny', [0xed, 0xa0, 0x80]), 5, 19, policy.indexOf('kind: deny')],
  ])('%s: ERR_POLICY_YAML at its line, column and byte', (_what, bytes, line, column, byte) => {
    const e = reject(bytes);
    expect(e.code).toBe('ERR_POLICY_YAML');
    expect(e.problems).toEqual([
      {
        file: FILE,
        line,
        column,
        message: `not UTF-8: an ill-formed byte sequence at byte ${byte} (governed files are UTF-8, comments included)`,
      },
    ]);
  });

  it('valid UTF-8 (and a byte order mark) still parses', () => {
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), policy]);
    expect(() => parsePolicySet([{ path: FILE, content: bom }])).not.toThrow();
  });

  it('refuses a 10 MB file without parsing it', () => {
    const e = reject(Buffer.alloc(10 * 1024 * 1024, 0x61));
    expect(e.code).toBe('ERR_POLICY_TOO_LARGE');
    expect(e.problems[0]!.file).toBe(FILE);
    expect(e.problems[0]!.message).toContain('10485760');
  });

  it('rejects a private key in the approver registry, naming the field', () => {
    const e = reject(
      'apiVersion: loopgov/v1\nkind: ApproverRegistry\napprovers:\n  - id: x\n    github: x-gh\n    emails: [x@example.com]\n    roles: [maintainer]\n    keys:\n' +
        '      - {kty: OKP, crv: Ed25519, x: "RYW2z1xf2yPxKdGKWcaJfwBPDZnN6d58lWphQVA5O9w", d: "secret", kid: x-1, alg: EdDSA}\n',
      'policies/approvers.yaml',
    );
    expect(e.problems[0]).toMatchObject({
      file: 'policies/approvers.yaml',
      line: 9,
      field: '/approvers/0/keys/0/d',
    });
    expect(e.problems[0]!.message).toContain('private key');
  });

  it('rejects duplicate kids across approvers', () => {
    const key = (kid: string) =>
      `      - {kty: OKP, crv: Ed25519, x: "RYW2z1xf2yPxKdGKWcaJfwBPDZnN6d58lWphQVA5O9w", kid: ${kid}, alg: EdDSA}\n`;
    const e = reject(
      `apiVersion: loopgov/v1\nkind: ApproverRegistry\napprovers:\n  - id: a\n    github: a-gh\n    emails: [a@example.com]\n    roles: [maintainer]\n    keys:\n${key('k1')}` +
        `  - id: b\n    github: b-gh\n    emails: [b@example.com]\n    roles: [maintainer]\n    keys:\n${key('k1')}`,
      'policies/approvers.yaml',
    );
    expect(e.problems[0]).toMatchObject({ field: '/approvers/1/keys/0/kid', line: 15 });
  });

  it('rejects a file that is not one of the governed kinds', () => {
    const e = reject('anything: 1\n', 'policies/notes.yaml');
    expect(e.code).toBe('ERR_POLICY_UNKNOWN_FILE');
    expect(e.problems[0]!.file).toBe('policies/notes.yaml');
  });

  it('reports every problem of every file at once', () => {
    try {
      parsePolicySet([
        { path: FILE, content: `${head}defaults: {budget: {max_steps: -1, max_tokens: "x"}}\n` },
        { path: 'policies/org-ceiling.yaml', content: 'apiVersion: loopgov/v1\nkind: OrgCeiling\n' },
      ]);
      expect.unreachable();
    } catch (e) {
      const files = new Set((e as LoopgovError).problems.map((p) => p.file));
      expect(files).toEqual(new Set([FILE, 'policies/org-ceiling.yaml']));
      expect((e as LoopgovError).problems.length).toBeGreaterThanOrEqual(4);
    }
  });

  it('leaves Object.prototype untouched after every hostile file', () => {
    const before = Object.getOwnPropertyNames(Object.prototype).sort();
    for (const content of [
      `${head}defaults: {__proto__: {polluted: 1}}\n`,
      `${head}defaults: {}\nprojects: {__proto__: {budget: {max_steps: 1}}}\n`,
      `${head}defaults: {}\nprojects: {constructor: {prototype: {polluted: 1}}}\n`,
      `{"__proto__": {"polluted": 1}}\n`,
    ]) {
      expect(() => parsePolicySet([{ path: FILE, content }])).toThrow(LoopgovError);
    }
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
