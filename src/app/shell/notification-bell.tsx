import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { selectUnreadTotal } from '../../../machines/inbox/unread-count.selectors.ts';
import { useRuntime } from '../../runtime/app-context.tsx';
import { PATHS } from '../../runtime/paths.ts';

/** The header's bell: unread notifications and messages, a link to /notifications. */
export function NotificationBell() {
  const intl = useIntl();
  const count = useSelector(useRuntime().unread, selectUnreadTotal);
  const label = intl.formatMessage({ id: 'inbox.bell' }, { count });
  return (
    <IconButton
      color="inherit"
      component={RouterLink}
      to={PATHS.notifications}
      aria-label={label}
      title={label}
      sx={{ p: { xs: 0.75, sm: 1 } }}
    >
      {/* No badge at all without unread items: a hidden 0 would still be text in the link. */}
      {count > 0 ? (
        <Badge color="error" badgeContent={count} max={99} aria-hidden>
          <NotificationsIcon />
        </Badge>
      ) : (
        <NotificationsIcon />
      )}
    </IconButton>
  );
}
