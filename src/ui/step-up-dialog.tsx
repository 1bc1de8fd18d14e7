import type { ReactNode } from 'react';
import { Formik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import * as yup from 'yup';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import Backdrop from '@mui/material/Backdrop';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Fade from '@mui/material/Fade';
import Typography from '@mui/material/Typography';
import KeyIcon from '@mui/icons-material/Key';
import {
  EMPTY_REAUTHENTICATION,
  reauthenticationSchema,
} from '../../machines/auth/reauthentication.ts';
import type { stepUpMachine } from '../../machines/auth/step-up.machine.ts';
import {
  selectStepUpAction,
  selectStepUpAskingPasskey,
  selectStepUpAsksPassword,
  selectStepUpCodeSent,
  selectStepUpError,
  selectStepUpFactor,
  selectStepUpReading,
  selectStepUpSending,
  selectStepUpUnread,
} from '../../machines/auth/step-up.selectors.ts';
import { otpCodeSchema } from '../../machines/shared/validation/account-schemas.ts';
import { BusyButton } from './busy-button.tsx';
import { CodeField, CurrentPasswordField, FormError, SubmitButton } from './form-fields.tsx';
import { ValidatedForm } from './validated-form.tsx';

type StepUpActor = ActorRefFrom<typeof stepUpMachine>;

/** The code alone, when the parent's form already took the current password. */
const codeOnlySchema = yup.object({ ga_code: otpCodeSchema });

/**
 * The step-up of a change (machines/auth/step-up.machine.ts) while one runs, as a dialog once the
 * player's factor is read (a read that failed says so, with a retry): with a passkey, the button that asks for it; else the password, the second factor's code, and with
 * SMS the button that sends it. Closing it (Escape too) cancels the change. One asked again after
 * a refusal is a new step-up and a new form, without what was typed in the last.
 */
export function StepUpDialog({
  actor,
  noteValues,
}: {
  actor: StepUpActor | undefined;
  /** What the note of the action names (a limit's: the profile's cooling-off). */
  noteValues?: Record<string, ReactNode>;
}) {
  return actor ? <StepUpForm key={actor.sessionId} actor={actor} noteValues={noteValues} /> : null;
}

interface StepUpViewProps {
  actor: StepUpActor;
  noteValues: Record<string, ReactNode> | undefined;
}

function StepUpForm({ actor, noteValues }: StepUpViewProps) {
  const reading = useSelector(actor, selectStepUpReading);
  const unread = useSelector(actor, selectStepUpUnread);
  const factor = useSelector(actor, selectStepUpFactor);
  const sending = useSelector(actor, selectStepUpSending);
  const cancel = () => actor.send({ type: 'stepUp.cancel' });
  if (reading) return <ReadingFactor />;
  let step = <PasswordStep actor={actor} noteValues={noteValues} />;
  if (unread) step = <UnreadStep actor={actor} />;
  else if (factor === 'passkey') step = <PasskeyStep actor={actor} noteValues={noteValues} />;
  return (
    <Dialog
      open
      onClose={sending ? undefined : cancel}
      aria-labelledby="step-up-title"
      aria-describedby="step-up-text"
      maxWidth="xs"
      fullWidth
    >
      {step}
    </Dialog>
  );
}

/**
 * While the factor is read the page takes no clicks; a quick read shows nothing (no dialog
 * flashes where nothing is asked), a slow one a spinner.
 */
function ReadingFactor() {
  const intl = useIntl();
  return (
    <Backdrop open invisible sx={{ zIndex: ({ zIndex }) => zIndex.modal }}>
      <Fade in style={{ transitionDelay: '400ms' }}>
        <CircularProgress aria-label={intl.formatMessage({ id: 'common.loading' })} />
      </Fade>
    </Backdrop>
  );
}

/** The factor could not be read: why, and a retry (focused) or the cancel. */
function UnreadStep({ actor }: { actor: StepUpActor }) {
  const error = useSelector(actor, selectStepUpError);
  return (
    <>
      <StepUpTitle actor={actor} />
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText id="step-up-text">
          <FormattedMessage id="stepUp.unread" />
        </DialogContentText>
        <FormError error={error} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => actor.send({ type: 'stepUp.cancel' })}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button autoFocus variant="contained" onClick={() => actor.send({ type: 'stepUp.retry' })}>
          <FormattedMessage id="common.tryAgain" />
        </Button>
      </DialogActions>
    </>
  );
}

