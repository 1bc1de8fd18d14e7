import type { ReactNode, Ref } from 'react';
import { FormattedMessage } from 'react-intl';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** A card of the security tab: icon, title (h3), what it is about, and its body. */
export function SecurityCard({
  titleId,
  icon,
  title,
  text,
  titleRef,
  children,
}: {
  titleId: string;
  icon: ReactNode;
  title: string;
  text: string;
  titleRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2.5, md: 3 }, display: 'grid', gap: 2, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <Box sx={{ color: 'primary.main', mt: 0.25 }} aria-hidden>
          {icon}
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            id={titleId}
            ref={titleRef}
            tabIndex={-1}
            variant="h3"
            sx={{ fontSize: '1.1rem', outline: 'none' }}
          >
            <FormattedMessage id={title} />
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            <FormattedMessage id={text} />
          </Typography>
        </Box>
      </Box>
      {children}
    </Paper>
  );
}
