/**
 * The JSON API of SPEC §7, one handler per route. Handlers read and write only through the run
 * registry (open runs), the reports (trace files) and the event hub; every error is thrown and becomes
 * JSON with a code in server.ts. docs/serve.md and /api/v1/openapi.json describe each route.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LoopgovError } from '../core/errors.js';
import { parseCreateRunRequest, parseHaltRequest } from '../core/run/requests.js';
import { RUN_STATES, type RunState } from '../core/run/summary.js';
import { requestHalt } from '../io/trace/halt.js';
import { readOpenEscalation } from '../io/trace/inbox.js';
import type { Identity } from './auth.js';
import { badRequest, HttpError, NoEventError } from './errors.js';
import type { EventHub } from './events.js';
import { readJsonBody, sendError, sendJson } from './http.js';
import { buildOpenApiDocument } from './openapi.js';
import type { RunReports } from './reports.js';
import type { Route } from './router.js';
import type { RunRegistry } from './runs.js';
import { REPLAY_HEADER } from './step-replays.js';
import { runnerGone } from '../io/trace/writer-view.js';

export interface ApiContext {
  req: IncomingMessage;
  res: ServerResponse;
  params: Record<string, string>;
  query: URLSearchParams;
  identity: Identity;
}

export interface ApiDeps {
  traceDir: string;
  registry: RunRegistry;
  reports: RunReports;
  events: EventHub;
  maxBodyBytes: number;
  readOnly: boolean;
  version: string;
  policy: Record<string, unknown> | null;
}

export type Handler = (ctx: ApiContext) => Promise<void>;

/** The API's routes (the panel's are added in server.ts). */
export function apiRoutes(d: ApiDeps): Route<Handler>[] {
  const get = (pattern: string, handler: Handler): Route<Handler> => ({ method: 'GET', pattern, handler });
  const post = (pattern: string, handler: Handler): Route<Handler> => ({ method: 'POST', pattern, handler });
  return [
    get('/api/v1/health', async ({ res }) =>
      sendJson(res, 200, {
        ok: true,
        version: d.version,
        read_only: d.readOnly,
        open_runs: d.registry.openCount,
        streams: d.events.streams,
        policy: d.policy,
        features: {
          create: d.policy !== null && !d.readOnly,
          halt: !d.readOnly,
          resume: d.policy !== null && !d.readOnly,
        },
      }),
    ),
    get('/api/v1/openapi.json', async ({ res }) => sendJson(res, 200, buildOpenApiDocument(d.version))),
    get('/api/v1/runs', async ({ res, query }) => {
      const state = query.get('state');
      if (state !== null && !(RUN_STATES as readonly string[]).includes(state)) {
        throw badRequest(`state must be one of ${RUN_STATES.join(', ')} (got ${JSON.stringify(state)})`);
      }
      const project = query.get('project');
      const id = query.get('id');
      const offset = intParam(query, 'offset', 0, 0, Number.MAX_SAFE_INTEGER);
      const limit = intParam(query, 'limit', 200, 1, 1000);
      const { reports, total } = await d.reports.list({
        ...(state ? { state: state as RunState } : {}),
        ...(project !== null ? { project } : {}),
        ...(id !== null && id !== '' ? { id } : {}),
        offset,
        limit,
      });
      const next = offset + reports.length < total ? offset + reports.length : null;
      sendJson(res, 200, {
        runs: reports.map((r) => ({ ...r.summary, chain: r.chain })),
        total,
        offset,
        next_offset: next,
      });
    }),
    post('/api/v1/runs', async ({ req, res }) => {
      const body = parseCreateRunRequest(await readJsonBody(req, res, d.maxBodyBytes));
      sendJson(res, 201, await d.registry.create(body));
    }),
    get('/api/v1/runs/:id', async ({ res, params }) => {
      const { summary, chain } = await d.reports.get(params.id!);
      const escalation = await d.reports.escalation(params.id!);
      const writer = d.registry.writer(params.id!);
      sendJson(res, 200, { ...summary, chain, escalation, open_here: writer.state === 'here', writer });
    }),
    get('/api/v1/runs/:id/records', async ({ res, params, query }) => {
      const from = intParam(query, 'from', 0, 0, Number.MAX_SAFE_INTEGER);
      sendJson(res, 200, await d.reports.records(params.id!, from, intParam(query, 'limit', 500, 1, 1000)));
    }),
    post('/api/v1/runs/:id/steps', (ctx) => step(d, ctx)),
    post('/api/v1/runs/:id/halt', (ctx) => halt(d, ctx)),
    post('/api/v1/runs/:id/resume', async ({ req, res, params }) => {
      const token = resumeToken(await readJsonBody(req, res, d.maxBodyBytes));
      sendJson(res, 200, await d.registry.resume(params.id!, token));
    }),
    get('/api/v1/runs/:id/events', async ({ req, res, params, query }) => {
      if (req.method === 'HEAD') return d.events.head(res, params.id!);
      const last = req.headers['last-event-id'];
      const from =
        last !== undefined
          ? intValue(String(last), 'Last-Event-ID', 0, Number.MAX_SAFE_INTEGER - 1) + 1
          : intParam(query, 'from', 0, 0, Number.MAX_SAFE_INTEGER);
      await d.events.open(res, params.id!, from);
    }),
    get('/api/v1/runs/:id/artifacts/:sha256', async ({ res, params }) =>
      sendJson(res, 200, await d.reports.artifact(params.id!, params.sha256!)),
    ),
    get('/api/v1/inbox', async ({ res, query }) =>
      sendJson(res, 200, {
        runs: await d.reports.inbox(intParam(query, 'limit', 200, 1, 1000)),
        resume: d.policy !== null && !d.readOnly,
      }),
    ),
  ];
}

