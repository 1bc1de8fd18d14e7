import { FormattedMessage } from 'react-intl';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ResponsibleGamingLink } from '../../ui/responsible-gaming-link.tsx';

/** The home page's way to the responsible gaming tools, with a line on what they are. */
export function ResponsibleGamingNote() {
  return (
    <Box
      component="section"
      aria-labelledby="home-tools"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1.5,
        p: { xs: 2, md: 2.5 },
        borderRadius: 3,
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Typography id="home-tools" variant="body2" sx={{ flex: '1 1 260px' }}>
        <FormattedMessage id="home.tools" />
      </Typography>
      <ResponsibleGamingLink />
    </Box>
  );
}
