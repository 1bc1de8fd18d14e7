import type { InputHTMLAttributes, ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

export interface CashierTextFieldProps {
  id: string;
  /** Translated label. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Translated message of a failed rule: shown under the field, the field marked invalid. */
  error?: string | null;
  /** Translated hint shown under the field while it has no error. */
  hint?: ReactNode;
  required?: boolean;
  autoComplete?: string;
  autoFocus?: boolean;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
}

/**
 * An outlined text field as MUI's TextField draws it, composed from its parts: TextField also
 * brings Select (and with it Menu, Popover and Modal), which the cashier never uses and which
 * would more than double what the wizards download.
 */
export function CashierTextField(props: CashierTextFieldProps) {
  const helperId = `${props.id}-helper-text`;
  const helper = props.error || props.hint;
  return (
    <FormControl fullWidth error={Boolean(props.error)} required={props.required}>
      <InputLabel htmlFor={props.id} id={`${props.id}-label`}>
        {props.label}
      </InputLabel>
      <OutlinedInput
        id={props.id}
        label={props.label}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        autoComplete={props.autoComplete ?? 'off'}
        autoFocus={props.autoFocus}
        inputProps={{
          inputMode: props.inputMode,
          maxLength: props.maxLength,
          'aria-invalid': Boolean(props.error),
          'aria-describedby': helper ? helperId : undefined,
        }}
      />
      {helper && <FormHelperText id={helperId}>{helper}</FormHelperText>}
    </FormControl>
  );
}
