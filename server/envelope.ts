import * as yup from 'yup';
import {
  DEFAULT_LANG,
  type ApiTarget,
  type EnvelopeResponse,
  type Lang,
  type Pagination,
  type SessionContext,
} from '../machines/shared/contract.ts';
import type { ApiAnswer, ApiClass, ApiData, ApiMethod } from '../machines/shared/contract/index.ts';
import type { AnswerOf, AnyMethodContract, DataOf } from '../machines/shared/contract/define.ts';
import type { SessionLayer, SignedIn } from './accounts/sessions.ts';
import type { Db } from './db/driver.ts';
import { isValidationMessage, pickLang, t, tValidation, type MessageKey } from './messages.ts';
import { readMaintenance } from './maintenance-state.ts';
import { parseJson } from './safe-json.ts';
import { createServices, type Services } from './services.ts';

/** What a method handler receives. */
export interface MethodContext<D> {
  data: D;
  lang: Lang;
  /**
   * In `handler`, the call's transaction (a read-only method has none); in `prepare`, the
   * database outside it.
   */
  db: Db;
  /** The raw session fields as sent (ciphertexts); signed-in methods use `player` / `session`. */
  user: SessionContext | undefined;
  /** The caller's address as the server sees it (behind a proxy: see TRUST_PROXY). */
  ip: string;
  /** Protocol and host the request was sent to, e.g. 'https://site.example', for links back. */
  origin: string;
  /** The device cookie the browser sent, if any (accounts/devices.ts). */
  device?: string;
  services: Services;
  /** In an `auth: 'optional'` method: the signed-in caller, when the call carried a live session. */
  caller?: SignedIn;
}

/** What an `auth: true` method receives: the player and session found from `user`. */
export interface SignedInContext<D> extends MethodContext<D>, SignedIn {}

/** A message key (translated for the caller) or text already worded, e.g. an operator's notice. */
export type Message = MessageKey | { text: string };

/**
 * The browser's cookies the envelope reads and sets: the login device token (accounts/devices.ts)
 * and the session's binding (accounts/sessions.ts). Never in a body.
 */
export interface BrowserCookies {
  device?: string;
  session?: string;
}

/** The cookies an answer sets; a session binding of null is cleared (its session ended). */
export interface CookiesToSet extends Omit<BrowserCookies, 'session'> {
  session?: string | null;
}

/** What every handler's answer carries besides its result; the envelope adds the translated message. */
interface ReplyFields {
  message: Message;
  /** Values for the {name} placeholders of a message key. */
  params?: Record<string, string | number>;
  pagination?: Pagination;
  /** HTTP status; business refusals keep the default 200. */
  status?: number;
  /** Cookies for the browser to keep (a successful login's device token and session binding). */
  cookies?: CookiesToSet;
}

/** A result-true answer: its data is the method's answer type in the contract map. */
export interface Success<A> extends ReplyFields {
  result: true;
  data: A;
}

/** A result-false answer: its data is whatever explains the refusal. */
export interface Refusal extends ReplyFields {
  result: false;
  data: unknown;
}

/** A handler's answer. */
export type Reply<A = unknown> = Success<A> | Refusal;

/*
 * `prepare` (optional) runs after every check and before the transaction, on the database
 * outside it: slow work such as password hashing goes there, so no transaction (and on PGlite,
 * no other call) waits for it. Its result is the handler's second argument. Method syntax keeps
 * handlers of different payloads assignable to one class map.
 */
export interface PublicMethodDef<D, P = undefined, A = unknown> {
  schema: yup.Schema<D>;
  /**
   * 'optional': anyone may call it; a live session in `user` is found and given as `caller`
   * (a missing, expired or pending one leaves `caller` undefined instead of refusing).
   */
  auth?: false | 'optional';
  /**
   * The handler only reads: it runs on the database outside any transaction, so it holds no
   * connection (on PGlite, the only one) for its whole run, and a call that needs no database
   * (ping) waits for none.
   */
  readOnly?: boolean;
  prepare?(ctx: MethodContext<D>): Promise<P>;
  handler(ctx: MethodContext<D>, prepared: P): Promise<Reply<A>>;
}

export interface SignedInMethodDef<D, P = undefined, A = unknown> {
  schema: yup.Schema<D>;
  /**
   * Needs a live session found from the decrypted `user` context; without one (none sent, not
   * ours, unknown, expired, revoked, another player's uid) the call answers session expired.
   */
  auth: true;
  /** A login still waiting for its authenticator code may call it (check_ga only). */
  allowPending?: boolean;
  prepare?(ctx: SignedInContext<D>): Promise<P>;
  handler(ctx: SignedInContext<D>, prepared: P): Promise<Reply<A>>;
}

