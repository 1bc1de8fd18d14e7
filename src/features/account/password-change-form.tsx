import { useEffect, useRef } from 'react';
import { Formik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { waitFor } from 'xstate';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import {
  selectError,
  selectIsSaved,
  selectIsSessionExpired,
  selectIsSubmitting,
} from '../../../machines/auth/passwordChange.selectors.ts';
import { NOTICE_DEFAULT_MS } from '../../../machines/shared/constants.ts';
import { passwordChangeSchema } from '../../../machines/shared/validation/account-schemas.ts';
import { useRuntime } from '../../app/app-context.tsx';
import { PATHS } from '../../app/paths.ts';
import {
  FormError,
  PasswordField,
  NewPasswordFields,
  SubmitButton,
} from '../../ui/form-fields.tsx';
import {
  PasswordChangeProvider,
  usePasswordChangeEvents,
  usePasswordChangeSelector,
} from './password-change-context.tsx';
import { ValidatedForm } from '../../ui/validated-form.tsx';

/**
 * Spec §4: a password (or username, e-mail) change that finds the session expired logs out and goes to /login. The
 * app machine goes home when signed out; /login is asked for after that, so it wins.
 */
export function useSessionExpiredLogout(expired: boolean) {
  const { appActor, notify } = useRuntime();
  const intl = useIntl();
  const navigate = useNavigate();
  const handled = useRef(false);
  useEffect(() => {
    if (!expired || handled.current) return;
    handled.current = true;
    appActor.send({ type: 'user.logout' });
    void waitFor(appActor, (s) => s.matches('anonymous')).then(() => {
      notify.show(intl.formatMessage({ id: 'auth.sessionExpired' }), {
        variant: 'warning',
        autoHideMs: NOTICE_DEFAULT_MS,
      });
      void navigate(PATHS.login, { replace: true });
    });
  }, [expired, appActor, notify, intl, navigate]);
}

const INITIAL_VALUES = { currentPassword: '', password: '', passwordConfirm: '' };

function PasswordChangeView() {
  useSessionExpiredLogout(usePasswordChangeSelector(selectIsSessionExpired));
  const { submit, edit } = usePasswordChangeEvents();
  const isSubmitting = usePasswordChangeSelector(selectIsSubmitting);
  const saved = usePasswordChangeSelector(selectIsSaved);
  const error = usePasswordChangeSelector(selectError);

  if (saved) {
    return (
      <Alert
        severity="success"
        action={
          <Button color="inherit" size="small" onClick={edit}>
            <FormattedMessage id="common.ok" />
          </Button>
        }
      >
        <FormattedMessage id="account.password.saved" />
      </Alert>
    );
  }
  return (
    <Formik
      initialValues={INITIAL_VALUES}
      validationSchema={passwordChangeSchema}
      onSubmit={(values) => submit(values)}
    >
      <Box component={ValidatedForm} sx={{ display: 'grid', gap: 2, maxWidth: 480 }}>
        <FormError error={error} />
        <PasswordField
          name="currentPassword"
          label="auth.field.currentPassword"
          autoComplete="current-password"
          required
        />
        <NewPasswordFields />
        <SubmitButton
          busy={isSubmitting}
          label="account.password.submit"
          size="medium"
          sx={{ justifySelf: 'start' }}
        />
      </Box>
    </Formik>
  );
}

/** The profile's password section. */
export function PasswordChangeSection() {
  return (
    <Paper sx={{ p: { xs: 2.5, md: 3 } }}>
      <PasswordChangeProvider>
        <PasswordChangeView />
      </PasswordChangeProvider>
    </Paper>
  );
}
