import {
  depositLimitOf,
  limitChoiceFormSchema,
  type LimitChoiceForm,
} from './limit-choice-form.ts';
import { registrationSchema, type Registration } from './registration-schema.ts';

/**
 * The registration form's rules: registrationSchema's, with the deposit limit as the form holds
 * it (the answer, and an amount typed in lira) instead of the kuruş the platform takes.
 */
export const registrationFormSchema = registrationSchema
  .omit(['depositLimit'])
  .concat(limitChoiceFormSchema);

/** The form's values: the registration's, the deposit limit as LimitChoiceForm holds it. */
export type RegistrationForm = Omit<Registration, 'depositLimit'> & LimitChoiceForm;

/**
 * What the form sends: its values as registrationSchema casts them, the limit in kuruş. The
 * form sends only what its schema passed, so an answer is there; were it not, the registration
 * machine's guard (registrationSchema) would send nothing.
 */
export function registrationOf({
  limitChoice,
  depositLimit,
  ...values
}: RegistrationForm): Registration {
  const details = registrationSchema.omit(['depositLimit']).cast(values);
  const answer = depositLimitOf({ limitChoice, depositLimit });
  return { ...details, depositLimit: answer as Registration['depositLimit'] };
}
