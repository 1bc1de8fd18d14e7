import { FormattedMessage, useIntl } from 'react-intl';
import { useSelector } from '@xstate/react';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { InboxTab } from '../../../machines/inbox/inbox.machine.ts';
import {
  selectMarkFailed,
  selectMessages,
  selectMessagesList,
  selectNotifications,
  selectNotificationsFailed,
  selectNotificationsLoading,
  selectTab,
  selectUnreadIn,
} from '../../../machines/inbox/inbox.selectors.ts';
import { selectHasFailed, selectIsLoading } from '../../../machines/paging/paged-list.selectors.ts';
import type { InboxKind } from '../../../machines/shared/history.ts';
import { EmptyState, LoadFailed, SkeletonRows } from '../../ui/page-state.tsx';
import { ShowMoreFooter } from '../../ui/show-more-footer.tsx';
import { InboxProvider, useInboxEvents, useInboxSelector } from './inbox-context.tsx';
import { PushSettingsSection } from './push-settings-section.tsx';
import { InboxItem, type InboxItemView } from './inbox-item.tsx';
import { RowList } from '../../ui/row-list.tsx';

const TABS: { tab: InboxTab; kind: InboxKind }[] = [
  { tab: 'notifications', kind: 'notification' },
  { tab: 'messages', kind: 'message' },
];

function TabLabel({ tab, kind }: { tab: InboxTab; kind: InboxKind }) {
  const intl = useIntl();
  const unread = useInboxSelector((s) => selectUnreadIn(s, kind));
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5 }}>
      <FormattedMessage id={`inbox.tab.${tab}`} />
      {unread > 0 && (
        <Badge
          color="primary"
          badgeContent={unread}
          max={999}
          slotProps={{
            badge: {
              'aria-label': intl.formatMessage({ id: 'inbox.tab.unread' }, { count: unread }),
            },
          }}
          sx={{ '& .MuiBadge-badge': { position: 'static', transform: 'none' } }}
        />
      )}
    </Box>
  );
}

function Items({ items, labelledBy }: { items: InboxItemView[]; labelledBy: string }) {
  return (
    <RowList labelledBy={labelledBy}>
      {items.map((item) => (
        <InboxItem key={item.id} item={item} />
      ))}
    </RowList>
  );
}

function MarkAllButton({ kind }: { kind: InboxKind }) {
  const unread = useInboxSelector((s) => selectUnreadIn(s, kind));
  const { markAllRead } = useInboxEvents();
  if (unread === 0) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
      <Button size="small" variant="outlined" onClick={() => markAllRead(kind)}>
        <FormattedMessage id="inbox.markAllRead" />
      </Button>
    </Box>
  );
}

const Loading = () => <SkeletonRows heights={[84, 84]} gap={1} />;

function NotificationsPanel() {
  const loading = useInboxSelector(selectNotificationsLoading);
  const failed = useInboxSelector(selectNotificationsFailed);
  const notifications = useInboxSelector(selectNotifications);
  const { retry } = useInboxEvents();
  if (loading) return <Loading />;
  if (failed) return <LoadFailed message="inbox.notifications.loadFailed" onRetry={retry} />;
  if (notifications.length === 0) {
    return (
      <EmptyState>
        <FormattedMessage id="inbox.notifications.empty" />
      </EmptyState>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <MarkAllButton kind="notification" />
      <Items
        labelledBy="inbox-tab-notifications"
        items={notifications.map((item) => ({ ...item, kind: 'notification', text: item.message }))}
      />
    </Box>
  );
}

function MessagesPanel() {
  const list = useInboxSelector(selectMessagesList);
  const loading = useSelector(list, selectIsLoading);
  const failed = useSelector(list, selectHasFailed);
  const messages = useSelector(list, selectMessages);
  if (loading) return <Loading />;
  if (failed) {
    return (
      <LoadFailed
        message="inbox.messages.loadFailed"
        onRetry={() => list.send({ type: 'list.retry' })}
      />
    );
  }
  if (messages.length === 0) {
    return (
      <EmptyState>
        <FormattedMessage id="inbox.messages.empty" />
      </EmptyState>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <MarkAllButton kind="message" />
      <Items
        labelledBy="inbox-tab-messages"
        items={messages.map((item) => ({ ...item, kind: 'message', text: item.body }))}
      />
      <ShowMoreFooter
        list={list}
        messages={{ showMore: 'inbox.messages.showMore', moreFailed: 'inbox.messages.moreFailed' }}
      />
    </Box>
  );
}

function InboxTabs() {
  const intl = useIntl();
  const tab = useInboxSelector(selectTab);
  const markFailed = useInboxSelector(selectMarkFailed);
  const { selectTab: choose } = useInboxEvents();
  return (
    <Paper sx={{ p: { xs: 1.5, md: 3 }, display: 'grid', gap: 2 }}>
      {markFailed && (
        <Alert severity="error">
          <FormattedMessage id="inbox.markFailed" />
        </Alert>
      )}
      <Tabs
        value={tab}
        onChange={(_, value: InboxTab) => choose(value)}
        aria-label={intl.formatMessage({ id: 'inbox.tabsLabel' })}
        variant="fullWidth"
      >
        {TABS.map(({ tab: value, kind }) => (
          <Tab
            key={value}
            value={value}
            id={`inbox-tab-${value}`}
            aria-controls={`inbox-panel-${value}`}
            label={<TabLabel tab={value} kind={kind} />}
            sx={{ minWidth: 0, px: 1 }}
          />
        ))}
      </Tabs>
      {TABS.map(({ tab: value }) => (
        <Box
          key={value}
          role="tabpanel"
          id={`inbox-panel-${value}`}
          aria-labelledby={`inbox-tab-${value}`}
          hidden={tab !== value}
        >
          {tab === value &&
            (value === 'notifications' ? <NotificationsPanel /> : <MessagesPanel />)}
        </Box>
      ))}
    </Paper>
  );
}

/**
 * /notifications: the player's notifications and the operator's messages, read and unread, and
 * whether this device gets them as push notifications.
 */
export function InboxPage() {
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <InboxProvider>
        <InboxTabs />
      </InboxProvider>
      <PushSettingsSection level="h2" />
    </Box>
  );
}
