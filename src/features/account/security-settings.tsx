import type { ReactNode } from 'react';
import { Formik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import * as yup from 'yup';
import { shallowEqual } from '@xstate/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLock';
import MobileFriendlyIcon from '@mui/icons-material/MobileFriendly';
import SmsIcon from '@mui/icons-material/Sms';
import {
  selectError as selectAuthenticatorError,
  selectHasFailed,
  selectStepUp as selectAuthenticatorStepUp,
  selectIsAskingPassword,
  selectIsBusy,
  selectIsEnabled,
  selectKey,
  selectShowsKey,
} from '../../../machines/account/authenticator.selectors.ts';
import {
  selectCodeError as selectStepCodeError,
  selectIsCheckingCode,
} from '../../../machines/auth/code-step.selectors.ts';
import {
  selectCanResend,
  selectError as selectSmsError,
  selectIsAwaitingCode as selectIsAwaitingSmsCode,
  selectIsConfirmed,
  selectIsSubmitting as selectIsSmsSending,
} from '../../../machines/account/sms-confirmation.selectors.ts';
import {
  selectError as selectSmsFactorError,
  selectHasFailed as selectSmsFactorFailed,
  selectIsLoading as selectSmsFactorLoading,
  selectIsSaving as selectSmsFactorSaving,
  selectStepUp as selectSmsFactorStepUp,
  selectSmsOn,
} from '../../../machines/account/sms-factor.selectors.ts';
import { NOTICE_PRODUCT_MS } from '../../../machines/shared/constants.ts';
import {
  otpCodeSchema,
  reauthFields,
} from '../../../machines/shared/validation/account-schemas.ts';
import { useRuntime, useSuccessNotice } from '../../runtime/app-context.tsx';
import { BusyButton } from '../../ui/busy-button.tsx';
import { CodeField, CurrentPasswordField, FormError } from '../../ui/form-fields.tsx';
import {
  AuthenticatorProvider,
  useAuthenticatorCodeStepSelector,
  useAuthenticatorEvents,
  useAuthenticatorSelector,
} from './authenticator-context.tsx';
import { QrCode } from '../../ui/qr-code.tsx';
import { StepUpDialog } from '../../ui/step-up-dialog.tsx';
import {
  SmsConfirmationProvider,
  useSmsCodeStepSelector,
  useSmsConfirmationEvents,
  useSmsConfirmationSelector,
} from './sms-confirmation-context.tsx';
import {
  SmsFactorProvider,
  useSmsFactorEvents,
  useSmsFactorSelector,
} from './sms-factor-context.tsx';
import { ValidatedForm } from '../../ui/validated-form.tsx';
import { PasskeysSection } from './passkeys-section.tsx';

/** The secrets a prompt of this tab asks for: a code, the password, or both. */
type PromptField = 'code' | 'password';

const promptSchema = (fields: readonly PromptField[]) =>
  yup.object({
    code: fields.includes('code') ? otpCodeSchema : yup.string(),
    password: fields.includes('password') ? reauthFields.password : yup.string(),
  });

const CODE_ONLY: readonly PromptField[] = ['code'];

function SettingCard(props: {
  icon: ReactNode;
  title: string;
  text: string;
  status?: ReactNode;
  children: ReactNode;
}) {
  const id = `security-${props.title.split('.').pop()}`;
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      sx={{ p: { xs: 2.5, md: 3 }, display: 'grid', gap: 2 }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <Box sx={{ color: 'primary.main', mt: 0.25 }}>{props.icon}</Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <Typography id={id} variant="h3" sx={{ fontSize: '1.1rem' }}>
              <FormattedMessage id={props.title} />
            </Typography>
            {props.status}
          </Box>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            <FormattedMessage id={props.text} />
          </Typography>
        </Box>
      </Box>
      {props.children}
    </Paper>
  );
}

/**
 * A 6-digit code, the current password, or both, with the submit (and optional cancel) button.
 * `id` keeps the field ids of the tab's prompts apart.
 */
function CodeForm(props: {
  id: string;
  fields?: readonly PromptField[];
  label?: string;
  submitLabel: string;
  busy: boolean;
  error: string | null;
  onSubmit(values: { code: string; password: string }): void;
  onCancel?: () => void;
  extra?: ReactNode;
}) {
  const fields = props.fields ?? CODE_ONLY;
  return (
    <Formik
      initialValues={{ code: '', password: '' }}
      validationSchema={promptSchema(fields)}
      onSubmit={(values) => props.onSubmit(values)}
    >
      <Box component={ValidatedForm} sx={{ display: 'grid', gap: 1.5, maxWidth: 360 }}>
        <FormError error={props.error} />
        {fields.includes('password') && <CurrentPasswordField id={`field-${props.id}-password`} />}
        {fields.includes('code') && (
          <CodeField
            name="code"
            id={`field-${props.id}-code`}
            label={props.label ?? 'account.security.authenticatorCode'}
            required
          />
        )}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <BusyButton busy={props.busy} type="submit" variant="contained">
            <FormattedMessage id={props.submitLabel} />
          </BusyButton>
          {props.onCancel && (
            <Button onClick={props.onCancel} color="inherit" disabled={props.busy}>
              <FormattedMessage id="common.cancel" />
            </Button>
          )}
          {props.extra}
        </Box>
      </Box>
    </Formik>
  );
}

/** The phone's SMS confirmation card (also shown after a phone change on the details tab). */
export function SmsConfirmationView() {
  const awaitingCode = useSmsConfirmationSelector(selectIsAwaitingSmsCode);
  const confirmed = useSmsConfirmationSelector(selectIsConfirmed);
  const sending = useSmsConfirmationSelector(selectIsSmsSending);
  const checking = useSmsCodeStepSelector(selectIsCheckingCode);
  const busy = sending || checking;
  // A new code only while none is being checked: the check's answer must not be dropped.
  const canResend = useSmsConfirmationSelector(selectCanResend) && !checking;
  const error = useSmsConfirmationSelector(selectSmsError);
  const codeError = useSmsCodeStepSelector(selectStepCodeError);
  const { send, resend, validate } = useSmsConfirmationEvents();
  return (
    <SettingCard
      icon={<SmsIcon />}
      title="account.security.sms"
      text="account.security.smsText"
      status={
        confirmed ? (
          <Chip
            size="small"
            color="success"
            label={<FormattedMessage id="account.security.phoneConfirmed" />}
          />
        ) : null
      }
    >
      {confirmed ? (
        <Alert severity="success">
          <FormattedMessage id="account.security.smsDone" />
        </Alert>
      ) : awaitingCode ? (
        <>
          <Typography variant="body2">
            <FormattedMessage id="account.security.smsSent" />
          </Typography>
          <FormError error={error} />
          <CodeForm
            id="sms"
            label="account.security.smsCode"
            submitLabel="account.security.confirm"
            busy={busy}
            error={codeError}
            onSubmit={({ code }) => validate(code)}
            extra={
              <Button onClick={resend} disabled={!canResend}>
                <FormattedMessage id="account.security.resend" />
              </Button>
            }
          />
        </>
      ) : (
        <Box sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
          <FormError error={error} />
          <BusyButton busy={busy} variant="outlined" onClick={send}>
            <FormattedMessage id="account.security.sendCode" />
          </BusyButton>
        </Box>
      )}
    </SettingCard>
  );
}

/** SMS as the second factor: a code at every sign-in and before a limit is raised. */
function SmsFactorView() {
  const on = useSmsFactorSelector(selectSmsOn);
  const loading = useSmsFactorSelector(selectSmsFactorLoading);
  const failed = useSmsFactorSelector(selectSmsFactorFailed);
  const saving = useSmsFactorSelector(selectSmsFactorSaving);
  const error = useSmsFactorSelector(selectSmsFactorError);
  const { turnOn, turnOff, retry } = useSmsFactorEvents();
  const stepUp = useSmsFactorSelector(selectSmsFactorStepUp);
  const status =
    on === null ? null : (
      <Chip
        size="small"
        color={on ? 'success' : 'default'}
        label={<FormattedMessage id={on ? 'account.security.on' : 'account.security.off'} />}
      />
    );
  return (
    <SettingCard
      icon={<MobileFriendlyIcon />}
      title="account.security.smsFactor"
      text="account.security.smsFactorText"
      status={status}
    >
      {loading ? (
        <Skeleton variant="rounded" width={180} height={36} />
      ) : (
        <Box sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
          <FormError error={error} />
          {failed ? (
            <Button variant="outlined" onClick={retry}>
              <FormattedMessage id="common.tryAgain" />
            </Button>
          ) : (
            <BusyButton busy={saving} variant="outlined" onClick={on ? turnOff : turnOn}>
              <FormattedMessage
                id={on ? 'account.security.deactivate' : 'account.security.activate'}
              />
            </BusyButton>
          )}
        </Box>
      )}
      <StepUpDialog actor={stepUp} />
    </SettingCard>
  );
}

/** Copies the key; spec §8 names the message when the browser refuses. */
function useCopy() {
  const { notify } = useRuntime();
  const intl = useIntl();
  const notice = useSuccessNotice();
  return (text: string) => {
    const fail = () =>
      notify.show(intl.formatMessage({ id: 'common.copyFailed' }), {
        variant: 'error',
        autoHideMs: NOTICE_PRODUCT_MS,
      });
    if (!navigator.clipboard) return fail();
    navigator.clipboard.writeText(text).then(() => notice('common.copied'), fail);
  };
}

function KeySetup() {
  const intl = useIntl();
  const key = useAuthenticatorSelector(selectKey, shallowEqual);
  const busy = useAuthenticatorCodeStepSelector(selectIsCheckingCode);
  const codeError = useAuthenticatorCodeStepSelector(selectStepCodeError);
  const { confirm, cancelKey } = useAuthenticatorEvents();
  const copy = useCopy();
  if (!key) return null;
  const copyLabel = intl.formatMessage({ id: 'common.copy' });
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' },
        alignItems: 'start',
      }}
    >
      <QrCode text={key.uri} label={intl.formatMessage({ id: 'account.security.qrLabel' })} />
      <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
        <Typography variant="body2">
          <FormattedMessage id="account.security.scan" />
        </Typography>
        <Box>
          <Typography variant="caption" color="text.secondary" component="p" id="authenticator-key">
            <FormattedMessage id="account.security.key" />
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Box
              component="code"
              aria-labelledby="authenticator-key"
              sx={{
                fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
                fontSize: 15,
                letterSpacing: '0.08em',
                overflowWrap: 'anywhere',
                bgcolor: 'action.hover',
                px: 1,
                py: 0.5,
                borderRadius: 1,
              }}
            >
              {key.secret}
            </Box>
            <IconButton aria-label={copyLabel} title={copyLabel} onClick={() => copy(key.secret)}>
              <ContentCopyIcon fontSize="small" />
            </IconButton>
          </Box>
        </Box>
        <CodeForm
          id="authenticator-key"
          submitLabel="account.security.activate"
          busy={busy}
          error={codeError}
          onSubmit={({ code }) => confirm(code)}
          onCancel={cancelKey}
        />
      </Box>
    </Box>
  );
}

