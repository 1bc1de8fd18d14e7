import { FormattedMessage } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/** A part of a page that did not load (its totals, its filters), in one line beside the rest. */
export function PartFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Box role="alert" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage id={message} />
      </Typography>
      <Button size="small" onClick={onRetry}>
        <FormattedMessage id="common.tryAgain" />
      </Button>
    </Box>
  );
}
