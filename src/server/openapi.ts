/**
 * The OpenAPI 3.1 document of the API (SPEC §7), served at `/api/v1/openapi.json` and written to
 * `docs/openapi.json` by the build. Request and record shapes are the repository's own JSON Schemas
 * (draft-07, embedded with their `$id` and `$schema`), so the document and the validators cannot drift.
 */
import decision from '../../schemas/decision.schema.json' with { type: 'json' };
import defs from '../../schemas/defs.schema.json' with { type: 'json' };
import haltRequest from '../../schemas/halt-request.schema.json' with { type: 'json' };
import createRun from '../../schemas/run-request.schema.json' with { type: 'json' };
import stepEvent from '../../schemas/step-event.schema.json' with { type: 'json' };
import traceRecord from '../../schemas/trace-record.schema.json' with { type: 'json' };
import { CSRF_HEADER } from './auth.js';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: unknown, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const error = (description: string) => json(ref('Error'), description);
const runId = {
  name: 'id',
  in: 'path',
  required: true,
  schema: { type: 'string', pattern: createRun.properties.run_id.pattern },
};
const csrf = { $ref: '#/components/parameters/Csrf' };
// Every operation can answer these: 405 names the methods the path takes (`Allow`), 417 an `Expect`
// other than 100-continue, 500 a fault of the server itself (the message names it).
const readErrors = {
  '400': error('bad run id or query parameter (ERR_REQUEST)'),
  '401': error('no valid token or session cookie, or a token in the URL (ERR_AUTH)'),
  '403': error('Host or Origin not this server (ERR_FORBIDDEN)'),
  '405': {
    ...error('a method this path does not take (ERR_REQUEST)'),
    headers: { Allow: { description: 'the methods it takes', schema: { type: 'string' } } },
  },
  '417': error('an Expect other than 100-continue (ERR_REQUEST)'),
  '500': error('an internal fault (ERR_INTERNAL)'),
};
const writeErrors = {
  ...readErrors,
  '403': error(
    'Host/Origin not allowed, CSRF header missing, cross-site (ERR_FORBIDDEN), or --read-only (ERR_READ_ONLY)',
  ),
  '413': error('body larger than the limit (ERR_LIMIT)'),
  '415': error('body is not application/json (ERR_REQUEST)'),
};
/** For the writes that open or step a run: a stopping server refuses them, writing nothing. */
const stopping = {
  '503': error('the server is stopping (ERR_SHUTTING_DOWN): nothing was written; Connection: close'),
};

/**
 * Builds the document.
 *
 * @example
 * const doc = buildOpenApiDocument('0.1.0');
 * doc.paths['/api/v1/runs'].post.operationId; // 'createRun'
 */
