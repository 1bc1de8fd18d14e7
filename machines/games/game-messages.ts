import type { GameBalanceMessage } from '../shared/history.ts';

/** A message event of the site's window, as the game-message port forwards it. */
export interface GameWindowMessage {
  origin: string;
  data: unknown;
}

const originOf = (url: string | null): string | null => {
  if (!url) return null;
  try {
    // A relative address throws: without a base it has no origin.
    return new URL(url).origin;
  } catch {
    return null;
  }
};

function isBalanceMessage(data: unknown): data is GameBalanceMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Partial<GameBalanceMessage>;
  return (
    message.source === 'casino-game' &&
    message.type === 'balance' &&
    Number.isSafeInteger(message.balance) &&
    (message.balance ?? -1) >= 0
  );
}

/**
 * Whether a window message is the running game telling that the balance changed: posted from
 * the game page's own origin (any other page could post to the site) and shaped as the game
 * pages send it. A relative game address has no origin of its own and never matches.
 */
export function isGameBalanceMessage(message: GameWindowMessage, gameUrl: string | null): boolean {
  const origin = originOf(gameUrl);
  // 'null' is the origin of sandboxed and data: pages: it names no one in particular.
  return (
    origin !== null &&
    origin !== 'null' &&
    origin === message.origin &&
    isBalanceMessage(message.data)
  );
}
