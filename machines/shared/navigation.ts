/** Pages a flow leads the player on to by name; the site's router bridge knows their addresses. */
export type PageName = 'home' | 'login' | 'registerConfirm' | 'deposit' | 'gameHistory';

/** How a notice on the way reads: a success by default. */
export type NoticeTone = 'success' | 'info' | 'warning' | 'failure';

/**
 * Emitted by a flow that leads to another page: the page (by name, or an address the flow holds,
 * such as a lobby or the deposit with an offer), the notice that says why (a message id, or a
 * failure's message, with its values and tone), and what that page shows (its location state).
 */
export interface NavigationRequest {
  type: 'navigate.page';
  page: PageName | { address: string };
  notice?: { id: string; values?: Record<string, string>; tone?: NoticeTone };
  state?: Record<string, string>;
  /** The flow's page stays in the history (a link followed); otherwise the next replaces it. */
  keep?: boolean;
  /** The next page learns which page was left (a lobby gives the focus back to its game). */
  noteReturn?: boolean;
}
