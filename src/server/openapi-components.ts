/**
 * The components of the API's OpenAPI document (`openapi.ts`): security schemes, the CSRF header, and the
 * schemas — the repository's own JSON Schemas embedded as they are, and the API's answers.
 */
import decision from '../../schemas/decision.schema.json' with { type: 'json' };
import defs from '../../schemas/defs.schema.json' with { type: 'json' };
import haltRequest from '../../schemas/halt-request.schema.json' with { type: 'json' };
import createRun from '../../schemas/run-request.schema.json' with { type: 'json' };
import stepEvent from '../../schemas/step-event.schema.json' with { type: 'json' };
import traceRecord from '../../schemas/trace-record.schema.json' with { type: 'json' };
import { CSRF_HEADER } from './auth.js';
import { ref } from './openapi-parts.js';

export const OPENAPI_COMPONENTS = {
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
};
