import { FormattedMessage, useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import {
  selectCanShowMore,
  selectCoupons,
  selectHasFailed,
  selectHasMoreFailed,
  selectIsEmpty,
  selectIsLoading,
  selectIsLoadingMore,
  selectRange,
  selectTab,
  selectTabCounts,
} from '../../../machines/games/couponHistory.selectors.ts';
import { COUPON_RANGES, COUPON_TABS } from '../../../machines/games/coupons.ts';
import { EmptyState, LoadFailed } from '../../ui/page-state.tsx';
import { AccountFrame } from '../account/account-frame.tsx';
import {
  BetHistoryProvider,
  useBetHistoryEvents,
  useBetHistorySelector,
} from './bet-history-context.tsx';
import { CouponCard } from './coupon-card.tsx';

function Filters() {
  const intl = useIntl();
  const tab = useBetHistorySelector(selectTab);
  const range = useBetHistorySelector(selectRange);
  const counts = useBetHistorySelector(selectTabCounts);
  const { selectTab: onTab, setRange } = useBetHistoryEvents();
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        mb: 2.5,
      }}
    >
      <Tabs
        value={tab}
        onChange={(_, value: string) => onTab(value)}
        aria-label={intl.formatMessage({ id: 'bets.tabsLabel' })}
        sx={{ minHeight: 40 }}
      >
        {COUPON_TABS.map((value) => (
          <Tab
            key={value}
            value={value}
            label={intl.formatMessage({ id: `bets.tab.${value}` }, { count: counts[value] })}
            sx={{ minHeight: 40 }}
          />
        ))}
      </Tabs>
      <TextField
        select
        size="small"
        label={intl.formatMessage({ id: 'bets.range' })}
        value={range}
        onChange={(event) => setRange(event.target.value)}
        sx={{ minWidth: 200 }}
      >
        {COUPON_RANGES.map((value) => (
          <MenuItem key={value} value={value}>
            <FormattedMessage id={`bets.range.${value}`} />
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}

function CouponList() {
  const coupons = useBetHistorySelector(selectCoupons);
  const isLoading = useBetHistorySelector(selectIsLoading);
  const hasFailed = useBetHistorySelector(selectHasFailed);
  const isEmpty = useBetHistorySelector(selectIsEmpty);
  const hasMoreFailed = useBetHistorySelector(selectHasMoreFailed);
  const isLoadingMore = useBetHistorySelector(selectIsLoadingMore);
  const canShowMore = useBetHistorySelector(selectCanShowMore);
  const { retry, showMore } = useBetHistoryEvents();

  if (isLoading) {
    return (
      <Box aria-busy="true" sx={{ display: 'grid', gap: 1.5 }}>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} variant="rounded" height={84} />
        ))}
      </Box>
    );
  }
  if (hasFailed) return <LoadFailed message="bets.loadFailed" onRetry={retry} />;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {isEmpty ? (
        <EmptyState>
          <FormattedMessage id="bets.empty" />
        </EmptyState>
      ) : (
        coupons.map((coupon) => <CouponCard key={coupon.couponID} coupon={coupon} />)
      )}
      {hasMoreFailed && <LoadFailed message="bets.loadFailed" onRetry={retry} />}
      {(canShowMore || isLoadingMore) && !hasMoreFailed && (
        <Button
          variant="outlined"
          onClick={showMore}
          disabled={!canShowMore}
          loading={isLoadingMore}
          sx={{ justifySelf: 'center', mt: 1 }}
        >
          <FormattedMessage id="bets.showMore" />
        </Button>
      )}
    </Box>
  );
}

/** Spec §2 'open and closed coupons': the player's sports coupons of a date range. */
export function BetHistoryPage() {
  return (
    <AccountFrame title="menu.betHistory" subtitle="bets.subtitle">
      <BetHistoryProvider>
        <Filters />
        <CouponList />
      </BetHistoryProvider>
    </AccountFrame>
  );
}
