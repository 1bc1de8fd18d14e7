import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { selectRequestsBlocked } from '../../machines/app/app.selectors.ts';
import { useAppSelector } from '../app/app-context.tsx';
import type { Resource } from './use-resource.ts';

/**
 * A load that failed: what went wrong and a way to try again. Once an HTTP 500 has blocked every
 * later call of the page (spec §8), a retry cannot work: the page offers a reload instead.
 */
export function LoadFailed({
  message = 'common.loadFailed',
  onRetry,
}: {
  message?: string;
  onRetry: () => void;
}) {
  const blocked = useAppSelector(selectRequestsBlocked);
  return (
    <Box
      role="alert"
      sx={{ py: 4, textAlign: 'center', display: 'grid', gap: 2, justifyItems: 'center' }}
    >
      <Typography color="text.secondary">
        <FormattedMessage id={blocked ? 'common.blockedByError' : message} />
      </Typography>
      {blocked ? (
        <Button variant="outlined" onClick={() => window.location.reload()}>
          <FormattedMessage id="common.reloadPage" />
        </Button>
      ) : (
        <Button variant="outlined" onClick={onRetry}>
          <FormattedMessage id="common.tryAgain" />
        </Button>
      )}
    </Box>
  );
}

export function ResourceView<T>(props: {
  resource: Resource<T>;
  skeleton?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { data, isFailed, reload } = props.resource;
  // A reload (e.g. after a language switch) keeps showing what is there until the new data lands.
  if (data !== null) return <>{props.children(data)}</>;
  if (isFailed) return <LoadFailed onRetry={reload} />;
  return (
    <Box aria-busy="true">{props.skeleton ?? <Skeleton variant="rounded" height={240} />}</Box>
  );
}

/** An empty list, said plainly. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        py: 6,
        textAlign: 'center',
        color: 'text.secondary',
        border: 1,
        borderColor: 'divider',
        borderStyle: 'dashed',
        borderRadius: 2,
      }}
    >
      <Typography>{children}</Typography>
    </Box>
  );
}
