/** Spec §2: after login, back to the stored address unless none is stored or it is the profile. */
export function resolveReturnUrl(stored: string | null): string {
  if (!stored || !stored.startsWith('/') || stored.startsWith('//') || stored.includes('profile')) {
    return '/';
  }
  return stored;
}

/** Lobby lists keep the scroll position while a player flips categories or providers. */
const KEEP_SCROLL = /^\/(slot|live)\/(category|provider)\/[^/]+\/?$/;

/** Spec §2: every navigation starts at the top, except between slot and live lists. */
export function shouldResetScroll(pathname: string): boolean {
  return !KEEP_SCROLL.test(pathname);
}

/** The game page's stage fills the screen below the header: nothing may sit over the game. */
export function isGameStage(pathname: string): boolean {
  return /^\/play\//.test(pathname);
}

/** A path and the addresses under it: '/slot' holds '/slot/category/27', not '/slots'. */
const within = (pathname: string, path: string) =>
  pathname === path || (path !== '/' && pathname.startsWith(`${path}/`));

/**
 * What a navigation item is to the page at `pathname` (its aria-current): the page itself, the
 * section holding it (the account item on the favourites), or neither.
 */
export function currentness(
  pathname: string,
  item: { path: string; section?: readonly string[] },
): 'page' | 'true' | undefined {
  if (pathname === item.path) return 'page';
  if (within(pathname, item.path) || item.section?.some((path) => within(pathname, path))) {
    return 'true';
  }
  return undefined;
}
