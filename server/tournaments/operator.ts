/**
 * The operator's tournament desk (header x-operator-token, like /operator/cashier): the
 * tournaments with their state, a board with the players' real usernames, and concluding one.
 * `npm run tournaments` talks to these.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as yup from 'yup';
import { LEADERBOARD_SIZE } from '../../machines/shared/tournaments.ts';
import type { Db } from '../db/driver.ts';
import { answer, ok, refuse, validate, type Reply } from '../envelope.ts';
import { pickLang } from '../messages.ts';
import { concludeTournament, type Conclusion } from './conclude.ts';
import { standingsOf } from './leaderboard.ts';
import { findTournaments, type TournamentRecord } from './tournaments.ts';

export interface OperatorTournament {
  id: number;
  title: string;
  status: TournamentRecord['status'];
  startDate: string;
  endDate: string;
  rule: TournamentRecord['rule'];
  concludedAt: string | null;
}

export interface OperatorBoard extends OperatorTournament {
  participants: number;
  /** The top LEADERBOARD_SIZE with their usernames. */
  standings: { rank: number; username: string; points: number; prize: number }[];
}

const concludeBody = yup.object({ early: yup.boolean().default(false) });

const NOT_ENDED = {
  text: 'The tournament has not ended yet: conclude it early with --now.',
} as const;

const toOperator = (t: TournamentRecord): OperatorTournament => ({
  id: t.id,
  title: t.title,
  status: t.status,
  startDate: t.startDate.toISOString(),
  endDate: t.endDate.toISOString(),
  rule: t.rule,
  concludedAt: t.concludedAt?.toISOString() ?? null,
});

const langOf = (query: unknown) =>
  pickLang(typeof query === 'object' && query !== null ? (query as { Lang?: unknown }).Lang : '');

export async function registerOperatorTournaments(app: FastifyInstance, db: Db) {
  await app.register(async (desk) => {
    const send = (reply: FastifyReply, result: Reply, query: unknown) => {
      const sent = answer(result, langOf(query));
      return reply.code(sent.status).send(sent.body);
    };
    const idOf = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : undefined);

    desk.get('/operator/tournaments', async (req, reply) => {
      const tournaments = await findTournaments(db, langOf(req.query));
      return send(reply, ok(tournaments.map(toOperator)), req.query);
    });

    desk.get<{ Params: { id: string } }>('/operator/tournaments/:id', async (req, reply) => {
      const id = idOf(req.params.id);
      const [tournament] = id ? await findTournaments(db, langOf(req.query), id) : [];
      if (!tournament) return send(reply, refuse('notFound', null, 404), req.query);
      const standings = await standingsOf(db, tournament);
      const board: OperatorBoard = {
        ...toOperator(tournament),
        participants: tournament.concludedAt ? tournament.participants : standings.length,
        standings: standings
          .slice(0, LEADERBOARD_SIZE)
          .map(({ rank, username, points, prize }) => ({ rank, username, points, prize })),
      };
      return send(reply, ok(board), req.query);
    });

    desk.post<{ Params: { id: string } }>(
      '/operator/tournaments/:id/conclude',
      async (req, reply) => {
        const checked = await validate(concludeBody, req.body ?? {}, langOf(req.query));
        if (!checked.valid) return reply.code(checked.answer.status).send(checked.answer.body);
        const id = idOf(req.params.id);
        const conclusion: Conclusion = id
          ? await concludeTournament(db, id, { early: checked.data.early })
          : { outcome: 'unknown' };
        if (conclusion.outcome === 'unknown') {
          return send(reply, refuse('notFound', null, 404), req.query);
        }
        if (conclusion.outcome === 'notEnded') return send(reply, refuse(NOT_ENDED), req.query);
        return send(reply, ok(conclusion), req.query);
      },
    );
  });
}
