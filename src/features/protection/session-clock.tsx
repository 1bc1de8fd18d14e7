import { FormattedMessage, useIntl } from 'react-intl';
import { useSelector } from '@xstate/react';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import {
  selectClockOffset,
  selectGameSession,
  selectSessionClock,
} from '../../../machines/protection/play-session.selectors.ts';
import {
  selectClockShown,
  selectClockToggle,
} from '../../../machines/protection/session-clock.selectors.ts';
import { netPosition, type GameSession } from '../../../machines/shared/protection.ts';
import { useFormat } from '../../i18n/format.ts';
import { useRuntime } from '../../runtime/app-context.tsx';
import { HEADER_PX } from '../../theme/theme.ts';
import { useNow } from '../../ui/use-now.ts';

/** The clock's bar: one line of figures and its toggle (a 32 px button). */
const SESSION_CLOCK_BAR_PX = 40;

/** The figures: time since the session began (the platform's clock) and its net result. */
function Figures({ game }: { game: GameSession }) {
  const format = useFormat();
  const offset = useSelector(useRuntime().playSession, selectClockOffset);
  const now = useNow(1000) + offset;
  const elapsed = Math.max(0, now - Date.parse(game.startedAt));
  const net = netPosition(game);
  const netLabel =
    net < 0 ? 'sessionClock.loss' : net > 0 ? 'sessionClock.win' : 'sessionClock.net';
  return (
    <>
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        <TimerOutlinedIcon aria-hidden sx={{ fontSize: '1.1rem' }} />
        <FormattedMessage id="sessionClock.time" />{' '}
        <Box
          component="time"
          dateTime={`PT${Math.floor(elapsed / 1000)}S`}
          sx={{ fontWeight: 700 }}
        >
          {format.elapsed(elapsed)}
        </Box>
      </Box>
      <Box component="span">
        <FormattedMessage id={netLabel} />{' '}
        <Box component="span" sx={{ fontWeight: 700 }}>
          {format.money(net, { signed: true })}
        </Box>
      </Box>
    </>
  );
}

/** Hides or shows the clock; absent while the reality check is on. */
function ClockToggle({ shown, onToggle }: { shown: boolean; onToggle: () => void }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: shown ? 'sessionClock.hide' : 'sessionClock.show' });
  return (
    <IconButton color="inherit" size="small" aria-label={label} title={label} onClick={onToggle}>
      {shown ? <VisibilityOffIcon fontSize="small" /> : <VisibilityIcon fontSize="small" />}
    </IconButton>
  );
}

/**
 * The header grew by the bar: what gets focus still clears it (WCAG 2.4.11), and the game's
 * stage, which fits below the header, reads the bar's height from --session-clock-bar.
 */
function ClearOfHeader() {
  const { breakpoints } = useTheme();
  return (
    <GlobalStyles
      styles={{
        html: {
          '--session-clock-bar': `${SESSION_CLOCK_BAR_PX}px`,
          scrollPaddingTop: HEADER_PX.xs + SESSION_CLOCK_BAR_PX + 12,
          [breakpoints.up('md')]: { scrollPaddingTop: HEADER_PX.md + SESSION_CLOCK_BAR_PX + 12 },
        },
      }}
    />
  );
}

/**
 * The game session's clock and net position (UKGC RTS 2E/13C), in the header and over every
 * game, while the platform holds a game session open: time since it began, ticking each second
 * by the platform's clock, and wins less stakes of its rounds, read again as money moves. The
 * player may hide it unless the reality check is on (the play session's child decides).
 */
export function SessionClock({ placement }: { placement: 'header' | 'stage' }) {
  const intl = useIntl();
  const { playSession } = useRuntime();
  const game = useSelector(playSession, selectGameSession);
  const clock = useSelector(playSession, selectSessionClock);
  const shown = useSelector(clock, (s) => (s ? selectClockShown(s) : true));
  const toggle = useSelector(clock, (s) => (s ? selectClockToggle(s) : false));
  if (!game) return null;
  return (
    <Box
      role="group"
      aria-label={intl.formatMessage({ id: 'sessionClock.label' })}
      sx={[
        {
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'flex-end',
          columnGap: 2,
          minHeight: SESSION_CLOCK_BAR_PX,
          px: { xs: 1.5, md: 2.5 },
          fontSize: '0.875rem',
          fontVariantNumeric: 'tabular-nums',
        },
        placement === 'header'
          ? { borderTop: '1px solid rgba(255,255,255,0.08)' }
          : {
              bgcolor: 'background.paper',
              color: 'text.primary',
              borderBottom: 1,
              borderColor: 'divider',
            },
      ]}
    >
      {placement === 'header' && <ClearOfHeader />}
      {shown && <Figures game={game} />}
      {toggle && (
        <ClockToggle shown={shown} onToggle={() => clock?.send({ type: 'clock.toggle' })} />
      )}
    </Box>
  );
}
