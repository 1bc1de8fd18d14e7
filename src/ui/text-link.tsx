import { Link as RouterLink, type LinkProps } from 'react-router-dom';
import Box from '@mui/material/Box';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';

// MUI's Link with the theme's underline 'always' (WCAG 1.4.1): the line at 40 % of the colour.
const linkSx = {
  primary: {
    color: 'primary.main',
    textDecoration: 'underline',
    textDecorationColor: (theme: Theme) => alpha(theme.palette.primary.main, 0.4),
    '&:hover': { textDecorationColor: 'inherit' },
  },
  inherit: { color: 'inherit', textDecoration: 'underline' },
} as const;

/**
 * A router link in text, drawn as MUI's Link draws it, from the entry chunk's Box: MUI's Link
 * (1.4 kB gzip) was a chunk of its own on every page for these few styles.
 */
export function TextLink({
  color = 'primary',
  sx,
  ...props
}: LinkProps & { color?: keyof typeof linkSx; sx?: SxProps<Theme> }) {
  return (
    <Box
      component={RouterLink}
      {...props}
      sx={[linkSx[color], ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
