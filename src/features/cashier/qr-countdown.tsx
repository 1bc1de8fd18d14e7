import { FormattedMessage, useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  announcedSeconds,
  formatCountdown,
  secondsLeft,
} from '../../../machines/cashier/deposit-rules.ts';
import { useNow } from '../../ui/use-now.ts';
import { visuallyHiddenSx } from '../../ui/visually-hidden.ts';

/** The code's remaining time, shown each second and announced a few times (announcedSeconds). */
export function Countdown({ expiresAt }: { expiresAt: string }) {
  const intl = useIntl();
  const now = useNow(1000);
  const seconds = secondsLeft(expiresAt, now);
  const announced = announcedSeconds(seconds);
  return (
    <>
      <Typography
        role="timer"
        aria-live="off"
        sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
      >
        <FormattedMessage
          id="cashier.deposit.qr.remaining"
          values={{ time: formatCountdown(seconds) }}
        />
      </Typography>
      <Box role="status" sx={visuallyHiddenSx}>
        {intl.formatMessage(
          { id: 'cashier.deposit.qr.remaining' },
          { time: formatCountdown(announced) },
        )}
      </Box>
    </>
  );
}
