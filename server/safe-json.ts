/**
 * The one way a request body becomes JSON on every route: prototype keys refused while parsing
 * (secure-json-parse), names that would shadow Object.prototype refused, and nesting limited, so
 * no body reaches code that walks it deeper than a request ever needs (a stack overflow is a 500).
 */
import type { FastifyInstance } from 'fastify';
import secureJson from 'secure-json-parse';

/** Deeper than any request of the contract (a coupon's selections are 4 levels). */
export const MAX_JSON_DEPTH = 32;

/** Object.prototype's own names (toString, valueOf, __proto__ …) and 'prototype'. */
const RESERVED_KEYS = new Set([...Object.getOwnPropertyNames(Object.prototype), 'prototype']);

export type JsonProblem = 'malformedJson' | 'reservedKey' | 'tooDeep';
export type ParsedJson = { ok: true; value: unknown } | { ok: false; problem: JsonProblem };

const isNode = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Walks the objects and arrays of the value without recursion, and without a pair made for each
 * value of every request: the first problem found, if any.
 */
function problemIn(value: unknown): JsonProblem | undefined {
  if (!isNode(value)) return undefined;
  const nodes = [value];
  const depths = [0];
  while (nodes.length > 0) {
    const node = nodes.pop()!;
    const depth = depths.pop()!;
    if (depth >= MAX_JSON_DEPTH) return 'tooDeep';
    for (const key of Object.keys(node)) {
      if (RESERVED_KEYS.has(key)) return 'reservedKey';
      const inner = node[key];
      if (isNode(inner)) {
        nodes.push(inner);
        depths.push(depth + 1);
      }
    }
  }
  return undefined;
}

export function parseJson(raw: string): ParsedJson {
  let value: unknown;
  try {
    value = secureJson.parse(raw, undefined, { protoAction: 'error', constructorAction: 'error' });
  } catch (error) {
    const prototype = error instanceof SyntaxError && /prototype/i.test(error.message);
    return { ok: false, problem: prototype ? 'reservedKey' : 'malformedJson' };
  }
  const problem = problemIn(value);
  return problem ? { ok: false, problem } : { ok: true, value };
}

/** Replaces Fastify's JSON body parser of app (and the routes it holds) with parseJson. */
export function useSafeJson(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const parsed = parseJson(String(body));
    if (parsed.ok) done(null, parsed.value);
    else done(Object.assign(new Error(parsed.problem), { statusCode: 400 }), undefined);
  });
}
