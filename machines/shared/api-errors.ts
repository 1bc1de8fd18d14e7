import { isSessionExpiredMessage } from './server-messages.ts';

/**
 * Message ids the auth machines put in context (views translate them). Every other error text in
 * their context is a server message, already translated: tell the two apart with isMessageId.
 */
export const AUTH_MESSAGES = {
  /** 'The code you entered is incorrect' (spec §4): a code check answered false. */
  wrongCode: 'login.wrongCode',
  /** The pending login session timed out while the code prompt was open: sign in again. */
  sessionExpired: 'login.sessionExpired',
  /** 'Something went wrong, please try later.': no answer, or one without a message. */
  failed: 'common.somethingWentWrong',
} as const;
export type AuthMessageId = (typeof AUTH_MESSAGES)[keyof typeof AUTH_MESSAGES];

const MESSAGE_ID = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+$/;

/** True for a message id such as 'login.wrongCode'; false for a server message (it has spaces). */
export function isMessageId(text: string): boolean {
  return MESSAGE_ID.test(text);
}

/** Failures other than 'refused' (network, HTTP 5xx, blocked, …) carry no message for the player. */
function kindOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'kind' in error ? error.kind : undefined;
}

/**
 * A refusal (result false) is the platform's answer: another attempt is a new request with a new
 * idempotency key. Anything else (offline, a proxy's page, HTTP 5xx, no answer in time) may or
 * may not have reached the platform: trying again must send the same key.
 */
export function isUnansweredFailure(error: unknown): boolean {
  const kind = kindOf(error);
  return kind !== undefined && kind !== 'refused';
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message.trim() : '';
}

/**
 * What a rejected API call leaves in context: the server's message when it refused the call,
 * else the generic AUTH_MESSAGES.failed.
 */
export function errorMessageOf(error: unknown): string {
  const kind = kindOf(error);
  const message = messageOf(error);
  if ((kind === undefined || kind === 'refused') && message !== '') return message;
  return AUTH_MESSAGES.failed;
}

export function isSessionExpiredError(error: unknown): boolean {
  return isSessionExpiredMessage(messageOf(error));
}

/** Action and guard params for error events: `params: errorOf` / `params: errorMessageFrom`. */
export const errorOf = ({ event }: { event: { error: unknown } }) => event.error;
export const errorMessageFrom = ({ event }: { event: { error: unknown } }) =>
  errorMessageOf(event.error);
