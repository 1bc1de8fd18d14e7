import { memo, type ReactNode } from 'react';
import { useField } from 'formik';
import Checkbox, { type CheckboxProps } from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useMessageText } from '../i18n/message-text.ts';

/**
 * A checkbox bound to Formik, with its error below. Apart from form-fields.tsx: the sign-in form
 * and the cashier's forms have no checkbox, and do not load MUI's Checkbox with their fields.
 */
export function CheckboxField({ name, label }: { name: string; label: ReactNode }) {
  const text = useMessageText();
  const [field, meta] = useField<boolean>({ name, type: 'checkbox' });
  return (
    <CheckboxControl
      {...field}
      checked={Boolean(field.value)}
      label={label}
      error={meta.touched ? text(meta.error) : null}
    />
  );
}

/** Memoized as OutlinedField is: a key typed elsewhere in the form does not draw it again. */
const CheckboxControl = memo(function CheckboxControl({
  label,
  error,
  ...checkbox
}: CheckboxProps & { name: string; label: ReactNode; error: string | null }) {
  const errorId = `field-${checkbox.name}-error`;
  return (
    <FormControl error={Boolean(error)}>
      <FormControlLabel
        control={
          <Checkbox
            {...checkbox}
            id={`field-${checkbox.name}`}
            slotProps={{
              input: {
                'aria-invalid': Boolean(error),
                ...(error ? { 'aria-describedby': errorId } : {}),
              },
            }}
          />
        }
        label={label}
      />
      {error && <FormHelperText id={errorId}>{error}</FormHelperText>}
    </FormControl>
  );
});
