// Per-step overhead of the framework adapters over a bare `run.step`, as a ratio measured in one run.
// Each adapter's hook is called the way its framework calls it (AI SDK the governed model's doGenerate,
// OpenAI Agents needsApproval with a RunContext whose usage grew, LangChain afterModel with the agent's
// messages), so the figure is the adapter's own cost: building the step event (JCS hash of the inputs,
// artifact rendering, price lookup) on top of the evaluator. The frameworks' own loops are not in it.
// Rounds interleave the variants (bare, ai-sdk, openai-agents, langchain, otel) so load drift hits all.
// LangChain's is also given against a bare step inside a LangChain run, the context LangGraph gives every
// node whether loopgov is there or not.
// Run: `npm run bench:adapters` (~20 s). Env: ADAPTER_BENCH_ROUNDS (default 20), ADAPTER_BENCH_STEPS (100).
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { AIMessage, HumanMessage } from '@langchain/core/messages';
import { AsyncLocalStorageProviderSingleton } from '@langchain/core/singletons';
import { RunContext, tool, Usage } from '@openai/agents';
import { openRun } from 'loopgov';
import { governAiSdk } from 'loopgov/ai-sdk';
import { governLangChain } from 'loopgov/langchain';
import { governOpenAIAgents } from 'loopgov/openai-agents';
import { instrumentRun } from 'loopgov/otel';
import { z } from 'zod';

const ROUNDS = Number(process.env.ADAPTER_BENCH_ROUNDS ?? 20);
const STEPS = Number(process.env.ADAPTER_BENCH_STEPS ?? 100);
const root = mkdtempSync(join(tmpdir(), 'loopgov-adapter-bench-'));
const PRICES = { '*': { inputPerMTok: 3, outputPerMTok: 15 } };
const OUTPUT = `results: ${'lorem ipsum dolor sit amet '.repeat(20)}`;

function policyDir() {
  const dir = join(root, 'policies');
  mkdirSync(dir, { recursive: true });
  cpSync('policies/approvers.yaml', join(dir, 'approvers.yaml'));
  const budget =
    '{max_steps: 1000000, max_tokens: 10000000000, max_wall_clock_sec: 604800, max_cost_usd: 100000, max_corrections_per_step: 5}';
  writeFileSync(
    join(dir, 'org-ceiling.yaml'),
    `apiVersion: loopgov/v1\nkind: OrgCeiling\nbudget: ${budget}\nmax_delegation_level: L5\nrequired_gates: [deny-injection, size]\n`,
  );
  writeFileSync(
    join(dir, 'loop-policy.yaml'),
    `apiVersion: loopgov/v1
kind: LoopPolicy
defaults:
  budget: ${budget}
  max_delegation_level: L3
  convergence: {oscillation_repeat: 3, thrash_window: 6, no_progress_window: 5, on_stall: escalate}
  gates:
    - {id: deny-injection, kind: deny-patterns, on_match: DENY, patterns: [{regex: "ignore (all )?previous instructions", flags: i}]}
    - {id: size, kind: max-bytes, max: 1048576}
  success_criteria:
    - {id: never, kind: command, argv: ["false"], timeout_sec: 5}
profiles:
  dev: {governance: optional}
`,
  );
  return dir;
}

const dir = policyDir();
let runs = 0;
const opened = [];
const open = async () => {
  const run = await openRun({
    runId: `b${++runs}`,
    project: 'bench',
    level: 'L2',
    profile: 'dev',
    policy: { kind: 'dir', dir },
    traceDir: join(root, 'traces'),
    durability: 'none',
  });
  opened.push(run);
  return run;
};

