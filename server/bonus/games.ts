/** The games an offer excludes, kept as references and named from the catalogue when read. */
import type { ExcludedGame, GameRef } from '../../machines/shared/bonus.ts';
import type { Db } from '../db/driver.ts';

/** Each excluded game with its name now; a game no longer in the catalogue keeps its id. */
export async function namedGames(db: Db, games: readonly GameRef[]): Promise<ExcludedGame[]> {
  if (games.length === 0) return [];
  const rows = await db.query<{ kind: string; id: number; name: string }>(
    `SELECT 'slot' AS kind, id, name FROM slot_games WHERE id = ANY($1)
     UNION ALL SELECT 'live', id, name FROM live_tables WHERE id = ANY($2)
     UNION ALL SELECT DISTINCT ON (game_id) 'virtual', game_id, game_name FROM game_launches
       WHERE kind = 'virtual' AND game_id = ANY($3)`,
    (['slot', 'live', 'virtual'] as const).map((kind) =>
      games.filter((g) => g.gameType === kind).map((g) => g.gameID),
    ),
  );
  return games.map((game) => ({
    gameType: game.gameType,
    gameID: game.gameID,
    name:
      rows.find((row) => row.kind === game.gameType && row.id === game.gameID)?.name ??
      `#${game.gameID}`,
  }));
}
