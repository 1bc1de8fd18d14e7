import { useField } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { LIMIT_PERIODS } from '../../machines/shared/protection.ts';
import { LIMIT_CHOICES } from '../../machines/shared/validation/limit-choice-form.ts';
import { useMessageText } from '../i18n/message-text.ts';
import { FormTextField } from './form-fields.tsx';
import { FormSelectField } from './form-select-field.tsx';

/**
 * The deposit limit offered before money moves, inside a Formik form of LimitChoiceForm
 * (registration, the deposit wizard): a limit with its period and amount, or "no limit now".
 * Nothing is chosen for the player; without an answer the message shows at the choice.
 */
export function LimitChoiceFields({ id, labelledBy }: { id: string; labelledBy: string }) {
  const intl = useIntl();
  const text = useMessageText();
  const [choice, meta] = useField<string>('limitChoice');
  const error = meta.touched ? text(meta.error) : null;
  const errorId = `${id}-error`;
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridColumn: '1 / -1' }}>
      <RadioGroup {...choice} id={id} aria-labelledby={labelledBy}>
        {LIMIT_CHOICES.map((value) => (
          <FormControlLabel
            key={value}
            value={value}
            label={<FormattedMessage id={`limitChoice.${value}`} />}
            control={
              <Radio
                slotProps={{
                  input: {
                    'aria-invalid': Boolean(error),
                    ...(error ? { 'aria-describedby': errorId } : {}),
                  },
                }}
              />
            }
          />
        ))}
      </RadioGroup>
      {error && (
        <FormHelperText id={errorId} error sx={{ mt: -1 }}>
          {error}
        </FormHelperText>
      )}
      {choice.value === 'limit' && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormSelectField
            name="depositLimit.period"
            id={`${id}-period`}
            label="protection.field.period"
            native
            required
          >
            {LIMIT_PERIODS.map((period) => (
              <option key={period} value={period}>
                {intl.formatMessage({ id: `protection.periodName.${period}` })}
              </option>
            ))}
          </FormSelectField>
          <FormTextField
            name="depositLimit.amount"
            id={`${id}-amount`}
            label="protection.field.amount"
            inputMode="decimal"
            autoComplete="off"
            required
          />
        </Box>
      )}
    </Box>
  );
}
