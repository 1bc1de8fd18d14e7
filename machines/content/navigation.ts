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