/**
 * A step. A body that cannot be a step event (too large, not JSON, not UTF-8, not valid) ends the run
 * HALT (`invalid_event`), as a bad line ends `loopgov run`; the 4xx carries that decision. A request
 * whose body was never taken as anything (`NoEventError`: the connection lost before the body was
 * complete, a Content-Type or Content-Encoding refused on the headers alone) is no event at all: nothing
 * is recorded and the run stays open, so the runner can send the step again. The run's last step sent
 * again gets its decision again, marked `X-Loopgov-Replay` (decision 131).
 */
async function step(d: ApiDeps, { req, res, params }: ApiContext): Promise<void> {
  const runId = params.id!;
  await d.registry.assertSteppable(runId);
  let event: unknown;
  try {
    event = await readJsonBody(req, res, d.maxBodyBytes);
  } catch (e) {
    if (!(e instanceof HttpError) || e instanceof NoEventError) throw e;
    sendError(req, res, e, { decision: await d.registry.haltInvalid(runId, e.message) });
    return;
  }
  const { decision, replayed } = await d.registry.step(runId, event);
  // A re-send of the run's last step: that step's answer again, marked with the record it was decided at.
  const replay: Record<string, string> = replayed
    ? { [REPLAY_HEADER]: String(decision.trace?.index ?? 'unrecorded') }
    : {};
  if (decision.decision === 'HALT' && decision.reason === 'invalid_event') {
    // The decision's detail carries its code (`ERR_STEP_INVALID: …`); the error names it once.
    const why = (decision.detail ?? 'invalid step event').replace(/^ERR_STEP_INVALID: /, '');
    const e = new HttpError(400, 'ERR_STEP_INVALID', why, replay);
    sendError(req, res, e, { decision });
    return;
  }
  sendJson(res, 200, decision, replay);
}

/**
 * The loop-breaker: a `halt_request` with the identity given and how it came (`web` from the page). An
 * escalated run has no runner to take its next step, so a server that can act on it (it has a policy)
 * does at once, as `loopgov run --continue` would: the loop-breaker first, HALT (`human`). A run whose
 * runner is gone (a serve killed -9) gets the request recorded too, but the answer says that nothing
 * will act on it and how the run ends (`loopgov trace close`).
 */
async function halt(d: ApiDeps, { req, res, params, identity }: ApiContext): Promise<void> {
  const runId = params.id!;
  const body = parseHaltRequest(await readJsonBody(req, res, d.maxBodyBytes));
  await d.reports.get(runId); // 404 when absent
  const via = identity === 'cookie' ? 'web' : 'api';
  const r = await requestHalt(d.traceDir, runId, body, via);
  if (r.status === 'ended') {
    throw new LoopgovError('ERR_RUN_STATE', `run ${runId} has already ended (${r.outcome}); nothing to halt`);
  }
  // Read after the halt landed (right after the record it was decided from, decision 073), not before.
  const escalated = readOpenEscalation(d.traceDir, runId) !== null;
  d.events.nudge(runId);
  let ended: string | null = null;
  if (escalated && d.policy !== null) {
    try {
      const c = await d.registry.resume(runId);
      if (c.status === 'ended') ended = `${c.decision?.decision} (${c.decision?.reason})`;
    } catch {
      // not acted on here (another policy, or it changed meanwhile): the next continuation ends it
    }
  }
  const writer = d.registry.writer(runId);
  const recorded = `trace record ${r.record.index}`;
  sendJson(res, 202, {
    run_id: runId,
    status: ended ? 'ended' : 'requested',
    via,
    record: { index: r.record.index, hash: r.record.hash },
    writer,
    message: ended
      ? `halt recorded (${recorded}); the escalated run ended as ${ended}`
      : escalated
        ? `halt requested (${recorded}); the escalated run ends as HALT (human) when it is next continued`
        : writer.state === 'gone'
          ? `halt recorded (${recorded}), but ${runnerGone(writer)}`
          : `halt requested (${recorded}); the run's next step is HALT (human)`,
  });
}

function intParam(q: URLSearchParams, name: string, fallback: number, min: number, max: number): number {
  const v = q.get(name);
  return v === null ? fallback : intValue(v, name, min, max);
}

function intValue(v: string, name: string, min: number, max: number): number {
  if (!/^0*\d{1,16}$/.test(v) || Number(v) < min || Number(v) > max) {
    throw badRequest(
      `${name} must be an integer from ${min} to ${max} (got ${JSON.stringify(v.slice(0, 32))})`,
    );
  }
  return Number(v);
}

/** The body of a resume request: `{token}`, a compact JWS of at most 8 KiB, and nothing else. */
function resumeToken(body: unknown): string {
  const b = body as Record<string, unknown> | null;
  if (b === null || typeof b !== 'object' || Array.isArray(b))
    throw badRequest('the body must be {"token": "…"}');
  const extra = Object.keys(b).filter((k) => k !== 'token');
  if (extra.length > 0) throw badRequest(`unknown field(s) ${extra.join(', ')}: the body is {"token": "…"}`);
  if (typeof b.token !== 'string' || b.token.length === 0 || b.token.length > 8192)
    throw badRequest('token must be a compact JWS (typ loopgov-resume+jwt) of at most 8 KiB');
  return b.token;
}
