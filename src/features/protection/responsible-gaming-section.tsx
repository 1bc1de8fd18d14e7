import { FormattedMessage } from 'react-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import {
  selectClosing,
  selectError,
  selectHasFailed,
  selectIsLoading,
  selectState,
} from '../../../machines/protection/protection.selectors.ts';
import { useFormat } from '../../i18n/format.ts';
import { FormError } from '../../ui/form-fields.tsx';
import { LoadFailed, SkeletonRows } from '../../ui/page-state.tsx';
import { ExclusionCard, RealityCheckCard, TimeoutCard } from './closure-cards.tsx';
import { LimitCards } from './limits-card.tsx';
import { ProtectionHistoryCard } from './protection-history.tsx';
import {
  ProtectionProvider,
  useProtectionEvents,
  useProtectionSelector,
} from './protection-context.tsx';

const When = ({ iso }: { iso: string }) => <>{useFormat().dateTime(iso)}</>;

/** A running time-out or self-exclusion: what it closes, and until when. */
function ClosedNotice() {
  const state = useProtectionSelector(selectState)!;
  if (state.closed === 'timeout') {
    return (
      <Alert severity="info" role="status">
        <FormattedMessage
          id="protection.closed.timeout"
          values={{ until: <When iso={state.timeoutUntil!} /> }}
        />
      </Alert>
    );
  }
  if (state.closed === 'excluded') {
    const until = state.exclusion!.until;
    return (
      <Alert severity="info" role="status">
        {until ? (
          <FormattedMessage
            id="protection.closed.exclusion"
            values={{ until: <When iso={until} /> }}
          />
        ) : (
          <FormattedMessage id="protection.closed.permanent" />
        )}
      </Alert>
    );
  }
  return null;
}

function ProtectionView() {
  const loading = useProtectionSelector(selectIsLoading);
  const failed = useProtectionSelector(selectHasFailed);
  const state = useProtectionSelector(selectState);
  const error = useProtectionSelector(selectError);
  const closing = useProtectionSelector(selectClosing);
  const { retry } = useProtectionEvents();
  if (failed) return <LoadFailed onRetry={retry} />;
  if (loading || !state) {
    return <SkeletonRows heights={[160, 160]} gap={2} />;
  }
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ClosedNotice />
      <FormError error={closing ? null : error} />
      <LimitCards />
      <RealityCheckCard />
      {state.closed !== 'excluded' && <TimeoutCard />}
      {state.closed !== 'excluded' && <ExclusionCard />}
      <ProtectionHistoryCard />
    </Box>
  );
}

/**
 * The profile's responsible-gaming tab: every tool with its state and pending changes, by the
 * rules of the jurisdiction's profile, and the player's history of changes.
 */
export function ResponsibleGamingSection() {
  return (
    <ProtectionProvider>
      <ProtectionView />
    </ProtectionProvider>
  );
}
