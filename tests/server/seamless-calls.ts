/** Helpers of the seamless-wallet and game-provider suites: launches, signed calls, balances. */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { VirtualGame } from '../../machines/shared/games.ts';
import { sign } from '../../server/payments/signature.ts';
import type { Db } from '../../server/db/driver.ts';
import type { GamePlay } from '../../server/wallet/rounds.ts';
import {
  seamlessCredit,
  seamlessDebit,
  seamlessRollback,
  type SeamlessAnswer,
} from '../../server/wallet/seamless.ts';
import { SEAMLESS_SIGNATURE_HEADER } from '../../server/wallet/seamless-secret.ts';
import { fund, playerIdOf } from './cashier.ts';
import { harnessForFile, type Harness } from './harness.ts';
import { asUser, newPlayer, userTestConfig, type TestSession } from './players.ts';

export const SEAMLESS_SECRET = 'test-seamless-secret';

/** The config of these suites: the user tests' one, with a known seamless secret. */
export const seamlessTestConfig = () => userTestConfig({ seamlessSecret: SEAMLESS_SECRET });

/** The file's harness on seamlessTestConfig. */
export const seamlessHarnessForFile = () => harnessForFile({ config: seamlessTestConfig() });

export interface Gambler {
  session: TestSession & { values: { username: string } };
  id: number;
}

/** A new signed-in player with `amount` kuruş in their wallet. */
export async function newGambler(h: Harness, amount: number): Promise<Gambler> {
  const session = await newPlayer(h);
  const id = await playerIdOf(h.db, session.values.username);
  if (amount > 0) await fund(h.db, id, amount);
  return { session, id };
}

/** init_game of cls for the player; answers the game session token of the page address. */
export async function launchToken(
  h: Harness,
  session: TestSession,
  cls: string,
  data: Record<string, unknown>,
  lang = 'tr',
): Promise<string> {
  const reply = await h.call<{ url: string }>(cls, 'init_game', data, asUser(session, lang));
  expect(reply.body).toMatchObject({ result: true });
  return reply.body.data.url.split('/').pop()!;
}

/** What init_game of class virtualgames is sent for game: its provider, and its type if any. */
export const virtualLaunch = (game: VirtualGame) =>
  'type' in game
    ? { providerID: game.providerID, type: game.type }
    : { providerID: game.providerID };

export const slotToken = (h: Harness, session: TestSession, lang?: string) =>
  launchToken(h, session, 'casino', { gameID: 2620 }, lang);

/** A new player with `amount` kuruş and a slot launched: the token of its game page. */
export async function gamblerAtSlot(
  h: Harness,
  amount: number,
): Promise<Gambler & { token: string }> {
  const gambler = await newGambler(h, amount);
  return { ...gambler, token: await slotToken(h, gambler.session) };
}

/** POST /seamless/{action}, signed with `secret` unless a signature is given. */
export async function seamless(
  h: Harness,
  action: string,
  body: unknown,
  { signature, secret = SEAMLESS_SECRET }: { signature?: string; secret?: string } = {},
): Promise<{ status: number; body: SeamlessAnswer }> {
  const payload = typeof body === 'string' ? body : JSON.stringify(body);
  const response = await fetch(`${h.baseUrl}/seamless/${action}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [SEAMLESS_SIGNATURE_HEADER]:
        signature ?? sign(secret, { path: `/seamless/${action}`, body: payload }),
    },
    body: payload,
  });
  return { status: response.status, body: (await response.json()) as SeamlessAnswer };
}

/** POST /games/api/{token}/{action} on the content origin, as the game page sends it. */
export async function provider<T = Record<string, unknown>>(
  h: Harness,
  token: string,
  action: string,
  body: unknown = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${h.contentUrl}/games/api/${token}/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

export async function walletOf(h: Harness, playerId: number): Promise<number> {
  const [row] = await h.db.query<{ balance_kurus: number }>(
    `SELECT balance_kurus FROM wallets WHERE player_id = $1 AND currency = 'TRY'`,
    [playerId],
  );
  return row!.balance_kurus;
}

export interface RoundRecord {
  id: number;
  launch_id: number | null;
  game_type: string;
  game_id: number;
  game_name: string;
  provider_name: string;
  bet: number;
  win: number;
  status: string;
  settled_at: Date | null;
}

export async function roundsOf(h: Harness, playerId: number): Promise<RoundRecord[]> {
  return h.db.query<RoundRecord>(
    `SELECT id, launch_id, game_type, game_id, game_name, provider_name, bet, win, status,
       settled_at FROM game_rounds WHERE player_id = $1 ORDER BY id`,
    [playerId],
  );
}

/** How many ledger transactions of kind belong to the player's rounds. */
export async function ledgerMoves(h: Harness, playerId: number, kind: string): Promise<number> {
  const [row] = await h.db.query<{ n: number }>(
    `SELECT count(*) AS n FROM ledger_transactions t JOIN game_rounds r ON r.id = t.game_round_id
     WHERE r.player_id = $1 AND t.kind = $2`,
    [playerId, kind],
  );
  return row!.n;
}

/**
 * One round of game at `at`, straight in the wallet: a bet it takes, then its win (undefined:
 * still open; null: the bet rolled back).
 */
export async function playRound(
  db: Db,
  game: GamePlay,
  at: Date,
  bet: number,
  win: number | null | undefined,
) {
  const roundId = randomUUID();
  const betId = `${roundId}-bet`;
  const debit = await seamlessDebit(db, game, 'tr', {
    roundId,
    transactionId: betId,
    amount: bet,
    at,
  });
  expect(debit.ok).toBe(true);
  if (win === null) {
    await seamlessRollback(db, game, 'tr', {
      roundId,
      transactionId: `${roundId}-rb`,
      referenceTransactionId: betId,
      at,
    });
  } else if (win !== undefined) {
    await seamlessCredit(db, game, 'tr', {
      roundId,
      transactionId: `${roundId}-win`,
      amount: win,
      final: true,
      at,
    });
  }
}
