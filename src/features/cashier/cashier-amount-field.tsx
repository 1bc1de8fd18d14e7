import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { parseLira } from '../../../machines/shared/money.ts';
import { useFormat } from '../../i18n/format.ts';
import { useMessageText } from '../../i18n/message-text.ts';
import { MoneyText } from '../../ui/money-text.tsx';
import { visuallyHiddenSx } from '../../ui/visually-hidden.ts';
import { CashierTextField } from './cashier-text-field.tsx';

/** 'Min ₺50 – Maks ₺50.000' for a method's range (kuruş). */
export function useRangeText(range: { min: number; max: number }): string {
  const intl = useIntl();
  const { money } = useFormat();
  return intl.formatMessage(
    { id: 'cashier.range' },
    { min: money(range.min, { short: true }), max: money(range.max, { short: true }) },
  );
}

export interface AmountFieldProps {
  /** The amount as typed (lira). */
  value: string;
  onChange: (text: string) => void;
  /** A message id (V.amount, V.amountRange) or a server message, shown under the field. */
  error: string | null;
  range: { min: number; max: number };
  /** Quick amounts in kuruş; a press fills the field. */
  presets: readonly number[];
  onPreset: (amount: number) => void;
  /** The quick amounts are still being read. */
  presetsLoading?: boolean;
  autoFocus?: boolean;
  /** The field's id, unique on the page (the quick deposit's panel may open over the wizard). */
  id?: string;
}

/**
 * The cashier's amount in lira: the method's range under the field (or the rule's message when
 * the typed amount fails), quick amounts as buttons that fill it. Parsing and the rule belong to
 * the machine; this only shows what it says.
 */
export function AmountField(props: AmountFieldProps) {
  const intl = useIntl();
  const text = useMessageText();
  const rangeText = useRangeText(props.range);
  const error = text(props.error);
  const presetsLabel = useId();
  const typed = parseLira(props.value);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <CashierTextField
        id={props.id ?? 'cashier-amount'}
        label={intl.formatMessage({ id: 'cashier.field.amount' })}
        value={props.value}
        onChange={props.onChange}
        error={error}
        hint={rangeText}
        required
        autoFocus={props.autoFocus}
        inputMode="decimal"
        maxLength={20}
      />
      {error && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: -1 }}>
          {rangeText}
        </Typography>
      )}
      {props.presetsLoading && (
        <Box aria-busy="true" sx={{ display: 'flex', gap: 1 }}>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} variant="rounded" width={88} height={36} />
          ))}
          <Box component="span" role="status" sx={visuallyHiddenSx}>
            <FormattedMessage id="cashier.deposit.presetsLoading" />
          </Box>
        </Box>
      )}
      {!props.presetsLoading && props.presets.length > 0 && (
        <Box>
          <Typography id={presetsLabel} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            <FormattedMessage id="cashier.deposit.presets" />
          </Typography>
          <Box
            role="group"
            aria-labelledby={presetsLabel}
            sx={{
              display: 'grid',
              gap: 1,
              gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
            }}
          >
            {props.presets.map((amount) => (
              <Button
                key={amount}
                variant={typed === amount ? 'contained' : 'outlined'}
                aria-pressed={typed === amount}
                onClick={() => props.onPreset(amount)}
              >
                <MoneyText kurus={amount} />
              </Button>
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
}
