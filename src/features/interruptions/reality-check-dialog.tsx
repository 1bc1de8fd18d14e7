import { FormattedMessage } from 'react-intl';
import { useSelector } from '@xstate/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  selectClockOffset,
  selectError,
  selectIsAnswering,
  selectSession,
} from '../../../machines/protection/play-session.selectors.ts';
import { useRuntime } from '../../runtime/app-context.tsx';
import { useFormat } from '../../i18n/format.ts';
import { useMessageText } from '../../i18n/message-text.ts';
import { MoneyText } from '../../ui/money-text.tsx';
import { useNow } from '../../ui/use-now.ts';
import { InterruptionDialog } from '../../ui/interruption-dialog.tsx';

const MINUTE = 60 * 1000;

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        <FormattedMessage id={label} />
      </Typography>
      <Typography component="dd" variant="body1" sx={{ m: 0, fontWeight: 600 }}>
        {children}
      </Typography>
    </Stack>
  );
}

/**
 * The reality check over whatever the player is doing, a game included (UKGC RTS 13): time
 * played and net result of the open game session (the figures of its clock), else since the
 * sign-in, with continue, history (the session's rounds) and log out. Bets wait on the platform
 * until the player answers.
 */
export function RealityCheckDialog() {
  const { playSession } = useRuntime();
  const session = useSelector(playSession, selectSession);
  const offset = useSelector(playSession, selectClockOffset);
  const busy = useSelector(playSession, selectIsAnswering);
  const error = useMessageText()(useSelector(playSession, selectError));
  const now = useNow(MINUTE) + offset;
  const format = useFormat();
  if (!session) return null;
  // The game session's figures when one is open; else the signed-in session's.
  const figures = session.game ?? session;
  const minutes = Math.max(0, Math.floor((now - Date.parse(figures.startedAt)) / MINUTE));
  const net = figures.won - figures.staked;
  const send = (type: 'playSession.continue' | 'playSession.showHistory' | 'playSession.logout') =>
    playSession.send({ type });
  return (
    <InterruptionDialog labelledBy="reality-check-title" describedBy="reality-check-text">
      <DialogTitle id="reality-check-title">
        <FormattedMessage id="realityCheck.title" />
      </DialogTitle>
      <DialogContent>
        <Typography id="reality-check-text" sx={{ mb: 2 }}>
          <FormattedMessage
            id={session.game ? 'realityCheck.textGame' : 'realityCheck.text'}
            values={{
              minutes: session.realityCheckMinutes ?? 0,
              time: format.time(figures.startedAt),
            }}
          />
        </Typography>
        <Stack component="dl" spacing={1} sx={{ m: 0 }}>
          <Figure label="realityCheck.played">
            <FormattedMessage
              id="realityCheck.duration"
              values={{ hours: Math.floor(minutes / 60), minutes: minutes % 60 }}
            />
          </Figure>
          <Figure label="realityCheck.staked">
            <MoneyText kurus={figures.staked} exact />
          </Figure>
          <Figure label="realityCheck.won">
            <MoneyText kurus={figures.won} exact />
          </Figure>
          <Figure label={net < 0 ? 'realityCheck.netLoss' : 'realityCheck.netWin'}>
            <MoneyText kurus={Math.abs(net)} exact />
          </Figure>
        </Stack>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => send('playSession.logout')} disabled={busy}>
          <FormattedMessage id="realityCheck.logout" />
        </Button>
        <Button onClick={() => send('playSession.showHistory')} disabled={busy}>
          <FormattedMessage
            id={session.game ? 'realityCheck.sessionHistory' : 'realityCheck.history'}
          />
        </Button>
        <Button variant="contained" onClick={() => send('playSession.continue')} disabled={busy}>
          <FormattedMessage id="realityCheck.continue" />
        </Button>
      </DialogActions>
    </InterruptionDialog>
  );
}
