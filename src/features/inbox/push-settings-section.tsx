import { useLayoutEffect, useRef, type FocusEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  type PushCardView,
  selectPushFailure,
  selectPushView,
  selectShowsTopics,
  selectTopicOn,
  selectTopicsBusy,
} from '../../../machines/inbox/push-permission.selectors.ts';
import { PUSH_TOPICS, type PushTopic } from '../../../machines/shared/push.ts';
import { BusyButton } from '../../ui/busy-button.tsx';
import { LoadFailed, SkeletonRows } from '../../ui/page-state.tsx';
import { PushSettingsProvider, usePushEvents, usePushSelector } from './push-settings-context.tsx';

const TITLE_ID = 'push-settings-title';

/** A failure or a blocked browser said with its way out: try again, or check again. */
function Notice(props: {
  severity: 'info' | 'error';
  message: string;
  action: string;
  onAction: () => void;
}) {
  return (
    <Alert severity={props.severity}>
      <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
        <FormattedMessage id={props.message} />
        <Button color="inherit" variant="outlined" size="small" onClick={props.onAction}>
          <FormattedMessage id={props.action} />
        </Button>
      </Box>
    </Alert>
  );
}

function TopicSwitch({ topic }: { topic: PushTopic }) {
  const on = usePushSelector((s) => selectTopicOn(s, topic));
  const { setTopic } = usePushEvents();
  return (
    <FormControlLabel
      control={<Switch checked={on} onChange={(event) => setTopic(topic, event.target.checked)} />}
      label={<FormattedMessage id={`push.topic.${topic}`} />}
    />
  );
}

/** Once on: a switch per topic, each change saved at once, and the way to turn it all off. */
function Topics() {
  const intl = useIntl();
  const view = usePushSelector(selectPushView);
  const busy = usePushSelector(selectTopicsBusy);
  const { retry, turnOff } = usePushEvents();
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {view === 'saveFailed' && (
        <Notice
          severity="error"
          message="push.saveFailed"
          action="common.tryAgain"
          onAction={retry}
        />
      )}
      {view === 'unsubscribeFailed' && (
        <Notice
          severity="error"
          message="push.unsubscribeFailed"
          action="common.tryAgain"
          onAction={retry}
        />
      )}
      <FormGroup
        role="group"
        aria-label={intl.formatMessage({ id: 'push.topics' })}
        aria-busy={busy}
      >
        {PUSH_TOPICS.map((topic) => (
          <TopicSwitch key={topic} topic={topic} />
        ))}
      </FormGroup>
      <Box>
        <BusyButton variant="outlined" busy={view === 'unsubscribing'} onClick={turnOff}>
          <FormattedMessage id="push.turnOff" />
        </BusyButton>
      </Box>
    </Box>
  );
}

/** Not on yet: the one button that may show the browser's prompt. */
function TurnOn() {
  const view = usePushSelector(selectPushView);
  const failure = usePushSelector(selectPushFailure);
  const { turnOn, retry } = usePushEvents();
  if (view === 'subscribeFailed') {
    return (
      <Notice
        severity="error"
        message={`push.failed.${failure ?? 'server'}`}
        action="common.tryAgain"
        onAction={retry}
      />
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
      <BusyButton variant="contained" busy={view !== 'off'} onClick={turnOn}>
        <FormattedMessage id="push.turnOn" />
      </BusyButton>
      {view === 'asking' && (
        <Typography role="status" color="text.secondary">
          <FormattedMessage id="push.asking" />
        </Typography>
      )}
    </Box>
  );
}

function CardBody() {
  const view = usePushSelector(selectPushView);
  const showsTopics = usePushSelector(selectShowsTopics);
  const { retry, recheck } = usePushEvents();
  if (showsTopics) return <Topics />;
  switch (view) {
    case 'reading':
      return <SkeletonRows heights={[40]} gap={1} />;
    case 'loadFailed':
      return <LoadFailed message="push.loadFailed" onRetry={retry} />;
    case 'unsupported':
      return (
        <Typography>
          <FormattedMessage id="push.unsupported" />
        </Typography>
      );
    case 'blocked':
    case 'dismissed':
      return (
        <Notice severity="info" message={`push.${view}`} action="push.recheck" onAction={recheck} />
      );
    default:
      return <TurnOn />;
  }
}

function StatusChip() {
  const on = usePushSelector(selectShowsTopics);
  const view = usePushSelector(selectPushView);
  if (view === 'reading' || view === 'unsupported') return null;
  return (
    <Chip
      size="small"
      color={on ? 'success' : 'default'}
      label={<FormattedMessage id={on ? 'push.status.on' : 'push.status.off'} />}
    />
  );
}

/**
 * Keeps a keyboard player's place: when the control they used goes with its view ('turn on' once
 * on, the switches once off), focus moves to the card's first control, not to the page's start.
 */
function useFocusKept(view: PushCardView) {
  const card = useRef<HTMLElement>(null);
  const inside = useRef(false);
  useLayoutEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (inside.current && lost) card.current?.querySelector<HTMLElement>('button, input')?.focus();
  }, [view]);
  return {
    ref: card,
    onFocus: () => {
      inside.current = true;
    },
    // A control removed from the page blurs towards nothing: the card still has the player.
    onBlur: (event: FocusEvent) => {
      if (event.relatedTarget) inside.current = !!card.current?.contains(event.relatedTarget);
    },
  };
}

function PushCard({ level }: { level: 'h2' | 'h3' }) {
  const view = usePushSelector(selectPushView);
  const focus = useFocusKept(view);
  return (
    <Paper
      component="section"
      aria-labelledby={TITLE_ID}
      {...focus}
      sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2 }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <NotificationsActiveOutlinedIcon sx={{ color: 'primary.main', mt: 0.25 }} aria-hidden />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <Typography id={TITLE_ID} component={level} variant="h3" sx={{ fontSize: '1.1rem' }}>
              <FormattedMessage id="push.title" />
            </Typography>
            <StatusChip />
          </Box>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            <FormattedMessage id="push.text" />
          </Typography>
        </Box>
      </Box>
      <CardBody />
    </Paper>
  );
}

/**
 * The player's web push on this device: on /notifications and in the profile's security tab, a
 * machine of its own on each (push-settings-context.tsx). `level` fits the page's headings.
 */
export function PushSettingsSection({ level }: { level: 'h2' | 'h3' }) {
  return (
    <PushSettingsProvider>
      <PushCard level={level} />
    </PushSettingsProvider>
  );
}
