/**
 * What of a half-finished withdrawal survives a reload: validated input only, never the
 * authenticator code, under a version so that a later shape can discard an older one.
 */
export const WITHDRAW_DRAFT_VERSION = 1;

export interface WithdrawDraft {
  version: typeof WITHDRAW_DRAFT_VERSION;
  methodID: number;
  bankAccountID: number | null;
  /** Kuruş. */
  amount: number | null;
  /** YYYY-MM-DD. */
  validityDate: string | null;
  note: string | null;
}

/** The draft as stored: it belongs to one player (uid) and is ignored for anyone else. */
export interface StoredWithdrawDraft {
  uid: string;
  draft: WithdrawDraft;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
const isKurus = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
const isDay = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
const orNull =
  <T>(guard: (value: unknown) => value is T) =>
  (value: unknown): value is T | null =>
    value === null || guard(value);
const isNote = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 1000;

/** The shape of a draft; the machine still checks every value against what it loads. */
export function isWithdrawDraft(value: unknown): value is WithdrawDraft {
  return (
    isRecord(value) &&
    value.version === WITHDRAW_DRAFT_VERSION &&
    isId(value.methodID) &&
    orNull(isId)(value.bankAccountID) &&
    orNull(isKurus)(value.amount) &&
    orNull(isDay)(value.validityDate) &&
    orNull(isNote)(value.note) &&
    !('code' in value) &&
    !('ga_code' in value)
  );
}

export function isStoredWithdrawDraft(value: unknown): value is StoredWithdrawDraft {
  return (
    isRecord(value) &&
    typeof value.uid === 'string' &&
    value.uid !== '' &&
    isWithdrawDraft(value.draft)
  );
}
