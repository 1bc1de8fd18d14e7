/**
 * The demo game provider's API, which the game pages call on the content origin:
 * POST /games/api/{token}/{action}. Every call finds the launch again (its session still lives).
 * It decides every outcome on the server and moves money only through the seamless wallet:
 * each round debits the stake, draws the outcome, credits the win (0 when lost) and settles.
 *
 * Actions: `balance`; `play` (a spin, a table round, a race, a bingo card, a slip, or a crash
 * game's take-off); `fixtures` (sportsbook); `status` and `cashout` (a crash game's flight).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as yup from 'yup';
import { DEFAULT_LANG, type Lang } from '../../machines/shared/contract.ts';
import { SPORTSBOOK_PROVIDER_ID } from '../../machines/shared/games.ts';
import type { Platform } from '../platform.ts';
import type { Db } from '../db/driver.ts';
import { validate } from '../envelope.ts';
import type { SeamlessAnswer } from '../wallet/seamless.ts';
import { tablesById } from './catalogue.ts';
import { BINGO_PRICE, playBingo } from './engines/bingo.ts';
import { cardSpots, deal } from './engines/cards.ts';
import {
  cashOut,
  crashBetSchema,
  drawCrashPoint,
  flightSchema,
  type Flight,
  type Landing,
} from './engines/crash.ts';
import type { Outcome } from './engines/engine.ts';
import { race, raceSchema } from './engines/race.ts';
import { slotSchema, spin } from './engines/slot.ts';
import { newFixtures, playSlip, slipSchema } from './engines/sportsbook.ts';
import { payout, stakesOn, tableSchema, totalOf } from './engines/table.ts';
import { spinWheel, wheelSpots } from './engines/wheel.ts';
import { findLaunch, type LaunchRow } from './launches.ts';
import { pageTexts, type PageTexts } from './page-texts.ts';
import { seamlessClient, type SeamlessClient } from './seamless-client.ts';
import { recordSlipCoupon } from './slip-coupons.ts';
import { familyOf, type Family } from './families.ts';

type Problem =
  | 'INVALID_TOKEN'
  | 'BAD_REQUEST'
  | 'UNKNOWN_ACTION'
  | 'TABLE_CLOSED'
  | 'FLIGHT_ON'
  | 'UNKNOWN_ROUND'
  | (SeamlessAnswer & { ok: false })['code'];

/** What the page shows for each refusal, in the launch's language. */
const WORDS: Partial<Record<Problem, keyof PageTexts>> = {
  INSUFFICIENT_FUNDS: 'lowBalance',
  BONUS_MAX_BET: 'bonusMaxBet',
  PLAY_CLOSED: 'playClosed',
  SPIN_TOO_SOON: 'spinTooSoon',
  PLAY_TIME_REACHED: 'playTimeReached',
  REALITY_CHECK_DUE: 'realityCheck',
  LOSS_LIMIT_REACHED: 'lossLimit',
  WAGER_LIMIT_REACHED: 'wagerLimit',
  INVALID_TOKEN: 'sessionEnded',
  TABLE_CLOSED: 'dealerAway',
  FLIGHT_ON: 'flightOn',
};
const STATUS: Partial<Record<Problem, number>> = {
  INVALID_TOKEN: 403,
  BAD_REQUEST: 400,
  UNKNOWN_ACTION: 404,
  UNKNOWN_ROUND: 404,
};

interface Call {
  launch: LaunchRow;
  token: string;
  family: Family;
  body: unknown;
}

type Answer = { ok: true } & Record<string, unknown>;
class Refused extends Error {
  constructor(readonly code: Problem) {
    super(code);
  }
}

