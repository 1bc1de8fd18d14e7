import * as yup from 'yup';
import { otpCodeSchema } from '../../machines/shared/validation/account-schemas.ts';
import { V } from '../../machines/shared/validation/messages.ts';
import { checkPassword } from '../accounts/reauthentication.ts';
import { method, type ClassMap } from '../envelope.ts';
import {
  placeDeposit,
  placeWithdrawal,
  type DepositPayload,
  type WithdrawPayload,
} from '../cashier/requests.ts';
import { cashierContext, depositSchema } from './finance.ts';

/**
 * Class prepayServices: deposits and withdrawals by every method (spec §7). transfer_type_id 1
 * is a bank transfer (as save_bank_transfer), 3 a cep transfer (as save_cep_bank_transfer);
 * without it the method's kind decides. A deposit may name a bonus offer (bonusOfferID); a
 * withdrawal with an active bonus may accept its forfeit (acceptBonusForfeit). A withdrawal to a
 * bank account added or changed within 24 hours takes the step-up: the password (checked in
 * prepare, scrypt being slow, and never kept) and the code of the player's second factor.
 */
export const prepayServices: ClassMap = {
  processTransaction: method({
    schema: depositSchema.shape({
      type: yup
        .string()
        .required()
        .oneOf(['deposit', 'withdraw'] as const),
      ga_code: otpCodeSchema.optional().default(undefined),
      acceptBonusForfeit: yup.boolean(),
      password: yup.string().max(128, V.tooLong),
    }),
    auth: true,
    prepare: (context) =>
      context.data.type === 'withdraw' && context.data.password !== undefined
        ? checkPassword(context, context.data.password)
        : Promise.resolve(null),
    handler: (ctx, check) => {
      const { password: _password, ...payload } = ctx.data;
      return payload.type === 'deposit'
        ? placeDeposit(cashierContext(ctx), payload as DepositPayload)
        : placeWithdrawal(cashierContext(ctx), payload as WithdrawPayload, check);
    },
  }),
};
