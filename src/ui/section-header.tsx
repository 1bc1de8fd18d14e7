import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';

/** Title of a home section with a link to its full page. */
export function SectionHeader({ id, title, to }: { id: string; title: string; to?: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
      <Typography id={id} variant="h2" sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' } }}>
        <FormattedMessage id={title} />
      </Typography>
      {to && (
        <Button component={RouterLink} to={to} endIcon={<ChevronRightIcon />} size="small">
          <FormattedMessage id="common.seeAll" />
        </Button>
      )}
    </Box>
  );
}
