import type { CashDirection, TransactionStatus } from '../../machines/shared/finance.ts';

/** A deposit or withdrawal as its row in cash_transactions holds it. */
export interface CashRow {
  id: number;
  player_id: number;
  direction: CashDirection;
  status: TransactionStatus;
  amount: number;
  currency: string;
  method_id: number;
  bank_account_id: number | null;
  details: Record<string, unknown>;
  account_label: string;
  reason: string;
  idempotency_key: string | null;
  /** The bonus offer the deposit was made with. */
  bonus_offer_id: number | null;
  expires_at: Date | null;
  created_at: Date;
  updated_at: Date;
}
