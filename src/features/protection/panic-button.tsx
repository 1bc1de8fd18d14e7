import { useId, useState, type MouseEvent, type PointerEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSelector } from '@xstate/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import BackHandOutlinedIcon from '@mui/icons-material/BackHandOutlined';
import { panicMachine } from '../../../machines/protection/panic.machine.ts';
import {
  HOLD_SECONDS,
  selectDialogOpen,
  selectError,
  selectHoldProgress,
  selectHours,
  selectIsReady,
  selectIsSending,
  selectPanicOffered,
  selectSecondsLeft,
  selectStatus,
} from '../../../machines/protection/panic.selectors.ts';
import { useMessageText } from '../../i18n/message-text.ts';
import { useRuntime } from '../../runtime/app-context.tsx';
import { createMachineContext } from '../../runtime/machine-context.tsx';
import { BusyButton } from '../../ui/busy-button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { visuallyHiddenSx } from '../../ui/visually-hidden.ts';
import { providePanic } from './panic-implementations.ts';

const PanicActor = createMachineContext(panicMachine, {
  id: 'panic',
  provide: (runtime) => providePanic(runtime.protection),
  events: (actor) => ({
    press: () => actor.send({ type: 'panic.press' }),
    release: () => actor.send({ type: 'panic.release' }),
    ask: () => actor.send({ type: 'panic.ask' }),
    confirm: () => actor.send({ type: 'panic.confirm' }),
    cancel: () => actor.send({ type: 'panic.cancel' }),
  }),
});

/** Runs one panic button's actor for the PanicButton inside (the account menu's). */
export function PanicProvider({ children }: { children: ReactNode }) {
  return <PanicActor.Provider>{children}</PanicActor.Provider>;
}

/** Whether the player's jurisdiction offers the panic button (the platform's session says). */
const usePanicOffered = () => useSelector(useRuntime().playSession, selectPanicOffered);

/** The panic button over a game, with its own actor, started only where it is offered. */
export function GamePanicButton() {
  if (!usePanicOffered()) return null;
  return (
    <PanicProvider>
      <PanicButton placement="stage" />
    </PanicProvider>
  );
}

/**
 * What a press does: a pointer (mouse, pen, finger) holds the button down, and letting go,
 * leaving it or a cancelled touch ends the hold; a click without a pointer behind it (Enter,
 * Space, an assistive technology) asks to confirm instead. The long-press menu of a touch
 * screen stays shut.
 */
function usePressHandlers() {
  const { press, release, ask } = PanicActor.useEvents();
  return {
    onPointerDown: (event: PointerEvent) => {
      if (event.button === 0) press();
    },
    onPointerUp: release,
    onPointerLeave: release,
    onPointerCancel: release,
    onContextMenu: (event: MouseEvent) => event.preventDefault(),
    onClick: (event: MouseEvent) => {
      if (event.detail === 0) ask();
    },
  };
}

/** The hold's progress as a bar filling along the button's foot. */
function HoldFill() {
  const progress = PanicActor.useSelector(selectHoldProgress);
  return (
    <Box
      aria-hidden
      sx={{
        position: 'absolute',
        insetInline: 0,
        bottom: 0,
        height: 4,
        bgcolor: ({ palette }) => palette.error.main,
        transformOrigin: 'left',
      }}
      // Inline: a class per tick would pile up in the style sheet.
      style={{
        transform: `scaleX(${progress})`,
        transition: progress === 0 ? 'none' : 'transform 100ms linear',
      }}
    />
  );
}

/** What the button says below its name: how to use it, the seconds left, a press too short. */
function useStatusText(): string {
  const intl = useIntl();
  const hours = PanicActor.useSelector(selectHours);
  const status = PanicActor.useSelector(selectStatus);
  const secondsLeft = PanicActor.useSelector(selectSecondsLeft);
  return intl.formatMessage(
    { id: `panic.${status}` },
    { hours, seconds: secondsLeft ?? HOLD_SECONDS },
  );
}

