import type { NavigationRequest } from '../shared/navigation.ts';
import type { SignInReason } from './app.types.ts';

/**
 * The login form, and why: a page for players gives way to it (no notice); a heart leaves its
 * page in the history and says why; an expired session warns.
 */
export function signInRequest(reason: SignInReason): NavigationRequest {
  if (reason === 'page') return { type: 'navigate.page', page: 'login' };
  if (reason === 'favorite') {
    return {
      type: 'navigate.page',
      page: 'login',
      notice: { id: 'favorites.signInRequired', tone: 'info' },
      keep: true,
    };
  }
  return {
    type: 'navigate.page',
    page: 'login',
    notice: { id: 'auth.sessionExpired', tone: 'warning' },
  };
}
