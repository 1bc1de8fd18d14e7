import * as yup from 'yup';
import { describe, expect, it } from 'vitest';
import { REGISTRY } from '../../server/app.ts';
import type { Db } from '../../server/db/driver.ts';
import { harnessForFile } from './harness.ts';
import { asUser, playerForFile, userTestConfig } from './players.ts';
import { seededRandom } from '../fixtures/seeded-random.ts';

/**
 * A bounded, seeded fuzzer over every class and method: each envelope is a plausible payload
 * with one field (or the envelope itself) made hostile. None may answer a server error, and a
 * refused call may not write to the money and account tables.
 */
const h = harnessForFile({ config: userTestConfig() });
const player = playerForFile(h);

const CASES = 3_000;
// Ends the fuzzing session or changes what the rest of the run can reach.
const SKIPPED = new Set(['user.logout', 'user.pass_change']);

const HOSTILE: unknown[] = [
  null,
  -1,
  0,
  1.5,
  2 ** 31,
  2 ** 63,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER,
  '',
  ' ',
  'a\u0000b',
  'x'.repeat(10_000),
  '1990-02-31',
  '2026-13-01',
  '0000-00-00',
  '9999-12-31T25:61:61Z',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '١٢٣',
  [],
  [1, 2, 3],
  {},
  { $gt: '' },
  true,
  false,
];

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf'];

type FieldKind = 'string' | 'number' | 'boolean' | 'date' | 'array' | 'object' | 'mixed';

/** A value the field's type would accept, so the other fields of a case get that far. */
const plausible: Record<FieldKind, unknown> = {
  string: 'abc',
  number: 1,
  boolean: true,
  date: '2026-01-01',
  array: [],
  object: {},
  mixed: 'abc',
};

function fieldsOf(schema: unknown): Record<string, FieldKind> {
  if (!(schema instanceof yup.ObjectSchema)) return {};
  const fields = schema.fields as Record<string, yup.Schema>;
  return Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [name, field.type as FieldKind]),
  );
}

interface Target {
  cls: string;
  method: string;
  auth: boolean;
  fields: Record<string, FieldKind>;
}

const TARGETS: Target[] = Object.entries(REGISTRY).flatMap(([cls, methods]) =>
  Object.entries(methods)
    .filter(([method]) => !SKIPPED.has(`${cls}.${method}`))
    .map(([method, def]) => ({
      cls,
      method,
      auth: def.auth === true,
      fields: fieldsOf(def.schema),
    })),
);

interface Case {
  target: Target;
  /** The whole body, or the data object alone. */
  body?: string;
  data?: Record<string, unknown>;
}

function cases(): Case[] {
  const next = seededRandom(20261123);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  return Array.from({ length: CASES }, (): Case => {
    const target = pick(TARGETS);
    const base = Object.fromEntries(
      Object.entries(target.fields).map(([name, kind]) => [name, plausible[kind]]),
    );
    const names = Object.keys(target.fields);
    const roll = next();
    if (roll < 0.1) {
      // A prototype key at the top or one level down, written as raw JSON (an object literal
      // would not keep __proto__ as a key).
      const key = pick(PROTOTYPE_KEYS);
      const inner = `{"${key}":{"polluted":true},"toString":"x"}`;
      const data = next() < 0.5 ? inner : `{"nested":${inner}}`;
      const api = JSON.stringify({ class: target.cls, method: target.method });
      return { target, body: `{"api":${api},"data":${data}}` };
    }
    if (roll < 0.15) {
      // The envelope itself: a wrong api, data or user.
      const api = { class: target.cls, method: target.method };
      const shapes = [
        { api: { class: target.cls }, data: base },
        { api, data: pick(HOSTILE) },
        { api, data: base, user: pick(HOSTILE) },
        { api, data: base, user: { uid: 'a', sid: 'b', uip: 'c', gmt: 1, lang: 'tr' } },
        { api: { class: pick(HOSTILE), method: target.method }, data: base },
      ];
      return { target, body: JSON.stringify(pick(shapes)) };
    }
    if (names.length === 0) return { target, data: { unexpected: pick(HOSTILE) } };
    return { target, data: { ...base, [pick(names)]: pick(HOSTILE) } };
  });
}

/** What a refused call may not change: the ledger, the cashier, account and protection tables. */
async function digest(db: Db): Promise<string> {
  const [row] = await db.query<Record<string, string>>(
    `SELECT (SELECT count(*) FROM ledger_postings) AS postings,
            (SELECT coalesce(sum(abs(amount)), 0) FROM ledger_postings) AS moved,
            (SELECT count(*) FROM cash_transactions) AS cash,
            (SELECT count(*) FROM bank_accounts) AS banks,
            (SELECT count(*) FROM favorites) AS favourites,
            (SELECT count(*) FROM player_bonuses) AS bonuses,
            (SELECT count(*) FROM players) AS players,
            (SELECT count(*) FROM coupons) AS coupons,
            (SELECT count(*) FROM player_limits) AS limits,
            (SELECT count(*) FROM player_limit_changes) AS "limitChanges",
            (SELECT count(*) FROM protection_events) AS "protectionEvents",
            (SELECT md5(string_agg(concat_ws('|', username, email, phone, password_hash,
               two_factor), ',' ORDER BY id)) FROM players) AS accounts`,
  );
  return JSON.stringify(row);
}

describe('every method under a fuzzed envelope', () => {
  it(`answers ${CASES} seeded cases without a server error, and refusals write nothing`, async () => {
    const errors: string[] = [];
    const writes: string[] = [];
    let refused = 0;
    let before = await digest(h.db);
    for (const fuzzed of cases()) {
      const { cls, method, auth } = fuzzed.target;
      // A raw body of a signed-in method gets the session first; its own `user`, if any, wins.
      const signedIn = (body: string) =>
        auth ? body.replace(/^\{/, `{"user":${JSON.stringify(asUser(player).user)},`) : body;
      const reply =
        fuzzed.body !== undefined
          ? await h.postRaw(signedIn(fuzzed.body), auth ? { cookie: player.cookie } : {})
          : await h.call(cls, method, fuzzed.data, auth ? asUser(player) : {});
      const label = `${cls}.${method} ${(fuzzed.body ?? JSON.stringify(fuzzed.data)).slice(0, 120)}`;
      if (reply.status >= 500) errors.push(`${reply.status} ${label}: ${reply.body.message}`);
      const after = await digest(h.db);
      if (reply.body.result === false) {
        refused += 1;
        if (after !== before) writes.push(label);
      }
      before = after;
    }
    console.info(
      `envelope fuzz: ${CASES} cases over ${TARGETS.length} methods, ${refused} refused, ` +
        `${errors.length} server errors, ${writes.length} writes by refused calls`,
    );
    expect(errors).toEqual([]);
    expect(writes).toEqual([]);
  }, 120_000);
});
