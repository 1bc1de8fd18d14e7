/**
 * The operator's desk for a player's passkeys (header x-operator-token, like the other /operator
 * endpoints); `npm run accounts -- passkeys` and `revoke-passkey` talk to it. A passkey on a lost
 * or stolen device is revoked here with a reason kept in account_events: it is recorded as the
 * operator's security event, every session of the player ends (one may be the thief's), and the
 * player is told in their inbox and by e-mail.
 */
import type { FastifyInstance } from 'fastify';
import * as yup from 'yup';
import type { Passkey } from '../../machines/shared/passkeys.ts';
import { passkeyIdSchema } from '../../machines/shared/validation/passkey-schemas.ts';
import type { Db } from '../db/driver.ts';
import { answer, ok, refuse, validate, type Reply } from '../envelope.ts';
import type { Services } from '../services.ts';
import { passkeysOf, toPasskey } from './passkeys.ts';
import { passkeyNotice, recordSecurityEvent } from './security-events.ts';
import { revokeSessions, type Player } from './sessions.ts';

const revokeBody = yup.object({
  id: passkeyIdSchema,
  reason: yup.string().trim().required().min(3).max(500),
});

export interface PlayerPasskeys {
  username: string;
  passkeys: Passkey[];
}

type Owner = Pick<Player, 'id' | 'username' | 'email' | 'firstname' | 'language'>;

async function ownerOf(db: Db, username: string, lock = false): Promise<Owner | undefined> {
  const [player] = await db.query<Owner>(
    `SELECT id, username, email, firstname, language FROM players
     WHERE lower(username) = lower($1) ${lock ? 'FOR UPDATE' : ''}`,
    [username],
  );
  return player;
}

const listOf = async (db: Db, player: Owner): Promise<PlayerPasskeys> => ({
  username: player.username,
  passkeys: (await passkeysOf(db, player.id)).map(toPasskey),
});

async function revokePasskey(
  tx: Db,
  services: Pick<Services, 'now' | 'outbox'>,
  change: { username: string; id: string; operator: string; reason: string },
): Promise<Reply> {
  const player = await ownerOf(tx, change.username, true);
  if (!player) return refuse('notFound', null, 404);
  const [removed] = await tx.query<{ name: string }>(
    'DELETE FROM passkeys WHERE id = $1 AND player_id = $2 RETURNING name',
    [change.id, player.id],
  );
  if (!removed) return refuse('passkeyNotFound', { field: 'id' }, 404);
  await recordSecurityEvent(tx, {
    playerId: player.id,
    kind: 'passkey_removed',
    passkeyName: removed.name,
    by: 'operator',
    at: new Date(services.now()),
  });
  await tx.query(
    `INSERT INTO account_events (player_id, action, actor, reason) VALUES ($1, $2, $3, $4)`,
    [player.id, `passkey revoked: ${removed.name}`, change.operator, change.reason],
  );
  await revokeSessions(tx, player.id, 'passkey revoked');
  await passkeyNotice(tx, services, player, { kind: 'passkey_revoked', name: removed.name });
  return ok(await listOf(tx, player));
}

export function registerOperatorPasskeys(
  app: FastifyInstance,
  { db, services }: { db: Db; services: Pick<Services, 'now' | 'outbox'> },
) {
  void app.register(async (desk) => {
    desk.get<{ Params: { username: string } }>(
      '/operator/players/:username/passkeys',
      async (req, reply) => {
        const player = await ownerOf(db, req.params.username);
        const listed = player ? ok(await listOf(db, player)) : refuse('notFound', null, 404);
        const sent = answer(listed, 'en');
        return reply.code(sent.status).send(sent.body);
      },
    );

    desk.post<{ Params: { username: string } }>(
      '/operator/players/:username/passkeys/revoke',
      async (req, reply) => {
        const checked = await validate(revokeBody, req.body ?? {}, 'en');
        if (!checked.valid) return reply.code(checked.answer.status).send(checked.answer.body);
        const result = await db.transaction((tx) =>
          revokePasskey(tx, services, {
            username: req.params.username,
            id: checked.data.id,
            operator: req.operator,
            reason: checked.data.reason,
          }),
        );
        req.log.warn(
          { player: req.params.username, operator: req.operator },
          'passkey revoked by operator',
        );
        const sent = answer(result, 'en');
        return reply.code(sent.status).send(sent.body);
      },
    );
  });
}
