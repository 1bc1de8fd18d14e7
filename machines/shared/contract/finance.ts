import * as yup from 'yup';
import {
  CASH_TYPE,
  type Bank,
  type BankAccount,
  type CashierSummary,
  type CashMethodEntry,
  type CashTransaction,
  type DepositOutcome,
  type FavoriteMethodCheck,
  type WalletBalanceRow,
} from '../finance.ts';
import { reauthFields } from '../validation/account-schemas.ts';
import { bankAccountSchema } from '../validation/finance-schemas.ts';
import { V } from '../validation/messages.ts';
import { answers } from './define.ts';
import { idempotencyKeySchema, INT_MAX, recordId } from './fields.ts';
import { financeHistory } from './finance-history.ts';

const methodID = () =>
  yup.number().typeError(V.method).required(V.method).integer(V.method).max(INT_MAX, V.method);
const typeSchema = yup.number().required().oneOf(Object.values(CASH_TYPE));
const favoriteSchema = yup.object({ methodID: methodID() });

/** The payload of a deposit: the method decides its range and further fields. */
export const depositSchema = yup.object({
  methodID: methodID(),
  amount: yup.number().typeError(V.amount).required(V.amount),
  idempotencyKey: idempotencyKeySchema,
  transfer_type_id: yup.number().oneOf([1, 3]),
  returnUrl: yup.string().max(2000),
  bonusOfferID: recordId(),
});

/** Class finance: the cashier (spec §7), and the account's histories (finance-history.ts). */
export const finance = {
  ...financeHistory,
  check_balance: answers<WalletBalanceRow[]>()(yup.object({})),
  cashier_summary: answers<CashierSummary>()(yup.object({})),
  list_cash_methods_new: answers<CashMethodEntry[]>()(
    yup.object({ Type: typeSchema, methodID: recordId() }),
  ),
  list_cash_methods: answers<CashMethodEntry[]>()(
    yup.object({
      Type: typeSchema,
      methodID: recordId(),
      favorites: yup.number().oneOf([0, 1]),
    }),
  ),
  list_highlighted_cash_methods: answers<CashMethodEntry[]>()(yup.object({ Type: typeSchema })),
  add_favorite_cash_method: answers<null>()(favoriteSchema),
  remove_favorite_cash_method: answers<null>()(favoriteSchema),
  check_favorite_cash_method: answers<FavoriteMethodCheck>()(favoriteSchema),
  list_banks: answers<Bank[]>()(
    yup.object({ typeID: yup.number().integer().min(1).max(INT_MAX).default(1) }),
  ),
  /** SiteType and showPrepaid are sent by the site and change nothing. */
  list_bank_accounts: answers<BankAccount[]>()(
    yup.object({ SiteType: yup.string(), showPrepaid: yup.number() }),
  ),
  /** bankAccountID, or bankID as spec §7 names it. */
  get_bank_account: answers<BankAccount>()(
    yup.object({ bankAccountID: recordId(), bankID: recordId() }),
  ),
  save_bank_account: answers<BankAccount>()(
    bankAccountSchema.shape({ bankAccountID: recordId(), ...reauthFields }),
  ),
  delete_bank_account: answers<null>()(
    yup.object({ bankAccountID: recordId().required(), ...reauthFields }),
  ),
  cancel_withdrawal: answers<CashTransaction>()(
    yup.object({ transactionID: recordId().required(), idempotencyKey: idempotencyKeySchema }),
  ),
  save_bank_transfer: answers<DepositOutcome>()(depositSchema),
  save_cep_bank_transfer: answers<DepositOutcome>()(depositSchema),
};
