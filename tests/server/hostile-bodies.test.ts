import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, parseJson } from '../../server/safe-json.ts';
import { loadProviderSecret, sign } from '../../server/payments/signature.ts';
import { OPERATOR_TOKEN, type Harness } from './harness.ts';
import { SEAMLESS_SECRET, gamblerAtSlot, seamlessHarnessForFile } from './seamless-calls.ts';

/**
 * Every route that takes a body, of both origins and the operator's desk, found by asking the
 * servers themselves, gets bodies built to crash a parser or what walks its result: none may
 * answer a server error.
 */
const h = seamlessHarnessForFile();
let token: string;
const secrets: Record<string, string> = {};
beforeAll(async () => {
  ({ token } = await gamblerAtSlot(h, 10_000));
  secrets['/payments/callback'] = await loadProviderSecret(h.db);
  secrets['/payments/simulator/callback'] = await loadProviderSecret(h.db, 'payment-simulator');
});

const deepArray = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const deepObject = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

// Named in words: a key written '__proto__' in an object literal sets its prototype instead.
const BODIES: Record<string, string> = {
  'arrays 5,000 deep': deepArray(5_000),
  'objects 5,000 deep': deepObject(5_000),
  'an envelope whose data is 5,000 deep': `{"api":{"class":"user","method":"login"},"data":${deepObject(5_000)}}`,
  'a __proto__ key': '{"__proto__":{"admin":true},"token":"x","amount":1}',
  'constructor.prototype': '{"constructor":{"prototype":{"admin":true}}}',
  'a key named toString': '{"toString":"x","api":{"class":"system","method":"ping"},"data":{}}',
  'not JSON': '{"token":',
};

/** The body-taking routes of a server, with their parameters filled in. */
function routesOf(server: Harness['app']): string[] {
  const printed = ['POST', 'PUT', 'PATCH']
    .map((method) => server.printRoutes({ commonPrefix: false, method }))
    .join('\n');
  return [...printed.matchAll(/(\/\S*) \((?:POST|PUT|PATCH)\)/g)].map(([, path]) =>
    path!
      .replace(':token', token)
      .replace(':action', 'debit')
      .replace(':decision', 'approve')
      .replace(':username', 'demo')
      .replace(/:[a-z]+/g, '1'),
  );
}

/** Signed as the route's provider signs, so the body reaches the parser behind the signature. */
function headersFor(path: string, body: string): Record<string, string> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    panel: 'frontend',
    'x-operator-token': OPERATOR_TOKEN,
  };
  if (path.startsWith('/seamless/')) {
    headers['x-seamless-signature'] = sign(SEAMLESS_SECRET, { path, body });
  }
  if (secrets[path]) headers['x-payment-signature'] = sign(secrets[path], { path, body });
  return headers;
}

describe('hostile bodies', () => {
  it('get no server error from any route of either origin', async () => {
    const routes = [
      ...routesOf(h.app).map((path) => `${h.baseUrl}${path}`),
      ...routesOf(h.content).map((path) => `${h.contentUrl}${path}`),
      ...routesOf(h.app.operatorDesk).map((path) => `${h.operatorUrl}${path}`),
    ];
    expect(routes.length).toBeGreaterThan(20);
    const errors: string[] = [];
    for (const url of routes) {
      const path = new URL(url).pathname;
      for (const [name, body] of Object.entries(BODIES)) {
        const response = await fetch(url, {
          method: 'POST',
          headers: headersFor(path, body),
          body,
        });
        await response.arrayBuffer();
        if (response.status >= 500) errors.push(`${path}, ${name}: ${response.status}`);
      }
    }
    expect(errors).toEqual([]);
  });

  it('are refused by the signed provider routes as a bad request', async () => {
    for (const name of ['objects 5,000 deep', 'a __proto__ key'] as const) {
      const body = BODIES[name]!;
      const response = await fetch(`${h.baseUrl}/seamless/debit`, {
        method: 'POST',
        headers: headersFor('/seamless/debit', body),
        body,
      });
      expect({ name, status: response.status, body: await response.json() }).toMatchObject({
        status: 400,
        body: { ok: false, code: 'BAD_REQUEST' },
      });
    }
  });
});

describe('parseJson', () => {
  it(`takes ${MAX_JSON_DEPTH} levels and refuses one more`, () => {
    expect(parseJson(deepArray(MAX_JSON_DEPTH)).ok).toBe(true);
    expect(parseJson(deepArray(MAX_JSON_DEPTH + 1))).toEqual({ ok: false, problem: 'tooDeep' });
    expect(parseJson(deepObject(MAX_JSON_DEPTH))).toEqual({ ok: true, value: expect.anything() });
    expect(parseJson(deepObject(MAX_JSON_DEPTH + 1))).toEqual({ ok: false, problem: 'tooDeep' });
  });

  it('refuses prototype keys and names of Object.prototype, and what is not JSON', () => {
    expect(parseJson(BODIES['a __proto__ key']!)).toEqual({ ok: false, problem: 'reservedKey' });
    expect(parseJson(BODIES['constructor.prototype']!)).toEqual({
      ok: false,
      problem: 'reservedKey',
    });
    expect(parseJson('{"a":[{"valueOf":1}]}')).toEqual({ ok: false, problem: 'reservedKey' });
    expect(parseJson('{"a":')).toEqual({ ok: false, problem: 'malformedJson' });
    expect(parseJson('{"a":[1,{"b":"c"}]}')).toEqual({ ok: true, value: { a: [1, { b: 'c' }] } });
  });
});
