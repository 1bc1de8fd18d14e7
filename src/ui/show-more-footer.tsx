import { FormattedMessage } from 'react-intl';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ShowMoreView } from '../../machines/shared/paging.ts';
import { BusyButton } from './busy-button.tsx';

export interface ShowMoreFooterProps {
  paging: ShowMoreView;
  onShowMore: () => void;
  /** Ids of the button's name and of the failure, written out: a page gets the ids it names. */
  messages: { showMore: string; moreFailed: string };
}

/**
 * The end of a list read a page at a time: why the next page is missing, and the button that
 * loads it (again, after a failure, with the rows shown kept).
 */
export function ShowMoreFooter({ paging, onShowMore, messages }: ShowMoreFooterProps) {
  const { hasMore, loadingMore, moreFailed, canShowMore } = paging;
  return (
    <>
      {moreFailed && (
        <Typography role="alert" color="error" variant="body2">
          <FormattedMessage id={messages.moreFailed} />
        </Typography>
      )}
      {hasMore && (
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <BusyButton
            variant="outlined"
            onClick={onShowMore}
            busy={loadingMore}
            disabled={!canShowMore && !loadingMore}
          >
            <FormattedMessage id={messages.showMore} />
          </BusyButton>
        </Box>
      )}
    </>
  );
}
