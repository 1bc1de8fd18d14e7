import { DEFAULT_LANG, type Lang, type SessionContext } from '../../machines/shared/contract.ts';
import { isSupportedLanguage } from '../../machines/shared/language.ts';
import type { StoredAuth, UserProfile } from '../../machines/shared/session.ts';
import type { AppContext, ColorMode, StoredAppState } from '../../machines/app/app.types.ts';
import type { DepositDraft } from '../../machines/cashier/deposit-draft.ts';
import type { StoredWithdrawDraft } from '../../machines/cashier/withdraw-draft.ts';
import type { InstallRecord } from '../../machines/app/site-install.machine.ts';

/**
 * Every local-storage key of spec §3 with its validator. Text keys (language, mode, returnUrl)
 * are stored as plain strings; all others as JSON. A value that fails its validator is
 * removed and read as null (or the key's default), so a tampered entry never crashes the site.
 */
interface KeySpec<T> {
  /** `check` is the reader's validator, for a key checked on read. */
  parse(raw: string, check?: Guard<T>): T | null;
  serialize(value: T): string;
}

type Guard<T> = (value: unknown) => value is T;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isStringOrNull = (value: unknown): value is string | null =>
  value === null || typeof value === 'string';
const isTimestamp = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
const isInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value);
const isIdList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.length <= 1000 && value.every(isInteger);

const isSession: Guard<SessionContext> = (value): value is SessionContext =>
  isRecord(value) &&
  (['uid', 'sid', 'uip', 'gmt', 'lang'] as const).every((f) => isString(value[f]));

const isProfile: Guard<UserProfile> = (value): value is UserProfile =>
  isRecord(value) &&
  isString(value.uid) &&
  (['firstname', 'lastname', 'username', 'email'] as const).every((f) => isStringOrNull(value[f]));

const isAuth: Guard<StoredAuth> = (value): value is StoredAuth =>
  isRecord(value) &&
  isString(value.username) &&
  isBoolean(value.otpStatus) &&
  isTimestamp(value.loggedInAt);

const isInstallRecord: Guard<InstallRecord> = (value): value is InstallRecord =>
  isRecord(value) &&
  isInteger(value.visits) &&
  isBoolean(value.deposited) &&
  isBoolean(value.declined);

const isColorMode = (value: unknown): value is ColorMode => value === 'light' || value === 'dark';

// Only a same-site path: a stored absolute or protocol-relative URL would be an open redirect.
const isLocalPath = (value: unknown): value is string =>
  isString(value) && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\');

function json<T>(guard: Guard<T>): KeySpec<T> {
  return {
    parse(raw, check = guard) {
      try {
        const value: unknown = JSON.parse(raw);
        return check(value) ? value : null;
      } catch {
        return null;
      }
    },
    serialize: (value) => JSON.stringify(value),
  };
}

const refuseAll = (_value: unknown): _value is never => false;

/**
 * A JSON key whose validator the reader passes (`read(key, check)`): the cashier's drafts, whose
 * rules live with the cashier's machines and so load with the cashier's pages, not with every
 * page. Read without a check, a value is refused.
 */
function jsonCheckedOnRead<T>(): KeySpec<T> & { checkedOnRead: true } {
  return { ...json<T>(refuseAll), checkedOnRead: true };
}

function text<T extends string>(guard: Guard<T>): KeySpec<T> {
  return { parse: (raw) => (guard(raw) ? raw : null), serialize: (value) => value };
}

const KEYS = {
  session: json(isSession),
  profile: json(isProfile),
  auth: json(isAuth),
  language: text<Lang>(isSupportedLanguage),
  mode: text(isColorMode),
  /** The ids of the operator's popups the visitor closed: each stays closed (a stored `true` of
   * an older site is dropped, so its one popup shows once more). */
  modalStatus: json(isIdList),
  siteUnderMaintenance: json(isBoolean),
  userActivityStartTime: json(isTimestamp),
  ridValue: json(isInteger),
  expirationDate: json(isTimestamp),
  returnUrl: text(isLocalPath),
  showBalance: json(isBoolean),
  /** The deposit wizard's validated input, for a reload (machines/cashier/deposit-draft.ts). */
  depositDraft: jsonCheckedOnRead<DepositDraft>(),
  /** A half-finished withdrawal of one player: validated input only, never the code. */
  withdrawDraft: jsonCheckedOnRead<StoredWithdrawDraft>(),
  /** The install offer's visits and answers on this browser (machines/app/site-install.machine.ts). */
  installOffer: json(isInstallRecord),
  /** The player closed the browser's web push prompt: the site never asks again. */
  pushDismissed: json(isBoolean),
  /** The player hid the session clock over the games (machines/protection/session-clock.machine.ts). */
  sessionClockHidden: json(isBoolean),
};

