import { isUnansweredFailure } from '../shared/api-errors.ts';

/** The fields a platform's refusal names when it refuses a step-up's proof. */
export const PROOF_FIELDS: readonly string[] = ['password', 'ga_code', 'gacode', 'passkey'];

/**
 * A change after a step-up refused at its proof (a wrong password or code, a passkey assertion
 * the platform did not take): the parent asks the step-up again, with the refusal as its error.
 * Any other refusal (about the change itself, a limit of attempts) goes back to the form.
 * `fields`: a flow whose own form has a field of the same name (the password change's new
 * password) leaves it out.
 */
export function isStepUpRefusal(error: unknown, fields = PROOF_FIELDS): boolean {
  if (isUnansweredFailure(error)) return false;
  const field = fieldOf(error);
  return typeof field === 'string' && fields.includes(field);
}

/**
 * For a change that carries nothing of its own besides its step-up (a factor turned off): every
 * refusal the platform answered is about the proof or the attempts, and the step-up shows it and
 * asks again, unless it names another field. A call that got no answer goes back to the card.
 */
export function isRefusalOfStepUpOnly(error: unknown): boolean {
  if (isUnansweredFailure(error)) return false;
  const field = fieldOf(error);
  return field === null || field === undefined || PROOF_FIELDS.includes(field as string);
}

function fieldOf(error: unknown): unknown {
  const data = typeof error === 'object' && error !== null && 'data' in error ? error.data : null;
  return typeof data === 'object' && data !== null && 'field' in data ? data.field : null;
}
