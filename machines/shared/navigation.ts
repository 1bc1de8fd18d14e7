/** Pages a flow leads the player on to; the site's router bridge knows their addresses. */
export type PageName = 'login' | 'registerConfirm';

/**
 * Emitted by a flow that ends on another page: the page, the success notice that says why (a
 * message id and its values) and what that page shows (its location state).
 */
export interface NavigationRequest {
  type: 'navigate.page';
  page: PageName;
  notice: { id: string; values?: Record<string, string> };
  state?: Record<string, string>;
}