export type MethodDef<D, P = unknown, A = unknown> =
  PublicMethodDef<D, P, A> | SignedInMethodDef<D, P, A>;

/** A method of the contract map, less its schema: the map holds it. */
type Implementation<Def> = Omit<Def, 'schema'>;

/**
 * Declares a method of the contract map (CONTRACT.crm.unread_count): its payload and answer
 * types come from the map.
 */
export function method<C extends AnyMethodContract, P = undefined>(
  contract: C,
  def: Implementation<SignedInMethodDef<DataOf<C>, P, AnswerOf<C>>>,
): SignedInMethodDef<DataOf<C>, P, AnswerOf<C>>;
export function method<C extends AnyMethodContract, P = undefined>(
  contract: C,
  def: Implementation<PublicMethodDef<DataOf<C>, P, AnswerOf<C>>>,
): PublicMethodDef<DataOf<C>, P, AnswerOf<C>>;
export function method(contract: AnyMethodContract, def: object): object {
  return { ...def, schema: contract.schema };
}

/** A class's methods, each typed by its entry in the contract map; none left out. */
export type ClassOf<C extends ApiClass> = {
  [M in ApiMethod<C>]: MethodDef<ApiData<C, M>, unknown, ApiAnswer<C, M>>;
};

export type ClassMap = Record<string, MethodDef<object>>;
export type Registry = Record<string, ClassMap>;

/** Classes that still answer while the site is under maintenance. */
const MAINTENANCE_EXEMPT = new Set(['maintenance', 'system']);

export const ok = <A>(data: A, pagination?: Pagination): Success<A> => ({
  result: true,
  data,
  message: 'success',
  ...(pagination ? { pagination } : {}),
});

export const refuse = (message: Message, data: unknown = null, status = 200): Refusal => ({
  result: false,
  data,
  message,
  status,
});

export interface Answer {
  status: number;
  body: EnvelopeResponse;
  /** Set as cookies by the route, never sent in the body. */
  cookies?: CookiesToSet;
}

export function answer(reply: Reply, lang: Lang): Answer {
  const { status = 200, message, params, cookies, ...rest } = reply;
  const text = typeof message === 'string' ? t(message, lang, params) : message.text;
  // Added to the copy rather than spread into a new object: in Node 20's V8, every property
  // written after a spread takes a slow path of about a microsecond.
  const body = Object.assign(rest, { message: text });
  return { status, body, ...(cookies ? { cookies } : {}) };
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

/** A PostgreSQL data exception (SQLSTATE class 22): a value out of a column's range or form. */
const isDataException = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as { code?: unknown }).code === 'string' &&
  (error as { code: string }).code.startsWith('22');

/** Checks the envelope of spec §7; answers 400 when it is not one. */
export function parseEnvelope(raw: string | undefined): ParsedEnvelope | Answer {
  // Keys such as __proto__, toString or constructor would shadow what the validation reads.
  const parsed = parseJson(raw ?? '');
  if (!parsed.ok) return fail(400, DEFAULT_LANG, parsed.problem);
  const body = parsed.value;
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
  logWarning?: (error: unknown, target: ApiTarget) => void;
  /** Finds sessions for `auth: true` methods; without it every such call is session expired. */
  sessions?: SessionLayer;
  services?: Services;
}

/** A parsed envelope and the address it came from. */
export interface DispatchRequest extends ParsedEnvelope {
  ip?: string;
  /** Protocol and host the request was sent to (MethodContext.origin). */
  origin?: string;
  cookies?: BrowserCookies;
}

