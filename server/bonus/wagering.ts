/**
 * Bonus money in the seamless wallet: where a bet's stake comes from (cash first, then the
 * active bonus's money, never on a game it excludes), what the bet counts toward the bonus's
 * wagering, and where a win or a returned stake goes back to. The caller holds the player's
 * wallet lock and has expired an overdue bonus first (liveBonus).
 */
import {
  bonusUsableOn,
  splitStake,
  splitWin,
  wageringContribution,
  type BonusTerms,
  type GameRef,
} from '../../machines/shared/bonus.ts';
import type { Db } from '../db/driver.ts';
import { transfer, type LockedWallet } from '../wallet/ledger.ts';
import type { RoundRow } from '../wallet/rounds.ts';
import { findBonus, type BonusRow } from './bonuses.ts';
import { endBonus, recordBonusEvent } from './lifecycle.ts';

const termsOf = (bonus: BonusRow): Pick<BonusTerms, 'weights' | 'excludedGames'> => ({
  weights: bonus.weights,
  excludedGames: bonus.excluded_games.map((game) => ({ ...game, name: '' })),
});

export type StakeRefusal = 'BONUS_MAX_BET' | 'INSUFFICIENT_FUNDS';

/** The cash and bonus parts of a stake, or why the bet is refused. */
export function stakeParts(
  wallet: LockedWallet,
  bonus: BonusRow | undefined,
  game: GameRef,
  stake: number,
): { cash: number; bonus: number } | StakeRefusal {
  if (bonus && bonus.max_bet_kurus > 0 && stake > bonus.max_bet_kurus) return 'BONUS_MAX_BET';
  const usable = bonus !== undefined && bonusUsableOn(termsOf(bonus), game);
  return (
    splitStake({ cash: wallet.balance, bonus: wallet.bonus }, stake, usable) ?? 'INSUFFICIENT_FUNDS'
  );
}

/**
 * Counts a bet toward the active bonus's wagering (its weight; nothing on an excluded game) and
 * converts the bonus once the wagering is met. The event's reason is the bet's transaction id,
 * so a rollback finds what it counted.
 */
export async function countWagering(
  tx: Db,
  wallet: LockedWallet,
  bonus: BonusRow,
  bet: { game: GameRef; stake: number; roundId: number; transactionId: string; at?: Date },
): Promise<void> {
  const counted = wageringContribution(termsOf(bonus), bet.game, bet.stake);
  if (counted <= 0) return;
  const [row] = await tx.query<{ wagered: number }>(
    'UPDATE player_bonuses SET wagered = wagered + $2 WHERE id = $1 RETURNING wagered',
    [bonus.id, counted],
  );
  await recordBonusEvent(tx, {
    playerId: wallet.playerId,
    bonusId: bonus.id,
    kind: 'wagered',
    amount: counted,
    gameRoundId: bet.roundId,
    reason: bet.transactionId,
    at: bet.at,
  });
  if (row!.wagered >= bonus.wagering_required) await endBonus(tx, wallet, bonus, 'converted');
}

/** Takes back what a rolled-back bet counted, while its bonus is still active. */
export async function uncountWagering(
  tx: Db,
  wallet: LockedWallet,
  bet: { transactionId: string; roundId: number; at?: Date },
): Promise<void> {
  const [counted] = await tx.query<{ player_bonus_id: number; amount: number }>(
    `SELECT e.player_bonus_id, e.amount FROM bonus_events e
     JOIN player_bonuses b ON b.id = e.player_bonus_id
     WHERE e.player_id = $1 AND e.kind = 'wagered' AND e.reason = $2 AND e.amount > 0
       AND b.status = 'active'`,
    [wallet.playerId, bet.transactionId],
  );
  if (!counted) return;
  await tx.query('UPDATE player_bonuses SET wagered = GREATEST(wagered - $2, 0) WHERE id = $1', [
    counted.player_bonus_id,
    counted.amount,
  ]);
  await recordBonusEvent(tx, {
    playerId: wallet.playerId,
    bonusId: counted.player_bonus_id,
    kind: 'wagered',
    amount: -counted.amount,
    gameRoundId: bet.roundId,
    reason: bet.transactionId,
    at: bet.at,
  });
}

/**
 * Pays the bonus part of a win or of a returned stake: into the bonus account while the round's
 * bonus is active, as cash once it converted; after it expired or was forfeited it stays with
 * the house, recorded as forfeited.
 */
async function payBonusPart(
  tx: Db,
  wallet: LockedWallet,
  round: RoundRow,
  move: { kind: 'game_win' | 'game_rollback'; amount: number; at?: Date },
): Promise<void> {
  if (move.amount <= 0 || round.player_bonus_id === null) return;
  const bonus = await findBonus(tx, wallet.playerId, round.player_bonus_id);
  if (bonus?.status === 'active' || bonus?.status === 'converted') {
    await transfer(tx, wallet, {
      kind: move.kind,
      from: 'games',
      to: bonus.status === 'active' ? 'bonus' : 'wallet',
      amount: move.amount,
      gameRoundId: round.id,
      playerBonusId: bonus.id,
      at: move.at,
    });
    return;
  }
  await recordBonusEvent(tx, {
    playerId: wallet.playerId,
    bonusId: round.player_bonus_id,
    kind: 'forfeited',
    amount: move.amount,
    gameRoundId: round.id,
    reason: move.kind === 'game_win' ? 'win after the bonus ended' : 'stake after the bonus ended',
    at: move.at,
  });
}

/** A win shared as the round's stake was (splitWin): cash to the wallet, the rest as above. */
export async function payWin(
  tx: Db,
  wallet: LockedWallet,
  round: RoundRow,
  win: { amount: number; at?: Date },
): Promise<void> {
  const parts = splitWin(win.amount, { bet: round.bet, bonusBet: round.bonus_bet });
  if (parts.cash > 0) {
    await transfer(tx, wallet, {
      kind: 'game_win',
      from: 'games',
      to: 'wallet',
      amount: parts.cash,
      gameRoundId: round.id,
      at: win.at,
    });
  }
  await payBonusPart(tx, wallet, round, { kind: 'game_win', amount: parts.bonus, at: win.at });
}

/**
 * Returns a rolled-back stake: the bonus part in the round's proportion (all that is left of it
 * with the round's last stake), each part where it came from. Answers the bonus part.
 */
export async function returnStake(
  tx: Db,
  wallet: LockedWallet,
  round: RoundRow,
  stake: { amount: number; last: boolean; at?: Date },
): Promise<number> {
  const bonusPart = stake.last
    ? round.bonus_bet
    : Math.min(round.bonus_bet, Math.floor((stake.amount * round.bonus_bet) / round.bet));
  const cashPart = stake.amount - bonusPart;
  if (cashPart > 0) {
    await transfer(tx, wallet, {
      kind: 'game_rollback',
      from: 'games',
      to: 'wallet',
      amount: cashPart,
      gameRoundId: round.id,
      at: stake.at,
    });
  }
  await payBonusPart(tx, wallet, round, { kind: 'game_rollback', amount: bonusPart, at: stake.at });
  return bonusPart;
}
