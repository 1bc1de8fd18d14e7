import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';

/**
 * A gain or loss: the sign is written (+ / −), so the meaning does not rest on the colour; the
 * colours are the theme's success and error text tones.
 */
export function SignedMoney({ kurus }: { kurus: number }) {
  const intl = useIntl();
  const text = intl.formatNumber(kurus / 100, {
    style: 'currency',
    currency: 'TRY',
    minimumFractionDigits: 2,
    signDisplay: 'exceptZero',
  });
  return (
    <Box
      component="span"
      sx={{
        color: ({ palette }) =>
          kurus > 0 ? palette.success.main : kurus < 0 ? palette.error.main : palette.text.primary,
      }}
    >
      {text}
    </Box>
  );
}
