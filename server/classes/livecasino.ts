import { CONTRACT } from '../../machines/shared/contract/index.ts';
import { method, ok, refuse, type ClassOf } from '../envelope.ts';
import { PREVIEW_RID, listCategories, listProviders, tablesById } from '../games/catalogue.ts';
import { launch, outageReply } from '../games/launches.ts';
import { gameListReply } from '../games/list-call.ts';

const { livecasino: LIVE } = CONTRACT;

/**
 * The live casino lobby (spec §7 livecasino). Preview providers and their tables exist only for
 * a signed-in player with rid 20 (spec §6); everyone else gets them as unknown.
 */
export const livecasino = {
  category_list: method(LIVE.category_list, {
    readOnly: true,
    handler: async ({ data, db, lang }) => {
      const page = await listCategories(db, 'live', lang, data);
      return ok(page.items, page.pagination);
    },
  }),

  /** status 2 adds preview providers when the caller's rid is 20; otherwise it is ignored. */
  provider_list: method(LIVE.provider_list, {
    readOnly: true,
    auth: 'optional',
    handler: async ({ data, db, caller }) => {
      const preview = data.status === 2 && caller?.player.rid === PREVIEW_RID;
      const page = await listProviders(db, 'live', { ...data, preview });
      return ok(page.items, page.pagination);
    },
  }),

  game_table_list: method(LIVE.game_table_list, {
    readOnly: true,
    auth: 'optional',
    handler: (context) => gameListReply(context, 'live'),
  }),

  init_game: method(LIVE.init_game, {
    auth: true,
    handler: async ({ data, db, lang, origin, player, services, session }) => {
      const [table] = await tablesById(db, [data.tableID]);
      if (!table || (table.status === 'preview' && player.rid !== PREVIEW_RID)) {
        return refuse('gameNotFound');
      }
      return (
        outageReply(table.outage) ??
        launch(db, {
          playerId: player.id,
          sessionId: session.id,
          kind: 'live',
          gameId: table.tableID,
          mobile: data.isMobile,
          lang,
          origin,
          gamesOrigin: services.gamesOrigin,
          now: services.now(),
          gameName: table.name,
          providerName: table.providerName,
        })
      );
    },
  }),
} satisfies ClassOf<'livecasino'>;
