import { useState } from 'react';
import { useField, useFormikContext } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { ButtonProps } from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { BusyButton } from './busy-button.tsx';
import { useMessageText } from '../i18n/message-text.ts';
import { OutlinedField, type OutlinedFieldProps } from './outlined-field.tsx';

type FieldProps = Omit<OutlinedFieldProps, 'id' | 'name' | 'label' | 'error' | 'helperText'> & {
  id?: string;
  name: string;
  /** Message key of the label. */
  label: string;
  /** Message key of a hint shown while the field has no error. */
  hint?: string;
};

/**
 * A text field bound to Formik: the schema's message id (e.g. 'validation.required') appears
 * under the field, translated, once the field was touched or the form submitted.
 */
export function FormTextField({ name, label, hint, ...props }: FieldProps) {
  const intl = useIntl();
  const text = useMessageText();
  const [field, meta] = useField<string>(name);
  const error = meta.touched ? text(meta.error) : null;
  return (
    <OutlinedField
      {...field}
      value={field.value ?? ''}
      id={`field-${name}`}
      label={intl.formatMessage({ id: label })}
      error={Boolean(error)}
      helperText={error ?? (hint ? intl.formatMessage({ id: hint }) : undefined)}
      {...props}
    />
  );
}

/** A password with a show / hide toggle. */
export function PasswordField(props: FieldProps) {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  const toggle = intl.formatMessage({ id: visible ? 'form.hidePassword' : 'form.showPassword' });
  return (
    <FormTextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...props.slotProps,
        input: {
          endAdornment: (
            // As MUI's end InputAdornment places it, without that component's code.
            <Box sx={{ display: 'flex', alignItems: 'center', maxHeight: '2em', ml: 1 }}>
              <IconButton
                aria-label={toggle}
                title={toggle}
                aria-pressed={visible}
                onClick={() => setVisible((shown) => !shown)}
                onMouseDown={(event) => event.preventDefault()}
                edge="end"
              >
                {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
            </Box>
          ),
        },
      }}
    />
  );
}

/** The player's current password, asked again before a change that matters. */
export function CurrentPasswordField({
  name = 'password',
  ...props
}: Omit<FieldProps, 'name' | 'label'> & { name?: string }) {
  return (
    <PasswordField
      name={name}
      label="auth.field.currentPassword"
      autoComplete="current-password"
      required
      {...props}
    />
  );
}

/** Spec §5: a 2FA or SMS code is 6 digits; phones offer the one-time code they received. */
export function CodeField({ name, label, ...props }: FieldProps) {
  const { setFieldValue } = useFormikContext<Record<string, string>>();
  return (
    <FormTextField
      name={name}
      label={label}
      autoComplete="one-time-code"
      {...props}
      onChange={(event) =>
        void setFieldValue(name, event.target.value.replace(/\D/g, '').slice(0, 6))
      }
      slotProps={{
        htmlInput: {
          inputMode: 'numeric',
          pattern: '[0-9]*',
          maxLength: 6,
          style: { fontSize: 24, letterSpacing: '0.4em', textAlign: 'center', fontWeight: 700 },
        },
      }}
    />
  );
}

/** A machine's error (server message or message id) above a form. */
export function FormError({ error }: { error: string | null }) {
  const text = useMessageText();
  const message = text(error);
  if (!message) return null;
  return (
    <Alert severity="error" role="alert">
      {message}
    </Alert>
  );
}

/** A form's submit button, busy with a spinner while its machine works (focus stays on it). */
export function SubmitButton({
  busy,
  label,
  size = 'large',
  sx,
}: {
  busy: boolean;
  /** Message key of the label. */
  label: string;
  size?: ButtonProps['size'];
  sx?: ButtonProps['sx'];
}) {
  return (
    <BusyButton type="submit" variant="contained" size={size} busy={busy} sx={sx}>
      <FormattedMessage id={label} />
    </BusyButton>
  );
}

/** A new password with its rules hint, and its confirmation (fields password, passwordConfirm). */
export function NewPasswordFields() {
  return (
    <>
      <PasswordField
        name="password"
        label="auth.field.newPassword"
        hint="form.passwordHint"
        autoComplete="new-password"
        required
      />
      <PasswordField
        name="passwordConfirm"
        label="auth.field.newPasswordConfirm"
        autoComplete="new-password"
        required
      />
    </>
  );
}
