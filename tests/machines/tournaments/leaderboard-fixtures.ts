import type {
  LeaderboardEntry,
  TournamentLeaderboard,
} from '../../../machines/shared/tournaments.ts';

const entry = (rank: number, points: number, me = false): LeaderboardEntry => ({
  rank,
  name: `o${'*'.repeat(4)}${rank}`,
  points,
  prize: rank <= 3 ? 1_000_000 / rank : 0,
  me,
});

/** A running multiplier tournament's board; the overrides change what a test needs. */
export function aBoard(overrides: Partial<TournamentLeaderboard> = {}): TournamentLeaderboard {
  return {
    tournamentID: 1,
    status: 'active',
    rule: {
      kind: 'multiplier',
      stakePerPoint: 0,
      minBet: 200,
      games: [
        { gameType: 'slot', gameID: 2858, name: 'Stars and Bazaar' },
        { gameType: 'slot', gameID: 2786, name: 'Sweet the Nile' },
      ],
    },
    prizes: [{ fromRank: 1, toRank: 3, amount: 1_000_000 }],
    entries: [entry(1, 1234), entry(2, 500), entry(3, 250, true)],
    me: entry(3, 250, true),
    participants: 3,
    paid: false,
    computedAt: '2026-11-23T12:00:00.000Z',
    ...overrides,
  };
}

export const offline = () => Object.assign(new Error('Bağlantı kurulamadı'), { kind: 'network' });
