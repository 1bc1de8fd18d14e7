import type { InputHTMLAttributes, ReactNode } from 'react';
import { OutlinedField } from '../../ui/outlined-field.tsx';

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

/** A cashier field: an OutlinedField that hands on the text typed, with autofill off by default. */
export function CashierTextField(props: CashierTextFieldProps) {
  return (
    <OutlinedField
      id={props.id}
      label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      error={Boolean(props.error)}
      helperText={props.error || props.hint}
      required={props.required}
      autoComplete={props.autoComplete ?? 'off'}
      autoFocus={props.autoFocus}
      inputMode={props.inputMode}
      slotProps={{
        htmlInput: { maxLength: props.maxLength, 'aria-invalid': Boolean(props.error) },
      }}
    />
  );
}
