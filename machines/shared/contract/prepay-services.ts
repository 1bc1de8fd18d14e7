import * as yup from 'yup';
import type { ProcessedTransaction } from '../finance.ts';
import { otpCodeSchema } from '../validation/account-schemas.ts';
import { V } from '../validation/messages.ts';
import { passkeyAssertionSchema } from '../validation/passkey-schemas.ts';
import { answers } from './define.ts';
import { depositSchema } from './finance.ts';

/**
 * Class prepayServices: deposits and withdrawals by every method (spec §7). A withdrawal's
 * further fields (account, validity date, note) are checked against its method by the server.
 */
export const prepayServices = {
  processTransaction: answers<ProcessedTransaction>()(
    depositSchema.shape({
      type: yup
        .string()
        .required()
        .oneOf(['deposit', 'withdraw'] as const),
      ga_code: otpCodeSchema.optional().default(undefined),
      acceptBonusForfeit: yup.boolean(),
      password: yup.string().max(128, V.tooLong),
      /** A passkey holder's step-up of a withdrawal to a new account, instead of the password. */
      passkey: passkeyAssertionSchema.optional().default(undefined),
    }),
  ),
};
