import { useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import SportsEsportsIcon from '@mui/icons-material/SportsEsports';
import {
  selectCanClose,
  selectCanToggleFullscreen,
  selectGameUrl,
  selectIsFullscreen,
  selectIsLaunching,
  selectIsNotFound,
  selectProviderLine,
  selectTitle,
} from '../../../machines/games/game-launch.selectors.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { visuallyHiddenSx } from '../../ui/visually-hidden.ts';
import { ErrorView } from '../../ui/error-view.tsx';
import { ClosureGate } from '../../ui/closure-notice.tsx';
import { PlayProvider, useGameLaunchSelector, usePlayEvents } from './play-context.tsx';
import { useStageFullscreen } from './use-stage-fullscreen.ts';

/** Height of the site header (src/app/shell/header.tsx) the stage fits below. */
const HEADER_HEIGHT = { xs: 60, md: 68 };

function useTitleText(): string {
  const intl = useIntl();
  const title = useGameLaunchSelector(selectTitle);
  return 'text' in title ? title.text : intl.formatMessage({ id: title.id });
}

/** What the page's toolbar and stage hold besides the game: other features' pieces. */
export interface PlayPageParts {
  /** Buttons before the page's own (the panic button, the quick deposit). */
  tools: ReactNode;
  /** The session clock's bar above the game. */
  clock: ReactNode;
}

function PlayToolbar({ title, tools }: { title: string; tools: ReactNode }) {
  const intl = useIntl();
  const provider = useGameLaunchSelector(selectProviderLine);
  const isFullscreen = useGameLaunchSelector(selectIsFullscreen);
  const canToggleFullscreen = useGameLaunchSelector(selectCanToggleFullscreen);
  const canClose = useGameLaunchSelector(selectCanClose);
  const { close, toggleFullscreen } = usePlayEvents();
  const fullscreenLabel = intl.formatMessage({
    id: isFullscreen ? 'play.exitFullscreen' : 'play.fullscreen',
  });
  const closeLabel = intl.formatMessage({ id: 'play.close' });

  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: { xs: 1.5, md: 2.5 },
        py: 1,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography variant="h1" noWrap sx={{ fontSize: { xs: '1.05rem', md: '1.3rem' } }}>
          {title}
        </Typography>
        {provider && (
          <Typography variant="body2" color="text.secondary" noWrap>
            <FormattedMessage id="play.provider" values={{ provider }} />
          </Typography>
        )}
      </Box>
      <Box
        role="toolbar"
        aria-label={intl.formatMessage({ id: 'play.controls' })}
        sx={{ display: 'flex', gap: 0.5 }}
      >
        {tools}
        <Tooltip title={fullscreenLabel}>
          <span>
            <IconButton
              aria-label={fullscreenLabel}
              aria-pressed={isFullscreen}
              disabled={!canToggleFullscreen}
              onClick={toggleFullscreen}
            >
              {isFullscreen ? <FullscreenExitIcon /> : <FullscreenIcon />}
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={closeLabel}>
          <span>
            <IconButton aria-label={closeLabel} disabled={!canClose} onClick={close}>
              <CloseIcon />
            </IconButton>
          </span>
        </Tooltip>
      </Box>
    </Box>
  );
}

/**
 * The game page runs on the games origin, in a sandbox: scripts for the game, its own origin
 * for its provider API and its balance messages (the site accepts them only from that origin);
 * no forms, pop-ups, top navigation or downloads. Autoplay only for the games' sounds: the site
 * shows the stage full screen itself. No referrer: the site's addresses stay with the site.
 */
const GAME_SANDBOX = 'allow-scripts allow-same-origin';

function GameFrame({ title }: { title: string }) {
  const intl = useIntl();
  const url = useGameLaunchSelector(selectGameUrl);
  const isLaunching = useGameLaunchSelector(selectIsLaunching);
  if (url) {
    return (
      <Box
        component="iframe"
        src={url}
        title={title}
        sandbox={GAME_SANDBOX}
        allow="autoplay"
        referrerPolicy="no-referrer"
        sx={{ display: 'block', width: '100%', height: '100%', border: 0, bgcolor: '#000' }}
      />
    );
  }
  return (
    <Box aria-busy={isLaunching} sx={{ position: 'relative', height: '100%' }}>
      {isLaunching && (
        <>
          <LinearProgress
            aria-label={intl.formatMessage({ id: 'play.launching' })}
            sx={{ position: 'absolute', inset: '0 0 auto' }}
          />
          <Box component="span" role="status" sx={visuallyHiddenSx}>
            <FormattedMessage id="play.launching" />
          </Box>
        </>
      )}
      <Skeleton variant="rectangular" animation="wave" sx={{ height: '100%' }} />
    </Box>
  );
}

function GameNotFound() {
  const canClose = useGameLaunchSelector(selectCanClose);
  const { close } = usePlayEvents();
  return (
    <ErrorView
      icon={<SportsEsportsIcon />}
      title={<FormattedMessage id="play.notFound.title" />}
      text={<FormattedMessage id="play.notFound.text" />}
      actions={
        <Button variant="contained" disabled={!canClose} onClick={close}>
          <FormattedMessage id="play.back" />
        </Button>
      }
    />
  );
}

function PlayView({ tools, clock }: PlayPageParts) {
  const title = useTitleText();
  const isNotFound = useGameLaunchSelector(selectIsNotFound);
  const isFullscreen = useGameLaunchSelector(selectIsFullscreen);
  const { fullscreenExited } = usePlayEvents();
  const stage = useRef<HTMLDivElement>(null);
  useStageFullscreen(stage, isFullscreen, fullscreenExited);
  useDocumentTitle(null, title);

  if (isNotFound) return <GameNotFound />;
  return (
    <Box
      ref={stage}
      sx={[
        {
          display: 'flex',
          flexDirection: 'column',
          minHeight: 320,
          // The header's session clock, while a game session is open, takes a bar of its own.
          height: {
            xs: `calc(100dvh - ${HEADER_HEIGHT.xs}px - var(--session-clock-bar, 0px))`,
            md: `calc(100dvh - ${HEADER_HEIGHT.md}px - var(--session-clock-bar, 0px))`,
          },
          bgcolor: 'background.default',
        },
        // Covers the window also where the browser has no Fullscreen API for it.
        isFullscreen && {
          position: 'fixed',
          inset: 0,
          height: '100dvh',
          zIndex: (theme) => theme.zIndex.modal,
        },
      ]}
    >
      <PlayToolbar title={title} tools={tools} />
      {/* Above the game, never over it: the game's own controls stay clear. */}
      {clock}
      <Box sx={{ flexGrow: 1, minHeight: 0 }}>
        <GameFrame title={title} />
      </Box>
    </Box>
  );
}

/** The game page (spec §2): the launched game in a frame below the header. */
export function PlayPage(parts: PlayPageParts) {
  return (
    <ClosureGate of="play">
      <PlayProvider>
        <PlayView {...parts} />
      </PlayProvider>
    </ClosureGate>
  );
}