/** Each variant: `setup()` opens its run and returns `step(n)`, which takes one governed step. */
const VARIANTS = {
  'bare run.step': async () => {
    const run = await open();
    return (n) => run.step(bareEvent(n));
  },
  'ai-sdk governed doGenerate': async () => {
    const gov = governAiSdk(await open(), { prices: PRICES });
    let n = 0;
    const inner = {
      specificationVersion: 'v3',
      provider: 'bench',
      modelId: 'm',
      supportedUrls: {},
      doGenerate: async () => ({
        content: [{ type: 'tool-call', toolCallId: `c${n}`, toolName: 'search', input: `{"q":"q${n}"}` }],
        finishReason: { unified: 'tool-calls', raw: undefined },
        usage: { inputTokens: { total: 100 }, outputTokens: { total: 20 } },
        warnings: [],
      }),
    };
    // What the SDK does per step: prepareStep hands it the governed model, then it calls doGenerate
    // with a prompt that ends with the previous call's tool result.
    const { model } = gov.settings.prepareStep({ model: inner, messages: [], stepNumber: 0, steps: [] });
    return (i) => {
      n = i;
      const output = { type: 'text', value: OUTPUT };
      const prompt = [
        {
          role: 'tool',
          content: [{ type: 'tool-result', toolCallId: `c${i - 1}`, toolName: 'search', output }],
        },
      ];
      return model.doGenerate({ prompt });
    };
  },
  'openai-agents needsApproval': async () => {
    const gov = governOpenAIAgents(await open(), { prices: PRICES });
    const search = gov.tool(
      tool({
        name: 'search',
        description: 's',
        parameters: z.object({ q: z.string() }),
        execute: async () => OUTPUT,
      }),
    );
    const ctx = new RunContext();
    const modelData = { input: [], instructions: '' };
    return async (n) => {
      // As the SDK does: the model call through the run's filter, its usage, then the tool's approval.
      await gov.runOptions.callModelInputFilter({ modelData, agent: { model: 'gpt-x' }, context: ctx });
      ctx.usage.add(new Usage({ requests: 1, inputTokens: 100, outputTokens: 20, totalTokens: 120 }));
      await search.needsApproval(ctx, { q: `q${n}` }, `c${n}`);
    };
  },
  // LangGraph runs every node inside a LangChain run (\`runWithConfig\`: a RunTree, its id and start time),
  // with or without loopgov. This is that framework cost around a bare step, the LangChain variant's base.
  'bare run.step in a LangChain run': async () => {
    const run = await open();
    return (n) =>
      AsyncLocalStorageProviderSingleton.runWithConfig({ callbacks: [] }, () => run.step(bareEvent(n)));
  },
  'langchain afterModel': async () => {
    const gov = governLangChain(await open(), { prices: PRICES });
    const hook = gov.middleware.afterModel.hook;
    const human = new HumanMessage('go');
    const usage_metadata = { input_tokens: 100, output_tokens: 20, total_tokens: 120 };
    return async (n) => {
      const ai = new AIMessage({
        id: `m${n}`,
        content: '',
        usage_metadata,
        tool_calls: [{ name: 'search', args: { q: `q${n}` }, id: `c${n}`, type: 'tool_call' }],
      });
      // As createAgent does: the model call (through the middleware's wrapModelCall, in a LangChain run
      // whose callbacks hold gov.callbacks), then afterModel.
      const request = { messages: [human], state: { messages: [human] } };
      await AsyncLocalStorageProviderSingleton.runWithConfig({ callbacks: [gov.callbacks] }, () =>
        gov.middleware.wrapModelCall(request, async () => ai),
      );
      return hook({ messages: [human, ai] }, {});
    };
  },
  'otel instrumentRun, no active span': async () => {
    const run = instrumentRun(await open());
    return (n) => run.step(bareEvent(n));
  },
};

/** The step event the adapters build for a tool-calling step, written out by hand. */
function bareEvent(n) {
  return {
    step: n,
    intent: 'bench',
    action: 'call search',
    tool: 'search',
    inputs_ref: `sha256:${n}`,
    tokens: 120,
    cost_usd: 0.0006,
    progress: n,
    artifact: JSON.stringify({
      text: '',
      tool_calls: [{ tool: 'search', input: { q: `q${n}` } }],
      tool_results: [{ tool: 'search', output: OUTPUT }],
    }),
    claims_done: false,
  };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const samples = Object.fromEntries(Object.keys(VARIANTS).map((k) => [k, []]));
const steppers = {};
for (const [name, setup] of Object.entries(VARIANTS)) steppers[name] = await setup();
let next = 1; // one step counter: every run's steps just increase
const loadBefore = loadavg()[0];
for (let round = 0; round < ROUNDS + 1; round++) {
  // Rotate the order every round: no variant always runs right after another one's garbage.
  const order = Object.entries(steppers);
  for (let k = 0; k < round % order.length; k++) order.push(order.shift());
  for (const [name, step] of order) {
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < STEPS; i++) await step(next++);
    const perStep = Number(process.hrtime.bigint() - t0) / 1e3 / STEPS;
    if (round > 0) samples[name].push(perStep); // round 0 warms the JIT
  }
}

// Every variant must still be governing: a run that ended would have timed its refusals, not its steps.
for (const run of opened) {
  if (run.outcome) {
    throw new Error(
      `run ${run.runId} ended (${run.outcome.decision} ${run.outcome.reason}: ${run.outcome.detail}): its variant measured refusals`,
    );
  }
}

const base = median(samples['bare run.step']);
console.log(`Per-step cost, median of ${ROUNDS} interleaved rounds of ${STEPS} steps (durability none):\n`);
console.log('| variant | µs / step | ratio to bare run.step |');
console.log('|---|---|---|');
for (const [name, xs] of Object.entries(samples)) {
  const m = median(xs);
  console.log(`| ${name} | ${m.toFixed(1)} | ${(m / base).toFixed(2)}× |`);
}
const inRun = median(samples['bare run.step in a LangChain run']);
console.log(
  `\nLangChain's adapter over the same bare step in a LangChain run (what the framework costs anyway): ${(median(samples['langchain afterModel']) / inRun).toFixed(2)}×`,
);
console.log(
  `\n${cpus().length} cores (${cpus()[0]?.model ?? '?'}), load average ${loadBefore.toFixed(2)} → ${loadavg()[0].toFixed(2)}; Node ${process.version}. Provisional on a shared machine.`,
);
