import {
  recentlyPlayedSchema,
  slotDirectorySchema,
  slotGamesSchema,
  slotLaunchSchema,
} from '../../machines/shared/validation/game-call-schemas.ts';
import { method, ok, refuse, type ClassMap } from '../envelope.ts';
import { listCategories, listProviders, slotsById } from '../games/catalogue.ts';
import { launch, outageReply, recentGames } from '../games/launches.ts';
import { gameListReply } from '../games/list-call.ts';

/** The slot lobby (spec §7 casino), plus recently_played. */
export const casino: ClassMap = {
  category_list: method({
    schema: slotDirectorySchema,
    readOnly: true,
    handler: async ({ data, db, lang }) => {
      const page = await listCategories(db, 'slot', lang, data);
      return ok(page.items, page.pagination);
    },
  }),

  provider_list: method({
    schema: slotDirectorySchema,
    readOnly: true,
    handler: async ({ data, db }) => {
      const page = await listProviders(db, 'slot', data);
      return ok(page.items, page.pagination);
    },
  }),

  games_list: method({
    schema: slotGamesSchema,
    readOnly: true,
    auth: 'optional',
    handler: (context) => gameListReply(context, 'slot'),
  }),

  init_game: method({
    schema: slotLaunchSchema,
    auth: true,
    handler: async ({ data, db, lang, origin, player, services, session }) => {
      const [game] = await slotsById(db, [data.gameID]);
      if (!game) return refuse('gameNotFound');
      return (
        outageReply(game.outage) ??
        launch(db, {
          playerId: player.id,
          sessionId: session.id,
          kind: 'slot',
          gameId: game.gameID,
          lang,
          origin,
          gamesOrigin: services.gamesOrigin,
          now: services.now(),
          gameName: game.name,
          providerName: game.providerName,
        })
      );
    },
  }),

  /** The player's last launched slot games and live tables, distinct, newest first. */
  recently_played: method({
    schema: recentlyPlayedSchema,
    auth: true,
    handler: async ({ data, db, player }) => ok(await recentGames(db, player.id, data.limit)),
  }),
};
