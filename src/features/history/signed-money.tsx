import Box from '@mui/material/Box';
import { useFormat } from '../../i18n/format.ts';

/**
 * A gain or loss: the sign is written (+ / −), so the meaning does not rest on the colour; the
 * colours are the theme's success and error text tones.
 */
export function SignedMoney({ kurus }: { kurus: number }) {
  const text = useFormat().money(kurus, { signed: true });
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
