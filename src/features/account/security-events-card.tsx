import { FormattedMessage, useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ManageHistoryIcon from '@mui/icons-material/ManageHistory';
import {
  selectHasFailed,
  selectIsLoading,
  selectSecurityEvents,
} from '../../../machines/account/passkeys.selectors.ts';
import type { SecurityEvent } from '../../../machines/shared/passkeys.ts';
import { useFormat } from '../../i18n/format.ts';
import { EmptyState, SkeletonRows } from '../../ui/page-state.tsx';
import { usePasskeysSelector } from './passkeys-context.tsx';
import { SecurityCard } from './security-card.tsx';

/** One event: what happened (to which passkey), what it approved, when, and by whom. */
function EventRow({ event }: { event: SecurityEvent }) {
  const format = useFormat();
  return (
    <Box
      component="li"
      sx={{ listStyle: 'none', py: 1.25, borderTop: 1, borderColor: 'divider', minWidth: 0 }}
    >
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        <FormattedMessage id={`account.securityEvents.kind.${event.kind}`} />
        {event.passkeyName && <>{`: ${event.passkeyName}`}</>}
      </Typography>
      {event.action && (
        <Typography variant="body2">
          <FormattedMessage
            id="account.securityEvents.approved"
            values={{
              action: <FormattedMessage id={`account.securityEvents.action.${event.action}`} />,
            }}
          />
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        <time dateTime={event.at}>{format.dateTime(event.at)}</time>
        {' · '}
        <FormattedMessage id={`account.securityEvents.by.${event.by}`} />
      </Typography>
    </Box>
  );
}

/** The player's passkey security events, newest first, read again after each change. */
export function SecurityEventsCard() {
  const intl = useIntl();
  const loading = usePasskeysSelector(selectIsLoading);
  const failed = usePasskeysSelector(selectHasFailed);
  const events = usePasskeysSelector(selectSecurityEvents);
  let body;
  if (loading) body = <SkeletonRows heights={[48, 48]} gap={1} />;
  // The passkey card above says so and offers the retry.
  else if (failed) body = null;
  else if (events.length === 0) {
    body = (
      <EmptyState>
        <FormattedMessage id="account.securityEvents.empty" />
      </EmptyState>
    );
  } else {
    body = (
      <Box
        component="ul"
        aria-label={intl.formatMessage({ id: 'account.securityEvents.listLabel' })}
        sx={{ m: 0, p: 0 }}
      >
        {events.map((event) => (
          <EventRow key={event.id} event={event} />
        ))}
      </Box>
    );
  }
  return (
    <SecurityCard
      titleId="security-events-title"
      icon={<ManageHistoryIcon />}
      title="account.securityEvents.title"
      text="account.securityEvents.text"
    >
      {body}
    </SecurityCard>
  );
}
