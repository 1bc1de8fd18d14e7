import type { CashDirection } from '../../machines/shared/finance.ts';
import type { LiveEventName, LiveEvents, LiveSessionEnd } from '../../machines/shared/live.ts';

/** What a NOTIFY on `live` says (migration 023), read from its JSON payload. */
export type LiveNotice =
  | { kind: 'maintenance'; on: boolean }
  | { kind: 'balance'; player: number }
  | { kind: 'transaction'; player: number; transaction: number; direction: CashDirection }
  /** player null: a mass message, for every player. */
  | { kind: 'inbox'; player: number | null }
  | { kind: 'session'; player: number; session: number; reason: string | null };

/** An event of the stream, as its name and data. */
export type LiveEvent = {
  [N in LiveEventName]: { name: N; data: LiveEvents[N] };
}[LiveEventName];

/** Whom a stream follows: a signed-in player's session, or no one (a visitor's stream). */
export interface Audience {
  session?: { id: number; playerId: number };
}

const isId = (value: unknown): value is number => Number.isSafeInteger(value);

/**
 * The notice a payload carries, when it is one of the schema this server works in (channels are
 * the whole database's); undefined for anything else.
 */
export function parseNotice(payload: string, schema: string): LiveNotice | undefined {
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(payload) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  if (typeof body !== 'object' || body === null || body.schema !== schema) return undefined;
  const { kind, player } = body;
  if (kind === 'maintenance' && typeof body.on === 'boolean') return { kind, on: body.on };
  if (kind === 'inbox' && (player === null || isId(player))) return { kind, player };
  if (!isId(player)) return undefined;
  if (kind === 'balance') return { kind, player };
  if (
    kind === 'transaction' &&
    isId(body.transaction) &&
    (body.direction === 'deposit' || body.direction === 'withdraw')
  ) {
    return { kind, player, transaction: body.transaction, direction: body.direction };
  }
  if (kind === 'session' && isId(body.session)) {
    const reason = typeof body.reason === 'string' ? body.reason : null;
    return { kind, player, session: body.session, reason };
  }
  return undefined;
}

/** The platform's reasons for revoking a session (revoked_reason), as the stream words them. */
const SESSION_ENDS: Record<string, LiveSessionEnd> = {
  logout: 'signedOut',
  'password changed': 'credentialsChanged',
  'password reset': 'credentialsChanged',
  'second factor reset': 'credentialsChanged',
  timeout: 'accountClosed',
  exclusion: 'accountClosed',
  panic: 'accountClosed',
};

export const sessionEndOf = (reason: string | null): LiveSessionEnd =>
  (reason !== null && Object.hasOwn(SESSION_ENDS, reason) && SESSION_ENDS[reason]) || 'expired';

/**
 * What a notice tells one stream, if anything: the maintenance switch goes to every stream; a
 * player's news only to that player's streams, a mass message to every signed-in one; a
 * session's end only to that session's. No player learns anything of another.
 */
export function eventFor(notice: LiveNotice, { session }: Audience): LiveEvent | undefined {
  if (notice.kind === 'maintenance') return { name: 'maintenance', data: { status: notice.on } };
  if (!session) return undefined;
  if (notice.kind === 'inbox') {
    return notice.player === null || notice.player === session.playerId
      ? { name: 'inbox', data: {} }
      : undefined;
  }
  if (notice.player !== session.playerId) return undefined;
  switch (notice.kind) {
    case 'balance':
      return { name: 'balance', data: {} };
    case 'transaction':
      return {
        name: 'transaction',
        data: { transactionID: notice.transaction, direction: notice.direction },
      };
    case 'session':
      return notice.session === session.id
        ? { name: 'session', data: { reason: sessionEndOf(notice.reason) } }
        : undefined;
  }
}
