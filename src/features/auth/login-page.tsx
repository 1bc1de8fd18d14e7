import { Formik } from 'formik';
import { FormattedMessage } from 'react-intl';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import KeyIcon from '@mui/icons-material/Key';
import { loginSchema } from '../../../machines/shared/validation/account-schemas.ts';
import { PATHS } from '../../runtime/paths.ts';
import { BusyButton } from '../../ui/busy-button.tsx';
import { FormError, FormTextField, PasswordField, SubmitButton } from '../../ui/form-fields.tsx';
import { AuthFrame } from './auth-frame.tsx';
import {
  selectError,
  selectIsAwaitingCode,
  selectIsSubmitting,
  selectIsUsingPasskey,
  selectPasskeyOffered,
  selectUsername,
} from '../../../machines/auth/login.selectors.ts';
import { LoginProvider, useLoginEvents, useLoginSelector } from './login-context.tsx';
import { ValidatedForm } from '../../ui/validated-form.tsx';
import { lazyPart } from '../../ui/lazy-part.tsx';

// Most sign-ins ask for no code: the prompt's dialog code is fetched when one does.
const CodePromptDialog = lazyPart(
  () => import('./code-prompt.tsx'),
  (prompt) => prompt.CodePromptDialog,
);

function CodePrompt() {
  const awaitingCode = useLoginSelector(selectIsAwaitingCode);
  return awaitingCode ? <CodePromptDialog /> : null;
}

function LoginForm() {
  const { submit } = useLoginEvents();
  const isSubmitting = useLoginSelector(selectIsSubmitting);
  const error = useLoginSelector(selectError);
  const username = useLoginSelector(selectUsername);
  return (
    <Formik
      initialValues={{ username, password: '' }}
      validationSchema={loginSchema}
      onSubmit={(values) => submit(values.username, values.password)}
    >
      <Box component={ValidatedForm} sx={{ display: 'grid', gap: 2 }}>
        <FormError error={error} />
        <FormTextField
          name="username"
          label="auth.field.usernameOrEmail"
          // webauthn: the browser may list the player's passkeys here (the login's autofill).
          autoComplete="username webauthn"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
        <PasswordField
          name="password"
          label="auth.field.password"
          autoComplete="current-password"
          required
        />
        <SubmitButton busy={isSubmitting} label="auth.login.submit" />
      </Box>
    </Formik>
  );
}

/** Beside the password form where this browser can use passkeys: no password typed. */
function PasskeySignIn() {
  const { signInWithPasskey } = useLoginEvents();
  const offered = useLoginSelector(selectPasskeyOffered);
  const busy = useLoginSelector(selectIsUsingPasskey);
  if (!offered) return null;
  return (
    <>
      <Divider sx={{ color: 'text.secondary', typography: 'body2' }}>
        <FormattedMessage id="auth.login.or" />
      </Divider>
      <BusyButton
        variant="outlined"
        size="large"
        busy={busy}
        startIcon={<KeyIcon aria-hidden />}
        onClick={signInWithPasskey}
      >
        <FormattedMessage id="auth.login.passkey" />
      </BusyButton>
    </>
  );
}

function LoginView() {
  return (
    <AuthFrame
      title="auth.login.title"
      text="auth.login.text"
      links={[
        { text: 'auth.link.forgotPassword', to: PATHS.forgotPassword },
        { text: 'auth.link.register', to: PATHS.register },
      ]}
    >
      <LoginForm />
      <PasskeySignIn />
      <CodePrompt />
    </AuthFrame>
  );
}

export function LoginPage() {
  return (
    <LoginProvider>
      <LoginView />
    </LoginProvider>
  );
}
