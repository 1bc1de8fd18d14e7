/**
 * The player's security events (machines/shared/passkeys.ts SecurityEvent): every passkey added,
 * renamed, removed, used to sign in or step up, or refused for a sign count that went backwards.
 * Profile → security lists them; the ones that change what can act as the player also reach the
 * inbox (passkeyNotice).
 */
import type { SecurityEvent, SecurityEventKind } from '../../machines/shared/passkeys.ts';
import type { StepUpAction } from '../../machines/shared/step-up.ts';
import type { Db } from '../db/driver.ts';
import type { Services } from '../services.ts';
import { securityNotice } from './security-notices.ts';
import type { Player } from './sessions.ts';

/** How many events security_events answers. */
export const SECURITY_EVENTS_LISTED = 50;

export interface SecurityEventRecord {
  playerId: number;
  kind: SecurityEventKind;
  passkeyName: string | null;
  action?: StepUpAction;
  by?: SecurityEvent['by'];
  /** The platform's clock. */
  at: Date;
}

export async function recordSecurityEvent(db: Db, event: SecurityEventRecord): Promise<void> {
  await db.query(
    `INSERT INTO security_events (player_id, kind, passkey_name, action, actor, at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      event.playerId,
      event.kind,
      event.passkeyName,
      event.action ?? null,
      event.by ?? 'player',
      event.at.toISOString(),
    ],
  );
}

/** The player's latest events, newest first. */
export async function securityEventsOf(db: Db, playerId: number): Promise<SecurityEvent[]> {
  const rows = await db.query<{
    id: number;
    kind: SecurityEventKind;
    at: Date;
    passkeyName: string | null;
    action: StepUpAction | null;
    by: SecurityEvent['by'];
  }>(
    `SELECT id, kind, at, passkey_name AS "passkeyName", action, actor AS "by"
     FROM security_events WHERE player_id = $1 ORDER BY at DESC, id DESC LIMIT $2`,
    [playerId, SECURITY_EVENTS_LISTED],
  );
  return rows.map((row) => ({ ...row, at: new Date(row.at).toISOString() }));
}

/** What a step-up approved, as the inbox notice names it in each language. */
const CHANGE_NAMES: Record<StepUpAction, { tr: string; en: string }> = {
  limit: { tr: 'bir limitin yükseltilmesi ya da kaldırılması', en: 'raising or removing a limit' },
  'bank-account': {
    tr: 'bir banka hesabının eklenmesi ya da değiştirilmesi',
    en: 'adding or changing a bank account',
  },
  withdrawal: {
    tr: 'yeni bir banka hesabına para çekme isteğiniz',
    en: 'a withdrawal to a new bank account',
  },
  email: { tr: 'e-posta adresinizin değiştirilmesi', en: 'changing your e-mail address' },
  password: { tr: 'şifrenizin değiştirilmesi', en: 'changing your password' },
  'factor-off': {
    tr: 'bir doğrulama yönteminin kapatılması',
    en: 'turning a verification method off',
  },
};

type NoticePlayer = Pick<Player, 'id' | 'email' | 'firstname' | 'language'>;

/** The inbox notice and e-mail of a passkey added, removed (by the player or support) or used. */
export function passkeyNotice(
  db: Db,
  services: Pick<Services, 'outbox'>,
  player: NoticePlayer,
  notice:
    | { kind: 'passkey_added' | 'passkey_removed' | 'passkey_revoked'; name: string }
    | { kind: 'passkey_step_up'; name: string; action: StepUpAction },
): Promise<void> {
  const change = notice.kind === 'passkey_step_up' ? CHANGE_NAMES[notice.action] : undefined;
  return securityNotice(db, services, {
    player,
    kind: notice.kind,
    lang: player.language,
    params: {
      name: notice.name,
      ...(change ? { change_tr: change.tr, change_en: change.en } : {}),
    },
  });
}
