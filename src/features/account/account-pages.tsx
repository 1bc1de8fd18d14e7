import { AccountFrame } from './account-frame.tsx';

export const NotificationsPage = () => (
  <AccountFrame title="menu.notifications" subtitle="account.notifications.subtitle" />
);

export const TicketsPage = () => (
  <AccountFrame title="menu.tickets" subtitle="account.tickets.subtitle" />
);
