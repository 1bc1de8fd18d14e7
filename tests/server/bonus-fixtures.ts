/** Helpers of the bonus suites: players with money, bonuses granted the ways players get them. */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { BonusOffer, PlayerBonus } from '../../machines/shared/bonus.ts';
import type { DepositOutcome } from '../../machines/shared/finance.ts';
import type { GamePlay } from '../../server/wallet/rounds.ts';
import {
  seamlessCredit,
  seamlessDebit,
  seamlessRollback,
  type SeamlessAnswer,
} from '../../server/wallet/seamless.ts';
import { fund, newKey, operator, playerIdOf } from './cashier.ts';
import type { Harness, Reply } from './harness.ts';
import { asUser, newPlayer, type TestSession } from './players.ts';

export const OFFER = { welcome: 1, deposit20: 2, casinoDiscount: 3, promo100: 4, extra25: 5 };

export const bonusCall = <T = unknown>(
  h: Harness,
  session: TestSession,
  method: string,
  data: Record<string, unknown> = {},
  lang?: string,
): Promise<Reply<T>> => h.call<T>('bonus', method, data, asUser(session, lang));

export async function offersOf(h: Harness, session: TestSession): Promise<BonusOffer[]> {
  const reply = await bonusCall<BonusOffer[]>(h, session, 'list_offers');
  expect(reply.body.result).toBe(true);
  return reply.body.data;
}

export async function bonusesOf(h: Harness, session: TestSession): Promise<PlayerBonus[]> {
  const reply = await bonusCall<PlayerBonus[]>(h, session, 'list_bonuses', {
    limit: 20,
    offset: 0,
  });
  return reply.body.result ? reply.body.data : [];
}

const BANK = {
  methodID: 1002,
  branch: 'Nilüfer',
  account: '12345678',
  referenceNumber: 'REF-2044',
};

/** A bank transfer deposit (with a bonus offer when given); answers the call's reply. */
export const askDeposit = (
  h: Harness,
  session: TestSession,
  amount: number,
  bonusOfferID?: number,
  fields: Record<string, unknown> = {},
) =>
  h.call<DepositOutcome>(
    'prepayServices',
    'processTransaction',
    { type: 'deposit', idempotencyKey: newKey(), ...BANK, amount, bonusOfferID, ...fields },
    asUser(session),
  );

/** A deposit asked for and credited by the operator; answers its id. */
export async function deposit(
  h: Harness,
  session: TestSession,
  amount: number,
  bonusOfferID?: number,
): Promise<number> {
  const asked = await askDeposit(h, session, amount, bonusOfferID);
  expect(asked.body).toMatchObject({ result: true });
  const id = (asked.body.data as { transactionID: number }).transactionID;
  const approved = await operator(h, `transactions/${id}/approve`, {});
  expect(approved.body.result).toBe(true);
  return id;
}

/** A new signed-in player with `cash` kuruş in their wallet. */
export async function newBonusPlayer(h: Harness, cash: number) {
  const session = await newPlayer(h);
  const id = await playerIdOf(h.db, session.values.username);
  if (cash > 0) await fund(h.db, id, cash);
  return { session, id };
}

export type BonusPlayer = Awaited<ReturnType<typeof newBonusPlayer>>;

/** A new player with cash who redeemed HOSGELDIN100 and claimed it: 100 TRY to wager 10×. */
export async function withPromoBonus(h: Harness, cash: number): Promise<BonusPlayer> {
  const gambler = await newBonusPlayer(h, cash);
  const redeemed = await bonusCall(h, gambler.session, 'redeem_code', { code: 'hosgeldin100' });
  expect(redeemed.body.result).toBe(true);
  const claimed = await bonusCall(h, gambler.session, 'claim', {
    offerID: OFFER.promo100,
    idempotencyKey: newKey(),
  });
  expect(claimed.body).toMatchObject({ result: true, data: { kind: 'bonus' } });
  return gambler;
}

export async function walletSplit(h: Harness, playerId: number) {
  const [row] = await h.db.query<{ cash: number; bonus: number }>(
    `SELECT balance_kurus AS cash, bonus_kurus AS bonus FROM wallets
     WHERE player_id = $1 AND currency = 'TRY'`,
    [playerId],
  );
  return row!;
}

export async function bonusRow(h: Harness, playerId: number) {
  const [row] = await h.db.query<{ id: number; status: string; wagered: number; amount: number }>(
    `SELECT id, status, wagered, amount FROM player_bonuses WHERE player_id = $1
     ORDER BY id DESC LIMIT 1`,
    [playerId],
  );
  return row!;
}

/** Seamless calls for a game, straight on the database (with `at` for past rounds). */
export function table(h: Harness, playerId: number, game: Partial<GamePlay> = {}) {
  const play: GamePlay = {
    playerId,
    gameType: 'slot',
    gameId: 2620,
    gameName: 'İstanbul Nights',
    providerName: 'Test',
    ...game,
  };
  return {
    bet: (roundId: string, amount: number, transactionId = randomUUID(), at?: Date) =>
      seamlessDebit(h.db, play, 'en', { roundId, transactionId, amount, at }),
    win: (roundId: string, amount: number, at?: Date): Promise<SeamlessAnswer> =>
      seamlessCredit(h.db, play, 'en', {
        roundId,
        transactionId: randomUUID(),
        amount,
        final: true,
        at,
      }),
    rollback: (roundId: string, referenceTransactionId: string) =>
      seamlessRollback(h.db, play, 'en', {
        roundId,
        transactionId: randomUUID(),
        referenceTransactionId,
      }),
  };
}
