/** Pages a flow leads the player on to by name; the site's router bridge knows their addresses. */
export type PageName =
  'home' | 'login' | 'registerConfirm' | 'deposit' | 'gameHistory' | 'accountReview';

/** How a notice reads: a success by default. */
export type NoticeTone = 'success' | 'info' | 'warning' | 'failure';

/**
 * A notice at the bottom right (spec §8): a message id with its values, or a failure's message as
 * the platform sent it. A brief failure is a money move refused (1 s).
 */
export interface Notice {
  id: string;
  values?: Record<string, string | number>;
  tone?: NoticeTone;
  brief?: boolean;
}

/** Sent by a flow to the app actor, which shows the notice through the site's one router bridge. */
export interface NoticeRequest {
  type: 'notice.show';
  notice: Notice;
}

/**
 * Sent by a flow that leads to another page (to the app actor, which the router bridge follows):
 * the page (by name, or an address the flow holds, such as a lobby or the deposit with an offer,
 * this page with another query string, such as a lobby's search, or another site's page the
 * player leaves for, such as a payment provider's), the notice that
 * says why (a message id, or a failure's message, with its values and tone), and what that page
 * shows (its location state).
 */
export interface NavigationRequest {
  type: 'navigate.page';
  page: PageName | { address: string } | { search: string } | { leaveFor: string };
  /** The named page's query string: what it shows, e.g. a history from a day on (`from`). */
  query?: Record<string, string>;
  notice?: Notice;
  state?: Record<string, string>;
  /** The flow's page stays in the history (a link followed); otherwise the next replaces it. */
  keep?: boolean;
  /** The next page learns which page was left (a lobby gives the focus back to its game). */
  noteReturn?: boolean;
}

/** The request that shows `notice`. */
export const noticeRequest = (notice: Notice): NoticeRequest => ({ type: 'notice.show', notice });
