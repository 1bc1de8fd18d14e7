import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';

/**
 * A thin bar along the top of the screen while the site loads: what MUI's indeterminate
 * LinearProgress draws, in CSS alone, so the boot chunk carries none of its code. Without motion
 * (the visitor's setting) the bar stands still across the track.
 */
export function LoadingBar({ label }: { label: string }) {
  return (
    <Box
      role="progressbar"
      aria-label={label}
      sx={{
        position: 'fixed',
        top: 0,
        insetInline: 0,
        zIndex: 1,
        height: 4,
        overflow: 'hidden',
        bgcolor: (theme) => alpha(theme.palette.primary.main, 0.3),
        '&::before': {
          content: '""',
          position: 'absolute',
          inset: 0,
          bgcolor: 'primary.main',
          transformOrigin: 'left',
          '@media (prefers-reduced-motion: no-preference)': {
            animation: 'loading-bar 1.6s ease-in-out infinite',
          },
        },
        '@keyframes loading-bar': {
          from: { transform: 'translateX(-100%) scaleX(0.4)' },
          to: { transform: 'translateX(100%) scaleX(0.4)' },
        },
      }}
    />
  );
}
