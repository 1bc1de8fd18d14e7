/** Business constants of spec §9. */
export const INACTIVITY_LIMIT_MS = 60 * 60 * 1000;
export const INACTIVITY_CHECK_MS = 5000;
/** The player is warned this long before the inactivity sign-out, with 'stay signed in'. */
export const INACTIVITY_WARNING_MS = 60 * 1000;
export const LOGIN_EXPIRATION_MS = 15000;
export const MAINTENANCE_RECHECK_MS = 15000;
/**
 * How long a page waits, told by the live stream that the account was closed, before it signs
 * out: the page that closed it (the player's own) does so first, with the platform's message.
 */
export const ACCOUNT_CLOSED_GRACE_MS = 2000;
/**
 * How long the operator's popup waits for the player's first input on the page before it shows
 * anyway: it never competes with the first paint for the phone's main thread.
 */
export const POPUP_PATIENCE_MS = 8000;

export const NOTICE_DEFAULT_MS = 5000;
export const NOTICE_PRODUCT_MS = 1500;
export const NOTICE_FINANCE_FAILURE_MS = 1000;
