import Box from '@mui/material/Box';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';

const placeholderSx = {
  display: 'block',
  height: '1.2em',
  borderRadius: 1,
  bgcolor: (theme: Theme) =>
    alpha(theme.palette.text.primary, theme.palette.mode === 'light' ? 0.11 : 0.13),
  '@media (prefers-reduced-motion: no-preference)': {
    animation: 'placeholder-pulse 2s ease-in-out 0.5s infinite',
  },
  '@keyframes placeholder-pulse': { '50%': { opacity: 0.4 } },
} as const;

/**
 * Where something still loading will be: a rounded block pulsing as MUI's rounded Skeleton does,
 * in CSS alone, so the boot chunk and the home page carry none of that component's code. It
 * stands still for a visitor who asks for less motion.
 */
export function Placeholder({ height, sx }: { height?: number; sx?: SxProps<Theme> }) {
  return (
    <Box
      data-placeholder
      sx={[
        placeholderSx,
        height === undefined ? {} : { height },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
