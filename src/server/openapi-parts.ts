/** The small builders the OpenAPI document's paths and components share (`openapi.ts`). */

/** A reference to a schema under `components.schemas`. */
export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
/** A response with a JSON body of `schema`. */
export const json = (schema: unknown, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
/** An error response: its body is the `Error` schema (`{error: {code, message}}`). */
export const error = (description: string) => json(ref('Error'), description);
