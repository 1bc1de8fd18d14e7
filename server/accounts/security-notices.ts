/**
 * Tells the player of a change to how they sign in (ASVS 2.2.3, 2.5.5): a notification in their
 * inbox, worded in the language they read it in, and an e-mail through the outbox, both in the
 * transaction of the change, so a change that fails tells nothing.
 */
import type { Lang } from '../../machines/shared/contract.ts';
import type { Db } from '../db/driver.ts';
import { NOTIFICATION_TEXTS, fill, type NotificationKind } from '../inbox/notification-texts.ts';
import { notify } from '../inbox/notifications.ts';
import { t } from '../messages.ts';
import type { Services } from '../services.ts';
import type { Player } from './sessions.ts';

export type SecurityNoticeKind = Extract<
  NotificationKind,
  | 'login_new_device'
  | 'password_changed'
  | 'authenticator_on'
  | 'authenticator_off'
  | 'sms_factor_on'
  | 'sms_factor_off'
  | 'passkey_added'
  | 'passkey_removed'
  | 'passkey_revoked'
  | 'passkey_step_up'
  | 'passkey_login_new_device'
>;

export interface SecurityNotice {
  player: Pick<Player, 'id' | 'email' | 'firstname'>;
  kind: SecurityNoticeKind;
  /** The e-mail's language. */
  lang: Lang;
  params?: Record<string, string>;
  /** False when the change sends a mail of its own (a password reset). */
  mail?: boolean;
}

export async function securityNotice(
  db: Db,
  services: Pick<Services, 'outbox'>,
  { player, kind, lang, params = {}, mail = true }: SecurityNotice,
): Promise<void> {
  await notify(db, { playerId: player.id, kind, params, at: new Date() });
  if (!mail) return;
  const texts = NOTIFICATION_TEXTS[kind];
  await services.outbox.send(db, {
    channel: 'email',
    recipient: player.email,
    subject: texts.title[lang],
    body: t('securityMailBody', lang, {
      name: player.firstname,
      message: fill(texts.message[lang], params),
    }),
  });
}
