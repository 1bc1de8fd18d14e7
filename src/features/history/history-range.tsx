import { Formik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { customRangeSchema, dayOf } from '../../../machines/history/date-ranges.ts';
import {
  selectMaxDays,
  selectPreset,
  selectPresets,
  selectRange,
} from '../../../machines/history/history.selectors.ts';
import { useNow } from '../../ui/use-now.ts';
import { FormTextField } from '../../ui/form-fields.tsx';
import { useHistoryEvents, useHistorySelector } from './history-context.tsx';
import { ValidatedForm } from '../../ui/validated-form.tsx';

/** Two dates, checked before they are sent: valid, in order, not after today. */
function CustomRangeForm() {
  const intl = useIntl();
  const range = useHistorySelector(selectRange);
  const maxDays = useHistorySelector(selectMaxDays);
  const { setCustomRange } = useHistoryEvents();
  const today = dayOf(useNow());
  const initialValues = { from: range.startDate ?? '', to: range.endDate ?? '' };
  return (
    <Formik
      // A range chosen elsewhere (a preset) shows its dates here.
      key={`${initialValues.from}/${initialValues.to}`}
      initialValues={initialValues}
      validationSchema={customRangeSchema(today, maxDays)}
      onSubmit={(values) => setCustomRange(values.from, values.to)}
    >
      <Box
        component={ValidatedForm}
        aria-label={intl.formatMessage({ id: 'history.range.custom' })}
        sx={{
          display: 'grid',
          gap: 1.5,
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr auto' },
        }}
      >
        {(['from', 'to'] as const).map((name) => (
          <FormTextField
            key={name}
            name={name}
            id={`history-range-${name}`}
            label={`history.range.${name}`}
            type="date"
            size="small"
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
          />
        ))}
        <Button type="submit" variant="outlined" sx={{ minHeight: 40 }}>
          <FormattedMessage id="history.range.apply" />
        </Button>
      </Box>
    </Formik>
  );
}

/** The date range: a spec §9 preset, or two dates of the player's choosing. */
export function HistoryRange() {
  const intl = useIntl();
  const preset = useHistorySelector(selectPreset);
  const presets = useHistorySelector(selectPresets);
  const { setPreset } = useHistoryEvents();
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <TextField
        select
        size="small"
        id="history-preset"
        label={intl.formatMessage({ id: 'history.range' })}
        value={preset}
        onChange={(event) => setPreset(event.target.value)}
        sx={{ maxWidth: { sm: 280 } }}
      >
        {presets.map((value) => (
          <MenuItem key={value} value={value}>
            <FormattedMessage id={`history.preset.${value}`} />
          </MenuItem>
        ))}
        {preset === 'custom' && (
          <MenuItem value="custom" disabled>
            <FormattedMessage id="history.preset.custom" />
          </MenuItem>
        )}
      </TextField>
      <CustomRangeForm />
    </Box>
  );
}
