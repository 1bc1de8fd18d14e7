import type { Db } from '../db/driver.ts';
import { tablesById } from './catalogue.ts';
import type { LaunchRow } from './launches.ts';
import { VIRTUAL_PAGES, virtualGameOf } from './virtual.ts';

/** Which of the demo provider's engines plays a launch. */
export type Family =
  | { kind: 'slot' }
  | { kind: 'table'; type: string }
  | { kind: 'race' | 'bingo' | 'crash' | 'sportsbook'; slug: string };

const BY_SCRIPT = {
  'race.js': 'race',
  'bingo.js': 'bingo',
  'crash.js': 'crash',
  'sportsbook.js': 'sportsbook',
} as const;

/** The family of a launch's game, or undefined when the game is gone from the catalogue. */
export async function familyOf(db: Db, launch: LaunchRow): Promise<Family | undefined> {
  if (launch.kind === 'slot') return { kind: 'slot' };
  if (launch.kind === 'live') {
    const [table] = await tablesById(db, [launch.gameId]);
    return table && { kind: 'table', type: table.type };
  }
  const game = virtualGameOf(launch.gameId, launch.variant);
  const page = game && VIRTUAL_PAGES[game.slug];
  const kind = page && BY_SCRIPT[page.script as keyof typeof BY_SCRIPT];
  return game && kind ? { kind, slug: game.slug } : undefined;
}
