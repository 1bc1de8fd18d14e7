import { AccountFrame } from '../../ui/account-frame.tsx';
import { InboxPage } from './inbox-page.tsx';
import { TicketsView } from './tickets-page.tsx';

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
