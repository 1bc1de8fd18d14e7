import { BonusArea } from '../bonus/bonus-area.tsx';
import { InboxPage } from '../inbox/inbox-page.tsx';
import { TicketsView } from '../inbox/tickets-page.tsx';
import { AccountFrame } from './account-frame.tsx';

export const NotificationsPage = () => (
  <AccountFrame title="menu.notifications" subtitle="account.notifications.subtitle">
    <InboxPage />
  </AccountFrame>
);

export const TicketsPage = () => (
  <AccountFrame title="menu.tickets" subtitle="account.tickets.subtitle">
    <TicketsView />
  </AccountFrame>
);

export const BonusesPage = () => (
  <AccountFrame title="menu.bonuses" subtitle="account.bonuses.subtitle">
    <BonusArea />
  </AccountFrame>
);