export function buildOpenApiDocument(version: string) {
  return {
    openapi: '3.1.0',
    info: {
      title: 'loopgov serve',
      version,
      summary: 'The loopgov runtime evaluator over HTTP, and what the Loop panel reads (SPEC §7).',
      description:
        "Runs created here are the same runs as the library's openRun and `loopgov run` (one evaluator, one trace store, the same pinning). Every request needs the bearer token `loopgov serve` printed (or its --token-file); the page trades it for a session cookie. Writes need the CSRF header. Every GET also answers HEAD: the same status and headers, no body. See docs/serve.md.",
      license: { name: 'Apache-2.0', identifier: 'Apache-2.0' },
    },
    servers: [{ url: '/' }],
    security: [{ bearer: [] }, { session: [] }],
    paths: {
      '/api/v1/health': {
        get: {
          operationId: 'health',
          summary: 'Liveness, limits and features of this server',
          responses: { '200': json(ref('Health'), 'the server is up'), ...readErrors },
        },
      },
      '/api/v1/openapi.json': {
        get: {
          operationId: 'openapi',
          summary: 'This document',
          responses: { '200': json({ type: 'object' }, 'OpenAPI 3.1'), ...readErrors },
        },
      },
      '/api/v1/runs': {
        get: {
          operationId: 'listRuns',
          summary: 'Runs in the trace dir, newest first',
          parameters: [
            { name: 'state', in: 'query', schema: { enum: ['running', 'done', 'halted', 'escalated'] } },
            { name: 'project', in: 'query', schema: { type: 'string' } },
            {
              name: 'id',
              in: 'query',
              description: 'only runs whose id contains this (case-insensitive)',
              schema: { type: 'string' },
            },
            {
              name: 'limit',
              in: 'query',
              schema: { type: 'integer', minimum: 1, maximum: 1000, default: 200 },
            },
            {
              name: 'offset',
              in: 'query',
              description: 'skip this many of the matching runs (page with `next_offset`)',
              schema: { type: 'integer', minimum: 0, default: 0 },
            },
          ],
          responses: {
            '200': json(
              {
                type: 'object',
                required: ['runs', 'total', 'offset', 'next_offset'],
                properties: {
                  runs: { type: 'array', items: ref('RunSummary') },
                  total: { type: 'integer', description: 'how many runs match, on every page' },
                  offset: { type: 'integer' },
                  next_offset: {
                    type: ['integer', 'null'],
                    description: 'the offset of the next page; null on the last',
                  },
                },
              },
              'a page of the runs, newest first (ties by run id)',
            ),
            ...readErrors,
          },
        },
        post: {
          operationId: 'createRun',
          summary: "Start a governed run under the server's pinned policy",
          description:
            'The run, or its refusal: a HALT before the first step (policy_unavailable, level_not_allowed…), recorded in its trace.',
          parameters: [csrf],
          requestBody: {
            required: true,
            content: { 'application/json': { schema: ref('CreateRunRequest') } },
          },
          responses: {
            '201': json(ref('CreatedRun'), 'created: state running, or halted with `refused` set'),
            '409': error('the run id already has a trace (ERR_RUN_EXISTS)'),
            ...writeErrors,
            ...stopping,
          },
        },
      },
      '/api/v1/runs/{id}': {
        get: {
          operationId: 'getRun',
          summary: 'Summary, budget gauges, convergence and chain status of one run',
          parameters: [runId],
          responses: {
            '200': json(ref('RunSummary'), 'the run'),
            '404': error('no such run (ERR_NOT_FOUND)'),
            ...readErrors,
          },
        },
      },
      '/api/v1/runs/{id}/records': {
        get: {
          operationId: 'getRecords',
          summary:
            "The trace, from record `from` (at most `limit` records), with each record's hash and link check",
          parameters: [
            runId,
            { name: 'from', in: 'query', schema: { type: 'integer', minimum: 0, default: 0 } },
            {
              name: 'limit',
              in: 'query',
              schema: { type: 'integer', minimum: 1, maximum: 1000, default: 500 },
            },
          ],
          responses: {
            '200': json(ref('RecordPage'), 'records from..next-1'),
            '404': error('no such run'),
            ...readErrors,
          },
        },
      },
      '/api/v1/runs/{id}/steps': {
        post: {
          operationId: 'step',
          summary: 'One step event → the decision (sent once its record is durable)',
          description:
            'A body that cannot be a step event (not JSON, not valid, too large) ends the run HALT (invalid_event), as a bad line ends `loopgov run`: the 4xx response carries that decision in `decision`. A connection lost before the body was complete is no event: nothing is recorded and the run stays open for the step to be sent again.',
          parameters: [runId, csrf],
          requestBody: { required: true, content: { 'application/json': { schema: ref('StepEvent') } } },
          responses: {
            ...writeErrors,
            '200': json(ref('Decision'), 'the decision'),
            '400': error(
              "invalid event (ERR_STEP_INVALID) or bad run id (ERR_REQUEST); an invalid event's HALT is in `decision`",
            ),
            '404': error('no such run'),
            '409': error('the run has ended, or is not open in this server (ERR_RUN_STATE)'),
            ...stopping,
          },
        },
      },
      '/api/v1/runs/{id}/halt': {
        post: {
          operationId: 'halt',
          summary: "The loop-breaker: the run's next step is HALT (human)",
          description:
            "Appends a halt_request {by, reason, via} (via: web from the page's session, api with the bearer token). Works for a run stepped by any process on this trace dir. For a run whose runner is gone (`writer.state: gone`) the request is recorded too, and the message says that nothing will act on it and how the run ends (`writer.close_with`).",
          parameters: [runId, csrf],
          requestBody: { required: true, content: { 'application/json': { schema: ref('HaltRequest') } } },
          responses: {
            '202': json(ref('HaltAccepted'), 'recorded'),
            '404': error('no such run'),
            '409': error(
              'the run has already ended (ERR_RUN_STATE), or other writers kept appending while the halt was decided (ERR_TRACE_MOVED): nothing written',
            ),
            ...writeErrors,
          },
        },
      },
      '/api/v1/runs/{id}/resume': {
        post: {
          operationId: 'resume',
          summary: 'Resume an escalated run with a signed resume token (SPEC §4.4)',
          description:
            'Verifies the token as `loopgov run --continue` does (docs/escalation.md): keys and roles from the trust file or the pinned registry, the policy approver role (never a proposer-bot), the escalation head, one use per jti, the grant within the ceiling. A resume opens the run in this server (its next steps come over POST …/steps); a halt ends it. A refused token writes nothing: 403 ERR_RESUME_REFUSED naming every reason, the run stays escalated.',
          parameters: [runId, csrf],
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['token'],
                  properties: {
                    token: { type: 'string', description: 'compact JWS, typ loopgov-resume+jwt' },
                  },
                },
              },
            },
          },
          responses: {
            ...writeErrors,
            '200': json(
              ref('ResumeResult'),
              'acted on: continued (the run is open here) or ended (a halt answer, or a halt requested since the escalation)',
            ),
            '400': error('the body is not {token} (ERR_REQUEST)'),
            '403': error(
              'the token was refused (ERR_RESUME_REFUSED; the run stays escalated), or a write refused as for every POST',
            ),
            '404': error('no such run'),
            '409': error('the run has ended, or is running in this server (ERR_RUN_STATE)'),
            ...stopping,
          },
        },
      },
      '/api/v1/runs/{id}/events': {
        get: {
          operationId: 'events',
          summary: 'Server-Sent Events of new records',
          description:
            'Events: `record` (id = record index, data = the record), `unparsable` (id = index), `heartbeat` (at least every 15 s), `reset` (the file shrank or another file took its name; the stream ends). `Last-Event-ID: N` resumes at record N+1; `from=N` starts at record N.',
          parameters: [
            runId,
            { name: 'from', in: 'query', schema: { type: 'integer', minimum: 0, default: 0 } },
            { name: 'Last-Event-ID', in: 'header', schema: { type: 'integer', minimum: 0 } },
          ],
          responses: {
            '200': {
              description: 'the stream',
              content: { 'text/event-stream': { schema: { type: 'string' } } },
            },
            '404': error('no such run'),
            '503': error('too many streams (ERR_LIMIT); Retry-After'),
            ...readErrors,
          },
        },
      },
      '/api/v1/runs/{id}/artifacts/{sha256}': {
        get: {
          operationId: 'getArtifact',
          summary: 'A stored artifact: size, whether its bytes still hash to its name, a UTF-8 preview',
          parameters: [
            runId,
            {
              name: 'sha256',
              in: 'path',
              required: true,
              schema: { type: 'string', pattern: '^[0-9a-f]{64}$' },
            },
          ],
          responses: {
            '200': json(ref('Artifact'), 'the artifact'),
            '404': error('no such artifact'),
            ...readErrors,
          },
        },
      },
      '/api/v1/inbox': {
        get: {
          operationId: 'inbox',
          summary: 'Escalated runs waiting for a person (listEscalatedRuns), newest first',
          parameters: [
            {
              name: 'limit',
              in: 'query',
              schema: { type: 'integer', minimum: 1, maximum: 1000, default: 200 },
            },
          ],
          responses: {
            '200': json(
              {
                type: 'object',
                properties: { runs: { type: 'array', items: ref('InboxItem') }, resume: { type: 'boolean' } },
              },
              'the inbox',
            ),
            ...readErrors,
          },
        },
      },
    },
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'the token loopgov serve printed, or the content of --token-file',
        },
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'loopgov_session_<port>',
          description: 'HttpOnly SameSite=Strict; set by GET /?token=…',
        },
      },
      parameters: {
        Csrf: {
          name: CSRF_HEADER,
          in: 'header',
          required: true,
          description: 'every write: the value 1',
          schema: { const: '1' },
        },
      },
      schemas: {
        StepEvent: stepEvent,
        Decision: decision,
        CreateRunRequest: createRun,
        HaltRequest: haltRequest,
        TraceRecord: traceRecord,
        Definitions: defs,
        Error: {
          type: 'object',
          required: ['error'],
          properties: {
            error: {
              type: 'object',
              required: ['code', 'message'],
              properties: {
                code: { type: 'string', examples: ['ERR_AUTH'] },
                message: { type: 'string' },
                problems: { type: 'array' },
              },
            },
            decision: { ...ref('Decision'), description: 'steps only: the HALT that ended the run' },
          },
        },
        CreatedRun: {
          type: 'object',
          required: ['run_id', 'state', 'refused'],
          properties: {
            run_id: { type: 'string' },
            state: { enum: ['running', 'halted'] },
            refused: { oneOf: [{ type: 'null' }, ref('Decision')] },
          },
        },
        HaltAccepted: {
          type: 'object',
          properties: {
            run_id: { type: 'string' },
            status: {
              enum: ['requested', 'ended'],
              description: 'ended: the run was escalated and this server ended it at once (HALT human)',
            },
            via: { enum: ['web', 'api'] },
            record: { type: 'object', properties: { index: { type: 'integer' }, hash: { type: 'string' } } },
            writer: ref('Writer'),
            message: { type: 'string' },
          },
        },
        ResumeResult: {
          type: 'object',
          required: ['run_id', 'status', 'state', 'decision'],
          properties: {
            run_id: { type: 'string' },
            status: { enum: ['continued', 'ended'] },
            state: { enum: ['running', 'halted'] },
            decision: {
              oneOf: [{ type: 'null' }, ref('Decision')],
              description: 'ended: the HALT it ended with; continued: null',
            },
          },
        },
        Writer: {
          type: 'object',
          description: 'who writes the run (its writer lease, <run>/writer.json)',
          required: ['state', 'detail', 'close_with'],
          properties: {
            state: {
              enum: ['here', 'live', 'gone', 'none'],
              description:
                'here: open in this server; live: another live process writes it; gone: the process that held it is no longer running — a halt reaches no one, `loopgov trace close` ends it; none: no writer is recorded (an ended or escalated run holds none)',
            },
            detail: { type: 'string', examples: ['pid 4242 on this host (box) is no longer running'] },
            close_with: {
              type: ['string', 'null'],
              description: 'gone: the command that ends the run',
            },
          },
        },
        Gauge: {
          type: 'object',
          properties: {
            limit: { type: 'string' },
            used: { type: 'number' },
            max: { type: 'number' },
            unit: { type: 'string' },
            exceeded: { type: 'boolean' },
          },
        },
        ChainStatus: {
          type: 'object',
          properties: {
            ok: { type: 'boolean' },
            length: { type: 'integer' },
            verified_through: { type: 'integer', description: 'the last record verified (-1: none)' },
            head: { type: 'string', description: 'hash of record verified_through' },
            ended: { type: 'boolean' },
            state: {
              enum: ['before', 'open', 'ended', 'escalating', 'escalated'],
              description: 'where the last verified segment is (decision 060)',
            },
            finding: {
              oneOf: [
                { type: 'null' },
                {
                  type: 'object',
                  properties: {
                    index: { type: 'integer' },
                    reason: { type: 'string' },
                    message: { type: 'string' },
                  },
                },
              ],
            },
            scope: { type: 'string', examples: ['records 0…41 verified against head 3f2a…'] },
          },
        },
        RunSummary: {
          type: 'object',
          properties: {
            run_id: { type: 'string' },
            state: { enum: ['running', 'done', 'halted', 'escalated'] },
            project: { type: ['string', 'null'] },
            level: { type: ['string', 'null'] },
            profile: { type: ['string', 'null'] },
            governance: { type: ['string', 'null'], description: 'required, optional or off (run_start)' },
            policy: {
              type: ['object', 'null'],
              description: 'the policy it runs under: source, repo, commit, digest, verified (run_start)',
            },
            started_at: { type: ['string', 'null'] },
            updated_at: { type: ['string', 'null'], description: 'the time of the last record' },
            records: { type: 'integer', description: 'whole records read' },
            iterations: { type: 'integer' },
            last_step: { type: ['integer', 'null'] },
            tokens: { type: 'number' },
            cost_usd: { type: 'number' },
            wall_clock_sec: { type: 'number' },
            budgets: { type: 'array', items: ref('Gauge') },
            convergence: {
              type: 'object',
              properties: {
                status: { enum: ['ok', 'oscillation', 'thrash', 'no_progress'] },
                ended_run: { type: 'boolean', description: 'the stall ended (or escalated) the run' },
                detail: { type: 'string' },
                actions: { type: 'array', items: { type: 'string' } },
                window: { type: ['integer', 'null'] },
                counters: { type: ['object', 'null'] },
              },
            },
            last_decision: {
              type: ['object', 'null'],
              description: 'the last iteration: index, step, decision, reason',
            },
            outcome: { type: ['object', 'null'] },
            halt_requests: { type: 'array' },
            halt_pending: { type: 'boolean' },
            head: { type: ['string', 'null'], description: "the trace's last record's hash" },
            escalation_head: {
              type: ['string', 'null'],
              description: 'while escalated: the escalation record hash, the head a resume token binds',
            },
            escalation: {
              oneOf: [{ type: 'null' }, ref('Escalation')],
              description: 'while escalated: the open escalation (what the inbox shows, with its evidence)',
            },
            chain: ref('ChainStatus'),
            open_here: { type: 'boolean', description: 'the run can be stepped through this server' },
            writer: { ...ref('Writer'), description: 'GET /runs/{id} only: who writes the run' },
          },
        },
        RecordPage: {
          type: 'object',
          properties: {
            run_id: { type: 'string' },
            from: { type: 'integer' },
            next: { type: 'integer' },
            eof: { type: 'boolean' },
            records: { type: 'array', items: ref('TraceRecord') },
            checks: {
              type: 'array',
              items: {
                type: 'object',
                properties: {
                  index: { type: 'integer' },
                  hash: { type: 'boolean' },
                  link: { type: ['boolean', 'null'] },
                  reason: { type: 'string' },
                },
              },
            },
          },
        },
        Artifact: {
          type: 'object',
          properties: {
            sha256: { type: 'string' },
            bytes: { type: 'integer' },
            verified: { type: 'boolean' },
            computed: { type: 'string' },
            text: { type: ['string', 'null'] },
            truncated: { type: 'boolean' },
          },
        },
        InboxItem: {
          type: 'object',
          description:
            'An escalated run (listEscalatedRuns): an open escalation record, and the answers and halt requests after it',
          properties: {
            run_id: { type: 'string' },
            project: { type: ['string', 'null'] },
            level: { type: ['string', 'null'] },
            profile: { type: ['string', 'null'] },
            escalated_at: { type: 'string' },
            age_sec: { type: 'integer', description: 'seconds since it escalated' },
            step: { type: ['integer', 'null'] },
            reason: { type: 'string' },
            detail: { type: ['string', 'null'] },
            head: {
              type: 'string',
              description:
                'the hash of the escalation record: the head a resume token binds (answers after it do not move it)',
            },
            approver_role: { type: 'string' },
            budget: { type: ['object', 'null'], description: 'the budget used when it escalated' },
            remaining: { type: ['object', 'null'] },
            grantable: {
              type: ['object', 'null'],
              description: 'how much each limit could still be raised under the ceiling (null: nothing)',
            },
            needs: { type: ['string', 'null'], description: 'what answer would let it continue' },
            resumes_pending: { type: 'integer', description: 'answers appended, not yet acted on' },
            halt_requested: { type: 'boolean' },
            chain_ok: { type: 'boolean' },
          },
        },
        Escalation: {
          description:
            'showEscalatedRun: the inbox entry with the evidence, the escalated iteration, the limits and the answers so far',
          allOf: [
            ref('InboxItem'),
            {
              type: 'object',
              properties: {
                evidence: { type: ['object', 'null'] },
                iteration: { type: ['object', 'null'] },
                limits: { type: ['object', 'null'] },
                resumes: {
                  type: 'array',
                  description:
                    "the answers so far, each as its token's claims say (unverified; the runtime verifies the token), never as the record's copied fields say; `disagreeing` names the copied fields an edit made differ from the token (`token` when it cannot be read)",
                  items: {
                    type: 'object',
                    properties: {
                      index: { type: 'integer' },
                      sub: {},
                      decision: {},
                      jti: {},
                      grant: {},
                      at: { type: 'string' },
                      disagreeing: { type: 'array', items: { type: 'string' } },
                    },
                  },
                },
              },
            },
          ],
        },
        Health: {
          type: 'object',
          required: ['ok', 'version', 'read_only', 'open_runs', 'streams', 'policy', 'features'],
          properties: {
            ok: { const: true },
            version: { type: 'string' },
            read_only: { type: 'boolean' },
            open_runs: { type: 'integer' },
            streams: { type: 'integer' },
            policy: {
              description: 'the policy of every run created here; null: this server starts no run',
              oneOf: [
                { type: 'null' },
                {
                  type: 'object',
                  required: ['source', 'dir'],
                  properties: { source: { const: 'unpinned' }, dir: { type: 'string' } },
                },
                {
                  type: 'object',
                  required: ['source', 'repo', 'commit'],
                  properties: {
                    source: { const: 'pinned' },
                    repo: { type: 'string' },
                    commit: { type: 'string' },
                  },
                },
              ],
            },
            features: {
              type: 'object',
              description: 'what this server does: create runs, take halts, act on resume answers',
              properties: {
                create: { type: 'boolean' },
                halt: { type: 'boolean' },
                resume: { type: 'boolean' },
              },
            },
          },
        },
      },
    },
  };
}
