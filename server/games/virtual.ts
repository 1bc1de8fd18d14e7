import type { Lang } from '../../machines/shared/contract.ts';
import { VIRTUAL_GAMES, type VirtualGame } from '../../machines/shared/games.ts';

/** The VIRTUAL_GAMES entry of a provider and type ('' for none). */
export function virtualGameOf(providerID: number, type: string): VirtualGame | undefined {
  return VIRTUAL_GAMES.find(
    (game) => game.providerID === providerID && ('type' in game ? game.type : '') === type,
  );
}

/** Title and script of each virtual game (slugs of VIRTUAL_GAMES). */
export const VIRTUAL_PAGES: Record<string, { script: string } & Record<Lang, string>> = {
  sportsbook: { script: 'sportsbook.js', tr: 'Spor Bahisleri', en: 'Sports Betting' },
  live: { script: 'sportsbook.js', tr: 'Canlı Bahis', en: 'Live Betting' },
  '3d-football': { script: 'sportsbook.js', tr: '3D Futbol', en: '3D Football' },
  'golden-race': { script: 'race.js', tr: 'At Yarışı', en: 'Horse Racing' },
  'bet-on-games': { script: 'race.js', tr: 'Tazı Yarışı', en: 'Greyhound Racing' },
  bingo: { script: 'bingo.js', tr: 'Tombala', en: 'Bingo' },
  'sound-bingo': { script: 'bingo.js', tr: 'Sesli Tombala', en: 'Sound Bingo' },
  zeplin: { script: 'crash.js', tr: 'Zeplin', en: 'Zeplin' },
  spaceman: { script: 'crash.js', tr: 'Spaceman', en: 'Spaceman' },
};
