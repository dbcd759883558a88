/**
 * The OpenAPI 3.1 document of the API (SPEC §7), served at `/api/v1/openapi.json` and written to
 * `docs/openapi.json` by the build. Request and record shapes are the repository's own JSON Schemas
 * (draft-07, embedded with their `$id` and `$schema`), so the document and the validators cannot drift.
 */
import { OPENAPI_COMPONENTS } from './openapi-components.js';
import { OPENAPI_PATHS } from './openapi-paths.js';

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
    paths: OPENAPI_PATHS,
    components: OPENAPI_COMPONENTS,
  };
}
