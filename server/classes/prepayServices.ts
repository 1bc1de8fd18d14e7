import * as yup from 'yup';
import { otpCodeSchema } from '../../machines/shared/validation/account-schemas.ts';
import { method, type ClassMap } from '../envelope.ts';
import {
  placeDeposit,
  placeWithdrawal,
  type DepositPayload,
  type WithdrawPayload,
} from '../wallet/requests.ts';
import { cashierContext, depositSchema } from './finance.ts';

/**
 * Class prepayServices: deposits and withdrawals by every method (spec §7). transfer_type_id 1
 * is a bank transfer (as save_bank_transfer), 3 a cep transfer (as save_cep_bank_transfer);
 * without it the method's kind decides. A deposit may name a bonus offer (bonusOfferID); a
 * withdrawal with an active bonus may accept its forfeit (acceptBonusForfeit).
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
    }),
    auth: true,
    handler: (ctx) =>
      ctx.data.type === 'deposit'
        ? placeDeposit(cashierContext(ctx), ctx.data as DepositPayload)
        : placeWithdrawal(cashierContext(ctx), ctx.data as WithdrawPayload),
  }),
};
