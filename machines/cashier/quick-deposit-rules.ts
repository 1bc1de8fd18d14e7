import {
  CASH_TYPE,
  TRANSACTION_CATEGORY,
  TRANSACTION_STATUS,
  type PaymentMethod,
} from '../shared/finance.ts';
import { isWithinRange } from '../shared/money.ts';
import { depositRange } from './deposit-rules.ts';
import type { QuickDepositStart, QuickDepositStartQuery } from './quick-deposit-types.ts';

/**
 * The quick deposit's rules: which method it remembers, which it pays for in place and which it
 * hands to the full wizard. The amount's rules are the wizard's (deposit-rules.ts).
 */

/** The methods, and the player's last credited deposit as the platform keeps it. */
export const QUICK_DEPOSIT_START: QuickDepositStartQuery = {
  type: CASH_TYPE.deposit,
  last: {
    limit: 1,
    offset: 0,
    searchCategory: TRANSACTION_CATEGORY.deposit,
    status: TRANSACTION_STATUS.completed,
  },
};

/** The method of the last credited deposit, while it is still offered for deposits. */
export const rememberedMethod = ({
  methods,
  last,
}: Pick<QuickDepositStart, 'methods' | 'last'>): PaymentMethod | null =>
  last === null ? null : (methods.find((method) => method.id === last.methodID) ?? null);

/**
 * A method paid for in this panel, in one press: it asks for nothing besides the amount and
 * needs no provider's page (a QR code is shown here; an operator's method waits here). Every
 * other method continues in the full wizard.
 */
export const paysInPlace = (method: Pick<PaymentMethod, 'fields' | 'instant' | 'kind'>) =>
  method.fields.length === 0 && (method.kind === 'qr' || !method.instant);

/** The last amount, offered again where the method and the limits still take it. */
export function lastAmountWithin(
  amount: number | null,
  method: PaymentMethod,
  allowance: number | null,
): number | null {
  return amount !== null && isWithinRange(amount, depositRange(method, allowance)) ? amount : null;
}