export function registerProvider(
  app: FastifyInstance,
  { db, secret, platform }: { db: Db; secret: string; platform: Platform },
) {
  const wallet: SeamlessClient = seamlessClient(platform, secret);
  // The key that names fixtures; a provider's own, derived from its secret.
  const fixtureKey = `${secret}:fixtures`;

  const accepted = (answer: SeamlessAnswer) => {
    if (!answer.ok) throw new Refused(answer.code);
    return answer;
  };

  async function checked<S extends yup.AnyObjectSchema>(schema: S, body: unknown) {
    const result = await validate(schema, body ?? {}, DEFAULT_LANG);
    if (!result.valid) throw new Refused('BAD_REQUEST');
    return result.data as yup.InferType<S>;
  }

  /** A round decided at once: drawn, bet, won (0 when lost), settled. */
  async function round(
    token: string,
    stake: number,
    draw: () => Outcome,
  ): Promise<Answer & Outcome & { roundId: string }> {
    // Drawn first: nothing can fail between the bet and its win.
    const outcome = draw();
    const roundId = randomUUID();
    const bet = accepted(
      await wallet.debit(token, { roundId, transactionId: `${roundId}:bet`, amount: stake }),
    );
    const won = accepted(
      await wallet.credit(token, {
        roundId,
        transactionId: `${roundId}:win`,
        amount: outcome.win,
        final: true,
      }),
    );
    return {
      ok: true,
      roundId,
      stake,
      win: outcome.win,
      balanceAfterBet: bet.balance,
      balance: won.balance,
      result: outcome.result,
    };
  }

  async function tableRound({ launch, token, body }: Call): Promise<Answer> {
    const [table] = await tablesById(db, [launch.gameId]);
    if (!table?.open) throw new Refused('TABLE_CLOSED');
    const { stakes: given } = await checked(tableSchema, body);
    const wheel = ['roulette', 'game-shows'].includes(table.type);
    const spots = wheel ? wheelSpots(table.type) : cardSpots(table.type);
    const stakes = stakesOn(spots, given);
    if (!stakes || totalOf(stakes) > table.maxBet) throw new Refused('BAD_REQUEST');
    return round(token, totalOf(stakes), () => {
      if (wheel) {
        const { index, winners, label } = spinWheel(table.type);
        return {
          stake: totalOf(stakes),
          win: payout(spots, stakes, winners),
          result: { index, label },
        };
      }
      const { hands, winner, winners, refunds } = deal(table.type);
      return {
        stake: totalOf(stakes),
        win: payout(spots, stakes, winners, refunds),
        result: { hands, winner },
      };
    });
  }

  /** A crash game's flight of this launch. */
  const flightOf = async (launch: LaunchRow, roundId: string) =>
    (
      await db.query<{ state: Flight; finished_at: Date | null }>(
        'SELECT state, finished_at FROM provider_rounds WHERE round_id = $1 AND launch_id = $2',
        [roundId, launch.id],
      )
    )[0];

  const landedAnswer = (flight: Flight, landed: Landing, balance: number): Answer =>
    landed.crashed
      ? { ok: true, crashed: true, crashPoint: flight.crashPoint, win: 0, balance }
      : { ok: true, crashed: false, multiplier: landed.multiplier, win: landed.win, balance };

  /**
   * Ends a flight at `now` (crashed, or cashed out at the multiplier of that moment) once: the
   * first caller credits its win; a status check or cash-out after that answers how it ended.
   */
  async function land(launch: LaunchRow, token: string, roundId: string, now: number) {
    const flight = await flightOf(launch, roundId);
    if (!flight) throw new Refused('UNKNOWN_ROUND');
    const landed = flight.state.landed ?? cashOut(flight.state, now);
    const claimed = await db.query(
      `UPDATE provider_rounds SET finished_at = now(), state = state || $2::jsonb
       WHERE round_id = $1 AND finished_at IS NULL RETURNING 1`,
      [roundId, JSON.stringify({ landed })],
    );
    if (claimed.length === 0) {
      const ended = (await flightOf(launch, roundId))!.state;
      const { balance } = accepted(await wallet.balance(token));
      return landedAnswer(ended, ended.landed!, balance);
    }
    const win = landed.crashed ? 0 : landed.win;
    const credited = accepted(
      await wallet.credit(token, {
        roundId,
        transactionId: `${roundId}:win`,
        amount: win,
        final: true,
      }),
    );
    return landedAnswer(flight.state, landed, credited.balance);
  }

  async function takeOff({ launch, token, body }: Call): Promise<Answer> {
    const { stake } = await checked(crashBetSchema, body);
    const open = await db.query<{ round_id: string; state: Flight }>(
      'SELECT round_id, state FROM provider_rounds WHERE launch_id = $1 AND finished_at IS NULL',
      [launch.id],
    );
    // A flight that crashed unseen is settled now; one still in the air keeps the player on it.
    for (const flight of open) {
      if (!cashOut(flight.state, Date.now()).crashed) throw new Refused('FLIGHT_ON');
      await land(launch, token, flight.round_id, Date.now());
    }
    const roundId = randomUUID();
    const bet = accepted(
      await wallet.debit(token, { roundId, transactionId: `${roundId}:bet`, amount: stake }),
    );
    const flight: Flight = { stake, crashPoint: drawCrashPoint(), startedAt: Date.now() };
    await db.query('INSERT INTO provider_rounds (round_id, launch_id, state) VALUES ($1, $2, $3)', [
      roundId,
      launch.id,
      JSON.stringify(flight),
    ]);
    return { ok: true, roundId, stake, balance: bet.balance };
  }

  /** Still flying (and at which multiplier), or how it ended. */
  async function flightStatus({ launch, token, body }: Call): Promise<Answer> {
    const { roundId } = await checked(flightSchema, body);
    const flight = await flightOf(launch, roundId);
    if (!flight) throw new Refused('UNKNOWN_ROUND');
    const now = Date.now();
    const state = cashOut(flight.state, now);
    if (!flight.finished_at && !state.crashed) {
      return { ok: true, crashed: false, multiplier: state.multiplier };
    }
    return land(launch, token, roundId, now);
  }

  async function cashOutCall({ launch, token, body }: Call): Promise<Answer> {
    const { roundId } = await checked(flightSchema, body);
    return land(launch, token, roundId, Date.now());
  }

  async function play(call: Call): Promise<Answer> {
    const { launch, token, family, body } = call;
    switch (family.kind) {
      case 'slot': {
        const { bet } = await checked(slotSchema, body);
        return round(token, bet, () => spin(bet));
      }
      case 'table':
        return tableRound(call);
      case 'race': {
        const { runner, stake } = await checked(raceSchema, body);
        return round(token, stake, () => race(family.slug, runner, stake));
      }
      case 'bingo':
        return round(token, BINGO_PRICE, () => playBingo());
      case 'sportsbook': {
        const slip = await checked(slipSchema, body);
        const played = await round(token, slip.stake, () => playSlip(fixtureKey, slip));
        if (launch.gameId === SPORTSBOOK_PROVIDER_ID) {
          await recordSlipCoupon(db, fixtureKey, {
            playerId: launch.playerId,
            roundId: played.roundId,
            slip,
            outcome: played,
            at: new Date(),
          });
        }
        return played;
      }
      case 'crash':
        return takeOff({ launch, token, family, body });
    }
  }

  async function act(action: string, call: Call): Promise<Answer> {
    if (action === 'balance')
      return { ok: true, balance: accepted(await wallet.balance(call.token)).balance };
    if (action === 'play') return play(call);
    if (action === 'fixtures' && call.family.kind === 'sportsbook') {
      return { ok: true, fixtures: newFixtures(fixtureKey) };
    }
    if (action === 'status' && call.family.kind === 'crash') return flightStatus(call);
    if (action === 'cashout' && call.family.kind === 'crash') return cashOutCall(call);
    throw new Refused('UNKNOWN_ACTION');
  }

  const refusal = (reply: FastifyReply, code: Problem, lang: Lang) => {
    const word = WORDS[code] ?? 'betFailed';
    return reply
      .code(STATUS[code] ?? 409)
      .send({ ok: false, code, message: pageTexts(lang)[word] });
  };

  app.post<{ Params: { token: string; action: string } }>(
    '/games/api/:token/:action',
    async (req, reply) => {
      const launch = await findLaunch(db, req.params.token);
      const family = launch && (await familyOf(db, launch));
      if (!launch || !family) return refusal(reply, 'INVALID_TOKEN', DEFAULT_LANG);
      try {
        const call = { launch, token: req.params.token, family, body: req.body };
        return reply.header('cache-control', 'no-store').send(await act(req.params.action, call));
      } catch (error) {
        if (error instanceof Refused) return refusal(reply, error.code, launch.lang);
        throw error;
      }
    },
  );
}