/** The keyboard's confirm step, and the platform's answer when it failed. */
function ConfirmStep() {
  const hours = PanicActor.useSelector(selectHours);
  const open = PanicActor.useSelector(selectDialogOpen);
  const sending = PanicActor.useSelector(selectIsSending);
  // Not the forms' FormError: the header's code would bring the forms' texts to every first page.
  const error = useMessageText()(PanicActor.useSelector(selectError));
  const { confirm, cancel } = PanicActor.useEvents();
  return (
    <ConfirmDialog
      name="panic-confirm"
      open={open}
      onClose={sending ? undefined : cancel}
      title={<FormattedMessage id="panic.confirm.title" />}
      text={<FormattedMessage id="panic.confirm.text" values={{ hours }} />}
      actions={
        <>
          <Button onClick={cancel} color="inherit" disabled={sending}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <BusyButton busy={sending} onClick={confirm} color="error" variant="contained">
            <FormattedMessage id="panic.confirm.start" values={{ hours }} />
          </BusyButton>
        </>
      }
    >
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
    </ConfirmDialog>
  );
}

/**
 * The panic button, where the player's jurisdiction offers it (the platform's session says):
 * held down for three seconds, or confirmed from the keyboard, it stops play and deposits for
 * the profile's hours. In the account menu it is one of the menu's items, with its instructions
 * below its name; over the game a button whose tooltip says them. Needs a PanicProvider above.
 */
export function PanicButton({ placement }: { placement: 'menu' | 'stage' }) {
  const offered = usePanicOffered();
  const ready = PanicActor.useSelector(selectIsReady);
  if (!offered || !ready) return null;
  return placement === 'menu' ? <PanicMenuItem /> : <PanicStageButton />;
}

const holdSx = {
  position: 'relative',
  overflow: 'hidden',
  userSelect: 'none',
  WebkitUserSelect: 'none',
  WebkitTouchCallout: 'none',
  // The browser neither scrolls nor zooms under a finger holding it.
  touchAction: 'none',
} as const;

/**
 * In the account menu: one of its items, its name in bold and below it what it says now, in a
 * live region (screen readers hear the seconds while it is held). Both lines name the item, as
 * a name must hold the words it shows (WCAG 2.5.3).
 */
function PanicMenuItem() {
  const intl = useIntl();
  const hours = PanicActor.useSelector(selectHours);
  const status = useStatusText();
  const handlers = usePressHandlers();
  return (
    <>
      <MenuItem {...handlers} sx={{ ...holdSx, alignItems: 'flex-start', whiteSpace: 'normal' }}>
        <ListItemIcon sx={{ color: ({ palette }) => palette.error.main, mt: 0.5 }}>
          <BackHandOutlinedIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText
          primary={intl.formatMessage({ id: 'panic.label' }, { hours })}
          secondary={status}
          slotProps={{
            primary: { sx: { fontWeight: 700 } },
            secondary: { role: 'status', sx: { maxWidth: 260 } },
          }}
        />
        <HoldFill />
      </MenuItem>
      <ConfirmStep />
    </>
  );
}

/**
 * Over the game: a button named in full (its visible name shortens on narrow screens), whose
 * tooltip says what it says now; hovered or focused it shows, and held or let go too soon it
 * stays. The same words are in a live region that describes the button.
 */
function PanicStageButton() {
  const intl = useIntl();
  const hours = PanicActor.useSelector(selectHours);
  const kept = PanicActor.useSelector((s) => selectStatus(s) !== 'hint');
  const status = useStatusText();
  const handlers = usePressHandlers();
  const id = useId();
  const [pointedAt, setPointedAt] = useState(false);
  const label = intl.formatMessage({ id: 'panic.label' }, { hours });
  return (
    <>
      <Tooltip
        title={status}
        open={pointedAt || kept}
        onOpen={() => setPointedAt(true)}
        onClose={() => setPointedAt(false)}
        disableTouchListener
      >
        <Button
          {...handlers}
          variant="outlined"
          color="error"
          aria-label={label}
          aria-describedby={id}
          startIcon={<BackHandOutlinedIcon />}
          sx={{
            ...holdSx,
            whiteSpace: 'nowrap',
            minWidth: 40,
            px: { xs: 1, sm: 1.5 },
            // Alone on a narrow screen, the icon sits in the middle.
            '& .MuiButton-startIcon': { ml: { xs: 0, sm: '-4px' }, mr: { xs: 0, sm: 1 } },
          }}
        >
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline', md: 'none' } }}>
            <FormattedMessage id="panic.short" />
          </Box>
          <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
            {label}
          </Box>
          <HoldFill />
        </Button>
      </Tooltip>
      <Box component="span" id={id} role="status" sx={visuallyHiddenSx}>
        {status}
      </Box>
      <ConfirmStep />
    </>
  );
}
