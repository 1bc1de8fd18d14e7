import { useDeferredValue } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import CloseIcon from '@mui/icons-material/Close';
import {
  selectCanClose,
  selectIsOpen,
  selectIsSubmitting,
  selectScreen,
} from '../../../machines/cashier/quick-deposit.selectors.ts';
import { useDepositCredited, useOpenPanel } from '../../runtime/cashier-signals.ts';
import { WaitOverlay } from './cashier-wait-overlay.tsx';
import { ScreenFocus } from './deposit-heading.tsx';
import {
  QuickDepositProvider,
  useQuickDepositEvents,
  useQuickDepositSelector,
} from './quick-deposit-context.tsx';
import { QuickDepositScreenView } from './quick-deposit-screens.tsx';

/** On a phone each of the panel's controls is a thumb's target: 44 px or more (WCAG 2.5.5). */
const THUMB_TARGETS = {
  '& .MuiButton-root, & .MuiIconButton-root': { minHeight: 44, minWidth: 44 },
} as const;

/** Over a game shown full screen only the game's stage is on screen: the panel opens inside it. */
const onScreen = () => document.fullscreenElement ?? document.body;

function QuickDepositPanel() {
  const intl = useIntl();
  const isOpen = useQuickDepositSelector(selectIsOpen);
  const canClose = useQuickDepositSelector(selectCanClose);
  const isSubmitting = useQuickDepositSelector(selectIsSubmitting);
  const screen = useDeferredValue(useQuickDepositSelector(selectScreen));
  const { close } = useQuickDepositEvents();
  useOpenPanel(isOpen);
  useDepositCredited(screen === 'completed');
  // A phone's width minus a dialog's margins leaves the presets and the pay button too little.
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const closeLabel = intl.formatMessage({ id: 'common.close' });
  return (
    <Dialog
      open={isOpen}
      onClose={canClose ? close : undefined}
      aria-labelledby="quick-deposit-title"
      fullScreen={fullScreen}
      sx={fullScreen ? THUMB_TARGETS : undefined}
      fullWidth
      maxWidth="xs"
      container={onScreen}
    >
      <DialogTitle
        id="quick-deposit-title"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1.5 }}
      >
        <Box component="span" sx={{ flexGrow: 1 }}>
          <FormattedMessage id="cashier.quick.title" />
        </Box>
        <IconButton aria-label={closeLabel} title={closeLabel} disabled={!canClose} onClick={close}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <ScreenFocus screen={screen}>
          <QuickDepositScreenView screen={screen} />
        </ScreenFocus>
        <WaitOverlay open={isSubmitting} />
      </DialogContent>
    </Dialog>
  );
}

/**
 * The quick deposit's panel (quick-deposit.machine.ts): its flow starts as it is drawn and the
 * dialog closes as the flow ends (closed, or handed to the full wizard).
 */
export function QuickDepositDialog() {
  return (
    <QuickDepositProvider>
      <QuickDepositPanel />
    </QuickDepositProvider>
  );
}
