import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import {
  selectExportError,
  selectIsExporting,
  selectTotals,
  selectTotalsFailed,
} from '../../../machines/history/history.selectors.ts';
import { BusyButton } from '../../ui/busy-button.tsx';
import { FormError } from '../../ui/form-fields.tsx';
import { MoneyText } from '../../ui/money-text.tsx';
import { PartFailed } from '../../ui/part-failed.tsx';
import { useHistoryEvents, useHistorySelector } from './history-context.tsx';
import { SignedMoney } from './signed-money.tsx';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="div" sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="dt">
        <FormattedMessage id={label} />
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 800 }}>
        {children}
      </Typography>
    </Box>
  );
}

function Sums() {
  const totals = useHistorySelector(selectTotals);
  const failed = useHistorySelector(selectTotalsFailed);
  const { retry } = useHistoryEvents();
  if (failed) return <PartFailed message="history.totalsFailed" onRetry={retry} />;
  if (!totals) return <Skeleton aria-busy="true" variant="rounded" height={44} />;
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))',
      }}
    >
      <Figure label="history.count">{totals.count}</Figure>
      {totals.sums.map(({ key, amount }) => (
        <Figure key={key} label={`history.sum.${key}`}>
          {key === 'net' ? <SignedMoney kurus={amount} /> : <MoneyText kurus={amount} exact />}
        </Figure>
      ))}
    </Box>
  );
}

/** The totals of the whole range and filters, and its CSV made by the server. */
export function HistoryTotals() {
  const exporting = useHistorySelector(selectIsExporting);
  const exportError = useHistorySelector(selectExportError);
  const { exportCsv } = useHistoryEvents();
  return (
    <Paper
      component="section"
      aria-labelledby="history-totals-title"
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1.5 }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Typography id="history-totals-title" variant="h2" sx={{ fontSize: '1.05rem' }}>
          <FormattedMessage id="history.totals" />
        </Typography>
        <BusyButton
          busy={exporting}
          variant="outlined"
          size="small"
          startIcon={<DownloadIcon />}
          onClick={exportCsv}
        >
          <FormattedMessage id="history.export" />
        </BusyButton>
      </Box>
      <Sums />
      <FormError error={exportError} />
    </Paper>
  );
}
