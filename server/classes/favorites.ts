import { CONTRACT } from '../../machines/shared/contract/index.ts';
import { method, ok, refuse, type Reply } from '../envelope.ts';
import { PREVIEW_RID } from '../games/catalogue.ts';
import type { MessageKey } from '../messages.ts';

const withMessage = <R extends Reply>(reply: R, message: MessageKey): R => ({ ...reply, message });

const FAVORITES_MAX = 500;

/** user.favorites: the calling player's favourite slot games and live tables. */
export const favorites = method(CONTRACT.user.favorites, {
  auth: true,
  // The list is always the calling player's: ids or names in data never choose whose.
  handler: async ({ data, db, player }) => {
    const catalogue = data.type === 'casino' ? 'slot_games' : 'live_tables';
    const preview = player.rid === PREVIEW_RID;
    const list = async () =>
      (
        await db.query<{ game_id: number }>(
          `SELECT f.game_id FROM favorites f JOIN ${catalogue} g ON g.id = f.game_id
           JOIN game_providers p ON p.id = g.provider_id
           WHERE f.player_id = $1 AND f.type = $2 AND (p.status = 'active' OR $3)
           ORDER BY f.created_at DESC, f.game_id DESC`,
          [player.id, data.type, preview],
        )
      ).map((row) => row.game_id);
    if (data.mode === undefined) return ok({ ids: await list() });
    if (data.mode === 'insert') {
      // Only what the player's lobby shows: a preview provider's table is unknown to others.
      const known = await db.query(
        `SELECT 1 FROM ${catalogue} g JOIN game_providers p ON p.id = g.provider_id
         WHERE g.id = $1 AND (p.status = 'active' OR $2)`,
        [data.id, preview],
      );
      if (known.length === 0) return refuse('gameNotFound');
      const [count] = await db.query<{ n: number; present: boolean | null }>(
        `SELECT count(*) AS n, bool_or(game_id = $3) AS present FROM favorites
         WHERE player_id = $1 AND type = $2`,
        [player.id, data.type, data.id],
      );
      if (!count?.present && (count?.n ?? 0) >= FAVORITES_MAX) {
        return { ...refuse('favoritesFull'), params: { max: FAVORITES_MAX } };
      }
      await db.query(
        `INSERT INTO favorites (player_id, type, game_id) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING`,
        [player.id, data.type, data.id],
      );
      return withMessage(ok({ ids: await list() }), 'favoriteAdded');
    }
    await db.query('DELETE FROM favorites WHERE player_id = $1 AND type = $2 AND game_id = $3', [
      player.id,
      data.type,
      data.id,
    ]);
    return withMessage(ok({ ids: await list() }), 'favoriteRemoved');
  },
});
