import { favoritesSchema } from '../../machines/shared/validation/account-call-schemas.ts';
import { method, ok, refuse, type Reply } from '../envelope.ts';
import type { MessageKey } from '../messages.ts';

const withMessage = (reply: Reply, message: MessageKey): Reply => ({ ...reply, message });

const FAVORITES_MAX = 500;

/** user.favorites: the calling player's favourite slot games and live tables. */
export const favorites = method({
  schema: favoritesSchema,
  auth: true,
  // The list is always the calling player's: ids or names in data never choose whose.
  handler: async ({ data, db, player }) => {
    const list = async () =>
      (
        await db.query<{ game_id: number }>(
          `SELECT game_id FROM favorites WHERE player_id = $1 AND type = $2
           ORDER BY created_at DESC, game_id DESC`,
          [player.id, data.type],
        )
      ).map((row) => row.game_id);
    if (data.mode === undefined) return ok({ ids: await list() });
    if (data.mode === 'insert') {
      const catalogue = data.type === 'casino' ? 'slot_games' : 'live_tables';
      const known = await db.query(`SELECT 1 FROM ${catalogue} WHERE id = $1`, [data.id]);
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
