import { FormattedMessage } from 'react-intl';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  historyLineOf,
  type HistoryLimit,
  type HistoryLine,
} from '../../../machines/protection/protection-history.ts';
import type { protectionHistoryMachine } from '../../../machines/protection/protection-history.machine.ts';
import {
  selectEvents,
  selectHasFailed,
} from '../../../machines/protection/protection-history.selectors.ts';
import { selectHistory } from '../../../machines/protection/protection.selectors.ts';
import type { ProtectionEvent } from '../../../machines/shared/protection.ts';
import { useFormat } from '../../i18n/format.ts';
import { MoneyText } from '../../ui/money-text.tsx';
import { LoadFailed, SkeletonRows } from '../../ui/page-state.tsx';
import { useProtectionSelector } from './protection-context.tsx';

type HistoryActor = ActorRefFrom<typeof protectionHistoryMachine>;

function LimitName({ limit }: { limit: HistoryLimit }) {
  return (
    <FormattedMessage
      id={`protection.history.limit.${limit.kind}`}
      values={{ period: <FormattedMessage id={`protection.periodName.${limit.period}`} /> }}
    />
  );
}

/** A limit's amount: lira for money, minutes for the play time. */
function LimitAmount({ limit, amount }: { limit: HistoryLimit; amount: number }) {
  if (limit.kind === 'play_time') {
    return <FormattedMessage id="protection.minutes" values={{ amount }} />;
  }
  return <MoneyText kurus={amount} exact />;
}

/** What happened, in the player's words. */
function LineText({ line }: { line: HistoryLine }) {
  switch (line.what) {
    case 'limitSet':
    case 'limitRequested':
    case 'limitConfirmed': {
      const limit = <LimitName limit={line.limit} />;
      if (line.amount === null) {
        return (
          <FormattedMessage id={`protection.history.${line.what}Removed`} values={{ limit }} />
        );
      }
      const amount = <LimitAmount limit={line.limit} amount={line.amount} />;
      return <FormattedMessage id={`protection.history.${line.what}`} values={{ limit, amount }} />;
    }
    case 'limitWithdrawn':
      return (
        <FormattedMessage
          id="protection.history.limitWithdrawn"
          values={{ limit: <LimitName limit={line.limit} /> }}
        />
      );
    case 'realityCheck':
      return line.minutes === null ? (
        <FormattedMessage id="protection.history.realityCheckOff" />
      ) : (
        <FormattedMessage id="protection.history.realityCheck" values={{ minutes: line.minutes }} />
      );
    case 'timeout':
    case 'exclusion':
      return (
        <FormattedMessage
          id={`protection.history.${line.what}`}
          values={{ length: <FormattedMessage id={`protection.length.${line.length}`} /> }}
        />
      );
    case 'panic':
      return <FormattedMessage id="protection.history.panic" values={{ hours: line.hours }} />;
    case 'limitDeclined':
      return (
        <FormattedMessage
          id={
            line.at
              ? `protection.history.limitDeclined.${line.at}`
              : 'protection.history.limitDeclined'
          }
        />
      );
    case 'reviewAcknowledged':
      return <FormattedMessage id="protection.history.reviewAcknowledged" />;
    case 'other':
      return <FormattedMessage id="protection.history.other" />;
  }
}

function HistoryItem({ event }: { event: ProtectionEvent }) {
  const { dateTime } = useFormat();
  return (
    <Box component="li" sx={{ py: 1, borderTop: 1, borderColor: 'divider', display: 'grid' }}>
      <Typography variant="body2">
        <LineText line={historyLineOf(event)} />
      </Typography>
      <Typography variant="caption" color="text.secondary">
        <time dateTime={event.createdAt}>{dateTime(event.createdAt)}</time>
        {' · '}
        <FormattedMessage id={`protection.history.by.${event.actor}`} />
      </Typography>
    </Box>
  );
}

function HistoryList({ actor }: { actor: HistoryActor }) {
  const events = useSelector(actor, selectEvents);
  const failed = useSelector(actor, selectHasFailed);
  if (failed) {
    return (
      <LoadFailed
        message="protection.history.failed"
        onRetry={() => actor.send({ type: 'history.retry' })}
      />
    );
  }
  if (events === null) return <SkeletonRows heights={[40, 40, 40]} gap={1} />;
  if (events.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage id="protection.history.empty" />
      </Typography>
    );
  }
  return (
    <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {events.map((event, index) => (
        <HistoryItem key={`${event.createdAt}:${index}`} event={event} />
      ))}
    </Box>
  );
}

/**
 * The player's history of protection changes, newest first: each with its date and who made
 * it, the player or the operator. Read by the protection machine's child beside the tools.
 */
export function ProtectionHistoryCard() {
  const actor = useProtectionSelector(selectHistory);
  return (
    <Paper
      component="section"
      aria-labelledby="protection-history"
      sx={{ p: { xs: 2, md: 2.5 }, display: 'grid', gap: 1.5 }}
    >
      <Typography id="protection-history" variant="h3" sx={{ fontSize: '1.1rem' }}>
        <FormattedMessage id="protection.history.title" />
      </Typography>
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage id="protection.history.text" />
      </Typography>
      {actor && <HistoryList actor={actor} />}
    </Paper>
  );
}
