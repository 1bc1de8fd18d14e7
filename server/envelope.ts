import * as yup from 'yup';
import {
  DEFAULT_LANG,
  type ApiTarget,
  type EnvelopeResponse,
  type Lang,
  type Pagination,
  type SessionContext,
} from '../machines/shared/contract.ts';
import type { Db } from './db/driver.ts';
import { pickLang, t, type MessageKey } from './messages.ts';
import { readMaintenance } from './maintenance-state.ts';

/** What a method handler receives. */
export interface MethodContext<D> {
  data: D;
  lang: Lang;
  db: Db;
  /** The raw session fields as sent; a session layer decrypts them for `auth` methods. */
  user: SessionContext | undefined;
}

/** A message key (translated for the caller) or text already worded, e.g. an operator's notice. */
export type Message = MessageKey | { text: string };

/** A handler's answer; the envelope adds the translated message. */
export interface Reply {
  result: boolean;
  data: unknown;
  message: Message;
  pagination?: Pagination;
  /** HTTP status; business refusals keep the default 200. */
  status?: number;
}

export interface MethodDef<D> {
  schema: yup.Schema<D>;
  /** Needs a signed-in user: without a `user` context the call is refused as session expired. */
  auth?: boolean;
  // Method syntax keeps handlers of different payloads assignable to one class map.
  handler(ctx: MethodContext<D>): Promise<Reply>;
}

/** Declares a method; the payload type follows from the schema. */
export function method<S extends yup.AnyObjectSchema>(
  def: MethodDef<yup.InferType<S>> & { schema: S },
) {
  return def;
}

export type ClassMap = Record<string, MethodDef<object>>;
export type Registry = Record<string, ClassMap>;

/** Classes that still answer while the site is under maintenance. */
const MAINTENANCE_EXEMPT = new Set(['maintenance', 'system']);

export const ok = (data: unknown, pagination?: Pagination): Reply => ({
  result: true,
  data,
  message: 'success',
  ...(pagination ? { pagination } : {}),
});

export const refuse = (message: Message, data: unknown = null, status = 200): Reply => ({
  result: false,
  data,
  message,
  status,
});

export interface Answer {
  status: number;
  body: EnvelopeResponse;
}

export function answer(reply: Reply, lang: Lang): Answer {
  const { status = 200, message, ...rest } = reply;
  const text = typeof message === 'string' ? t(message, lang) : message.text;
  return { status, body: { ...rest, message: text } };
}

const fail = (
  status: number,
  lang: Lang,
  key: MessageKey,
  params?: Record<string, string>,
): Answer => ({
  status,
  body: { result: false, data: null, message: t(key, lang, params) },
});

/** A request whose envelope is well formed; the payload is not validated yet. */
export interface ParsedEnvelope {
  api: ApiTarget;
  data: Record<string, unknown>;
  user: SessionContext | undefined;
  lang: Lang;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const SESSION_FIELDS = ['uid', 'sid', 'uip', 'gmt', 'lang'] as const;

/** Checks the envelope of spec §7; answers 400 when it is not one. */
export function parseEnvelope(raw: string | undefined): ParsedEnvelope | Answer {
  let body: unknown;
  try {
    body = JSON.parse(raw ?? '');
  } catch {
    return fail(400, DEFAULT_LANG, 'malformedJson');
  }
  if (!isObject(body)) return fail(400, DEFAULT_LANG, 'malformedJson');
  const lang = pickLang(isObject(body.data) ? body.data.Lang : undefined);
  const { api, data, user } = body;
  if (!isObject(api) || typeof api.class !== 'string' || typeof api.method !== 'string') {
    return fail(400, lang, 'badApi');
  }
  if (!isObject(data)) return fail(400, lang, 'badData');
  if (user !== undefined && user !== null) {
    const bad = isObject(user)
      ? SESSION_FIELDS.find((field) => typeof user[field] !== 'string')
      : 'user';
    if (bad) return fail(400, lang, 'badUser', { field: bad });
  }
  return {
    api: { class: api.class, method: api.method },
    data,
    user: isObject(user) ? (user as unknown as SessionContext) : undefined,
    lang,
  };
}

export interface DispatchDeps {
  registry: Registry;
  db: Db;
  logError: (error: unknown, target: ApiTarget) => void;
}

/** Finds the method, applies maintenance and auth rules, validates the payload and runs it. */
export async function dispatch(request: ParsedEnvelope, deps: DispatchDeps): Promise<Answer> {
  const { api, lang } = request;
  try {
    const cls = Object.hasOwn(deps.registry, api.class) ? deps.registry[api.class] : undefined;
    if (!cls) return fail(404, lang, 'unknownClass', { name: api.class });
    const def = Object.hasOwn(cls, api.method) ? cls[api.method] : undefined;
    if (!def) return fail(404, lang, 'unknownMethod', { name: `${api.class}.${api.method}` });
    if (!MAINTENANCE_EXEMPT.has(api.class) && (await readMaintenance(deps.db)).status) {
      return fail(503, lang, 'maintenance');
    }
    if (def.auth && !request.user) return answer(refuse('sessionExpired'), lang);
    const checked = await validate(def.schema, request.data, lang);
    if (!checked.valid) return checked.answer;
    // One transaction per call: a handler that fails half way leaves nothing behind.
    const reply = await deps.db.transaction((db) =>
      def.handler({ data: checked.data, lang, db, user: request.user }),
    );
    return answer(reply, lang);
  } catch (error) {
    deps.logError(error, api);
    return fail(500, lang, 'serverError');
  }
}

/**
 * Validates a payload strictly (a wrongly typed field is refused, not coerced), then casts it
 * to fill defaults; a failure answers 400 naming the field.
 */
export async function validate<D>(
  schema: yup.Schema<D>,
  payload: unknown,
  lang: Lang,
): Promise<{ valid: true; data: D } | { valid: false; answer: Answer }> {
  try {
    await schema.validate(payload, { strict: true });
    return { valid: true, data: schema.cast(payload) };
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const body = { result: false, data: null, message: describe(error, lang) };
    return { valid: false, answer: { status: 400, body } };
  }
}

const TYPE_NAMES: Record<string, MessageKey> = {
  string: 'typeString',
  number: 'typeNumber',
  boolean: 'typeBoolean',
  object: 'typeObject',
  array: 'typeArray',
};

/** Words a yup failure as a message naming the field. */
function describe(error: yup.ValidationError, lang: Lang): string {
  const field = error.path ?? '?';
  const params = (error.params ?? {}) as Record<string, unknown>;
  switch (error.type) {
    case 'optionality':
    case 'required':
    case 'nullable':
      return t('fieldRequired', lang, { field });
    case 'typeError': {
      const typeKey = TYPE_NAMES[String(params.type)];
      return t('fieldType', lang, {
        field,
        type: typeKey ? t(typeKey, lang) : String(params.type),
      });
    }
    case 'oneOf':
      return t('fieldOneOf', lang, { field, values: String(params.values) });
    case 'min':
      return t('fieldRange', lang, {
        field,
        rule: t('ruleMin', lang, { min: String(params.min) }),
      });
    case 'max':
      return t('fieldRange', lang, {
        field,
        rule: t('ruleMax', lang, { max: String(params.max) }),
      });
    case 'integer':
      return t('fieldRange', lang, { field, rule: t('ruleInteger', lang) });
    case 'isoDate':
      return t('fieldRange', lang, { field, rule: t('ruleDate', lang) });
    default:
      return t('fieldRange', lang, { field, rule: t('ruleInvalid', lang) });
  }
}
