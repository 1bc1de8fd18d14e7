import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { SxProps, Theme } from '@mui/material/styles';
import { BusyButton } from './busy-button.tsx';

/**
 * A small dialog that asks before something is done: its title, what it means, whatever the
 * answer needs (an error, a password) and the actions. Title and text name and describe the
 * dialog (`${name}-title`, `${name}-text`).
 */
export function ConfirmDialog({
  name,
  open,
  onClose,
  title,
  text,
  textSx,
  form = (body) => body,
  children,
  actions,
}: {
  name: string;
  open: boolean;
  /** Escape and the backdrop close it only while there is a way back. */
  onClose: (() => void) | undefined;
  title: ReactNode;
  /** What the answer means; none while the subject is not known yet. */
  text: ReactNode;
  textSx?: SxProps<Theme>;
  /** Wraps title, content and actions, e.g. in a form, so the confirm button can submit it. */
  form?: (body: ReactNode) => ReactNode;
  children?: ReactNode;
  actions: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={`${name}-title`}
      aria-describedby={`${name}-text`}
      maxWidth="xs"
      fullWidth
    >
      {form(
        <>
          <DialogTitle id={`${name}-title`}>{title}</DialogTitle>
          <DialogContent sx={{ display: 'grid', gap: 2 }}>
            {text && (
              <DialogContentText id={`${name}-text`} sx={textSx}>
                {text}
              </DialogContentText>
            )}
            {children}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1 }}>{actions}</DialogActions>
        </>,
      )}
    </Dialog>
  );
}

/**
 * The way back and the confirm button of a ConfirmDialog. The confirm button shows its work
 * and stays focusable meanwhile (BusyButton); it submits the dialog's form when there is no
 * onConfirm.
 */
export function ConfirmActions({
  back,
  onBack,
  canGoBack,
  confirm,
  onConfirm,
  canConfirm = true,
  busy,
}: {
  /** Message keys of the two buttons. */
  back: string;
  confirm: string;
  onBack: () => void;
  canGoBack: boolean;
  onConfirm?: () => void;
  canConfirm?: boolean;
  busy: boolean;
}) {
  return (
    <>
      <Button onClick={onBack} color="inherit" disabled={!canGoBack}>
        <FormattedMessage id={back} />
      </Button>
      <BusyButton
        busy={busy}
        type={onConfirm ? 'button' : 'submit'}
        onClick={onConfirm}
        color="error"
        variant="contained"
        disabled={!canConfirm && !busy}
      >
        <FormattedMessage id={confirm} />
      </BusyButton>
    </>
  );
}
