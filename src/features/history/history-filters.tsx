import { FormattedMessage, useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  selectFilters,
  selectOptionsLoading,
  selectOptionsUnavailable,
} from '../../../machines/history/history.selectors.ts';
import { PartFailed } from '../../ui/part-failed.tsx';
import { useHistoryEvents, useHistorySelector } from './history-context.tsx';

/** The tab's filters; platform names are shown as they come, fixed options translated. */
export function HistoryFilters() {
  const intl = useIntl();
  const filters = useHistorySelector(selectFilters);
  const loading = useHistorySelector(selectOptionsLoading);
  const unavailable = useHistorySelector(selectOptionsUnavailable);
  const { setFilter, retry } = useHistoryEvents();
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(200px, 1fr))' },
        }}
      >
        {filters.map(({ name, value, choices, waitsForCategory }) => (
          <TextField
            key={name}
            select
            size="small"
            id={`history-filter-${name}`}
            label={intl.formatMessage({ id: `history.filter.${name}` })}
            value={value}
            disabled={loading || waitsForCategory}
            helperText={
              waitsForCategory && intl.formatMessage({ id: 'history.filter.chooseCategoryFirst' })
            }
            // 'All' is a choice of its own, shown as such.
            slotProps={{
              select: { displayEmpty: true },
              inputLabel: { shrink: true },
              // The hint says why the field waits: it reads as text, not as the greyed field.
              formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
            }}
            onChange={(event) => setFilter(name, event.target.value)}
          >
            <MenuItem value="">
              <FormattedMessage id="history.filter.all" />
            </MenuItem>
            {choices.map((choice) => (
              <MenuItem key={choice.value} value={choice.value}>
                {choice.name ?? <FormattedMessage id={`history.${name}.${choice.value}`} />}
              </MenuItem>
            ))}
          </TextField>
        ))}
      </Box>
      {unavailable && <PartFailed message="history.filtersFailed" onRetry={retry} />}
    </Box>
  );
}
