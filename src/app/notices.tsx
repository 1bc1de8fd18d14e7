import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { SnackbarProvider, useSnackbar, type SnackbarKey } from 'notistack';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import type { SnackbarNotifier } from './notifier.ts';

function CloseNotice({ id }: { id: SnackbarKey }) {
  const { closeSnackbar } = useSnackbar();
  const intl = useIntl();
  return (
    <IconButton
      size="small"
      color="inherit"
      aria-label={intl.formatMessage({ id: 'common.close' })}
      onClick={() => closeSnackbar(id)}
    >
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}

function NotifierBridge({ notifier }: { notifier: SnackbarNotifier }) {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(
    () =>
      notifier.attach((message, { variant, autoHideMs }) => {
        enqueueSnackbar(message, {
          variant,
          persist: autoHideMs === null,
          autoHideDuration: autoHideMs,
          action: (id) => <CloseNotice id={id} />,
        });
      }),
    [notifier, enqueueSnackbar],
  );
  return null;
}

/** The notice stack at the bottom right (loaded with the first notice). */
export default function Notices({ notifier }: { notifier: SnackbarNotifier }) {
  return (
    <SnackbarProvider
      maxSnack={3}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      preventDuplicate
    >
      <NotifierBridge notifier={notifier} />
    </SnackbarProvider>
  );
}
