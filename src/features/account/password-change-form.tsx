import { Formik } from 'formik';
import { FormattedMessage } from 'react-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import {
  selectError,
  selectIsSaved,
  selectIsSubmitting,
  selectStepUp,
} from '../../../machines/account/password-change.selectors.ts';
import { passwordChangeSchema } from '../../../machines/shared/validation/account-schemas.ts';
import {
  FormError,
  CurrentPasswordField,
  NewPasswordFields,
  SubmitButton,
} from '../../ui/form-fields.tsx';
import {
  PasswordChangeProvider,
  usePasswordChangeEvents,
  usePasswordChangeSelector,
} from './password-change-context.tsx';
import { StepUpDialog } from '../../ui/step-up-dialog.tsx';
import { ValidatedForm } from '../../ui/validated-form.tsx';

const INITIAL_VALUES = { currentPassword: '', password: '', passwordConfirm: '' };

function PasswordChangeView() {
  const { submit, edit } = usePasswordChangeEvents();
  const isSubmitting = usePasswordChangeSelector(selectIsSubmitting);
  const saved = usePasswordChangeSelector(selectIsSaved);
  const error = usePasswordChangeSelector(selectError);
  const stepUp = usePasswordChangeSelector(selectStepUp);

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
  // The step-up's dialog is outside the form: its own form's submit must not reach this one.
  return (
    <>
      <StepUpDialog actor={stepUp} />
      <Formik
        initialValues={INITIAL_VALUES}
        validationSchema={passwordChangeSchema}
        onSubmit={(values) => submit(values)}
      >
        <Box component={ValidatedForm} sx={{ display: 'grid', gap: 2, maxWidth: 480 }}>
          <FormError error={error} />
          <CurrentPasswordField name="currentPassword" />
          <NewPasswordFields />
          <SubmitButton
            busy={isSubmitting}
            label="account.password.submit"
            size="medium"
            sx={{ justifySelf: 'start' }}
          />
        </Box>
      </Formik>
    </>
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
