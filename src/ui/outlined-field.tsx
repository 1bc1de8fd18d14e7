import { memo, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText, { type FormHelperTextProps } from '@mui/material/FormHelperText';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';

type InputAttributes =
  | 'name'
  | 'value'
  | 'onChange'
  | 'onBlur'
  | 'type'
  | 'autoComplete'
  | 'autoFocus'
  | 'multiline'
  | 'minRows'
  | 'placeholder'
  | 'required'
  | 'size'
  | 'disabled'
  | 'fullWidth';

export type OutlinedFieldProps = Pick<OutlinedInputProps, InputAttributes> & {
  id: string;
  /** Translated label. */
  label: string;
  /** The field is marked invalid (its message goes in helperText). */
  error?: boolean;
  helperText?: ReactNode;
  sx?: SxProps<Theme>;
  /** These three go on the input element itself, where the browser reads them. */
  autoCapitalize?: string;
  spellCheck?: boolean;
  inputMode?: InputBaseComponentProps['inputMode'];
  slotProps?: {
    htmlInput?: InputBaseComponentProps;
    input?: Pick<OutlinedInputProps, 'endAdornment' | 'startAdornment'>;
    inputLabel?: Pick<InputLabelProps, 'shrink'>;
    /** How a changing message under the field is announced. */
    formHelperText?: Pick<FormHelperTextProps, 'role' | 'aria-live'>;
  };
};

/**
 * An outlined text field as MUI's TextField draws it, composed from its parts, with the same
 * ids and descriptions: TextField also brings Select (and with it Menu, Popover and Modal),
 * which no text field uses and which would add about a third to a form page's download.
 * Memoized: a form's every field re-renders on each key, and drawing one costs a few ms.
 */
export const OutlinedField = memo(function OutlinedField({
  id,
  label,
  error,
  helperText,
  required,
  fullWidth = true,
  size,
  disabled,
  sx,
  autoCapitalize,
  spellCheck,
  inputMode,
  slotProps,
  ...input
}: OutlinedFieldProps) {
  const helperId = `${id}-helper-text`;
  return (
    <FormControl
      fullWidth={fullWidth}
      error={error}
      required={required}
      size={size}
      disabled={disabled}
      sx={sx}
    >
      <InputLabel htmlFor={id} id={`${id}-label`} {...slotProps?.inputLabel}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...input}
        {...slotProps?.input}
        id={id}
        label={label}
        notched={slotProps?.inputLabel?.shrink}
        inputProps={{
          autoCapitalize,
          spellCheck,
          inputMode,
          'aria-describedby': helperText ? helperId : undefined,
          ...slotProps?.htmlInput,
        }}
      />
      {helperText && (
        <FormHelperText id={helperId} {...slotProps?.formHelperText}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
});
