/**
 * The messages any first page needs before it can render: the shell (header, menus, footer,
 * dialogs that may interrupt any page), the home page, and what the app's actors say from
 * anywhere. An entry ending in '.' covers every key under it. Every other message comes with
 * the lazy pages that use it (src/i18n/message-usage.ts), so a first visit to / downloads a
 * fraction of the texts. tests/unit/i18n/first-page-messages.test.ts fails when the shell uses
 * a key left out.
 */
export const FIRST_PAGE_MESSAGES: readonly string[] = [
  'api.',
  'brand.',
  'common.',
  'error.',
  'favorites.',
  'footer.',
  'home.',
  'inactivity.',
  'login.',
  'maintenance.',
  'menu.',
  'panic.',
  'playStopped.',
  'realityCheck.',
  'sessionClock.',
  'shell.',
  'support.',
  'promotions.category.',
  'promotions.join',
  'promotions.claim',
  'promotions.depositWithBonus',
  'promotions.toBonuses',
  'tournaments.status.',
  'tournaments.board.open',
  'tournaments.board.openShort',
  'tournaments.prizePool',
  'account.defaultName',
  'auth.login.done',
  'auth.logout.done',
  'auth.sessionExpired',
  // The home page's way to the responsible gaming tools (src/ui/responsible-gaming-link.tsx).
  'protection.toolsLink',
  'auth.signedOutElsewhere',
  'bonus.failed',
  'bonus.code.required',
  'bonus.cancel.done',
  'cashier.processFailed',
  'cashier.quick.open',
  'inbox.bell',
  'inspector.open',
];

export const isFirstPageMessage = (key: string): boolean =>
  FIRST_PAGE_MESSAGES.some((entry) =>
    entry.endsWith('.') ? key.startsWith(entry) : key === entry,
  );