/** The title of the action's step. */
function StepUpTitle({ actor }: { actor: StepUpActor }) {
  const action = useSelector(actor, selectStepUpAction);
  return (
    <DialogTitle id="step-up-title">
      <FormattedMessage id={`stepUp.title.${action}`} />
    </DialogTitle>
  );
}

/** What the step asks for, and the action's note. */
function StepUpText({ actor, noteValues, text }: StepUpViewProps & { text: string }) {
  const action = useSelector(actor, selectStepUpAction);
  return (
    <DialogContentText id="step-up-text">
      <span>
        <FormattedMessage id={text} />
      </span>{' '}
      <span>
        <FormattedMessage id={`stepUp.note.${action}`} values={noteValues} />
      </span>
    </DialogContentText>
  );
}

/** A passkey alone: the button (focused on open) runs the browser's passkey prompt. */
function PasskeyStep({ actor, noteValues }: StepUpViewProps) {
  const error = useSelector(actor, selectStepUpError);
  const asking = useSelector(actor, selectStepUpAskingPasskey);
  return (
    <>
      <StepUpTitle actor={actor} />
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <StepUpText actor={actor} noteValues={noteValues} text="stepUp.text.passkey" />
        <FormError error={error} />
        <Typography role="status" variant="body2" color="text.secondary">
          {asking && <FormattedMessage id="stepUp.passkeyAsked" />}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => actor.send({ type: 'stepUp.cancel' })}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <BusyButton
          autoFocus
          variant="contained"
          busy={asking}
          startIcon={<KeyIcon />}
          onClick={() => actor.send({ type: 'stepUp.usePasskey' })}
        >
          <FormattedMessage id="stepUp.usePasskey" />
        </BusyButton>
      </DialogActions>
    </>
  );
}

/** The password (unless the parent's form took it) and the second factor's code. */
function PasswordStep({ actor, noteValues }: StepUpViewProps) {
  const factor = useSelector(actor, selectStepUpFactor);
  const asksPassword = useSelector(actor, selectStepUpAsksPassword);
  const error = useSelector(actor, selectStepUpError);
  const codeSent = useSelector(actor, selectStepUpCodeSent);
  const sending = useSelector(actor, selectStepUpSending);
  const text = asksPassword ? `stepUp.text.${factor ?? 'password'}` : `stepUp.codeOnly.${factor}`;
  return (
    <Formik
      initialValues={EMPTY_REAUTHENTICATION}
      validationSchema={asksPassword ? reauthenticationSchema(factor !== null) : codeOnlySchema}
      onSubmit={(values) => actor.send({ type: 'stepUp.submit', ...values })}
    >
      <ValidatedForm>
        <StepUpTitle actor={actor} />
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <StepUpText actor={actor} noteValues={noteValues} text={text} />
          <FormError error={error} />
          {asksPassword && <CurrentPasswordField id="field-step-up-password" sx={{ mt: 1 }} />}
          {factor && (
            <CodeField
              name="ga_code"
              id="field-step-up-code"
              label={`stepUp.code.${factor}`}
              required
            />
          )}
          {factor === 'sms' && (
            <>
              {codeSent && (
                <Typography role="status" variant="body2">
                  <FormattedMessage id="stepUp.codeSent" />
                </Typography>
              )}
              <BusyButton
                variant="outlined"
                busy={sending}
                onClick={() => actor.send({ type: 'stepUp.sendCode' })}
              >
                <FormattedMessage id={codeSent ? 'stepUp.resendCode' : 'stepUp.sendCode'} />
              </BusyButton>
            </>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1 }}>
          <Button disabled={sending} onClick={() => actor.send({ type: 'stepUp.cancel' })}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <SubmitButton busy={false} label="stepUp.confirm" size="medium" />
        </DialogActions>
      </ValidatedForm>
    </Formik>
  );
}
