import { BONUSES_PATH } from '../bonus/bonus-rules.ts';
import type { Popup } from '../shared/contract.ts';

/** The registration's address (the site's paths live in src/app; popups link to it by text). */
const REGISTER_PATH = '/register';

/**
 * Where the popup's button leads: a signed-in player is never invited to sign up; a popup that
 * would send them to the registration leads to their bonus area instead.
 */
export function popupLink(popup: Pick<Popup, 'Link'>, isAuthenticated: boolean): string {
  const path = popup.Link.split(/[?#]/)[0];
  return isAuthenticated && path === REGISTER_PATH ? BONUSES_PATH : popup.Link;
}
