import { CONTRACT } from '../../machines/shared/contract/index.ts';
import { VIRTUAL_GAMES } from '../../machines/shared/games.ts';
import { method, refuse, type ClassOf } from '../envelope.ts';
import { findProvider } from '../games/catalogue.ts';
import { launch, outageReply } from '../games/launches.ts';
import { VIRTUAL_PAGES, virtualGameOf } from '../games/virtual.ts';

/** The menu's virtual games and the sportsbook (VIRTUAL_GAMES of machines/shared/games.ts). */
export const virtualgames = {
  init_game: method(CONTRACT.virtualgames.init_game, {
    auth: true,
    handler: async ({ data, db, lang, origin, player, services, session }) => {
      const provider = await findProvider(db, data.providerID);
      const known = VIRTUAL_GAMES.some((game) => game.providerID === data.providerID);
      if (!known || provider?.kind !== 'virtual') return refuse('gameNotFound');
      const game = virtualGameOf(data.providerID, data.type ?? '');
      if (!game) return refuse('gameTypeNotFound');
      return (
        outageReply(provider.outage) ??
        launch(db, {
          playerId: player.id,
          sessionId: session.id,
          kind: 'virtual',
          gameId: data.providerID,
          variant: data.type ?? '',
          lang,
          origin,
          gamesOrigin: services.gamesOrigin,
          now: services.now(),
          gameName: VIRTUAL_PAGES[game.slug]?.[lang] ?? game.slug,
          providerName: provider.name,
        })
      );
    },
  }),
} satisfies ClassOf<'virtualgames'>;
