import { FormattedMessage } from 'react-intl';
import { shallowEqual, useSelector } from '@xstate/react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { selectShowMore, type PagedListRef } from '../../machines/paging/paged-list.selectors.ts';
import { BusyButton } from './busy-button.tsx';

export interface ShowMoreFooterProps {
  list: PagedListRef;
  /** Ids of the button's name and of the failure, written out: a page gets the ids it names. */
  messages: { showMore: string; moreFailed: string };
}

/**
 * The end of a list read a page at a time: why the next page is missing, and the button that
 * loads it (again, after a failure, with the rows shown kept).
 */
export function ShowMoreFooter({ list, messages }: ShowMoreFooterProps) {
  const { hasMore, loadingMore, moreFailed, canShowMore } = useSelector(
    list,
    selectShowMore,
    shallowEqual,
  );
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
            onClick={() => list.send({ type: 'list.showMore' })}
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
