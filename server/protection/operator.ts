/**
 * The operator's view and changes of a player's protection (header x-operator-token, like the
 * other /operator endpoints); `npm run protection` talks to these. Every change keeps its reason.
 * An operator's limit change applies at once either way; a time-out or self-exclusion it sets is
 * as binding as the player's own and, like it, cannot be shortened.
 */
import type { FastifyInstance } from 'fastify';
import * as yup from 'yup';
import {
  EXCLUSION_LENGTHS,
  TIMEOUT_LENGTHS,
  type ProtectionProfile,
} from '../../machines/shared/protection.ts';
import { limitChangeSchema } from '../../machines/shared/validation/protection-schemas.ts';
import type { Db } from '../db/driver.ts';
import { answer, ok, refuse, validate, type Reply } from '../envelope.ts';
import { pickLang } from '../messages.ts';
import { closeAccount, setLimit } from './changes.ts';
import { operatorEvents } from './events.ts';
import { protectionState } from './state.ts';

const reason = () => yup.string().trim().required().min(3).max(500);
const limitBody = limitChangeSchema.shape({ reason: reason() });
const timeoutBody = yup.object({
  length: yup.string().required().oneOf(TIMEOUT_LENGTHS),
  reason: reason(),
});
const exclusionBody = yup.object({
  length: yup.string().required().oneOf(EXCLUSION_LENGTHS),
  reason: reason(),
});

async function playerIdOf(db: Db, username: string): Promise<number | undefined> {
  const [row] = await db.query<{ id: number }>(
    'SELECT id FROM players WHERE lower(username) = lower($1)',
    [username],
  );
  return row?.id;
}

export function registerOperatorProtection(
  app: FastifyInstance,
  db: Db,
  { now, profile }: { now: () => number; profile: ProtectionProfile },
) {
  void app.register(async (desk) => {
    const state = async (playerId: number) => ({
      ...(await protectionState(db, playerId, now(), profile)),
      events: await operatorEvents(db, playerId),
    });

    desk.get<{ Params: { username: string } }>(
      '/operator/players/:username/protection',
      async (req, reply) => {
        const playerId = await playerIdOf(db, req.params.username);
        const result = playerId ? ok(await state(playerId)) : refuse('notFound', null, 404);
        const sent = answer(result, 'en');
        return reply.code(sent.status).send(sent.body);
      },
    );

    /** Validates the body, runs the change for the player in one transaction, answers the state. */
    const change = <S extends yup.AnyObjectSchema>(
      path: string,
      schema: S,
      run: (
        tx: Db,
        playerId: number,
        body: yup.InferType<S> & { operator: string },
      ) => Promise<Reply | undefined>,
    ) =>
      desk.post<{ Params: { username: string }; Querystring: { Lang?: string } }>(
        `/operator/players/:username/${path}`,
        async (req, reply) => {
          const lang = pickLang(req.query.Lang);
          const checked = await validate(schema, req.body, lang);
          if (!checked.valid) return reply.code(checked.answer.status).send(checked.answer.body);
          const playerId = await playerIdOf(db, req.params.username);
          const refused = playerId
            ? await db.transaction((tx) =>
                run(tx, playerId, { ...checked.data, operator: req.operator }),
              )
            : refuse('notFound', null, 404);
          const sent = answer(refused ?? ok(await state(playerId!)), lang);
          return reply.code(sent.status).send(sent.body);
        },
      );

    const by = (body: { reason: string; operator: string }) => ({
      actor: 'operator' as const,
      reason: body.reason,
      name: body.operator,
    });
    change('limits', limitBody, async (tx, playerId, body) => {
      await setLimit(tx, playerId, body, by(body), now(), profile);
      return undefined;
    });
    change('timeout', timeoutBody, (tx, playerId, body) =>
      closeAccount(tx, playerId, { kind: 'timeout', length: body.length }, by(body), now()),
    );
    change('exclusion', exclusionBody, (tx, playerId, body) =>
      closeAccount(tx, playerId, { kind: 'exclusion', length: body.length }, by(body), now()),
    );
  });
}
