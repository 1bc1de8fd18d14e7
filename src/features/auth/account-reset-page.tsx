import { Formik } from 'formik';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import * as yup from 'yup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  selectError,
  selectIsMissingToken,
  selectIsSubmitting,
} from '../../../machines/auth/password-reset.selectors.ts';
import { passwordResetSchema } from '../../../machines/shared/validation/account-schemas.ts';
import { PATHS } from '../../runtime/paths.ts';
import { FormError, NewPasswordFields, SubmitButton } from '../../ui/form-fields.tsx';
import { AuthFrame } from './auth-frame.tsx';
import {
  PasswordResetProvider,
  usePasswordResetEvents,
  usePasswordResetSelector,
} from './password-reset-context.tsx';
import { ValidatedForm } from '../../ui/validated-form.tsx';

// The token comes from the link, not from the form: the form checks only the two passwords.
const passwordsSchema = passwordResetSchema.omit(['token']);

function MissingToken() {
  return (
    <Alert
      severity="warning"
      action={
        <Button component={RouterLink} to={PATHS.forgotPassword} color="inherit" size="small">
          <FormattedMessage id="auth.reset.requestNew" />
        </Button>
      }
    >
      <FormattedMessage id="auth.reset.missingToken" />
    </Alert>
  );
}

function ResetForm() {
  const { submit } = usePasswordResetEvents();
  const isSubmitting = usePasswordResetSelector(selectIsSubmitting);
  const error = usePasswordResetSelector(selectError);
  return (
    <Formik
      initialValues={{ password: '', passwordConfirm: '' } as yup.InferType<typeof passwordsSchema>}
      validationSchema={passwordsSchema}
      onSubmit={(values) => submit(values.password, values.passwordConfirm)}
    >
      <Box component={ValidatedForm} sx={{ display: 'grid', gap: 2 }}>
        <FormError error={error} />
        <NewPasswordFields />
        <SubmitButton busy={isSubmitting} label="auth.reset.submit" />
      </Box>
    </Formik>
  );
}

function AccountResetView() {
  const missingToken = usePasswordResetSelector(selectIsMissingToken);
  return (
    <AuthFrame
      title="auth.reset.title"
      text="auth.reset.text"
      links={[
        { text: 'auth.link.backToLogin', to: PATHS.login },
        { text: 'auth.link.forgotPassword', to: PATHS.forgotPassword },
      ]}
    >
      {missingToken ? <MissingToken /> : <ResetForm />}
    </AuthFrame>
  );
}

/** /account_reset?token=…: the link of the reset e-mail. */
export function AccountResetPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  // A new token in the address is a new reset: a new actor.
  return (
    <PasswordResetProvider key={token ?? ''} token={token}>
      <AccountResetView />
    </PasswordResetProvider>
  );
}
