/** Deposit methods, outcomes and transactions as the platform answers them (kuruş, ISO dates). */
import type { DepositDraft } from '../../../machines/cashier/deposit-draft.ts';
import {
  TRANSACTION_STATUS,
  type CashTransaction,
  type DepositOutcome,
  type PaymentMethod,
  type TransactionStatus,
} from '../../../machines/shared/finance.ts';
import { buildTrIban } from '../../../machines/shared/validation/iban.ts';
import { profile } from '../../fixtures/app.ts';
import { apiError } from '../../fixtures/auth.ts';

export { apiError };

/** The signed-in player of tests/ui/harness.tsx (SIGNED_IN). */
export const OWNER = profile.uid;
export const NOW = new Date('2026-11-22T10:00:00.000Z').getTime();

export const RECEIVER_IBAN = buildTrIban('00010', '5566778899');

/** Highlighted bank transfer: asks for a reference, has quick amounts, ₺50 – ₺50.000. */
export const bank: PaymentMethod = {
  id: 11,
  name: 'Havale/EFT',
  kind: 'bank_transfer',
  logo: '/media/methods/havale.svg',
  min: 50_00,
  max: 50_000_00,
  fields: ['referenceNumber'],
  instant: false,
  highlighted: true,
  isFavorite: 0,
  bankcode: 'HAVALE',
  receiver: {
    owner: 'Anka Ödeme Hizmetleri A.Ş.',
    bankName: 'Ziraat Bankası',
    iban: RECEIVER_IBAN,
  },
  group: null,
};

/** A favourite instant method without fields or quick amounts: continues on the provider's page. */
export const papara: PaymentMethod = {
  id: 21,
  name: 'Papara',
  kind: 'papara',
  logo: '/media/methods/papara.svg',
  min: 20_00,
  max: 20_000_00,
  fields: [],
  instant: true,
  highlighted: false,
  isFavorite: 1,
  group: null,
};

/** A QR payment in the group 'Hızlı Ödeme', with quick amounts but no fields. */
export const qr: PaymentMethod = {
  id: 31,
  name: 'QR Öde',
  kind: 'qr',
  logo: '/media/methods/qr.svg',
  min: 10_00,
  max: 10_000_00,
  fields: [],
  instant: true,
  highlighted: false,
  isFavorite: 0,
  bankcode: 'QRPAY',
  group: { id: 'fast', name: 'Hızlı Ödeme' },
};

/** Cep transfer: sender and receiver phone and T.C. numbers. */
export const cep: PaymentMethod = {
  id: 41,
  name: 'Cepbank',
  kind: 'cep_transfer',
  logo: '/media/methods/cepbank.svg',
  min: 100_00,
  max: 5_000_00,
  fields: ['senderPhone', 'receiverPhone', 'senderTckn', 'receiverTckn'],
  instant: false,
  highlighted: false,
  isFavorite: 0,
  bankcode: 'CEPBANK',
  receiver: {
    owner: 'Anka Ödeme Hizmetleri A.Ş.',
    bankName: 'Vakıfbank',
    iban: RECEIVER_IBAN,
    phone: '0532 000 00 00',
  },
  group: { id: 'fast', name: 'Hızlı Ödeme' },
};

/** In the platform's order; the wizard shows bank (highlighted), papara (favourite), qr, cep. */
export const methods: PaymentMethod[] = [qr, cep, papara, bank];
export const SORTED_IDS = [bank.id, papara.id, qr.id, cep.id];

/** envoy getDepositAmounts for HAVALE: one below the range, one above, one twice. */
export const bankAmounts = [100_00, 20_00, 500_00, 250_00, 100_000_00, 500_00];
export const BANK_PRESETS = [100_00, 250_00, 500_00];

export const cepValues = {
  senderPhone: '0532 123 45 67',
  receiverPhone: '0532 000 00 00',
  senderTckn: '10000000146',
  receiverTckn: '10000000146',
};

export const pendingOutcome: DepositOutcome = { status: 'pending', transactionID: 7001 };
export const redirectOutcome: DepositOutcome = {
  status: 'redirect',
  transactionID: 7002,
  paymentUrl: 'https://pay.example/checkout/7002',
};
export const QR_TTL_MS = 5 * 60 * 1000;
export const qrOutcome = (now = NOW): DepositOutcome => ({
  status: 'qr',
  transactionID: 7003,
  qrPayload: 'ANKA-QR-7003',
  expiresAt: new Date(now + QR_TTL_MS).toISOString(),
});

export function transaction(
  status: TransactionStatus,
  overrides: Partial<CashTransaction> = {},
): CashTransaction {
  return {
    id: 7003,
    transaction_category_id: 1,
    transaction_status: status,
    amount: 250_00,
    methodID: qr.id,
    methodName: qr.name,
    createdAt: '2026-11-22T10:00:00.000Z',
    updatedAt: '2026-11-22T10:00:00.000Z',
    reason: '',
    ...overrides,
  };
}

export const pendingTx = transaction(TRANSACTION_STATUS.pending);
export const completedTx = transaction(TRANSACTION_STATUS.completed);
export const rejectedTx = transaction(TRANSACTION_STATUS.rejected, {
  reason: 'Ödeme sağlayıcısı reddetti',
});

export const refused = apiError('Günlük yatırım limitinize ulaştınız');
export const offline = apiError('Network Error', 'network');
export const notFound = apiError('Kayıt Bulunamadı');

export function draft(overrides: Partial<DepositDraft> = {}): DepositDraft {
  return {
    version: 1,
    owner: OWNER,
    methodID: bank.id,
    step: 'review',
    amount: 250_00,
    fields: { referenceNumber: 'REF-2026' },
    ...overrides,
  };
}