function AuthenticatorView() {
  const enabled = useAuthenticatorSelector(selectIsEnabled);
  const failed = useAuthenticatorSelector(selectHasFailed);
  const showsKey = useAuthenticatorSelector(selectShowsKey);
  const askingPassword = useAuthenticatorSelector(selectIsAskingPassword);
  const busy = useAuthenticatorSelector(selectIsBusy);
  const error = useAuthenticatorSelector(selectAuthenticatorError);
  const stepUp = useAuthenticatorSelector(selectAuthenticatorStepUp);
  const { retry, start, generate, disable, cancel } = useAuthenticatorEvents();

  let body: ReactNode;
  if (failed) {
    body = (
      <Box sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
        <FormError error={error} />
        <Button variant="outlined" onClick={retry}>
          <FormattedMessage id="common.tryAgain" />
        </Button>
      </Box>
    );
  } else if (enabled === null && !showsKey) {
    body = <Skeleton variant="rounded" height={40} width={200} aria-busy="true" />;
  } else if (showsKey) {
    body = <KeySetup />;
  } else if (askingPassword) {
    body = (
      <>
        <Typography variant="body2">
          <FormattedMessage id="account.security.enableText" />
        </Typography>
        <CodeForm
          id="authenticator-enable"
          fields={['password']}
          submitLabel="account.security.continue"
          busy={busy}
          error={error}
          onSubmit={({ password }) => generate(password)}
          onCancel={cancel}
        />
      </>
    );
  } else {
    body = (
      <Box sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
        <FormError error={error} />
        <BusyButton
          busy={busy}
          variant={enabled ? 'outlined' : 'contained'}
          color={enabled ? 'error' : 'primary'}
          onClick={enabled ? disable : start}
        >
          <FormattedMessage
            id={enabled ? 'account.security.deactivate' : 'account.security.activate'}
          />
        </BusyButton>
      </Box>
    );
  }

  return (
    <SettingCard
      icon={<PhonelinkLockIcon />}
      title="account.security.authenticator"
      text="account.security.authenticatorText"
      status={
        enabled === null ? null : (
          <Chip
            size="small"
            color={enabled ? 'success' : 'default'}
            label={
              <FormattedMessage id={enabled ? 'account.security.on' : 'account.security.off'} />
            }
          />
        )
      }
    >
      {body}
      <StepUpDialog actor={stepUp} />
    </SettingCard>
  );
}

/**
 * The profile's security section: passkeys and their security events, phone confirmation, SMS
 * at sign-in, the authenticator app, and this device's push notifications (the inbox's section,
 * given by the app).
 */
export function SecuritySettings({ pushSettings }: { pushSettings: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PasskeysSection />
      <SmsConfirmationProvider>
        <SmsConfirmationView />
      </SmsConfirmationProvider>
      <SmsFactorProvider>
        <SmsFactorView />
      </SmsFactorProvider>
      <AuthenticatorProvider>
        <AuthenticatorView />
      </AuthenticatorProvider>
      {pushSettings}
    </Box>
  );
}
