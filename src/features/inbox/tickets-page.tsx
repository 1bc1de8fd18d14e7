import { FormattedMessage, useIntl } from 'react-intl';
import { useSelector } from '@xstate/react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import {
  selectCampaign,
  selectIsEmpty,
  selectIsLoading,
  selectIsTyping,
  selectList,
  selectSearch,
  selectSearchError,
  selectText,
  selectTickets,
} from '../../../machines/inbox/tickets.selectors.ts';
import { selectHasFailed } from '../../../machines/paging/paged-list.selectors.ts';
import type { LotteryTicket } from '../../../machines/shared/history.ts';
import { PATHS } from '../../runtime/paths.ts';
import { useFormat } from '../../i18n/format.ts';
import { MoneyText } from '../../ui/money-text.tsx';
import { EmptyState, LoadFailed, SkeletonRows } from '../../ui/page-state.tsx';
import { ShowMoreFooter } from '../../ui/show-more-footer.tsx';
import { OutlinedField } from '../../ui/outlined-field.tsx';
import { TicketsProvider, useTicketsEvents, useTicketsSelector } from './tickets-context.tsx';
import { RowList } from '../../ui/row-list.tsx';

function TicketSearch() {
  const intl = useIntl();
  const text = useTicketsSelector(selectText);
  const error = useTicketsSelector(selectSearchError);
  const { type, submit } = useTicketsEvents();
  return (
    <Box
      component="form"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <OutlinedField
        id="tickets-search"
        size="small"
        label={intl.formatMessage({ id: 'tickets.search.label' })}
        value={text}
        onChange={(event) => type(event.target.value)}
        error={error !== null}
        helperText={intl.formatMessage({ id: error ?? 'tickets.search.hint' })}
        slotProps={{
          htmlInput: { autoComplete: 'off', spellCheck: false },
          formHelperText: error ? { role: 'alert' } : undefined,
        }}
      />
    </Box>
  );
}

function TicketRow({ ticket }: { ticket: LotteryTicket }) {
  const format = useFormat();
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 0.5, gridTemplateColumns: 'auto 1fr' }}
    >
      <ConfirmationNumberIcon color="primary" aria-hidden sx={{ mr: 1.5, mt: 0.25 }} />
      <Box sx={{ minWidth: 0, display: 'grid', gap: 0.5 }}>
        <Typography component="h3" sx={{ fontWeight: 800, overflowWrap: 'anywhere' }}>
          <FormattedMessage id="tickets.number" values={{ number: ticket.ticketNumber }} />
        </Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          <FormattedMessage
            id="tickets.deposit"
            values={{
              amount: <MoneyText kurus={ticket.amount} exact />,
              date: format.dateTime(ticket.depositedAt),
              id: ticket.transactionID,
            }}
          />
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="tickets.drawAt" values={{ date: format.dateTime(ticket.drawAt) }} />
        </Typography>
      </Box>
    </Paper>
  );
}

/** No ticket yet: how one is earned (the campaign's window, minimum and draw) and a way to it. */
function NoTickets() {
  const format = useFormat();
  const campaign = useTicketsSelector(selectCampaign);
  return (
    <Box
      sx={{
        py: 4,
        px: 2,
        display: 'grid',
        gap: 2,
        justifyItems: 'center',
        textAlign: 'center',
        border: 1,
        borderColor: 'divider',
        borderStyle: 'dashed',
        borderRadius: 2,
      }}
    >
      <Typography component="h3" sx={{ fontWeight: 800 }}>
        <FormattedMessage id="tickets.empty.title" />
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
        {campaign ? (
          <FormattedMessage
            id="tickets.empty.campaign"
            values={{
              start: format.date(campaign.startsAt),
              end: format.date(campaign.endsAt),
              min: <MoneyText kurus={campaign.minAmount} />,
              draw: format.dateTime(campaign.drawAt),
            }}
          />
        ) : (
          <FormattedMessage id="tickets.empty.noCampaign" />
        )}
      </Typography>
      <Button variant="contained" component={RouterLink} to={PATHS.deposit}>
        <FormattedMessage id="tickets.empty.deposit" />
      </Button>
    </Box>
  );
}

function TicketList() {
  const intl = useIntl();
  const list = useTicketsSelector(selectList);
  const typing = useTicketsSelector(selectIsTyping);
  const search = useTicketsSelector(selectSearch);
  const loading = useSelector(list, (s) => selectIsLoading(s, typing));
  const failed = useSelector(list, selectHasFailed);
  const empty = useSelector(list, (s) => selectIsEmpty(s, typing));
  const tickets = useSelector(list, selectTickets);

  if (loading) {
    return <SkeletonRows heights={[84, 84]} gap={1} />;
  }
  if (failed) {
    return (
      <LoadFailed message="tickets.loadFailed" onRetry={() => list.send({ type: 'list.retry' })} />
    );
  }
  if (empty && search) {
    return (
      <EmptyState>
        <FormattedMessage id="tickets.noMatch" values={{ search }} />
      </EmptyState>
    );
  }
  if (empty) return <NoTickets />;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <RowList label={intl.formatMessage({ id: 'tickets.listLabel' })}>
        {tickets.map((ticket) => (
          <TicketRow key={ticket.ticketNumber} ticket={ticket} />
        ))}
      </RowList>
      <ShowMoreFooter
        list={list}
        messages={{ showMore: 'tickets.showMore', moreFailed: 'tickets.moreFailed' }}
      />
    </Box>
  );
}

/** /tickets: the player's New Year lottery tickets, searchable by number. */
export function TicketsView() {
  return (
    <TicketsProvider>
      <Paper sx={{ p: { xs: 1.5, md: 3 }, display: 'grid', gap: 2 }}>
        <TicketSearch />
        <TicketList />
      </Paper>
    </TicketsProvider>
  );
}
