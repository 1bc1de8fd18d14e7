import { FormattedMessage } from 'react-intl';
import { useSelector } from '@xstate/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { selectClosure } from '../../machines/protection/play-session.selectors.ts';
import { useFormat } from '../i18n/format.ts';
import { useRuntime } from '../runtime/app-context.tsx';
import { PATHS, PROTECTION_PATH } from '../runtime/paths.ts';
import { SmartLink } from './smart-link.tsx';

/** The message id of a closure, for what the player tried (deposit or play). */
function messageOf(
  of: 'deposit' | 'play',
  reason: 'timeout' | 'panic' | 'excluded',
  until: string | null,
) {
  if (reason !== 'excluded') return `closure.${of}.${reason}`;
  return until ? `closure.${of}.excludedUntil` : `closure.${of}.excluded`;
}

/**
 * Why deposits or play are closed during a time-out or self-exclusion, and what stays open;
 * `children` (the deposit wizard, the game) shows while they are open.
 */
export function ClosureGate({
  of,
  children,
}: {
  of: 'deposit' | 'play';
  children: React.ReactNode;
}) {
  const closure = useSelector(useRuntime().playSession, selectClosure);
  const format = useFormat();
  if (!closure) return children;
  const until = closure.until && format.dateTime(closure.until);
  return (
    <Alert severity="info" role="status" sx={{ m: of === 'play' ? 2 : 0 }}>
      <FormattedMessage id={messageOf(of, closure.reason, closure.until)} values={{ until }} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
        <Button variant="contained" component={SmartLink} href={PATHS.withdraw}>
          <FormattedMessage id="closure.withdraw" />
        </Button>
        <Button component={SmartLink} href={PROTECTION_PATH}>
          <FormattedMessage id="closure.tools" />
        </Button>
      </Stack>
    </Alert>
  );
}
