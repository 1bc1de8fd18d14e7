import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { selectRequestsBlocked } from '../../machines/app/app.selectors.ts';
import { useAppSelector } from '../runtime/app-context.tsx';
import { Placeholder } from './placeholder.tsx';
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

/** A load still running after the bound: said plainly in place of the skeleton. */
export function TakingLonger() {
  return (
    <Box role="status" aria-busy="true" sx={{ py: 4, textAlign: 'center' }}>
      <Typography color="text.secondary">
        <FormattedMessage id="common.takingLonger" />
      </Typography>
    </Box>
  );
}

/**
 * What stands in for data not there yet: the failure, a note that the load takes longer than
 * usual, or the skeleton while it may still come soon. No skeleton stays up without end.
 */
export function NoDataYet({
  resource,
  skeleton,
  message,
}: {
  resource: Pick<Resource<unknown>, 'isFailed' | 'isSlow' | 'reload'>;
  skeleton: ReactNode;
  message?: string;
}) {
  if (resource.isFailed) return <LoadFailed message={message} onRetry={resource.reload} />;
  if (resource.isSlow) return <TakingLonger />;
  return <Box aria-busy="true">{skeleton}</Box>;
}

export function ResourceView<T>(props: {
  resource: Resource<T>;
  skeleton?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { data } = props.resource;
  // A reload (e.g. after a language switch) keeps showing what is there until the new data lands.
  if (data !== null) return <>{props.children(data)}</>;
  return (
    <NoDataYet
      resource={props.resource}
      skeleton={props.skeleton ?? <Placeholder height={240} />}
    />
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

/** Placeholders of the rows or cards still loading, one height each. */
export function SkeletonRows({ heights, gap }: { heights: readonly number[]; gap: number }) {
  return (
    <Box aria-busy="true" sx={{ display: 'grid', gap }}>
      {heights.map((height, index) => (
        <Placeholder key={index} height={height} />
      ))}
    </Box>
  );
}
