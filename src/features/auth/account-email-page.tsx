import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  selectConfirmedEmail,
  selectError,
  selectIsMissingToken,
  selectIsSubmitting,
} from '../../../machines/auth/email-confirmation.selectors.ts';
import { PATHS } from '../../runtime/paths.ts';
import { BusyButton } from '../../ui/busy-button.tsx';
import { FormError } from '../../ui/form-fields.tsx';
import { AuthFrame } from './auth-frame.tsx';
import {
  EmailConfirmationProvider,
  useEmailConfirmationEvents,
  useEmailConfirmationSelector,
} from './email-confirmation-context.tsx';

/** The address is switched: say to which, and lead on. */
function Confirmed({ email }: { email: string }) {
  return (
    <Alert
      severity="success"
      role="status"
      action={
        <Button component={RouterLink} to={PATHS.home} color="inherit" size="small">
          <FormattedMessage id="common.goHome" />
        </Button>
      }
    >
      <FormattedMessage id="auth.emailConfirm.done" values={{ email }} />
    </Alert>
  );
}

function AccountEmailView() {
  const { confirm } = useEmailConfirmationEvents();
  const missingToken = useEmailConfirmationSelector(selectIsMissingToken);
  const confirmed = useEmailConfirmationSelector(selectConfirmedEmail);
  const busy = useEmailConfirmationSelector(selectIsSubmitting);
  const error = useEmailConfirmationSelector(selectError);
  return (
    <AuthFrame
      title="auth.emailConfirm.title"
      text="auth.emailConfirm.text"
      links={[{ text: 'auth.link.backToLogin', to: PATHS.login }]}
    >
      {missingToken ? (
        <Alert severity="warning" role="alert">
          <FormattedMessage id="auth.emailConfirm.missingToken" />
        </Alert>
      ) : confirmed !== null ? (
        <Confirmed email={confirmed} />
      ) : (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <FormError error={error} />
          <BusyButton variant="contained" size="large" busy={busy} onClick={confirm}>
            <FormattedMessage id="auth.emailConfirm.submit" />
          </BusyButton>
        </Box>
      )}
    </AuthFrame>
  );
}

/**
 * /account_email?token=…: the link an e-mail change sent to the new address. The page asks for a
 * press before it confirms, so a mail scanner opening the link changes nothing.
 */
export function AccountEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  // A new token in the address is a new confirmation: a new actor.
  return (
    <EmailConfirmationProvider key={token ?? ''} token={token}>
      <AccountEmailView />
    </EmailConfirmationProvider>
  );
}
