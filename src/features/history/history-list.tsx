import { FormattedMessage } from 'react-intl';
import { useSelector } from '@xstate/react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  selectCoupons,
  selectKind,
  selectList,
  selectRounds,
  selectTransactions,
} from '../../../machines/history/history.selectors.ts';
import {
  selectHasFailed,
  selectIsEmpty,
  selectIsLoading,
  type PagedListRef,
} from '../../../machines/paging/paged-list.selectors.ts';
import { EmptyState, LoadFailed, SkeletonRows } from '../../ui/page-state.tsx';
import { ShowMoreFooter } from '../../ui/show-more-footer.tsx';
import { BonusEventRow } from './bonus-event-row.tsx';
import { CouponCard } from './coupon-card.tsx';
import { useHistoryEvents, useHistorySelector } from './history-context.tsx';
import { RoundRow } from './round-row.tsx';
import { TransactionRow } from './transaction-row.tsx';
import { RowList } from '../../ui/row-list.tsx';

function Rows({ list }: { list: PagedListRef }) {
  const kind = useHistorySelector(selectKind);
  const transactions = useSelector(list, selectTransactions);
  const rounds = useSelector(list, selectRounds);
  const coupons = useSelector(list, selectCoupons);
  return (
    <RowList labelledBy="history-list-title">
      {kind === 'finance' &&
        transactions.map((item) => <TransactionRow key={item.id} item={item} />)}
      {kind === 'bonus' && transactions.map((item) => <BonusEventRow key={item.id} item={item} />)}
      {kind === 'games' && rounds.map((round) => <RoundRow key={round.roundID} round={round} />)}
      {kind === 'bets' &&
        coupons.map((coupon) => (
          <Box component="li" key={coupon.couponID}>
            <CouponCard coupon={coupon} />
          </Box>
        ))}
    </RowList>
  );
}

/** The rows of the range, 'show more', and the empty and failed states of spec §8. */
export function HistoryList() {
  const list = useHistorySelector(selectList);
  const loading = useSelector(list, selectIsLoading);
  const failed = useSelector(list, selectHasFailed);
  const empty = useSelector(list, selectIsEmpty);
  const { retry } = useHistoryEvents();
  return (
    <Box
      component="section"
      aria-labelledby="history-list-title"
      sx={{ display: 'grid', gap: 1.5 }}
    >
      <Typography id="history-list-title" variant="h2" sx={{ fontSize: '1.05rem' }}>
        <FormattedMessage id="history.rows" />
      </Typography>
      {loading && <SkeletonRows heights={[84, 84, 84]} gap={1} />}
      {failed && <LoadFailed message="history.loadFailed" onRetry={retry} />}
      {empty && (
        <EmptyState>
          <FormattedMessage id="history.empty" />
        </EmptyState>
      )}
      {!loading && !failed && !empty && <Rows list={list} />}
      <ShowMoreFooter
        list={list}
        messages={{ showMore: 'history.showMore', moreFailed: 'history.moreFailed' }}
      />
    </Box>
  );
}
