import { CONTRACT } from '../../machines/shared/contract/index.ts';
import { method, ok, refuse, type ClassOf } from '../envelope.ts';
import { listCategories, listProviders, slotsById } from '../games/catalogue.ts';
import { launch, outageReply, recentGames } from '../games/launches.ts';
import { gameListReply } from '../games/list-call.ts';

const { casino: CASINO } = CONTRACT;

/** The slot lobby (spec §7 casino), plus recently_played. */
export const casino = {
  category_list: method(CASINO.category_list, {
    readOnly: true,
    handler: async ({ data, db, lang }) => {
      const page = await listCategories(db, 'slot', lang, data);
      return ok(page.items, page.pagination);
    },
  }),

  provider_list: method(CASINO.provider_list, {
    readOnly: true,
    handler: async ({ data, db }) => {
      const page = await listProviders(db, 'slot', data);
      return ok(page.items, page.pagination);
    },
  }),

  games_list: method(CASINO.games_list, {
    readOnly: true,
    auth: 'optional',
    handler: (context) => gameListReply(context, 'slot'),
  }),

  init_game: method(CASINO.init_game, {
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
  recently_played: method(CASINO.recently_played, {
    auth: true,
    handler: async ({ data, db, player }) => ok(await recentGames(db, player.id, data.limit)),
  }),
} satisfies ClassOf<'casino'>;
