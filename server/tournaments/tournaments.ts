/**
 * A tournament as its leaderboard needs it: the dates of the CMS row (migration 001, offsets from
 * the current day), its rule with the games it counts and its prize table (migration 008).
 */
import type { Lang } from '../../machines/shared/contract.ts';
import { VIRTUAL_GAMES } from '../../machines/shared/games.ts';
import type { GameKind } from '../../machines/shared/history.ts';
import type {
  TournamentPrize,
  TournamentRule,
  TournamentRuleKind,
  TournamentStatus,
} from '../../machines/shared/tournaments.ts';
import type { Db } from '../db/driver.ts';
import { VIRTUAL_PAGES } from '../games/virtual.ts';

export interface TournamentRecord {
  id: number;
  title: string;
  /** By its dates; a tournament concluded early (`--now`) is concluded too. */
  status: TournamentStatus;
  startDate: Date;
  endDate: Date;
  rule: TournamentRule;
  prizes: TournamentPrize[];
  /** Its conclusion, when its prizes were paid. */
  concludedAt: Date | null;
  participants: number;
}

interface TournamentRow {
  id: number;
  title: string;
  start_date: Date;
  end_date: Date;
  kind: TournamentRuleKind;
  stake_per_point: number;
  min_bet: number;
  concluded_at: Date | null;
  participants: number | null;
  status: TournamentStatus;
}

/** A virtual game is stored by its provider id; its name is its page's. */
function virtualName(providerId: number, lang: Lang): string {
  const game = VIRTUAL_GAMES.find((g) => g.providerID === providerId);
  return game ? (VIRTUAL_PAGES[game.slug]?.[lang] ?? game.slug) : String(providerId);
}

async function gamesOf(db: Db, id: number, lang: Lang): Promise<TournamentRule['games']> {
  const rows = await db.query<{ game_type: GameKind; game_id: number; name: string | null }>(
    `SELECT g.game_type, g.game_id, COALESCE(s.name, t.name) AS name FROM tournament_games g
     LEFT JOIN slot_games s ON g.game_type = 'slot' AND s.id = g.game_id
     LEFT JOIN live_tables t ON g.game_type = 'live' AND t.id = g.game_id
     WHERE g.tournament_id = $1 ORDER BY g.game_type, g.game_id`,
    [id],
  );
  return rows.map((row) => ({
    gameType: row.game_type,
    gameID: row.game_id,
    name:
      row.game_type === 'virtual'
        ? virtualName(row.game_id, lang)
        : (row.name ?? `#${row.game_id}`),
  }));
}

/** The tournaments that have a rule, latest start first; undefined id: all of them. */
export async function findTournaments(
  db: Db,
  lang: Lang,
  id?: number,
): Promise<TournamentRecord[]> {
  const rows = await db.query<TournamentRow>(
    `SELECT t.id, t.title, t.start_date, t.end_date, r.kind, r.stake_per_point, r.min_bet,
       c.concluded_at, c.participants,
       CASE WHEN c.tournament_id IS NOT NULL OR now() >= t.end_date THEN 'concluded'
         WHEN now() < t.start_date THEN 'upcoming' ELSE 'active' END AS status
     FROM tournaments_dated t JOIN tournament_rules r ON r.tournament_id = t.id
     LEFT JOIN tournament_conclusions c ON c.tournament_id = t.id
     WHERE t.lang = $1 AND ($2::integer IS NULL OR t.id = $2)
     ORDER BY t.start_date DESC, t.id`,
    [lang, id ?? null],
  );
  const prizes = await db.query<{ tournament_id: number } & TournamentPrize>(
    `SELECT tournament_id, from_rank AS "fromRank", to_rank AS "toRank", amount
     FROM tournament_prizes WHERE $1::integer IS NULL OR tournament_id = $1
     ORDER BY tournament_id, from_rank`,
    [id ?? null],
  );
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      title: row.title,
      status: row.status,
      startDate: new Date(row.start_date),
      endDate: new Date(row.end_date),
      rule: {
        kind: row.kind,
        stakePerPoint: row.stake_per_point,
        minBet: row.min_bet,
        games: await gamesOf(db, row.id, lang),
      },
      prizes: prizes
        .filter((p) => p.tournament_id === row.id)
        .map(({ fromRank, toRank, amount }) => ({ fromRank, toRank, amount })),
      concludedAt: row.concluded_at ? new Date(row.concluded_at) : null,
      participants: row.participants ?? 0,
    })),
  );
}

/** What rank wins, 0 outside the prize table. */
export const prizeFor = (prizes: readonly TournamentPrize[], rank: number): number =>
  prizes.find((p) => rank >= p.fromRank && rank <= p.toRank)?.amount ?? 0;
