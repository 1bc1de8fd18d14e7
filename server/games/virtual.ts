import { VIRTUAL_GAMES, type VirtualGame } from '../../machines/shared/games.ts';

/** The VIRTUAL_GAMES entry of a provider and type ('' for none). */
export function virtualGameOf(providerID: number, type: string): VirtualGame | undefined {
  return VIRTUAL_GAMES.find(
    (game) => game.providerID === providerID && ('type' in game ? game.type : '') === type,
  );
}
