import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { MaterialDesignContent, SnackbarProvider, useSnackbar, type SnackbarKey } from 'notistack';
import GlobalStyles from '@mui/material/GlobalStyles';
import IconButton from '@mui/material/IconButton';
import { getContrastRatio, styled } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { BOTTOM_BAR_SPACE } from '../theme/theme.ts';
import type { SnackbarNotifier } from './notifier.ts';

const VARIANTS = ['success', 'error', 'warning', 'info'] as const;

/** White text where it reaches AA contrast (4.5:1) on the colour, else black. */
const textOn = (background: string) =>
  getContrastRatio('#fff', background) >= 4.5 ? '#fff' : '#000';

/**
 * notistack's own colours fail WCAG AA with their white text (success 3.3:1, info 3.1:1,
 * warning 2.1:1): each variant takes the theme's dark shade and the text that reads on it.
 */
const NoticeContent = styled(MaterialDesignContent)(({ theme }) =>
  Object.fromEntries(
    VARIANTS.map((variant) => {
      const background = theme.palette[variant].dark;
      return [
        `&.notistack-MuiContent-${variant}`,
        { backgroundColor: background, color: textOn(background) },
      ];
    }),
  ),
);

const CONTENT = Object.fromEntries(VARIANTS.map((variant) => [variant, NoticeContent]));

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

/**
 * Where the phone's bottom bar shows (below md), the stack stands above it instead of over its
 * links. The class twice outweighs notistack's own single class.
 */
const aboveBottomBar = (
  <GlobalStyles
    styles={(theme) => ({
      [theme.breakpoints.down('md')]: {
        '.notistack-SnackbarContainer.notistack-SnackbarContainer': {
          bottom: `calc(${BOTTOM_BAR_SPACE} + ${theme.spacing(1)})`,
        },
      },
    })}
  />
);

/** The notice stack at the bottom right (loaded with the first notice). */
export default function Notices({ notifier }: { notifier: SnackbarNotifier }) {
  return (
    <>
      {aboveBottomBar}
      <SnackbarProvider
        maxSnack={3}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        preventDuplicate
        Components={CONTENT}
      >
        <NotifierBridge notifier={notifier} />
      </SnackbarProvider>
    </>
  );
}