/** Finds the method, applies maintenance and auth rules, validates the payload and runs it. */
export async function dispatch(request: DispatchRequest, deps: DispatchDeps): Promise<Answer> {
  const { api, lang } = request;
  try {
    const cls = Object.hasOwn(deps.registry, api.class) ? deps.registry[api.class] : undefined;
    if (!cls) return fail(404, lang, 'unknownClass', { name: api.class });
    const def = Object.hasOwn(cls, api.method) ? cls[api.method] : undefined;
    if (!def) return fail(404, lang, 'unknownMethod', { name: `${api.class}.${api.method}` });
    if (!MAINTENANCE_EXEMPT.has(api.class) && (await readMaintenance(deps.db)).status) {
      return fail(503, lang, 'maintenance');
    }
    const { sessions } = deps;
    // Read-only here; the transaction below checks the session again and refreshes it.
    const signedIn =
      def.auth && sessions
        ? await sessions.find(deps.db, request.user, request.cookies?.session)
        : undefined;
    if (def.auth === true && (!signedIn || (signedIn.session.pending && !def.allowPending))) {
      return answer(refuse('sessionExpired'), lang);
    }
    const checked = validate(def.schema, request.data, lang);
    if (!checked.valid) return checked.answer;
    const base: MethodContext<object> = {
      data: checked.data,
      lang,
      db: deps.db,
      user: request.user,
      ip: request.ip ?? 'unknown',
      origin: request.origin ?? 'http://localhost',
      ...(request.cookies?.device ? { device: request.cookies.device } : {}),
      services: deps.services ?? createServices(),
      ...(def.auth === 'optional' && signedIn && !signedIn.session.pending
        ? { caller: signedIn }
        : {}),
    };
    let reply: Reply;
    // One transaction per call (but a read-only one): a handler that fails half way leaves
    // nothing behind.
    if (def.auth === true && sessions && signedIn) {
      const prepared = def.prepare ? await def.prepare({ ...base, ...signedIn }) : undefined;
      reply = await deps.db.transaction(async (tx) => {
        const fresh = await sessions.touch(tx, signedIn.session.id);
        if (!fresh || (fresh.session.pending && !def.allowPending)) return refuse('sessionExpired');
        return def.handler({ ...base, db: tx, ...fresh }, prepared);
      });
    } else if (def.auth !== true) {
      const prepared = def.prepare ? await def.prepare(base) : undefined;
      reply = def.readOnly
        ? await def.handler(base, prepared)
        : await deps.db.transaction((tx) => def.handler({ ...base, db: tx }, prepared));
    } else {
      reply = refuse('sessionExpired');
    }
    return answer(reply, lang);
  } catch (error) {
    // A value the schema let through but the database cannot hold: the caller's mistake, and
    // the transaction has rolled back. Schemas should catch it first; the warning says where.
    if (isDataException(error)) {
      deps.logWarning?.(error, api);
      return fail(400, lang, 'valueOutOfRange');
    }
    deps.logError(error, api);
    return fail(500, lang, 'serverError');
  }
}

/**
 * Checks the type of every value present (recursively through objects and arrays) without
 * coercing: "7" is not a number, "true" not a boolean. Missing values are left to the schema's
 * own rules; null is refused where the schema does not allow it, before any of the schema's
 * transforms (which expect a value of their type) sees it.
 */
function checkTypes(schema: unknown, value: unknown, path: string): void {
  if (!yup.isSchema(schema) || value === undefined) return;
  const typed = schema as yup.Schema;
  if (value === null) {
    if (!typed.spec.nullable)
      throw new yup.ValidationError('nullable', value, path || undefined, 'nullable');
    return;
  }
  if (!typed.isType(value)) {
    const error = new yup.ValidationError('typeError', value, path || undefined, 'typeError');
    error.params = { path, type: typed.type };
    throw error;
  }
  if (typed instanceof yup.ObjectSchema) {
    const fields = typed.fields as Record<string, unknown>;
    for (const [name, field] of Object.entries(fields)) {
      checkTypes(field, (value as Record<string, unknown>)[name], path ? `${path}.${name}` : name);
    }
  } else if (typed instanceof yup.ArraySchema && Array.isArray(value)) {
    const inner: unknown = typed.innerType;
    value.forEach((item, i) => checkTypes(inner, item, `${path}[${i}]`));
  }
}

/**
 * Validates a payload: types strictly (a wrongly typed field is refused, not coerced), then the
 * schema's rules on the value with its transforms (trim, phone normalising) and defaults applied;
 * the handler gets that value. A failure answers 400 naming the field; a shared validation message
 * id (machines/shared/validation/messages.ts) is answered as its text, with `data: { field }`.
 */
export function validate<D>(
  schema: yup.Schema<D>,
  payload: unknown,
  lang: Lang,
): { valid: true; data: D } | { valid: false; answer: Answer } {
  // PostgreSQL text cannot hold U+0000: refused here rather than failing at the database.
  if (holdsNul(payload)) return { valid: false, answer: fail(400, lang, 'nulCharacter') };
  try {
    checkTypes(schema, payload, '');
    return { valid: true, data: schema.validateSync(payload) };
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const id = error.message;
    const body = isValidationMessage(id)
      ? { result: false, data: { field: error.path ?? null }, message: tValidation(id, lang) }
      : { result: false, data: null, message: describe(error, lang) };
    return { valid: false, answer: { status: 400, body } };
  }
}

const holdsNul = (value: unknown): boolean =>
  typeof value === 'string'
    ? value.includes('\0')
    : typeof value === 'object' && value !== null && Object.values(value).some(holdsNul);

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
