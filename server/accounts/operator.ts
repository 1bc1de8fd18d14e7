/**
 * The operator's desk for a player's account security (header x-operator-token, like the other
 * /operator endpoints); `npm run accounts` talks to it. A player who lost their authenticator or
 * phone cannot pass their second factor, and a password reset keeps it on (a mailbox alone must
 * not pass it): support checks who they are, then resets the factor here, with a reason kept in
 * account_events. Every session ends, and the player is told by e-mail.
 */
import type { FastifyInstance } from 'fastify';
import * as yup from 'yup';
import type { Db } from '../db/driver.ts';
import { answer, ok, refuse, validate, type Reply } from '../envelope.ts';
import { t } from '../messages.ts';
import type { Outbox } from './outbox.ts';
import { revokeSessions } from './sessions.ts';

const resetBody = yup.object({
  reason: yup.string().trim().required().min(3).max(500),
});

export interface AccountSecurity {
  username: string;
  authenticator: boolean;
  sms: boolean;
  events: { action: string; actor: string; reason: string; createdAt: string }[];
}

async function securityOf(db: Db, username: string): Promise<AccountSecurity | undefined> {
  const [player] = await db.query<{ id: number; username: string; sms: boolean; auth: boolean }>(
    `SELECT p.id, p.username, p.two_factor = 'sms' AS sms, a.secret IS NOT NULL AS auth
     FROM players p LEFT JOIN authenticators a ON a.player_id = p.id
     WHERE lower(p.username) = lower($1)`,
    [username],
  );
  if (!player) return undefined;
  const events = await db.query<{ action: string; actor: string; reason: string; at: Date }>(
    `SELECT action, actor, reason, created_at AS at FROM account_events
     WHERE player_id = $1 ORDER BY id DESC LIMIT 50`,
    [player.id],
  );
  return {
    username: player.username,
    authenticator: player.auth,
    sms: player.sms,
    events: events.map(({ at, ...event }) => ({ ...event, createdAt: new Date(at).toISOString() })),
  };
}

/** Switches the player's authenticator and SMS factor off, under the player's lock. */
async function resetSecondFactor(
  tx: Db,
  outbox: Outbox,
  change: { username: string; operator: string; reason: string },
): Promise<Reply> {
  const [player] = await tx.query<{
    id: number;
    email: string;
    firstname: string;
    language: 'tr' | 'en';
  }>(
    `SELECT id, email, firstname, language FROM players WHERE lower(username) = lower($1)
     FOR UPDATE`,
    [change.username],
  );
  if (!player) return refuse('notFound', null, 404);
  await tx.query('DELETE FROM authenticators WHERE player_id = $1', [player.id]);
  await tx.query(`UPDATE players SET two_factor = 'none' WHERE id = $1`, [player.id]);
  await revokeSessions(tx, player.id, 'second factor reset');
  await tx.query(
    `INSERT INTO account_events (player_id, action, actor, reason)
     VALUES ($1, 'second factor reset', $2, $3)`,
    [player.id, change.operator, change.reason],
  );
  await outbox.send(tx, {
    channel: 'email',
    recipient: player.email,
    subject: t('factorResetMailSubject', player.language),
    body: t('factorResetMailBody', player.language, { name: player.firstname }),
  });
  return ok(await securityOf(tx, change.username));
}

export function registerOperatorAccounts(
  app: FastifyInstance,
  { db, outbox }: { db: Db; outbox: Outbox },
) {
  void app.register(async (desk) => {
    desk.get<{ Params: { username: string } }>(
      '/operator/players/:username/security',
      async (req, reply) => {
        const security = await securityOf(db, req.params.username);
        const sent = answer(security ? ok(security) : refuse('notFound', null, 404), 'en');
        return reply.code(sent.status).send(sent.body);
      },
    );

    desk.post<{ Params: { username: string } }>(
      '/operator/players/:username/second-factor/reset',
      async (req, reply) => {
        const checked = await validate(resetBody, req.body ?? {}, 'en');
        if (!checked.valid) return reply.code(checked.answer.status).send(checked.answer.body);
        const result = await db.transaction((tx) =>
          resetSecondFactor(tx, outbox, {
            username: req.params.username,
            operator: req.operator,
            reason: checked.data.reason,
          }),
        );
        req.log.warn(
          { player: req.params.username, operator: req.operator },
          'second factor reset by operator',
        );
        const sent = answer(result, 'en');
        return reply.code(sent.status).send(sent.body);
      },
    );
  });
}
