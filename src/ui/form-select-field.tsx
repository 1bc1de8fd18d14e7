import { memo, type ReactNode } from 'react';
import { useField } from 'formik';
import { useIntl } from 'react-intl';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useMessageText } from '../i18n/message-text.ts';

type SelectFieldProps = Pick<TextFieldProps, 'id' | 'autoComplete' | 'required' | 'size'> & {
  name: string;
  /** Message key of the label. */
  label: string;
  /** Native `<option>`s, or MUI `MenuItem`s for a menu. */
  children: ReactNode;
  /** The browser's own list: what a phone shows best for long lists such as countries. */
  native?: boolean;
};

const NATIVE_SLOT_PROPS = { select: { native: true }, inputLabel: { shrink: true } };

/** Memoized as OutlinedField is: a long list of options is not drawn again on each key. */
const SelectTextField = memo(TextField);

/**
 * A choice bound to Formik, with its error under it as for FormTextField. In a module of its
 * own: MUI's select brings Menu, Popover and Modal, which text fields do not need.
 */
export function FormSelectField({ name, label, children, native, id, ...props }: SelectFieldProps) {
  const intl = useIntl();
  const text = useMessageText();
  const [field, meta] = useField<string>(name);
  const error = meta.touched ? text(meta.error) : null;
  return (
    <SelectTextField
      {...field}
      value={field.value ?? ''}
      id={id ?? `field-${name}`}
      select
      fullWidth
      label={intl.formatMessage({ id: label })}
      error={Boolean(error)}
      helperText={error}
      {...props}
      slotProps={native ? NATIVE_SLOT_PROPS : undefined}
    >
      {children}
    </SelectTextField>
  );
}
