import type { ReactNode } from 'react';
import { Formik } from 'formik';
import { FormattedMessage } from 'react-intl';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import {
  EMPTY_REAUTHENTICATION,
  reauthenticationSchema,
} from '../../machines/auth/reauthentication.ts';
import type { stepUpMachine } from '../../machines/auth/step-up.machine.ts';
import {
  selectStepUpAction,
  selectStepUpCodeSent,
  selectStepUpError,
  selectStepUpFactor,
  selectStepUpSending,
} from '../../machines/auth/step-up.selectors.ts';
import { BusyButton } from './busy-button.tsx';
import { CodeField, CurrentPasswordField, FormError, SubmitButton } from './form-fields.tsx';
import { ValidatedForm } from './validated-form.tsx';

type StepUpActor = ActorRefFrom<typeof stepUpMachine>;

/**
 * The step-up of a change (machines/auth/step-up.machine.ts) while one runs, as a dialog: the
 * password, the second factor's code, and with SMS the button that sends it. Closing it cancels
 * the change. One asked again after a refusal is a new step-up and a new form, without what was
 * typed in the last.
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

function StepUpForm({
  actor,
  noteValues,
}: {
  actor: StepUpActor;
  noteValues: Record<string, ReactNode> | undefined;
}) {
  const action = useSelector(actor, selectStepUpAction);
  const factor = useSelector(actor, selectStepUpFactor);
  const error = useSelector(actor, selectStepUpError);
  const codeSent = useSelector(actor, selectStepUpCodeSent);
  const sending = useSelector(actor, selectStepUpSending);
  const cancel = () => actor.send({ type: 'stepUp.cancel' });
  return (
    <Dialog
      open
      onClose={sending ? undefined : cancel}
      aria-labelledby="step-up-title"
      aria-describedby="step-up-text"
      maxWidth="xs"
      fullWidth
    >
      <Formik
        initialValues={EMPTY_REAUTHENTICATION}
        validationSchema={reauthenticationSchema(factor !== null)}
        onSubmit={(values) => actor.send({ type: 'stepUp.submit', ...values })}
      >
        <ValidatedForm>
          <DialogTitle id="step-up-title">
            <FormattedMessage id={`stepUp.title.${action}`} />
          </DialogTitle>
          <DialogContent sx={{ display: 'grid', gap: 2 }}>
            <DialogContentText id="step-up-text">
              <span>
                <FormattedMessage id={`stepUp.text.${factor ?? 'password'}`} />
              </span>{' '}
              <span>
                <FormattedMessage id={`stepUp.note.${action}`} values={noteValues} />
              </span>
            </DialogContentText>
            <FormError error={error} />
            <CurrentPasswordField id="field-step-up-password" sx={{ mt: 1 }} />
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
            <Button disabled={sending} onClick={cancel}>
              <FormattedMessage id="common.cancel" />
            </Button>
            <SubmitButton busy={false} label="stepUp.confirm" size="medium" />
          </DialogActions>
        </ValidatedForm>
      </Formik>
    </Dialog>
  );
}
