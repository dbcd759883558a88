/**
 * The paths of the API's OpenAPI document (`openapi.ts`): each operation, its parameters and its
 * answers, with the error answers reads and writes share.
 */
import createRun from '../../schemas/run-request.schema.json' with { type: 'json' };
import { error, json, ref } from './openapi-parts.js';
import { REPLAY_HEADER } from './step-replays.js';

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
  '415': error(
    'Content-Type is not application/json (in UTF-8: a charset other than utf-8 is refused too), or the body has a Content-Encoding other than identity (ERR_REQUEST; Accept-Encoding: identity): refused before the body is read, nothing recorded',
  ),
};
/** On the answer to a step sent again (the run's last step event, whose answer was lost). */
const replayHeader = {
  [REPLAY_HEADER]: {
    description:
      'present only when this step was sent before: its decision again, recorded nothing; the value is the trace record index of that decision',
    schema: { type: 'string', examples: ['3'] },
  },
};
/** For the writes that open or step a run: a stopping server refuses them, writing nothing. */
const stopping = {
  '503': error('the server is stopping (ERR_SHUTTING_DOWN): nothing was written; Connection: close'),
};

export const OPENAPI_PATHS = {
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
        "A body that cannot be a step event (not UTF-8, not JSON, not valid, too large) ends the run HALT (invalid_event), as a bad line ends `loopgov run`: the 400/413 response carries that decision in `decision`. A step already being decided when such a body arrives keeps its own decision: the HALT comes after it (a step that ended the run leaves that body a 409), and a step sent after that body waits for it. What ends no run — nothing is recorded, the run stays open, the corrected request is taken: a connection lost before the body was complete; a 415 (Content-Type not application/json, a charset other than utf-8, a Content-Encoding such as gzip), 401 or 403 (token, CSRF, Host), refused on the headers before the body is read. A step whose answer was lost is sent again as it was: the run's last step event again (canonically the same JSON) gets its decision again — same status, `X-Loopgov-Replay: N` naming the trace record of that decision — and nothing is recorded; one sent while that step is still being decided waits for it, and gets it though the runner's next step came meanwhile. This holds while that decision is still the run's last word (nothing recorded since: no halt request, no end), while the run is open and for the idle limit after it ended; once something landed the same event is a step again — HALT (human) with a halt pending, else invalid or 409 — and a re-send does not keep the run from going idle. Another event with the same step number is invalid (steps must increase).",
      parameters: [runId, csrf],
      requestBody: { required: true, content: { 'application/json': { schema: ref('StepEvent') } } },
      responses: {
        ...writeErrors,
        '200': { ...json(ref('Decision'), 'the decision'), headers: replayHeader },
        '400': {
          ...error(
            "invalid event (ERR_STEP_INVALID) or bad run id (ERR_REQUEST); an invalid event's HALT is in `decision`",
          ),
          headers: replayHeader,
        },
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
          'the token was refused (ERR_RESUME_REFUSED; the run stays escalated), a server started without a policy (ERR_FORBIDDEN: it cannot verify a resume), or a write refused as for every POST',
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
};
