import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  isQuietMonth,
  reviewTotals,
  selectError,
  selectIsAcknowledging,
  selectIsLoading,
  selectLoadFailed,
  selectReview,
} from '../../../machines/protection/account-review.selectors.ts';
import type { ReviewMonth } from '../../../machines/shared/protection.ts';
import { useFormat } from '../../i18n/format.ts';
import { useMessageText } from '../../i18n/message-text.ts';
import { PATHS, PROTECTION_PATH } from '../../runtime/paths.ts';
import { returnedFromOf } from '../../runtime/return-state.ts';
import { BusyButton } from '../../ui/busy-button.tsx';
import { DetailList, DetailRow } from '../../ui/detail-list.tsx';
import { LoadFailed, SkeletonRows } from '../../ui/page-state.tsx';
import { Page } from '../../ui/page.tsx';
import { TextLink } from '../../ui/text-link.tsx';
import {
  AccountReviewProvider,
  useAccountReviewEvents,
  useAccountReviewSelector,
} from './account-review-context.tsx';

/** The tools one click away: the whole section, the limits, a time-out. */
const TOOLS = [
  { id: 'review.tools.all', to: PROTECTION_PATH },
  { id: 'review.tools.limits', to: `${PROTECTION_PATH}#protection-deposit` },
  { id: 'review.tools.timeout', to: `${PROTECTION_PATH}#protection-timeout` },
] as const;

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      sx={{ p: { xs: 2, md: 2.5 }, display: 'grid', gap: 1 }}
    >
      <Typography id={id} variant="h2" sx={{ fontSize: '1.1rem' }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Deposited, withdrawn and the net result (wins less stakes), its sign written. */
function Figures({ figures }: { figures: Omit<ReviewMonth, 'month'> }) {
  const format = useFormat();
  return (
    <DetailList variant="terms">
      <DetailRow label={<FormattedMessage id="review.deposited" />}>
        {format.money(figures.deposited)}
      </DetailRow>
      <DetailRow label={<FormattedMessage id="review.withdrawn" />}>
        {format.money(figures.withdrawn)}
      </DetailRow>
      <DetailRow label={<FormattedMessage id="review.net" />}>
        {format.money(figures.net, { signed: true })}
      </DetailRow>
    </DetailList>
  );
}

function Month({ month }: { month: ReviewMonth }) {
  const format = useFormat();
  return (
    <Box component="li">
      <Section title={format.month(month.month)}>
        {isQuietMonth(month) ? (
          <Typography color="text.secondary">
            <FormattedMessage id="review.quietMonth" />
          </Typography>
        ) : (
          <Figures figures={month} />
        )}
      </Section>
    </Box>
  );
}

function Tools() {
  return (
    <Section title={<FormattedMessage id="review.tools.title" />}>
      <Typography color="text.secondary">
        <FormattedMessage id="review.tools.text" />
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
        {TOOLS.map(({ id, to }) => (
          <li key={id}>
            <TextLink to={to} sx={{ display: 'inline-block', py: 0.5 }}>
              <FormattedMessage id={id} />
            </TextLink>
          </li>
        ))}
      </Box>
    </Section>
  );
}

function ReviewView() {
  const format = useFormat();
  const review = useAccountReviewSelector(selectReview);
  const loading = useAccountReviewSelector(selectIsLoading);
  const loadFailed = useAccountReviewSelector(selectLoadFailed);
  const acknowledging = useAccountReviewSelector(selectIsAcknowledging);
  const error = useMessageText()(useAccountReviewSelector(selectError));
  const { retry, acknowledge } = useAccountReviewEvents();
  if (loadFailed) return <LoadFailed onRetry={retry} />;
  if (loading || !review) {
    return (
      <Box aria-busy="true">
        <SkeletonRows heights={[120, 120, 120]} gap={2} />
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography>
        <FormattedMessage
          id="review.period"
          values={{ period: format.range(review.from, review.to) }}
        />
      </Typography>
      {review.months.length === 0 ? (
        <Typography color="text.secondary">
          <FormattedMessage id="review.noMonths" />
        </Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 2 }}>
          {review.months.map((month) => (
            <Month key={month.month} month={month} />
          ))}
        </Box>
      )}
      <Section title={<FormattedMessage id="review.totals" />}>
        <Figures figures={reviewTotals(review.months)} />
      </Section>
      <Tools />
      {error && <Alert severity="error">{error}</Alert>}
      <Box>
        <BusyButton variant="contained" size="large" busy={acknowledging} onClick={acknowledge}>
          <FormattedMessage id="review.acknowledge" />
        </BusyButton>
      </Box>
    </Box>
  );
}

/**
 * The account review (UKGC RTS 12), at a sign-in every few months: each month's deposits,
 * withdrawals and net result since the last review, the tools one click away, and "I have read
 * it", which leads on to the page the player was going to.
 */
export function AccountReviewPage() {
  const from = returnedFromOf(useLocation().state);
  return (
    <AccountReviewProvider returnTo={from === PATHS.accountReview ? null : from}>
      <Page title="review.title" subtitle={<FormattedMessage id="review.subtitle" />} maxWidth="md">
        <ReviewView />
      </Page>
    </AccountReviewProvider>
  );
}
