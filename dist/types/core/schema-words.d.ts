/**
 * What a schema's `pattern` or length rule asks, in words. ajv says `must match pattern "^[^\u0000\n\r]+$"`:
 * true, and of no help to someone who typed `--by ''`. Every place that turns schema errors into text
 * (policy files, request bodies, CLI flags checked by a schema) asks here first.
 */
import type { ErrorObject } from 'ajv';
/**
 * The words for a `pattern`, `minLength: 1` or `maxLength` error; undefined for anything else (the
 * caller keeps its own wording).
 *
 * @example
 * schemaRuleInWords({ keyword: 'minLength', params: { limit: 1 } } as ErrorObject) // 'must not be empty'
 */
export declare function schemaRuleInWords(e: Pick<ErrorObject, 'keyword' | 'params'>): string | undefined;
