import { CONTRACT } from '../../machines/shared/contract/index.ts';
import { checkStepUpPassword } from '../accounts/step-up.ts';
import { method, type ClassOf } from '../envelope.ts';
import { placeDeposit, placeWithdrawal } from '../cashier/requests.ts';
import { cashierContext } from './finance.ts';

const { prepayServices: PREPAY_SERVICES } = CONTRACT;

/**
 * Class prepayServices: deposits and withdrawals by every method (spec §7). transfer_type_id 1
 * is a bank transfer (as save_bank_transfer), 3 a cep transfer (as save_cep_bank_transfer);
 * without it the method's kind decides. A deposit may name a bonus offer (bonusOfferID); a
 * withdrawal with an active bonus may accept its forfeit (acceptBonusForfeit). A withdrawal to a
 * bank account added or changed within 24 hours takes the step-up: a passkey holder's passkey,
 * else the password (checked in prepare, scrypt being slow, and never kept) and the code of the
 * player's second factor.
 */
export const prepayServices = {
  processTransaction: method(PREPAY_SERVICES.processTransaction, {
    auth: true,
    prepare: (context) =>
      context.data.type === 'withdraw'
        ? checkStepUpPassword(context, context.data)
        : Promise.resolve(null),
    handler: (ctx, check) => {
      const { password: _password, ...payload } = ctx.data;
      return payload.type === 'deposit'
        ? placeDeposit(cashierContext(ctx), payload)
        : placeWithdrawal(cashierContext(ctx), payload, check);
    },
  }),
} satisfies ClassOf<'prepayServices'>;
