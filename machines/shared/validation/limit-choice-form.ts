import * as yup from 'yup';
import type { LimitPeriod } from '../protection.ts';
import { V } from './messages.ts';
import { depositLimitChoiceSchema, limitAmountOf, limitFormSchema } from './protection-schemas.ts';

/**
 * The deposit limit offered before money moves (UKGC RTS 12) as its forms hold it, at
 * registration and before a deposit: the player's answer and, for a limit, its period and the
 * amount as typed in lira. The rules are depositLimitChoiceSchema's and the protection page's
 * limit form's; this file only adds that an answer must be given.
 */
export const LIMIT_CHOICES = ['limit', 'none'] as const;
export type LimitChoice = (typeof LIMIT_CHOICES)[number];

export interface LimitChoiceForm {
  /** '' until the player answers: nothing is chosen for them. */
  limitChoice: LimitChoice | '';
  depositLimit: { period: LimitPeriod; amount: string };
}

export const LIMIT_CHOICE_FORM: LimitChoiceForm = {
  limitChoice: '',
  depositLimit: { period: 'day', amount: '' },
};

/** A deposit limit as the platform takes it (kuruş), or null for "no limit now". */
export type DepositLimitChoice = yup.InferType<typeof depositLimitChoiceSchema>;

export const limitChoiceFormSchema = yup.object({
  limitChoice: yup.string().required(V.limitChoice).oneOf(LIMIT_CHOICES, V.limitChoice),
  depositLimit: yup.mixed().when('limitChoice', {
    is: 'limit',
    then: () => limitFormSchema('deposit'),
  }),
});

/**
 * The form's answer in kuruş, the one place the typed lira become the platform's amount;
 * undefined while no answer can be read (nothing chosen, or an amount that is not one).
 */
export function depositLimitOf(form: LimitChoiceForm): DepositLimitChoice | undefined {
  if (form.limitChoice === 'none') return null;
  if (form.limitChoice !== 'limit') return undefined;
  const amount = limitAmountOf('deposit', form.depositLimit.amount);
  return amount === null ? undefined : { period: form.depositLimit.period, amount };
}
