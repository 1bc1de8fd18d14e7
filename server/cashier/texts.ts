import type { BonusEventKind } from '../../machines/shared/bonus.ts';
import type { Lang } from '../../machines/shared/contract.ts';
import {
  TRANSACTION_CATEGORY,
  TRANSACTION_STATUS,
  type MethodKind,
} from '../../machines/shared/finance.ts';

type Named = Record<Lang, string>;

/** list_types_frontend: the statuses of a transaction. */
export const STATUS_NAMES: Record<number, Named> = {
  [TRANSACTION_STATUS.pending]: { tr: 'Beklemede', en: 'Pending' },
  [TRANSACTION_STATUS.approved]: { tr: 'Onaylandı', en: 'Approved' },
  [TRANSACTION_STATUS.completed]: { tr: 'Tamamlandı', en: 'Completed' },
  [TRANSACTION_STATUS.notification]: { tr: 'Bildirim', en: 'Notification' },
  [TRANSACTION_STATUS.rejected]: { tr: 'Reddedildi', en: 'Rejected' },
  [TRANSACTION_STATUS.expired]: { tr: 'Süresi doldu', en: 'Expired' },
  [TRANSACTION_STATUS.cancelled]: { tr: 'İptal edildi', en: 'Cancelled' },
};

/** list_categories. */
export const CATEGORY_NAMES: Record<number, Named> = {
  [TRANSACTION_CATEGORY.deposit]: { tr: 'Para Yatırma', en: 'Deposit' },
  [TRANSACTION_CATEGORY.notification]: { tr: 'Bildirim', en: 'Notification' },
  [TRANSACTION_CATEGORY.withdrawal]: { tr: 'Para Çekme', en: 'Withdrawal' },
  [TRANSACTION_CATEGORY.bonus]: { tr: 'Bonus', en: 'Bonus' },
  [TRANSACTION_CATEGORY.casino]: { tr: 'Casino', en: 'Casino' },
  [TRANSACTION_CATEGORY.sport]: { tr: 'Spor', en: 'Sport' },
};

/** list_sub_categories: how the money moved. */
export const KIND_NAMES: Record<MethodKind, Named> = {
  bank_transfer: { tr: 'Havale / EFT', en: 'Bank transfer' },
  cep_transfer: { tr: 'Cepten Havale', en: 'Mobile bank transfer' },
  papara: { tr: 'Papara', en: 'Papara' },
  payfix: { tr: 'Payfix', en: 'Payfix' },
  mefete: { tr: 'Mefete', en: 'Mefete' },
  card: { tr: 'Kredi Kartı', en: 'Credit card' },
  qr: { tr: 'QR ile Öde', en: 'Pay by QR' },
  crypto: { tr: 'Kripto Para', en: 'Cryptocurrency' },
};

/** list_sub_categories of the bonus category: what happened to a bonus. */
export const BONUS_EVENT_NAMES: Record<BonusEventKind, Named> = {
  granted: { tr: 'Bonus verildi', en: 'Bonus granted' },
  wagered: { tr: 'Çevrim', en: 'Wagering' },
  converted: { tr: 'Nakde çevrildi', en: 'Converted to cash' },
  forfeited: { tr: 'Bonus iptal edildi', en: 'Bonus forfeited' },
  expired: { tr: 'Süresi doldu', en: 'Expired' },
};
