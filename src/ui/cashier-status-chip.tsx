import { FormattedMessage } from 'react-intl';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import type { Theme } from '@mui/material/styles';
import { TRANSACTION_STATUS, type TransactionStatus } from '../../machines/shared/finance.ts';

type Tone = 'warning' | 'info' | 'success' | 'error' | 'neutral';

const TONES: Record<TransactionStatus, Tone> = {
  [TRANSACTION_STATUS.pending]: 'warning',
  [TRANSACTION_STATUS.approved]: 'info',
  [TRANSACTION_STATUS.completed]: 'success',
  [TRANSACTION_STATUS.notification]: 'neutral',
  [TRANSACTION_STATUS.rejected]: 'error',
  [TRANSACTION_STATUS.expired]: 'neutral',
  [TRANSACTION_STATUS.cancelled]: 'neutral',
};

const toneColor = (theme: Theme, tone: Tone) =>
  tone === 'neutral' ? theme.palette.text.secondary : theme.palette[tone].main;

/**
 * A deposit's or withdrawal's status ('Beklemede', 'Tamamlandı', 'Reddedildi'…). The words carry
 * the meaning in the body text colour (AA contrast in both modes); the colour is only a dot and
 * the outline.
 */
export function TransactionStatusChip({
  status,
  size = 'small',
}: {
  status: TransactionStatus;
  size?: ChipProps['size'];
}) {
  const tone = TONES[status] ?? 'neutral';
  return (
    <Chip
      size={size}
      variant="outlined"
      icon={
        <Box
          component="span"
          aria-hidden
          sx={{
            width: 8,
            height: 8,
            borderRadius: '50%',
            bgcolor: (theme) => toneColor(theme, tone),
          }}
        />
      }
      label={<FormattedMessage id={`cashier.status.${status}`} />}
      sx={{
        fontWeight: 700,
        color: 'text.primary',
        borderColor: (theme) => toneColor(theme, tone),
        '& .MuiChip-icon': { ml: 1 },
      }}
    />
  );
}
