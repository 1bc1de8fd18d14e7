import { Formik } from 'formik';
import { FormattedMessage } from 'react-intl';
import * as yup from 'yup';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { otpCodeSchema } from '../../../machines/shared/validation/account-schemas.ts';
import { selectCodeFactor } from '../../../machines/auth/login.selectors.ts';
import {
  selectCanCancelCode,
  selectCodeError,
  selectIsCheckingCode,
} from '../../../machines/auth/code-step.selectors.ts';
import { CodeField, FormError, SubmitButton } from '../../ui/form-fields.tsx';
import { ValidatedForm } from '../../ui/validated-form.tsx';
import { useLoginCodeStepSelector, useLoginEvents, useLoginSelector } from './login-context.tsx';

const codeSchema = yup.object({ code: otpCodeSchema });

/**
 * The persistent code prompt of spec §4: only 'cancel' closes it. Shown while the login awaits
 * a code (login-page.tsx fetches this part then).
 */
export function CodePromptDialog() {
  const factor = useLoginSelector(selectCodeFactor);
  const isChecking = useLoginCodeStepSelector(selectIsCheckingCode);
  const codeError = useLoginCodeStepSelector(selectCodeError);
  const canCancel = useLoginCodeStepSelector(selectCanCancelCode);
  const { submitCode, cancelCode } = useLoginEvents();
  return (
    <Dialog
      open
      aria-labelledby="code-prompt-title"
      aria-describedby="code-prompt-text"
      maxWidth="xs"
      fullWidth
    >
      <Formik
        initialValues={{ code: '' }}
        validationSchema={codeSchema}
        onSubmit={(values) => submitCode(values.code)}
      >
        <ValidatedForm>
          <DialogTitle
            id="code-prompt-title"
            sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
          >
            <LockOutlinedIcon color="primary" />
            <FormattedMessage id="auth.code.title" />
          </DialogTitle>
          <DialogContent sx={{ display: 'grid', gap: 2 }}>
            <Typography id="code-prompt-text" color="text.secondary">
              <FormattedMessage id={factor === 'sms' ? 'auth.code.textSms' : 'auth.code.text'} />
            </Typography>
            <FormError error={codeError} />
            <CodeField name="code" label="auth.field.code" autoFocus />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2.5 }}>
            <Button onClick={cancelCode} color="inherit" disabled={!canCancel}>
              <FormattedMessage id="common.cancel" />
            </Button>
            <SubmitButton busy={isChecking} label="auth.code.submit" size="medium" />
          </DialogActions>
        </ValidatedForm>
      </Formik>
    </Dialog>
  );
}