/** Read in place of a missing or discarded value (spec §3: language tr; §4: balance shown). */
const DEFAULTS = { language: DEFAULT_LANG, showBalance: true } satisfies Partial<StoredValues>;

type Keys = typeof KEYS;
export type StorageKey = keyof Keys;
export type StoredValues = { [K in StorageKey]: Keys[K] extends KeySpec<infer T> ? T : never };
type Defaults = typeof DEFAULTS;
export type ReadValue<K extends StorageKey> = K extends keyof Defaults
  ? StoredValues[K]
  : StoredValues[K] | null;

/** A read of a key checked on read takes its validator (isDepositDraft …); others take none. */
type ReadCheck<K extends StorageKey> = Keys[K] extends { checkedOnRead: true }
  ? [check: Guard<StoredValues[K]>]
  : [];

export interface AppStorage {
  read<K extends StorageKey>(key: K, ...check: ReadCheck<K>): ReadValue<K>;
  write<K extends StorageKey>(key: K, value: StoredValues[K]): void;
  remove(key: StorageKey): void;
}

// Reading window.localStorage itself throws where storage is disabled (SecurityError).
function defaultBacking(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Typed access to the site's keys; storage that is missing or throws degrades to null / no-op. */
export function createAppStorage(backing: Storage | null = defaultBacking()): AppStorage {
  const attempt = <T>(fn: (store: Storage) => T, fallback: T): T => {
    if (!backing) return fallback;
    try {
      return fn(backing);
    } catch {
      return fallback;
    }
  };
  const fallbackFor = <K extends StorageKey>(key: K) =>
    (key in DEFAULTS ? DEFAULTS[key as keyof Defaults] : null) as ReadValue<K>;

  return {
    read(key, ...[check]) {
      const raw = attempt((store) => store.getItem(key), null);
      if (raw === null) return fallbackFor(key);
      const value = (KEYS[key] as KeySpec<StoredValues[typeof key]>).parse(raw, check);
      if (value !== null) return value as ReadValue<typeof key>;
      attempt((store) => store.removeItem(key), undefined);
      return fallbackFor(key);
    },
    write(key, value) {
      const raw = (KEYS[key] as KeySpec<typeof value>).serialize(value);
      attempt((store) => store.setItem(key, raw), undefined);
    },
    remove(key) {
      attempt((store) => store.removeItem(key), undefined);
    },
  };
}

/** What the app machine starts from (its input). */
export function readStoredAppState(storage: AppStorage): StoredAppState {
  return {
    maintenanceFlag: storage.read('siteUnderMaintenance') ?? false,
    language: storage.read('language'),
    mode: storage.read('mode'),
    showBalance: storage.read('showBalance'),
    session: storage.read('session'),
    profile: storage.read('profile'),
    auth: storage.read('auth'),
    rid: storage.read('ridValue'),
    expiresAt: storage.read('expirationDate'),
    lastActivityAt: storage.read('userActivityStartTime'),
    returnUrl: storage.read('returnUrl'),
  };
}

/** Each stored field of the app's context and the key that keeps it. */
const MIRRORED = {
  language: 'language',
  mode: 'mode',
  showBalance: 'showBalance',
  maintenanceFlag: 'siteUnderMaintenance',
  session: 'session',
  profile: 'profile',
  auth: 'auth',
  rid: 'ridValue',
  expiresAt: 'expirationDate',
  lastActivityAt: 'userActivityStartTime',
  returnUrl: 'returnUrl',
} as const satisfies Partial<Record<keyof AppContext, StorageKey>>;

type MirroredField = keyof typeof MIRRORED;

function storedValue(context: AppContext, field: MirroredField): unknown {
  // The flag is only ever stored as true: its absence means the site runs.
  if (field === 'maintenanceFlag') return context.maintenanceFlag ? true : null;
  return context[field];
}

/**
 * Mirrors the app machine's context into storage, so a reload restores the same state. Only the
 * fields that changed since the last call are written: the context changes with every activity
 * mark, and each write serializes its value and touches the storage.
 */
export function createAppStateMirror(storage: AppStorage): (context: AppContext) => void {
  let last: AppContext | null = null;
  return (context) => {
    // xstate keeps the context object when nothing was assigned (e.g. the 5 s inactivity tick).
    if (context === last) return;
    for (const field of Object.keys(MIRRORED) as MirroredField[]) {
      const value = storedValue(context, field);
      if (last && storedValue(last, field) === value) continue;
      const key = MIRRORED[field];
      if (value === null) storage.remove(key);
      else storage.write(key, value as StoredValues[typeof key]);
    }
    last = context;
  };
}
