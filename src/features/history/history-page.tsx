import { useParams, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import { isHistoryKind } from '../../../machines/history/kinds.ts';
import { AccountFrame } from '../../ui/account-frame.tsx';
import { NotFoundPage } from '../../ui/not-found-page.tsx';
import { HistoryProvider } from './history-context.tsx';
import { HistoryFilters } from './history-filters.tsx';
import { HistoryList } from './history-list.tsx';
import { HistoryRange } from './history-range.tsx';
import { HistoryTabs } from './history-tabs.tsx';
import { HistoryTotals } from './history-totals.tsx';

/** Spec §2: the player's finance, bonus, game and bet histories, one tab each (/history/:tab). */
export function HistoryPage() {
  const { tab } = useParams();
  // ?from=YYYY-MM-DD: from that day to today, e.g. a game session's rounds.
  const from = useSearchParams()[0].get('from') ?? undefined;
  if (!isHistoryKind(tab)) return <NotFoundPage />;
  return (
    <AccountFrame title="menu.history" subtitle={`history.subtitle.${tab}`}>
      <HistoryTabs kind={tab} />
      {/* A tab is its own history: a new tab (or first day asked for) starts a new actor. */}
      <HistoryProvider key={`${tab}/${from}`} kind={tab} from={from}>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <HistoryRange />
          <HistoryFilters />
          <HistoryTotals />
          <HistoryList />
        </Box>
      </HistoryProvider>
    </AccountFrame>
  );
}
