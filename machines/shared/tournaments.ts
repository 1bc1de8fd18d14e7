/**
 * Tournament leaderboards as the platform answers them (class tournament): computed from the real
 * rounds played in a tournament's games within its window, by the rule the tournament states.
 * Money is integer kuruş; dates are ISO 8601 strings.
 */
import type { GameKind } from './history.ts';

/**
 * How a round earns points: stake (one point per stakePerPoint kuruş staked), multiplier (the
 * best single round's win ÷ bet, in hundredths: 1234 is ×12.34), wins (rounds won: win > bet).
 * Rounds below minBet earn nothing; cancelled rounds never count.
 */
export const TOURNAMENT_RULE_KINDS = ['stake', 'multiplier', 'wins'] as const;
export type TournamentRuleKind = (typeof TOURNAMENT_RULE_KINDS)[number];

export type TournamentStatus = 'upcoming' | 'active' | 'concluded';

export interface TournamentRule {
  kind: TournamentRuleKind;
  /** stake: kuruş per point; 0 for the other kinds. */
  stakePerPoint: number;
  minBet: number;
  /** The games whose rounds count, with their names now. */
  games: { gameType: GameKind; gameID: number; name: string }[];
}

/** Ranks fromRank..toRank (inclusive) each win amount. */
export interface TournamentPrize {
  fromRank: number;
  toRank: number;
  amount: number;
}

export interface LeaderboardEntry {
  rank: number;
  /** The player's username, masked but for its first and last characters. */
  name: string;
  points: number;
  /** What this rank wins (paid when the tournament concludes); 0 outside the prizes. */
  prize: number;
  /** The signed-in caller's own row. */
  me: boolean;
}

/** tournament leaderboard: the standings now, or the final ones once concluded. */
export interface TournamentLeaderboard {
  tournamentID: number;
  status: TournamentStatus;
  rule: TournamentRule;
  prizes: TournamentPrize[];
  /** The top LEADERBOARD_SIZE, best first; ties share the earlier round's rank order. */
  entries: LeaderboardEntry[];
  /** The signed-in caller's place, also when outside the top; null when anonymous or unplaced. */
  me: LeaderboardEntry | null;
  participants: number;
  /** Concluded and its prizes paid into the winners' wallets. */
  paid: boolean;
  computedAt: string;
}

/** Spec §9 lists tournaments 50 to a page; the board shows as many places. */
export const LEADERBOARD_SIZE = 50;

/** How often an open tournament page asks for the standings again. */
export const LEADERBOARD_REFRESH_MS = 30_000;
